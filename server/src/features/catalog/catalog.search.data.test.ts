// Search over the catalog that ships in the repo: the queries a newcomer types first answer the games
// they mean, each once, with its year.
import { describe, expect, it } from "vitest";
import { readBundledCatalog } from "./catalog.data.ts";
import { CatalogIndex, type SearchDoc } from "./search/catalog-index.ts";
import { normalizeTitle, slugify } from "../../lib/text.ts";

const docs: SearchDoc[] = readBundledCatalog(slugify).rows.map((row, i) => ({ ...row, id: i + 1, coverUrl: null }));
const byId = new Map(docs.map((d) => [d.id, d]));
const index = new CatalogIndex(docs);

function search(q: string) {
  const hits = index.search(q).map((h) => byId.get(h.id)!);
  // Once each: no two hits share a normalised title and a year (within one) and a platform.
  const twins = hits.filter((a, i) =>
    hits.some(
      (b, j) =>
        j < i &&
        normalizeTitle(a.title) === normalizeTitle(b.title) &&
        (a.year === null || b.year === null || Math.abs(a.year - b.year) <= 1) &&
        a.platforms.some((p) => b.platforms.includes(p)),
    ),
  );
  expect(
    twins.map((d) => `${d.title} (${d.year})`),
    `${q}: the same game twice`,
  ).toEqual([]);
  return hits;
}

const label = (d: SearchDoc) => `${d.title} (${d.year ?? "?"})`;

describe("search over the bundled catalog", () => {
  it("mario: Super Mario games first, not only spin-offs", () => {
    const hits = search("mario");
    expect(label(hits[0]!)).toMatch(/^Super Mario /);
    expect(hits.slice(0, 5).filter((d) => d.title.startsWith("Super Mario")).length).toBeGreaterThanOrEqual(3);
    expect(hits.every((d) => d.year !== null)).toBe(true);
  });

  it("zelda: The Legend of Zelda games, best known first", () => {
    const hits = search("zelda");
    expect(label(hits[0]!)).toBe("The Legend of Zelda: Ocarina of Time (1998)");
    expect(hits.slice(0, 5).every((d) => d.title.startsWith("The Legend of Zelda"))).toBe(true);
    expect(hits.every((d) => d.year !== null)).toBe(true);
  });

  it("final fantasy 7: Final Fantasy VII once, its remakes next, neither the sampler disc nor the pirate port", () => {
    const hits = search("final fantasy 7");
    expect(label(hits[0]!)).toBe("Final Fantasy VII (1997)");
    expect(hits.filter((d) => d.title === "Final Fantasy VII")).toHaveLength(1);
    expect(hits[0]!.platforms[0]).toBe("PlayStation");
    expect(hits.filter((d) => /Sampler|Zui Zhong/.test(d.title))).toEqual([]);
    const real = hits.findLastIndex((d) => d.source === "core");
    expect(hits.slice(0, real + 1).every((d) => d.year !== null)).toBe(true);
  });

  it("fifa: FIFA International Soccer once, curated FIFA games first", () => {
    const hits = search("fifa");
    expect(hits.filter((d) => d.title === "FIFA International Soccer").map(label)).toEqual(["FIFA International Soccer (1993)"]);
    expect(hits.slice(0, 4).every((d) => d.source === "core" && d.title.startsWith("FIFA") && d.year !== null)).toBe(true);
  });

  it("resident evil: Resident Evil first, each game once", () => {
    const hits = search("resident evil");
    expect(hits[0]!.title).toBe("Resident Evil");
    expect(hits.every((d) => d.title.startsWith("Resident Evil") && d.year !== null)).toBe(true);
  });

  it("no search result names a platform by a MAME list name when a canonical name exists", () => {
    const names = new Set(docs.flatMap((d) => d.platforms));
    for (const old of ["Sony Playstation", "Nintendo SNES", "Sega Mega Drive/Genesis", "Nintendo Game Boy Advance", "IBM PC/AT"]) {
      expect(names.has(old), old).toBe(false);
    }
  });
});
