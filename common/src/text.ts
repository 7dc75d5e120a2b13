// String rules that need no zod (primitives.ts builds its schemas on them; the web app's light
// sign-in and sign-up checks use them directly).

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `value` cannot be stored as text ("Title cannot contain …"), or undefined when it can. */
export function unstorableText(label: string, value: string): string | undefined {
  if (value.includes("\u0000")) return `${label} cannot contain the NUL character`;
  if (LONE_SURROGATE.test(value)) return `${label} contains an incomplete character (half of a UTF-16 surrogate pair)`;
  return undefined;
}

/** How many bytes `s` takes in UTF-8 (a lone surrogate counts as the 3 bytes of U+FFFD). */
export function utf8Length(s: string): number {
  let bytes = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return bytes;
}

// Intl's number and plural data live in the ICU tables of the Node binary: the first formatter made
// reads megabytes of them into memory for good. Counts (whole numbers) are formatted here without
// them; anything else goes to Intl, made on first use (ADR 011, eleventh round).
let plural: Intl.PluralRules | undefined;
let number: Intl.NumberFormat | undefined;
let collator: Intl.Collator | undefined;

/** A whole number Intl would write with no fraction and no sign of zero. */
const plainWhole = (n: number) => Number.isSafeInteger(n) && !Object.is(n, -0);

/** n with commas between thousands, as Intl.NumberFormat("en-US") writes it: formatCount(2100) is '2,100'. */
export function formatCount(n: number): string {
  if (!plainWhole(n)) return (number ??= new Intl.NumberFormat("en-US")).format(n);
  const digits = String(Math.abs(n));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${out}` : out;
}

/** The noun for a count of `n` (English plural rules): nounOf(1, "game") is 'game', nounOf(0, "game") 'games'. */
export function nounOf(n: number, one: string, other = `${one}s`): string {
  if (plainWhole(n)) return n === 1 || n === -1 ? one : other;
  return (plural ??= new Intl.PluralRules("en-US")).select(n) === "one" ? one : other;
}

/** A count with its noun in the right form: countOf(1, "game") is '1 game', countOf(2100, "game") '2,100 games'. */
export function countOf(n: number, one: string, other = `${one}s`): string {
  return `${formatCount(n)} ${nounOf(n, one, other)}`;
}

/** Text in the default locale's order, as a.localeCompare(b) (one collator, made on first use). */
export function compareText(a: string, b: string): number {
  return (collator ??= new Intl.Collator()).compare(a, b);
}
