import { describe, expect, it } from "vitest";
import { charMask, damerauLevenshtein, FuzzyVocabulary, isFuzzyCandidate, maxDistanceFor } from "./fuzzy.ts";

describe("damerauLevenshtein", () => {
  it("counts insertions, deletions, substitutions and adjacent transpositions", () => {
    expect(damerauLevenshtein("witchr", "witcher")).toBe(1); // insertion
    expect(damerauLevenshtein("witcher", "witchr")).toBe(1); // deletion
    expect(damerauLevenshtein("zelda", "zelfa")).toBe(1); // substitution
    expect(damerauLevenshtein("zelad", "zelda")).toBe(1); // transposition
    expect(damerauLevenshtein("pokemno", "pokemon")).toBe(1);
    expect(damerauLevenshtein("metriod", "metroid")).toBe(1);
    expect(damerauLevenshtein("kitten", "sitting")).toBe(3);
    expect(damerauLevenshtein("ca", "abc")).toBe(3); // optimal string alignment, not unrestricted
    expect(damerauLevenshtein("same", "same")).toBe(0);
    expect(damerauLevenshtein("", "abc")).toBe(3);
    expect(damerauLevenshtein("abc", "")).toBe(3);
  });

  it("stops early and answers max + 1 when over the bound", () => {
    expect(damerauLevenshtein("kitten", "sitting", 1)).toBe(2);
    expect(damerauLevenshtein("castlevania", "contra", 2)).toBe(3);
    expect(damerauLevenshtein("metroid", "metroidvania", 2)).toBe(3);
    expect(damerauLevenshtein("abcdef", "badcfe", 3)).toBe(3);
  });

  it("agrees with an unbounded reference on random pairs", () => {
    let seed = 42;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const word = (): string => Array.from({ length: 1 + rand(8) }, () => "abcd"[rand(4)]).join("");
    for (let k = 0; k < 500; k++) {
      const a = word();
      const b = word();
      const full = damerauLevenshtein(a, b);
      for (const max of [0, 1, 2, 3]) {
        expect(damerauLevenshtein(a, b, max)).toBe(full <= max ? full : max + 1);
      }
    }
  });
});

describe("fuzzy thresholds", () => {
  it("distance 1 below 8 characters, 2 from 8", () => {
    expect(maxDistanceFor(4)).toBe(1);
    expect(maxDistanceFor(7)).toBe(1);
    expect(maxDistanceFor(8)).toBe(2);
    expect(maxDistanceFor(12)).toBe(2);
  });

  it("only tokens of 4+ characters that are not bare numbers are corrected", () => {
    expect(isFuzzyCandidate("zel")).toBe(false);
    expect(isFuzzyCandidate("zelad")).toBe(true);
    expect(isFuzzyCandidate("1998")).toBe(false);
    expect(isFuzzyCandidate("fifa98")).toBe(true);
  });

  it("charMask is a subset test for containment", () => {
    expect(charMask("zelda") & ~charMask("legend of zelda")).toBe(0);
    expect(charMask("mario") & ~charMask("legend of zelda")).not.toBe(0);
    expect(charMask("a b")).toBe(charMask("ab"));
  });
});

describe("FuzzyVocabulary", () => {
  const words = ["witcher", "zelda", "pokemon", "metroid", "castlevania", "mario", "metro", "zeal", "witch"];
  const vocab = new FuzzyVocabulary();
  words.forEach((w, i) => vocab.add(i, w));
  const find = (q: string): string[] => vocab.find(q).map((id) => words[id]!);

  it("finds the spec's examples", () => {
    expect(find("witchr")).toContain("witcher");
    expect(find("zelad")).toEqual(["zelda"]);
    expect(find("pokemno")).toEqual(["pokemon"]);
    expect(find("metriod")).toEqual(["metroid"]);
  });

  it("allows distance 2 only for 8+ character tokens", () => {
    expect(find("castlevnaia")).toEqual(["castlevania"]); // one transposition
    expect(find("kastlevanja")).toEqual(["castlevania"]); // two substitutions
    expect(find("metrxyd")).toEqual([]); // 7 characters, distance 2
  });

  it("orders by distance, then length, and leaves out the token itself", () => {
    const v = new FuzzyVocabulary();
    v.add(0, "abcdefxy");
    v.add(1, "abcdefgh");
    expect(v.find("abcdefgz")).toEqual([1, 0]); // distance 1 before distance 2
    expect(find("witche")).toEqual(["witch", "witcher"]); // both distance 1
    expect(find("zelda")).toEqual([]);
    expect(find("qqqq")).toEqual([]);
    expect(vocab.size).toBe(words.length);
  });
});
