// The recommendation catalog's storage: one typed array per field, by slot, with names and lists of
// names numbered once (NameTable), not one object (and a row object, and a typed-array view) per game.
// A game is read back as a short-lived GameView; 80,000 games cost a few MB and little garbage to build.
import { IdSlots } from "../../lib/id-slots.ts";
import { normalizeTitle, slugify } from "../../lib/text.ts";
import { resized } from "../../lib/typed-arrays.ts";
import { ValueTable } from "../../lib/value-table.ts";
import { Vocabulary, descriptionWords } from "./keywords.ts";
import { genreKey, key, ownWordsLeftOut, qualityOf, titleHash, type RecoCatalogRow, type RecoGame, type RecoRow } from "./reco-game.ts";

/** Equal names and lists of names stored once, by number (tens of thousands of games share a few thousand lists). */
class NameTable {
  private readonly stringTable = new ValueTable<string>((s) => s);
  private readonly listTable = new ValueTable<readonly string[]>((list) => list.join("\u0000"));
  readonly strings = this.stringTable.values;
  readonly lists = this.listTable.values;

  /** -1 for null. */
  str(s: string | null): number {
    return s === null ? -1 : this.stringTable.numberOf(s);
  }

  list(items: readonly string[]): number {
    return this.listTable.numberOf(items, (list) => Object.freeze([...list]));
  }

  /** After a bulk load: the maps that find a name's or a list's number go until one is numbered again. */
  forgetKeys(): void {
    this.stringTable.forgetKeys();
    this.listTable.forgetKeys();
  }
}

/** The per-slot typed arrays, in the order a snapshot stores them. */
export const SLOT_ARRAYS = [
  "alive",
  "ids",
  "year",
  "metacritic",
  "rating",
  "quality",
  "titleHash",
  "released",
  "series",
  "seriesKey",
  "platforms",
  "genres",
  "developers",
  "publishers",
  "genreKeys",
  "developerKeys",
  "publisherKeys",
  "wordStart",
  "wordCount",
] as const;
type SlotArray = (typeof SLOT_ARRAYS)[number];

/** The columns as plain data (what a snapshot keeps): every array trimmed to the slots and words in use. */
export interface ColumnsData {
  titles: (string | null)[];
  slugs: [number, string][];
  covers: [number, string][];
  strings: string[];
  lists: (readonly string[])[];
  words: string[];
  arrays: { [K in SlotArray | "wordData"]: Columns[K] };
}

const NO_NUMBER = NaN;
const numberOrNull = (v: number) => (Number.isNaN(v) ? null : v);

/**
 * The catalog as columns, by slot: one typed array per field and the names as numbers into a
 * NameTable, not one object (and a row object, and a typed-array view) per game. A game is read back as
 * a short-lived GameView; the 80,000-title catalog holds a few MB this way instead of tens.
 */
export class Columns {
  capacity = 0;
  /** Slots in use (dead ones included: a game no longer recommendable leaves a hole until the next full read). */
  count = 0;
  /** Live games. */
  live = 0;
  /** Every game ever kept (alive or not), by id. */
  private readonly slots = new IdSlots();
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
    return this.slots.get(id) ?? -1;
  }

  private grow(min: number): void {
    this.resize(Math.max(min, Math.ceil(this.capacity * 1.5) + 1024));
  }

  /** Gives back the room grown ahead, and the names' maps to numbers (after a full read). */
  trim(): void {
    this.names.forgetKeys();
    if (this.capacity > this.count + 1024) this.resize(this.count);
    if (this.wordData.length > this.wordsUsed + 4096) this.wordData = resized(this.wordData, this.wordsUsed);
  }

  private resize(size: number): void {
    for (const name of SLOT_ARRAYS) this.setArray(name, resized(this[name], size));
    this.capacity = size;
  }

  private setArray<K extends SlotArray | "wordData">(name: K, array: Columns[K]): void {
    (this as Columns)[name] = array;
  }

  /** The columns as plain data (copies of the arrays in use; the names, lists and words are shared). */
  toData(): ColumnsData {
    const arrays = {} as ColumnsData["arrays"];
    const keep = <K extends SlotArray | "wordData">(name: K, size: number) => (arrays[name] = this[name].slice(0, size) as Columns[K]);
    for (const name of SLOT_ARRAYS) keep(name, this.count);
    keep("wordData", this.wordsUsed);
    return {
      titles: Array.from({ length: this.count }, (_, s) => this.titles[s] ?? null),
      slugs: [...this.slugs],
      covers: [...this.covers],
      strings: this.names.strings,
      lists: this.names.lists,
      words: this.vocabulary.words(),
      arrays,
    };
  }

  /** Columns holding `data` (as toData made it), without reading a single row again. */
  static fromData(data: ColumnsData): Columns {
    const c = new Columns();
    for (const name of SLOT_ARRAYS) c.setArray(name, data.arrays[name]);
    c.wordData = data.arrays.wordData;
    c.wordsUsed = data.arrays.wordData.length;
    // The slots and the live games are the arrays' own: not kept beside them.
    c.capacity = c.count = data.arrays.ids.length;
    c.live = data.arrays.alive.reduce((n, a) => n + a, 0);
    c.titles = data.titles.map((t) => t ?? undefined);
    for (const [slot, slug] of data.slugs) c.slugs.set(slot, slug);
    for (const [slot, cover] of data.covers) c.covers.set(slot, cover);
    for (const s of data.strings) c.names.str(s);
    for (const list of data.lists) c.names.list(list);
    for (const w of data.words) c.vocabulary.number(w);
    for (let s = 0; s < c.count; s++) c.slots.set(c.ids[s]!, s);
    return c;
  }

  private keepWords(slot: number, words: readonly string[]): void {
    if (this.wordsUsed + words.length > this.wordData.length) {
      this.wordData = resized(this.wordData, Math.max(this.wordsUsed + words.length, Math.ceil(this.wordData.length * 1.5)));
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
      this.slots.set(full.id, slot);
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
export class GameView implements RecoGame {
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
