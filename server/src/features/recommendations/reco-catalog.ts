// The catalog as recommendations read it: every game that may be recommended (no hidden, non-game,
// homebrew, unlicensed or pirate rows), with postings from each genre, series, developer and
// publisher to its games, best known first, so a list's candidates come from a few short postings
// instead of a scan of the whole catalog. Genres and companies are compared by lower-cased name, and
// descriptions by their distinctive words (numbered; the text itself is not kept).
import { UNKNOWN_GENRE } from "@savepoint/common";
import { normalizeTitle } from "../../lib/text.ts";
import type { CatalogFactsRow } from "../catalog/index.ts";
import { Vocabulary, descriptionWords } from "./keywords.ts";

/** What the recommender reads of a catalog game (a CatalogFactsRow without its sync time; the description optional). */
export type RecoCatalogRow = Omit<CatalogFactsRow, "updatedAt" | "description"> & { description?: string | null };

/** What a list and its cards read of the row (the rest is left out: one of these per recommendable game is kept). */
export type RecoRow = Pick<
  RecoCatalogRow,
  "id" | "slug" | "title" | "year" | "platforms" | "genres" | "developers" | "publishers" | "series" | "metacritic" | "rating" | "coverUrl"
>;

export interface RecoGame {
  id: number;
  /** What the lists and cards read of the row (names and lists shared between games: never change them). */
  row: RecoRow;
  /** The description's distinct words (vocabulary numbers), but those of its own title and series. */
  words: Uint32Array;
  /** Lower-cased genre, developer and publisher names; the series lower-cased or null. */
  genres: string[];
  developers: string[];
  publishers: string[];
  series: string | null;
  normalizedTitle: string;
  /** 0–1: critic score, else players' rating, else a prior (curated rows near the median, retro lists low). */
  quality: number;
  /** YYYY-MM-DD; the 1st of January of its year when only the year is known (the earliest it can be); or null. */
  released: string | null;
}

/** Rows with these flags are never recommended (hidden rows neither). */
const NEVER = new Set(["nongame", "homebrew", "unlicensed", "pirate", "duplicate"]);
const key = (s: string) => s.trim().toLowerCase();

export const genreKey = (g: string): string | null => {
  const k = key(g);
  return k === "" || k === UNKNOWN_GENRE ? null : k;
};

function qualityOf(r: RecoCatalogRow): number {
  if (r.metacritic !== null) return Math.min(1, Math.max(0, r.metacritic / 100));
  if (r.rating !== null) return Math.min(1, Math.max(0, r.rating / 5));
  // No score: a curated game is presumed as good as the catalog's median, a retro-list row much less.
  return r.source === "mame" ? 0.2 : 0.72;
}

/** A description naming the game's own title or series says nothing about what it is like: those words are left out. */
function ownWordsLeftOut(row: Pick<RecoCatalogRow, "title" | "series">, words: string[]): string[] {
  const own = new Set(descriptionWords(`${row.title} ${row.series ?? ""}`));
  return words.filter((w) => !own.has(w));
}

/**
 * One copy of each name and of each list of names for the whole catalog: tens of thousands of games
 * share a few thousand genre, platform and company lists, which every row read from the database
 * would otherwise bring as fresh strings and arrays. The lists handed out are frozen.
 */
export class Interner {
  private readonly strings = new Map<string, string>();
  private readonly lists = new Map<string, readonly string[]>();

  str(s: string): string;
  str(s: string | null): string | null;
  str(s: string | null): string | null {
    if (s === null) return null;
    const kept = this.strings.get(s);
    if (kept !== undefined) return kept;
    this.strings.set(s, s);
    return s;
  }

  list(items: readonly string[]): string[] {
    const k = items.join("\u0000");
    let kept = this.lists.get(k);
    if (kept === undefined) this.lists.set(k, (kept = Object.freeze(items.map((s) => this.str(s)))));
    return kept as string[];
  }
}

export function toRecoGame(full: RecoCatalogRow, vocabulary: Vocabulary = new Vocabulary(), names: Interner = new Interner()): RecoGame {
  // A literal of the fields kept (one object shape for every game; the sync time, flags and description stay out).
  const row: RecoRow = {
    id: full.id,
    slug: full.slug,
    title: full.title,
    year: full.year,
    platforms: names.list(full.platforms),
    genres: names.list(full.genres),
    developers: names.list(full.developers),
    publishers: names.list(full.publishers),
    series: names.str(full.series),
    metacritic: full.metacritic,
    rating: full.rating,
    coverUrl: full.coverUrl,
  };
  const released = full.released ?? (full.year !== null ? `${full.year}-01-01` : null);
  return {
    id: row.id,
    row,
    words: vocabulary.idsOf(ownWordsLeftOut(row, descriptionWords(full.description))),
    genres: names.list([...new Set(row.genres.map(genreKey).filter((g): g is string => g !== null))]),
    developers: names.list([...new Set(row.developers.map(key).filter(Boolean))]),
    publishers: names.list([...new Set(row.publishers.map(key).filter(Boolean))]),
    series: row.series ? names.str(key(row.series)) : null,
    normalizedTitle: normalizeTitle(row.title),
    quality: qualityOf(full),
    released: released && names.str(released),
  };
}

export const recommendable = (row: Pick<RecoCatalogRow, "hidden" | "flags">) => !row.hidden && !row.flags.some((f) => NEVER.has(f));

type Postings = Map<string, RecoGame[]>;
interface AllPostings {
  genre: Postings;
  series: Postings;
  developer: Postings;
  publisher: Postings;
  /** Per word that tells games apart, its games best known first. */
  word: Map<number, RecoGame[]>;
  /** Per word, how much sharing it says (log of its rarity), 0 for words too rare or too common. */
  weight: Float32Array;
}

/** A word in fewer descriptions than this tells nothing; in more than this share of them, too little. */
const WORD_MIN_GAMES = 2;
const WORD_MAX_SHARE = 0.04;
const WORD_MAX_GAMES_FLOOR = 40;

export class RecoCatalog {
  private readonly games = new Map<number, RecoGame>();
  private readonly vocabulary = new Vocabulary();
  private readonly names = new Interner();
  private postings: AllPostings | null = null;
  private acclaimed: RecoGame[] | null = null;
  private byRelease: RecoGame[] | null = null;

  constructor(rows: Iterable<RecoCatalogRow> = []) {
    this.upsertMany(rows);
  }

  get size(): number {
    return this.games.size;
  }

  /** Adds, replaces or (when no longer recommendable) removes games; postings are rebuilt on the next read. */
  upsertMany(rows: Iterable<RecoCatalogRow>): void {
    let changed = false;
    for (const row of rows) {
      changed = true;
      if (recommendable(row)) this.games.set(row.id, toRecoGame(row, this.vocabulary, this.names));
      else this.games.delete(row.id);
    }
    if (changed) {
      this.postings = null;
      this.acclaimed = null;
      this.byRelease = null;
    }
  }

  get(id: number): RecoGame | undefined {
    return this.games.get(id);
  }

  private index(): AllPostings {
    if (this.postings) return this.postings;
    const p: AllPostings = {
      genre: new Map(),
      series: new Map(),
      developer: new Map(),
      publisher: new Map(),
      word: new Map(),
      weight: new Float32Array(this.vocabulary.size),
    };
    const counts = new Uint32Array(this.vocabulary.size);
    let described = 0;
    const add = (m: Postings, k: string, g: RecoGame) => {
      const list = m.get(k);
      if (list) list.push(g);
      else m.set(k, [g]);
    };
    for (const g of this.games.values()) {
      for (const k of g.genres) add(p.genre, k, g);
      if (g.series) add(p.series, g.series, g);
      for (const k of g.developers) add(p.developer, k, g);
      for (const k of g.publishers) add(p.publisher, k, g);
      if (g.words.length) described++;
      for (const w of g.words) counts[w]!++;
    }
    const maxGames = Math.max(WORD_MAX_GAMES_FLOOR, described * WORD_MAX_SHARE);
    counts.forEach((n, w) => {
      if (n >= WORD_MIN_GAMES && n <= maxGames) p.weight[w] = Math.log(described / n);
    });
    for (const g of this.games.values()) {
      for (const w of g.words) {
        if (p.weight[w]! === 0) continue;
        const list = p.word.get(w);
        if (list) list.push(g);
        else p.word.set(w, [g]);
      }
    }
    for (const m of [p.genre, p.series, p.developer, p.publisher, p.word]) for (const list of m.values()) list.sort(bestKnownFirst);
    this.postings = p;
    return p;
  }

  /** Builds the postings now (after a load) rather than on the first list asked for. */
  prepare(): void {
    this.index();
  }

  /** The games of a genre, series, developer or publisher (lower-cased name), best known first. */
  posting(kind: "genre" | "series" | "developer" | "publisher", name: string): readonly RecoGame[] {
    return this.index()[kind].get(name) ?? [];
  }

  /** How much sharing a description word says (0: nothing), and the games whose descriptions have it, best known first. */
  wordWeight(word: number): number {
    return this.index().weight[word] ?? 0;
  }

  wordPosting(word: number): readonly RecoGame[] {
    return this.index().word.get(word) ?? [];
  }

  /** A description word's number, if any description has it. */
  wordId(word: string): number | undefined {
    return this.vocabulary.id(word);
  }

  /** Games critics or players rate highly (critic score ≥ minMetacritic or rating ≥ minRating), best first. */
  acclaimedGames(minMetacritic: number, minRating: number): readonly RecoGame[] {
    this.acclaimed ??= [...this.games.values()]
      .filter((g) => (g.row.metacritic ?? 0) >= minMetacritic || (g.row.rating ?? 0) >= minRating)
      .sort(bestKnownFirst);
    return this.acclaimed;
  }

  /** Games with a release date (or year) and a players' rating or critic score, newest first (trending's candidates). */
  newestReleases(): readonly RecoGame[] {
    this.byRelease ??= [...this.games.values()]
      .filter((g) => g.released !== null && (g.row.rating !== null || g.row.metacritic !== null))
      .sort((a, b) => (b.released! < a.released! ? -1 : b.released! > a.released! ? 1 : a.id - b.id));
    return this.byRelease;
  }
}

export function bestKnownFirst(a: RecoGame, b: RecoGame): number {
  return b.quality - a.quality || (b.row.year ?? 0) - (a.row.year ?? 0) || a.id - b.id;
}
