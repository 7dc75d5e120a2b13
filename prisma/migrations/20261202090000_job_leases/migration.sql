-- Background work has an owner and a lease (ADR 025): an import run queued or running, and a catalog
-- upload running, name the process applying it and when its lease ends, by the database's clock. A
-- process recovers only work whose lease has ended, never a live process's. Work is live exactly when
-- it has a lease, with its owner: the checks make any other combination impossible.
-- Work an earlier version left queued or running has no owner: its lease ends now, so a start recovers it.
ALTER TABLE "import_runs" ADD COLUMN "leaseOwner" UUID, ADD COLUMN "leaseUntil" TIMESTAMPTZ(3);
UPDATE "import_runs" SET "leaseOwner" = gen_random_uuid(), "leaseUntil" = now() WHERE "state" IN ('queued', 'running');
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_lease_check"
    CHECK ((("state" IN ('queued', 'running')) = ("leaseUntil" IS NOT NULL)) AND (("leaseOwner" IS NULL) = ("leaseUntil" IS NULL)));
CREATE INDEX "import_runs_leaseUntil_idx" ON "import_runs"("leaseUntil");

ALTER TABLE "catalog_uploads" ADD COLUMN "leaseOwner" UUID, ADD COLUMN "leaseUntil" TIMESTAMPTZ(3);
UPDATE "catalog_uploads" SET "leaseOwner" = gen_random_uuid(), "leaseUntil" = now() WHERE "status" = 'running';
ALTER TABLE "catalog_uploads" ADD CONSTRAINT "catalog_uploads_lease_check"
    CHECK (((("status" = 'running')) = ("leaseUntil" IS NOT NULL)) AND (("leaseOwner" IS NULL) = ("leaseUntil" IS NULL)));
CREATE INDEX "catalog_uploads_leaseUntil_idx" ON "catalog_uploads"("leaseUntil");
