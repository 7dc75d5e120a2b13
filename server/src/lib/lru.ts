// A map that forgets its least recently used entries past a count and a byte budget.

export class Lru<V> {
  private readonly map = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(private readonly limits: { entries: number; bytes?: number }) {}

  get(key: string): V | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    // Most recently used last: re-insert on use.
    this.map.delete(key);
    this.map.set(key, e);
    return e.value;
  }

  /** `bytes`: what the value holds, counted against the byte budget; a value over a quarter of it is not kept. */
  set(key: string, value: V, bytes = 0): void {
    this.delete(key);
    const budget = this.limits.bytes ?? Infinity;
    if (bytes > budget / 4) return;
    this.map.set(key, { value, bytes });
    this.total += bytes;
    for (const [k] of this.map) {
      if (this.map.size <= this.limits.entries && this.total <= budget) break;
      this.delete(k);
    }
  }

  delete(key: string): void {
    const e = this.map.get(key);
    if (!e) return;
    this.total -= e.bytes;
    this.map.delete(key);
  }

  /** Forgets every entry. */
  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  get size(): number {
    return this.map.size;
  }

  get bytes(): number {
    return this.total;
  }
}
