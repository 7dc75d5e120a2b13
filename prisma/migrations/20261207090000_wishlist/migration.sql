-- The wishlist (issue 33): games a player wants but does not own yet, apart from the library (not a
-- fifth status: a library row has a platform, a status and the dates and values that status holds,
-- none of which a wanted game has). An item is a catalog game or a title of the player's own, once
-- each: a catalog game once per player (the unique key), a title of their own once whatever its case
-- (the partial expression index). The request contract's rules are checks here too: a title that is
-- not blank and at most 200 characters, a platform of at most 100 when given, and a title of the
-- player's own always with its platform (the library needs one when it moves there).
CREATE TABLE "wishlist_items" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "catalogGameId" INTEGER,
    "title" TEXT NOT NULL,
    "platform" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "wishlist_items_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "wishlist_items_title_check" CHECK (btrim("title") <> '' AND char_length("title") <= 200),
    CONSTRAINT "wishlist_items_platform_check" CHECK ("platform" IS NULL OR (btrim("platform") <> '' AND char_length("platform") <= 100)),
    CONSTRAINT "wishlist_items_own_title_platform_check" CHECK ("catalogGameId" IS NOT NULL OR "platform" IS NOT NULL)
);

CREATE UNIQUE INDEX "wishlist_items_userId_catalogGameId_key" ON "wishlist_items"("userId", "catalogGameId");
CREATE INDEX "wishlist_items_userId_createdAt_idx" ON "wishlist_items"("userId", "createdAt" DESC);
CREATE UNIQUE INDEX "wishlist_items_own_title_key" ON "wishlist_items"("userId", lower("title")) WHERE "catalogGameId" IS NULL;

-- Gone with the account, and with the catalog game (a catalog row an administrator deletes leaves no
-- wanted game behind that nobody can look up).
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_catalogGameId_fkey" FOREIGN KEY ("catalogGameId") REFERENCES "catalog_games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A catalog game is never both wanted and owned by one player. Both sides take the player's wishlist
-- lock (advisory, class 3300001, the player's id hashed) before they touch a row or an index entry, so
-- whichever comes second sees what the first did: a copy entering the library (any path: the form,
-- a move, an import) takes the game off the wishlist, and a wish of a game already in the library is
-- refused. The bodies are E'' strings with \x3B for each semicolon (see the library migration).
CREATE FUNCTION "library_games_leave_wishlist"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM pg_advisory_xact_lock(3300001, hashtext(NEW."userId"::text))\x3B
    DELETE FROM "wishlist_items" WHERE "userId" = NEW."userId" AND "catalogGameId" = NEW."catalogGameId"\x3B
    RETURN NEW\x3B
END
';

CREATE TRIGGER "library_games_leave_wishlist"
BEFORE INSERT OR UPDATE OF "catalogGameId", "userId" ON "library_games"
FOR EACH ROW WHEN (NEW."catalogGameId" IS NOT NULL) EXECUTE FUNCTION "library_games_leave_wishlist"();

CREATE FUNCTION "wishlist_items_not_owned"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM pg_advisory_xact_lock(3300001, hashtext(NEW."userId"::text))\x3B
    IF EXISTS (SELECT 1 FROM "library_games" g WHERE g."userId" = NEW."userId" AND g."catalogGameId" = NEW."catalogGameId") THEN
        RAISE EXCEPTION ''wishlist_items: catalog game % is already in the library of %'', NEW."catalogGameId", NEW."userId" USING ERRCODE = ''23505''\x3B
    END IF\x3B
    RETURN NEW\x3B
END
';

CREATE TRIGGER "wishlist_items_not_owned"
BEFORE INSERT OR UPDATE OF "catalogGameId", "userId" ON "wishlist_items"
FOR EACH ROW WHEN (NEW."catalogGameId" IS NOT NULL) EXECUTE FUNCTION "wishlist_items_not_owned"();
