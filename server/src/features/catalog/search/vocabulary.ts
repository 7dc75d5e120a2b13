// The search index's vocabulary: each distinct token of the normalised titles and alt titles, with
// its postings (the games using it, by slot), a 2-/3-gram → token index so "tokens that contain
// the query token" is a lookup rather than a scan, the tokens sorted for "tokens starting with",
// and a FuzzyVocabulary over the same tokens for typo correction.
//
// Tokens are never forgotten: a token whose games are all gone keeps its id with empty postings,
// and every lookup answers only tokens with live postings.

import { FuzzyVocabulary } from "./fuzzy.ts";
import { lowerBound, prefixRange } from "./sorted.ts";

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
  private readonly idByText = new Map<string, number>();
  private readonly texts: string[] = [];
  /** Per token id: the slots of the games using the token, each game once. */
  private readonly postings: number[][] = [];
  /** Per token id: the last game (epoch) that touched its postings. */
  private readonly epochs: number[] = [];
  private epoch = 0;
  /** 2- and 3-character grams (by gramCode) → ids of the tokens containing them. */
  private readonly grams: (number[] | undefined)[] = Array.from({ length: GRAM_CODES }, () => undefined);
  private readonly fuzzy = new FuzzyVocabulary();
  /** The tokens sorted (parallel arrays), for "tokens starting with"; re-sorted lazily. */
  private sortedTexts: string[] = [];
  private sortedIds: number[] = [];
  private sortPending = false;

  /** Until endBulk(), new tokens are not spliced into the sorted list; endBulk() sorts once. */
  beginBulk(): void {
    this.sortPending = true;
  }

  endBulk(): void {
    this.sort();
    this.trim();
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
    this.postings[id]!.push(slot);
  }

  /** Removes `slot` from the postings of every token of the (space-separated) `texts`. */
  removePostings(texts: readonly string[], slot: number): void {
    this.beginGame();
    for (const text of texts) {
      for (const token of text.split(" ")) {
        const id = this.idByText.get(token)!;
        if (this.epochs[id] === this.epoch) continue;
        this.epochs[id] = this.epoch;
        const list = this.postings[id]!;
        const at = list.indexOf(slot);
        if (at >= 0) {
          list[at] = list[list.length - 1]!;
          list.pop();
        }
      }
    }
  }

  /** The slots of the games using token `id`. */
  postingsOf(id: number): readonly number[] {
    return this.postings[id]!;
  }

  /** Sum of the postings lengths of `ids`: the size of the candidate set they would drive. */
  postingsSize(ids: readonly number[]): number {
    let n = 0;
    for (const id of ids) n += this.postings[id]!.length;
    return n;
  }

  /** Ids (with live postings) of the tokens starting with `token`. */
  startingWith(token: string): number[] {
    if (this.sortPending) this.sort();
    const out: number[] = [];
    const { from, to } = prefixRange(this.sortedTexts, token);
    for (let i = from; i < to; i++) {
      const id = this.sortedIds[i]!;
      if (this.postings[id]!.length > 0) out.push(id);
    }
    return out;
  }

  /** Ids (with live postings) of the tokens containing `token` (2+ characters), through the gram index. */
  containing(token: string): number[] {
    const out: number[] = [];
    let rarest: number[] | undefined;
    if (token.length <= 3) {
      rarest = this.grams[gramCode(token, 0, token.length)];
    } else {
      for (let i = 0; i + 3 <= token.length; i++) {
        const list = this.grams[gramCode(token, i, 3)];
        if (!list) return out;
        if (!rarest || list.length < rarest.length) rarest = list;
      }
    }
    if (!rarest) return out;
    const check = token.length > 3;
    for (const id of rarest) {
      if (this.postings[id]!.length > 0 && (!check || this.texts[id]!.includes(token))) out.push(id);
    }
    return out;
  }

  /** The tokens (with live postings) within the fuzzy edit distance of `token`, nearest first. */
  corrections(token: string): string[] {
    return this.fuzzy
      .find(token)
      .filter((id) => this.postings[id]!.length > 0)
      .map((id) => this.texts[id]!);
  }

  private idOf(token: string): number {
    const known = this.idByText.get(token);
    if (known !== undefined) return known;
    const id = this.texts.length;
    this.idByText.set(token, id);
    this.texts.push(token);
    this.postings.push([]);
    this.epochs.push(0);
    if (!this.sortPending) {
      const at = lowerBound(this.sortedTexts, token);
      this.sortedTexts.splice(at, 0, token);
      this.sortedIds.splice(at, 0, id);
    }
    for (let n = 2; n <= 3; n++) {
      for (let i = 0; i + n <= token.length; i++) {
        const code = gramCode(token, i, n);
        const list = this.grams[code];
        if (!list) this.grams[code] = [id];
        else if (list[list.length - 1] !== id) list.push(id); // a gram repeated in the token
      }
    }
    this.fuzzy.add(id, token);
    return id;
  }

  /**
   * Replaces every postings and gram list with an exact copy. Lists grown one push at a time keep
   * spare room (a token used by one game holds space for 17), which over ~70k tokens was a sixth of
   * the index's memory; lists that grow later get their room back as they need it.
   */
  private trim(): void {
    for (let id = 0; id < this.postings.length; id++) this.postings[id] = this.postings[id]!.slice();
    for (let code = 0; code < this.grams.length; code++) {
      const list = this.grams[code];
      if (list) this.grams[code] = list.slice();
    }
  }

  private sort(): void {
    const ids = this.texts.map((_, id) => id);
    ids.sort((a, b) => (this.texts[a]! < this.texts[b]! ? -1 : 1)); // tokens are distinct
    this.sortedIds = ids;
    this.sortedTexts = ids.map((id) => this.texts[id]!);
    this.sortPending = false;
  }
}
