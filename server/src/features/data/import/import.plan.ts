// What an import does with each row, decided without writing: a pure function of the rows, the user's
// library, the links earlier imports left and the catalog games found. Preview and apply both run it
// (apply again inside its transaction, on the library as it is then).
import { DATA_TEXTS, statusShows, type GameStatus, type ImportAction, type ImportOutcome } from "@savepoint/common";
import { foldText, normalizeTitle } from "../../../lib/text.ts";
import { compactTitle, type CatalogMatch } from "../../catalog/index.ts";
import { sharedKey, type LibraryRow } from "../../games/index.ts";
import type { WishlistRow } from "../../wishlist/index.ts";
import type { LinkValues } from "./import.queries.ts";
import { platformName, type ImportRow } from "./rows.ts";

/** What an update writes to an existing game. */
export interface GameChanges {
  status?: GameStatus;
  rating?: number;
  notes?: string;
  startDate?: string;
  completedDate?: string;
  /** A play session of this many minutes on `sessionDate` (play time grown in the source since the last import). */
  sessionMinutes?: number;
  sessionDate?: string;
}

export interface PlannedRow {
  row: ImportRow;
  outcome: ImportOutcome;
  action: ImportAction;
  reason: string | null;
  matchedBy: string | null;
  catalog: CatalogMatch | null;
  /** The existing library game a matched row updates (or leaves as it is). */
  targetId: string | null;
  changes: GameChanges;
  /** Where the row's review text goes (`row.review`): the player's review, or the game's notes; null without one. */
  reviewTo: "review" | "notes" | null;
  /** The review the row writes (through the reviews feature, after its game): its rating is the game's. */
  review: { rating: number; text: string } | null;
  /** The copies of the library the row matches when more than one (the player may choose which it updates). */
  copies: LibraryRow[] | null;
}

export interface PlanState {
  library: LibraryRow[];
  links: Map<string, { libraryGameId: string; imported: LinkValues }>;
  catalog: CatalogMatch[];
  today: string;
  /** The user's reviews by shared game: their text (read only when a row has a review). */
  reviews?: Map<string, string>;
  /** The player's choice, by row line, of the copy a row matching several updates (null: none). */
  choices?: ReadonlyMap<number, string | null>;
  /** The player's wishlist: a row of a game wanted that is on it already changes nothing. */
  wishlist?: WishlistRow[];
}

/** What the catalog look-ups need from the rows: ids, slugs and compacted titles. */
export function lookupKeys(rows: ImportRow[]) {
  const igdb = new Set<number>();
  const steam = new Set<number>();
  const slugs = new Set<string>();
  const titles = new Set<string>();
  for (const r of rows) {
    if (r.ids.igdb) igdb.add(r.ids.igdb);
    if (r.ids.steam) steam.add(r.ids.steam);
    if (r.full?.catalog) slugs.add(r.full.catalog.slug);
    for (const t of [compactTitle(r.title), compactTitle(foldText(r.title))]) if (t) titles.add(t);
  }
  return { igdb: [...igdb], steam: [...steam], slugs: [...slugs], titles: [...titles] };
}

const samePlatform = (a: string | null, b: string) => a === null || a.toLowerCase() === b.toLowerCase();
const playedOn = (c: CatalogMatch, platform: string | null) =>
  platform !== null && c.platforms.some((p) => platformName(p)?.toLowerCase() === platform.toLowerCase());

function catalogIndex(catalog: CatalogMatch[]) {
  const bySlug = new Map<string, CatalogMatch>();
  const byIgdb = new Map<number, CatalogMatch>();
  const bySteam = new Map<number, CatalogMatch>();
  const sorted = [...catalog].sort((a, b) => a.id - b.id);
  for (const c of sorted) {
    bySlug.set(c.slug, c);
    if (c.igdbId && !byIgdb.has(c.igdbId)) byIgdb.set(c.igdbId, c);
    if (c.steamAppId && !bySteam.has(c.steamAppId)) bySteam.set(c.steamAppId, c);
  }
  const byTitle = groupBy(sorted, (c) => normalizeTitle(c.title));
  return (row: ImportRow): { game: CatalogMatch; by: string } | null => {
    const slug = row.full?.catalog?.slug;
    if (slug && bySlug.has(slug)) return { game: bySlug.get(slug)!, by: "catalog" };
    if (row.ids.igdb && byIgdb.has(row.ids.igdb)) return { game: byIgdb.get(row.ids.igdb)!, by: "igdb" };
    if (row.ids.steam && bySteam.has(row.ids.steam)) return { game: bySteam.get(row.ids.steam)!, by: "steam" };
    const named = byTitle.get(normalizeTitle(row.title)) ?? [];
    const game = named.find((c) => playedOn(c, row.platform)) ?? named[0];
    return game ? { game, by: "title" } : null;
  };
}

/** Fields a game takes from a linked source: only those the user has not changed since the last import. */
function linkedChanges(row: ImportRow, game: LibraryRow, prev: LinkValues, today: string): GameChanges {
  const c: GameChanges = {};
  if (row.status && game.status === prev.status && row.status !== game.status) c.status = row.status;
  if (row.rating !== null && game.rating === prev.rating && row.rating !== game.rating) c.rating = row.rating;
  if (row.notes !== null && game.notes === prev.notes && row.notes !== game.notes) c.notes = row.notes;
  const grown = (row.minutes ?? 0) - (prev.minutes ?? 0);
  if (grown > 0) {
    c.sessionMinutes = grown;
    c.sessionDate = row.lastPlayed ?? today;
  }
  return fillDates(c, row, game);
}

/** A game the user already had, first met by an import: only what it lacks is filled. */
function fillChanges(row: ImportRow, game: LibraryRow, today: string): GameChanges {
  const c: GameChanges = {};
  if (row.rating !== null && game.rating === null) c.rating = row.rating;
  if (row.notes !== null && game.notes === null) c.notes = row.notes;
  if ((row.minutes ?? 0) > 0 && game.playTime === 0) {
    c.sessionMinutes = row.minutes!;
    c.sessionDate = row.lastPlayed ?? today;
  }
  return fillDates(c, row, game);
}

function fillDates(c: GameChanges, row: ImportRow, game: LibraryRow): GameChanges {
  if (row.startDate && !game.startDate && (!game.completedDate || row.startDate <= game.completedDate.toISOString().slice(0, 10))) c.startDate = row.startDate;
  if (row.completedDate && !game.completedDate && (!game.startDate || row.completedDate >= game.startDate.toISOString().slice(0, 10))) {
    c.completedDate = row.completedDate;
  }
  return c;
}

/** The changes the game's status (after the row's own status change) keeps: a value it hides is not written (ADR 017). */
function keptByStatus(c: GameChanges, current: GameStatus): GameChanges {
  const status = c.status ?? current;
  const out: GameChanges = { ...c };
  if (!statusShows(status, "rating")) delete out.rating;
  if (!statusShows(status, "startDate")) delete out.startDate;
  if (!statusShows(status, "completedDate")) delete out.completedDate;
  if (!statusShows(status, "playTime")) {
    delete out.sessionMinutes;
    delete out.sessionDate;
  }
  return out;
}

const STATUS_WORDS: Record<GameStatus, string> = { BACKLOG: "Backlog", IN_PROGRESS: "In Progress", COMPLETED: "Completed", ABANDONED: "Abandoned" };

/** Why a row that matches several copies of a game was left out. */
function manyCopies(copies: LibraryRow[], status: GameStatus | null): string {
  const which = copies.map((g) => `${g.platform}, ${STATUS_WORDS[g.status as GameStatus] ?? g.status}`).join("; ");
  return `Matches ${copies.length} copies in your library (${which})${status ? `, none of them ${STATUS_WORDS[status]}` : ""}: not imported, so no copy gets another's progress`;
}

const describe = (c: GameChanges) =>
  [
    c.status && `status → ${c.status}`,
    c.rating && `rating → ${c.rating}`,
    c.notes && "notes",
    c.startDate && "start date",
    c.completedDate && "completion date",
    c.sessionMinutes && `+${c.sessionMinutes} min session`,
  ]
    .filter(Boolean)
    .join(", ");

function groupBy<T>(items: T[], keyOf: (item: T) => string | null): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = keyOf(item);
    if (k === null) continue;
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export function planImport(rows: ImportRow[], state: PlanState): PlannedRow[] {
  const findCatalog = catalogIndex(state.catalog);
  const wished = new Set((state.wishlist ?? []).map((w) => (w.catalogGameId === null ? `title:${normalizeTitle(w.title)}` : `catalog:${w.catalogGameId}`)));
  const games = new Map(state.library.map((g) => [g.id, g]));
  const seenKeys = new Map<string, number>();
  const claimed = new Map<string, number>();
  const byCatalog = groupBy(state.library, (g) => (g.catalogGameId === null ? null : String(g.catalogGameId)));
  const byTitle = groupBy(state.library, (g) => normalizeTitle(g.title));
  /** The copies a row could be: of its catalog game, else of its title, on its platform (any when it names none). */
  const libraryMatches = (row: ImportRow, catalogId: number | null) => {
    const ofCatalog = catalogId === null ? [] : (byCatalog.get(String(catalogId)) ?? []).filter((g) => samePlatform(row.platform, g.platform));
    return ofCatalog.length > 0 ? ofCatalog : (byTitle.get(normalizeTitle(row.title)) ?? []).filter((g) => samePlatform(row.platform, g.platform));
  };

  return rows.map((row): PlannedRow => {
    const base: Omit<PlannedRow, "outcome" | "action"> = {
      row,
      reason: null,
      matchedBy: null,
      catalog: null,
      targetId: null,
      changes: {},
      reviewTo: null,
      review: null,
      copies: null,
    };
    const skip = (reason: string): PlannedRow => ({ ...base, outcome: "skipped", action: "skip", reason });
    if (row.skip) return skip(row.skip);
    if (row.title === "") return skip("No title");
    const dup = seenKeys.get(row.key);
    if (dup !== undefined) return skip(`The same game as row ${dup}`);
    seenKeys.set(row.key, row.line);

    const link = state.links.get(row.key);
    const linked = link ? games.get(link.libraryGameId) : undefined;
    const found = linked ? null : findCatalog(row);
    const copies = linked ? [linked] : libraryMatches(row, found?.game.id ?? null);
    // More than one copy: the one the player chose, else the one whose status agrees with the row, else
    // none (the preview says why, and lists the copies to choose from).
    if (copies.length > 1) base.copies = copies;
    const chosen = copies.length > 1 ? state.choices?.get(row.line) : undefined;
    if (chosen === null) return skip(DATA_TEXTS.noCopyChosen);
    const target = chosen !== undefined ? copies.find((g) => g.id === chosen) : copies.length > 1 ? copies.find((g) => g.status === row.status) : copies[0];
    if (chosen !== undefined && !target) return skip(DATA_TEXTS.chosenCopyGone);
    if (copies.length > 1 && !target) return skip(manyCopies(copies, row.status));
    // Two rows of one file never become (or update) one game twice.
    const claimKey = target
      ? `g:${target.id}`
      : row.wishlist
        ? `wish:${found ? found.game.id : normalizeTitle(row.title)}`
        : found
          ? `catalog:${found.game.id}|${(row.platform ?? found.game.platforms[0] ?? "").toLowerCase()}`
          : `t:${normalizeTitle(row.title)}|${row.platform ?? ""}`;
    const claimedBy = claimed.get(claimKey);
    if (claimedBy !== undefined) return skip(`The same game as row ${claimedBy}`);
    claimed.set(claimKey, row.line);

    if (target) {
      const changesOf = (r: ImportRow) =>
        keptByStatus(linked ? linkedChanges(r, target, link!.imported, state.today) : fillChanges(r, target, state.today), target.status as GameStatus);
      let changes = changesOf(row);
      const to = reviewTo(row, changes.status ?? (target.status as GameStatus), changes.rating ?? target.rating, sharedKey(target), state.reviews);
      // A review leaves the notes: the changes are those of the row without it.
      if (to.row !== row) changes = changesOf(to.row);
      const text = describe(changes);
      return {
        ...base,
        row: to.row,
        ...to.review,
        outcome: "matched",
        action: text ? "update" : "unchanged",
        reason: text || null,
        matchedBy: "library",
        targetId: target.id,
        changes,
      };
    }
    // A game the source lists as wanted, and the library does not have: the wishlist's (issue 33).
    if (row.wishlist) {
      if (wished.has(found ? `catalog:${found.game.id}` : `title:${normalizeTitle(row.title)}`)) {
        return {
          ...base,
          outcome: found ? "matched" : "created",
          action: "unchanged",
          matchedBy: found?.by ?? null,
          catalog: found?.game ?? null,
          reason: "Already on your wishlist",
        };
      }
      return found
        ? { ...base, outcome: "matched", action: "wishlist", matchedBy: found.by, catalog: found.game, reason: "To your wishlist" }
        : { ...base, outcome: "created", action: "wishlist", reason: "Not in the catalog: to your wishlist by its title" };
    }
    const to = reviewTo(
      row,
      row.status ?? "BACKLOG",
      row.rating,
      found ? sharedKey({ catalogGameId: found.game.id, slug: found.game.slug }) : null,
      state.reviews,
    );
    if (found) return { ...base, row: to.row, ...to.review, outcome: "matched", action: "add", matchedBy: found.by, catalog: found.game };
    return { ...base, row: to.row, ...to.review, outcome: "created", action: "add", reason: "Not in the catalog: added as your own game" };
  });
}

/**
 * Where a row's review text goes: the player's review when the game ends Completed, the row rates it and
 * the game has no review yet (or has this very one: imported before); else its notes. As a review it
 * leaves the notes (the row returned holds the others only).
 */
function reviewTo(
  row: ImportRow,
  status: GameStatus,
  rating: number | null,
  key: string | null,
  reviews: Map<string, string> | undefined,
): { row: ImportRow; review: Pick<PlannedRow, "reviewTo" | "review"> } {
  if (!row.review) return { row, review: { reviewTo: null, review: null } };
  const existing = key === null ? undefined : reviews?.get(key);
  if (status === "COMPLETED" && row.rating !== null && rating !== null && (existing === undefined || existing === row.review.text)) {
    return { row: { ...row, notes: row.review.otherNotes }, review: { reviewTo: "review", review: { rating, text: row.review.text } } };
  }
  return { row, review: { reviewTo: "notes", review: null } };
}
