// Equal values stored once, by number: the name and list columns of the search index and the
// recommendation catalog (80,000 games share a few thousand series, platform and company lists).
// Finding a value's number takes a map from each value's key; after a bulk load `forgetKeys` drops
// that map (about a megabyte for the recommendation catalog's lists) and the next value to number
// builds it again from the values.

export class ValueTable<V> {
  readonly values: V[] = [];
  private numbers: Map<string, number> | null = new Map();

  /** `keyOf`: equal values, and only equal values, have equal keys. */
  constructor(private readonly keyOf: (value: V) => string) {}

  /** The number of `value`, stored now (as `store` makes it) if no equal value is stored yet. */
  numberOf(value: V, store: (value: V) => V = (v) => v): number {
    const numbers = (this.numbers ??= new Map(this.values.map((v, n) => [this.keyOf(v), n])));
    const key = this.keyOf(value);
    let n = numbers.get(key);
    if (n === undefined) {
      n = this.values.push(store(value)) - 1;
      numbers.set(key, n);
    }
    return n;
  }

  /** Drops the map of keys until a value is numbered again (the values and their numbers stay). */
  forgetKeys(): void {
    this.numbers = null;
  }
}
