// Applying an import run in the background. The apply request only queues the run; here it is planned
// again on the library as it is now, then written a batch of games per transaction, the progress and
// the batch's own part of the change log stored in that transaction (a batch's games and its part commit
// or roll back together, and no batch rewrites the parts before it: the run's whole log is its parts in
// batch order), other requests served between batches. A batch that fails undoes the batches before it
// (the run's own undo) and the run is failed with the row and column at fault: nothing partial is kept.
// Runs of one user are applied one after the other. A run is its process's under a lease (ADR 025): a
// run whose process is gone is undone and failed by another process, or by the next start, once the
// lease has ended (recoverImports), and an owner that lost its lease writes nothing more.
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { DATA_TEXTS, IMPORT_BATCH_GAMES, IMPORT_FILE_KEEP_DAYS, IMPORT_PREVIEW_KEEP_DAYS } from "@savepoint/common";
import type { Db } from "../../../db/prisma.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { recordActivity, removeImportSummary } from "../../activity/index.ts";
import { LeaseLost, leaseRenewal, type JobOwner } from "../../../lib/leases.ts";
import { lockAccount } from "../../auth/index.ts";
import { takenSlugs, type LibraryRow } from "../../games/index.ts";
import { applyExtras, undoExtras, type ExtrasLog, type Rejected } from "./import.extras.ts";
import { applyPlan, emptyLog, joinLogs, undoLog, type ChangeLog } from "./import.apply.ts";
import type { PlannedRow } from "./import.plan.ts";
import { summarise, type RunSummary } from "./import.presenter.ts";
import {
  addChangePart,
  advanceRun,
  changesOf,
  claimRun,
  dropChangeParts,
  earlierRunLive,
  expiredRuns,
  finishRun,
  inTransaction,
  markRunFailed,
  ownQueuedRun,
  renewRunLeases,
  trimImportRuns,
  type LinkValues,
  type RunClaim,
} from "./import.queries.ts";
import type { SavepointExtras } from "./parse.savepoint.ts";
import type { ImportRow } from "./rows.ts";

export interface StoredRows {
  rows: ImportRow[];
  extras?: SavepointExtras;
  /** The player's choice, by row line, of the copy a row matching several updates (null: none); set by apply. */
  choices?: { line: number; gameId: string | null }[];
}
/** A run's `changes`: the extras applying wrote (set once the run is applied), and the whole change log
 * only on runs applied before the log was stored a part per batch. */
export interface StoredChanges {
  log?: ChangeLog;
  extras: ExtrasLog | null;
}
type Planner = (
  db: Db,
  userId: string,
  source: string,
  rows: ImportRow[],
  choices?: StoredRows["choices"],
) => Promise<{
  planned: PlannedRow[];
  library: LibraryRow[];
  links: Map<string, { libraryGameId: string; imported: LinkValues }>;
}>;

/** One batch may take a while under load, and waits for the user's other writes. */
export const LONG_TX = { timeout: 180_000, maxWait: 30_000 };
/** How often a run that waits for the player's earlier run (on another process) asks again. */
export const TURN_POLL_MS = 250;
const json = (v: unknown) => v as Prisma.InputJsonValue;
/** Thrown to roll back the transaction that looks for the row at fault. */
class Rollback extends Error {}

/** Jobs of this process not settled yet (every app's): tests and a graceful stop wait on them. */
const pending = new Set<Promise<void>>();
export async function importsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** A run's whole change log: a log stored on the run itself first, then its batches' parts in order; null when it stored none. */
export async function runChanges(tx: Prisma.TransactionClient | Db, runId: string): Promise<{ log: ChangeLog; extras: ExtrasLog | null } | null> {
  const { changes, parts } = await changesOf(tx, runId);
  const stored = changes as StoredChanges | null;
  if (!stored && parts.length === 0) return null;
  return { log: parts.reduce(joinLogs, stored?.log ?? emptyLog()), extras: stored?.extras ?? null };
}

/** Undoes what a run's change log says it wrote (inside the caller's transaction, the user's library locked). */
export async function undoChanges(tx: Prisma.TransactionClient, userId: string, run: { id: string; source: string }, at: Date): Promise<void> {
  // The run's summary event goes with it (a run recorded one only when it was applied).
  await removeImportSummary(tx, userId, run.id);
  const changes = await runChanges(tx, run.id);
  if (!changes) return;
  if (changes.extras) await undoExtras(tx, userId, changes.extras);
  await undoLog(tx, userId, run.source, changes.log, at);
}

/** The reason a row could not be written, naming its line and the column at fault when the database says which. */
export function rowFailure(line: number | null, err: unknown): string {
  const e = err as { message?: unknown; meta?: Record<string, unknown>; cause?: unknown };
  const cause = (e.meta?.driverAdapterError as { cause?: Record<string, unknown> } | undefined)?.cause ?? (e.cause as Record<string, unknown> | undefined);
  const column = [cause?.column, e.meta?.column_name, e.meta?.column, cause?.constraint, e.meta?.target].find(
    (c): c is string => typeof c === "string" && c !== "",
  );
  const text = String(cause?.originalMessage ?? cause?.message ?? e.message ?? err)
    .split("\n")
    .filter(Boolean)
    .at(-1)!
    .trim();
  const where = [line === null ? null : `Row ${line}`, column ? `column "${column}"` : null].filter(Boolean).join(", ");
  return where ? `${where}: ${text}` : text;
}

/**
 * Undoes a run's batches (its stored change log), forgets the log and marks the run failed with the
 * reason, when `claim` may (its owner, or a recovery once the lease ended): answers whether it did.
 */
async function failRun(db: Db, userId: string, runId: string, message: string, at: Date, claim: RunClaim): Promise<boolean> {
  return inTransaction(
    db,
    async (tx) => {
      await lockAccount(tx, userId);
      const r = await claimRun(tx, userId, runId, claim);
      if (!r) return false;
      await undoChanges(tx, userId, r, at);
      await dropChangeParts(tx, runId);
      await markRunFailed(tx, runId, message, at, json({ extras: null } satisfies StoredChanges));
      return true;
    },
    LONG_TX,
  );
}

/**
 * Runs whose owner is gone — their lease ended — are undone and failed (ADR 025); a live process's
 * runs are never touched. `all`: every queued or running run, when no other process can be alive (the
 * embedded database's start: its directory is one process's). Answers how many were recovered.
 */
export async function recoverImports(db: Db, now: () => Date, { all = false }: { all?: boolean } = {}): Promise<number> {
  let recovered = 0;
  for (const r of await expiredRuns(db, all)) {
    if (await failRun(db, r.userId, r.id, DATA_TEXTS.interrupted, now(), { expired: true, all })) recovered += 1;
  }
  return recovered;
}

/** Retention of import files (IMPORT_PREVIEW_KEEP_DAYS, IMPORT_FILE_KEEP_DAYS): the daily trim's part for imports. */
export function trimImportFiles(db: Db | Prisma.TransactionClient, now: Date) {
  return trimImportRuns(db, now, { previewDays: IMPORT_PREVIEW_KEEP_DAYS, fileDays: IMPORT_FILE_KEEP_DAYS });
}

export function createImportJobs({
  bulk,
  now,
  plan,
  owner,
  onError = () => undefined,
}: {
  bulk: Db;
  now: () => Date;
  plan: Planner;
  /** This process: the runs it applies are leased to it (ADR 025). */
  owner: JobOwner;
  onError?: (err: unknown) => void;
}) {
  const chains = new Map<string, Promise<void>>();
  const leases = leaseRenewal(() => renewRunLeases(bulk, owner), owner.lease, onError);
  const mine = { owner };

  /** The row of a failed batch at fault: the batch written row by row in a transaction rolled back after. */
  async function culprit(batch: PlannedRow[], write: (tx: Prisma.TransactionClient, rows: PlannedRow[]) => Promise<unknown>, err: unknown): Promise<string> {
    let row: PlannedRow | null = null;
    let cause = err;
    await inTransaction(
      bulk,
      async (tx) => {
        for (const p of batch) {
          row = p;
          await write(tx, [p]);
        }
        row = null;
        throw new Rollback();
      },
      LONG_TX,
    ).catch((e: unknown) => {
      if (!(e instanceof Rollback)) cause = e;
    });
    return rowFailure((row as PlannedRow | null)?.row.line ?? null, cause);
  }

  async function run(userId: string, runId: string): Promise<void> {
    // This process's own runs of the player are chained (start); one queued earlier through another
    // process is waited for, so each run is planned on the library its predecessors left.
    while (await earlierRunLive(bulk, userId, runId)) await sleep(TURN_POLL_MS);
    const r = await ownQueuedRun(bulk, userId, runId, owner);
    if (!r) return;
    const stored = r.rows as unknown as StoredRows;
    const { planned, library, links } = await plan(bulk, userId, r.source, stored.rows, stored.choices);
    const writes = planned.filter((p) => p.action !== "skip");
    const summary = summarise(planned);
    await advanceRun(bulk, runId, owner, "queued", { done: 0, total: writes.length, summary: json(summary) });
    /** What the owners' rules refused to write, reported on the applied run. */
    const rejected: Rejected[] = [];
    const gameIds = new Map<string, string>();
    /** The library games the run added or changed: its summary event's count. */
    const touched = new Set<string>();
    const taken = takenSlugs(library);
    for (let i = 0; i < writes.length; i += IMPORT_BATCH_GAMES) {
      const batch = writes.slice(i, i + IMPORT_BATCH_GAMES);
      const slugsBefore = new Set(taken);
      const write = (tx: Prisma.TransactionClient, rows: PlannedRow[], slugs: Set<string>) =>
        applyPlan(tx, { userId, source: r.source, now: now(), library, links, taken: slugs }, rows);
      try {
        await inTransaction(
          bulk,
          async (tx) => {
            await lockAccount(tx, userId);
            // Still this process's run (the lease renewed with the progress), or nothing is written.
            await advanceRun(tx, runId, owner, "running", { done: i + batch.length });
            const part = await write(tx, batch, taken);
            await addChangePart(tx, runId, i / IMPORT_BATCH_GAMES, part.log);
            for (const [k, v] of part.gameIds) gameIds.set(k, v);
            for (const id of [...part.log.added, ...part.log.updated.map((u) => u.id)]) touched.add(id);
            rejected.push(...part.rejected);
          },
          LONG_TX,
        );
      } catch (err) {
        if (err instanceof LeaseLost) throw err;
        const retry = new Set(slugsBefore);
        await failRun(bulk, userId, runId, await culprit(batch, (tx, rows) => write(tx, rows, retry), err), now(), mine);
        return;
      }
      await nextTurn();
    }
    try {
      await inTransaction(
        bulk,
        async (tx) => {
          await lockAccount(tx, userId);
          const extras = stored.extras ? await applyExtras(tx, userId, stored.extras, gameIds, now()) : null;
          if (extras) rejected.push(...extras.rejected);
          // Followers see one summary of the run ("imported 212 games"), never an event per game (ADR 013).
          if (touched.size > 0) await recordActivity(tx, { type: "library_imported", actorId: userId, importRunId: runId, count: touched.size, at: now() });
          // Applied only while still this process's run: otherwise all of this rolls back.
          await finishRun(tx, runId, owner, {
            appliedAt: now(),
            done: writes.length,
            changes: json({ extras: extras?.log ?? null } satisfies StoredChanges),
            summary: json({ ...summary, rejected } satisfies RunSummary),
          });
        },
        LONG_TX,
      );
    } catch (err) {
      if (err instanceof LeaseLost) throw err;
      await failRun(bulk, userId, runId, rowFailure(null, err), now(), mine);
    }
  }

  return {
    /** Applies a queued run (queued under this process's lease) after the user's runs before it. */
    start(userId: string, runId: string): void {
      const release = leases.hold();
      const job = (chains.get(userId) ?? Promise.resolve())
        .then(() => run(userId, runId))
        .catch(async (err: unknown) => {
          // Another process recovered the run (this one had stalled past its lease): it is that one's now.
          if (err instanceof LeaseLost) return;
          onError(err);
          await failRun(bulk, userId, runId, rowFailure(null, err), now(), mine).catch(onError);
        })
        .finally(release);
      chains.set(userId, job);
      pending.add(job);
      void job.finally(() => {
        pending.delete(job);
        if (chains.get(userId) === job) chains.delete(userId);
      });
    },
  };
}
