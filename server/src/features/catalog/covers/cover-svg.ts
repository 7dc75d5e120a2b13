// Deterministic offline cover art: a small standalone SVG derived from a game's title (what it
// shows is decided in design.ts). The output has no external references (no images, fonts,
// scripts or links) so it renders anywhere, offline.

import { designCover, normalizeInput, type CoverInput } from "./design.ts";
import { ACCENT_BAR, COVER_FONT_FAMILY, COVER_MARGIN, COVER_TEXT_WIDTH, COVER_VIEW_HEIGHT, COVER_VIEW_WIDTH, FOOTER, SERIES_LABEL } from "./geometry.ts";
import { motifMarkup } from "./motifs.ts";
import { seededRandom } from "../../../lib/random.ts";
import { fnv1a } from "./random.ts";
import { fitLabel } from "./title-layout.ts";
import { escapeXml, estimateTextWidth } from "./typography.ts";

export type { CoverInput } from "./design.ts";

/** Bump whenever the output for an unchanged input changes (invalidates ETags). */
export const COVER_RENDERER_VERSION = 1;

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Renders the cover as a complete standalone SVG document (600×800 viewBox, 300×400 size). */
export function renderCover(input: CoverInput): string {
  const d = designCover(input);
  const id = d.seed.toString(36);
  // The motif draws from its own stream so tweaking the palette never reshuffles shapes.
  const motif = motifMarkup(d.motif, seededRandom(fnv1a(d.title.toLowerCase(), 0x9e3779b9)), id);
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
    const label = fitLabel(d.series.toUpperCase(), SERIES_LABEL.size, 16, SERIES_LABEL.spacing, COVER_TEXT_WIDTH);
    parts.push(
      `<text x="${x}" y="${Math.round(titleTop - 26)}" font-size="${label.size}" font-weight="600" letter-spacing="${SERIES_LABEL.spacing}" fill="${d.textColor}">${escapeXml(label.text)}</text>`,
    );
  }
  parts.push(`<rect x="${x}" y="${d.band.y + ACCENT_BAR.y}" width="56" height="${ACCENT_BAR.height}" fill="${d.colors.accent}"/>`);
  const tspans = d.titleLines.map((line, i) => `<tspan x="${x}" y="${d.titleBaselines[i]}">${escapeXml(line)}</tspan>`).join("");
  parts.push(`<text font-size="${d.titleFontSize}" font-weight="700" fill="${d.textColor}">${tspans}</text>`);

  if (d.platform || d.year) {
    parts.push(
      `<rect y="${FOOTER.top}" width="${COVER_VIEW_WIDTH}" height="${COVER_VIEW_HEIGHT - FOOTER.top}" fill="${d.band.color}" fill-opacity="${fmt(d.band.opacity)}"/>`,
    );
    const footer = `font-weight="600" letter-spacing="${FOOTER.spacing}" fill="${d.textColor}"`;
    const yearWidth = d.year ? estimateTextWidth(d.year, FOOTER.size, FOOTER.spacing) + 28 : 0;
    if (d.platform) {
      const label = fitLabel(d.platform.toUpperCase(), FOOTER.size, 15, FOOTER.spacing, COVER_TEXT_WIDTH - yearWidth);
      parts.push(`<text x="${x}" y="${FOOTER.baseline}" font-size="${label.size}" ${footer}>${escapeXml(label.text)}</text>`);
    }
    if (d.year) {
      parts.push(`<text x="${right}" y="${FOOTER.baseline}" font-size="${FOOTER.size}" text-anchor="end" ${footer}>${d.year}</text>`);
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
  const b = fnv1a(key, 0x01000193 ^ 0x9e3779b9)
    .toString(16)
    .padStart(8, "0");
  return `"cv${COVER_RENDERER_VERSION}-${a}${b}"`;
}
