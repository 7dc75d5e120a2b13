import { describe, expect, it } from "vitest";
import { CatalogIndex, type SearchHit } from "./catalog-index.ts";
import type { ShownGame } from "./shown-games.ts";
import { searchDocs } from "./search.test-support.ts";
import { STANDING, type MatchTier } from "./rules.ts";

/**
 * A CatalogIndex whose hits also name their game `doc` (shorter expectations). `search` here is the
 * strict search, the spec's rules (the search box's forgiving answers: catalog-index.forgiving.test.ts).
 */
class TestIndex extends CatalogIndex {
  override search(query: string, opts?: Parameters<CatalogIndex["search"]>[1]): (SearchHit & { doc: ShownGame })[] {
    return super.searchStrict(query, opts).map((hit) => ({ ...hit, doc: hit.game }));
  }
}

const game = searchDocs();

const titles = (hits: { doc: ShownGame }[]): string[] => hits.map((h) => h.doc.title);
const tiers = (hits: { tier: MatchTier }[]): MatchTier[] => hits.map((h) => h.tier);

describe("CatalogIndex basics", () => {
  it("answers [] for queries shorter than 2 characters after trimming", () => {
    const index = new TestIndex([game("Y"), game("Ys"), game("Yso")]);
    expect(index.search("")).toEqual([]);
    expect(index.search("y")).toEqual([]);
    expect(index.search("  y   ")).toEqual([]);
    expect(index.search("yso")).toHaveLength(1);
  });

  it("finds only exact titles (or alt titles) for a 2-character query", () => {
    const index = new TestIndex([game("Ys"), game("Ys II"), game("Yso"), game("The Wizard of Oz", { altTitles: ["Oz"] }), game("Ozzy")]);
    expect(titles(index.search("ys"))).toEqual(["Ys"]);
    expect(index.search("  YS ")[0]?.tier).toBe("exact");
    expect(titles(index.search("oz"))).toEqual(["The Wizard of Oz"]);
    expect(index.search("zz")).toEqual([]);
  });

  it("answers [] for queries with no searchable characters", () => {
    const index = new TestIndex([game("Tetris")]);
    expect(index.search("!!!???")).toEqual([]);
    expect(index.search("ゼルダの")).toEqual([]);
  });

  it("uses only the first 256 characters of a very long query", () => {
    const index = new TestIndex([game("Tetris")]);
    expect(titles(index.search(`tetris${" ".repeat(300)}zzzz`))).toEqual(["Tetris"]);
    expect(index.search(`tetris ${"x".repeat(100_000)}`)).toEqual([]);
  });

  it("returns at most 10 hits by default, and honours limit", () => {
    const index = new TestIndex(Array.from({ length: 25 }, (_, i) => game(`Tetris ${i + 40}`)));
    expect(index.search("tetris")).toHaveLength(10);
    expect(index.search("tetris", { limit: 3 })).toHaveLength(3);
    expect(index.search("tetris", { limit: 100 })).toHaveLength(25);
    expect(index.search("tetris", { limit: 0 })).toEqual([]);
  });

  it("leaves hidden games out unless includeHidden", () => {
    const index = new TestIndex([game("Tetris Utility Disk", { hidden: true }), game("Tetris")]);
    expect(titles(index.search("tetris"))).toEqual(["Tetris"]);
    expect(titles(index.search("tetris", { includeHidden: true }))).toEqual(["Tetris", "Tetris Utility Disk"]);
    expect(index.search("utility")).toEqual([]);
  });

  it("reports the tier, the score (rating + metacritic / 20) and the game as its row has it", () => {
    const doom = {
      id: 1,
      slug: "doom",
      title: "Doom",
      year: 1993,
      platforms: ["PC"],
      series: "Doom",
      rating: 4,
      metacritic: 90,
      coverUrl: "https://x.test/d.png",
      source: "mame",
    };
    const index = new TestIndex([game("Doom", { ...doom, altTitles: ["DOOM 1993"], hidden: false })]);
    expect(index.search("doom")).toEqual([
      { id: 1, game: doom, doc: doom, normalizedTitle: "doom", year: 1993, tier: "exact", cls: "exact", standing: STANDING.listed, score: 8.5 },
    ]);
  });
});

describe("filters", () => {
  it("drops titles with an exclusion word, but keeps Modern Warfare", () => {
    const index = new TestIndex([
      game("Call of Duty 4: Modern Warfare"),
      game("Call of Duty (Hack)"),
      game("Call of Duty Fan-Made"),
      game("Call of Duty Bootleg"),
      game("Call of Duty Mod"),
      game("Call of Duty Custom"),
      game("Call of Duty Unofficial"),
      game("Call of Duty Homebrew"),
      game("Call of Duty Fan Game"),
      game("Call of Duty ROM Hack"),
      game("Call of Duty Indie Remake"),
      game("Call of Duty: Ticking Pressure"),
    ]);
    expect(titles(index.search("call of duty"))).toEqual(["Call of Duty 4: Modern Warfare"]);
    expect(titles(index.search("modern warfare"))).toEqual(["Call of Duty 4: Modern Warfare"]);
  });

  it("applies exclusion to the title even when the match is on an alt title", () => {
    const index = new TestIndex([game("Mario Hack", { altTitles: ["Super Plumber"] })]);
    expect(index.search("super plumber")).toEqual([]);
  });

  it("drops games rated below 2, keeps unrated ones and rating 2", () => {
    const index = new TestIndex([game("Bubsy Low", { rating: 1.5 }), game("Bubsy Two", { rating: 2 }), game("Bubsy Unrated")]);
    expect(titles(index.search("bubsy")).sort()).toEqual(["Bubsy Two", "Bubsy Unrated"]);
  });
});

describe("keep rules", () => {
  const index = new TestIndex([
    game("The Legend of Zelda"),
    game("Zelda II: The Adventure of Link"),
    game("BS Zelda no Densetsu"),
    game("Link no Bouken", { altTitles: ["The Legend of Zelda 2", "リンクの冒険"] }),
    game("Final Fantasy VII"),
    game("Pokémon Red"),
    game("Luigi's Mansion"),
    game("Ratchet & Clank"),
    game("Street Fighter 2"),
  ]);

  it("exact match on the normalised title ('the' dropped, numerals, accents)", () => {
    expect(index.search("the legend of zelda")[0]).toMatchObject({ tier: "exact", doc: { title: "The Legend of Zelda" } });
    expect(index.search("legend of zelda")[0]).toMatchObject({ tier: "exact", doc: { title: "The Legend of Zelda" } });
    expect(index.search("final fantasy 7")[0]).toMatchObject({ tier: "exact", doc: { title: "Final Fantasy VII" } });
    expect(index.search("FINAL FANTASY VII")[0]).toMatchObject({ tier: "exact", doc: { title: "Final Fantasy VII" } });
    expect(index.search("street fighter ii")[0]).toMatchObject({ tier: "exact", doc: { title: "Street Fighter 2" } });
    expect(index.search("pokemon red")[0]).toMatchObject({ tier: "exact", doc: { title: "Pokémon Red" } });
    expect(index.search("luigis mansion")[0]).toMatchObject({ tier: "exact" });
    expect(index.search("ratchet and clank")[0]).toMatchObject({ tier: "exact" });
  });

  it("prefix match", () => {
    expect(index.search("pokem")).toMatchObject([{ tier: "prefix", doc: { title: "Pokémon Red" } }]);
    expect(index.search("final fan")).toMatchObject([{ tier: "prefix", doc: { title: "Final Fantasy VII" } }]);
  });

  it("contains match", () => {
    expect(index.search("fantasy 7")).toMatchObject([{ tier: "contains", doc: { title: "Final Fantasy VII" } }]);
    expect(index.search("mansion")).toMatchObject([{ tier: "contains", doc: { title: "Luigi's Mansion" } }]);
  });

  it("every query word, in any order, each as a substring", () => {
    expect(index.search("mansion luigi")).toMatchObject([{ tier: "contains", doc: { title: "Luigi's Mansion" } }]);
    expect(index.search("fant fin")).toMatchObject([{ tier: "contains", doc: { title: "Final Fantasy VII" } }]);
    expect(index.search("mansion mario")).toEqual([]);
  });

  it("the same tests against alt titles", () => {
    expect(titles(index.search("legend of zelda 2"))).toEqual(["Link no Bouken"]);
    expect(index.search("legend of zelda 2")[0]!.tier).toBe("exact");
    expect(index.search("legend of zelda ii")[0]!.tier).toBe("exact");
  });

  it("all tiers together, in tier order", () => {
    const hits = index.search("zelda");
    expect(tiers(hits)).toEqual(["prefix", "contains", "contains", "contains"]);
    expect(titles(hits)[0]).toBe("Zelda II: The Adventure of Link");
  });

  it("words split across two different alt titles do not match", () => {
    const idx = new TestIndex([game("Alpha", { altTitles: ["Bravo One", "Charlie Two"] })]);
    expect(idx.search("bravo charlie")).toEqual([]);
    expect(idx.search("bravo one")).toHaveLength(1);
  });
});

describe("ordering", () => {
  it("exact, then prefix, then contains", () => {
    const index = new TestIndex([game("Super Doom Deluxe", { metacritic: 99 }), game("Doom Eternal", { metacritic: 88 }), game("Doom")]);
    expect(titles(index.search("doom"))).toEqual(["Doom", "Doom Eternal", "Super Doom Deluxe"]);
    expect(tiers(index.search("doom"))).toEqual(["exact", "prefix", "contains"]);
  });

  it("core before retro inside a tier, whatever the score", () => {
    const index = new TestIndex([
      game("Tetris", { source: "mame", rating: 5, metacritic: 100, platforms: ["A", "B", "C"] }),
      game("Tetris", { source: "core" }),
    ]);
    expect(index.search("tetris").map((h) => h.doc.source)).toEqual(["core", "mame"]);
  });

  it("core games rank ahead of non-core games of a better tier, the better-known first (documented choice)", () => {
    const index = new TestIndex([
      game("Zelda", { source: "mame" }),
      game("Zelda II Demo", { source: "mame" }),
      game("The Legend of Zelda: Ocarina of Time", { source: "core", metacritic: 99 }),
      game("Zelda II: The Adventure of Link", { source: "core" }),
    ]);
    expect(titles(index.search("zelda"))).toEqual(["The Legend of Zelda: Ocarina of Time", "Zelda II: The Adventure of Link", "Zelda", "Zelda II Demo"]);
  });

  it("matches inside a word rank after every word-level match (documented choice)", () => {
    const index = new TestIndex([
      game("FreeSpace 2", { source: "core", metacritic: 91 }),
      game("Pac-Man", { source: "core" }),
      game("Pac-Land", { source: "mame" }),
      game("Ms. Pac-Man", { source: "mame" }),
      game("Spacepac", { source: "mame", metacritic: 99 }),
    ]);
    const hits = index.search("pac");
    expect(titles(hits)).toEqual(["Pac-Man", "Pac-Land", "Ms. Pac-Man", "FreeSpace 2", "Spacepac"]);
    expect(tiers(hits)).toEqual(["prefix", "prefix", "contains", "contains", "contains"]);
  });

  it("score descending inside a tier", () => {
    const index = new TestIndex([
      game("Mario Kart Alpha", { metacritic: 70 }),
      game("Mario Kart Bravo", { rating: 4.5, metacritic: 90 }),
      game("Mario Kart Gamma", { rating: 4 }),
      game("Mario Kart Delta"),
    ]);
    expect(titles(index.search("mario kart"))).toEqual([
      "Mario Kart Bravo", // 9
      "Mario Kart Gamma", // 4
      "Mario Kart Alpha", // 3.5
      "Mario Kart Delta", // 0
    ]);
  });

  it("then more platforms, then the shorter title, then alphabetical", () => {
    const index = new TestIndex([
      game("Galaga Zeta", { platforms: ["A"] }),
      game("Galaga Vega", { platforms: ["A"] }),
      game("Galaga X", { platforms: ["A"] }),
      game("Galaga Arcade Classic", { platforms: ["A", "B", "C"] }),
      game("Galaga Two", { platforms: ["A", "B"] }),
    ]);
    expect(titles(index.search("galaga"))).toEqual([
      "Galaga Arcade Classic", // 3 platforms
      "Galaga Two", // 2 platforms
      "Galaga X", // shortest
      "Galaga Vega", // same length as Zeta: alphabetical
      "Galaga Zeta",
    ]);
  });

  it("is deterministic whatever the insertion order", () => {
    const docs = [game("Pong A"), game("Pong B"), game("Pong A", { id: 99 }), game("Pong")];
    const forward = new TestIndex(docs).search("pong").map((h) => h.id);
    const backward = new TestIndex([...docs].reverse()).search("pong").map((h) => h.id);
    expect(forward).toEqual(backward);
    expect(forward).toEqual([3, 1, 99, 2]);
  });
});

describe("fuzzy matching", () => {
  const index = new TestIndex([
    game("The Witcher 3: Wild Hunt", { source: "core", metacritic: 92 }),
    game("The Legend of Zelda", { source: "core" }),
    game("Pokémon Yellow"),
    game("Super Metroid", { source: "core", metacritic: 96 }),
    game("Metroid", { source: "mame" }),
    game("Castlevania"),
    game("Witch Hunt Hack"),
  ]);

  it.each([
    ["witchr", "The Witcher 3: Wild Hunt"],
    ["zelad", "The Legend of Zelda"],
    ["pokemno", "Pokémon Yellow"],
    ["castlevaina", "Castlevania"],
    ["kastlevanja", "Castlevania"],
  ])("%s → %s, in the fuzzy tier", (query, title) => {
    const hits = index.search(query);
    expect(titles(hits)).toEqual([title]);
    expect(hits[0]!.tier).toBe("fuzzy");
  });

  it("orders fuzzy hits like any tier", () => {
    const hits = index.search("metriod");
    expect(titles(hits)).toEqual(["Super Metroid", "Metroid"]);
    expect(tiers(hits)).toEqual(["fuzzy", "fuzzy"]);
  });

  it("keeps the other query words as substring tests", () => {
    expect(titles(index.search("witchr wild"))).toEqual(["The Witcher 3: Wild Hunt"]);
    expect(index.search("witchr mario")).toEqual([]);
  });

  it("is not used when the token matches as a substring", () => {
    expect(tiers(index.search("itcher"))).toEqual(["contains"]);
    expect(titles(index.search("zeld"))).toEqual(["The Legend of Zelda"]);
  });

  it("does not correct tokens shorter than 4 characters, nor beyond the distance", () => {
    expect(index.search("zel dax")).toEqual([]);
    expect(index.search("metrxyd")).toEqual([]);
  });

  it("still applies the filters", () => {
    expect(index.search("witchh hunt").map((h) => h.doc.title)).toEqual(["The Witcher 3: Wild Hunt"]);
  });
});

describe("upsert and remove", () => {
  it("adds, replaces by id and removes, keeping every structure in step", () => {
    const index = new TestIndex();
    expect(index.size).toBe(0);
    index.upsert(game("Chrono Trigger", { id: 1 }));
    index.upsert(game("Chrono Cross", { id: 2 }));
    expect(index.size).toBe(2);
    expect(titles(index.search("chrono"))).toEqual(["Chrono Cross", "Chrono Trigger"]);

    index.upsert(game("Secret of Mana", { id: 1, altTitles: ["Seiken Densetsu 2"] }));
    expect(index.size).toBe(2);
    expect(index.has(1)).toBe(true);
    expect(index.search("secret of mana").map((h) => [h.id, h.normalizedTitle])).toEqual([[1, "secret of mana"]]);
    expect(titles(index.search("chrono"))).toEqual(["Chrono Cross"]);
    expect(index.search("trigger")).toEqual([]);
    expect(index.search("triger")).toEqual([]); // not even through the fuzzy vocabulary
    expect(titles(index.search("secret of mana"))).toEqual(["Secret of Mana"]);
    expect(titles(index.search("seiken"))).toEqual(["Secret of Mana"]);

    expect(index.remove(2)).toBe(true);
    expect(index.remove(2)).toBe(false);
    expect(index.size).toBe(1);
    expect(index.has(2)).toBe(false);
    expect(index.search("chrono")).toEqual([]);

    index.upsert(game("Chrono Cross", { id: 2, source: "core" }));
    expect(index.search("chrono")).toMatchObject([{ tier: "prefix", doc: { id: 2, source: "core" } }]);
  });

  it("re-ranks a game whose score changes", () => {
    const index = new TestIndex([game("Doom One", { id: 1, metacritic: 90 }), game("Doom Two", { id: 2 })]);
    expect(titles(index.search("doom"))).toEqual(["Doom One", "Doom Two"]);
    index.upsert(game("Doom Two", { id: 2, metacritic: 95 }));
    expect(titles(index.search("doom"))).toEqual(["Doom Two", "Doom One"]);
  });

  it("a replaced doc can become hidden or excluded", () => {
    const index = new TestIndex([game("Pac-Man", { id: 1 })]);
    expect(index.search("pac-man")).toHaveLength(1);
    index.upsert(game("Pac-Man", { id: 1, hidden: true }));
    expect(index.search("pac man")).toEqual([]);
    index.upsert(game("Pac-Man Hack", { id: 1 }));
    expect(index.search("pac man", { includeHidden: true })).toEqual([]);
  });
});
