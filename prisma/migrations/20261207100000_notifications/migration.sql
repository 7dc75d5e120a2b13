-- Notifications (issue 33, ADR 031): a row per thing a player is told about, in their inbox until their
-- account goes. Kinds: new_follower and review_liked (the database writes them as the follow or the like
-- commits, whoever writes it: the app, an import, a restore), report_decided and review_removed (the
-- moderation feature calls notification_add in the transaction of the admin's decision).
-- `actorId` is the user a notification is about (the follower, the liker, the reported review's author):
-- never the recipient, never someone blocked either way, and a block made later deletes the two users'
-- notifications about each other. `payload` holds what it shows of a game (title, slug), copied as it is
-- made: a removed review's notification outlives the review.
-- Trigger bodies are E-quoted strings with \x3B for each semicolon (see the journal migration).
CREATE TABLE "notifications" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "recipientId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "actorId" UUID,
    "reviewId" UUID,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readAt" TIMESTAMP(3),
    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('new_follower', 'review_liked', 'report_decided', 'review_removed')),
    CONSTRAINT "notifications_actor_check" CHECK (("actorId" IS NULL) = ("kind" = 'review_removed') AND "actorId" IS DISTINCT FROM "recipientId"),
    CONSTRAINT "notifications_review_check" CHECK (("reviewId" IS NOT NULL) = ("kind" = 'review_liked'))
);
CREATE INDEX "notifications_recipientId_createdAt_id_idx" ON "notifications"("recipientId", "createdAt" DESC, "id" DESC);
CREATE INDEX "notifications_actorId_idx" ON "notifications"("actorId");
CREATE INDEX "notifications_reviewId_idx" ON "notifications"("reviewId");
-- The header's unread count reads only the unread ones.
CREATE INDEX "notifications_unread_idx" ON "notifications"("recipientId") WHERE "readAt" IS NULL;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The kinds a player switched off in Settings: a row per kind, and a kind switched off is never written.
CREATE TABLE "notification_mutes" (
    "userId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    CONSTRAINT "notification_mutes_pkey" PRIMARY KEY ("userId", "kind"),
    CONSTRAINT "notification_mutes_kind_check" CHECK ("kind" IN ('new_follower', 'review_liked', 'report_decided', 'review_removed'))
);
ALTER TABLE "notification_mutes" ADD CONSTRAINT "notification_mutes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A version per recipient, bumped on every write of their notifications by any process: the unread count
-- is kept in memory against it, and NOTIFY notification_versions '{userId}:{version}' tells the embedded
-- database's process at the commit. A recipient whose account is being deleted gets no row (the cascade
-- that deletes their notifications runs after their account row is gone), and their row goes with them.
CREATE TABLE "notification_versions" (
    "userId" UUID NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "notification_versions_pkey" PRIMARY KEY ("userId"),
    CONSTRAINT "notification_versions_version_check" CHECK ("version" >= 0)
);
ALTER TABLE "notification_versions" ADD CONSTRAINT "notification_versions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE FUNCTION "notification_bump"(u UUID) RETURNS void LANGUAGE plpgsql AS E'
DECLARE
    v INTEGER\x3B
BEGIN
    INSERT INTO "notification_versions" AS n ("userId", "version")
    SELECT u, 1 WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = u)
    ON CONFLICT ("userId") DO UPDATE SET "version" = n."version" + 1
    RETURNING n."version" INTO v\x3B
    IF v IS NOT NULL THEN
        PERFORM pg_notify(''notification_versions'', u::text || '':'' || v)\x3B
    END IF\x3B
END
';

CREATE FUNCTION "notification_bump_new"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM "notification_bump"(u) FROM (SELECT DISTINCT "recipientId" AS u FROM changed ORDER BY 1) s\x3B
    RETURN NULL\x3B
END
';

CREATE TRIGGER "notifications_added" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "notification_bump_new"();
CREATE TRIGGER "notifications_removed" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "notification_bump_new"();
CREATE TRIGGER "notifications_changed" AFTER UPDATE ON "notifications" REFERENCING NEW TABLE AS changed
    FOR EACH STATEMENT EXECUTE FUNCTION "notification_bump_new"();

-- The one place a notification is made: nothing when the recipient switched its kind off, or when the
-- two users blocked each other either way. Returns whether it was written.
CREATE FUNCTION "notification_add"(recipient UUID, k TEXT, actor UUID, review UUID, data JSONB, at TIMESTAMP) RETURNS boolean LANGUAGE plpgsql AS E'
BEGIN
    IF actor = recipient
       OR EXISTS (SELECT 1 FROM "notification_mutes" WHERE "userId" = recipient AND "kind" = k)
       OR (actor IS NOT NULL AND EXISTS (SELECT 1 FROM "blocks"
             WHERE ("blockerId" = recipient AND "blockedId" = actor) OR ("blockerId" = actor AND "blockedId" = recipient))) THEN
        RETURN false\x3B
    END IF\x3B
    INSERT INTO "notifications" ("recipientId", "kind", "actorId", "reviewId", "payload", "createdAt")
    VALUES (recipient, k, actor, review, coalesce(data, ''{}''), coalesce(at, CURRENT_TIMESTAMP))\x3B
    RETURN true\x3B
END
';

-- A new follow tells the followee, a new like the review's author (their own game's title and address).
CREATE FUNCTION "notify_followed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM "notification_add"(f."followeeId", ''new_follower'', f."followerId", NULL, NULL, f."createdAt")
    FROM added f ORDER BY f."followeeId", f."followerId"\x3B
    RETURN NULL\x3B
END
';

CREATE FUNCTION "notify_liked"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    PERFORM "notification_add"(r."userId", ''review_liked'', l."userId", r."id",
        jsonb_build_object(''title'', g."title", ''slug'', g."slug"), l."createdAt")
    FROM added l JOIN "reviews" r ON r."id" = l."reviewId" JOIN "library_games" g ON g."id" = r."libraryGameId"
    ORDER BY r."userId", l."userId"\x3B
    RETURN NULL\x3B
END
';

-- An undone follow or like takes back its notification while it is unread (no stale "followed you").
CREATE FUNCTION "withdraw_followed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    DELETE FROM "notifications" n USING removed f
    WHERE n."kind" = ''new_follower'' AND n."readAt" IS NULL AND n."recipientId" = f."followeeId" AND n."actorId" = f."followerId"\x3B
    RETURN NULL\x3B
END
';

CREATE FUNCTION "withdraw_liked"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    DELETE FROM "notifications" n USING removed l
    WHERE n."kind" = ''review_liked'' AND n."readAt" IS NULL AND n."reviewId" = l."reviewId" AND n."actorId" = l."userId"\x3B
    RETURN NULL\x3B
END
';

-- A block removes what each of the two was told about the other, read or not.
CREATE FUNCTION "forget_blocked"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    DELETE FROM "notifications" n USING added b
    WHERE (n."recipientId" = b."blockerId" AND n."actorId" = b."blockedId")
       OR (n."recipientId" = b."blockedId" AND n."actorId" = b."blockerId")\x3B
    RETURN NULL\x3B
END
';

CREATE TRIGGER "follows_notify" AFTER INSERT ON "follows" REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION "notify_followed"();
CREATE TRIGGER "follows_withdraw_notification" AFTER DELETE ON "follows" REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION "withdraw_followed"();
CREATE TRIGGER "review_likes_notify" AFTER INSERT ON "review_likes" REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION "notify_liked"();
CREATE TRIGGER "review_likes_withdraw_notification" AFTER DELETE ON "review_likes" REFERENCING OLD TABLE AS removed
    FOR EACH STATEMENT EXECUTE FUNCTION "withdraw_liked"();
CREATE TRIGGER "blocks_forget_notifications" AFTER INSERT ON "blocks" REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION "forget_blocked"();
