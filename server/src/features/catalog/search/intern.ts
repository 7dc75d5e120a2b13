// Shares equal values between the search index's docs: a catalog of 80,000 games repeats a few
// hundred platform lists and two sources, and every row read from the database is a fresh copy.
// Interned arrays are frozen, so a doc can never change another's list.

const EMPTY: readonly string[] = Object.freeze([]);

export class Interner {
  private readonly strings = new Map<string, string>();
  private readonly lists = new Map<string, readonly string[]>();

  string<S extends string>(value: S): S {
    const known = this.strings.get(value);
    if (known !== undefined) return known as S;
    this.strings.set(value, value);
    return value;
  }

  /** An equal frozen list, shared by every caller that passes the same strings in the same order. */
  list(values: readonly string[]): string[] {
    if (values.length === 0) return EMPTY as string[];
    const key = values.join("\u0000");
    let known = this.lists.get(key);
    if (!known) {
      known = Object.freeze(values.map((v) => this.string(v)));
      this.lists.set(key, known);
    }
    return known as string[];
  }

  /** `doc` with its platforms, flags, source and (empty) alt titles shared. */
  doc<D extends { platforms: string[]; source: string; altTitles: string[]; flags?: string[] }>(doc: D): D {
    doc.platforms = this.list(doc.platforms);
    if (doc.flags) doc.flags = this.list(doc.flags);
    doc.source = this.string(doc.source);
    if (doc.altTitles.length === 0) doc.altTitles = EMPTY as string[];
    return doc;
  }
}

/** Rows per read while building the index at start-up. */
const PAGE_ROWS = 5_000;

/**
 * Every row of a table read a page at a time by ascending id, values shared (Interner.doc): the whole
 * catalog in one answer held ~100 MB of driver rows at once, and the heap kept that size afterwards.
 */
export async function readInternedPages<R extends { id: number; platforms: string[]; source: string; altTitles: string[]; flags?: string[] }>(
  page: (afterId: number, take: number) => Promise<R[]>,
): Promise<R[]> {
  const shared = new Interner();
  const out: R[] = [];
  for (let after = 0; ; ) {
    const rows = await page(after, PAGE_ROWS);
    for (const row of rows) out.push(shared.doc(row));
    if (rows.length < PAGE_ROWS) return out;
    after = rows[rows.length - 1]!.id;
  }
}
