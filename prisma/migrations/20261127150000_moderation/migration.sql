-- Moderation and catalog management from the admin dashboard: users' reports of reviews, catalog
-- files an admin uploaded (applied in the background, their progress polled), and entries an admin hid.

-- One report per user per review: a dismissed report stays, so the same user cannot report it again.
CREATE TABLE "review_reports" (
    "reviewId" UUID NOT NULL,
    "reporterId" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dismissedAt" TIMESTAMP(3),
    CONSTRAINT "review_reports_pkey" PRIMARY KEY ("reviewId", "reporterId"),
    CONSTRAINT "review_reports_reason_check" CHECK ("reason" IN ('spam', 'offensive', 'spoiler', 'off_topic', 'other'))
);
CREATE INDEX "review_reports_createdAt_idx" ON "review_reports"("createdAt" DESC);
-- The admin's list reads open reports only.
CREATE INDEX "review_reports_open_idx" ON "review_reports"("reviewId", "createdAt" DESC) WHERE "dismissedAt" IS NULL;
CREATE INDEX "review_reports_reporterId_idx" ON "review_reports"("reporterId");
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporterId_fkey" FOREIGN KEY ("reporterId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "catalog_uploads" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "adminId" UUID,
    "fileName" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "written" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    CONSTRAINT "catalog_uploads_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "catalog_uploads_status_check" CHECK ("status" IN ('running', 'done', 'failed'))
);
CREATE INDEX "catalog_uploads_createdAt_idx" ON "catalog_uploads"("createdAt" DESC);
ALTER TABLE "catalog_uploads" ADD CONSTRAINT "catalog_uploads_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- An entry an admin hid stays hidden when a new catalog version rewrites its row (the loader reads
-- this table): unhiding restores wasHidden (a retro row may be hidden by its own flags).
CREATE TABLE "catalog_hides" (
    "catalogGameId" INTEGER NOT NULL,
    "hiddenById" UUID,
    "wasHidden" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "catalog_hides_pkey" PRIMARY KEY ("catalogGameId")
);
CREATE INDEX "catalog_hides_createdAt_idx" ON "catalog_hides"("createdAt" DESC);
ALTER TABLE "catalog_hides" ADD CONSTRAINT "catalog_hides_catalogGameId_fkey" FOREIGN KEY ("catalogGameId") REFERENCES "catalog_games"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "catalog_hides" ADD CONSTRAINT "catalog_hides_hiddenById_fkey" FOREIGN KEY ("hiddenById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A review an admin removed is told to its author as an event of their own (never shown to others).
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_type_check";
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_type_check" CHECK ("type" IN ('game_added', 'started', 'completed',
    'abandoned', 'backlog', 'rating_changed', 'review_posted', 'session_logged', 'journal_written', 'user_followed', 'review_removed'));
