-- The shared-game key rule, once (issue 25): the game every user shares behind a library game is
-- 'c:<catalogGameId>' when it came from the catalog, else 's:<its library slug>' (a catalog game's own
-- key is shared_game_key(id, NULL)). The triggers that wrote the rule out themselves now call this
-- function, and so do the queries that need a key in SQL. games.shared.ts's sharedKey is its TypeScript
-- twin for rows already read (games.shared-key.test.ts holds the two together).
-- The bodies are E'' strings with \x3B for each semicolon (see the library migration).
CREATE FUNCTION "shared_game_key"(catalog_game_id INTEGER, slug TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS E'SELECT CASE WHEN catalog_game_id IS NOT NULL THEN ''c:'' || catalog_game_id ELSE ''s:'' || slug END';

CREATE OR REPLACE FUNCTION "library_games_review_key"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    UPDATE "reviews"
    SET "gameKey" = "shared_game_key"(NEW."catalogGameId", NEW."slug")
    WHERE "libraryGameId" = NEW."id"\x3B
    RETURN NULL\x3B
END
';

CREATE OR REPLACE FUNCTION "library_games_shared_stats"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP <> ''INSERT'' THEN
        PERFORM "shared_game_count"("shared_game_key"(OLD."catalogGameId", OLD."slug"),
            OLD."userId", OLD."status", OLD."rating", OLD."playTime", OLD."startDate", OLD."completedDate", -1)\x3B
    END IF\x3B
    IF TG_OP <> ''DELETE'' THEN
        PERFORM "shared_game_count"("shared_game_key"(NEW."catalogGameId", NEW."slug"),
            NEW."userId", NEW."status", NEW."rating", NEW."playTime", NEW."startDate", NEW."completedDate", 1)\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';

CREATE OR REPLACE FUNCTION "library_games_shared_version"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP <> ''UPDATE'' THEN
        PERFORM "shared_game_bump"(k) FROM (SELECT DISTINCT "shared_game_key"("catalogGameId", "slug") AS k FROM changed) AS t\x3B
    ELSE
        PERFORM "shared_game_bump"(k) FROM (
            SELECT "shared_game_key"(o."catalogGameId", o."slug") AS k
            FROM before_rows o JOIN after_rows n ON n."id" = o."id"
            WHERE (o."userId", o."catalogGameId", o."slug", o."title", o."status", o."rating", o."playTime", o."startDate", o."completedDate")
                  IS DISTINCT FROM (n."userId", n."catalogGameId", n."slug", n."title", n."status", n."rating", n."playTime", n."startDate", n."completedDate")
            UNION
            SELECT "shared_game_key"(n."catalogGameId", n."slug")
            FROM before_rows o JOIN after_rows n ON n."id" = o."id"
            WHERE (o."catalogGameId", o."slug") IS DISTINCT FROM (n."catalogGameId", n."slug")
        ) AS t\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';

CREATE OR REPLACE FUNCTION "catalog_games_shared_version"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
    v INTEGER\x3B
BEGIN
    UPDATE "shared_game_stats" SET "version" = "version" + 1 WHERE "gameKey" = "shared_game_key"(NEW."id", NULL) RETURNING "version" INTO v\x3B
    IF v IS NOT NULL THEN
        PERFORM pg_notify(''shared_game_versions'', "shared_game_key"(NEW."id", NULL) || '':'' || v)\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';
