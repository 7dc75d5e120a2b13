// The search index's vocabulary: each distinct token of the normalised titles and alt titles, with
// its postings (the games using it, by slot), a 2-/3-gram → token index so "tokens that contain
// the query token" is a lookup rather than a scan, the tokens sorted for "tokens starting with",
// and a FuzzyVocabulary over the same tokens for typo correction.
//
// Tokens are never forgotten: a token whose games are all gone keeps its id with empty postings,
// and every lookup answers only tokens with live postings.
//
// Postings and gram lists live in two packed lists (ListStore): one Int32Array for all of them
// after a bulk load, with a small overflow of ordinary arrays for what changes afterwards.

import { charBit, FuzzyVocabulary } from "./fuzzy.ts";
import { lowerBound, prefixRange } from "./sorted.ts";
import { ListStore } from "./list-store.ts";

/** A character of a normalised token as 1–36 ([a-z] → 1–26, [0-9] → 27–36; anything else 0). */
function charCode36(token: string, at: number): number {
  const c = token.charCodeAt(at);
  if (c >= 97 && c <= 122) return c - 96;
  if (c >= 48 && c <= 57) return c - 21;
  return 0;
}

/** Bigrams take codes below 37², trigrams the 37³ codes after them. */
const GRAM_CODES = 37 * 37 + 37 * 37 * 37;

/** A distinct integer for the 2- or 3-character gram of `token` at `at`. */
function gramCode(token: string, at: number, n: number): number {
  const pair = charCode36(token, at) * 37 + charCode36(token, at + 1);
  return n === 2 ? pair : 37 * 37 + pair * 37 + charCode36(token, at + 2);
}

export class Vocabulary {
  /** Token → id while loading in bulk (sortedTexts is sorted only afterwards); dropped after it. */
  private idByText: Map<string, number> | undefined;
  private texts: string[] = [];
  /** Per token id: the slots of the games using the token, each game once. */
  private readonly postings = new ListStore();
  /** Per token id: the last game (epoch) that touched its postings. */
  private epochs = new Int32Array(1024);
  private epoch = 0;
  /** 2- and 3-character grams (by gramCode) → ids of the tokens containing them. */
  private readonly grams = new ListStore(GRAM_CODES);
  private readonly fuzzy = new FuzzyVocabulary();
  /** The tokens sorted (parallel arrays), for "tokens starting with"; re-sorted lazily. */
  private sortedTexts: string[] = [];
  private sortedIds: number[] = [];
  private sortPending = false;

  /** Until endBulk(), new tokens are not spliced into the sorted list; endBulk() sorts once. */
  beginBulk(): void {
    this.sortPending = true;
    this.idByText = new Map(this.texts.map((text, id) => [text, id]));
  }

  endBulk(): void {
    this.idByText = undefined;
    this.texts = this.texts.slice(); // no spare room
    this.sort();
    this.postings.pack();
    this.grams.pack();
  }

  /** Starts adding or removing one game's tokens: each game counts once in a token's postings. */
  beginGame(): void {
    this.epoch++;
  }

  /** Adds `slot` to the postings of `token` (once per beginGame()). */
  addPosting(token: string, slot: number): void {
    const id = this.idOf(token);
    if (this.epochs[id] === this.epoch) return;
    this.epochs[id] = this.epoch;
    this.postings.add(id, slot);
  }

  /**
   * Adds the tokens of a game's normalised title and alt titles to the postings of `slot`, in one pass
   * per string that also gives the strings' character mask and the mask of their words' first letters.
   */
  addGame(title: string, alts: readonly string[], slot: number): { mask: number; initials: number } {
    this.beginGame();
    let mask = 0;
    let initials = 0;
    for (let t = -1; t < alts.length; t++) {
      const text = t < 0 ? title : alts[t]!;
      let start = 0;
      for (let i = 0; i <= text.length; i++) {
        const c = i < text.length ? text.charCodeAt(i) : 32;
        if (c !== 32) {
          mask |= charBit(c);
          continue;
        }
        if (i > start) {
          initials |= charBit(text.charCodeAt(start));
          this.addPosting(text.slice(start, i), slot);
        }
        start = i + 1;
      }
    }
    return { mask, initials };
  }

  /** Removes `slot` from the postings of every token of the (space-separated) `texts`. */
  removePostings(texts: readonly string[], slot: number): void {
    this.beginGame();
    for (const text of texts) {
      for (const token of text.split(" ")) {
        const id = this.knownId(token)!;
        if (this.epochs[id] === this.epoch) continue;
        this.epochs[id] = this.epoch;
        this.postings.remove(id, slot);
      }
    }
  }

  /** The slots of the games using token `id` (a copy; searches use eachPosting). */
  postingsOf(id: number): number[] {
    const out: number[] = [];
    this.postings.each(id, (slot) => out.push(slot));
    return out;
  }

  /** Calls `visit` with each slot in the postings of token `id`. */
  eachPosting(id: number, visit: (slot: number) => void): void {
    this.postings.each(id, visit);
  }

  /** Calls `visit` once per slot in the postings of `ids` not yet marked `stamp` in `seen`, marking it. */
  eachPostingOnce(ids: readonly number[], seen: Uint32Array, stamp: number, visit: (slot: number) => void): void {
    const once = (slot: number): void => {
      if (seen[slot] === stamp) return;
      seen[slot] = stamp;
      visit(slot);
    };
    for (const id of ids) this.postings.each(id, once);
  }

  /** Sum of the postings lengths of `ids`: the size of the candidate set they would drive. */
  postingsSize(ids: readonly number[]): number {
    let n = 0;
    for (const id of ids) n += this.postings.size(id);
    return n;
  }

  /** Ids (with live postings) of the tokens starting with `token`. */
  startingWith(token: string): number[] {
    if (this.sortPending) this.sort();
    const out: number[] = [];
    const { from, to } = prefixRange(this.sortedTexts, token);
    for (let i = from; i < to; i++) {
      const id = this.sortedIds[i]!;
      if (this.postings.size(id) > 0) out.push(id);
    }
    return out;
  }

  /** Ids (with live postings) of the tokens containing `token` (2+ characters), through the gram index. */
  containing(token: string): number[] {
    const out: number[] = [];
    let rarest = -1;
    if (token.length <= 3) {
      rarest = gramCode(token, 0, token.length);
    } else {
      let fewest = Infinity;
      for (let i = 0; i + 3 <= token.length; i++) {
        const code = gramCode(token, i, 3);
        const n = this.grams.size(code);
        if (n === 0) return out;
        if (n < fewest) {
          fewest = n;
          rarest = code;
        }
      }
    }
    const check = token.length > 3;
    this.grams.each(rarest, (id) => {
      if (this.postings.size(id) > 0 && (!check || this.texts[id]!.includes(token))) out.push(id);
    });
    return out;
  }

  /** Whether `token` is a whole word of some game in the index. */
  hasWord(token: string): boolean {
    const id = this.knownId(token);
    return id !== undefined && this.postings.size(id) > 0;
  }

  /** The tokens (with live postings) within the fuzzy edit distance of `token`, nearest first. */
  corrections(token: string): string[] {
    return this.fuzzy
      .find(token)
      .filter((id) => this.postings.size(id) > 0)
      .map((id) => this.texts[id]!);
  }

  /** The id of a known token: through the bulk map, else a binary search of the sorted tokens. */
  private knownId(token: string): number | undefined {
    if (this.idByText) return this.idByText.get(token);
    if (this.sortPending) this.sort();
    const at = lowerBound(this.sortedTexts, token);
    return this.sortedTexts[at] === token ? this.sortedIds[at] : undefined;
  }

  private idOf(token: string): number {
    const known = this.knownId(token);
    if (known !== undefined) return known;
    const id = this.texts.length;
    this.idByText?.set(token, id);
    this.texts.push(token);
    if (id >= this.epochs.length) {
      const next = new Int32Array(this.epochs.length * 2);
      next.set(this.epochs);
      this.epochs = next;
    }
    if (!this.sortPending) {
      const at = lowerBound(this.sortedTexts, token);
      this.sortedTexts.splice(at, 0, token);
      this.sortedIds.splice(at, 0, id);
    }
    for (let n = 2; n <= 3; n++) {
      for (let i = 0; i + n <= token.length; i++) {
        const code = gramCode(token, i, n);
        if (this.grams.lastAdded(code) !== id) this.grams.add(code, id); // a gram repeated in the token
      }
    }
    this.fuzzy.add(id, token);
    return id;
  }

  private sort(): void {
    const ids = this.texts.map((_, id) => id);
    ids.sort((a, b) => (this.texts[a]! < this.texts[b]! ? -1 : 1)); // tokens are distinct
    this.sortedIds = ids;
    this.sortedTexts = ids.map((id) => this.texts[id]!);
    this.sortPending = false;
  }
}
