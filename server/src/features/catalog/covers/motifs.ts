// Motifs: accent-coloured shapes drawn under the band, inside a group with the motif opacity.

import { COVER_VIEW_HEIGHT, COVER_VIEW_WIDTH } from "./geometry.ts";
import type { CoverMotif } from "./design.ts";
import { between, intBetween, pick } from "./random.ts";

interface MotifMarkup {
  defs: string;
  body: string;
}

export function motifMarkup(motif: CoverMotif, rand: () => number, id: string): MotifMarkup {
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
