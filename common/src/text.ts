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

const PLURAL = new Intl.PluralRules("en-US");
const NUMBER = new Intl.NumberFormat("en-US");

/** The noun for a count of `n` (Intl.PluralRules): nounOf(1, "game") is 'game', nounOf(0, "game") 'games'. */
export function nounOf(n: number, one: string, other = `${one}s`): string {
  return PLURAL.select(n) === "one" ? one : other;
}

/** A count with its noun in the right form: countOf(1, "game") is '1 game', countOf(2100, "game") '2,100 games'. */
export function countOf(n: number, one: string, other = `${one}s`): string {
  return `${NUMBER.format(n)} ${nounOf(n, one, other)}`;
}
