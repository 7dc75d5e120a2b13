// Scheduled backups (BACKUP_DIR, BACKUP_KEEP; README "Backups"): every process of an instance looks
// now and then whether a backup is due, and one takes it under a lease (ADR 025) kept in backup_runs:
// the row is taken by an insert the partial unique index lets only one process make, renewed while the
// backup runs, and one whose lease ended (its process stopped) is marked abandoned so another process
// takes the next. The newest BACKUP_KEEP scheduled files stay in BACKUP_DIR; the rest are removed.
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { JobOwner } from "../../lib/leases.ts";
import type { Db } from "../prisma.ts";
import { datedName } from "./backup.ts";

export interface ScheduleOptions {
  db: Db;
  dir: string;
  keep: number;
  /** How long after one scheduled backup the next is due. */
  intervalMs: number;
  /** How long after a failed or abandoned attempt the next is tried. */
  retryMs?: number;
  owner: JobOwner;
  /** Takes the backup into `file`; answers its size in bytes. */
  take: (file: string) => Promise<number>;
  logger: { info(o: object, m?: string): void; warn(o: object, m?: string): void; error(o: object, m?: string): void };
  /** The first look after a start (later ones every `checkMs`). */
  firstMs?: number;
  checkMs?: number;
}

/** Scheduled files: savepoint-<instant>.savepoint-backup (a pre-upgrade backup is named otherwise and kept). */
export const SCHEDULED_FILE = /^savepoint-\d{4}-\d{2}-\d{2}T[\d-]+Z\.savepoint-backup$/;

/** Removes all but the newest `keep` scheduled backups in `dir` (their names sort by time); the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => SCHEDULED_FILE.test(n)).sort();
  const gone = names.slice(0, Math.max(0, names.length - keep));
  for (const n of gone) await rm(join(dir, n), { force: true });
  return gone;
}

const secs = (ms: number) => ms / 1000;

/**
 * One look: marks attempts whose lease ended abandoned, takes a due backup when no process runs one,
 * and answers what happened ("taken", "failed", or null when nothing was due or another process has it).
 */
// The columns keep milliseconds, rounded: a row finished half a millisecond before this claim may
// read as finished after its now(). The bounds are rounded the same way, so "not due yet" never
// depends on that rounding (CI saw a retry with retryMs 0 refused).
export async function backupIfDue(opts: ScheduleOptions, now = new Date()): Promise<"taken" | "failed" | null> {
  const { db, owner } = opts;
  const ttl = secs(owner.lease.ttlMs);
  await db.$executeRaw`UPDATE "backup_runs" SET "state" = 'abandoned', "finishedAt" = now(), "leaseOwner" = NULL, "leaseUntil" = NULL
    WHERE "state" = 'running' AND "leaseUntil" <= now()`;
  const taken = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO "backup_runs" ("state", "leaseOwner", "leaseUntil")
    SELECT 'running', ${owner.id}::uuid, now() + make_interval(secs => ${ttl}::float8)
     WHERE NOT EXISTS (SELECT 1 FROM "backup_runs" WHERE "state" = 'done'
                        AND "startedAt" > (now() - make_interval(secs => ${secs(opts.intervalMs)}::float8))::timestamptz(3))
       AND NOT EXISTS (SELECT 1 FROM "backup_runs" WHERE "state" IN ('failed', 'abandoned')
                        AND "finishedAt" > (now() - make_interval(secs => ${secs(opts.retryMs ?? 3_600_000)}::float8))::timestamptz(3))
    ON CONFLICT ("state") WHERE "state" = 'running' DO NOTHING
    RETURNING "id"::text AS "id"`;
  const id = taken[0]?.id;
  if (!id) return null;
  const renew = setInterval(() => {
    void db.$executeRaw`UPDATE "backup_runs" SET "leaseUntil" = now() + make_interval(secs => ${ttl}::float8)
      WHERE "id" = ${id}::uuid AND "leaseOwner" = ${owner.id}::uuid AND "state" = 'running'`.catch(() => undefined);
  }, owner.lease.renewMs);
  renew.unref();
  const file = join(opts.dir, datedName(now));
  const t0 = Date.now();
  try {
    const bytes = await opts.take(file);
    clearInterval(renew);
    const kept = await db.$executeRaw`UPDATE "backup_runs" SET "state" = 'done', "file" = ${file}, "bytes" = ${bytes}, "finishedAt" = now(),
        "leaseOwner" = NULL, "leaseUntil" = NULL WHERE "id" = ${id}::uuid AND "leaseOwner" = ${owner.id}::uuid AND "state" = 'running'`;
    if (kept === 0) opts.logger.warn({ file }, "backup: written, but this process's lease ran out meanwhile (another may take one too)");
    const removed = await pruneBackups(opts.dir, opts.keep);
    opts.logger.info({ file, bytes, ms: Date.now() - t0, removed }, `backup: ${file} written (${removed.length} older removed)`);
    return "taken";
  } catch (err) {
    clearInterval(renew);
    const why = ((err as Error).message ?? String(err)).split("\n")[0]!.slice(0, 500) || "unknown error";
    await db.$executeRaw`UPDATE "backup_runs" SET "state" = 'failed', "error" = ${why}, "finishedAt" = now(), "leaseOwner" = NULL, "leaseUntil" = NULL
      WHERE "id" = ${id}::uuid AND "leaseOwner" = ${owner.id}::uuid AND "state" = 'running'`.catch(() => undefined);
    opts.logger.error({ err }, `backup: the scheduled backup failed: ${why}`);
    return "failed";
  }
}

/** Looks `firstMs` after the call and then every `checkMs` (10 minutes) while the server runs. */
export function startScheduledBackups(opts: ScheduleOptions): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const look = () => {
    void backupIfDue(opts)
      .catch((err: unknown) => opts.logger.error({ err }, "backup: could not look whether one is due"))
      .finally(() => {
        if (!stopped) timer = setTimeout(look, opts.checkMs ?? 10 * 60_000).unref();
      });
  };
  timer = setTimeout(look, opts.firstMs ?? 90_000).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
