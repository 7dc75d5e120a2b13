// Applying a planned import inside one transaction, and undoing it. The library is written through the
// games feature's face (writeLibraryBatch: its rules and its SQL); this maps each planned row onto a new
// game or an edit, and keeps the links and the change log undo reads: the games added, the fields changed
// (before and after), the sessions logged and the links written. Undo removes what was added and restores
// a changed field only while it still holds what the import wrote (a later edit of the user's wins).
import type { ImportRejectedDto } from "@savepoint/common";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { catalogCoverPath, coverForPlatform } from "../../catalog/index.ts";
import { ownedGameIds, undoLibraryBatch, writeLibraryBatch, type GameEdit, type GameFields, type LibraryRow, type NewGame } from "../../games/index.ts";
import { addReviews, removeReviews } from "../../reviews/index.ts";
import { addWishes, undoWishes } from "../../wishlist/index.ts";
import { platformName } from "./rows.ts";
import { replaceLinks, restoreLink, type LinkValues } from "./import.queries.ts";
import type { PlannedRow } from "./import.plan.ts";

type Tx = Prisma.TransactionClient;

export interface ChangeLog {
  added: string[];
  updated: { id: string; before: GameFields; after: GameFields }[];
  sessions: { id: string; gameId: string; minutes: number }[];
  links: { key: string; before: { libraryGameId: string; imported: LinkValues } | null }[];
  /** Reviews the rows wrote (HowLongToBeat's Review Notes; absent from logs written before). */
  reviews?: string[];
  /** Wishes the rows made (issue 33; absent from logs written before, whose wishlist rows became tagged backlog games). */
  wishlist?: string[];
}

/** A new library game from a planned row: a Savepoint game as it was, else the file's values over the catalog's. */
function newGame(p: PlannedRow, platform: string): NewGame {
  const { row, catalog: c } = p;
  const catalog = c ? { id: c.id, slug: c.slug } : null;
  const g = row.full;
  if (g) {
    return {
      title: g.title,
      platform,
      catalog,
      genres: g.genres,
      releaseYear: g.releaseYear,
      imageUrl: g.imageUrl,
      status: g.status,
      rating: g.rating,
      playTime: g.playTime,
      completed100Percent: g.completed100Percent,
      notes: g.notes,
      priority: g.priority,
      startDate: g.startDate,
      completedDate: g.completedDate,
      addedToBacklog: g.addedToBacklog,
      abandonedDate: g.abandonedDate,
      achievementsCompleted: g.achievementsCompleted,
      totalAchievements: g.totalAchievements,
      customTags: g.customTags,
      developer: g.developer,
      publisher: g.publisher,
      description: g.description,
      rawgId: g.rawgId,
      metacritic: g.metacritic,
      createdAt: new Date(g.createdAt),
      updatedAt: new Date(g.updatedAt),
      history: g.statusHistory.map((h) => ({ status: h.status, at: new Date(h.at) })),
      sessions: g.playSessions.map((s) => ({ date: s.date, minutes: s.minutes, note: s.note, createdAt: new Date(s.createdAt) })),
    };
  }
  const cover = c ? catalogCoverPath(c) : null;
  const firstPlatform = c?.platforms[0] ? platformName(c.platforms[0]) : null;
  return {
    title: row.placeholderTitle && c ? c.title : row.title,
    platform,
    catalog,
    genres: row.genres.length > 0 ? row.genres : (c?.genres ?? []),
    releaseYear: row.releaseYear ?? c?.year ?? null,
    imageUrl: cover && (platform === firstPlatform ? cover : coverForPlatform(cover, platform)),
    status: row.status ?? "BACKLOG",
    rating: row.rating,
    playTime: (row.minutes ?? 0) / 60,
    notes: row.notes,
    startDate: row.startDate,
    completedDate: row.completedDate,
    customTags: row.tags,
    developer: c?.developers.join(", ") || null,
    publisher: c?.publishers.join(", ") || null,
    description: c?.description ?? null,
    rawgId: c?.rawgId ?? null,
    metacritic: c?.metacritic ?? null,
  };
}

/** The edit of an existing game a planned update makes. */
function gameEdit(p: PlannedRow, game: LibraryRow, source: string): GameEdit {
  const c = p.changes;
  const set: GameFields = {};
  if (c.status) set.status = c.status;
  if (c.rating !== undefined) set.rating = c.rating;
  if (c.notes !== undefined) set.notes = c.notes;
  if (c.startDate) set.startDate = c.startDate;
  if (c.completedDate) set.completedDate = c.completedDate;
  const session = c.sessionMinutes ? { minutes: c.sessionMinutes, date: c.sessionDate!, note: `Imported from ${source}` } : undefined;
  return { game, set, session };
}

const linkValues = (p: PlannedRow): LinkValues => ({ status: p.row.status, rating: p.row.rating, notes: p.row.notes, minutes: p.row.minutes });
/** Field by field (a stored link's JSON comes back with its keys in the database's order). */
const sameValues = (a: LinkValues, b: LinkValues) => a.status === b.status && a.rating === b.rating && a.notes === b.notes && a.minutes === b.minutes;

export const emptyLog = (): ChangeLog => ({ added: [], updated: [], sessions: [], links: [] });
export const joinLogs = (a: ChangeLog, b: ChangeLog): ChangeLog => ({
  added: [...a.added, ...b.added],
  updated: [...a.updated, ...b.updated],
  sessions: [...a.sessions, ...b.sessions],
  links: [...a.links, ...b.links],
  ...((a.reviews ?? b.reviews) && { reviews: [...(a.reviews ?? []), ...(b.reviews ?? [])] }),
  ...((a.wishlist ?? b.wishlist) && { wishlist: [...(a.wishlist ?? []), ...(b.wishlist ?? [])] }),
});

export async function applyPlan(
  tx: Tx,
  ctx: {
    userId: string;
    source: string;
    now: Date;
    library: LibraryRow[];
    links: Map<string, { libraryGameId: string; imported: LinkValues }>;
    taken: Set<string>;
  },
  planned: PlannedRow[],
): Promise<{ log: ChangeLog; gameIds: Map<string, string>; rejected: ImportRejectedDto[] }> {
  const { userId, now } = ctx;
  const log = emptyLog();
  /** Source key → the library game it is now (Savepoint's journal and reviews name games by it). */
  const gameIds = new Map<string, string>();
  const adds: PlannedRow[] = [];
  const add: NewGame[] = [];
  const edit: GameEdit[] = [];
  const links: { key: string; gameId: string; values: LinkValues }[] = [];
  const current = new Map(ctx.library.map((g) => [g.id, g]));
  const wishes: PlannedRow[] = [];

  for (const p of planned) {
    if (p.action === "skip") continue;
    if (p.action === "wishlist") {
      wishes.push(p);
      continue;
    }
    // A game wanted that is on the wishlist already: nothing to write.
    if (p.targetId === null && p.action === "unchanged") continue;
    if (p.action === "add") {
      const platform = p.row.platform ?? (p.catalog?.platforms[0] ? platformName(p.catalog.platforms[0]) : null) ?? "Other";
      adds.push(p);
      add.push(newGame(p, platform));
      continue;
    }
    const target = current.get(p.targetId!)!;
    gameIds.set(p.row.key, target.id);
    edit.push(gameEdit(p, target, ctx.source));
    const prev = ctx.links.get(p.row.key) ?? null;
    const values = linkValues(p);
    if (!prev || prev.libraryGameId !== target.id || !sameValues(prev.imported, values)) {
      links.push({ key: p.row.key, gameId: target.id, values });
      log.links.push({ key: p.row.key, before: prev });
    }
  }

  const written = await writeLibraryBatch(tx, userId, { add, edit }, { now, taken: ctx.taken });
  written.added.forEach((id, i) => {
    const p = adds[i]!;
    gameIds.set(p.row.key, id);
    links.push({ key: p.row.key, gameId: id, values: linkValues(p) });
  });
  log.added = written.added;
  log.updated = written.updated;
  log.sessions = written.sessions;
  await replaceLinks(tx, userId, ctx.source, links, now);

  // The rows' reviews, through the reviews feature (its rules: a completed game, one per shared game…).
  const reviewing = planned.filter((p) => p.action !== "skip" && p.review !== null);
  const rejected: ImportRejectedDto[] = [];
  // The rows of games wanted, through the wishlist feature (its rule: not a game the library has, now
  // this batch's games are in it too).
  if (wishes.length > 0) {
    const wished = await addWishes(
      tx,
      userId,
      wishes.map((p) => ({ catalogGameId: p.catalog?.id ?? null, title: p.catalog?.title ?? p.row.title, platform: p.row.platform })),
      now,
    );
    log.wishlist = wished.written.map((w) => w.id);
    for (const s of wished.skipped) {
      const p = wishes[s.index]!;
      rejected.push({ what: `Row ${p.row.line}, ${p.row.title}: the wish`, reason: s.reason });
    }
  }
  if (reviewing.length > 0) {
    const reviews = await addReviews(
      tx,
      userId,
      reviewing.map((p) => ({ libraryGameId: gameIds.get(p.row.key)!, rating: p.review!.rating, comment: p.review!.text })),
      now,
    );
    log.reviews = reviews.written.map((w) => w.id);
    for (const s of reviews.skipped) {
      const p = reviewing[s.index]!;
      rejected.push({ what: `Row ${p.row.line}, ${p.row.title}: the review`, reason: s.reason });
    }
  }
  return { log, gameIds, rejected };
}

/** Reverses a change log: its reviews and wishes removed, the library's part undone by the games feature, the links put back (where their game still exists). */
export async function undoLog(tx: Tx, userId: string, source: string, log: ChangeLog, at: Date): Promise<void> {
  await removeReviews(tx, userId, log.reviews ?? []);
  await undoWishes(tx, userId, log.wishlist ?? []);
  await undoLibraryBatch(tx, userId, log, at);
  const alive = await ownedGameIds(
    tx,
    userId,
    log.links.flatMap((l) => (l.before ? [l.before.libraryGameId] : [])),
  );
  for (const l of log.links) await restoreLink(tx, userId, source, l.key, l.before && alive.has(l.before.libraryGameId) ? l.before : null);
}
