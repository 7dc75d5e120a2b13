// The page being filled while a search scans: only the best `limit` hits are kept, so nothing
// sorts a large candidate set.

import { compareRanked, type MatchClass, type RankKey } from "./rules.ts";

interface Ranked<T extends RankKey> {
  cls: MatchClass;
  entry: T;
}

/** The best `limit` hits seen so far, best first (rules.compareRanked order). */
export class TopHits<T extends RankKey> {
  readonly items: Ranked<T>[] = [];
  constructor(private readonly limit: number) {}

  get full(): boolean {
    return this.items.length >= this.limit;
  }

  get worst(): Ranked<T> | undefined {
    return this.items[this.items.length - 1];
  }

  /** Whether a hit of this class for this game would make it into the page. */
  accepts(cls: MatchClass, entry: T): boolean {
    if (this.items.length < this.limit) return true;
    const worst = this.items[this.items.length - 1]!;
    return compareRanked(cls, entry, worst.cls, worst.entry) < 0;
  }

  offer(cls: MatchClass, entry: T): void {
    if (!this.accepts(cls, entry)) return;
    const items = this.items;
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const m = items[mid]!;
      if (compareRanked(m.cls, m.entry, cls, entry) <= 0) lo = mid + 1;
      else hi = mid;
    }
    items.splice(lo, 0, { cls, entry });
    if (items.length > this.limit) items.pop();
  }
}
