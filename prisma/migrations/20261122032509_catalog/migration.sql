-- CreateTable
CREATE TABLE "catalog_games" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "altTitles" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "year" INTEGER,
    "released" TEXT,
    "platforms" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "genres" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "developers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "publishers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "series" TEXT,
    "description" TEXT,
    "metacritic" INTEGER,
    "rating" DOUBLE PRECISION,
    "achievements" JSONB,
    "coverUrl" TEXT,
    "rawgId" INTEGER,
    "igdbId" INTEGER,
    "steamAppId" INTEGER,
    "wikidataId" TEXT,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "version" TEXT,
    "fetchedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "catalog_games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog_meta" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "catalog_meta_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "catalog_games_slug_key" ON "catalog_games"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "catalog_games_sourceId_key" ON "catalog_games"("sourceId");

-- CreateIndex
CREATE UNIQUE INDEX "catalog_games_rawgId_key" ON "catalog_games"("rawgId");

-- CreateIndex
CREATE UNIQUE INDEX "catalog_games_igdbId_key" ON "catalog_games"("igdbId");

-- CreateIndex
CREATE INDEX "catalog_games_series_idx" ON "catalog_games"("series");

-- CreateIndex
CREATE INDEX "catalog_games_updatedAt_idx" ON "catalog_games"("updatedAt");
