// Equal values stored once, by number: the name and list columns of the search index and the
// recommendation catalog (80,000 games share a few thousand series, platform and company lists).

export class ValueTable<V> {
  readonly values: V[] = [];
  private readonly numbers = new Map<string, number>();

  /** The number of the value under `key`, stored now (made by `make`) if there is none yet. */
  numberOf(key: string, make: () => V): number {
    let n = this.numbers.get(key);
    if (n === undefined) {
      n = this.values.push(make()) - 1;
      this.numbers.set(key, n);
    }
    return n;
  }
}
