-- People: a profile (bio), privacy settings, follows and blocks.
-- profileVisibility PUBLIC shows the profile, library numbers and activity to signed-in users of the
-- instance, PRIVATE shows others only the name and colour (reviews stay public on game pages).
-- showActivity puts the account's events in the community feed, showPlaying shows what it is playing.
ALTER TABLE "users" ADD COLUMN "bio" TEXT;
ALTER TABLE "users" ADD COLUMN "profileVisibility" TEXT NOT NULL DEFAULT 'PUBLIC';
ALTER TABLE "users" ADD COLUMN "showActivity" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "users" ADD COLUMN "showPlaying" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "users" ADD CONSTRAINT "users_bio_length_check" CHECK ("bio" IS NULL OR char_length("bio") <= 500);
ALTER TABLE "users" ADD CONSTRAINT "users_profileVisibility_check" CHECK ("profileVisibility" IN ('PUBLIC', 'PRIVATE'));

-- A profile's address and the taken-username check ignore case.
CREATE INDEX "users_lower_username_idx" ON "users"(lower("username"));

-- One row per follow: the follower sees the followee's activity in the Following scope.
CREATE TABLE "follows" (
    "followerId" UUID NOT NULL,
    "followeeId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "follows_pkey" PRIMARY KEY ("followerId", "followeeId"),
    CONSTRAINT "follows_no_self_check" CHECK ("followerId" <> "followeeId")
);

-- One row per block: each of the two is hidden from the other, whoever blocked.
CREATE TABLE "blocks" (
    "blockerId" UUID NOT NULL,
    "blockedId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "blocks_pkey" PRIMARY KEY ("blockerId", "blockedId"),
    CONSTRAINT "blocks_no_self_check" CHECK ("blockerId" <> "blockedId")
);

-- The primary keys serve "whom I follow" and "whom I blocked", these serve the other direction
-- (followers newest first, who blocked me).
CREATE INDEX "follows_followeeId_createdAt_idx" ON "follows"("followeeId", "createdAt" DESC);
CREATE INDEX "follows_followerId_createdAt_idx" ON "follows"("followerId", "createdAt" DESC);
CREATE INDEX "blocks_blockedId_idx" ON "blocks"("blockedId");

-- Deleting an account removes its follows and blocks, in both directions.
ALTER TABLE "follows" ADD CONSTRAINT "follows_followerId_fkey" FOREIGN KEY ("followerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "follows" ADD CONSTRAINT "follows_followeeId_fkey" FOREIGN KEY ("followeeId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blockerId_fkey" FOREIGN KEY ("blockerId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blockedId_fkey" FOREIGN KEY ("blockedId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A block made or undone is announced as it commits ("{blockerId}:{blockedId}"), so what a server
-- process keeps of who is hidden from whom (people.relations.ts) drops both users at once. A block
-- deleted with its account announces itself too.
-- The body is an E'' string with \x3B for each semicolon (see the library migration).
CREATE FUNCTION "announce_block_change"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP = ''DELETE'' THEN
        PERFORM pg_notify(''block_changes'', OLD."blockerId"::text || '':'' || OLD."blockedId"::text)\x3B
    ELSE
        PERFORM pg_notify(''block_changes'', NEW."blockerId"::text || '':'' || NEW."blockedId"::text)\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';

CREATE TRIGGER "blocks_announce_change"
AFTER INSERT OR DELETE ON "blocks"
FOR EACH ROW EXECUTE FUNCTION "announce_block_change"();
