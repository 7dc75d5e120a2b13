-- Imports from other trackers. A run holds the normalised rows of one file with their planned outcome
-- (the preview), then what applying it did (the undo log). A link ties a source's game (its key: an
-- external id, or the title and platform) to the library game it became, with the values the last
-- import wrote: a re-import updates only what the user has not edited since, and never adds the game twice.
CREATE TABLE "import_runs" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "fileName" TEXT,
    "state" TEXT NOT NULL DEFAULT 'preview',
    "rows" JSONB NOT NULL,
    "summary" JSONB NOT NULL,
    "changes" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "appliedAt" TIMESTAMP(3),
    "undoneAt" TIMESTAMP(3),

    CONSTRAINT "import_runs_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "import_runs_state_check" CHECK ("state" IN ('preview', 'applied', 'undone'))
);

CREATE INDEX "import_runs_userId_createdAt_idx" ON "import_runs"("userId", "createdAt" DESC);

ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "import_links" (
    "userId" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "sourceKey" TEXT NOT NULL,
    "libraryGameId" UUID NOT NULL,
    "imported" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "import_links_pkey" PRIMARY KEY ("userId", "source", "sourceKey")
);

CREATE INDEX "import_links_libraryGameId_idx" ON "import_links"("libraryGameId");

ALTER TABLE "import_links" ADD CONSTRAINT "import_links_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "import_links" ADD CONSTRAINT "import_links_libraryGameId_fkey" FOREIGN KEY ("libraryGameId") REFERENCES "library_games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
