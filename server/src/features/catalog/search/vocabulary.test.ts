import { describe, expect, it } from "vitest";
import { Vocabulary } from "./vocabulary.ts";

/** A vocabulary where game `slot` uses the space-separated tokens of `texts[slot]`. */
function vocabularyOf(texts: string[], bulk = false): Vocabulary {
  const vocabulary = new Vocabulary();
  if (bulk) vocabulary.beginBulk();
  texts.forEach((text, slot) => {
    vocabulary.beginGame();
    for (const token of text.split(" ")) vocabulary.addPosting(token, slot);
  });
  if (bulk) vocabulary.endBulk();
  return vocabulary;
}

/** The games (slots) reached through some vocabulary ids. */
function games(vocabulary: Vocabulary, ids: number[]): number[] {
  return [...new Set(ids.flatMap((id) => vocabulary.postingsOf(id)))].sort((a, b) => a - b);
}

describe("Vocabulary", () => {
  const texts = ["witcher 3 wild hunt", "witch hunt", "wild arms", "metroid", "super metroid metroid"];

  it.each([false, true])("finds the games whose tokens contain or start with a token (bulk: %s)", (bulk) => {
    const vocabulary = vocabularyOf(texts, bulk);
    expect(games(vocabulary, vocabulary.containing("it"))).toEqual([0, 1]);
    expect(games(vocabulary, vocabulary.containing("unt"))).toEqual([0, 1]);
    expect(games(vocabulary, vocabulary.containing("troid"))).toEqual([3, 4]);
    expect(games(vocabulary, vocabulary.containing("zzz"))).toEqual([]);
    expect(games(vocabulary, vocabulary.startingWith("wi"))).toEqual([0, 1, 2]);
    expect(games(vocabulary, vocabulary.startingWith("hunt"))).toEqual([0, 1]);
    expect(games(vocabulary, vocabulary.startingWith("arms x"))).toEqual([]);
  });

  it("counts a game once in a token's postings", () => {
    const vocabulary = vocabularyOf(texts);
    expect(vocabulary.postingsSize(vocabulary.containing("metroid"))).toBe(2);
  });

  it("forgets removed games in every lookup", () => {
    const vocabulary = vocabularyOf(texts);
    vocabulary.removePostings(["witcher 3 wild hunt"], 0);
    expect(games(vocabulary, vocabulary.containing("witch"))).toEqual([1]);
    expect(vocabulary.containing("witcher")).toEqual([]);
    expect(vocabulary.startingWith("witche")).toEqual([]);
    expect(vocabulary.corrections("witchr")).toEqual(["witch"]);
  });

  it("offers typo corrections among the live tokens, nearest first", () => {
    const vocabulary = vocabularyOf(texts);
    expect(vocabulary.corrections("metriod")).toEqual(["metroid"]);
    expect(vocabulary.corrections("witche")).toEqual(["witch", "witcher"]);
    expect(vocabulary.corrections("qqqq")).toEqual([]);
  });
});
