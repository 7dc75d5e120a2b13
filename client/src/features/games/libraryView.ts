// What My Games shows of the library: the search text, the sort and the filters, read from and written
// to the address (shareable, Back works, a reload keeps them), and applied to the list in the browser
// (a 2,000-game list filters and sorts in a few milliseconds; the server's list stays one cached answer).
import type { GameStatus, LibraryGameSummary } from "@savepoint/common";

export const SORTS = {
  added: "Date added",
  updated: "Last updated",
  played: "Last played",
  title: "Title",
  rating: "Rating",
  playTime: "Play time",
  year: "Release year",
} as const;
export type SortKey = keyof typeof SORTS;

export const STATUS_FILTERS: Record<GameStatus, string> = {
  BACKLOG: "Backlog",
  IN_PROGRESS: "In Progress",
  COMPLETED: "Completed",
  ABANDONED: "Abandoned",
};

export interface LibraryView {
  q: string;
  sort: SortKey;
  /** Ascending; each sort has its natural direction (newest, best, longest, A to Z) when unset. */
  asc: boolean;
  platform: string | null;
  genre: string | null;
  tag: string | null;
  /** Ratings 1–10, both ends included. */
  ratingMin: number | null;
  ratingMax: number | null;
  /** Only games completed 100%. */
  full: boolean;
  status: GameStatus | null;
}

/** The natural direction of each sort: A to Z for titles, the largest or newest first otherwise. */
const ASCENDING_BY_DEFAULT: ReadonlySet<SortKey> = new Set(["title"]);

const rating = (v: string | null): number | null => {
  const n = v === null ? NaN : Number(v);
  return Number.isInteger(n) && n >= 1 && n <= 10 ? n : null;
};

export function readView(params: URLSearchParams): LibraryView {
  const sort = (params.get("sort") ?? "added") as SortKey;
  const known = sort in SORTS ? sort : "added";
  const dir = params.get("dir");
  const status = params.get("status") as GameStatus | null;
  return {
    q: params.get("q") ?? "",
    sort: known,
    asc: dir === "asc" ? true : dir === "desc" ? false : ASCENDING_BY_DEFAULT.has(known),
    platform: params.get("platform") || null,
    genre: params.get("genre") || null,
    tag: params.get("tag") || null,
    ratingMin: rating(params.get("min")),
    ratingMax: rating(params.get("max")),
    full: params.get("full") === "1",
    status: status && status in STATUS_FILTERS ? status : null,
  };
}

/** `params` with the view written into it (defaults left out, so a plain My Games stays "/"). */
export function writeView(params: URLSearchParams, view: LibraryView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set("q", view.q.trim() ? view.q : null);
  set("sort", view.sort === "added" ? null : view.sort);
  set("dir", view.asc === ASCENDING_BY_DEFAULT.has(view.sort) ? null : view.asc ? "asc" : "desc");
  set("platform", view.platform);
  set("genre", view.genre);
  set("tag", view.tag);
  set("min", view.ratingMin === null ? null : String(view.ratingMin));
  set("max", view.ratingMax === null ? null : String(view.ratingMax));
  set("full", view.full ? "1" : null);
  set("status", view.status);
  return next;
}

/** How many filters (not the search text or the sort) the view applies. */
export function filterCount(view: LibraryView): number {
  return [view.platform, view.genre, view.tag, view.ratingMin ?? view.ratingMax, view.full || null, view.status].filter((v) => v !== null).length;
}

/** Lowercase, accents off: "Pokémon" and "pokemon" meet. */
export function fold(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/**
 * Whether a game answers the search text: every word of it in the title, the platform, the genre, a
 * tag or the notes (the card's excerpt, or the ids the server found in the whole notes).
 */
export function matchesText(game: LibraryGameSummary, words: readonly string[], notesIds?: ReadonlySet<string>): boolean {
  if (words.length === 0) return true;
  const text = fold([game.title, game.platform, game.genre ?? "", ...game.customTags, game.notesExcerpt ?? ""].join(" "));
  return words.every((w) => text.includes(w)) || (notesIds?.has(game.id) ?? false);
}

export function searchWords(q: string): string[] {
  return fold(q).split(/\s+/).filter(Boolean);
}

type Getter = (g: LibraryGameSummary) => string | number | null;
const SORT_VALUE: Record<SortKey, Getter> = {
  added: (g) => g.createdAt,
  updated: (g) => g.updatedAt,
  played: (g) => g.lastPlayed,
  title: (g) => fold(g.title),
  rating: (g) => g.rating,
  playTime: (g) => g.playTime,
  year: (g) => g.releaseYear,
};

/** The games the view shows, in its order; games with no value for the sort (no rating…) come last. */
export function applyView(games: readonly LibraryGameSummary[], view: LibraryView, notesIds?: ReadonlySet<string>): LibraryGameSummary[] {
  const words = searchWords(view.q);
  const kept = games.filter(
    (g) =>
      (view.platform === null || g.platform === view.platform) &&
      (view.genre === null || g.genre === view.genre) &&
      (view.tag === null || g.customTags.includes(view.tag)) &&
      (view.ratingMin === null || (g.rating !== null && g.rating >= view.ratingMin)) &&
      (view.ratingMax === null || (g.rating !== null && g.rating <= view.ratingMax)) &&
      (!view.full || g.completed100Percent) &&
      (view.status === null || g.status === view.status) &&
      matchesText(g, words, notesIds),
  );
  const value = SORT_VALUE[view.sort];
  const sign = view.asc ? 1 : -1;
  const keyed = kept.map((g, i) => ({ g, v: value(g), i }));
  keyed.sort((a, b) => {
    if (a.v === null || b.v === null) return a.v === b.v ? a.i - b.i : a.v === null ? 1 : -1;
    if (a.v !== b.v) return (a.v < b.v ? -1 : 1) * sign;
    return a.i - b.i; // the list's own order (newest first) breaks ties
  });
  return keyed.map((k) => k.g);
}

/** The distinct values of a field across the library, sorted, for the filters' choices. */
export function choices(games: readonly LibraryGameSummary[], pick: (g: LibraryGameSummary) => readonly (string | null)[]): string[] {
  const set = new Set<string>();
  for (const g of games) for (const v of pick(g)) if (v) set.add(v);
  return [...set].sort((a, b) => a.localeCompare(b));
}
