-- A player's runs are applied in the order they were queued, whichever process applies each (ADR 025):
-- a run waits while one of the player's runs queued before it is still live. When a run was queued, by
-- the database's clock, is that order. A live run always has it (the check). Runs of earlier versions
-- take their creation time.
ALTER TABLE "import_runs" ADD COLUMN "queuedAt" TIMESTAMPTZ(3);
UPDATE "import_runs" SET "queuedAt" = "createdAt" WHERE "state" <> 'preview';
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_queued_check" CHECK ("state" NOT IN ('queued', 'running') OR "queuedAt" IS NOT NULL);
