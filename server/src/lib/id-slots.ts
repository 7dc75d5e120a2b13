// Catalog id → slot in a table of columns (the search index's, the recommendation catalog's). Catalog
// ids are the table's serial ids, so almost all are small and dense: a typed array indexed by id holds them in 4 bytes each, where a Map of 80,000 numbers took
// about 3.5 MB. Ids beyond DENSE_LIMIT (a table that was renumbered, an import with its own ids)
// go to a Map, so a stray large id never allocates a huge array.

/** Ids below this live in the typed array (at most 8 MB of it). */
export const DENSE_LIMIT = 1 << 21;

export class IdSlots {
  /** slot + 1 by id; 0 = no game. */
  private dense = new Int32Array(1024);
  private readonly sparse = new Map<number, number>();

  get(id: number): number | undefined {
    if (id >= 0 && id < DENSE_LIMIT && Number.isInteger(id)) {
      const v = id < this.dense.length ? this.dense[id]! : 0;
      return v === 0 ? undefined : v - 1;
    }
    return this.sparse.get(id);
  }

  set(id: number, slot: number): void {
    if (id >= 0 && id < DENSE_LIMIT && Number.isInteger(id)) {
      if (id >= this.dense.length) {
        const next = new Int32Array(Math.min(DENSE_LIMIT, Math.max(id + 1, this.dense.length * 2)));
        next.set(this.dense);
        this.dense = next;
      }
      this.dense[id] = slot + 1;
    } else {
      this.sparse.set(id, slot);
    }
  }

  delete(id: number): void {
    if (id >= 0 && id < DENSE_LIMIT && Number.isInteger(id)) {
      if (id < this.dense.length) this.dense[id] = 0;
    } else {
      this.sparse.delete(id);
    }
  }
}
