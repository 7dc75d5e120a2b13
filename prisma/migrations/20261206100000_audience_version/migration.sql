-- Who counts in the numbers other players read (ADR 019) changes when a player changes a privacy setting.
-- One counter, bumped by every such change whichever process makes it: the caches of those numbers (a
-- game's community numbers and its time to beat) are kept against it and the game's own version, on
-- PostgreSQL as well as on the embedded database. A deleted account needs no bump: its library goes with
-- it, and that bumps the versions of its games.
CREATE TABLE "audience_version" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,
    CONSTRAINT "audience_version_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "audience_version_one_row_check" CHECK ("id" = 1)
);
INSERT INTO "audience_version" ("id", "version") VALUES (1, 0);

-- The body is an E'' string with \x3B for each semicolon (the migration driver splits on every one).
CREATE FUNCTION "bump_audience_version"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    UPDATE "audience_version" SET "version" = "version" + 1 WHERE "id" = 1\x3B
    RETURN NULL\x3B
END
';

CREATE TRIGGER "users_bump_audience_version"
  AFTER UPDATE OF "profileVisibility", "showActivity", "showPlaying" ON "users"
  FOR EACH ROW
  WHEN (OLD."profileVisibility" IS DISTINCT FROM NEW."profileVisibility"
    OR OLD."showActivity" IS DISTINCT FROM NEW."showActivity"
    OR OLD."showPlaying" IS DISTINCT FROM NEW."showPlaying")
  EXECUTE FUNCTION "bump_audience_version"();
