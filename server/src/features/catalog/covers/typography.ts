// Text for the covers: cleaning (XML-safe, no layout controls), capping, escaping, and width
// estimates from the advance widths of a bold grotesque, since no font is measured at render time.

// Made on first use: Intl's break rules are ICU data read from the Node binary (ADR 011).
let segmenter: Intl.Segmenter | undefined;

/** Splits into user-perceived characters (never inside a surrogate pair or combining sequence). */
export function graphemes(text: string): string[] {
  return Array.from((segmenter ??= new Intl.Segmenter("und", { granularity: "grapheme" })).segment(text), (s) => s.segment);
}

/** Removes characters that are invalid in XML or only steer layout, collapses whitespace. */
export function cleanText(raw: unknown): string {
  const text = typeof raw === "string" ? raw : typeof raw === "number" ? String(raw) : "";
  return (
    text
      .normalize("NFC")
      .replace(/[\t\n\r\u2028\u2029]/g, " ")
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff\ufffe\uffff]/g, "")
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** Caps `text` at `max` characters, preferring a word boundary, and appends an ellipsis. */
export function capLength(text: string, max: number): string {
  // A grapheme is one UTF-16 unit or more: text that short needs no segmenting (search lists a cover
  // address for every result, and segmenting every title was a fifth of a search's time).
  if (text.length <= max) return text;
  const chars = graphemes(text);
  if (chars.length <= max) return text;
  let cut = chars.slice(0, max - 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  if (lastSpace > cut.length * 0.75) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s.,;:\-–—]+$/u, "")}…`;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);
}

// Advance widths (1/1000 em) of a bold grotesque (Helvetica/Arial Bold class) for ASCII 32..126.
// prettier-ignore
const ASCII_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // space..'/'
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, // 0..?
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, // @..O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, // P.._
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, // `..o
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,      // p..~
];

const EXTRA_WIDTHS: Record<string, number> = {
  "…": 1000,
  "–": 556,
  "—": 1000,
  "‘": 278,
  "’": 278,
  "“": 500,
  "”": 500,
  "•": 350,
  "·": 278,
  "™": 1000,
  "®": 737,
  "©": 737,
  "×": 584,
  ß: 611,
  æ: 889,
  Æ: 1000,
  ø: 611,
  Ø: 778,
  œ: 944,
  Œ: 1000,
  "¡": 333,
  "¿": 611,
  "°": 400,
  "½": 834,
  "&": 722,
};

/** Safety margin for fonts in the stack that run a little wider than Arial Bold. */
export const WIDTH_SAFETY = 1.04;

export function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f000 && cp <= 0x1faff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/** Estimated advance of one grapheme, in em. */
export function graphemeWidth(g: string): number {
  const cp = g.codePointAt(0) ?? 32;
  if (cp >= 32 && cp <= 126) return ASCII_WIDTHS[cp - 32]! / 1000;
  const extra = EXTRA_WIDTHS[g[0] ?? ""];
  if (extra !== undefined) return extra / 1000;
  if (cp >= 0xff61 && cp <= 0xff9f) return 0.5; // half-width katakana
  if (isWide(cp)) return 1;
  if (cp >= 0x2600 && cp <= 0x27bf) return 1; // dingbats, symbols often drawn as emoji
  const base = g.normalize("NFD").codePointAt(0) ?? cp; // "é" measures like "e"
  if (base >= 32 && base <= 126) return ASCII_WIDTHS[base - 32]! / 1000;
  return 0.72; // Cyrillic, Greek and other alphabets: a generous average
}

/** Estimated rendered width of `text` at `fontSize` (viewBox units), including letter spacing. */
export function estimateTextWidth(text: string, fontSize: number, letterSpacing = 0): number {
  const chars = graphemes(text);
  const em = chars.reduce((sum, g) => sum + graphemeWidth(g), 0);
  return em * fontSize * WIDTH_SAFETY + letterSpacing * chars.length;
}

/** Advances of a space and of a hyphen, in em. */
export const SPACE_EM = ASCII_WIDTHS[0]! / 1000;
export const HYPHEN_EM = ASCII_WIDTHS["-".charCodeAt(0) - 32]! / 1000;
