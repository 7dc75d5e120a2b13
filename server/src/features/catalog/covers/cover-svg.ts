// Deterministic offline cover art: a small standalone SVG derived from a game's title.
//
// Everything visual (palette, gradient direction, background motif) comes from a hash of the
// normalised title, so the same game always gets the same cover and different games look
// different. Platform, year and series are only printed, never used for colour. The output has no
// external references (no images, fonts, scripts or links) so it renders anywhere, offline.

/** Bump whenever the output for an unchanged input changes (invalidates ETags). */
export const COVER_RENDERER_VERSION = 1;

export const COVER_VIEW_WIDTH = 600;
export const COVER_VIEW_HEIGHT = 800;
export const COVER_FONT_FAMILY = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Horizontal margin and the width left for the title lines, in viewBox units. */
export const COVER_MARGIN = 48;
export const COVER_TEXT_WIDTH = COVER_VIEW_WIDTH - 2 * COVER_MARGIN;

/** Longest title drawn, in user-perceived characters (longer titles end with an ellipsis). */
export const MAX_TITLE_CHARS = 120;
export const MAX_TITLE_LINES = 4;
/** WCAG AA for normal-size text; the renderer aims a little higher to absorb rounding. */
export const MIN_CONTRAST = 4.5;
const TARGET_CONTRAST = 4.6;

export interface CoverInput {
  title: string;
  /** A platform name, or a list of them (only the first non-empty one is shown). */
  platform?: string | readonly string[] | null;
  year?: number | null;
  series?: string | null;
}

export type CoverMotif =
  | "stripes"
  | "rings"
  | "bands"
  | "pixels"
  | "sun"
  | "chevrons"
  | "tiles"
  | "dots";

const MOTIFS: readonly CoverMotif[] = ["stripes", "rings", "bands", "pixels", "sun", "chevrons", "tiles", "dots"];

/** Everything renderCover decides before writing markup (exported for tests and tooling). */
export interface CoverDesign {
  /** The title as drawn: cleaned, capped, possibly ending in "…"; "Untitled" when empty. */
  title: string;
  seed: number;
  motif: CoverMotif;
  /** Background gradient stops and the motif colour, as #rrggbb. */
  colors: { from: string; to: string; accent: string };
  gradientAngle: number;
  motifOpacity: number;
  /** The translucent band behind the title (and the footer strip). */
  band: { color: string; opacity: number; y: number; height: number };
  /** Colour of every piece of text on the cover. */
  textColor: string;
  titleLines: string[];
  titleFontSize: number;
  /** Baseline y of each title line. */
  titleBaselines: number[];
  series: string | null;
  platform: string | null;
  year: string | null;
}

// ---------------------------------------------------------------------------------------------
// Hashing and pseudo-randomness

/** 32-bit FNV-1a over the UTF-8 bytes of `text` (optionally from a different offset basis). */
export function fnv1a(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Small seeded PRNG (mulberry32): returns floats in [0, 1). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(rand: () => number, lo: number, hi: number): number {
  return lo + (hi - lo) * rand();
}

function intBetween(rand: () => number, lo: number, hi: number): number {
  return Math.floor(between(rand, lo, hi + 1));
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = readonly [number, number, number];

/** OKLCH (lightness 0..1, chroma, hue in degrees) to #rrggbb, reducing chroma to stay in sRGB. */
function oklchToHex(lightness: number, chroma: number, hue: number): string {
  const rad = (hue * Math.PI) / 180;
  for (let c = chroma; ; c = Math.max(0, c - 0.004)) {
    const a = c * Math.cos(rad);
    const b = c * Math.sin(rad);
    const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
    const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
    const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
    const linear = [
      4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
      -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
    ];
    if (c > 0 && linear.some((v) => v < -0.001 || v > 1.001)) continue;
    const encoded = linear.map((v0) => {
      const v = Math.min(1, Math.max(0, v0));
      return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
    });
    return rgbToHex(encoded as unknown as Rgb);
  }
}

function rgbToHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;
}

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

function luminanceOf(rgb: Rgb): number {
  const lin = (c: number): number => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2]);
}

function ratio(la: number, lb: number): number {
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Source-over compositing of `top` at `alpha` onto opaque `bottom`, rounded to 8-bit channels. */
function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  const ch = (i: 0 | 1 | 2): number => Math.round(top[i] * alpha + bottom[i] * (1 - alpha));
  return [ch(0), ch(1), ch(2)];
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  return luminanceOf(hexToRgb(hex));
}

/** WCAG 2.x contrast ratio between two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return ratio(relativeLuminance(a), relativeLuminance(b));
}

/** `top` painted with `alpha` opacity over the opaque colour `bottom` (sRGB source-over). */
export function compositeOver(top: string, alpha: number, bottom: string): string {
  return rgbToHex(over(hexToRgb(top), alpha, hexToRgb(bottom)));
}

interface Palette {
  from: string;
  to: string;
  accent: string;
  /** Dark and light band tints offered to the contrast search. */
  darkBand: string;
  lightBand: string;
  darkText: string;
}

function makePalette(seed: number, rand: () => number): Palette {
  const hue = seed % 360;
  const side = pick(rand, [-1, 1]);
  const scheme = rand();
  let from: string;
  let to: string;
  let accent: string;
  if (scheme < 0.4) {
    // Deep: a mid-tone fading into a dark neighbouring hue, with a light complementary accent.
    from = oklchToHex(between(rand, 0.55, 0.65), between(rand, 0.11, 0.16), hue);
    to = oklchToHex(between(rand, 0.25, 0.32), between(rand, 0.07, 0.11), hue + side * between(rand, 25, 60));
    accent = oklchToHex(between(rand, 0.82, 0.88), between(rand, 0.09, 0.14), hue + 180 + between(rand, -35, 35));
  } else if (scheme < 0.62) {
    // Pastel: light and airy, with a stronger mid-dark accent.
    from = oklchToHex(between(rand, 0.93, 0.96), between(rand, 0.03, 0.06), hue);
    to = oklchToHex(between(rand, 0.82, 0.87), between(rand, 0.06, 0.1), hue + side * between(rand, 30, 70));
    accent = oklchToHex(between(rand, 0.5, 0.6), between(rand, 0.12, 0.17), hue + pick(rand, [150, 200]));
  } else if (scheme < 0.85) {
    // Vivid: two saturated neighbours with a pale highlight accent.
    from = oklchToHex(between(rand, 0.66, 0.74), between(rand, 0.13, 0.18), hue);
    to = oklchToHex(between(rand, 0.44, 0.52), between(rand, 0.13, 0.18), hue + side * between(rand, 35, 80));
    accent = oklchToHex(between(rand, 0.94, 0.97), between(rand, 0.03, 0.06), hue + side * 20);
  } else {
    // Noir: near-black with a single bright accent.
    from = oklchToHex(between(rand, 0.26, 0.32), between(rand, 0.02, 0.04), hue);
    to = oklchToHex(between(rand, 0.13, 0.17), between(rand, 0.01, 0.03), hue + side * 30);
    accent = oklchToHex(between(rand, 0.68, 0.76), between(rand, 0.14, 0.19), hue + 160);
  }
  return {
    from,
    to,
    accent,
    darkBand: oklchToHex(0.17, 0.03, hue),
    lightBand: oklchToHex(0.975, 0.012, hue),
    darkText: oklchToHex(0.2, 0.035, hue),
  };
}

/** Every opaque colour the motif-over-gradient background can show (sampled along the gradient). */
function backgroundSamples(from: string, to: string, accent: string, motifOpacity: number): Rgb[] {
  const a = hexToRgb(from);
  const b = hexToRgb(to);
  const c = hexToRgb(accent);
  const out: Rgb[] = [];
  for (let i = 0; i <= 10; i++) {
    const base = over(b, i / 10, a);
    out.push(base);
    // Motifs may use partial coverage (anti-aliasing, clipping): sample several effective alphas.
    for (const k of [0.25, 0.5, 0.75, 1]) out.push(over(c, motifOpacity * k, base));
  }
  return out;
}

/**
 * The opaque colours that can end up directly behind the title text: every background sample with
 * the translucent band composited over it. Contrast of `textColor` against each must be ≥ 4.5.
 */
export function titleBackdropColors(design: CoverDesign): string[] {
  const { from, to, accent } = design.colors;
  const band = hexToRgb(design.band.color);
  return backgroundSamples(from, to, accent, design.motifOpacity).map((bg) => rgbToHex(over(band, design.band.opacity, bg)));
}

/** The lowest WCAG contrast between the title colour and anything behind it. */
export function minTitleContrast(design: CoverDesign): number {
  return Math.min(...titleBackdropColors(design).map((bg) => contrastRatio(design.textColor, bg)));
}

/** Chooses band tint, band opacity and text colour so that the title clears TARGET_CONTRAST. */
function chooseBand(palette: Palette, samples: readonly Rgb[]): { band: string; opacity: number; text: string } {
  const options = [
    { band: palette.darkBand, text: "#ffffff" },
    { band: palette.lightBand, text: palette.darkText },
  ];
  let best: { band: string; opacity: number; text: string } | null = null;
  for (const option of options) {
    const band = hexToRgb(option.band);
    const textL = relativeLuminance(option.text);
    for (let step = 6; step <= 20; step++) {
      const opacity = step / 20;
      const worst = Math.min(...samples.map((bg) => ratio(textL, luminanceOf(over(band, opacity, bg)))));
      if (worst >= TARGET_CONTRAST) {
        if (!best || opacity < best.opacity) best = { ...option, opacity };
        break;
      }
    }
  }
  // An opaque dark band under white text always passes; this is only a guard.
  return best ?? { band: palette.darkBand, text: "#ffffff", opacity: 1 };
}

// ---------------------------------------------------------------------------------------------
// Text cleaning and measuring

const segmenter = new Intl.Segmenter("und", { granularity: "grapheme" });

/** Splits into user-perceived characters (never inside a surrogate pair or combining sequence). */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** Removes characters that are invalid in XML or only steer layout, collapses whitespace. */
export function cleanText(raw: unknown): string {
  const text = typeof raw === "string" ? raw : typeof raw === "number" ? String(raw) : "";
  return text
    .normalize("NFC")
    .replace(/[\t\n\r\u2028\u2029]/g, " ")
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff\ufffe\uffff]/g, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Caps `text` at `max` characters, preferring a word boundary, and appends an ellipsis. */
function capLength(text: string, max: number): string {
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
  "…": 1000, "–": 556, "—": 1000, "‘": 278, "’": 278, "“": 500, "”": 500, "•": 350, "·": 278,
  "™": 1000, "®": 737, "©": 737, "×": 584, "ß": 611, "æ": 889, "Æ": 1000, "ø": 611, "Ø": 778,
  "œ": 944, "Œ": 1000, "¡": 333, "¿": 611, "°": 400, "½": 834, "&": 722,
};

/** Safety margin for fonts in the stack that run a little wider than Arial Bold. */
const WIDTH_SAFETY = 1.04;

function isWide(cp: number): boolean {
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
function graphemeWidth(g: string): number {
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

// ---------------------------------------------------------------------------------------------
// Line breaking

interface Token {
  /** The token's graphemes and their estimated advances in em. */
  chars: string[];
  widths: number[];
  /** Sum of `widths`. */
  width: number;
  /** Whether a space separates this token from the previous one. */
  spaced: boolean;
}

// Characters that must not start a line in Japanese/Chinese text (kept with the previous char).
const NO_LINE_START = new Set(Array.from("、。，．・：；？！ー～」』）】〕〉》ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ"));
// Characters that must not end a line (kept with the next char).
const NO_LINE_END = new Set(Array.from("「『（【〔〈《"));
const BREAK_AFTER = new Set(["-", "–", "—", "/"]);
const LETTER = /^\p{L}$/u;
const SPACE_EM = ASCII_WIDTHS[0]! / 1000;
const HYPHEN_EM = ASCII_WIDTHS["-".charCodeAt(0) - 32]! / 1000;

function isBreakableWide(g: string): boolean {
  const cp = g.codePointAt(0) ?? 0;
  return isWide(cp) && !(cp >= 0x1f000 && cp <= 0x1faff);
}

/**
 * Splits text into unbreakable tokens: words and hyphenated parts, plus (with `cjkBreaks`) single
 * CJK characters, which may break anywhere except before closing punctuation or small kana.
 */
function tokenize(text: string, cjkBreaks: boolean): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  let spaced = false;
  let glueNext = false;
  const flush = (): void => {
    if (current) tokens.push(current);
    current = null;
  };
  for (const g of graphemes(text)) {
    if (g === " ") {
      flush();
      spaced = true;
      glueNext = false;
      continue;
    }
    const wide = cjkBreaks && isBreakableWide(g);
    const afterWide = cjkBreaks && current !== null && isBreakableWide(current.chars.at(-1) ?? "");
    const append = current !== null && (glueNext || NO_LINE_START.has(g) || (!wide && !afterWide));
    if (!append || !current) {
      flush();
      current = { chars: [], widths: [], width: 0, spaced: spaced && tokens.length > 0 };
    }
    const w = graphemeWidth(g);
    current.chars.push(g);
    current.widths.push(w);
    current.width += w;
    spaced = false;
    glueNext = NO_LINE_END.has(g);
    if (BREAK_AFTER.has(g) && !wide && current.chars.length > 1) flush();
  }
  flush();
  return tokens;
}

/**
 * Greedy line filling. Returns null when a token is wider than a line and `breakWords` is off;
 * with it on, such tokens are split between characters (with a hyphen between two letters).
 */
function wrapTokens(tokens: readonly Token[], fontSize: number, maxWidth: number, breakWords: boolean): string[] | null {
  const limit = maxWidth / (fontSize * WIDTH_SAFETY) - 1e-9; // in em
  const lines: string[] = [];
  let line = "";
  let width = 0;
  const push = (): void => {
    if (line !== "") lines.push(line);
    line = "";
    width = 0;
  };
  for (const token of tokens) {
    const joined = token.chars.join("");
    const gap = line !== "" && token.spaced ? SPACE_EM : 0;
    if (width + gap + token.width <= limit) {
      line += (gap ? " " : "") + joined;
      width += gap + token.width;
      continue;
    }
    push();
    if (token.width <= limit) {
      line = joined;
      width = token.width;
      continue;
    }
    if (!breakWords) return null;
    token.chars.forEach((g, i) => {
      const w = token.widths[i] ?? 0;
      const hyphen = line !== "" && LETTER.test(g) && LETTER.test(line.at(-1) ?? "") && !isWide(g.codePointAt(0) ?? 0);
      if (line !== "" && width + w + (hyphen ? HYPHEN_EM : 0) > limit) {
        if (hyphen) line += "-";
        push();
      }
      line += g;
      width += w;
    });
  }
  push();
  return lines;
}

const TITLE_MAX_SIZE = 140;
const TITLE_MIN_SIZE = 34;
/** Tallest title block (lines × line height) allowed, so the art keeps some room. */
const TITLE_MAX_BLOCK = 330;

/** Line advance for a font size: tight for display sizes, looser for small type. */
function lineStepFor(fontSize: number): number {
  return Math.round(fontSize * Math.min(1.16, Math.max(1, 1.25 - fontSize * 0.0028)));
}

function linesAllowed(fontSize: number): number {
  return Math.max(1, Math.min(MAX_TITLE_LINES, Math.floor(TITLE_MAX_BLOCK / lineStepFor(fontSize))));
}

/** Makes lines more even (like CSS text-wrap: balance) without adding a line. */
function balance(tokens: readonly Token[], fontSize: number, lines: string[], breakWords: boolean): string[] {
  if (lines.length < 2) return lines;
  let lo = COVER_TEXT_WIDTH * 0.4;
  let hi = COVER_TEXT_WIDTH;
  let best = lines;
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    const attempt = wrapTokens(tokens, fontSize, mid, breakWords);
    if (attempt && attempt.length <= lines.length) {
      best = attempt;
      hi = mid;
    } else {
      lo = mid;
    }
  }
  return best;
}

/** Shortens `line` until it fits with a trailing ellipsis. */
function ellipsize(line: string, fontSize: number, maxWidth: number): string {
  const chars = graphemes(line);
  while (chars.length > 0 && estimateTextWidth(`${chars.join("").trimEnd()}…`, fontSize) > maxWidth) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

/** Fewer lines read better: each extra line must buy a clearly larger size. */
const LINE_COUNT_WEIGHT = [1, 0.9, 0.83, 0.77];

function layoutScore(lines: readonly string[], fontSize: number): number {
  const weight = LINE_COUNT_WEIGHT[lines.length - 1] ?? 0.7;
  // A one- or two-character line beside longer ones ("Portal / 2") looks like an accident.
  const orphan = lines.length > 1 && lines.some((l) => graphemes(l).length <= 2) ? 0.82 : 1;
  return fontSize * weight * orphan;
}

/**
 * Lays the title out in at most MAX_TITLE_LINES lines, preferring large type and few lines. Every
 * line's estimated width is at most COVER_TEXT_WIDTH.
 */
export function layoutTitle(title: string): { lines: string[]; fontSize: number } {
  const words = tokenize(title, false);
  const cjk = tokenize(title, true);
  // Preferred first: whole words (and whole CJK phrases) in large type; then CJK may break between
  // characters; then, for words too long for any line, break between characters as a last resort.
  const passes = [
    { tokens: words, from: TITLE_MAX_SIZE, to: 48, breakWords: false },
    { tokens: cjk, from: TITLE_MAX_SIZE, to: TITLE_MIN_SIZE, breakWords: false },
    { tokens: cjk, from: 72, to: TITLE_MIN_SIZE, breakWords: true },
  ];
  for (const { tokens, from, to, breakWords } of passes) {
    // The largest size for each line count, then the best trade-off between size and line count.
    const bySize = new Map<number, { lines: string[]; fontSize: number }>();
    for (let size = from; size >= to; size -= 2) {
      const lines = wrapTokens(tokens, size, COVER_TEXT_WIDTH, breakWords);
      if (lines && lines.length <= linesAllowed(size) && !bySize.has(lines.length)) {
        bySize.set(lines.length, { lines: balance(tokens, size, lines, breakWords), fontSize: size });
      }
    }
    let best: { lines: string[]; fontSize: number } | null = null;
    let bestScore = 0;
    for (const candidate of bySize.values()) {
      const score = layoutScore(candidate.lines, candidate.fontSize);
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    if (best) return best;
  }
  const lines = wrapTokens(cjk, TITLE_MIN_SIZE, COVER_TEXT_WIDTH, true) ?? [];
  const kept = lines.slice(0, MAX_TITLE_LINES);
  const last = kept.length - 1;
  if (lines.length > MAX_TITLE_LINES && last >= 0) kept[last] = ellipsize(kept[last]!, TITLE_MIN_SIZE, COVER_TEXT_WIDTH);
  return { lines: kept, fontSize: TITLE_MIN_SIZE };
}

/** Shrinks (then truncates) a one-line label until it fits `maxWidth`. */
function fitLabel(text: string, size: number, minSize: number, spacing: number, maxWidth: number): { text: string; size: number } {
  for (let s = size; s >= minSize; s -= 1) {
    if (estimateTextWidth(text, s, spacing) <= maxWidth) return { text, size: s };
  }
  const chars = graphemes(text);
  while (chars.length > 1 && estimateTextWidth(`${chars.join("").trimEnd()}…`, minSize, spacing) > maxWidth) chars.pop();
  return { text: `${chars.join("").trimEnd()}…`, size: minSize };
}

// ---------------------------------------------------------------------------------------------
// Design

interface NormalizedInput {
  title: string;
  platform: string | null;
  year: string | null;
  series: string | null;
}

function normalizeInput(input: CoverInput): NormalizedInput {
  const title = capLength(cleanText(input.title), MAX_TITLE_CHARS) || "Untitled";
  const platforms = typeof input.platform === "string" ? [input.platform] : (input.platform ?? []);
  const platform = platforms.map(cleanText).find((p) => p !== "") ?? null;
  const year =
    typeof input.year === "number" && Number.isInteger(input.year) && input.year > 0 && input.year < 10000
      ? String(input.year)
      : null;
  const series = cleanText(input.series) || null;
  return {
    title,
    platform: platform === null ? null : capLength(platform, 60),
    year,
    series: series === null ? null : capLength(series, 60),
  };
}

const TITLE_CENTER_Y = 340;
/** The short accent-coloured rule inside the band, above the title (offset from the band top). */
const ACCENT_BAR_Y = 30;
const ACCENT_BAR_HEIGHT = 6;
const SERIES_SIZE = 22;
const SERIES_SPACING = 4;
const FOOTER_SIZE = 22;
const FOOTER_SPACING = 3;
const FOOTER_BASELINE = 752;
const FOOTER_TOP = 704;

/** Decides everything about a cover without producing markup. */
export function designCover(input: CoverInput): CoverDesign {
  const norm = normalizeInput(input);
  const seed = fnv1a(norm.title.toLowerCase());
  const rand = prng(seed);
  const palette = makePalette(seed, rand);
  const motif = pick(rand, MOTIFS);
  const motifOpacity = Math.round(between(rand, 0.22, 0.42) * 100) / 100;
  const gradientAngle = pick(rand, [0, 20, 35, 135, 150, 160, 200, 325]);
  const samples = backgroundSamples(palette.from, palette.to, palette.accent, motifOpacity);
  const chosen = chooseBand(palette, samples);

  const { lines, fontSize } = layoutTitle(norm.title);
  const lineStep = lineStepFor(fontSize);
  const capHeight = fontSize * 0.72;
  const descent = fontSize * 0.22;
  const blockHeight = capHeight + (lines.length - 1) * lineStep + descent;
  const seriesBlock = norm.series ? SERIES_SIZE + 26 : 0;
  const padTop = ACCENT_BAR_Y + ACCENT_BAR_HEIGHT + 34;
  const padBottom = 34;
  const bandHeight = Math.round(padTop + seriesBlock + blockHeight + padBottom);
  const bandY = Math.max(40, Math.round(TITLE_CENTER_Y - bandHeight / 2));
  const firstBaseline = Math.round(bandY + padTop + seriesBlock + capHeight);

  return {
    title: norm.title,
    seed,
    motif,
    colors: { from: palette.from, to: palette.to, accent: palette.accent },
    gradientAngle,
    motifOpacity,
    band: { color: chosen.band, opacity: chosen.opacity, y: bandY, height: bandHeight },
    textColor: chosen.text,
    titleLines: lines,
    titleFontSize: fontSize,
    titleBaselines: lines.map((_, i) => firstBaseline + i * lineStep),
    series: norm.series,
    platform: norm.platform,
    year: norm.year,
  };
}

// ---------------------------------------------------------------------------------------------
// Motifs: accent-coloured shapes drawn under the band, inside a group with the motif opacity.

interface MotifMarkup {
  defs: string;
  body: string;
}

function motifMarkup(motif: CoverMotif, rand: () => number, id: string): MotifMarkup {
  const W = COVER_VIEW_WIDTH;
  const H = COVER_VIEW_HEIGHT;
  switch (motif) {
    case "stripes": {
      // A block of parallel racing stripes near the top or bottom, optionally tilted.
      const n = intBetween(rand, 3, 5);
      const thick = intBetween(rand, 18, 34);
      const gap = Math.round(thick * between(rand, 0.45, 0.8));
      const top = rand() < 0.5 ? intBetween(rand, 70, 130) : intBetween(rand, 540, 600);
      const angle = pick(rand, [0, -12, 12, -28]);
      let d = "";
      for (let i = 0; i < n; i++) d += `M-200 ${top + i * (thick + gap)}h1000v${thick}h-1000z`;
      return { defs: "", body: `<path transform="rotate(${angle} 300 400)" d="${d}"/>` };
    }
    case "rings": {
      const cx = pick(rand, [intBetween(rand, 440, 600), intBetween(rand, 0, 160)]);
      const cy = pick(rand, [intBetween(rand, 60, 180), intBetween(rand, 600, 760)]);
      const step = intBetween(rand, 36, 54);
      const width = Math.round(step * between(rand, 0.3, 0.5));
      let rings = `<circle cx="${cx}" cy="${cy}" r="${step}"/>`;
      for (let i = 2; i <= 9; i++) {
        rings += `<circle cx="${cx}" cy="${cy}" r="${i * step}" fill="none" stroke="currentColor" stroke-width="${width}"/>`;
      }
      return { defs: "", body: rings };
    }
    case "bands": {
      // A few wide diagonal bands sweeping across the cover.
      const angle = pick(rand, [-38, 38, -52, 52]);
      let x = intBetween(rand, -80, 60);
      let d = "";
      const n = intBetween(rand, 3, 4);
      for (let i = 0; i < n; i++) {
        const w = intBetween(rand, 28, 110);
        d += `M${x} -400h${w}v1600h-${w}z`;
        x += w + intBetween(rand, 40, 130);
      }
      return { defs: "", body: `<path transform="rotate(${angle} 300 400)" d="${d}"/>` };
    }
    case "pixels": {
      // A pixel grid dissolving away from one edge.
      const cell = 40;
      const fromTop = rand() < 0.5;
      let d = "";
      for (let row = 0; row < H / cell; row++) {
        const depth = fromTop ? row : H / cell - 1 - row;
        const p = Math.max(0, 1 - depth / 7) ** 1.4;
        let runStart = -1;
        for (let col = 0; col <= W / cell; col++) {
          const on = col < W / cell && rand() < p;
          if (on && runStart < 0) runStart = col;
          if (!on && runStart >= 0) {
            d += `M${runStart * cell} ${row * cell}h${(col - runStart) * cell}v${cell}h-${(col - runStart) * cell}z`;
            runStart = -1;
          }
        }
      }
      return { defs: "", body: `<path d="${d}"/>` };
    }
    case "sun": {
      // A setting sun with horizontal slits through its lower half.
      const r = intBetween(rand, 150, 210);
      const cx = intBetween(rand, 200, 400);
      const cy = rand() < 0.5 ? intBetween(rand, 130, 200) : intBetween(rand, 560, 620);
      let d = `M${cx - r} ${cy - r}h${2 * r}v${r}h-${2 * r}z`;
      let y = cy;
      let h = Math.round(r / 5);
      let g = 6;
      while (y < cy + r) {
        d += `M${cx - r} ${y}h${2 * r}v${h}h-${2 * r}z`;
        y += h + g;
        h = Math.max(6, Math.round(h * 0.78));
        g = Math.round(g * 1.3 + 2);
      }
      return {
        defs: `<clipPath id="c${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>`,
        body: `<path clip-path="url(#c${id})" d="${d}"/>`,
      };
    }
    case "chevrons": {
      const n = intBetween(rand, 4, 6);
      const depth = intBetween(rand, 90, 150);
      const gap = intBetween(rand, 44, 60);
      const stroke = Math.round(gap * between(rand, 0.35, 0.55));
      const down = rand() < 0.5;
      const base = down ? intBetween(rand, 30, 70) : intBetween(rand, 480, 520);
      let pts = "";
      for (let i = 0; i < n; i++) {
        const y = base + i * gap;
        pts += down ? `M-20 ${y}L300 ${y + depth}L620 ${y}` : `M-20 ${y + depth}L300 ${y}L620 ${y + depth}`;
      }
      return {
        defs: "",
        body: `<path d="${pts}" fill="none" stroke="currentColor" stroke-width="${stroke}"/>`,
      };
    }
    case "tiles": {
      // Bauhaus-style tiles: quarter discs, half discs and circles on a 3×4 grid.
      const size = 200;
      let body = "";
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 3; col++) {
          const kind = rand();
          const x = col * size;
          const y = row * size;
          const turn = intBetween(rand, 0, 3) * 90;
          const t = `translate(${x} ${y}) rotate(${turn} 100 100)`;
          if (kind < 0.38) body += `<path transform="${t}" d="M0 0H200A200 200 0 0 1 0 200z"/>`;
          else if (kind < 0.58) body += `<path transform="${t}" d="M0 0H200A100 100 0 0 1 0 0z"/>`;
          else if (kind < 0.72) body += `<circle cx="${x + 100}" cy="${y + 100}" r="${intBetween(rand, 40, 90)}"/>`;
          else if (kind < 0.82) body += `<path transform="${t}" d="M0 0H200L0 200z"/>`;
        }
      }
      return { defs: "", body };
    }
    case "dots": {
      // A halftone disc: a dot pattern clipped to a large circle.
      const pitch = intBetween(rand, 20, 28);
      const dot = Math.round(pitch * between(rand, 0.22, 0.32));
      const r = intBetween(rand, 190, 260);
      const cx = pick(rand, [intBetween(rand, 380, 520), intBetween(rand, 80, 220)]);
      const cy = pick(rand, [intBetween(rand, 120, 220), intBetween(rand, 580, 700)]);
      return {
        defs: `<pattern id="p${id}" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse"><circle cx="${pitch / 2}" cy="${pitch / 2}" r="${dot}"/></pattern>`,
        body: `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#p${id})"/>`,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Rendering

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Renders the cover as a complete standalone SVG document (600×800 viewBox, 300×400 size). */
export function renderCover(input: CoverInput): string {
  const d = designCover(input);
  const id = d.seed.toString(36);
  // The motif draws from its own stream so tweaking the palette never reshuffles shapes.
  const motif = motifMarkup(d.motif, prng(fnv1a(d.title.toLowerCase(), 0x9e3779b9)), id);
  const text = escapeXml(d.title);
  const x = COVER_MARGIN;
  const right = COVER_VIEW_WIDTH - COVER_MARGIN;
  const parts: string[] = [];

  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_VIEW_WIDTH} ${COVER_VIEW_HEIGHT}" width="300" height="400" role="img" aria-labelledby="t${id}" font-family="${escapeXml(COVER_FONT_FAMILY)}">`,
    `<title id="t${id}">${text}</title>`,
    `<defs><linearGradient id="g${id}" x2="0" y2="1" gradientTransform="rotate(${d.gradientAngle} .5 .5)">` +
      `<stop offset="0" stop-color="${d.colors.from}"/><stop offset="1" stop-color="${d.colors.to}"/></linearGradient>${motif.defs}</defs>`,
    `<rect width="${COVER_VIEW_WIDTH}" height="${COVER_VIEW_HEIGHT}" fill="url(#g${id})"/>`,
    `<g fill="${d.colors.accent}" color="${d.colors.accent}" opacity="${fmt(d.motifOpacity)}">${motif.body}</g>`,
    `<rect y="${d.band.y}" width="${COVER_VIEW_WIDTH}" height="${d.band.height}" fill="${d.band.color}" fill-opacity="${fmt(d.band.opacity)}"/>`,
  );

  const titleTop = (d.titleBaselines[0] ?? 0) - d.titleFontSize * 0.72;
  if (d.series) {
    const label = fitLabel(d.series.toUpperCase(), SERIES_SIZE, 16, SERIES_SPACING, COVER_TEXT_WIDTH);
    parts.push(
      `<text x="${x}" y="${Math.round(titleTop - 26)}" font-size="${label.size}" font-weight="600" letter-spacing="${SERIES_SPACING}" fill="${d.textColor}">${escapeXml(label.text)}</text>`,
    );
  }
  parts.push(`<rect x="${x}" y="${d.band.y + ACCENT_BAR_Y}" width="56" height="${ACCENT_BAR_HEIGHT}" fill="${d.colors.accent}"/>`);
  const tspans = d.titleLines
    .map((line, i) => `<tspan x="${x}" y="${d.titleBaselines[i]}">${escapeXml(line)}</tspan>`)
    .join("");
  parts.push(`<text font-size="${d.titleFontSize}" font-weight="700" fill="${d.textColor}">${tspans}</text>`);

  if (d.platform || d.year) {
    parts.push(
      `<rect y="${FOOTER_TOP}" width="${COVER_VIEW_WIDTH}" height="${COVER_VIEW_HEIGHT - FOOTER_TOP}" fill="${d.band.color}" fill-opacity="${fmt(d.band.opacity)}"/>`,
    );
    const footer = `font-weight="600" letter-spacing="${FOOTER_SPACING}" fill="${d.textColor}"`;
    const yearWidth = d.year ? estimateTextWidth(d.year, FOOTER_SIZE, FOOTER_SPACING) + 28 : 0;
    if (d.platform) {
      const label = fitLabel(d.platform.toUpperCase(), FOOTER_SIZE, 15, FOOTER_SPACING, COVER_TEXT_WIDTH - yearWidth);
      parts.push(`<text x="${x}" y="${FOOTER_BASELINE}" font-size="${label.size}" ${footer}>${escapeXml(label.text)}</text>`);
    }
    if (d.year) {
      parts.push(
        `<text x="${right}" y="${FOOTER_BASELINE}" font-size="${FOOTER_SIZE}" text-anchor="end" ${footer}>${d.year}</text>`,
      );
    }
  }
  parts.push("</svg>");
  return parts.join("");
}

/** A short, stable, quoted ETag for the cover of `input` (changes with the renderer version). */
export function coverEtag(input: CoverInput): string {
  const norm = normalizeInput(input);
  const key = JSON.stringify([COVER_RENDERER_VERSION, norm.title, norm.platform, norm.year, norm.series]);
  const a = fnv1a(key).toString(16).padStart(8, "0");
  const b = fnv1a(key, 0x01000193 ^ 0x9e3779b9).toString(16).padStart(8, "0");
  return `"cv${COVER_RENDERER_VERSION}-${a}${b}"`;
}
