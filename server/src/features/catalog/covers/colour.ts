// Colour arithmetic for the covers: OKLCH to sRGB, compositing, and WCAG luminance and contrast.

export type Rgb = readonly [number, number, number];

/** OKLCH (lightness 0..1, chroma, hue in degrees) to #rrggbb, reducing chroma to stay in sRGB. */
export function oklchToHex(lightness: number, chroma: number, hue: number): string {
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

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

export function luminanceOf(rgb: Rgb): number {
  const lin = (c: number): number => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2]);
}

export function ratio(la: number, lb: number): number {
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Source-over compositing of `top` at `alpha` onto opaque `bottom`, rounded to 8-bit channels. */
export function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
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
