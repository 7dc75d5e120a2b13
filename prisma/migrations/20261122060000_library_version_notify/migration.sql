-- The version trigger also announces each new version: NOTIFY library_versions '{userId}:{version}',
-- delivered when the writing transaction commits (never for a rolled-back one). The embedded database
-- reads these from its own answers to keep library versions in memory (server/src/db/notifications.ts);
-- on a separate PostgreSQL server nobody listens and the cost is a queued message per changed row.
-- The body is an E'' string with \x3B for each semicolon (see the library migration).
CREATE OR REPLACE FUNCTION "library_games_bump_version"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
    v INTEGER\x3B
BEGIN
    IF TG_OP <> ''INSERT'' THEN
        INSERT INTO "library_versions" ("userId", "version") VALUES (OLD."userId", 1)
        ON CONFLICT ("userId") DO UPDATE SET "version" = "library_versions"."version" + 1
        RETURNING "version" INTO v\x3B
        PERFORM pg_notify(''library_versions'', OLD."userId"::text || '':'' || v)\x3B
    END IF\x3B
    IF TG_OP = ''INSERT'' OR (TG_OP = ''UPDATE'' AND NEW."userId" IS DISTINCT FROM OLD."userId") THEN
        INSERT INTO "library_versions" ("userId", "version") VALUES (NEW."userId", 1)
        ON CONFLICT ("userId") DO UPDATE SET "version" = "library_versions"."version" + 1
        RETURNING "version" INTO v\x3B
        PERFORM pg_notify(''library_versions'', NEW."userId"::text || '':'' || v)\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';
