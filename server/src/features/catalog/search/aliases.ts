// Abbreviations players type for curated games, derived from the titles themselves (no table per
// game): the initials of a title, of its main part or of a subtitle, with numbers kept whole
// ("Final Fantasy VII" → ff7 and ffvii, "The Legend of Zelda: Breath of the Wild" → botw,
// "Call of Duty 4: Modern Warfare" → cod4, "Left 4 Dead 2" → l4d2, "StarCraft II" → sc2). Each
// abbreviation stands for the normalised phrase it was taken from, which the search then looks up
// like a typed query ("ff7" is searched as "final fantasy 7").
import { foldText, normalizeTitle, romanToArabic } from "../../../lib/text.ts";

/** Number words up to twenty, as digits ("Fire Emblem: Three Houses" → fe3h). */
export const NUMBER_WORDS: ReadonlyMap<string, string> = new Map(
  [
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
  ].map((w, i) => [w, String(i + 1)]),
);

/** Separators of a title's parts: "Star Wars: Knights of the Old Republic II - The Sith Lords". */
const PART_SEPARATORS = /\s*:\s+|\s+[-–—]\s+/;

/** One word's spellings in an initialism, and whether it is a number (kept whole, not a letter). */
interface Initial {
  options: string[];
  number: boolean;
}

/** The words of one part of a title, each with what it gives an initialism (one or more spellings). */
function initialsOf(part: string): Initial[] | null {
  const out: Initial[] = [];
  for (const raw of part.split(/[^\p{L}\p{N}'’]+/u)) {
    if (raw === "") continue;
    const folded = foldText(raw);
    if (folded === "") continue;
    for (const word of folded.split(" ")) {
      const arabic = /^[0-9]+$/.test(word) ? word : (romanToArabic(word) ?? NUMBER_WORDS.get(word));
      if (arabic !== undefined) {
        // A number stays whole: as digits, and as written (roman, a word's initial).
        out.push({ options: word === arabic ? [arabic] : [arabic, /^[ivx]+$/.test(word) ? word : word[0]!], number: true });
        continue;
      }
      // "StarCraft", "WarioWare", "SimCity": one word, or a capital in the middle starting another.
      const camel = /^\p{Lu}?\p{Ll}+(?:\p{Lu}\p{Ll}+)+$/u.test(raw) ? raw.match(/\p{Lu}?\p{Ll}+/gu)! : null;
      out.push({ options: camel && camel.length > 1 ? [word[0]!, camel.map((w) => foldText(w)[0]).join("")] : [word[0]!], number: false });
    }
  }
  return out.length === 0 ? null : out;
}

/**
 * Every spelling of an initialism (the product of each word's spellings, at most 16) with how many
 * letters of words it holds: one letter and a number ("p5", "sii") says too little to stand alone.
 */
function spellings(words: readonly Initial[]): { key: string; letters: number }[] {
  let keys = [{ key: "", letters: 0 }];
  for (const { options, number } of words) {
    const next: typeof keys = [];
    for (const k of keys) for (const o of options) if (next.length < 16) next.push({ key: k.key + o, letters: k.letters + (number ? 0 : o.length) });
    keys = next;
  }
  return keys;
}

/**
 * The abbreviations of a title, each with the normalised phrase it stands for: the whole title, its
 * main part and each subtitle of two or more words, with and without a leading "The", and with the
 * word "Part" left out ("The Last of Us Part II" → tlou2).
 */
export function aliasesOf(title: string): { key: string; phrase: string }[] {
  const parts = title.split(PART_SEPARATORS).filter((p) => p.trim() !== "");
  const phrases = new Set<string>([title]);
  if (parts.length > 1) for (const p of parts) phrases.add(p);
  const out = new Map<string, string>();
  for (const phrase of phrases) {
    const words = initialsOf(phrase);
    if (!words || words.length < 2) continue;
    const normalized = normalizeTitle(phrase);
    const folded = foldText(phrase).split(" ");
    const variants = [words];
    if (folded[0] === "the") variants.push(words.slice(1));
    const part = folded.indexOf("part");
    if (part > 0) variants.push(words.filter((_, i) => i !== part));
    for (const v of variants) {
      for (const { key, letters } of spellings(v)) {
        if (letters >= 2 && key !== normalized.replace(/ /g, "") && !out.has(key)) out.set(key, normalized);
      }
    }
  }
  return [...out].map(([key, phrase]) => ({ key, phrase }));
}

/** A typed token or query as an abbreviation key: normalised, spaces removed ("gta v" → gta5). */
export function aliasKey(normalizedQuery: string): string {
  return normalizedQuery.replace(/ /g, "");
}

/** Abbreviation → the phrases it stands for, kept in step with the curated games of the index. */
export class AliasTable {
  /** key → phrase → how many games gave it. */
  private readonly phrases = new Map<string, Map<string, number>>();
  /** The aliases each slot added, to take them back. */
  private readonly bySlot = new Map<number, { key: string; phrase: string }[]>();

  get size(): number {
    return this.phrases.size;
  }

  add(slot: number, title: string): void {
    const aliases = aliasesOf(title);
    if (aliases.length === 0) return;
    this.bySlot.set(slot, aliases);
    for (const { key, phrase } of aliases) {
      let m = this.phrases.get(key);
      if (!m) this.phrases.set(key, (m = new Map<string, number>()));
      m.set(phrase, (m.get(phrase) ?? 0) + 1);
    }
  }

  remove(slot: number): void {
    const aliases = this.bySlot.get(slot);
    if (!aliases) return;
    this.bySlot.delete(slot);
    for (const { key, phrase } of aliases) {
      const m = this.phrases.get(key)!;
      const n = m.get(phrase)! - 1;
      if (n > 0) m.set(phrase, n);
      else m.delete(phrase);
      if (m.size === 0) this.phrases.delete(key);
    }
  }

  /** The phrases an abbreviation stands for (none: an empty array). */
  lookup(key: string): string[] {
    const m = this.phrases.get(key);
    return m ? [...m.keys()] : [];
  }
}
