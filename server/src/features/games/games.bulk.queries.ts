// The SQL of the library's writers outside this feature (games.bulk.ts: imports and their undo): the
// library as such a writer plans against it, a batch of new games with their histories and sessions in
// a few statements (createMany, in chunks), one game's edit, and what undo removes. Also what the
// reviews' bulk writer needs to know of the games it writes about, what an export reads, and the change
// counter an account's deletion leaves behind.
import type { Db } from "../../db/prisma.ts";
import { type Prisma } from "../../generated/prisma/client.ts";
import type { ReviewTargetRow } from "./games.shared.queries.ts";

type Tx = Prisma.TransactionClient;
type Read = Tx | Db;

/** Rows per createMany (a statement's parameters stay well under PostgreSQL's limit). */
const CHUNK = 500;

async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
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
  createdAt: true,
} satisfies Prisma.LibraryGameSelect;
/** A library game as a bulk writer matches rows against it and edits it. */
export type LibraryRow = Prisma.LibraryGameGetPayload<{ select: typeof LIBRARY_SELECT }>;

export function libraryRows(db: Read, userId: string): Promise<LibraryRow[]> {
  return db.libraryGame.findMany({ where: { userId }, select: LIBRARY_SELECT });
}

export function libraryRow(db: Read, userId: string, id: string): Promise<LibraryRow | null> {
  return db.libraryGame.findFirst({ where: { id, userId }, select: LIBRARY_SELECT });
}

/** New games, then their history entries and play sessions: three statements per chunk. */
export async function insertGames(
  tx: Tx,
  games: Prisma.LibraryGameCreateManyInput[],
  history: Prisma.StatusChangeCreateManyInput[],
  sessions: Prisma.PlaySessionCreateManyInput[],
): Promise<void> {
  await inChunks(games, (chunk) => tx.libraryGame.createMany({ data: chunk }));
  await inChunks(history, (chunk) => tx.statusChange.createMany({ data: chunk }));
  await inChunks(sessions, (chunk) => tx.playSession.createMany({ data: chunk }));
}

export async function updateGame(tx: Tx, id: string, data: Prisma.LibraryGameUncheckedUpdateInput): Promise<void> {
  await tx.libraryGame.update({ where: { id }, data, select: { id: true } });
}

export async function insertHistoryEntry(tx: Tx, gameId: string, status: string, kept: Prisma.InputJsonObject | null): Promise<void> {
  await tx.statusChange.create({ data: { gameId, status, kept: kept ?? undefined }, select: { id: true } });
}

/** Deletes one of the user's play sessions; false when it is gone already. */
export async function deleteSession(tx: Tx, userId: string, id: string): Promise<boolean> {
  return (await tx.playSession.deleteMany({ where: { id, userId } })).count > 0;
}

export async function deleteGames(tx: Tx, userId: string, ids: string[]): Promise<void> {
  await inChunks(ids, (chunk) => tx.libraryGame.deleteMany({ where: { userId, id: { in: chunk } } }));
}

/** Which of these ids are games of the user's. */
export async function ownedGameIds(db: Read, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.libraryGame.findMany({ where: { userId, id: { in: ids } }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}

/** A game of the user's as a review written in bulk needs it: its shared game, status and first completion. */
export interface ReviewableRow extends ReviewTargetRow {
  /** The first time its history says it was completed (null: never). */
  firstCompletedAt: Date | null;
}

export function reviewableRows(db: Read, userId: string, ids: string[]): Promise<ReviewableRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.$queryRaw<ReviewableRow[]>`
    SELECT g."id"::text AS "id", "shared_game_key"(g."catalogGameId", g."slug") AS "key", g."status", g."playTime", g."platform", g."completed100Percent",
           (SELECT min(h."at") FROM "game_status_history" h WHERE h."gameId" = g."id" AND h."status" = 'COMPLETED') AS "firstCompletedAt"
    FROM "library_games" g
    WHERE g."userId" = ${userId}::uuid AND g."id" = ANY(${ids}::uuid[])`;
}

/** Games per page of an export (a large library is streamed a page at a time, never held whole). */
export const EXPORT_PAGE = 1000;

const EXPORT_INCLUDE = {
  statusHistory: { orderBy: [{ at: "asc" }, { id: "asc" }], select: { status: true, at: true } },
  playSessions: { orderBy: [{ date: "asc" }, { createdAt: "asc" }, { id: "asc" }], select: { date: true, minutes: true, note: true, createdAt: true } },
  catalogGame: { select: { slug: true, igdbId: true, steamAppId: true } },
} satisfies Prisma.LibraryGameInclude;

export type ExportGameRow = Prisma.LibraryGameGetPayload<{ include: typeof EXPORT_INCLUDE }>;

/** One page of the library as an export writes it, oldest first (by creation, then id), after the given game. */
export function libraryPageForExport(db: Read, userId: string, after: { createdAt: Date; id: string } | null): Promise<ExportGameRow[]> {
  const where: Prisma.LibraryGameWhereInput = after
    ? { userId, OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
    : { userId };
  return db.libraryGame.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: EXPORT_PAGE, include: EXPORT_INCLUDE });
}

/** Deletes a user's library change counter (it has no key to users on purpose: an account's deletion calls this after). */
export async function forgetLibraryVersion(tx: Pick<Db, "$executeRaw">, userId: string): Promise<void> {
  await tx.$executeRaw`DELETE FROM "library_versions" WHERE "userId" = ${userId}::uuid`;
}
