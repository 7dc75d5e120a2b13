-- Imports are applied in the background, a batch of games per transaction: a run is queued, then
-- running (progress: games written of the games to write), then applied, or failed (its batches
-- undone, the reason kept). The change log is written with each batch, so a run a restart interrupted
-- can be undone on start.
ALTER TABLE "import_runs" DROP CONSTRAINT "import_runs_state_check";
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_state_check" CHECK ("state" IN ('preview', 'queued', 'running', 'applied', 'failed', 'undone'));
ALTER TABLE "import_runs" ADD COLUMN "done" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "import_runs" ADD COLUMN "total" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "import_runs" ADD COLUMN "error" TEXT;
