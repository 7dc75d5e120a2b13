// The search index's storage: one entry per game in a slot (slots of removed games are reused),
// per-slot flags and character masks in typed arrays so hot loops can skip most games without
// touching their entry objects, and the two orders a search walks — every normalised title and
// alt title sorted (the exact/prefix range) and the games in ranking order.

import { compareRankKeys, STANDING, type RankKey } from "./rules.ts";
import type { SearchDoc } from "./catalog-index.ts";
import { lowerBound, prefixRange } from "./sorted.ts";
import { IdSlots } from "./id-slots.ts";

/** Flag: the game passes the exclusion-word and minimum-rating rules. */
export const ALLOWED = 1;
export const HIDDEN = 2;
/** Flag: the game's standing is STANDING.curated (coreCount counts these; they lead the rank order). */
export const CORE = 4;

export interface Entry extends RankKey {
  slot: number;
  doc: SearchDoc;
  /** normalizeTitle(doc.title). */
  title: string;
  /** Distinct non-empty normalised alt titles other than `title`. */
  alts: readonly string[];
}

/** The non-empty normalised strings of a game: its title, then its alt titles. */
export function stringsOf(entry: Entry): string[] {
  const out = entry.title === "" ? [] : [entry.title];
  for (const alt of entry.alts) out.push(alt);
  return out;
}

/** A copy of `array` grown to `size` elements (the new ones 0). */
function grown<A extends Uint8Array | Int32Array | Uint32Array>(array: A, size: number): A {
  const next = new (array.constructor as new (length: number) => A)(size);
  next.set(array);
  return next;
}

export class GameTable {
  private readonly slots: (Entry | undefined)[] = [];
  private readonly slotById = new IdSlots();
  private readonly freeSlots: number[] = [];
  private games = 0;
  private coreGames = 0;

  /** Every normalised title and alt title, sorted, with the slot it belongs to (parallel arrays). */
  private strings: string[] = [];
  private stringSlots: number[] = [];
  /** Slots in compareRankKeys order. */
  private ranked: number[] = [];
  /** While loading in bulk: the two orders are built once at the end. */
  private bulkLoading = false;

  /** Per-query de-duplication: seen[slot] === stamp once the slot has been considered. */
  private seenBySlot = new Uint32Array(1024);
  private stamp = 0;
  /** ALLOWED | HIDDEN | CORE. */
  private flagsBySlot = new Uint8Array(1024);
  /** charMask of the title and alt titles together (a cheap "can it contain the query" test). */
  private masksBySlot = new Int32Array(1024);
  /** charMask of the first letters of their words (a cheap "can a query word start a word" test). */
  private initialsBySlot = new Int32Array(1024);

  get size(): number {
    return this.games;
  }

  get coreCount(): number {
    return this.coreGames;
  }

  /** Entries by slot (undefined for a free slot). */
  get entries(): readonly (Entry | undefined)[] {
    return this.slots;
  }

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

  /** The slot the next insert() should use. */
  freeSlot(): number {
    return this.freeSlots.pop() ?? this.slots.length;
  }

  /** Until endBulk(), inserts and deletes leave the two orders alone; endBulk() rebuilds them. */
  beginBulk(): void {
    this.bulkLoading = true;
  }

  endBulk(): void {
    this.bulkLoading = false;
    this.rebuildOrders();
  }

  /** Stores `entry` in its slot (taken from freeSlot()). */
  insert(entry: Entry, flags: number, mask: number, initials: number): void {
    const slot = entry.slot;
    this.ensureCapacity(slot);
    this.flagsBySlot[slot] = flags;
    this.masksBySlot[slot] = mask;
    this.initialsBySlot[slot] = initials;
    this.slots[slot] = entry;
    this.slotById.set(entry.id, slot);
    this.games++;
    if (entry.standing === STANDING.curated) this.coreGames++;
    if (this.bulkLoading) return;
    for (const text of stringsOf(entry)) {
      const at = lowerBound(this.strings, text);
      this.strings.splice(at, 0, text);
      this.stringSlots.splice(at, 0, slot);
    }
    this.ranked.splice(this.rankPosition(entry), 0, slot);
  }

  /** Frees the slot of `entry`. */
  delete(entry: Entry): void {
    const slot = entry.slot;
    if (!this.bulkLoading) {
      for (const text of stringsOf(entry)) {
        let at = lowerBound(this.strings, text);
        while (at < this.stringSlots.length && this.stringSlots[at] !== slot) at++;
        if (at < this.stringSlots.length) {
          this.strings.splice(at, 1);
          this.stringSlots.splice(at, 1);
        }
      }
      const at = this.rankPosition(entry);
      if (this.ranked[at] === slot) this.ranked.splice(at, 1);
    }
    this.slots[slot] = undefined;
    this.flagsBySlot[slot] = 0;
    this.masksBySlot[slot] = 0;
    this.initialsBySlot[slot] = 0;
    this.slotById.delete(entry.id);
    this.freeSlots.push(slot);
    this.games--;
    if (entry.standing === STANDING.curated) this.coreGames--;
  }

  /** Gives `entry` a new notability score and moves it to its place in the ranking order. */
  rescore(entry: Entry, score: number): void {
    if (entry.score === score) return;
    if (!this.bulkLoading) {
      const at = this.rankPosition(entry);
      if (this.ranked[at] === entry.slot) this.ranked.splice(at, 1);
    }
    entry.score = score;
    if (!this.bulkLoading) this.ranked.splice(this.rankPosition(entry), 0, entry.slot);
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

  private ensureCapacity(slot: number): void {
    if (slot < this.seenBySlot.length) return;
    const size = Math.max(slot + 1, this.seenBySlot.length * 2);
    this.seenBySlot = grown(this.seenBySlot, size);
    this.flagsBySlot = grown(this.flagsBySlot, size);
    this.masksBySlot = grown(this.masksBySlot, size);
    this.initialsBySlot = grown(this.initialsBySlot, size);
  }

  /** Index in the ranking order where `entry` is (or would be inserted). */
  private rankPosition(entry: Entry): number {
    const order = this.ranked;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareRankKeys(this.slots[order[mid]!]!, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private rebuildOrders(): void {
    const texts: string[] = [];
    const slots: number[] = [];
    const live: Entry[] = [];
    for (const entry of this.slots) {
      if (!entry) continue;
      live.push(entry);
      for (const text of stringsOf(entry)) {
        texts.push(text);
        slots.push(entry.slot);
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
    live.sort(compareRankKeys);
    this.ranked = live.map((e) => e.slot);
  }
}
