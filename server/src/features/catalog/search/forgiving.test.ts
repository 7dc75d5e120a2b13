import { describe, expect, it } from "vitest";
import { aliasRewrites, mergeHits, rewrites, type RankedHit, type RewriteSource } from "./forgiving.ts";
import { STANDING } from "./rules.ts";

const WORDS = new Set([
  "elder",
  "scrolls",
  "5",
  "skyrim",
  "dark",
  "souls",
  "earthbound",
  "grand",
  "theft",
  "auto",
  "gang",
  "special",
  "edition",
  "super",
  "mario",
  "bros",
  "3",
]);
const source: RewriteSource = {
  hasWord: (t) => WORDS.has(t),
  corrections: (t) => (({ specal: ["special"], gand: ["grand", "gang"] }) as Record<string, string[]>)[t] ?? [],
  aliases: (k) => (({ ff7: ["final fantasy 7"], gta: ["grand theft auto"], botw: ["breath of the wild"] }) as Record<string, string[]>)[k] ?? [],
};
const texts = (q: string, nothing = true) => rewrites(q, source, nothing).map((r) => r.q);

describe("rewrites of a query that found too little", () => {
  it("looks a whole query up as an abbreviation first, else one of its words", () => {
    expect(aliasRewrites("ff7", source)).toEqual([{ q: "final fantasy 7", cost: 0.25 }]);
    expect(aliasRewrites("gta san andreas", source)).toEqual([{ q: "grand theft auto san andreas", cost: 0.5 }]);
  });

  it("turns number words into digits and back, and mixed spellings into each other", () => {
    expect(texts("super mario bros three")).toContain("super mario bros 3");
    expect(texts("super mario brothers 3")).toContain("super mario bros 3");
  });

  it("joins and splits words where the catalog has them", () => {
    expect(texts("earth bound")).toContain("earthbound");
    expect(texts("darksouls")).toContain("dark souls");
  });

  it("corrects typos, and leaves out edition words, then one word", () => {
    const list = texts("skyrim specal edition");
    expect(list).toContain("skyrim special edition");
    expect(list).toContain("skyrim");
    expect(list.indexOf("skyrim special edition")).toBeLessThan(list.indexOf("skyrim"));
    expect(texts("gand theft auto")).toContain("grand theft auto");
  });

  it("is bounded and never repeats the query", () => {
    const list = texts("a b c d e f g h i j");
    expect(list.length).toBeLessThanOrEqual(24);
    expect(list).not.toContain("a b c d e f g h i j");
    expect(new Set(list).size).toBe(list.length);
  });
});

describe("merging the answers", () => {
  const hit = (id: number, over: Partial<RankedHit> = {}): RankedHit => ({ id, cls: "contains", standing: STANDING.curated, score: 0, ...over });

  it("puts curated games found by word first, the cheaper rewrite first, and each game once", () => {
    const retroExact = hit(1, { cls: "exact", standing: STANDING.listed });
    const merged = mergeHits(
      [
        { cost: 0, hits: [retroExact, hit(2, { cls: "inside" })] },
        { cost: 1, hits: [hit(3), hit(4)] },
        { cost: 0.5, hits: [hit(5, { cls: "exact" }), hit(3)] },
      ],
      10,
    );
    expect(merged.map((h) => h.id)).toEqual([5, 3, 4, 1, 2]);
    expect(mergeHits([{ cost: 0, hits: [hit(1), hit(2), hit(3)] }], 2).map((h) => h.id)).toEqual([1, 2]);
  });
});
