// Everything a cover shows, decided before any markup is written: the cleaned texts, the colours
// (palette.ts), the motif and the title layout (title-layout.ts).
//
// Everything visual comes from a hash of the normalised title, so the same game always gets the
// same cover and different games look different. Platform, year and series are only printed,
// never used for colour.

import { ACCENT_BAR, MAX_TITLE_CHARS, SERIES_LABEL, TITLE_CENTER_Y } from "./geometry.ts";
import { backgroundSamples, chooseBand, makePalette } from "./palette.ts";
import { seededRandom } from "../../../lib/random.ts";
import { between, fnv1a, pick } from "./random.ts";
import { layoutTitle, lineStepFor } from "./title-layout.ts";
import { capLength, cleanText } from "./typography.ts";

export interface CoverInput {
  title: string;
  /** A platform name, or a list of them (only the first non-empty one is shown). */
  platform?: string | readonly string[] | null;
  year?: number | null;
  series?: string | null;
}

export type CoverMotif = "stripes" | "rings" | "bands" | "pixels" | "sun" | "chevrons" | "tiles" | "dots";

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

interface NormalizedInput {
  title: string;
  platform: string | null;
  year: string | null;
  series: string | null;
}

export function normalizeInput(input: CoverInput): NormalizedInput {
  const title = capLength(cleanText(input.title), MAX_TITLE_CHARS) || "Untitled";
  const platforms = typeof input.platform === "string" ? [input.platform] : (input.platform ?? []);
  const platform = platforms.map(cleanText).find((p) => p !== "") ?? null;
  const year = typeof input.year === "number" && Number.isInteger(input.year) && input.year > 0 && input.year < 10000 ? String(input.year) : null;
  const series = cleanText(input.series) || null;
  return {
    title,
    platform: platform === null ? null : capLength(platform, 60),
    year,
    series: series === null ? null : capLength(series, 60),
  };
}

/** Decides everything about a cover without producing markup. */
export function designCover(input: CoverInput): CoverDesign {
  const norm = normalizeInput(input);
  const seed = fnv1a(norm.title.toLowerCase());
  const rand = seededRandom(seed);
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
  const seriesBlock = norm.series ? SERIES_LABEL.size + 26 : 0;
  const padTop = ACCENT_BAR.y + ACCENT_BAR.height + 34;
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
