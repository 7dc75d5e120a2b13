// Applying a planned import inside one transaction, and undoing it. Applying writes the change log that
// undo reads: the games it added, the fields it changed (before and after), the sessions it logged and
// the links it wrote. Undo removes what was added and restores a changed field only while it still
// holds what the import wrote (a later edit of the user's wins).
import { randomUUID } from "node:crypto";
import { GENRE_LIMITS, NOTES_MAX, TAG_LIMITS, TITLE_MAX, type GameStatus } from "@savepoint/common";
import type { Prisma } from "../../../generated/prisma/client.ts";
import { catalogCoverPath, coverForPlatform } from "../../catalog/index.ts";
import { addMinutes, changedStatusColumns, dedupeLabels, enterStatus, pickSlug, slugCandidates, splitByStatus, storedStatusValues } from "../../games/index.ts";
import { platformName } from "./rows.ts";
import { LIBRARY_SELECT, type LibraryRow, type LinkValues } from "./import.queries.ts";
import type { PlannedRow } from "./import.plan.ts";

type Tx = Prisma.TransactionClient;
type Fields = { status?: string; rating?: number | null; notes?: string | null; startDate?: string | null; completedDate?: string | null };

export interface ChangeLog {
  added: string[];
  updated: { id: string; before: Fields; after: Fields }[];
  sessions: { id: string; gameId: string; minutes: number }[];
  links: { key: string; before: { libraryGameId: string; imported: LinkValues } | null }[];
}

const CHUNK = 500;
const day = (s: string | null | undefined) => (s ? new Date(`${s}T00:00:00.000Z`) : null);
const ymd = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const labels = (xs: string[], limits: { max: number; maxChars: number }) => dedupeLabels(xs.map((x) => x.slice(0, limits.maxChars))).slice(0, limits.max);

export async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

const asDate = (v: Date | string | null | undefined) => (v ? new Date(v) : null);

/** A new game holds only the values its status shows; the others go to its history (the games feature's rule). */
function settled(game: Prisma.LibraryGameCreateManyInput): { game: Prisma.LibraryGameCreateManyInput; kept: Prisma.InputJsonObject | null } {
  const status = game.status as GameStatus;
  const values = storedStatusValues({
    rating: game.rating ?? null,
    playTime: game.playTime ?? 0,
    startDate: asDate(game.startDate),
    completedDate: asDate(game.completedDate),
    completed100Percent: game.completed100Percent ?? false,
    achievementsCompleted: game.achievementsCompleted ?? null,
    totalAchievements: game.totalAchievements ?? null,
    abandonedDate: asDate(game.abandonedDate),
  });
  const { shown, hidden } = splitByStatus(status, values);
  return {
    game: { ...game, ...shown, startDate: day(shown.startDate), completedDate: day(shown.completedDate), abandonedDate: day(shown.abandonedDate) },
    kept: hidden,
  };
}

/** A new library game from a planned row: a Savepoint game as it was, else the file's values over the catalog's. */
function newGame(p: PlannedRow, userId: string, id: string, slug: string, platform: string, now: Date): Prisma.LibraryGameCreateManyInput {
  const { row, catalog: c } = p;
  const g = row.full;
  if (g) {
    return {
      id,
      userId,
      slug,
      platform,
      catalogGameId: c?.id ?? null,
      title: g.title,
      genres: g.genres,
      releaseYear: g.releaseYear,
      imageUrl: g.imageUrl,
      status: g.status,
      rating: g.rating,
      playTime: g.playTime,
      completed100Percent: g.completed100Percent,
      notes: g.notes,
      priority: g.priority,
      startDate: day(g.startDate),
      completedDate: day(g.completedDate),
      addedToBacklog: day(g.addedToBacklog),
      abandonedDate: day(g.abandonedDate),
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
    };
  }
  const cover = c ? catalogCoverPath(c) : null;
  const firstPlatform = c?.platforms[0] ? platformName(c.platforms[0]) : null;
  return {
    id,
    userId,
    slug,
    platform,
    catalogGameId: c?.id ?? null,
    title: (row.placeholderTitle && c ? c.title : row.title).slice(0, TITLE_MAX),
    genres: labels(row.genres.length > 0 ? row.genres : (c?.genres ?? []), GENRE_LIMITS),
    releaseYear: row.releaseYear ?? c?.year ?? null,
    imageUrl: cover && (platform === firstPlatform ? cover : coverForPlatform(cover, platform)),
    status: row.status ?? "BACKLOG",
    rating: row.rating,
    playTime: (row.minutes ?? 0) / 60,
    notes: row.notes?.slice(0, NOTES_MAX) ?? null,
    startDate: day(row.startDate),
    completedDate: row.startDate && row.completedDate && row.completedDate < row.startDate ? null : day(row.completedDate),
    customTags: labels(row.tags, TAG_LIMITS),
    developer: c?.developers.join(", ") || null,
    publisher: c?.publishers.join(", ") || null,
    description: c?.description ?? null,
    rawgId: c?.rawgId ?? null,
    metacritic: c?.metacritic ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

const linkValues = (p: PlannedRow): LinkValues => ({ status: p.row.status, rating: p.row.rating, notes: p.row.notes, minutes: p.row.minutes });
/** Field by field (a stored link's JSON comes back with its keys in the database's order). */
const sameValues = (a: LinkValues, b: LinkValues) => a.status === b.status && a.rating === b.rating && a.notes === b.notes && a.minutes === b.minutes;

/** The slugs a library has used (a new game's slug must differ from each); applying adds to it. */
export const takenSlugs = (library: LibraryRow[]) => new Set(library.flatMap((g) => [g.slug, ...g.previousSlugs]));

export const emptyLog = (): ChangeLog => ({ added: [], updated: [], sessions: [], links: [] });
export const joinLogs = (a: ChangeLog, b: ChangeLog): ChangeLog => ({
  added: [...a.added, ...b.added],
  updated: [...a.updated, ...b.updated],
  sessions: [...a.sessions, ...b.sessions],
  links: [...a.links, ...b.links],
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
): Promise<{ log: ChangeLog; gameIds: Map<string, string> }> {
  const { userId, now } = ctx;
  const log = emptyLog();
  /** Source key → the library game it is now (Savepoint's journal and reviews name games by it). */
  const gameIds = new Map<string, string>();
  const { taken } = ctx;
  const games: Prisma.LibraryGameCreateManyInput[] = [];
  const history: Prisma.StatusChangeCreateManyInput[] = [];
  const sessions: Prisma.PlaySessionCreateManyInput[] = [];
  const links: { key: string; gameId: string; values: LinkValues }[] = [];
  const current = new Map(ctx.library.map((g) => [g.id, g]));

  for (const p of planned) {
    if (p.action === "skip") continue;
    if (p.action === "add") {
      const id = randomUUID();
      const platform = p.row.platform ?? (p.catalog?.platforms[0] ? platformName(p.catalog.platforms[0]) : null) ?? "Other";
      const title = p.row.placeholderTitle && p.catalog ? p.catalog.title : p.row.title;
      const slug = pickSlug(slugCandidates({ id, title, platform }, p.catalog?.slug), taken, id);
      taken.add(slug);
      const { game, kept } = settled(newGame(p, userId, id, slug, platform, now));
      games.push(game);
      const full = p.row.full;
      if (full && full.statusHistory.length > 0) for (const h of full.statusHistory) history.push({ gameId: id, status: h.status, at: new Date(h.at) });
      else history.push({ gameId: id, status: game.status as GameStatus, at: now });
      // What the file gave that the game's status hides is kept by its latest history entry (ADR 017).
      if (kept) history[history.length - 1]!.kept = kept;
      for (const s of full?.playSessions ?? []) {
        sessions.push({ gameId: id, userId, date: day(s.date)!, minutes: s.minutes, note: s.note, createdAt: new Date(s.createdAt) });
      }
      log.added.push(id);
      gameIds.set(p.row.key, id);
      links.push({ key: p.row.key, gameId: id, values: linkValues(p) });
      continue;
    }
    const target = current.get(p.targetId!)!;
    gameIds.set(p.row.key, target.id);
    const c = p.changes;
    const before: Fields = {};
    const after: Fields = {};
    if (c.status) [before.status, after.status] = [target.status, c.status];
    if (c.rating !== undefined) [before.rating, after.rating] = [target.rating, c.rating];
    if (c.notes !== undefined) [before.notes, after.notes] = [target.notes, c.notes.slice(0, NOTES_MAX)];
    if (c.startDate) [before.startDate, after.startDate] = [ymd(target.startDate), c.startDate];
    if (c.completedDate) [before.completedDate, after.completedDate] = [ymd(target.completedDate), c.completedDate];
    const { data, kept } = await editedGame(tx, target, after, now);
    if (c.sessionMinutes) {
      const id = randomUUID();
      sessions.push({
        id,
        gameId: target.id,
        userId,
        date: day(c.sessionDate)!,
        minutes: c.sessionMinutes,
        note: `Imported from ${ctx.source}`,
        createdAt: now,
      });
      log.sessions.push({ id, gameId: target.id, minutes: c.sessionMinutes });
      data.playTime = addMinutes((data.playTime as number | undefined) ?? target.playTime, c.sessionMinutes);
    }
    if (Object.keys(data).length > 0) {
      await tx.libraryGame.update({ where: { id: target.id }, data, select: { id: true } });
      if (c.status) history.push({ gameId: target.id, status: c.status, at: now, kept: kept ?? undefined });
      if (Object.keys(after).length > 0) log.updated.push({ id: target.id, before, after });
    }
    const prev = ctx.links.get(p.row.key) ?? null;
    const values = linkValues(p);
    if (!prev || prev.libraryGameId !== target.id || !sameValues(prev.imported, values)) {
      links.push({ key: p.row.key, gameId: target.id, values });
      log.links.push({ key: p.row.key, before: prev });
    }
  }

  await inChunks(games, (chunk) => tx.libraryGame.createMany({ data: chunk }));
  await inChunks(history, (chunk) => tx.statusChange.createMany({ data: chunk }));
  await inChunks(sessions, (chunk) => tx.playSession.createMany({ data: chunk }));
  await inChunks(links, async (chunk) => {
    await tx.importLink.deleteMany({ where: { userId, source: ctx.source, sourceKey: { in: chunk.map((l) => l.key) } } });
    await tx.importLink.createMany({
      data: chunk.map((l) => ({
        userId,
        source: ctx.source,
        sourceKey: l.key,
        libraryGameId: l.gameId,
        imported: l.values as unknown as Prisma.InputJsonValue,
        updatedAt: now,
      })),
    });
  });
  return { log, gameIds };
}

/**
 * An import's (or its undo's) edit of a game the user has, by the games feature's rules: a status change
 * moves what the new status hides into its history entry and brings back what it shows (ADR 017).
 */
async function editedGame(
  tx: Tx,
  game: LibraryRow,
  edit: Fields,
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

/** Reverses a change log: sessions removed (their minutes taken off), fields restored if still as imported, added games deleted, links put back. */
export async function undoLog(tx: Tx, userId: string, source: string, log: ChangeLog, at: Date): Promise<void> {
  const added = new Set(log.added);
  for (const s of log.sessions) {
    if (added.has(s.gameId)) continue;
    const { count } = await tx.playSession.deleteMany({ where: { id: s.id, userId } });
    const game = count > 0 ? await tx.libraryGame.findFirst({ where: { id: s.gameId, userId }, select: { playTime: true } }) : null;
    if (game) await tx.libraryGame.update({ where: { id: s.gameId }, data: { playTime: addMinutes(game.playTime, -s.minutes) }, select: { id: true } });
  }
  for (const u of log.updated) {
    const game = await tx.libraryGame.findFirst({ where: { id: u.id, userId }, select: LIBRARY_SELECT });
    if (!game) continue;
    const now: Fields = { status: game.status, rating: game.rating, notes: game.notes, startDate: ymd(game.startDate), completedDate: ymd(game.completedDate) };
    const restore: Fields = {};
    for (const k of Object.keys(u.after) as (keyof Fields)[]) if (now[k] === u.after[k]) (restore as Record<string, unknown>)[k] = u.before[k];
    if (Object.keys(restore).length === 0) continue;
    const { data, kept } = await editedGame(tx, game, restore, at);
    if (Object.keys(data).length > 0) await tx.libraryGame.update({ where: { id: u.id }, data, select: { id: true } });
    if (typeof data.status === "string") await tx.statusChange.create({ data: { gameId: u.id, status: data.status, kept: kept ?? undefined } });
  }
  await inChunks(log.added, (ids) => tx.libraryGame.deleteMany({ where: { userId, id: { in: ids } } }));
  for (const l of log.links) {
    await tx.importLink.deleteMany({ where: { userId, source, sourceKey: l.key } });
    if (l.before) {
      const exists = await tx.libraryGame.count({ where: { id: l.before.libraryGameId, userId } });
      if (exists) {
        await tx.importLink.create({
          data: { userId, source, sourceKey: l.key, libraryGameId: l.before.libraryGameId, imported: l.before.imported as unknown as Prisma.InputJsonValue },
        });
      }
    }
  }
}
