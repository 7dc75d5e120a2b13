// Shared text helpers: slugs for addresses, and one canonical ASCII form per title for search and
// matching, so that "Pokémon", "POKEMON" and "pokemon" (or "Final Fantasy VII" and "final fantasy 7") meet.

/** Apostrophe-like characters: removed outright so "Luigi's" folds to "luigis". */
const APOSTROPHES = /['\u2018\u2019\u201B\u02BC\u02BB`\u00B4]/g;
/** Combining marks left behind by NFKD ("é" → "e" + U+0301). */
const COMBINING_MARKS = /\p{M}+/gu;
/** Letters NFKD does not decompose into ASCII. */
const EXTRA_LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ı: "i",
  ħ: "h",
};
const EXTRA_LETTERS_RE = /[ßæœøđðłþıħ]/g;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Lowercase, NFKD with combining marks stripped, plus the few letters NFKD leaves alone. */
function toAsciiLower(s: string): string {
  if (PRINTABLE_ASCII.test(s)) return s.toLowerCase();
  return s
    .normalize("NFKD")
    .toLowerCase()
    .replace(COMBINING_MARKS, "")
    .replace(EXTRA_LETTERS_RE, (c) => EXTRA_LETTERS[c] ?? c);
}

/**
 * Search folding: lowercase, accents folded to ASCII, "&" → " and ", apostrophes removed,
 * every other character outside [a-z0-9] → space, spaces collapsed and trimmed.
 *   foldText("Pokémon")        → "pokemon"
 *   foldText("Luigi's Mansion") → "luigis mansion"
 *   foldText("Ratchet & Clank") → "ratchet and clank"
 */
export function foldText(s: string): string {
  // Apostrophes go first: NFKD would turn "´" into a space plus a combining mark.
  const src = PRINTABLE_ASCII.test(s) ? s : toAsciiLower(s.replace(APOSTROPHES, ""));
  // One pass into a scratch buffer: keep [a-z0-9] (lowercasing A-Z), drop ' and `, "&" → "and"
  // as a word, anything else separates words; separators collapse and never lead or trail.
  if (scratch.length < src.length * 5) scratch = new Uint16Array(src.length * 5);
  const out = scratch;
  let n = 0;
  let gap = false;
  for (let i = 0; i < src.length; i++) {
    let c = src.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (gap && n > 0) out[n++] = 32;
      gap = false;
      out[n++] = c;
    } else if (c === 38) {
      if (n > 0) out[n++] = 32;
      out[n++] = 97; // "and"
      out[n++] = 110;
      out[n++] = 100;
      gap = true;
    } else if (c !== 39 && c !== 96) {
      gap = true;
    }
  }
  if (n <= 4096) return String.fromCharCode.apply(null, out.subarray(0, n) as unknown as number[]);
  let text = ""; // very long input: stay well under the engine's argument-count limit
  for (let at = 0; at < n; at += 4096) {
    text += String.fromCharCode.apply(null, out.subarray(at, Math.min(n, at + 4096)) as unknown as number[]);
  }
  return text;
}

/** foldText's output buffer (5 output characters per input character covers "&" → " and "). */
let scratch = new Uint16Array(256);

const ROMAN_ONES = ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"] as const;

/** Canonical roman numerals 1–39 → arabic digits ("i" → "1", "xxxix" → "39"). */
const ROMAN_NUMERALS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (let n = 1; n <= 39; n++) {
    map.set("x".repeat(Math.floor(n / 10)) + ROMAN_ONES[n % 10], String(n));
  }
  return map;
})();

/** Folded text that normalizeFolded could change: a leading "the " or an [ivx]-only token. */
const MAY_CHANGE = /^the |(?:^| )[ivx]+(?: |$)/;

/** The arabic value of a lowercase roman-numeral token in 1–39, else undefined. */
export function romanToArabic(token: string): string | undefined {
  return ROMAN_NUMERALS.get(token);
}

/**
 * Title normalisation used both for indexing and for queries: foldText, then a leading
 * "the " is dropped and every roman-numeral token from i to xxxix becomes arabic digits.
 *   normalizeTitle("The Legend of Zelda") → "legend of zelda"
 *   normalizeTitle("Final Fantasy VII")   → "final fantasy 7"
 */
export function normalizeTitle(s: string): string {
  return normalizeFolded(foldText(s));
}

/** normalizeTitle for text that has already been through foldText. */
export function normalizeFolded(folded: string): string {
  if (!MAY_CHANGE.test(folded)) return folded;
  const parts = folded.split(" ");
  let changed = false;
  if (parts[0] === "the" && parts.length > 1) {
    parts.shift();
    changed = true;
  }
  for (let i = 0; i < parts.length; i++) {
    const arabic = ROMAN_NUMERALS.get(parts[i]!);
    if (arabic !== undefined) {
      parts[i] = arabic;
      changed = true;
    }
  }
  return changed ? parts.join(" ") : folded;
}

/** The tokens of a normalised title (empty array for a title with no [a-z0-9] content). */
export function tokens(s: string): string[] {
  const normalized = normalizeTitle(s);
  return normalized === "" ? [] : normalized.split(" ");
}

/**
 * The slug rule: lowercase, accents folded to ASCII, each run of characters outside
 * [a-z0-9] replaced by "-", leading/trailing "-" trimmed.
 *   slugify("Pokémon Red") → "pokemon-red";  slugify("Half-Life 2") → "half-life-2"
 */
export function slugify(title: string): string {
  return toAsciiLower(title)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The slug rule for any script: slugify when it leaves anything (so Latin titles get the same slug), else
 * the title's own letters and digits in any script, lowercased, each other run → "-". Catalog slugs keep
 * slugify; this is for addresses the browser shows as text.
 *   unicodeSlug("Pokémon Red") → "pokemon-red";  unicodeSlug("لعبة") → "لعبة";  unicodeSlug("🎮") → ""
 */
export function unicodeSlug(title: string): string {
  return (
    slugify(title) ||
    title
      .normalize("NFC")
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
      .replace(/^[-\p{M}]+|-+$/gu, "")
  );
}

/** `s` as a regular expression that matches it literally. */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
