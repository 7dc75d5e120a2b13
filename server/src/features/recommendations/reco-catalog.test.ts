// The recommendation catalog kept as columns: a game reads back as its row had it; games are found by
// id whatever order they arrive in; a game no longer recommendable leaves every list and can come back.
import { describe, expect, it } from "vitest";
import { RecoCatalog, type RecoCatalogRow } from "./reco-catalog.ts";

function row(id: number, over: Partial<RecoCatalogRow> = {}): RecoCatalogRow {
  return {
    id,
    slug: `game-${id}`,
    title: `Game ${id}`,
    year: 2010,
    released: null,
    platforms: ["PC"],
    genres: ["Puzzle"],
    developers: ["Studio"],
    publishers: ["Label"],
    series: null,
    metacritic: null,
    rating: null,
    hidden: false,
    flags: [],
    coverUrl: null,
    source: "core",
    ...over,
  };
}

const ids = (games: readonly { id: number }[]) => games.map((g) => g.id);

describe("RecoCatalog columns", () => {
  it("reads a game back as its row had it", () => {
    const full = row(7, {
      slug: "odd-slug",
      title: "Café Quest",
      year: null,
      released: "2011-03-04",
      platforms: ["PC", "Switch"],
      genres: ["Puzzle", "Adventure"],
      developers: ["Mimi Soft"],
      publishers: ["Big Label"],
      series: "Quests",
      metacritic: 83.5,
      rating: 4.25,
      coverUrl: "https://covers.example.com/7.png",
    });
    const catalog = new RecoCatalog([full, row(8)]);
    const g = catalog.get(7)!;
    // Every field a card reads, as the row had it (the row's flags, source and release date are not among them).
    const { hidden: _h, flags: _f, source: _s, released: _r, ...shown } = full;
    expect(g.row).toEqual(shown);
    expect([g.genres, g.developers, g.publishers, g.series]).toEqual([["puzzle", "adventure"], ["mimi soft"], ["big label"], "quests"]);
    expect([g.released, g.quality, g.normalizedTitle]).toEqual(["2011-03-04", 0.835, "cafe quest"]);
    // A slug that is slugify(title) is not kept, and reads back the same.
    expect(catalog.get(8)!.row).toMatchObject({ slug: "game-8", year: 2010, metacritic: null, rating: null, coverUrl: null, series: null });
    expect(catalog.get(8)!.released).toBe("2010-01-01");
  });

  it("finds games by id in whatever order they arrive, and only recommendable ones", () => {
    const catalog = new RecoCatalog([row(1), row(5), row(3, { hidden: true }), row(9), row(4, { flags: ["homebrew"] })]);
    expect([1, 5, 9].map((id) => catalog.get(id)?.id)).toEqual([1, 5, 9]);
    expect([3, 4, 2, 10].map((id) => catalog.get(id))).toEqual([undefined, undefined, undefined, undefined]);
    // Rows that become recommendable later, below and above the ids already kept.
    catalog.upsertMany([row(3), row(12), row(2)]);
    expect([1, 2, 3, 5, 9, 12].map((id) => catalog.get(id)?.row.title)).toEqual(["Game 1", "Game 2", "Game 3", "Game 5", "Game 9", "Game 12"]);
    expect(catalog.size).toBe(6);
    expect(ids(catalog.posting("genre", "puzzle"))).toEqual([1, 2, 3, 5, 9, 12].sort((a, b) => a - b));
  });

  it("drops a game that is no longer recommendable from every list, and takes it back later", () => {
    const catalog = new RecoCatalog([row(1, { metacritic: 90, released: "2020-01-01" }), row(2, { metacritic: 95, released: "2021-01-01" })]);
    expect(ids(catalog.acclaimedGames(85, 4.5))).toEqual([2, 1]);
    catalog.upsertMany([row(2, { hidden: true })]);
    expect(catalog.get(2)).toBeUndefined();
    expect(catalog.size).toBe(1);
    expect(ids(catalog.acclaimedGames(85, 4.5))).toEqual([1]);
    expect(ids(catalog.newestReleases())).toEqual([1]);
    expect(ids(catalog.posting("developer", "studio"))).toEqual([1]);
    catalog.upsertMany([row(2, { metacritic: 95, released: "2021-01-01", developers: ["Other"] })]);
    expect(catalog.size).toBe(2);
    expect(ids(catalog.newestReleases())).toEqual([2, 1]);
    expect(ids(catalog.posting("developer", "studio"))).toEqual([1]);
    expect(ids(catalog.posting("developer", "other"))).toEqual([2]);
  });

  it("reads a posting best known first, to the depth asked", () => {
    const catalog = new RecoCatalog([
      row(1, { metacritic: 60 }),
      row(2, { metacritic: 90 }),
      row(3, { metacritic: 75 }),
      row(4, { metacritic: 75, year: 2015 }),
    ]);
    expect(ids(catalog.posting("genre", "puzzle"))).toEqual([2, 4, 3, 1]);
    expect(ids(catalog.posting("genre", "puzzle", 2))).toEqual([2, 4]);
    expect(catalog.posting("genre", "racing")).toEqual([]);
  });
});
