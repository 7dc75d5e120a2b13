// A cover's colours: a palette picked from the title's hash, and the band behind the title chosen so
// that the text clears WCAG AA (4.5:1 for normal-size text) against everything that can be behind it.

import { contrastRatio, hexToRgb, luminanceOf, oklchToHex, over, ratio, relativeLuminance, rgbToHex, type Rgb } from "./colour.ts";
import type { CoverDesign } from "./design.ts";
import { between, pick } from "./random.ts";

/** WCAG AA for normal-size text is 4.5; the renderer aims a little higher to absorb rounding. */
const TARGET_CONTRAST = 4.6;

interface Palette {
  from: string;
  to: string;
  accent: string;
  /** Dark and light band tints offered to the contrast search. */
  darkBand: string;
  lightBand: string;
  darkText: string;
}

export function makePalette(seed: number, rand: () => number): Palette {
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
export function backgroundSamples(from: string, to: string, accent: string, motifOpacity: number): Rgb[] {
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
export function chooseBand(palette: Palette, samples: readonly Rgb[]): { band: string; opacity: number; text: string } {
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
