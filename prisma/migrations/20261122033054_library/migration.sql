-- CreateTable
CREATE TABLE "library_games" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "catalogGameId" INTEGER,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "genres" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "releaseYear" INTEGER,
    "imageUrl" TEXT,
    "status" TEXT NOT NULL DEFAULT 'IN_PROGRESS',
    "rating" INTEGER,
    "playTime" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "completed100Percent" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT,
    "priority" TEXT NOT NULL DEFAULT 'medium',
    "startDate" DATE,
    "completedDate" DATE,
    "addedToBacklog" DATE,
    "abandonedDate" DATE,
    "achievementsCompleted" INTEGER,
    "totalAchievements" INTEGER,
    "customTags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "developer" TEXT,
    "publisher" TEXT,
    "description" TEXT,
    "rawgId" INTEGER,
    "metacritic" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "library_games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_status_history" (
    "id" UUID NOT NULL,
    "gameId" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_status_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "play_sessions" (
    "id" UUID NOT NULL,
    "gameId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "date" DATE NOT NULL,
    "minutes" INTEGER NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "play_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "library_versions" (
    "userId" UUID NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "library_versions_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "library_games_userId_createdAt_idx" ON "library_games"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "library_games_userId_status_createdAt_idx" ON "library_games"("userId", "status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "library_games_userId_slug_idx" ON "library_games"("userId", "slug");

-- CreateIndex
CREATE INDEX "library_games_catalogGameId_idx" ON "library_games"("catalogGameId");

-- CreateIndex
CREATE INDEX "library_games_createdAt_idx" ON "library_games"("createdAt");

-- CreateIndex
CREATE INDEX "game_status_history_gameId_at_idx" ON "game_status_history"("gameId", "at");

-- CreateIndex
CREATE INDEX "play_sessions_gameId_date_idx" ON "play_sessions"("gameId", "date" DESC);

-- CreateIndex
CREATE INDEX "play_sessions_userId_date_idx" ON "play_sessions"("userId", "date");

-- AddForeignKey
ALTER TABLE "library_games" ADD CONSTRAINT "library_games_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "library_games" ADD CONSTRAINT "library_games_catalogGameId_fkey" FOREIGN KEY ("catalogGameId") REFERENCES "catalog_games"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_status_history" ADD CONSTRAINT "game_status_history_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "library_games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "library_games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Per-user change counter: every insert, update and delete of a library game (by any process, any
-- feature, even a cascade) bumps library_versions, which the list and stats caches are validated against.
-- The body is an E'' string with \x3B for each semicolon: the driver adapter that applies migrations
-- splits scripts on every literal semicolon, dollar quotes included.
CREATE FUNCTION "library_games_bump_version"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
    IF TG_OP <> ''INSERT'' THEN
        INSERT INTO "library_versions" ("userId", "version") VALUES (OLD."userId", 1)
        ON CONFLICT ("userId") DO UPDATE SET "version" = "library_versions"."version" + 1\x3B
    END IF\x3B
    IF TG_OP = ''INSERT'' OR (TG_OP = ''UPDATE'' AND NEW."userId" IS DISTINCT FROM OLD."userId") THEN
        INSERT INTO "library_versions" ("userId", "version") VALUES (NEW."userId", 1)
        ON CONFLICT ("userId") DO UPDATE SET "version" = "library_versions"."version" + 1\x3B
    END IF\x3B
    RETURN NULL\x3B
END
';

CREATE TRIGGER "library_games_bump_version"
AFTER INSERT OR UPDATE OR DELETE ON "library_games"
FOR EACH ROW EXECUTE FUNCTION "library_games_bump_version"();
