import { describe, expect, it } from "vitest";
import { renderCover } from "./cover-svg.ts";
import { all, MANY_TITLES, parseXml, SAMPLE_TITLES, titleLines } from "./cover-test-support.ts";
import { compositeOver, contrastRatio } from "./colour.ts";
import { designCover } from "./design.ts";
import { minTitleContrast, titleBackdropColors } from "./palette.ts";

describe("contrast", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#123456", "#123456")).toBe(1);
    expect(compositeOver("#000000", 0.5, "#ffffff")).toBe("#808080");
  });

  it("keeps the title at ≥ 4.5:1 against everything behind it", () => {
    for (const title of [...SAMPLE_TITLES, ...MANY_TITLES]) {
      const d = designCover({ title });
      expect(minTitleContrast(d), title).toBeGreaterThanOrEqual(4.5);
      // The check covers both gradient ends and the motif colour over them.
      const backdrop = titleBackdropColors(d);
      expect(backdrop).toContain(compositeOver(d.band.color, d.band.opacity, d.colors.from));
      expect(backdrop).toContain(compositeOver(d.band.color, d.band.opacity, d.colors.to));
      for (const bg of backdrop) expect(contrastRatio(d.textColor, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("renders exactly the colours the contrast check used", () => {
    for (const title of SAMPLE_TITLES) {
      const d = designCover({ title, platform: "PC", year: 2000 });
      const root = parseXml(renderCover({ title, platform: "PC", year: 2000 }));
      expect(titleLines(root).fill).toBe(d.textColor);
      const stops = all(root, "stop").map((s) => s.attrs["stop-color"]);
      expect(stops).toEqual([d.colors.from, d.colors.to]);
      const motif = all(root, "g").find((g) => g.attrs.fill === d.colors.accent);
      expect(Number(motif?.attrs.opacity)).toBe(d.motifOpacity);
      const band = all(root, "rect").find((r) => Number(r.attrs.y) === d.band.y && r.attrs.fill === d.band.color);
      expect(Number(band?.attrs["fill-opacity"])).toBe(d.band.opacity);
      expect(Number(band?.attrs.height)).toBe(d.band.height);
      // Title lines sit inside the band.
      for (const y of d.titleBaselines) {
        expect(y - d.titleFontSize * 0.75).toBeGreaterThanOrEqual(d.band.y);
        expect(y + d.titleFontSize * 0.22).toBeLessThanOrEqual(d.band.y + d.band.height);
      }
      // Small text uses the same colour over the same band tint.
      for (const t of all(root, "text")) expect(t.attrs.fill).toBe(d.textColor);
    }
  });
});
