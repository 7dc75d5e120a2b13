// The search box's answers (CatalogIndex.search): the strict search's rules (catalog-index.test.ts) with
// what it forgives (forgiving.ts), the native titles and a series' main line first.
import { describe, expect, it } from "vitest";
import { CatalogIndex, type SearchDoc, type SearchHit } from "./catalog-index.ts";
import { searchDocs } from "./search.test-support.ts";

const game = searchDocs();

const titles = (hits: SearchHit[]): string[] => hits.map((h) => h.game.title);

describe("what the search box forgives", () => {
  const curated = (title: string, over: Partial<SearchDoc> = {}) => game(title, { source: "core", ...over });
  const build = () =>
    new CatalogIndex([
      curated("Final Fantasy VII", { metacritic: 92 }),
      curated("Final Fantasy VII Remake", { metacritic: 87 }),
      curated("The Elder Scrolls V: Skyrim", { metacritic: 94 }),
      curated("Dark Souls", { metacritic: 89 }),
      curated("World of Warcraft", { metacritic: 93 }),
      curated("Mega Man", { altTitles: ["Rockman", "ロックマン"] }),
      game("Wow Games"),
      game("F-16 Combat Pilot"),
      game("Final Fantasy VII - Zui Zhong Huan Xian 7", { flags: ["pirate"] }),
      game("Final Fantasy VII Interactive Sampler CD"),
    ]);

  it("reads abbreviations derived from the titles, the curated game before a retro row's exact title", () => {
    const index = build();
    expect(titles(index.search("ff7"))[0]).toBe("Final Fantasy VII");
    expect(titles(index.search("ff7 remake"))[0]).toBe("Final Fantasy VII Remake");
    expect(titles(index.search("wow"))).toEqual(["World of Warcraft", "Wow Games"]);
  });

  it("forgives typos, joined words and edition words, and finds native titles", () => {
    const index = build();
    expect(titles(index.search("skyrim specal edition"))).toEqual(["The Elder Scrolls V: Skyrim"]);
    expect(titles(index.search("darksouls"))).toEqual(["Dark Souls"]);
    expect(titles(index.search("ロックマン"))).toEqual(["Mega Man"]);
    expect(titles(index.search("rockman"))).toEqual(["Mega Man"]);
  });

  it("keeps the exact title first, and leaves out bootlegs and sampler discs", () => {
    const index = build();
    expect(titles(index.search("final fantasy 7"))).toEqual(["Final Fantasy VII", "Final Fantasy VII Remake"]);
    expect(index.searchStrict("final fantasy vii sampler")).toEqual([]);
    expect(index.searchStrict("zui zhong")).toEqual([]);
  });

  it("puts a series' main line before its spin-offs when the query names the series, however tracked the spin-off is", () => {
    const index = new CatalogIndex([
      curated("Super Mario 64", { series: "Super Mario", metacritic: 94 }),
      curated("Super Mario Galaxy", { series: "Super Mario", metacritic: 97 }),
      curated("Mario Kart: Super Circuit", { id: 50, series: "Mario Kart", metacritic: 93 }),
    ]);
    index.setPlayers(new Map([[50, 1000]]));
    expect(titles(index.searchStrict("mario"))[0]).toBe("Mario Kart: Super Circuit");
    expect(titles(index.search("mario"))).toEqual(["Super Mario Galaxy", "Super Mario 64", "Mario Kart: Super Circuit"]);
    expect(titles(index.search("mario kart"))[0]).toBe("Mario Kart: Super Circuit");
  });

  it("forgets a removed game's abbreviations and native titles", () => {
    const index = build();
    const megaMan = index.search("rockman")[0]!.id;
    index.remove(megaMan);
    expect(index.search("ロックマン")).toEqual([]);
    const ff7 = index.search("final fantasy vii")[0]!.id;
    index.remove(ff7);
    expect(index.search("ff7")).toEqual([]);
    expect(titles(index.search("ff7r"))).toEqual(["Final Fantasy VII Remake"]);
  });
});
