// The SQL of imports: the user's library and links as the planner needs them, catalog look-ups by
// external id, slug and folded title, the import runs and their change logs (a part per batch).
import type { Db } from "../../../db/prisma.ts";
import { Prisma } from "../../../generated/prisma/client.ts";
import type { ChangeLog } from "./import.apply.ts";

type Tx = Prisma.TransactionClient | Db;

/** A catalog game as an import copies it into the library. */
export interface CatalogMatch {
  id: number;
  slug: string;
  title: string;
  platforms: string[];
  year: number | null;
  series: string | null;
  coverUrl: string | null;
  genres: string[];
  developers: string[];
  publishers: string[];
  description: string | null;
  rawgId: number | null;
  metacritic: number | null;
  igdbId: number | null;
  steamAppId: number | null;
}

const CATALOG_COLUMNS = Prisma.sql`"id", "slug", "title", "platforms", "year", "series", "coverUrl", "genres", "developers", "publishers", "description", "rawgId", "metacritic", "igdbId", "steamAppId"`;

/** Catalog games with any of these IGDB ids, Steam app ids or slugs (hidden ones too: a file names them exactly). */
export function catalogByIds(db: Tx, ids: { igdb: number[]; steam: number[]; slugs: string[] }): Promise<CatalogMatch[]> {
  if (ids.igdb.length + ids.steam.length + ids.slugs.length === 0) return Promise.resolve([]);
  return db.$queryRaw<CatalogMatch[]>`
    SELECT ${CATALOG_COLUMNS} FROM "catalog_games"
    WHERE "igdbId" = ANY(${ids.igdb}::int[]) OR "steamAppId" = ANY(${ids.steam}::int[]) OR "slug" = ANY(${ids.slugs}::text[])`;
}

/** The title as letters and digits only (what the SQL side compares; accents are folded by the caller too). */
export const compactTitle = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** Visible catalog games whose compacted title is one of these (the caller compares normalised titles). */
export function catalogByTitles(db: Tx, compact: string[]): Promise<CatalogMatch[]> {
  if (compact.length === 0) return Promise.resolve([]);
  return db.$queryRaw<CatalogMatch[]>`
    SELECT ${CATALOG_COLUMNS} FROM "catalog_games"
    WHERE NOT "hidden" AND regexp_replace(lower("title"), '[^a-z0-9]+', '', 'g') = ANY(${compact}::text[])`;
}

export const LIBRARY_SELECT = {
  id: true,
  title: true,
  slug: true,
  previousSlugs: true,
  platform: true,
  catalogGameId: true,
  status: true,
  rating: true,
  playTime: true,
  notes: true,
  startDate: true,
  completedDate: true,
  completed100Percent: true,
  achievementsCompleted: true,
  totalAchievements: true,
  abandonedDate: true,
  addedToBacklog: true,
  customTags: true,
} satisfies Prisma.LibraryGameSelect;
export type LibraryRow = Prisma.LibraryGameGetPayload<{ select: typeof LIBRARY_SELECT }>;

export function libraryOf(db: Tx, userId: string): Promise<LibraryRow[]> {
  return db.libraryGame.findMany({ where: { userId }, select: LIBRARY_SELECT });
}

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

/** Locks the user's library for the rest of the transaction: two imports of one user run one after the other. */
export async function lockLibrary(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "users" WHERE "id" = ${userId}::uuid FOR UPDATE`;
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
