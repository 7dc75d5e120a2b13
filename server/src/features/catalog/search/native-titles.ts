// Titles in scripts other than Latin (ファイナルファンタジー, 悪魔城ドラキュラ): the normal search form
// (text.ts normalizeTitle) keeps only a-z and 0-9, so these alt titles are kept apart in a compact
// form of their own (NFKC, lowercase, letters and digits only, no spaces) and a query with such
// letters is matched against them: equal, starting with it, or containing it.

/** A letter outside the Latin script. */
const NON_LATIN_LETTER = /(?![\p{Script=Latin}])\p{L}/u;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

export function hasNativeLetters(s: string): boolean {
  return NON_LATIN_LETTER.test(s);
}

/** NFKC (full-width and half-width forms, Ⅱ → II), lowercase, only letters and digits. */
export function nativeForm(s: string): string {
  return s.normalize("NFKC").toLowerCase().replace(NOT_LETTER_OR_DIGIT, "");
}

/** How a native title holds the query. */
export type NativeMatch = "exact" | "prefix" | "contains";

/** The native-script alt titles of the games, by slot (about 17,000 over the bundled catalog). */
export class NativeTitles {
  private forms: string[] = [];
  private slots: number[] = [];
  private readonly has = new Set<number>();

  get size(): number {
    return this.forms.length;
  }

  /** Adds the alt titles of `slot` that have letters outside the Latin script. */
  add(slot: number, alts: readonly string[]): void {
    for (const alt of alts) {
      if (!hasNativeLetters(alt)) continue;
      const form = nativeForm(alt);
      if (form === "") continue;
      this.forms.push(form);
      this.slots.push(slot);
      this.has.add(slot);
    }
  }

  remove(slot: number): void {
    if (!this.has.delete(slot)) return;
    const keep = this.slots.map((s) => s !== slot);
    this.forms = this.forms.filter((_, i) => keep[i]);
    this.slots = this.slots.filter((_, i) => keep[i]);
  }

  /** The slots `keep` accepts among those whose titles hold the query, each with its best match. */
  bestMatches(query: string, keep: (slot: number) => boolean): Map<number, NativeMatch> {
    const best = new Map<number, NativeMatch>();
    const rank = { exact: 0, prefix: 1, contains: 2 } as const;
    this.each(query, (slot, cls) => {
      if (!keep(slot)) return;
      const before = best.get(slot);
      if (before === undefined || rank[cls] < rank[before]) best.set(slot, cls);
    });
    return best;
  }

  /** Calls `visit` for each title holding the query's native form, with how it matched. */
  each(query: string, visit: (slot: number, cls: NativeMatch) => void): void {
    const q = nativeForm(query);
    if (q === "") return;
    const { forms, slots } = this;
    for (let i = 0; i < forms.length; i++) {
      const f = forms[i]!;
      const at = f.indexOf(q);
      if (at < 0) continue;
      visit(slots[i]!, at > 0 ? "contains" : f.length === q.length ? "exact" : "prefix");
    }
  }
}
