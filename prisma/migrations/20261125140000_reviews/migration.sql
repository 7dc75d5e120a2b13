-- Reviews and their likes. A review belongs to one user and one library game of theirs, and through
-- "gameKey" to the game everyone shares: c:<catalogGameId> when the library game came from the
-- catalog, else s:<library slug>. One review per user per shared game. "likeCount" is kept by a
-- trigger on review_likes, in the writing transaction, so it also stays right when likes go by cascade.
-- Trigger bodies are E-quoted strings with \x3B for each semicolon (see the library migration).

CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "libraryGameId" UUID NOT NULL,
    "gameKey" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "comment" TEXT NOT NULL,
    "spoiler" BOOLEAN NOT NULL DEFAULT false,
    "hours" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "platform" TEXT NOT NULL,
    "completed100Percent" BOOLEAN NOT NULL DEFAULT false,
    "likeCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 10),
    CONSTRAINT "reviews_likeCount_check" CHECK ("likeCount" >= 0)
);

CREATE TABLE "review_likes" (
    "reviewId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "review_likes_pkey" PRIMARY KEY ("reviewId", "userId")
);

CREATE UNIQUE INDEX "reviews_userId_gameKey_key" ON "reviews"("userId", "gameKey");
CREATE INDEX "reviews_userId_createdAt_id_idx" ON "reviews"("userId", "createdAt" DESC, "id" DESC);
CREATE INDEX "reviews_libraryGameId_idx" ON "reviews"("libraryGameId");
CREATE INDEX "reviews_gameKey_createdAt_id_idx" ON "reviews"("gameKey", "createdAt" DESC, "id" DESC);
CREATE INDEX "reviews_gameKey_rating_createdAt_id_idx" ON "reviews"("gameKey", "rating" DESC, "createdAt" DESC, "id" DESC);
CREATE INDEX "reviews_gameKey_likeCount_createdAt_id_idx" ON "reviews"("gameKey", "likeCount" DESC, "createdAt" DESC, "id" DESC);
CREATE INDEX "review_likes_userId_createdAt_idx" ON "review_likes"("userId", "createdAt" DESC);
-- Community numbers of a game that is not from the catalog are read by its slug.
CREATE INDEX "library_games_slug_idx" ON "library_games"("slug");

ALTER TABLE "reviews" ADD CONSTRAINT "reviews_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_libraryGameId_fkey" FOREIGN KEY ("libraryGameId") REFERENCES "library_games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- likeCount follows the likes, whoever adds or removes them (a cascade from a deleted account too).
CREATE FUNCTION "review_likes_count"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP = ''INSERT'' THEN
        UPDATE "reviews" SET "likeCount" = "likeCount" + 1 WHERE "id" = NEW."reviewId"\x3B
    ELSE
        UPDATE "reviews" SET "likeCount" = greatest("likeCount" - 1, 0) WHERE "id" = OLD."reviewId"\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "review_likes_count" AFTER INSERT OR DELETE ON "review_likes" FOR EACH ROW EXECUTE FUNCTION "review_likes_count"();

-- A review follows its library game to the shared game it now names: a rename changes a typed-in
-- game slug, and a catalog row that goes away leaves the slug.
CREATE FUNCTION "library_games_review_key"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    UPDATE "reviews"
    SET "gameKey" = CASE WHEN NEW."catalogGameId" IS NOT NULL THEN ''c:'' || NEW."catalogGameId" ELSE ''s:'' || NEW."slug" END
    WHERE "libraryGameId" = NEW."id"\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "library_games_review_key" AFTER UPDATE OF "slug", "catalogGameId" ON "library_games"
    FOR EACH ROW WHEN (OLD."slug" IS DISTINCT FROM NEW."slug" OR OLD."catalogGameId" IS DISTINCT FROM NEW."catalogGameId")
    EXECUTE FUNCTION "library_games_review_key"();
