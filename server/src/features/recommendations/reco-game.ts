// A catalog game as the recommender sees it (RecoGame), the rules read off a catalog row (which rows
// may be recommended, how well known a game is, which description words count), and title checks by hash.
import { UNKNOWN_GENRE } from "@savepoint/common";
import type { CatalogFactsRow } from "../catalog/index.ts";
import { descriptionWords } from "./keywords.ts";

/** What the recommender reads of a catalog game (a CatalogFactsRow without its sync time; the description optional). */
export type RecoCatalogRow = Omit<CatalogFactsRow, "updatedAt" | "description"> & { description?: string | null };

/** What a list and its cards read of the row (made from the columns when a list reads it). */
export type RecoRow = Pick<
  RecoCatalogRow,
  "id" | "slug" | "title" | "year" | "platforms" | "genres" | "developers" | "publishers" | "series" | "metacritic" | "rating" | "coverUrl"
>;

export interface RecoGame {
  id: number;
  /** What the cards read of the row (names and lists shared between games: never change them). */
  row: RecoRow;
  /** What scoring reads of it, without making the row: the same as row.year, row.metacritic, row.rating and row.platforms. */
  year: number | null;
  metacritic: number | null;
  rating: number | null;
  platforms: readonly string[];
  /** The description's distinct words (vocabulary numbers), but those of its own title and series. */
  words: Uint32Array;
  /** Lower-cased genre, developer and publisher names; the series lower-cased or null. */
  genres: string[];
  developers: string[];
  publishers: string[];
  series: string | null;
  normalizedTitle: string;
  /** titleHash(normalizedTitle), kept with the game: most title comparisons end on it. */
  titleHash: number;
  /** 0–1: critic score, else players' rating, else a prior (curated rows near the median, retro lists low). */
  quality: number;
  /** YYYY-MM-DD; the 1st of January of its year when only the year is known (the earliest it can be); or null. */
  released: string | null;
}

/** Rows with these flags are never recommended (hidden rows neither). */
const NEVER = new Set(["nongame", "homebrew", "unlicensed", "pirate", "duplicate"]);
export const key = (s: string) => s.trim().toLowerCase();

export const genreKey = (g: string): string | null => {
  const k = key(g);
  return k === "" || k === UNKNOWN_GENRE ? null : k;
};

export function qualityOf(r: RecoCatalogRow): number {
  if (r.metacritic !== null) return Math.min(1, Math.max(0, r.metacritic / 100));
  if (r.rating !== null) return Math.min(1, Math.max(0, r.rating / 5));
  // No score: a curated game is presumed as good as the catalog's median, a retro-list row much less.
  return r.source === "mame" ? 0.2 : 0.72;
}

/** A description naming the game's own title or series says nothing about what it is like: those words are left out. */
export function ownWordsLeftOut(row: Pick<RecoCatalogRow, "title" | "series">, words: string[]): string[] {
  const own = new Set(descriptionWords(`${row.title} ${row.series ?? ""}`));
  return words.filter((w) => !own.has(w));
}

/** FNV-1a of a normalised title: two games with different hashes certainly have different titles. */
export function titleHash(normalized: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < normalized.length; i++) h = Math.imul(h ^ normalized.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** Normalised titles, asked about a game by its title hash first (its normalised title is made only on a match). */
export class TitleSet {
  private readonly hashes = new Set<number>();
  private readonly titles = new Set<string>();

  constructor(titles: Iterable<string> = []) {
    for (const t of titles) this.add(t);
  }

  add(normalized: string): void {
    this.hashes.add(titleHash(normalized));
    this.titles.add(normalized);
  }

  hasGame(g: Pick<RecoGame, "titleHash" | "normalizedTitle">): boolean {
    return this.hashes.has(g.titleHash) && this.titles.has(g.normalizedTitle);
  }
}

export const recommendable = (row: Pick<RecoCatalogRow, "hidden" | "flags">) => !row.hidden && !row.flags.some((f) => NEVER.has(f));
