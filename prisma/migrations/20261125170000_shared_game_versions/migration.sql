-- A shared game's version: a counter in its shared_game_stats row that grows with every write that can
-- change what its reviews page or community stats answer (a review written, edited or deleted, a like
-- or unlike through likeCount, a library game of it added, changed or deleted, a reviewer renamed or
-- recoloured, its catalog slug changed), whoever writes (a cascade too). The server keeps those answers
-- in memory against it (ADR 012): on PostgreSQL it reads the version (a primary-key lookup), and the
-- embedded database hears NOTIFY shared_game_versions '{gameKey}:{version}' as the write commits.
-- The bump locks the same row the counters do (statement triggers run after the row triggers that
-- lock it), so it adds no new lock order. Versions only grow: nothing may delete a shared_game_stats row.
-- Trigger bodies are E-quoted strings with \x3B for each semicolon (see the library migration).

ALTER TABLE "shared_game_stats" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION "shared_game_bump"(k TEXT) RETURNS void LANGUAGE plpgsql AS E'
DECLARE
    v INTEGER\x3B
BEGIN
    INSERT INTO "shared_game_stats" AS g ("gameKey", "version") VALUES (k, 1)
    ON CONFLICT ("gameKey") DO UPDATE SET "version" = g."version" + 1
    RETURNING g."version" INTO v\x3B
    PERFORM pg_notify(''shared_game_versions'', k || '':'' || v)\x3B
END
';

-- The triggers below run once per statement, bumping each shared game the statement touched once: a
-- bulk write (an import, an account's cascade, a seed) bumps a game once, not once per row.

-- Likes are counted the same way: one UPDATE of "reviews" per statement of review_likes (it was one
-- per like), so the version trigger on "reviews" runs once for a statement's likes too.
DROP TRIGGER "review_likes_count" ON "review_likes";
DROP FUNCTION "review_likes_count"();
CREATE FUNCTION "review_likes_added"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    UPDATE "reviews" r SET "likeCount" = r."likeCount" + d.n
    FROM (SELECT "reviewId", count(*)::int AS n FROM added GROUP BY 1) d WHERE r."id" = d."reviewId"\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "review_likes_added" AFTER INSERT ON "review_likes" REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION "review_likes_added"();
CREATE FUNCTION "review_likes_removed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    UPDATE "reviews" r SET "likeCount" = greatest(r."likeCount" - d.n, 0)
    FROM (SELECT "reviewId", count(*)::int AS n FROM removed GROUP BY 1) d WHERE r."id" = d."reviewId"\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "review_likes_removed" AFTER DELETE ON "review_likes" REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION "review_likes_removed"();

-- Any change of a review: written, deleted, its text, rating, spoiler, likeCount (so every like and
-- unlike), its game.
CREATE FUNCTION "reviews_shared_version"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP <> ''UPDATE'' THEN
        PERFORM "shared_game_bump"(k) FROM (SELECT DISTINCT "gameKey" AS k FROM changed) AS t\x3B
    ELSE
        PERFORM "shared_game_bump"(k) FROM (SELECT "gameKey" AS k FROM before_rows UNION SELECT "gameKey" FROM after_rows) AS t\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "reviews_shared_version_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "reviews_shared_version"();
CREATE TRIGGER "reviews_shared_version_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "reviews_shared_version"();
CREATE TRIGGER "reviews_shared_version_update" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "reviews_shared_version"();

-- A library game's community numbers (status, rating, hours, dates), its shared game, and its title
-- (a review shows its author's title). An update that changed none of these bumps nothing.
CREATE FUNCTION "library_games_shared_version"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP <> ''UPDATE'' THEN
        PERFORM "shared_game_bump"(k) FROM (SELECT DISTINCT CASE WHEN "catalogGameId" IS NOT NULL THEN ''c:'' || "catalogGameId" ELSE ''s:'' || "slug" END AS k FROM changed) AS t\x3B
    ELSE
        PERFORM "shared_game_bump"(k) FROM (
            SELECT CASE WHEN o."catalogGameId" IS NOT NULL THEN ''c:'' || o."catalogGameId" ELSE ''s:'' || o."slug" END AS k
            FROM before_rows o JOIN after_rows n ON n."id" = o."id"
            WHERE (o."userId", o."catalogGameId", o."slug", o."title", o."status", o."rating", o."playTime", o."startDate", o."completedDate")
                  IS DISTINCT FROM (n."userId", n."catalogGameId", n."slug", n."title", n."status", n."rating", n."playTime", n."startDate", n."completedDate")
            UNION
            SELECT CASE WHEN n."catalogGameId" IS NOT NULL THEN ''c:'' || n."catalogGameId" ELSE ''s:'' || n."slug" END
            FROM before_rows o JOIN after_rows n ON n."id" = o."id"
            WHERE (o."catalogGameId", o."slug") IS DISTINCT FROM (n."catalogGameId", n."slug")
        ) AS t\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "library_games_shared_version_insert" AFTER INSERT ON "library_games" REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "library_games_shared_version"();
CREATE TRIGGER "library_games_shared_version_delete" AFTER DELETE ON "library_games" REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "library_games_shared_version"();
CREATE TRIGGER "library_games_shared_version_update" AFTER UPDATE ON "library_games" REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "library_games_shared_version"();

-- A review shows its author's name and colour: every game they reviewed changes with them.
CREATE FUNCTION "users_shared_version"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM "shared_game_bump"(k) FROM (SELECT DISTINCT "gameKey" AS k FROM "reviews" WHERE "userId" = NEW."id") AS reviewed\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "users_shared_version" AFTER UPDATE OF "username", "firstName", "lastName", "accountColor" ON "users"
    FOR EACH ROW WHEN ((OLD."username", OLD."firstName", OLD."lastName", OLD."accountColor") IS DISTINCT FROM (NEW."username", NEW."firstName", NEW."lastName", NEW."accountColor"))
    EXECUTE FUNCTION "users_shared_version"();

-- Others' reviews of a catalog game link to its catalog slug. A game nobody tracks has no row and no
-- reviews to show, so nothing is created for it.
CREATE FUNCTION "catalog_games_shared_version"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
    v INTEGER\x3B
BEGIN
    UPDATE "shared_game_stats" SET "version" = "version" + 1 WHERE "gameKey" = ''c:'' || NEW."id" RETURNING "version" INTO v\x3B
    IF v IS NOT NULL THEN
        PERFORM pg_notify(''shared_game_versions'', ''c:'' || NEW."id" || '':'' || v)\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "catalog_games_shared_version" AFTER UPDATE OF "slug" ON "catalog_games"
    FOR EACH ROW WHEN (OLD."slug" IS DISTINCT FROM NEW."slug")
    EXECUTE FUNCTION "catalog_games_shared_version"();
