-- Activity: one row per thing a user did, written by the server in the transaction of the change
-- (ADR 013). A feed is one indexed scan of this table, each row carrying what an item shows
-- (payload: the game's title, addresses, platform, cover and the rating, status or minutes of the event).
-- What an event concerns goes with it: deleting a library game deletes its events, deleting a review,
-- a play session or a journal entry deletes the one event about it, an unfollow deletes its follow event,
-- deleting an account deletes every event it made. A journal event does not name the library game, so it
-- stays while its entry stays (a deleted game keeps its entries as general ones).
-- Trigger bodies are E-quoted strings with \x3B for each semicolon (see the library migration).

CREATE TABLE "activity_events" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "actorId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "libraryGameId" UUID,
    "gameKey" TEXT,
    "reviewId" UUID,
    "playSessionId" UUID,
    "journalEntryId" UUID,
    "subjectUserId" UUID,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "activity_events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('game_added', 'started', 'completed', 'abandoned', 'backlog',
        'rating_changed', 'review_posted', 'session_logged', 'journal_written', 'user_followed'))
);

-- My activity, the community feed (either order), a filter by type, and what each cascade looks for.
CREATE INDEX "activity_events_actorId_createdAt_id_idx" ON "activity_events"("actorId", "createdAt" DESC, "id" DESC);
CREATE INDEX "activity_events_createdAt_id_idx" ON "activity_events"("createdAt" DESC, "id" DESC);
CREATE INDEX "activity_events_type_createdAt_id_idx" ON "activity_events"("type", "createdAt" DESC, "id" DESC);
CREATE INDEX "activity_events_libraryGameId_idx" ON "activity_events"("libraryGameId") WHERE "libraryGameId" IS NOT NULL;
CREATE INDEX "activity_events_reviewId_idx" ON "activity_events"("reviewId") WHERE "reviewId" IS NOT NULL;
CREATE INDEX "activity_events_playSessionId_idx" ON "activity_events"("playSessionId") WHERE "playSessionId" IS NOT NULL;
CREATE INDEX "activity_events_journalEntryId_idx" ON "activity_events"("journalEntryId") WHERE "journalEntryId" IS NOT NULL;
CREATE INDEX "activity_events_follow_idx" ON "activity_events"("actorId", "subjectUserId") WHERE "subjectUserId" IS NOT NULL;

ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_libraryGameId_fkey" FOREIGN KEY ("libraryGameId") REFERENCES "library_games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_playSessionId_fkey" FOREIGN KEY ("playSessionId") REFERENCES "play_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_journalEntryId_fkey" FOREIGN KEY ("journalEntryId") REFERENCES "journal_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- A follow event lives as long as the follow (an unfollow or either account's deletion removes it).
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_follow_fkey" FOREIGN KEY ("actorId", "subjectUserId") REFERENCES "follows"("followerId", "followeeId") ON DELETE CASCADE ON UPDATE CASCADE;

-- Top reviews of the whole instance by likes (community), newest first on ties.
CREATE INDEX "reviews_likeCount_createdAt_id_idx" ON "reviews"("likeCount" DESC, "createdAt" DESC, "id" DESC);

-- Community answers (feed pages, currently playing, top reviews, the numbers) are kept in memory
-- against a count of the changes announced on community_changes: every statement that changes what
-- one of them shows raises it once, whoever writes. The embedded database hears it as the write commits.
-- No row is bumped, so writers never wait for each other on a shared counter.
CREATE FUNCTION "community_changed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM pg_notify(''community_changes'', '''')\x3B
    RETURN NULL\x3B
END
';
CREATE TRIGGER "activity_events_community" AFTER INSERT OR DELETE ON "activity_events" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"();
CREATE TRIGGER "users_community" AFTER INSERT OR DELETE OR UPDATE OF "firstName", "lastName", "username", "accountColor", "profileVisibility", "showActivity", "showPlaying"
    ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"();
CREATE TRIGGER "follows_community" AFTER INSERT OR DELETE ON "follows" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"();
CREATE TRIGGER "blocks_community" AFTER INSERT OR DELETE ON "blocks" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"();
CREATE TRIGGER "reviews_community" AFTER INSERT OR DELETE OR UPDATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"();
CREATE TRIGGER "library_games_community" AFTER INSERT OR DELETE OR UPDATE OF "status", "title", "slug", "platform", "imageUrl", "playTime", "catalogGameId"
    ON "library_games" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"();
CREATE TRIGGER "catalog_games_community" AFTER UPDATE OF "slug" ON "catalog_games" FOR EACH STATEMENT EXECUTE FUNCTION "community_changed"();

-- History for the libraries that exist: each game added, each later status it was given (a game added
-- as completed counts as a completion, a millisecond after it was added), each review, play session,
-- journal entry and follow, at the time it happened. Rating changes were never dated: none are made up.
CREATE TEMPORARY TABLE "activity_game_facts" AS
SELECT g."id", g."userId", g."slug",
       CASE WHEN g."catalogGameId" IS NOT NULL THEN 'c:' || g."catalogGameId" ELSE 's:' || g."slug" END AS "gameKey",
       jsonb_build_object('title', g."title", 'slug', g."slug", 'catalogSlug', c."slug", 'platform', g."platform",
                          'imageUrl', CASE WHEN g."imageUrl" ~* '^https?://' THEN NULL ELSE g."imageUrl" END) AS "payload",
       g."createdAt", g."status", g."rating", g."playTime"
FROM "library_games" g LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId";

INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "payload", "createdAt")
SELECT f."userId", 'game_added', f."id", f."gameKey", f."payload" || jsonb_build_object('status', coalesce(h."status", f."status")), f."createdAt"
FROM "activity_game_facts" f
LEFT JOIN LATERAL (SELECT s."status" FROM "game_status_history" s WHERE s."gameId" = f."id" ORDER BY s."at", s."id" LIMIT 1) h ON true;

INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "payload", "createdAt")
SELECT f."userId",
       CASE s."status" WHEN 'IN_PROGRESS' THEN 'started' WHEN 'COMPLETED' THEN 'completed' WHEN 'ABANDONED' THEN 'abandoned' ELSE 'backlog' END,
       f."id", f."gameKey", f."payload", s."at" + CASE WHEN s.n = 1 THEN interval '1 millisecond' ELSE interval '0' END
FROM (SELECT h.*, row_number() OVER (PARTITION BY h."gameId" ORDER BY h."at", h."id") AS n FROM "game_status_history" h) s
JOIN "activity_game_facts" f ON f."id" = s."gameId"
WHERE s.n > 1 OR s."status" = 'COMPLETED';

INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "reviewId", "payload", "createdAt")
SELECT r."userId", 'review_posted', r."libraryGameId", f."gameKey", r."id", f."payload" || jsonb_build_object('rating', r."rating"), r."createdAt"
FROM "reviews" r JOIN "activity_game_facts" f ON f."id" = r."libraryGameId";

INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "playSessionId", "payload", "createdAt")
SELECT p."userId", 'session_logged', p."gameId", f."gameKey", p."id", f."payload" || jsonb_build_object('minutes', p."minutes"), p."createdAt"
FROM "play_sessions" p JOIN "activity_game_facts" f ON f."id" = p."gameId";

INSERT INTO "activity_events" ("actorId", "type", "journalEntryId", "payload", "createdAt")
SELECT j."userId", 'journal_written', j."id", jsonb_build_object('entryTitle', j."title", 'title', g."title"), j."createdAt"
FROM "journal_entries" j LEFT JOIN "library_games" g ON g."id" = j."libraryGameId";

INSERT INTO "activity_events" ("actorId", "type", "subjectUserId", "createdAt")
SELECT f."followerId", 'user_followed', f."followeeId", f."createdAt" FROM "follows" f;

DROP TABLE "activity_game_facts";
