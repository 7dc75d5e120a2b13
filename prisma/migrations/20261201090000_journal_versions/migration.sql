-- A version per user's journal, as library_versions is for the library (ADR 007): a counter bumped by
-- the database on every write to the user's entries or categories (a category's colour shows on its
-- entries), whoever writes (a cascade too). The server keeps journal pages in memory against it and
-- the library version (a game's title shows on its entries). On PostgreSQL it reads the version (a
-- primary-key lookup), and the embedded database hears NOTIFY journal_versions '{userId}:{version}'
-- as the write commits. Versions only grow: only an account's deletion removes its row.
-- The triggers run once per statement and bump each user the statement touched once.
-- Trigger bodies are E-quoted strings with \x3B for each semicolon (see the library migration).

CREATE TABLE "journal_versions" (
    "userId" UUID NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "journal_versions_pkey" PRIMARY KEY ("userId"),
    CONSTRAINT "journal_versions_version_check" CHECK ("version" >= 0)
);

CREATE FUNCTION "journal_bump"(u UUID) RETURNS void LANGUAGE plpgsql AS E'
DECLARE
    v INTEGER\x3B
BEGIN
    INSERT INTO "journal_versions" AS j ("userId", "version") VALUES (u, 1)
    ON CONFLICT ("userId") DO UPDATE SET "version" = j."version" + 1
    RETURNING j."version" INTO v\x3B
    PERFORM pg_notify(''journal_versions'', u::text || '':'' || v)\x3B
END
';

CREATE FUNCTION "journal_bump_new"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM "journal_bump"(u) FROM (SELECT DISTINCT "userId" AS u FROM changed ORDER BY 1) s\x3B
    RETURN NULL\x3B
END
';

CREATE FUNCTION "journal_bump_both"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM "journal_bump"(u) FROM (SELECT "userId" AS u FROM before UNION SELECT "userId" FROM after ORDER BY 1) s\x3B
    RETURN NULL\x3B
END
';

CREATE TRIGGER "journal_entries_added" AFTER INSERT ON "journal_entries" REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "journal_bump_new"();
CREATE TRIGGER "journal_entries_removed" AFTER DELETE ON "journal_entries" REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "journal_bump_new"();
CREATE TRIGGER "journal_entries_changed" AFTER UPDATE ON "journal_entries" REFERENCING OLD TABLE AS before NEW TABLE AS after
    FOR EACH STATEMENT EXECUTE FUNCTION "journal_bump_both"();
CREATE TRIGGER "journal_categories_added" AFTER INSERT ON "journal_categories" REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "journal_bump_new"();
CREATE TRIGGER "journal_categories_removed" AFTER DELETE ON "journal_categories" REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "journal_bump_new"();
CREATE TRIGGER "journal_categories_changed" AFTER UPDATE ON "journal_categories" REFERENCING OLD TABLE AS before NEW TABLE AS after
    FOR EACH STATEMENT EXECUTE FUNCTION "journal_bump_both"();
