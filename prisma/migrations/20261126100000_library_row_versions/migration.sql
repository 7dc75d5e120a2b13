-- Each library game carries the library version of its last write ("rowVersion"), and each user's
-- counter row the number of games in their library ("games"), so a reader that kept a user's rows at
-- version v re-reads only the rows written after it (rowVersion > v), and sees from the count whether
-- any were deleted, instead of reading the whole library. A BEFORE trigger stamps the row with the
-- version the AFTER trigger (library_games_bump_version) is about to give the library: it creates the
-- user's counter row if missing and locks it, so writers to one library take turns and their versions
-- follow commit order. Writes to a game's sessions and status history go with a write to the game (its
-- play time, its status), which stamps it. The body is an E'' string with \x3B for each semicolon
-- (see the library migration).
ALTER TABLE "library_games" ADD COLUMN "rowVersion" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "library_versions" ADD COLUMN "games" INTEGER NOT NULL DEFAULT 0;

CREATE INDEX "library_games_userId_rowVersion_idx" ON "library_games"("userId", "rowVersion");

INSERT INTO "library_versions" ("userId", "version")
SELECT DISTINCT "userId", 0 FROM "library_games" ON CONFLICT ("userId") DO NOTHING;
UPDATE "library_versions" v SET "games" = (SELECT count(*) FROM "library_games" g WHERE g."userId" = v."userId");

CREATE FUNCTION "library_games_stamp_version"() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
    v INTEGER\x3B
BEGIN
    IF TG_OP = ''DELETE'' OR (TG_OP = ''UPDATE'' AND NEW."userId" IS DISTINCT FROM OLD."userId") THEN
        UPDATE "library_versions" SET "games" = "games" - 1 WHERE "userId" = OLD."userId"\x3B
    END IF\x3B
    IF TG_OP = ''DELETE'' THEN
        RETURN OLD\x3B
    END IF\x3B
    INSERT INTO "library_versions" ("userId", "version") VALUES (NEW."userId", 0) ON CONFLICT ("userId") DO NOTHING\x3B
    IF TG_OP = ''INSERT'' OR NEW."userId" IS DISTINCT FROM OLD."userId" THEN
        UPDATE "library_versions" SET "games" = "games" + 1 WHERE "userId" = NEW."userId" RETURNING "version" INTO v\x3B
    ELSE
        SELECT "version" INTO v FROM "library_versions" WHERE "userId" = NEW."userId" FOR UPDATE\x3B
    END IF\x3B
    NEW."rowVersion" := v + 1\x3B
    RETURN NEW\x3B
END
';

CREATE TRIGGER "library_games_stamp_version"
BEFORE INSERT OR UPDATE OR DELETE ON "library_games"
FOR EACH ROW EXECUTE FUNCTION "library_games_stamp_version"();
