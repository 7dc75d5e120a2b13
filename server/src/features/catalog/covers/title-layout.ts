// Line breaking for the cover title: words (and CJK characters) into at most MAX_TITLE_LINES lines
// of at most COVER_TEXT_WIDTH, preferring large type and few, even lines; and one-line labels.

import { COVER_TEXT_WIDTH, MAX_TITLE_LINES } from "./geometry.ts";
import { estimateTextWidth, graphemes, graphemeWidth, HYPHEN_EM, isWide, SPACE_EM, WIDTH_SAFETY } from "./typography.ts";

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
export function lineStepFor(fontSize: number): number {
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
function ellipsize(line: string, fontSize: number, maxWidth: number, spacing = 0, minChars = 0): string {
  const chars = graphemes(line);
  while (chars.length > minChars && estimateTextWidth(`${chars.join("").trimEnd()}…`, fontSize, spacing) > maxWidth) {
    chars.pop();
  }
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
export function fitLabel(text: string, size: number, minSize: number, spacing: number, maxWidth: number): { text: string; size: number } {
  for (let s = size; s >= minSize; s -= 1) {
    if (estimateTextWidth(text, s, spacing) <= maxWidth) return { text, size: s };
  }
  return { text: ellipsize(text, minSize, maxWidth, spacing, 1), size: minSize };
}
