// The catalog as recommendations read it: every game that may be recommended (no hidden, non-game,
// homebrew, unlicensed or pirate rows), with postings from each genre, series, developer and
// publisher to its games, best known first, so a list's candidates come from a few short postings
// instead of a scan of the whole catalog. Genres and companies are compared by lower-cased name, and
// descriptions by their distinctive words (numbered; the text itself is not kept). The games are kept
// as columns (reco-columns.ts); what a game is and the rules read off its row are in reco-game.ts.
import { Columns, GameView, type ColumnsData } from "./reco-columns.ts";
import { recommendable, type RecoCatalogRow, type RecoGame } from "./reco-game.ts";

export type { RecoCatalogRow } from "./reco-game.ts";
export type { ColumnsData as RecoCatalogData } from "./reco-columns.ts";

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
  private c = new Columns();
  private postings: AllPostings | null = null;
  private acclaimed: { key: string; slots: Int32Array } | null = null;
  private byRelease: Int32Array | null = null;

  constructor(rows: Iterable<RecoCatalogRow> = []) {
    this.upsertMany(rows);
  }

  get size(): number {
    return this.c.live;
  }

  /** The catalog as plain data, for a snapshot (reco-snapshot.ts). */
  toData(): ColumnsData {
    return this.c.toData();
  }

  /** A catalog holding what toData gave (its postings are built on the first read, or by prepare()). */
  static fromData(data: ColumnsData): RecoCatalog {
    const reco = new RecoCatalog();
    reco.c = Columns.fromData(data);
    return reco;
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
