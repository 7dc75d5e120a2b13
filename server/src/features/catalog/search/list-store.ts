// Many lists of non-negative integers by key (a token's postings, a gram's tokens), packed: after
// pack() every list is a range of one Int32Array (4 bytes an entry, no per-list object), where an
// array per list took ~8 bytes an entry plus ~50 bytes a list. Lists still change afterwards: an
// added value goes to a small overflow list of its key, a removed one is overwritten with -1 (or
// taken out of the overflow); the next pack() folds both back in.

const REMOVED = -1;

export class ListStore {
  /** Packed lists: key k's values are data[start[k]] .. data[start[k + 1] - 1] (REMOVED skipped). */
  private start = new Int32Array(1);
  private data = new Int32Array(0);
  /** Values added since the last pack(), by key (holey: most keys have none). */
  private extra: (number[] | undefined)[] = [];
  /** Live values per key (packed and overflow). */
  private live: Int32Array;

  /** `keys`: how many keys to expect (the store grows past it as needed). */
  constructor(keys = 1024) {
    this.live = new Int32Array(Math.max(1, keys));
  }

  /** Number of live values of `key`. */
  size(key: number): number {
    return key < this.live.length ? this.live[key]! : 0;
  }

  add(key: number, value: number): void {
    let list = this.extra[key];
    if (!list) this.extra[key] = list = [];
    list.push(value);
    if (key >= this.live.length) {
      const next = new Int32Array(Math.max(key + 1, this.live.length * 2));
      next.set(this.live);
      this.live = next;
    }
    this.live[key]!++;
  }

  /** The value last added to `key` since the last pack() (-1: none). */
  lastAdded(key: number): number {
    const list = this.extra[key];
    return list && list.length > 0 ? list[list.length - 1]! : REMOVED;
  }

  /** Removes one occurrence of `value` from `key`'s list; false when it was not there. */
  remove(key: number, value: number): boolean {
    if (key + 1 < this.start.length) {
      for (let i = this.start[key]!, end = this.start[key + 1]!; i < end; i++) {
        if (this.data[i] !== value) continue;
        this.data[i] = REMOVED;
        this.live[key]!--;
        return true;
      }
    }
    const list = this.extra[key];
    const at = list ? list.indexOf(value) : -1;
    if (!list || at < 0) return false;
    list[at] = list[list.length - 1]!;
    list.pop();
    this.live[key]!--;
    return true;
  }

  /** Calls `visit` with each live value of `key`. */
  each(key: number, visit: (value: number) => void): void {
    if (key + 1 < this.start.length) {
      const data = this.data;
      for (let i = this.start[key]!, end = this.start[key + 1]!; i < end; i++) {
        const v = data[i]!;
        if (v !== REMOVED) visit(v);
      }
    }
    const list = this.extra[key];
    if (list) for (let i = 0; i < list.length; i++) visit(list[i]!);
  }

  /** Folds the overflow and the removals into one exactly sized packed array. */
  pack(): void {
    const keys = this.live.length;
    let total = 0;
    for (let k = 0; k < keys; k++) total += this.live[k]!;
    const start = new Int32Array(keys + 1);
    const data = new Int32Array(total);
    let at = 0;
    for (let k = 0; k < keys; k++) {
      start[k] = at;
      this.each(k, (v) => {
        data[at++] = v;
      });
    }
    start[keys] = at;
    this.start = start;
    this.data = data;
    this.extra = [];
  }
}
