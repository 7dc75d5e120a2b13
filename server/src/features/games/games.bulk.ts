// Library writes in bulk for writers outside this feature (imports and their undo), by the rules one
// game's create and update follow: a new game holds only the values its status shows and its history
// entry keeps the others, a status change goes through enterStatus (ADR 017); titles, notes, genres and
// tags are cut to their limits; a completion before the start is dropped; a slug is unique in the
// library (`taken`: the slugs used so far, carried across a writer's batches). A batch's new games,
// histories and sessions take three statements per 500 rows (createMany); an edit is one update.
import { randomUUID } from "node:crypto";
import { GENRE_LIMITS, NOTES_MAX, TAG_LIMITS, TITLE_MAX, type GameStatus } from "@savepoint/common";
import type { Prisma } from "../../generated/prisma/client.ts";
import {
  deleteGames,
  deleteSession,
  insertGames,
  insertHistoryEntry,
  libraryRow,
  libraryRows,
  ownedGameIds,
  reviewableRows,
  updateGame,
  type LibraryRow,
} from "./games.bulk.queries.ts";
import { addMinutes, changedStatusColumns, dedupeLabels, fromYmd, pickSlug, slugCandidates, splitByStatus, storedStatusValues, ymd } from "./games.rules.ts";
import type { ReviewTarget } from "./games.shared.ts";
import { enterStatus } from "./games.status.ts";

type Tx = Prisma.TransactionClient;

export { libraryRows, ownedGameIds, type LibraryRow };
export { EXPORT_PAGE, libraryPageForExport, type ExportGameRow } from "./games.bulk.queries.ts";

/** The fields a bulk edit sets (dates as YYYY-MM-DD). */
export interface GameFields {
  status?: string;
  rating?: number | null;
  notes?: string | null;
  startDate?: string | null;
  completedDate?: string | null;
}

/** A new library game as a bulk writer gives it (dates as YYYY-MM-DD). */
export interface NewGame {
  title: string;
  platform: string;
  catalog: { id: number; slug: string } | null;
  genres: string[];
  releaseYear: number | null;
  imageUrl: string | null;
  status: GameStatus;
  rating: number | null;
  playTime: number;
  completed100Percent?: boolean;
  notes: string | null;
  priority?: string;
  startDate: string | null;
  completedDate: string | null;
  addedToBacklog?: string | null;
  abandonedDate?: string | null;
  achievementsCompleted?: number | null;
  totalAchievements?: number | null;
  customTags: string[];
  developer: string | null;
  publisher: string | null;
  description: string | null;
  rawgId: number | null;
  metacritic: number | null;
  /** When it was added and last changed (a restored export's); absent: now. */
  createdAt?: Date;
  updatedAt?: Date;
  /** Its status history as it was (a restored export's); absent or empty: one entry, now. */
  history?: { status: GameStatus; at: Date }[];
  /** Its play sessions as they were (they are already counted in `playTime`). */
  sessions?: { date: string; minutes: number; note: string | null; createdAt: Date }[];
}

/** An edit of a game the user has (`game` as libraryRows read it): the fields it sets, and a play session it logs. */
export interface GameEdit {
  game: LibraryRow;
  set: GameFields;
  session?: { minutes: number; date: string; note: string };
}

/** What a batch wrote: the new games' ids (in the order given), the edits that changed fields, the sessions logged by edits. */
export interface LibraryBatchLog {
  added: string[];
  updated: { id: string; before: GameFields; after: GameFields }[];
  sessions: { id: string; gameId: string; minutes: number }[];
}

/** The addresses a library has used, now or before a rename (a new game's slug differs from each). */
export const takenSlugs = (library: Pick<LibraryRow, "slug" | "previousSlugs">[]) => new Set(library.flatMap((g) => [g.slug, ...g.previousSlugs]));

const day = (s: string | null | undefined) => (s ? fromYmd(s) : null);
const asDate = (v: Date | string | null | undefined) => (v ? new Date(v) : null);
const labels = (xs: string[], limits: { max: number; maxChars: number }) => dedupeLabels(xs.map((x) => x.slice(0, limits.maxChars))).slice(0, limits.max);

/** The row of a new game: cut to the limits, holding only what its status shows (the rest: `kept`, for its history). */
function newRow(
  g: NewGame,
  userId: string,
  id: string,
  slug: string,
  now: Date,
): { row: Prisma.LibraryGameCreateManyInput; kept: Prisma.InputJsonObject | null } {
  const completedDate = g.startDate && g.completedDate && g.completedDate < g.startDate ? null : g.completedDate;
  const values = storedStatusValues({
    rating: g.rating,
    playTime: g.playTime,
    startDate: asDate(g.startDate),
    completedDate: asDate(completedDate),
    completed100Percent: g.completed100Percent ?? false,
    achievementsCompleted: g.achievementsCompleted ?? null,
    totalAchievements: g.totalAchievements ?? null,
    abandonedDate: asDate(g.abandonedDate),
  });
  const { shown, hidden } = splitByStatus(g.status, values);
  const row: Prisma.LibraryGameCreateManyInput = {
    id,
    userId,
    slug,
    platform: g.platform,
    catalogGameId: g.catalog?.id ?? null,
    title: g.title.slice(0, TITLE_MAX),
    genres: labels(g.genres, GENRE_LIMITS),
    releaseYear: g.releaseYear,
    imageUrl: g.imageUrl,
    status: g.status,
    notes: g.notes?.slice(0, NOTES_MAX) ?? null,
    ...(g.priority !== undefined && { priority: g.priority }),
    ...(g.addedToBacklog !== undefined && { addedToBacklog: day(g.addedToBacklog) }),
    customTags: labels(g.customTags, TAG_LIMITS),
    developer: g.developer,
    publisher: g.publisher,
    description: g.description,
    rawgId: g.rawgId,
    metacritic: g.metacritic,
    ...shown,
    startDate: day(shown.startDate),
    completedDate: day(shown.completedDate),
    abandonedDate: day(shown.abandonedDate),
    createdAt: g.createdAt ?? now,
    updatedAt: g.updatedAt ?? now,
  };
  return { row, kept: hidden };
}

/**
 * An edit of a game by the games feature's rules: a status change moves what the new status hides into
 * its history entry and brings back what it shows (ADR 017).
 */
async function editedGame(
  tx: Tx,
  game: LibraryRow,
  edit: GameFields,
  now: Date,
): Promise<{ data: Prisma.LibraryGameUncheckedUpdateInput; kept: Prisma.InputJsonObject | null }> {
  const stored = storedStatusValues(game);
  let values = { ...stored };
  if (edit.rating !== undefined) values.rating = edit.rating;
  if (edit.startDate !== undefined) values.startDate = edit.startDate;
  if (edit.completedDate !== undefined) values.completedDate = edit.completedDate;
  const data: Prisma.LibraryGameUncheckedUpdateInput = {};
  let kept: Prisma.InputJsonObject | null = null;
  if (edit.status !== undefined && edit.status !== game.status) {
    const given = new Set(Object.keys(edit).filter((k) => k !== "status"));
    const entered = await enterStatus(tx, game.id, edit.status as GameStatus, values, ymd(game.addedToBacklog), given, now);
    values = entered.values;
    kept = entered.kept;
    data.status = edit.status;
    if (entered.addedToBacklog !== ymd(game.addedToBacklog)) data.addedToBacklog = day(entered.addedToBacklog);
  }
  if (edit.notes !== undefined) data.notes = edit.notes;
  return { data: { ...data, ...changedStatusColumns(stored, values) }, kept };
}

/**
 * Writes a batch of new games and edits of the user's games inside `tx`. New games get their slugs
 * here (added to `taken`); each edit's before and after are what undo needs.
 */
export async function writeLibraryBatch(
  tx: Tx,
  userId: string,
  batch: { add: NewGame[]; edit: GameEdit[] },
  ctx: { now: Date; taken: Set<string> },
): Promise<LibraryBatchLog> {
  const { now, taken } = ctx;
  const log: LibraryBatchLog = { added: [], updated: [], sessions: [] };
  const games: Prisma.LibraryGameCreateManyInput[] = [];
  const history: Prisma.StatusChangeCreateManyInput[] = [];
  const sessions: Prisma.PlaySessionCreateManyInput[] = [];

  for (const { game: target, set, session } of batch.edit) {
    const before: GameFields = {};
    const after: GameFields = {};
    if (set.status) [before.status, after.status] = [target.status, set.status];
    if (set.rating !== undefined) [before.rating, after.rating] = [target.rating, set.rating];
    if (set.notes !== undefined) [before.notes, after.notes] = [target.notes, set.notes?.slice(0, NOTES_MAX) ?? null];
    if (set.startDate) [before.startDate, after.startDate] = [ymd(target.startDate), set.startDate];
    if (set.completedDate) [before.completedDate, after.completedDate] = [ymd(target.completedDate), set.completedDate];
    const { data, kept } = await editedGame(tx, target, after, now);
    if (session) {
      const id = randomUUID();
      sessions.push({ id, gameId: target.id, userId, date: day(session.date)!, minutes: session.minutes, note: session.note, createdAt: now });
      log.sessions.push({ id, gameId: target.id, minutes: session.minutes });
      data.playTime = addMinutes((data.playTime as number | undefined) ?? target.playTime, session.minutes);
    }
    if (Object.keys(data).length > 0) {
      await updateGame(tx, target.id, data);
      if (set.status) history.push({ gameId: target.id, status: set.status, at: now, kept: kept ?? undefined });
      if (Object.keys(after).length > 0) log.updated.push({ id: target.id, before, after });
    }
  }

  for (const g of batch.add) {
    const id = randomUUID();
    const slug = pickSlug(slugCandidates({ id, title: g.title, platform: g.platform }, g.catalog?.slug), taken, id);
    taken.add(slug);
    const { row, kept } = newRow(g, userId, id, slug, now);
    games.push(row);
    const entries = g.history && g.history.length > 0 ? g.history : [{ status: g.status, at: now }];
    for (const h of entries) history.push({ gameId: id, status: h.status, at: h.at });
    // What the writer gave that the game's status hides is kept by its latest history entry (ADR 017).
    if (kept) history[history.length - 1]!.kept = kept;
    for (const s of g.sessions ?? []) sessions.push({ gameId: id, userId, date: day(s.date)!, minutes: s.minutes, note: s.note, createdAt: s.createdAt });
    log.added.push(id);
  }

  await insertGames(tx, games, history, sessions);
  return log;
}

/**
 * Reverses what writeLibraryBatch logged: sessions removed (their minutes taken off), fields restored
 * while they still hold what the batch wrote (a later edit of the user's wins), new games deleted.
 */
export async function undoLibraryBatch(tx: Tx, userId: string, log: LibraryBatchLog, at: Date): Promise<void> {
  const added = new Set(log.added);
  for (const s of log.sessions) {
    if (added.has(s.gameId)) continue;
    const game = (await deleteSession(tx, userId, s.id)) ? await libraryRow(tx, userId, s.gameId) : null;
    if (game) await updateGame(tx, s.gameId, { playTime: addMinutes(game.playTime, -s.minutes) });
  }
  for (const u of log.updated) {
    const game = await libraryRow(tx, userId, u.id);
    if (!game) continue;
    const current: GameFields = {
      status: game.status,
      rating: game.rating,
      notes: game.notes,
      startDate: ymd(game.startDate),
      completedDate: ymd(game.completedDate),
    };
    const restore: GameFields = {};
    for (const k of Object.keys(u.after) as (keyof GameFields)[]) if (current[k] === u.after[k]) (restore as Record<string, unknown>)[k] = u.before[k];
    if (Object.keys(restore).length === 0) continue;
    const { data, kept } = await editedGame(tx, game, restore, at);
    if (Object.keys(data).length > 0) await updateGame(tx, u.id, data);
    if (typeof data.status === "string") await insertHistoryEntry(tx, u.id, data.status, kept);
  }
  await deleteGames(tx, userId, log.added);
}

/** A game a review written in bulk is about, and the first time it was completed. */
export type BulkReviewTarget = ReviewTarget & { firstCompletedAt: Date | null };

/** The user's games among `ids` as reviews written in bulk see them (others' and missing ids are left out). */
export async function bulkReviewTargets(tx: Tx, userId: string, ids: string[]): Promise<Map<string, BulkReviewTarget>> {
  const rows = await reviewableRows(tx, userId, [...new Set(ids)]);
  return new Map(
    rows.map((g) => [
      g.id,
      {
        id: g.id,
        key: g.key,
        status: g.status,
        playTime: g.playTime,
        platform: g.platform,
        completed100Percent: g.completed100Percent,
        firstCompletedAt: g.firstCompletedAt,
      },
    ]),
  );
}
