-- Events say when things happened (issue 26, ADR 013). An event keeps the day the player gave for it
-- (happenedOn: a completion's, a start's, an abandonment's, a session's date, null for what has no day
-- of its own) beside when it was recorded (createdAt). happenedAt orders by when it happened: the
-- record time itself when there is no day, else that day at the record's time of day (so two events of
-- one day keep the order they were recorded in, and an event dated today is its record time).
-- My activity and recent completions read it, the community feed reads createdAt.
ALTER TABLE "activity_events" ADD COLUMN "happenedOn" DATE, ADD COLUMN "happenedAt" TIMESTAMP(3);

-- The backfill, from the best source there is. A session event: its session's date.
UPDATE "activity_events" e SET "happenedOn" = s."date"::date
FROM "play_sessions" s WHERE e."type" = 'session_logged' AND s."id" = e."playSessionId";

-- A game added as In Progress or Abandoned recorded only its addition: it gets the start or the
-- abandonment it stood for, a millisecond after the addition (as a game added as Completed has).
INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "payload", "createdAt")
SELECT e."actorId", CASE e."payload"->>'status' WHEN 'IN_PROGRESS' THEN 'started' ELSE 'abandoned' END, e."libraryGameId", e."gameKey",
       e."payload" - 'status', e."createdAt" + interval '1 millisecond'
FROM "activity_events" e
WHERE e."type" = 'game_added' AND e."payload"->>'status' IN ('IN_PROGRESS', 'ABANDONED') AND e."libraryGameId" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "activity_events" o WHERE o."libraryGameId" = e."libraryGameId" AND o."type" IN ('started', 'abandoned'));

-- A game's newest completion or abandonment: the date the game holds for it, while it is in that status.
UPDATE "activity_events" e SET "happenedOn" = g."completedDate"::date
FROM "library_games" g
WHERE e."type" = 'completed' AND g."id" = e."libraryGameId" AND g."status" = 'COMPLETED' AND g."completedDate" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "activity_events" n WHERE n."libraryGameId" = e."libraryGameId" AND n."type" = 'completed' AND n."createdAt" > e."createdAt");
UPDATE "activity_events" e SET "happenedOn" = g."abandonedDate"::date
FROM "library_games" g
WHERE e."type" = 'abandoned' AND g."id" = e."libraryGameId" AND g."status" = 'ABANDONED' AND g."abandonedDate" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "activity_events" n WHERE n."libraryGameId" = e."libraryGameId" AND n."type" = 'abandoned' AND n."createdAt" > e."createdAt");
-- A game's first start: its start date (a replay keeps the first start date, ADR 017).
UPDATE "activity_events" e SET "happenedOn" = g."startDate"::date
FROM "library_games" g
WHERE e."type" = 'started' AND g."id" = e."libraryGameId" AND g."status" <> 'BACKLOG' AND g."startDate" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "activity_events" n WHERE n."libraryGameId" = e."libraryGameId" AND n."type" = 'started' AND n."createdAt" < e."createdAt");

-- Everything else happened when it was recorded.
UPDATE "activity_events" SET "happenedAt" = CASE WHEN "happenedOn" IS NULL THEN "createdAt" ELSE "happenedOn" + "createdAt"::time END;

ALTER TABLE "activity_events" ALTER COLUMN "happenedAt" SET NOT NULL, ALTER COLUMN "happenedAt" SET DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_happened_check" CHECK (
    ("happenedOn" IS NULL AND "happenedAt" = "createdAt") OR ("happenedOn" IS NOT NULL AND "happenedAt" = "happenedOn" + "createdAt"::time));

-- An import's one summary event (its payload names the run and the count of games).
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_type_check";
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('game_added', 'started', 'completed',
    'abandoned', 'backlog', 'rating_changed', 'review_posted', 'session_logged', 'journal_written', 'user_followed', 'review_removed',
    'library_imported'));

-- My activity and a type's events (recent completions) by when they happened.
CREATE INDEX "activity_events_actorId_happenedAt_id_idx" ON "activity_events"("actorId", "happenedAt" DESC, "id" DESC);
CREATE INDEX "activity_events_type_happenedAt_id_idx" ON "activity_events"("type", "happenedAt" DESC, "id" DESC);
