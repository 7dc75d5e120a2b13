// The SQL of imports, on the data feature's own tables: the links earlier imports left, the import runs
// and their change logs (a part per batch). The library, the catalog and the rest are read and written
// through their features' faces.
import type { Db } from "../../../db/prisma.ts";
import { type Prisma } from "../../../generated/prisma/client.ts";
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
