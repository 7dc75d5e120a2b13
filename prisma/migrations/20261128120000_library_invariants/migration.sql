-- Wrong data made impossible (ADR 017): the rules the request contracts enforce become CHECK constraints
-- and keys, so a direct INSERT, an import or a future entry point that breaks one fails.
--
-- Rows that already break a rule are repaired first. A repair never deletes a row and never discards
-- the hours, rating or dates of a player: a value its status hides moves into the latest status history
-- entry ("kept"), from where a later change to a status that shows it brings it back. Each repair records
-- how many rows it changed in "data_repairs" (read them with
-- SELECT * FROM data_repairs ORDER BY "id").

CREATE TABLE "data_repairs" (
    "id" SERIAL NOT NULL,
    "migration" TEXT NOT NULL,
    "rule" TEXT NOT NULL,
    "changed" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
    CONSTRAINT "data_repairs_pkey" PRIMARY KEY ("id")
);

-- What a status hid when the game entered it (ADR 017): {"rating": 9, "playTime": 41.5, "completedDate": "2024-03-01", ...}.
ALTER TABLE "game_status_history" ADD COLUMN "kept" JSONB;

-- --- library_games: values within their ranges -------------------------------------------------------
WITH r AS (UPDATE "library_games" SET "status" = 'IN_PROGRESS' WHERE "status" NOT IN ('BACKLOG', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED') RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'library_games: unknown status set to IN_PROGRESS', count(*) FROM r;
WITH r AS (UPDATE "library_games" SET "priority" = 'medium' WHERE "priority" NOT IN ('high', 'medium', 'low') RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'library_games: unknown priority set to medium', count(*) FROM r;
WITH r AS (UPDATE "library_games" SET "rating" = LEAST(10, GREATEST(1, "rating")) WHERE "rating" NOT BETWEEN 1 AND 10 RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'library_games: rating brought into 1-10', count(*) FROM r;
WITH r AS (UPDATE "library_games" SET "playTime" = 0 WHERE "playTime" < 0 OR "playTime" = 'NaN'::float8 RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'library_games: negative play time set to 0', count(*) FROM r;
WITH r AS (
    UPDATE "library_games" SET "achievementsCompleted" = GREATEST(0, "achievementsCompleted"), "totalAchievements" = GREATEST(1, "totalAchievements", "achievementsCompleted")
    WHERE "achievementsCompleted" < 0 OR "totalAchievements" < 1 OR "achievementsCompleted" > "totalAchievements" RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'library_games: achievement counts ordered (total raised to the completed count)', count(*) FROM r;
WITH r AS (UPDATE "library_games" SET "startDate" = "completedDate", "completedDate" = "startDate" WHERE "completedDate" < "startDate" RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'library_games: start and completion dates swapped (completion was before start)', count(*) FROM r;
WITH r AS (UPDATE "library_games" SET "title" = left(btrim("title"), 200) WHERE char_length(btrim("title")) NOT BETWEEN 1 AND 200 AND btrim("title") <> '' RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'library_games: title trimmed to 200 characters', count(*) FROM r;
WITH r AS (UPDATE "library_games" SET "title" = 'Untitled game' WHERE btrim("title") = '' RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'library_games: blank title named "Untitled game"', count(*) FROM r;
WITH r AS (UPDATE "library_games" SET "platform" = 'Other' WHERE btrim("platform") = '' RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'library_games: blank platform set to Other', count(*) FROM r;

-- --- library_games: a value only while its status shows it ------------------------------------------
-- What the status of each row hides, as JSON (dates as YYYY-MM-DD), rows with nothing hidden left out.
CREATE TEMPORARY TABLE "hidden_values" AS
SELECT g."id", g."status", g."updatedAt", jsonb_strip_nulls(jsonb_build_object(
    'rating', CASE WHEN g."status" = 'BACKLOG' THEN g."rating" END,
    'playTime', CASE WHEN g."status" = 'BACKLOG' AND g."playTime" <> 0 THEN g."playTime" END,
    'startDate', CASE WHEN g."status" = 'BACKLOG' THEN to_char(g."startDate", 'YYYY-MM-DD') END,
    'completedDate', CASE WHEN g."status" <> 'COMPLETED' THEN to_char(g."completedDate", 'YYYY-MM-DD') END,
    'completed100Percent', CASE WHEN g."status" <> 'COMPLETED' AND g."completed100Percent" THEN true END,
    'achievementsCompleted', CASE WHEN g."status" <> 'COMPLETED' THEN g."achievementsCompleted" END,
    'totalAchievements', CASE WHEN g."status" <> 'COMPLETED' THEN g."totalAchievements" END,
    'abandonedDate', CASE WHEN g."status" <> 'ABANDONED' THEN to_char(g."abandonedDate", 'YYYY-MM-DD') END
)) AS "kept"
FROM "library_games" g;
DELETE FROM "hidden_values" WHERE "kept" = '{}'::jsonb;

-- A game without any history entry gets one for its current status.
INSERT INTO "game_status_history" ("id", "gameId", "status", "at")
SELECT gen_random_uuid(), h."id", h."status", h."updatedAt" FROM "hidden_values" h
WHERE NOT EXISTS (SELECT 1 FROM "game_status_history" s WHERE s."gameId" = h."id");

UPDATE "game_status_history" s SET "kept" = COALESCE(s."kept", '{}'::jsonb) || h."kept"
FROM "hidden_values" h
WHERE s."id" = (SELECT l."id" FROM "game_status_history" l WHERE l."gameId" = h."id" ORDER BY l."at" DESC, l."id" DESC LIMIT 1);

WITH r AS (
    UPDATE "library_games" g SET
        "rating" = CASE WHEN g."status" = 'BACKLOG' THEN NULL ELSE g."rating" END,
        "playTime" = CASE WHEN g."status" = 'BACKLOG' THEN 0 ELSE g."playTime" END,
        "startDate" = CASE WHEN g."status" = 'BACKLOG' THEN NULL ELSE g."startDate" END,
        "completedDate" = CASE WHEN g."status" <> 'COMPLETED' THEN NULL ELSE g."completedDate" END,
        "completed100Percent" = CASE WHEN g."status" <> 'COMPLETED' THEN false ELSE g."completed100Percent" END,
        "achievementsCompleted" = CASE WHEN g."status" <> 'COMPLETED' THEN NULL ELSE g."achievementsCompleted" END,
        "totalAchievements" = CASE WHEN g."status" <> 'COMPLETED' THEN NULL ELSE g."totalAchievements" END,
        "abandonedDate" = CASE WHEN g."status" <> 'ABANDONED' THEN NULL ELSE g."abandonedDate" END
    FROM "hidden_values" h WHERE g."id" = h."id" RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'library_games: values their status hides moved to the status history', count(*) FROM r;
DROP TABLE "hidden_values";

ALTER TABLE "library_games"
    ADD CONSTRAINT "library_games_status_check" CHECK ("status" IN ('BACKLOG', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED')),
    ADD CONSTRAINT "library_games_priority_check" CHECK ("priority" IN ('high', 'medium', 'low')),
    ADD CONSTRAINT "library_games_title_check" CHECK (char_length(btrim("title")) BETWEEN 1 AND 200),
    ADD CONSTRAINT "library_games_platform_check" CHECK (btrim("platform") <> ''),
    ADD CONSTRAINT "library_games_rating_check" CHECK ("rating" BETWEEN 1 AND 10),
    ADD CONSTRAINT "library_games_playTime_check" CHECK ("playTime" >= 0 AND "playTime" <> 'NaN'::float8),
    ADD CONSTRAINT "library_games_achievements_check" CHECK ("achievementsCompleted" >= 0 AND "totalAchievements" >= 1 AND "achievementsCompleted" <= "totalAchievements"),
    ADD CONSTRAINT "library_games_dates_check" CHECK ("completedDate" >= "startDate"),
    ADD CONSTRAINT "library_games_releaseYear_check" CHECK ("releaseYear" >= 1900),
    ADD CONSTRAINT "library_games_metacritic_check" CHECK ("metacritic" BETWEEN 0 AND 100),
    ADD CONSTRAINT "library_games_backlog_fields_check" CHECK ("status" <> 'BACKLOG' OR ("rating" IS NULL AND "playTime" = 0 AND "startDate" IS NULL)),
    ADD CONSTRAINT "library_games_completed_fields_check" CHECK ("status" = 'COMPLETED' OR ("completedDate" IS NULL AND NOT "completed100Percent" AND "achievementsCompleted" IS NULL AND "totalAchievements" IS NULL)),
    ADD CONSTRAINT "library_games_abandoned_fields_check" CHECK ("status" = 'ABANDONED' OR "abandonedDate" IS NULL);

ALTER TABLE "game_status_history"
    ADD CONSTRAINT "game_status_history_status_check" CHECK ("status" IN ('BACKLOG', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED')),
    ADD CONSTRAINT "game_status_history_kept_check" CHECK ("kept" IS NULL OR jsonb_typeof("kept") = 'object');

-- --- play_sessions: positive minutes, and the owner of a session owns its game ---------------------
WITH r AS (UPDATE "play_sessions" SET "minutes" = 1 WHERE "minutes" < 1 RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'play_sessions: minutes below 1 set to 1', count(*) FROM r;
WITH r AS (UPDATE "play_sessions" s SET "userId" = g."userId" FROM "library_games" g WHERE g."id" = s."gameId" AND s."userId" <> g."userId" RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'play_sessions: owner set to the game''s owner', count(*) FROM r;
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_minutes_check" CHECK ("minutes" > 0);
CREATE UNIQUE INDEX "library_games_id_userId_key" ON "library_games"("id", "userId");
ALTER TABLE "play_sessions" DROP CONSTRAINT "play_sessions_gameId_fkey";
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_gameId_userId_fkey" FOREIGN KEY ("gameId", "userId") REFERENCES "library_games"("id", "userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- --- reviews and the journal: the lengths their forms count ------------------------------------------
WITH r AS (UPDATE "reviews" SET "comment" = left("comment", 2000) WHERE char_length("comment") > 2000 RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'reviews: text cut to 2,000 characters', count(*) FROM r;
WITH r AS (UPDATE "reviews" SET "comment" = '(no text)' WHERE btrim("comment") = '' RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'reviews: blank text replaced by "(no text)"', count(*) FROM r;
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_comment_check" CHECK (btrim("comment") <> '' AND char_length("comment") <= 2000);

WITH r AS (UPDATE "journal_entries" SET "title" = left("title", 200) WHERE char_length("title") > 200 RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'journal_entries: title cut to 200 characters', count(*) FROM r;
WITH r AS (UPDATE "journal_entries" SET "content" = left("content", 20000) WHERE char_length("content") > 20000 RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'journal_entries: text cut to 20,000 characters', count(*) FROM r;
WITH r AS (UPDATE "journal_entries" SET "content" = '(no text)' WHERE btrim("content") = '' RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'journal_entries: blank text replaced by "(no text)"', count(*) FROM r;
ALTER TABLE "journal_entries"
    ADD CONSTRAINT "journal_entries_title_check" CHECK (char_length("title") <= 200),
    ADD CONSTRAINT "journal_entries_content_check" CHECK (btrim("content") <> '' AND char_length("content") <= 20000);

-- --- users: one username whatever its case ---------------------------------------------------------
-- The later of two accounts whose names differ only in case gets a suffix (-2, -3, …).
WITH d AS (
    SELECT "id", "username", row_number() OVER (PARTITION BY lower("username") ORDER BY "createdAt", "id") AS n FROM "users"
), r AS (
    UPDATE "users" u SET "username" = d."username" || '-' || d.n FROM d WHERE u."id" = d."id" AND d.n > 1 RETURNING 1)
INSERT INTO "data_repairs" ("migration", "rule", "changed") SELECT '20261128120000_library_invariants', 'users: a username taken in another case got a suffix', count(*) FROM r;
DROP INDEX "users_lower_username_idx";
CREATE UNIQUE INDEX "users_lower_username_key" ON "users"(lower("username"));
