import { describe, expect, it } from "vitest";
import { COVER_RENDERER_VERSION, coverEtag, renderCover, type CoverInput } from "./cover-svg.ts";
import { all, MANY_TITLES, parseXml, SAMPLE_TITLES, smallText, titleLines, type XmlElement } from "./cover-test-support.ts";
import { designCover } from "./design.ts";
import { COVER_MARGIN, COVER_TEXT_WIDTH, COVER_VIEW_WIDTH, MAX_TITLE_CHARS } from "./geometry.ts";
import { estimateTextWidth } from "./typography.ts";

describe("renderCover", () => {
  it("is deterministic", () => {
    const input: CoverInput = { title: "Final Fantasy VII", platform: "PlayStation", year: 1997, series: "Final Fantasy" };
    const a = renderCover(input);
    expect(renderCover({ ...input })).toBe(a);
    expect(renderCover({ ...input, title: "  Final   Fantasy VII\n" })).toBe(a);
    expect(designCover(input)).toEqual(designCover(input));
  });

  it("returns a standalone SVG document with the expected size, role and <title>", () => {
    const svg = renderCover({ title: "Celeste", platform: "PC", year: 2018 });
    const root = parseXml(svg);
    expect(root.name).toBe("svg");
    expect(root.attrs.xmlns).toBe("http://www.w3.org/2000/svg");
    expect(root.attrs.viewBox).toBe("0 0 600 800");
    expect(root.attrs.width).toBe("300");
    expect(root.attrs.height).toBe("400");
    expect(root.attrs.role).toBe("img");
    expect(root.attrs["font-family"]).toBe("'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif");
    const titles = all(root, "title");
    expect(titles).toHaveLength(1);
    expect(titles[0]!.text).toBe("Celeste");
    expect(root.attrs["aria-labelledby"]).toBe(titles[0]!.attrs.id);
    expect(titleLines(root).lines).toEqual(["Celeste"]);
  });

  it("derives colours from the title only", () => {
    const a = designCover({ title: "Doom", platform: "PC", year: 1993 });
    const b = designCover({ title: "Doom", platform: "MS-DOS", year: 1994, series: "Doom" });
    expect(b.colors).toEqual(a.colors);
    expect(b.motif).toBe(a.motif);
    expect(b.textColor).toBe(a.textColor);
  });

  it("gives different titles different colours", () => {
    const a = designCover({ title: "Halo" });
    const b = designCover({ title: "Halo 2" });
    expect(a.colors).not.toEqual(b.colors);
    expect(renderCover({ title: "Halo" })).not.toBe(renderCover({ title: "Halo 2" }));

    const designs = MANY_TITLES.slice(0, 100).map((title) => designCover({ title }));
    const gradients = new Set(designs.map((d) => `${d.colors.from}/${d.colors.to}`));
    expect(gradients.size).toBeGreaterThanOrEqual(98);
    // Hues spread around the wheel and every motif gets used.
    expect(new Set(designs.map((d) => d.motif)).size).toBe(8);
  });

  it("escapes XML special characters everywhere and stays well-formed", () => {
    const title = `Tom & Jerry <"Chase">`;
    const svg = renderCover({ title, platform: `Q&A <"Box">`, year: 2001, series: `Tom's & Jerry's` });
    expect(svg).toContain("Tom &amp; Jerry &lt;&quot;Chase&quot;&gt;");
    expect(svg).not.toContain(`<"Chase">`);
    expect(svg).not.toContain("Jerry's");
    const root = parseXml(svg);
    expect(all(root, "title")[0]!.text).toBe(title);
    expect(titleLines(root).lines.join(" ")).toBe(title);
    expect(smallText(root)).toEqual(expect.arrayContaining([`TOM'S & JERRY'S`, `Q&A <"BOX">`, "2001"]));
  });

  it("strips control characters and lone surrogates", () => {
    const svg = renderCover({ title: "Bad\u0000Ti\u0007tle\u001b\ud800 \u202eX\r\nY", platform: "P\u0001C" });
    const root = parseXml(svg);
    // eslint-disable-next-line no-control-regex
    expect(svg).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202e]/);
    expect(all(root, "title")[0]!.text).toBe("BadTitle X Y");
    expect(smallText(root)).toContain("PC");
  });

  it("contains no external references", () => {
    const inputs: CoverInput[] = [
      ...SAMPLE_TITLES.map((title) => ({ title, platform: "PC", year: 2000, series: "S" })),
      { title: "http://example.com/<script>alert(1)</script>", platform: "javascript:alert(1)" },
    ];
    for (const input of inputs) {
      const svg = renderCover(input);
      const root = parseXml(svg);
      expect(all(root, "image")).toEqual([]);
      expect(all(root, "script")).toEqual([]);
      expect(all(root, "foreignObject")).toEqual([]);
      expect(all(root, "style")).toEqual([]);
      expect(all(root, "a")).toEqual([]);
      const walk = (el: XmlElement): void => {
        for (const [name, value] of Object.entries(el.attrs)) {
          expect(name).not.toMatch(/href$|^on/i);
          for (const ref of value.matchAll(/url\(([^)]*)\)/g)) expect(ref[1]).toMatch(/^#[\w-]+$/);
          if (name !== "xmlns") expect(value).not.toMatch(/https?:|javascript:|data:/i);
        }
        el.children.forEach(walk);
      };
      walk(root);
      expect(svg).not.toMatch(/@import|@font-face/);
      // The only URL in the markup is the SVG namespace (user text is escaped character data).
      const urls = [...svg.matchAll(/="(https?:[^"]*)"/g)].map((m) => m[1]);
      expect(urls).toEqual(["http://www.w3.org/2000/svg"]);
    }
  });

  it("wraps a 60-character title into 2–4 lines that fit the width", () => {
    const title = "The Extraordinary Adventures of Captain Nebula and Her Crew!";
    expect(Array.from(title)).toHaveLength(60);
    const root = parseXml(renderCover({ title }));
    const { lines, fontSize, x } = titleLines(root);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(4);
    for (const line of lines) {
      expect(estimateTextWidth(line, fontSize)).toBeLessThanOrEqual(COVER_TEXT_WIDTH);
    }
    expect(new Set(x)).toEqual(new Set([COVER_MARGIN]));
    expect(COVER_MARGIN + COVER_TEXT_WIDTH).toBeLessThanOrEqual(COVER_VIEW_WIDTH - COVER_MARGIN);
    expect(lines.join(" ")).toBe(title);
    // Lines are stacked downwards in the upper-middle of the cover.
    const ys = all(root, "tspan").map((t) => Number(t.attrs.y));
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(ys[0]!).toBeGreaterThan(100);
    expect(ys.at(-1)!).toBeLessThan(560);
  });

  it("keeps every title line within the estimated width for all kinds of titles", () => {
    const titles = [
      ...MANY_TITLES,
      "Supercalifragilisticexpialidocious",
      "Pneumonoultramicroscopicsilicovolcanoconiosis: The Game of the Year Edition",
      "W".repeat(40),
      "ドラゴンクエストXI 過ぎ去りし時を求めて",
      "x ".repeat(80),
    ];
    for (const title of titles) {
      const { lines, fontSize } = titleLines(parseXml(renderCover({ title })));
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(4);
      for (const line of lines) expect(estimateTextWidth(line, fontSize)).toBeLessThanOrEqual(COVER_TEXT_WIDTH);
    }
  });

  it("shrinks the font for long words and breaks words longer than a line", () => {
    const short = titleLines(parseXml(renderCover({ title: "Doom" })));
    const long = titleLines(parseXml(renderCover({ title: "Antidisestablishmentarianism" })));
    expect(long.fontSize).toBeLessThan(short.fontSize);
    expect(long.lines).toEqual(["Antidisestablishmentarianism"]);

    const huge = "Supercalifragilisticexpialidociousnessosity";
    const broken = titleLines(parseXml(renderCover({ title: huge })));
    expect(broken.lines.length).toBeGreaterThan(1);
    expect(broken.lines.join("").replaceAll("-", "")).toBe(huge);
  });

  it("caps very long titles at ~120 characters with an ellipsis", () => {
    const title = "The Extraordinarily Long Chronicles of the Wandering Knight and the Seven Forgotten Kingdoms ".repeat(3).trim();
    const d = designCover({ title });
    expect(Array.from(d.title).length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
    expect(d.title.endsWith("…")).toBe(true);
    const root = parseXml(renderCover({ title }));
    expect(all(root, "title")[0]!.text).toBe(d.title);
    expect(titleLines(root).lines.length).toBeLessThanOrEqual(4);
    expect(titleLines(root).lines.at(-1)!.endsWith("…")).toBe(true);
  });

  it("renders empty and blank titles as 'Untitled'", () => {
    for (const title of ["", "   ", "\u0000\u0001", null as unknown as string]) {
      const root = parseXml(renderCover({ title }));
      expect(all(root, "title")[0]!.text).toBe("Untitled");
      expect(titleLines(root).lines).toEqual(["Untitled"]);
    }
  });

  it("keeps Japanese and astral-plane characters intact", () => {
    const title = "ポケットモンスター 赤";
    const root = parseXml(renderCover({ title, platform: "Game Boy", year: 1996 }));
    const { lines } = titleLines(root);
    expect(lines.join("").replaceAll(" ", "")).toBe(title.replaceAll(" ", ""));
    expect(all(root, "title")[0]!.text).toBe(title);

    // Forced breaks happen between code points (never inside a surrogate pair).
    const astral = "𠮷野家𠮷野家𠮷野家𠮷野家𠮷野家𠮷野家𠮷野家𠮷野家𠮷野家𠮷野家𠮷野家𠮷野家 👾🎮";
    const svg = renderCover({ title: astral });
    const rendered = titleLines(parseXml(svg)).lines;
    expect(rendered.join("").replaceAll(" ", "")).toBe(astral.replaceAll(" ", ""));
    for (const line of rendered) expect(line).not.toMatch(/[\ud800-\udbff]$|^[\udc00-\udfff]/);
    expect(svg).not.toContain("\ufffd");
  });

  it("shows the (first) platform, the year and the series", () => {
    const root = parseXml(renderCover({ title: "Final Fantasy VII", platform: "PlayStation", year: 1997, series: "Final Fantasy" }));
    expect(smallText(root)).toEqual(expect.arrayContaining(["PLAYSTATION", "1997", "FINAL FANTASY"]));

    const multi = parseXml(renderCover({ title: "Portal 2", platform: ["", "Xbox 360", "PC"], year: 2011 }));
    expect(smallText(multi)).toEqual(expect.arrayContaining(["XBOX 360", "2011"]));
    expect(smallText(multi).join(" ")).not.toContain("PC");

    const none = parseXml(renderCover({ title: "Tetris", platform: null, year: null, series: null }));
    expect(smallText(none)).toEqual([]);
    const badYear = parseXml(renderCover({ title: "Tetris", year: Number.NaN }));
    expect(smallText(badYear)).toEqual([]);
  });

  it("fits a long platform name next to the year", () => {
    const root = parseXml(renderCover({ title: "Super Mario Bros. 3", platform: "Nintendo Entertainment System", year: 1988 }));
    const platform = all(root, "text").find((t) => t.text.startsWith("NINTENDO"));
    expect(platform).toBeDefined();
    const size = Number(platform!.attrs["font-size"]);
    const spacing = Number(platform!.attrs["letter-spacing"]);
    const year = estimateTextWidth("1988", 22, spacing);
    expect(estimateTextWidth(platform!.text, size, spacing) + year).toBeLessThanOrEqual(COVER_TEXT_WIDTH);
  });
});

describe("size", () => {
  it("stays small", () => {
    const long = `${"A Really Quite Long Title For Size Testing ".repeat(5)}`;
    const svg = renderCover({ title: long, platform: "Nintendo Entertainment System", year: 1990, series: "Long Series Name" });
    expect(Buffer.byteLength(svg, "utf8")).toBeLessThan(6 * 1024);
    const sizes = MANY_TITLES.map((title) => Buffer.byteLength(renderCover({ title, platform: "PC", year: 2000 }), "utf8"));
    const under4k = sizes.filter((n) => n < 4096).length;
    expect(under4k / sizes.length).toBeGreaterThan(0.95);
    expect(Math.max(...sizes)).toBeLessThan(6 * 1024);
  });
});

describe("coverEtag", () => {
  it("is short, quoted, stable and versioned", () => {
    const input: CoverInput = { title: "Celeste", platform: "PC", year: 2018 };
    const tag = coverEtag(input);
    expect(tag).toMatch(/^"cv\d+-[0-9a-f]{16}"$/);
    expect(tag).toContain(`cv${COVER_RENDERER_VERSION}-`);
    expect(coverEtag({ ...input })).toBe(tag);
    expect(coverEtag({ ...input, title: " Celeste " })).toBe(tag);
  });

  it("changes whenever the rendered inputs change", () => {
    const base: CoverInput = { title: "Celeste", platform: "PC", year: 2018, series: null };
    const tags = new Set([
      coverEtag(base),
      coverEtag({ ...base, title: "Celeste 2" }),
      coverEtag({ ...base, platform: "Switch" }),
      coverEtag({ ...base, year: 2019 }),
      coverEtag({ ...base, series: "Celeste" }),
      coverEtag({ ...base, platform: null }),
    ]);
    expect(tags.size).toBe(6);
  });
});
