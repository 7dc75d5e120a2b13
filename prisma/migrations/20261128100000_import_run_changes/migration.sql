-- An import run's change log is written a part per batch, in the batch's own transaction, instead of the
-- whole log so far rewritten on the run after every batch. Undo, a failed run's rollback and the
-- recovery on start read the parts in batch order and join them. A run applied before this migration
-- keeps its whole log in "import_runs"."changes" (its "log" key), read before any part.
CREATE TABLE "import_run_changes" (
    "runId" UUID NOT NULL,
    "batch" INTEGER NOT NULL,
    "log" JSONB NOT NULL,

    CONSTRAINT "import_run_changes_pkey" PRIMARY KEY ("runId", "batch")
);

ALTER TABLE "import_run_changes" ADD CONSTRAINT "import_run_changes_runId_fkey" FOREIGN KEY ("runId") REFERENCES "import_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
