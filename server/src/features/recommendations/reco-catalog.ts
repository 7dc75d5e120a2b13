// The catalog as recommendations read it: every game that may be recommended (no hidden, non-game,
// homebrew, unlicensed or pirate rows), with postings from each genre, series, developer and
// publisher to its games, best known first, so a list's candidates come from a few short postings
// instead of a scan of the whole catalog. Genres and companies are compared by lower-cased name, and
// descriptions by their distinctive words (numbered; the text itself is not kept). Kept as columns
// (class Columns), so a catalog of 80,000 games costs a few MB and little garbage to build.
import { UNKNOWN_GENRE } from "@savepoint/common";
import { normalizeTitle, slugify } from "../../lib/text.ts";
import type { CatalogFactsRow } from "../catalog/index.ts";
import { Vocabulary, descriptionWords } from "./keywords.ts";

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

/** Equal names and lists of names stored once, by number (tens of thousands of games share a few thousand lists). */
class NameTable {
  readonly strings: (string | null)[] = [];
  readonly lists: (readonly string[])[] = [];
  private readonly stringNumbers = new Map<string, number>();
  private readonly listNumbers = new Map<string, number>();

  /** -1 for null. */
  str(s: string | null): number {
    if (s === null) return -1;
    let n = this.stringNumbers.get(s);
    if (n === undefined) {
      n = this.strings.push(s) - 1;
      this.stringNumbers.set(s, n);
    }
    return n;
  }

  list(items: readonly string[]): number {
    const k = items.join("\u0000");
    let n = this.listNumbers.get(k);
    if (n === undefined) {
      n = this.lists.push(Object.freeze([...items])) - 1;
      this.listNumbers.set(k, n);
    }
    return n;
  }
}

const NO_NUMBER = NaN;
const numberOrNull = (v: number) => (Number.isNaN(v) ? null : v);

/**
 * The catalog as columns, by slot: one typed array per field and the names as numbers into a
 * NameTable, not one object (and a row object, and a typed-array view) per game. A game is read back as
 * a short-lived GameView; the 80,000-title catalog holds a few MB this way instead of tens.
 */
class Columns {
  capacity = 0;
  /** Slots in use (dead ones included: a game no longer recommendable leaves a hole until the next full read). */
  count = 0;
  /** Live games. */
  live = 0;
  /**
   * Slots are found by id with a binary search of `ids`, which rises along the slots as the catalog is
   * read (by id): no map of 80,000 entries. A game first kept after a later one (it became recommendable)
   * is found in `laterSlots`.
   */
  private rising = 0;
  private readonly laterSlots = new Map<number, number>();
  readonly names = new NameTable();
  readonly vocabulary = new Vocabulary();
  titles: (string | undefined)[] = [];
  /** Slugs that are not slugify(title), and provider covers, by slot (most games have neither). */
  readonly slugs = new Map<number, string>();
  readonly covers = new Map<number, string>();
  alive = new Uint8Array(0);
  ids = new Int32Array(0);
  year = new Float64Array(0);
  metacritic = new Float64Array(0);
  rating = new Float64Array(0);
  quality = new Float64Array(0);
  titleHash = new Int32Array(0);
  /** NameTable numbers: strings (-1: null) … */
  released = new Int32Array(0);
  series = new Int32Array(0);
  seriesKey = new Int32Array(0);
  /** … and lists. */
  platforms = new Int32Array(0);
  genres = new Int32Array(0);
  developers = new Int32Array(0);
  publishers = new Int32Array(0);
  genreKeys = new Int32Array(0);
  developerKeys = new Int32Array(0);
  publisherKeys = new Int32Array(0);
  /** Each game's description words: wordCount numbers from wordStart in wordData. */
  wordStart = new Uint32Array(0);
  wordCount = new Uint8Array(0);
  wordData = new Uint32Array(4096);
  wordsUsed = 0;

  /** The slot of a game ever kept (alive or not), or -1. */
  slotOf(id: number): number {
    let lo = 0;
    let hi = this.rising - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = this.ids[mid]!;
      if (at === id) return mid;
      if (at < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return this.laterSlots.get(id) ?? -1;
  }

  private grow(min: number): void {
    this.resize(Math.max(min, Math.ceil(this.capacity * 1.5) + 1024));
  }

  /** Gives back the room grown ahead (after a full read). */
  trim(): void {
    if (this.capacity > this.count + 1024) this.resize(this.count);
    if (this.wordData.length > this.wordsUsed + 4096) this.wordData = this.wordData.slice(0, this.wordsUsed);
  }

  private resize(size: number): void {
    const more = <T extends Float64Array | Int32Array | Uint32Array | Uint8Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(size);
      b.set(a.subarray(0, Math.min(a.length, size)));
      return b;
    };
    this.alive = more(this.alive);
    this.ids = more(this.ids);
    this.year = more(this.year);
    this.metacritic = more(this.metacritic);
    this.rating = more(this.rating);
    this.quality = more(this.quality);
    this.titleHash = more(this.titleHash);
    this.released = more(this.released);
    this.series = more(this.series);
    this.seriesKey = more(this.seriesKey);
    this.platforms = more(this.platforms);
    this.genres = more(this.genres);
    this.developers = more(this.developers);
    this.publishers = more(this.publishers);
    this.genreKeys = more(this.genreKeys);
    this.developerKeys = more(this.developerKeys);
    this.publisherKeys = more(this.publisherKeys);
    this.wordStart = more(this.wordStart);
    this.wordCount = more(this.wordCount);
    this.capacity = size;
  }

  private keepWords(slot: number, words: readonly string[]): void {
    if (this.wordsUsed + words.length > this.wordData.length) {
      const data = new Uint32Array(Math.max(this.wordsUsed + words.length, Math.ceil(this.wordData.length * 1.5)));
      data.set(this.wordData.subarray(0, this.wordsUsed));
      this.wordData = data;
    }
    this.wordStart[slot] = this.wordsUsed;
    this.wordCount[slot] = words.length;
    for (const w of words) this.wordData[this.wordsUsed++] = this.vocabulary.number(w);
  }

  put(full: RecoCatalogRow): void {
    let slot = this.slotOf(full.id);
    if (slot < 0) {
      slot = this.count++;
      if (slot >= this.capacity) this.grow(slot + 1);
      if (slot === this.rising && (slot === 0 || this.ids[slot - 1]! < full.id)) this.rising++;
      else this.laterSlots.set(full.id, slot);
    }
    const n = this.names;
    if (!this.alive[slot]) this.live++;
    this.alive[slot] = 1;
    this.ids[slot] = full.id;
    this.titles[slot] = full.title;
    if (full.slug !== slugify(full.title)) this.slugs.set(slot, full.slug);
    else this.slugs.delete(slot);
    if (full.coverUrl !== null) this.covers.set(slot, full.coverUrl);
    else this.covers.delete(slot);
    this.year[slot] = full.year ?? NO_NUMBER;
    this.metacritic[slot] = full.metacritic ?? NO_NUMBER;
    this.rating[slot] = full.rating ?? NO_NUMBER;
    this.quality[slot] = qualityOf(full);
    this.titleHash[slot] = titleHash(normalizeTitle(full.title));
    this.released[slot] = n.str(full.released ?? (full.year !== null ? `${full.year}-01-01` : null));
    this.series[slot] = n.str(full.series);
    this.seriesKey[slot] = n.str(full.series ? key(full.series) : null);
    this.platforms[slot] = n.list(full.platforms);
    this.genres[slot] = n.list(full.genres);
    this.developers[slot] = n.list(full.developers);
    this.publishers[slot] = n.list(full.publishers);
    this.genreKeys[slot] = n.list([...new Set(full.genres.map(genreKey).filter((g): g is string => g !== null))]);
    this.developerKeys[slot] = n.list([...new Set(full.developers.map(key).filter(Boolean))]);
    this.publisherKeys[slot] = n.list([...new Set(full.publishers.map(key).filter(Boolean))]);
    this.keepWords(slot, ownWordsLeftOut(full, descriptionWords(full.description)));
  }

  remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot < 0 || !this.alive[slot]) return;
    this.live--;
    this.alive[slot] = 0;
    this.titles[slot] = undefined;
    this.slugs.delete(slot);
    this.covers.delete(slot);
    this.wordCount[slot] = 0;
  }

  /** Best known first: quality, then the later year, then the lower id (as bestKnownFirst). */
  compareSlots = (a: number, b: number): number =>
    this.quality[b]! - this.quality[a]! || yearOrZero(this.year[b]!) - yearOrZero(this.year[a]!) || this.ids[a]! - this.ids[b]!;
}

const yearOrZero = (y: number) => (Number.isNaN(y) ? 0 : y);

/** A catalog game read back from the columns (made when asked for; its names and lists are shared: never change them). */
class GameView implements RecoGame {
  readonly id: number;
  private shown: RecoRow | undefined;
  private normalized: string | undefined;

  constructor(
    private readonly c: Columns,
    private readonly slot: number,
  ) {
    this.id = c.ids[slot]!;
  }

  get row(): RecoRow {
    if (this.shown) return this.shown;
    const { c, slot } = this;
    const n = c.names;
    const title = c.titles[slot]!;
    this.shown = {
      id: this.id,
      // made only when a card reads it
      get slug() {
        return c.slugs.get(slot) ?? slugify(title);
      },
      title,
      year: numberOrNull(c.year[slot]!),
      platforms: n.lists[c.platforms[slot]!] as string[],
      genres: n.lists[c.genres[slot]!] as string[],
      developers: n.lists[c.developers[slot]!] as string[],
      publishers: n.lists[c.publishers[slot]!] as string[],
      series: c.series[slot]! < 0 ? null : n.strings[c.series[slot]!]!,
      metacritic: numberOrNull(c.metacritic[slot]!),
      rating: numberOrNull(c.rating[slot]!),
      coverUrl: c.covers.get(slot) ?? null,
    };
    return this.shown;
  }

  get year(): number | null {
    return numberOrNull(this.c.year[this.slot]!);
  }

  get metacritic(): number | null {
    return numberOrNull(this.c.metacritic[this.slot]!);
  }

  get rating(): number | null {
    return numberOrNull(this.c.rating[this.slot]!);
  }

  get platforms(): readonly string[] {
    return this.c.names.lists[this.c.platforms[this.slot]!]!;
  }

  get words(): Uint32Array {
    const start = this.c.wordStart[this.slot]!;
    return this.c.wordData.subarray(start, start + this.c.wordCount[this.slot]!);
  }

  get genres(): string[] {
    return this.c.names.lists[this.c.genreKeys[this.slot]!] as string[];
  }

  get developers(): string[] {
    return this.c.names.lists[this.c.developerKeys[this.slot]!] as string[];
  }

  get publishers(): string[] {
    return this.c.names.lists[this.c.publisherKeys[this.slot]!] as string[];
  }

  get series(): string | null {
    const k = this.c.seriesKey[this.slot]!;
    return k < 0 ? null : this.c.names.strings[k]!;
  }

  get normalizedTitle(): string {
    return (this.normalized ??= normalizeTitle(this.c.titles[this.slot]!));
  }

  get titleHash(): number {
    return this.c.titleHash[this.slot]!;
  }

  get quality(): number {
    return this.c.quality[this.slot]!;
  }

  get released(): string | null {
    const k = this.c.released[this.slot]!;
    return k < 0 ? null : this.c.names.strings[k]!;
  }
}

export const recommendable = (row: Pick<RecoCatalogRow, "hidden" | "flags">) => !row.hidden && !row.flags.some((f) => NEVER.has(f));

const NO_SLOTS = new Int32Array(0);

/** The postings of one kind: per key a run of slots in one shared array (not an array per key), best known first. */
class Runs<K> {
  private readonly runs = new Map<K, number>();
  private readonly starts: Uint32Array;
  private readonly slots: Int32Array;

  constructor(grouped: Map<K, number[]>, order: (a: number, b: number) => number) {
    let total = 0;
    for (const list of grouped.values()) total += list.length;
    this.slots = new Int32Array(total);
    this.starts = new Uint32Array(grouped.size + 1);
    let at = 0;
    for (const [k, list] of grouped) {
      this.starts[this.runs.size] = at;
      this.runs.set(k, this.runs.size);
      this.slots.set(list.sort(order), at);
      at += list.length;
    }
    this.starts[this.runs.size] = at;
  }

  get(k: K): Int32Array {
    const r = this.runs.get(k);
    return r === undefined ? NO_SLOTS : this.slots.subarray(this.starts[r], this.starts[r + 1]);
  }
}

interface AllPostings {
  genre: Runs<string>;
  series: Runs<string>;
  developer: Runs<string>;
  publisher: Runs<string>;
  /** Per word that tells games apart, its games (slots) best known first. */
  word: Runs<number>;
  /** Per word, how much sharing it says (log of its rarity), 0 for words too rare or too common. */
  weight: Float32Array;
}

/** A word in fewer descriptions than this tells nothing; in more than this share of them, too little. */
const WORD_MIN_GAMES = 2;
const WORD_MAX_SHARE = 0.04;
const WORD_MAX_GAMES_FLOOR = 40;

export class RecoCatalog {
  private readonly c = new Columns();
  private postings: AllPostings | null = null;
  private acclaimed: { key: string; slots: Int32Array } | null = null;
  private byRelease: Int32Array | null = null;

  constructor(rows: Iterable<RecoCatalogRow> = []) {
    this.upsertMany(rows);
  }

  get size(): number {
    return this.c.live;
  }

  /** Adds, replaces or (when no longer recommendable) removes games; postings are rebuilt on the next read. */
  upsertMany(rows: Iterable<RecoCatalogRow>): void {
    let changed = false;
    for (const row of rows) {
      changed = true;
      if (recommendable(row)) this.c.put(row);
      else this.c.remove(row.id);
    }
    if (changed) {
      this.postings = null;
      this.acclaimed = null;
      this.byRelease = null;
    }
  }

  get(id: number): RecoGame | undefined {
    const slot = this.c.slotOf(id);
    return slot < 0 || !this.c.alive[slot] ? undefined : new GameView(this.c, slot);
  }

  private views(slots: Int32Array, depth = Infinity): RecoGame[] {
    const n = Math.min(slots.length, depth);
    const out = new Array<RecoGame>(n);
    for (let i = 0; i < n; i++) out[i] = new GameView(this.c, slots[i]!);
    return out;
  }

  private index(): AllPostings {
    if (this.postings) return this.postings;
    const c = this.c;
    const lists = c.names.lists;
    const strings = c.names.strings;
    const vocabularySize = c.vocabulary.size;
    const grouped = {
      genre: new Map<string, number[]>(),
      series: new Map<string, number[]>(),
      developer: new Map<string, number[]>(),
      publisher: new Map<string, number[]>(),
    };
    const add = (m: Map<string, number[]>, k: string, slot: number) => {
      const list = m.get(k);
      if (list) list.push(slot);
      else m.set(k, [slot]);
    };
    const counts = new Uint32Array(vocabularySize);
    let described = 0;
    for (let s = 0; s < c.count; s++) {
      if (!c.alive[s]) continue;
      for (const k of lists[c.genreKeys[s]!]!) add(grouped.genre, k, s);
      if (c.seriesKey[s]! >= 0) add(grouped.series, strings[c.seriesKey[s]!]!, s);
      for (const k of lists[c.developerKeys[s]!]!) add(grouped.developer, k, s);
      for (const k of lists[c.publisherKeys[s]!]!) add(grouped.publisher, k, s);
      const start = c.wordStart[s]!;
      const end = start + c.wordCount[s]!;
      if (end > start) described++;
      for (let i = start; i < end; i++) counts[c.wordData[i]!]!++;
    }
    const weight = new Float32Array(vocabularySize);
    const maxGames = Math.max(WORD_MAX_GAMES_FLOOR, described * WORD_MAX_SHARE);
    counts.forEach((n, w) => {
      if (n >= WORD_MIN_GAMES && n <= maxGames) weight[w] = Math.log(described / n);
    });
    const byWord = new Map<number, number[]>();
    for (let s = 0; s < c.count; s++) {
      if (!c.alive[s]) continue;
      const start = c.wordStart[s]!;
      const end = start + c.wordCount[s]!;
      for (let i = start; i < end; i++) {
        const w = c.wordData[i]!;
        if (weight[w]! === 0) continue;
        const list = byWord.get(w);
        if (list) list.push(s);
        else byWord.set(w, [s]);
      }
    }
    this.postings = {
      genre: new Runs(grouped.genre, c.compareSlots),
      series: new Runs(grouped.series, c.compareSlots),
      developer: new Runs(grouped.developer, c.compareSlots),
      publisher: new Runs(grouped.publisher, c.compareSlots),
      word: new Runs(byWord, c.compareSlots),
      weight,
    };
    return this.postings;
  }

  /** Builds the postings now (after a load) rather than on the first list asked for. */
  prepare(): void {
    this.c.trim();
    this.index();
  }

  /** The first `depth` games of a genre, series, developer or publisher (lower-cased name), best known first. */
  posting(kind: "genre" | "series" | "developer" | "publisher", name: string, depth = Infinity): readonly RecoGame[] {
    return this.views(this.index()[kind].get(name), depth);
  }

  /** How much sharing a description word says (0: nothing), and the games whose descriptions have it, best known first. */
  wordWeight(word: number): number {
    return this.index().weight[word] ?? 0;
  }

  wordPosting(word: number, depth = Infinity): readonly RecoGame[] {
    return this.views(this.index().word.get(word), depth);
  }

  /** A description word's number, if any description has it. */
  wordId(word: string): number | undefined {
    return this.c.vocabulary.id(word);
  }

  private liveSlots(keep: (slot: number) => boolean): number[] {
    const out: number[] = [];
    for (let s = 0; s < this.c.count; s++) if (this.c.alive[s] && keep(s)) out.push(s);
    return out;
  }

  /** Games critics or players rate highly (critic score ≥ minMetacritic or rating ≥ minRating), best first. */
  acclaimedGames(minMetacritic: number, minRating: number): readonly RecoGame[] {
    const { c } = this;
    const k = `${minMetacritic}/${minRating}`;
    if (this.acclaimed?.key !== k) {
      const slots = this.liveSlots((s) => (c.metacritic[s]! || 0) >= minMetacritic || (c.rating[s]! || 0) >= minRating);
      this.acclaimed = { key: k, slots: Int32Array.from(slots).sort(c.compareSlots) };
    }
    return this.views(this.acclaimed.slots);
  }

  /** Games with a release date (or year) and a players' rating or critic score, newest first (trending's candidates). */
  newestReleases(): readonly RecoGame[] {
    const { c } = this;
    if (!this.byRelease) {
      const strings = c.names.strings;
      const day = (s: number) => strings[c.released[s]!]!;
      const slots = this.liveSlots((s) => c.released[s]! >= 0 && (!Number.isNaN(c.rating[s]!) || !Number.isNaN(c.metacritic[s]!)));
      this.byRelease = Int32Array.from(slots).sort((a, b) => (day(b) < day(a) ? -1 : day(b) > day(a) ? 1 : c.ids[a]! - c.ids[b]!));
    }
    return this.views(this.byRelease);
  }
}
