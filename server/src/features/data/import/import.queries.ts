// The SQL of imports, on the data feature's own tables: the links earlier imports left, the import runs
// and their change logs (a part per batch). The library, the catalog and the rest are read and written
// through their features' faces.
import { DAY_MS } from "@savepoint/common";
import type { Db } from "../../../db/prisma.ts";
import { Prisma } from "../../../generated/prisma/client.ts";
import { LeaseLost, leaseEnd, type JobOwner } from "../../../lib/leases.ts";
import type { ChangeLog } from "./import.apply.ts";
import type { StoredRows } from "./import.job.ts";

type Tx = Prisma.TransactionClient | Db;

/** What the last import of a source wrote to a game (see ImportLink). */
export interface LinkValues {
  status: string | null;
  rating: number | null;
  notes: string | null;
  minutes: number | null;
}

export async function linksOf(db: Tx, userId: string, source: string): Promise<Map<string, { libraryGameId: string; imported: LinkValues }>> {
  const rows = await db.importLink.findMany({ where: { userId, source }, select: { sourceKey: true, libraryGameId: true, imported: true } });
  return new Map(rows.map((r) => [r.sourceKey, { libraryGameId: r.libraryGameId, imported: r.imported as unknown as LinkValues }]));
}

export const RUN_SELECT = {
  id: true,
  source: true,
  fileName: true,
  state: true,
  summary: true,
  done: true,
  total: true,
  error: true,
  createdAt: true,
  appliedAt: true,
  undoneAt: true,
} satisfies Prisma.ImportRunSelect;
export type RunRow = Prisma.ImportRunGetPayload<{ select: typeof RUN_SELECT }>;

/** The rows a run stores (as parsed at its preview). */
export async function storedRows(db: Tx, runId: string): Promise<StoredRows> {
  return (await db.importRun.findUniqueOrThrow({ where: { id: runId }, select: { rows: true } })).rows as unknown as StoredRows;
}

/** Stores one batch's part of a run's change log (in the batch's transaction: they commit or roll back together). */
export async function addChangePart(tx: Prisma.TransactionClient, runId: string, batch: number, log: ChangeLog): Promise<void> {
  await tx.importRunChange.create({ data: { runId, batch, log: log as unknown as Prisma.InputJsonValue }, select: { batch: true } });
}

/** What a run stored of its change log: its `changes` (extras, and a whole log when the run predates the parts) and its parts in batch order. */
export async function changesOf(tx: Tx, runId: string): Promise<{ changes: unknown; parts: ChangeLog[] }> {
  const run = await tx.importRun.findUniqueOrThrow({ where: { id: runId }, select: { changes: true } });
  const parts = await tx.importRunChange.findMany({ where: { runId }, orderBy: { batch: "asc" }, select: { log: true } });
  return { changes: run.changes, parts: parts.map((p) => p.log as unknown as ChangeLog) };
}

/** Forgets a run's parts (once its change log is undone). */
export async function dropChangeParts(tx: Prisma.TransactionClient, runId: string): Promise<void> {
  await tx.importRunChange.deleteMany({ where: { runId } });
}

/** Replaces the links of these source keys (the link of a key is what the import last wrote to its game). */
export async function replaceLinks(
  tx: Prisma.TransactionClient,
  userId: string,
  source: string,
  links: { key: string; gameId: string; values: LinkValues }[],
  at: Date,
): Promise<void> {
  for (let i = 0; i < links.length; i += 500) {
    const chunk = links.slice(i, i + 500);
    await tx.importLink.deleteMany({ where: { userId, source, sourceKey: { in: chunk.map((l) => l.key) } } });
    await tx.importLink.createMany({
      data: chunk.map((l) => ({
        userId,
        source,
        sourceKey: l.key,
        libraryGameId: l.gameId,
        imported: l.values as unknown as Prisma.InputJsonValue,
        updatedAt: at,
      })),
    });
  }
}

/** Forgets a source key's link, or puts back the one it had (`before`). */
export async function restoreLink(
  tx: Prisma.TransactionClient,
  userId: string,
  source: string,
  key: string,
  before: { libraryGameId: string; imported: LinkValues } | null,
): Promise<void> {
  await tx.importLink.deleteMany({ where: { userId, source, sourceKey: key } });
  if (before) {
    await tx.importLink.create({
      data: { userId, source, sourceKey: key, libraryGameId: before.libraryGameId, imported: before.imported as unknown as Prisma.InputJsonValue },
    });
  }
}

// --- Leases (ADR 025): a run queued or running is its owner process's, until its lease ends. ---------

/** Queues a preview run under `owner`'s lease (with the rows the player's choices changed, when given); false when it was no preview. */
export async function queueRun(db: Db, run: { id: string; userId: string; total: number; rows: StoredRows | null }, owner: JobOwner): Promise<boolean> {
  const rows = run.rows === null ? null : JSON.stringify(run.rows);
  const count = await db.$executeRaw`
    UPDATE "import_runs"
    SET "state" = 'queued', "queuedAt" = clock_timestamp(), "done" = 0, "total" = ${run.total}, "rows" = COALESCE(${rows}::jsonb, "rows"),
        "leaseOwner" = ${owner.id}::uuid, "leaseUntil" = ${leaseEnd(owner.lease.ttlMs)}
    WHERE "id" = ${run.id}::uuid AND "userId" = ${run.userId}::uuid AND "state" = 'preview'`;
  return count > 0;
}

/**
 * Whether one of the player's runs queued before this one is still live (queued or running, on any
 * process): this one waits its turn. A run whose process is gone stops being live once a sweep recovers it.
 */
export async function earlierRunLive(db: Db, userId: string, runId: string): Promise<boolean> {
  const rows = await db.$queryRaw<{ one: number }[]>`
    SELECT 1 AS "one" FROM "import_runs" o JOIN "import_runs" me ON me."id" = ${runId}::uuid AND me."userId" = o."userId"
    WHERE o."userId" = ${userId}::uuid AND o."id" <> me."id" AND o."state" IN ('queued', 'running')
      AND (o."queuedAt", o."id") < (me."queuedAt", me."id")
    LIMIT 1`;
  return rows.length > 0;
}

/** Renews every lease `owner` holds on runs (one statement for all of them). */
export async function renewRunLeases(db: Db, owner: JobOwner): Promise<void> {
  await db.$executeRaw`UPDATE "import_runs" SET "leaseUntil" = ${leaseEnd(owner.lease.ttlMs)} WHERE "leaseOwner" = ${owner.id}::uuid`;
}

/** A queued run of `owner`'s, with what applying it needs; null when it is not (any more) queued under that lease. */
export async function ownQueuedRun(db: Db, userId: string, runId: string, owner: JobOwner) {
  return db.importRun.findFirst({ where: { id: runId, userId, state: "queued", leaseOwner: owner.id }, select: { source: true, rows: true } });
}

/**
 * Moves a run of `owner`'s on (running, progress, its summary), renewing the lease; throws LeaseLost
 * when the run is no longer `owner`'s in the state expected (another process recovered it).
 */
export async function advanceRun(
  db: Tx,
  runId: string,
  owner: JobOwner,
  from: "queued" | "running",
  data: { done: number; total?: number; summary?: Prisma.InputJsonValue },
): Promise<void> {
  const total = data.total ?? null;
  const summary = data.summary === undefined ? null : JSON.stringify(data.summary);
  const count = await db.$executeRaw`
    UPDATE "import_runs"
    SET "state" = 'running', "done" = ${data.done}, "total" = COALESCE(${total}::int, "total"), "summary" = COALESCE(${summary}::jsonb, "summary"),
        "leaseUntil" = ${leaseEnd(owner.lease.ttlMs)}
    WHERE "id" = ${runId}::uuid AND "leaseOwner" = ${owner.id}::uuid AND "state" = ${from}`;
  if (count === 0) throw new LeaseLost(`import run ${runId}`);
}

/** Marks a running run of `owner`'s applied and ends its lease; throws LeaseLost when it is no longer `owner`'s. */
export async function finishRun(
  tx: Prisma.TransactionClient,
  runId: string,
  owner: JobOwner,
  data: { appliedAt: Date; done: number; changes: Prisma.InputJsonValue; summary: Prisma.InputJsonValue },
): Promise<void> {
  const { count } = await tx.importRun.updateMany({
    where: { id: runId, leaseOwner: owner.id, state: "running" },
    data: { ...data, state: "applied", leaseOwner: null, leaseUntil: null },
  });
  if (count === 0) throw new LeaseLost(`import run ${runId}`);
}

/** Who may fail a run: its owner, or a process recovering runs whose lease ended (`all`: every live run, when no other process can be alive). */
export type RunClaim = { owner: JobOwner } | { expired: true; all: boolean };

/** Inside a transaction with the account locked: the run, when `claim` may fail it now (locked until the end of `tx`). */
export async function claimRun(tx: Prisma.TransactionClient, userId: string, runId: string, claim: RunClaim): Promise<{ id: string; source: string } | null> {
  const who = "owner" in claim ? Prisma.sql`"leaseOwner" = ${claim.owner.id}::uuid` : claim.all ? Prisma.sql`TRUE` : Prisma.sql`"leaseUntil" < now()`;
  const rows = await tx.$queryRaw<{ id: string; source: string }[]>`
    SELECT "id", "source" FROM "import_runs"
    WHERE "id" = ${runId}::uuid AND "userId" = ${userId}::uuid AND "leaseUntil" IS NOT NULL AND ${who}
    FOR UPDATE`;
  return rows[0] ?? null;
}

/** Marks a run failed (its batches undone by the caller) and ends its lease. */
export async function markRunFailed(tx: Prisma.TransactionClient, runId: string, error: string, at: Date, changes: Prisma.InputJsonValue): Promise<void> {
  await tx.importRun.update({
    where: { id: runId },
    data: { state: "failed", error, undoneAt: at, changes, leaseOwner: null, leaseUntil: null },
    select: { id: true },
  });
}

/** Runs whose lease has ended (`all`: every run with a lease), for recovery. */
export async function expiredRuns(db: Db, all: boolean): Promise<{ id: string; userId: string }[]> {
  return db.$queryRaw<{ id: string; userId: string }[]>`
    SELECT "id", "userId" FROM "import_runs" WHERE ${all ? Prisma.sql`"leaseUntil" IS NOT NULL` : Prisma.sql`"leaseUntil" < now()`}`;
}

// --- Retention: an import keeps a player's whole file only while it may still be needed. ------------

/**
 * Deletes previews never applied IMPORT_PREVIEW_KEEP_DAYS after they were made, and empties the rows
 * of runs finished IMPORT_FILE_KEEP_DAYS ago (the summary, the change log undo reads and the links a
 * re-import reads stay). Answers how many runs of each it changed.
 */
export async function trimImportRuns(db: Tx, now: Date, keep: { previewDays: number; fileDays: number }): Promise<{ previews: number; files: number }> {
  const previewsBefore = new Date(now.getTime() - keep.previewDays * DAY_MS);
  const filesBefore = new Date(now.getTime() - keep.fileDays * DAY_MS);
  const previews = await db.$executeRaw`DELETE FROM "import_runs" WHERE "state" = 'preview' AND "createdAt" < ${previewsBefore}`;
  const files = await db.$executeRaw`
    UPDATE "import_runs" SET "rows" = ${JSON.stringify({ rows: [], trimmedAt: now.toISOString() } satisfies StoredRows & { trimmedAt: string })}::jsonb
    WHERE "state" IN ('applied', 'failed', 'undone') AND coalesce("undoneAt", "appliedAt", "createdAt") < ${filesBefore}
      AND jsonb_array_length("rows" -> 'rows') > 0`;
  return { previews, files };
}

// --- the service's runs: a preview stored, the user's runs read, an undo's transaction (import.service.ts) ------

export { inTransaction } from "../../../db/prisma.ts";

/** The user's run with this id (lower-cased); null when they have none. */
export function ownRunRow(db: Tx, userId: string, runId: string): Promise<RunRow | null> {
  return db.importRun.findFirst({ where: { id: runId, userId }, select: RUN_SELECT });
}

/** A new run (a preview). */
export function insertRun(db: Tx, data: Prisma.ImportRunUncheckedCreateInput): Promise<RunRow> {
  return db.importRun.create({ data, select: RUN_SELECT });
}

/** The run, undone at `at`. */
export function markRunUndone(tx: Prisma.TransactionClient, runId: string, at: Date): Promise<RunRow> {
  return tx.importRun.update({ where: { id: runId }, data: { state: "undone", undoneAt: at }, select: RUN_SELECT });
}

/** The user's newest `take` runs. */
export function latestRuns(db: Tx, userId: string, take: number): Promise<RunRow[]> {
  return db.importRun.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take, select: RUN_SELECT });
}
