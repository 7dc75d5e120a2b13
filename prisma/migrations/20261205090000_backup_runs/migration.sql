-- Scheduled backups (BACKUP_DIR, ADR 028): a row per attempt, taken by one process of the instance under
-- a lease (ADR 025). An attempt is running exactly while it has a lease with its owner, at most one runs
-- at a time (the partial unique index), and only a finished one names its file.
CREATE TABLE "backup_runs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "state" TEXT NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT now(),
    "finishedAt" TIMESTAMPTZ(3),
    "file" TEXT,
    "bytes" BIGINT,
    "error" TEXT,
    "leaseOwner" UUID,
    "leaseUntil" TIMESTAMPTZ(3),
    CONSTRAINT "backup_runs_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "backup_runs_state_check" CHECK ("state" IN ('running', 'done', 'failed', 'abandoned')),
    CONSTRAINT "backup_runs_lease_check"
        CHECK ((("state" = 'running') = ("leaseUntil" IS NOT NULL)) AND (("leaseOwner" IS NULL) = ("leaseUntil" IS NULL))),
    CONSTRAINT "backup_runs_finished_check" CHECK (("state" = 'running') = ("finishedAt" IS NULL)),
    CONSTRAINT "backup_runs_file_check"
        CHECK ((("state" = 'done') = ("file" IS NOT NULL AND "bytes" IS NOT NULL AND "bytes" > 0)) AND (("state" = 'failed') = ("error" IS NOT NULL)))
);
CREATE UNIQUE INDEX "backup_runs_one_running_idx" ON "backup_runs"("state") WHERE "state" = 'running';
CREATE INDEX "backup_runs_startedAt_idx" ON "backup_runs"("startedAt");
