// Imports: a file (or a Steam profile) is parsed into rows and planned against the user's library and
// the catalog (the preview, stored as a run); applying a run queues it and it is written in the background
// (import.job.ts), and an applied run can be undone. Each user's imports run one at a time.
import {
  DATA_TEXTS,
  IMPORT_ROWS_MAX,
  IMPORT_RUNS_LISTED,
  IMPORT_SOURCE_LABELS,
  IMPORT_SOURCES,
  type ImportApplyInput,
  type ImportPreviewInput,
  type ImportRunDto,
  type ImportSourceDto,
} from "@savepoint/common";
import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/prisma.ts";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { conflict, notFound, validationFailed } from "../../../http/errors.ts";
import { newJobOwner, type JobOwner } from "../../../lib/leases.ts";
import { LONG_TX, createImportJobs, undoChanges, type StoredRows } from "./import.job.ts";
import { lookupKeys, planImport } from "./import.plan.ts";
import { runDto, summarise } from "./import.presenter.ts";
import { lockAccount } from "../../auth/index.ts";
import { catalogByIds, catalogByTitles } from "../../catalog/index.ts";
import { libraryRows } from "../../games/index.ts";
import { wishlistOf } from "../../wishlist/index.ts";
import { reviewTexts } from "../../reviews/index.ts";
import { inTransaction, insertRun, latestRuns, linksOf, markRunUndone, ownRunRow, queueRun, storedRows } from "./import.queries.ts";
import { parseFile } from "./parse.ts";
import { parseSteamOwned } from "./parse.savepoint.ts";
import { ImportFileError, type ImportRow } from "./rows.ts";
import { isUuid } from "../../../lib/uuid.ts";

/** Steam's owned games of a profile (a SteamID64, a profile URL or a custom URL name); absent without a key. */
export interface SteamLibrary {
  ownedGames(profile: string): Promise<unknown>;
}

export interface ImportService {
  sources(): ImportSourceDto[];
  preview(userId: string, input: ImportPreviewInput): Promise<ImportRunDto>;
  /** `input`: the copy each row matching several updates, where the player chose one. */
  apply(userId: string, runId: string, input?: ImportApplyInput): Promise<ImportRunDto>;
  undo(userId: string, runId: string): Promise<ImportRunDto>;
  runs(userId: string): Promise<ImportRunDto[]>;
  run(userId: string, runId: string): Promise<ImportRunDto>;
}

/** `bulk`: the pool without request timeouts (a large import's statements may each take a while). */
export function createImportService({
  prisma,
  bulk,
  now,
  steam,
  owner = newJobOwner(),
  onError,
}: {
  prisma: Db;
  bulk: Db;
  now: () => Date;
  steam?: SteamLibrary;
  /** This process as the owner of the runs it applies (ADR 025); each app is a process of its own by default. */
  owner?: JobOwner;
  onError?: (err: unknown) => void;
}): ImportService {
  const today = () => now().toISOString().slice(0, 10);

  async function readRows(input: ImportPreviewInput): Promise<StoredRows> {
    const field = input.source === "steam" ? "steamId" : "content";
    try {
      if (input.source === "steam") {
        if (!steam) throw validationFailed([{ path: "source", message: DATA_TEXTS.steamNotConfigured }]);
        return { rows: parseSteamOwned(await steam.ownedGames(input.steamId!)) };
      }
      return parseFile({ ...input, source: input.source, content: input.content! });
    } catch (err) {
      if (!(err instanceof ImportFileError)) throw err;
      throw validationFailed([{ path: field, message: err.message }], err.message);
    }
  }

  async function plan(db: Prisma.TransactionClient | Db, userId: string, source: string, rows: ImportRow[], choices?: StoredRows["choices"]) {
    const keys = lookupKeys(rows);
    // One after the other: inside a transaction they share one connection.
    const library = await libraryRows(db, userId);
    const links = await linksOf(db, userId, source);
    const byIds = await catalogByIds(db, keys);
    const byTitles = await catalogByTitles(db, keys.titles);
    const reviews = rows.some((r) => r.review) ? await reviewTexts(db, userId) : undefined;
    const chosen = choices ? new Map(choices.map((c) => [c.line, c.gameId])) : undefined;
    const wishlist = rows.some((r) => r.wishlist) ? await wishlistOf(db, userId) : undefined;
    const planned = planImport(rows, { library, links, catalog: [...byIds, ...byTitles], today: today(), reviews, choices: chosen, wishlist });
    return { planned, library, links };
  }

  /** The user's run (read once a second while one is applied: its change log only when asked for). */
  async function ownRun(db: Prisma.TransactionClient | Db, userId: string, runId: string) {
    if (!isUuid(runId)) throw notFound("Import");
    const run = await ownRunRow(db, userId, runId.toLowerCase());
    if (!run) throw notFound("Import");
    return run;
  }

  const jobs = createImportJobs({ bulk, now, plan, owner, onError });

  return {
    sources() {
      return IMPORT_SOURCES.map((source) => ({
        source,
        label: IMPORT_SOURCE_LABELS[source],
        available: source !== "steam" || steam !== undefined,
        reason: source === "steam" && !steam ? DATA_TEXTS.steamNotConfigured : null,
        input: source === "steam" ? "steamId" : "file",
      }));
    },

    async preview(userId, input) {
      const stored = await readRows(input);
      if (stored.rows.length === 0 && !stored.extras) throw validationFailed([{ path: "content", message: DATA_TEXTS.empty }], DATA_TEXTS.empty);
      if (stored.rows.length > IMPORT_ROWS_MAX) throw validationFailed([{ path: "content", message: DATA_TEXTS.tooManyRows }], DATA_TEXTS.tooManyRows);
      const { planned } = await plan(bulk, userId, input.source, stored.rows);
      const run = await insertRun(prisma, {
        id: randomUUID(),
        userId,
        source: input.source,
        fileName: input.fileName ?? (input.source === "steam" ? input.steamId : null) ?? null,
        rows: stored as unknown as Prisma.InputJsonValue,
        summary: summarise(planned) as unknown as Prisma.InputJsonValue,
        createdAt: now(),
      });
      return runDto(run);
    },

    async apply(userId, runId, input) {
      const r = await ownRun(prisma, userId, runId);
      const c = runDto(r).counts;
      // The player's choices of copies travel with the rows the job plans again.
      const choices = input?.choices ?? [];
      const rows = choices.length > 0 ? await storedRows(prisma, r.id) : null;
      // Only a preview is queued (a second apply of the same run finds it queued already), leased to this process.
      const total = c.add + c.update + c.unchanged;
      const queued = await queueRun(prisma, { id: r.id, userId, total, rows: rows && { ...rows, choices } }, owner);
      if (!queued) throw conflict(DATA_TEXTS.notApplicable);
      // Read before the job starts: the answer is the run as queued, never a moment of the job's.
      const answer = runDto(await ownRun(prisma, userId, r.id));
      jobs.start(userId, r.id);
      return answer;
    },

    async undo(userId, runId) {
      const run = await inTransaction(
        bulk,
        async (tx) => {
          await lockAccount(tx, userId);
          const r = await ownRun(tx, userId, runId);
          if (r.state !== "applied") throw conflict(DATA_TEXTS.notUndoable);
          const at = now();
          await undoChanges(tx, userId, r, at);
          return markRunUndone(tx, r.id, at);
        },
        LONG_TX,
      );
      return runDto(run);
    },

    async runs(userId) {
      const rows = await latestRuns(prisma, userId, IMPORT_RUNS_LISTED);
      return rows.map(runDto);
    },

    async run(userId, runId) {
      return runDto(await ownRun(prisma, userId, runId));
    },
  };
}
