// The search index's storage: one slot per game (slots of removed games are reused), in columns —
// typed arrays for the numbers (rank key, flags, character masks, year) and one string column each
// for the normalised title, the alt titles and the folded sort title — so that no per-game object
// lives on the heap; and the two orders a search walks: every normalised title and alt title sorted
// (the exact/prefix range) and the games in ranking order. A game's rank key is made as an object
// only when it is compared (scratchKey) or enters a page of hits (key).

import { compareRankKeys, STANDING, type RankKey } from "./rules.ts";
import { lowerBound, prefixRange } from "./sorted.ts";
import { IdSlots } from "../../../lib/id-slots.ts";
import { resized } from "../../../lib/typed-arrays.ts";

/** Flag: the game passes the exclusion-word and minimum-rating rules. */
export const ALLOWED = 1;
export const HIDDEN = 2;
/** Flag: the game's standing is STANDING.curated (coreCount counts these; they lead the rank order). */
export const CORE = 4;

/** A game's rank key and the slot it lives in. */
export interface SlotKey extends RankKey {
  slot: number;
}

/** Everything a slot stores for one game (what CatalogIndex.upsert computes). */
export interface GameFacts extends RankKey {
  /** normalizeTitle(title). */
  title: string;
  /** Distinct non-empty normalised alt titles other than `title`. */
  alts: readonly string[];
  /** ALLOWED | HIDDEN | CORE. */
  flags: number;
  /** charMask of the title and alt titles. */
  mask: number;
  /** charMask of the first letters of their words. */
  initials: number;
  year: number | null;
  /** rules.score (rating + metacritic / 20): notability without the tracking bonus. */
  baseScore: number;
}

/** The non-empty normalised strings of a game: its title, then its alt titles. */
export function stringsOf(title: string, alts: readonly string[]): string[] {
  const out = title === "" ? [] : [title];
  for (const alt of alts) out.push(alt);
  return out;
}

/** The year column's "no year" (catalog years are 1950–2100; a provider's odd year is clamped). */
const NO_YEAR = -32768;
const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(n)));

export class GameTable {
  private readonly slotById = new IdSlots();
  private readonly freeSlots: number[] = [];
  private slotCount = 0;
  private games = 0;
  private coreGames = 0;

  /** Per slot: the normalised title (undefined: a free slot), the alt titles and the folded title. */
  private titleBySlot: (string | undefined)[] = [];
  private altsBySlot: (readonly string[])[] = [];
  private sortTitleBySlot: string[] = [];
  /** Per slot, typed: flags, character masks, the numeric rank-key fields, year, base score. */
  private seenBySlot = new Uint32Array(1024);
  private flagsBySlot = new Uint8Array(1024);
  private masksBySlot = new Int32Array(1024);
  private initialsBySlot = new Int32Array(1024);
  private idBySlot = new Int32Array(1024);
  private standingBySlot = new Uint8Array(1024);
  private scoreBySlot = new Float64Array(1024);
  private baseScoreBySlot = new Float64Array(1024);
  private platformsBySlot = new Uint16Array(1024);
  private titleLengthBySlot = new Uint16Array(1024);
  private yearBySlot = new Int16Array(1024);
  /** Reused by scratchKey (two: a comparison needs both sides). */
  private readonly scratch: [SlotKey, SlotKey] = [this.emptyKey(), this.emptyKey()];

  /** Every normalised title and alt title, sorted, with the slot it belongs to (parallel arrays). */
  private strings: string[] = [];
  private stringSlots: number[] = [];
  /** Slots in compareRankKeys order. */
  private ranked: number[] = [];
  /** While loading in bulk: the two orders are built once at the end. */
  private bulkLoading = false;
  private stamp = 0;

  get size(): number {
    return this.games;
  }

  /** Slots in use or free (one past the highest slot ever used). */
  get slots(): number {
    return this.slotCount;
  }

  get coreCount(): number {
    return this.coreGames;
  }

  /** Per-query de-duplication: seen[slot] === stamp once the slot has been considered. */
  get seen(): Uint32Array {
    return this.seenBySlot;
  }

  get flags(): Uint8Array {
    return this.flagsBySlot;
  }

  get masks(): Int32Array {
    return this.masksBySlot;
  }

  get initials(): Int32Array {
    return this.initialsBySlot;
  }

  /** Normalised titles by slot. */
  get titlesBySlot(): readonly (string | undefined)[] {
    return this.titleBySlot;
  }

  /** Normalised alt titles by slot. */
  get alts(): readonly (readonly string[])[] {
    return this.altsBySlot;
  }

  /** The sorted title strings (parallel to titleSlots). */
  get titles(): readonly string[] {
    return this.strings;
  }

  get titleSlots(): readonly number[] {
    return this.stringSlots;
  }

  /** Slots in ranking order (rules.compareRankKeys). */
  get rankOrder(): readonly number[] {
    return this.ranked;
  }

  slotOf(id: number): number | undefined {
    return this.slotById.get(id);
  }

  idOf(slot: number): number {
    return this.idBySlot[slot]!;
  }

  /** The game's year (null: unknown). */
  yearOf(slot: number): number | null {
    const y = this.yearBySlot[slot]!;
    return y === NO_YEAR ? null : y;
  }

  /** rules.score of the game in `slot`. */
  baseScoreOf(slot: number): number {
    return this.baseScoreBySlot[slot]!;
  }

  /** The rank key of the game in `slot`, as a new object (for a page of hits). */
  key(slot: number): SlotKey {
    return this.fillKey(this.emptyKey(), slot);
  }

  /**
   * The rank key of the game in `slot` in a reused object: valid until the next scratchKey call with
   * the same `which`. For comparisons that keep nothing.
   */
  scratchKey(slot: number, which: 0 | 1 = 0): SlotKey {
    return this.fillKey(this.scratch[which], slot);
  }

  /** The slot the next insert() should use. */
  freeSlot(): number {
    return this.freeSlots.pop() ?? this.slotCount;
  }

  /** Until endBulk(), inserts and deletes leave the two orders alone; endBulk() rebuilds them. */
  beginBulk(): void {
    this.bulkLoading = true;
  }

  endBulk(): void {
    this.bulkLoading = false;
    this.rebuildOrders();
    // Columns grown one game at a time hold spare room: cut them to the games there are.
    this.resize(this.slotCount);
    this.titleBySlot = this.titleBySlot.slice();
    this.altsBySlot = this.altsBySlot.slice();
    this.sortTitleBySlot = this.sortTitleBySlot.slice();
  }

  /** Stores a game in `slot` (taken from freeSlot()). */
  insert(slot: number, game: GameFacts): void {
    this.ensureCapacity(slot);
    if (slot >= this.slotCount) this.slotCount = slot + 1;
    this.titleBySlot[slot] = game.title;
    this.altsBySlot[slot] = game.alts;
    this.sortTitleBySlot[slot] = game.sortTitle;
    this.flagsBySlot[slot] = game.flags;
    this.masksBySlot[slot] = game.mask;
    this.initialsBySlot[slot] = game.initials;
    this.idBySlot[slot] = game.id;
    this.standingBySlot[slot] = game.standing;
    this.scoreBySlot[slot] = game.score;
    this.baseScoreBySlot[slot] = game.baseScore;
    this.platformsBySlot[slot] = clamp(game.platformCount, 0, 0xffff);
    this.titleLengthBySlot[slot] = clamp(game.titleLength, 0, 0xffff);
    this.yearBySlot[slot] = game.year === null ? NO_YEAR : clamp(game.year, -32767, 32767);
    this.slotById.set(game.id, slot);
    this.games++;
    if (game.standing === STANDING.curated) this.coreGames++;
    if (this.bulkLoading) return;
    for (const text of stringsOf(game.title, game.alts)) {
      const at = lowerBound(this.strings, text);
      this.strings.splice(at, 0, text);
      this.stringSlots.splice(at, 0, slot);
    }
    this.ranked.splice(this.rankPosition(slot), 0, slot);
  }

  /** Frees `slot`. */
  delete(slot: number): void {
    const title = this.titleBySlot[slot];
    if (title === undefined) return;
    if (!this.bulkLoading) {
      for (const text of stringsOf(title, this.altsBySlot[slot]!)) {
        let at = lowerBound(this.strings, text);
        while (at < this.stringSlots.length && this.stringSlots[at] !== slot) at++;
        if (at < this.stringSlots.length) {
          this.strings.splice(at, 1);
          this.stringSlots.splice(at, 1);
        }
      }
      const at = this.rankPosition(slot);
      if (this.ranked[at] === slot) this.ranked.splice(at, 1);
    }
    if (this.standingBySlot[slot] === STANDING.curated) this.coreGames--;
    this.slotById.delete(this.idBySlot[slot]!);
    this.titleBySlot[slot] = undefined;
    this.altsBySlot[slot] = [];
    this.sortTitleBySlot[slot] = "";
    this.flagsBySlot[slot] = 0;
    this.masksBySlot[slot] = 0;
    this.initialsBySlot[slot] = 0;
    this.freeSlots.push(slot);
    this.games--;
  }

  /** Gives the game in `slot` a new notability score and moves it to its place in the ranking order. */
  rescore(slot: number, score: number): void {
    if (this.scoreBySlot[slot] === score) return;
    if (!this.bulkLoading) {
      const at = this.rankPosition(slot);
      if (this.ranked[at] === slot) this.ranked.splice(at, 1);
    }
    this.scoreBySlot[slot] = score;
    if (!this.bulkLoading) this.ranked.splice(this.rankPosition(slot), 0, slot);
  }

  /**
   * New scores for many games at once (slot to score): set in place, then the ranking order sorted once.
   * One rescore per game moves a part of the whole order twice: for every tracked game at once (a start
   * on a big instance, 73,000 of them) that blocked the thread for seconds.
   */
  rescoreMany(scores: ReadonlyMap<number, number>): void {
    for (const [slot, score] of scores) this.scoreBySlot[slot] = score;
    if (!this.bulkLoading) this.rebuildRanking();
  }

  /** The range [from, to) of `titles` holding the strings that equal or start with `prefix`. */
  titleRange(prefix: string): { from: number; to: number } {
    return prefixRange(this.strings, prefix);
  }

  /** A fresh stamp for `seen`: no slot carries it yet. */
  nextStamp(): number {
    if (this.stamp >= 0xfffffffe) {
      this.seenBySlot.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  private emptyKey(): SlotKey {
    return { standing: 0, score: 0, platformCount: 0, titleLength: 0, sortTitle: "", id: 0, slot: 0 };
  }

  private fillKey(key: SlotKey, slot: number): SlotKey {
    key.standing = this.standingBySlot[slot]!;
    key.score = this.scoreBySlot[slot]!;
    key.platformCount = this.platformsBySlot[slot]!;
    key.titleLength = this.titleLengthBySlot[slot]!;
    key.sortTitle = this.sortTitleBySlot[slot]!;
    key.id = this.idBySlot[slot]!;
    key.slot = slot;
    return key;
  }

  private ensureCapacity(slot: number): void {
    if (slot < this.seenBySlot.length) return;
    this.resize(Math.max(slot + 1, Math.ceil(this.seenBySlot.length * 1.25) + 64));
  }

  /** Every typed column with room for `size` slots (at least one). */
  private resize(size: number): void {
    size = Math.max(1, size);
    if (size === this.seenBySlot.length) return;
    this.seenBySlot = resized(this.seenBySlot, size);
    this.flagsBySlot = resized(this.flagsBySlot, size);
    this.masksBySlot = resized(this.masksBySlot, size);
    this.initialsBySlot = resized(this.initialsBySlot, size);
    this.idBySlot = resized(this.idBySlot, size);
    this.standingBySlot = resized(this.standingBySlot, size);
    this.scoreBySlot = resized(this.scoreBySlot, size);
    this.baseScoreBySlot = resized(this.baseScoreBySlot, size);
    this.platformsBySlot = resized(this.platformsBySlot, size);
    this.titleLengthBySlot = resized(this.titleLengthBySlot, size);
    this.yearBySlot = resized(this.yearBySlot, size);
  }

  /** Index in the ranking order where the game in `slot` is (or would be inserted). */
  private rankPosition(slot: number): number {
    const order = this.ranked;
    const target = this.scratchKey(slot, 1);
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareRankKeys(this.scratchKey(order[mid]!, 0), target) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private rebuildRanking(): void {
    const live: SlotKey[] = [];
    for (let slot = 0; slot < this.slotCount; slot++) if (this.titleBySlot[slot] !== undefined) live.push(this.key(slot));
    live.sort(compareRankKeys);
    this.ranked = live.map((k) => k.slot);
  }

  private rebuildOrders(): void {
    const texts: string[] = [];
    const slots: number[] = [];
    for (let slot = 0; slot < this.slotCount; slot++) {
      const title = this.titleBySlot[slot];
      if (title === undefined) continue;
      for (const text of stringsOf(title, this.altsBySlot[slot]!)) {
        texts.push(text);
        slots.push(slot);
      }
    }
    const order = texts.map((_, i) => i);
    order.sort((a, b) => {
      const ta = texts[a]!;
      const tb = texts[b]!;
      return ta < tb ? -1 : ta > tb ? 1 : slots[a]! - slots[b]!;
    });
    this.strings = order.map((i) => texts[i]!);
    this.stringSlots = order.map((i) => slots[i]!);
    this.rebuildRanking();
  }
}
