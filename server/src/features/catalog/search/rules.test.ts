import { describe, expect, it } from "vitest";
import {
  compareRanked,
  compareRankKeys,
  containsAllWords,
  displayRating,
  docMatch,
  docMatchClass,
  EXCLUSION_WORDS,
  isExcludedTitle,
  isKeptInSearch,
  passesMinimumRating,
  rankKey,
  score,
  standingOf,
  STANDING,
  tierOf,
  trackingBonus,
  titleMatch,
  titleMatchClass,
  type RankKey,
} from "./rules.ts";

/** Each exclusion word or phrase, with a title it must exclude. */
const EXCLUDED: readonly (readonly [string, string])[] = [
  ["ticking pressure", "Bomb Squad: Ticking Pressure"],
  ["fan game", "Sonic Chaos Fan Game"],
  ["unofficial", "Doom (Unofficial Port)"],
  ["bootleg", "Street Fighter II (Bootleg)"],
  ["hack", "Super Mario Bros. (Hack)"],
  ["rom hack", "Pokemon Crystal Clear ROM-hack"],
  ["mod", "Half-Life: Counter Mod"],
  ["custom", "Custom Tetris"],
  ["fan made", "Zelda Fan-Made Adventure"],
  ["homebrew", "Pong Homebrew Edition"],
  ["indie remake", "Metroid II Indie Remake"],
];

describe("exclusion words", () => {
  it("lists exactly these words and phrases", () => {
    expect([...EXCLUSION_WORDS].sort()).toEqual(EXCLUDED.map(([word]) => word).sort());
  });

  it.each(EXCLUDED)('excludes a title with "%s" as a whole word or phrase: %s', (_word, title) => {
    expect(isExcludedTitle(title)).toBe(true);
  });

  it("matches whole words only, so real games survive", () => {
    for (const title of [
      "Call of Duty 4: Modern Warfare",
      "Shack Attack",
      "Customs Officer",
      "Hacker",
      "Modular Combat",
      "Bootlegger's Run",
      "Homebrewed Ale",
      "Fantasy Made Real",
      "Fan Gamer",
    ]) {
      expect(isExcludedTitle(title), title).toBe(false);
    }
  });

  it("folds before testing (case, accents, punctuation)", () => {
    expect(isExcludedTitle("MARIO—HACK")).toBe(true);
    expect(isExcludedTitle("fan_made")).toBe(true);
  });
});

describe("minimum rating", () => {
  it("excludes only a known rating below 2", () => {
    expect(passesMinimumRating({ rating: 1.9 })).toBe(false);
    expect(passesMinimumRating({ rating: 0 })).toBe(false);
    expect(passesMinimumRating({ rating: 2 })).toBe(true);
    expect(passesMinimumRating({ rating: 4.5 })).toBe(true);
  });

  it("keeps games with no rating (the no-rating-no-metacritic rule is not applied)", () => {
    expect(passesMinimumRating({ rating: null })).toBe(true);
  });
});

describe("score and displayRating", () => {
  it("score = rating + metacritic / 20, missing values count as 0", () => {
    expect(score({ rating: 4, metacritic: 90 })).toBe(8.5);
    expect(score({ rating: null, metacritic: 80 })).toBe(4);
    expect(score({ rating: 3.5, metacritic: null })).toBe(3.5);
    expect(score({ rating: null, metacritic: null })).toBe(0);
  });

  it("displayRating prefers rating, then metacritic/20, to one decimal", () => {
    expect(displayRating({ rating: 4.26, metacritic: 98 })).toBe(4.3);
    expect(displayRating({ rating: 3, metacritic: 98 })).toBe(3);
    expect(displayRating({ rating: null, metacritic: 84 })).toBe(4.2);
    expect(displayRating({ rating: null, metacritic: 98 })).toBe(4.9);
    expect(displayRating({ rating: 0, metacritic: null })).toBe(0);
    expect(displayRating({ rating: null, metacritic: null })).toBeNull();
  });
});

describe("keep rule", () => {
  it("exact: normalised title equals the normalised query", () => {
    expect(titleMatch("legend of zelda", "legend of zelda")).toBe("exact");
  });

  it("prefix: the title starts with the query", () => {
    expect(titleMatch("zelda 2 the adventure of link", "zelda")).toBe("prefix");
    expect(titleMatch("zelda 2 the adventure of link", "zeld")).toBe("prefix");
  });

  it("contains: the title contains the query", () => {
    expect(titleMatch("legend of zelda", "zelda")).toBe("contains");
    expect(titleMatch("legend of zelda", "of zel")).toBe("contains");
  });

  it("contains every query word, in any order, each as a substring", () => {
    expect(titleMatch("legend of zelda ocarina of time", "ocarina zelda")).toBe("contains");
    expect(titleMatch("supermario land", "mario lan")).toBe("contains");
    expect(containsAllWords("legend of zelda", ["zel", "leg"])).toBe(true);
    expect(containsAllWords("legend of zelda", ["zelda", "mario"])).toBe(false);
  });

  it('splits "contains" into word-start matches and matches inside words', () => {
    expect(titleMatchClass("legend of zelda", "zelda")).toBe("contains");
    expect(titleMatchClass("legend of zelda", "zel leg")).toBe("contains");
    expect(titleMatchClass("freespace 2", "pac")).toBe("inside");
    expect(titleMatchClass("legend of zelda", "elda")).toBe("inside");
    expect(titleMatchClass("legend of zelda", "legend of zelda")).toBe("exact");
    expect(titleMatchClass("legend of zelda", "leg")).toBe("prefix");
    expect(titleMatch("freespace 2", "pac")).toBe("contains"); // reported tier
    expect(tierOf("inside")).toBe("contains");
    expect(docMatchClass("freespace", ["pac attack"], "pac")).toBe("prefix");
    expect(docMatchClass("freespace", ["super pac"], "pac")).toBe("contains");
  });

  it("no match otherwise", () => {
    expect(titleMatch("legend of zelda", "zelda mario")).toBeNull();
    expect(titleMatch("legend of zelda", "")).toBeNull();
  });

  it("is also tried against each alt title, keeping the best tier", () => {
    expect(docMatch("link no bouken", ["zelda 2"], "zelda 2")).toBe("exact");
    expect(docMatch("legend of zelda", ["zelda no densetsu 1"], "zelda no")).toBe("prefix");
    expect(docMatch("legend of zelda", ["hyrule fantasy", "zelda no densetsu"], "zelda")).toBe("prefix");
    expect(docMatch("hyrule", ["zelda no densetsu"], "densetsu")).toBe("contains");
    expect(docMatch("hyrule", ["zelda no densetsu"], "mario")).toBeNull();
    expect(docMatch("legend of zelda", ["zelda"], "zelda")).toBe("exact");
  });
});

function key(over: Partial<RankKey>): RankKey {
  return { standing: STANDING.listed, score: 0, platformCount: 1, titleLength: 10, sortTitle: "m", id: 1, ...over };
}

describe("ordering", () => {
  it("core games first", () => {
    expect(compareRankKeys(key({ standing: STANDING.curated, score: 0 }), key({ standing: STANDING.listed, score: 9 }))).toBeLessThan(0);
  });

  it("then score descending", () => {
    expect(compareRankKeys(key({ score: 4.5 }), key({ score: 3 }))).toBeLessThan(0);
    expect(compareRankKeys(key({ score: 3 }), key({ score: 4.5 }))).toBeGreaterThan(0);
  });

  it("then more platforms", () => {
    expect(compareRankKeys(key({ platformCount: 5 }), key({ platformCount: 2 }))).toBeLessThan(0);
  });

  it("then the shorter title", () => {
    expect(compareRankKeys(key({ titleLength: 5 }), key({ titleLength: 12 }))).toBeLessThan(0);
  });

  it("then alphabetically, then by id (total and deterministic)", () => {
    expect(compareRankKeys(key({ sortTitle: "abc" }), key({ sortTitle: "abd" }))).toBeLessThan(0);
    expect(compareRankKeys(key({ id: 1 }), key({ id: 2 }))).toBeLessThan(0);
    expect(compareRankKeys(key({ id: 2 }), key({ id: 2 }))).toBe(0);
  });

  it("rankKey derives the fields from a game", () => {
    expect(rankKey({ id: 7, source: "core", title: "Pokémon Red", platforms: ["GB", "3DS"], rating: 4, metacritic: 80 })).toEqual({
      standing: STANDING.curated,
      score: 8,
      platformCount: 2,
      titleLength: 11,
      sortTitle: "pokemon red",
      id: 7,
    });
    expect(rankKey({ id: 8, source: "mame", title: "X", platforms: [], rating: null, metacritic: null }).standing).toBe(STANDING.listed);
    // Players tracking the game add to its score.
    expect(rankKey({ id: 9, source: "mame", title: "X", platforms: [], rating: null, metacritic: null }, "x", 3).score).toBe(1);
  });

  it("tier order exact < prefix < contains < fuzzy inside a group", () => {
    const a = key({ score: 0 });
    const b = key({ score: 5, id: 2 });
    expect(compareRanked("exact", a, "prefix", b)).toBeLessThan(0);
    expect(compareRanked("prefix", a, "contains", b)).toBeLessThan(0);
    expect(compareRanked("contains", a, "fuzzy", b)).toBeLessThan(0);
    expect(compareRanked("prefix", b, "prefix", a)).toBeLessThan(0); // same tier: score decides
  });

  it("core before others inside a tier, and (documented choice) ahead of other tiers' non-core games", () => {
    const core = key({ standing: STANDING.curated });
    const mame = key({ standing: STANDING.listed, score: 5, id: 2 });
    expect(compareRanked("exact", core, "exact", mame)).toBeLessThan(0);
    expect(compareRanked("contains", core, "exact", mame)).toBeLessThan(0);
    expect(compareRanked("prefix", core, "exact", core)).toBeGreaterThan(0);
  });

  it("matches inside words come after all word-level matches, core first among them", () => {
    const core = key({ standing: STANDING.curated, score: 5 });
    const mame = key({ standing: STANDING.listed, id: 2 });
    expect(compareRanked("inside", core, "contains", mame)).toBeGreaterThan(0);
    expect(compareRanked("inside", core, "inside", mame)).toBeLessThan(0);
    expect(compareRanked("inside", mame, "fuzzy", core)).toBeLessThan(0);
  });

  it("among curated games a better-known game beats a prefix match; exact matches still lead", () => {
    const spinOff = key({ standing: STANDING.curated, score: 4.6, id: 1 }); // "Mario Kart" for "mario"
    const mainline = key({ standing: STANDING.curated, score: 4.85, id: 2 }); // "Super Mario Galaxy"
    const exact = key({ standing: STANDING.curated, score: 0, id: 3 });
    expect(compareRanked("contains", mainline, "prefix", spinOff)).toBeLessThan(0);
    expect(compareRanked("exact", exact, "contains", mainline)).toBeLessThan(0);
    // Same score: the spec's order (prefix before contains) decides.
    expect(compareRanked("prefix", key({ standing: STANDING.curated, id: 4 }), "contains", key({ standing: STANDING.curated }))).toBeLessThan(0);
  });

  it("retro-list rows keep the spec's class order whatever their score", () => {
    const prefix = key({ score: 0 });
    const containsTracked = key({ score: 2, id: 2 });
    expect(compareRanked("prefix", prefix, "contains", containsTracked)).toBeLessThan(0);
  });

  it("demos, betas and prototypes come after every real game's word-level match", () => {
    const demo = key({ standing: STANDING.demoted, score: 5 });
    const listed = key({ standing: STANDING.listed, id: 2 });
    expect(compareRanked("exact", demo, "contains", listed)).toBeGreaterThan(0);
    expect(compareRanked("exact", demo, "inside", listed)).toBeLessThan(0);
  });
});

describe("standing and tracking", () => {
  it("demotes listed rows named as demos, betas or prototypes", () => {
    const listed = (title: string) => standingOf({ source: "mame" }, title.toLowerCase());
    expect(listed("zelda ii demo")).toBe(STANDING.demoted);
    expect(listed("star fox 2 beta")).toBe(STANDING.demoted);
    expect(listed("sonic prototype")).toBe(STANDING.demoted);
    expect(listed("demolition man")).toBe(STANDING.listed);
    expect(listed("alphabeta")).toBe(STANDING.listed);
  });

  it("leaves samplers, demo discs, bootlegs and pirate ports of the retro lists out of search, never a curated game", () => {
    const kept = (title: string, source = "mame", flags: string[] = []) => isKeptInSearch({ source, rating: null, flags }, title.toLowerCase());
    expect(kept("final fantasy vii interactive sampler cd")).toBe(false);
    expect(kept("playstation demo disc volume 3")).toBe(false);
    expect(kept("super mario bros bootleg")).toBe(false);
    expect(kept("final fantasy vii zui zhong huan xian 7", "mame", ["pirate"])).toBe(false);
    expect(kept("final fantasy vii")).toBe(true);
    expect(kept("zelda ii demo")).toBe(true);
    expect(kept("the sampler", "core")).toBe(true);
    expect(kept("mod nation", "core")).toBe(false);
  });

  it("never demotes a curated game ('Prototype' is a 2009 game)", () => {
    expect(standingOf({ source: "core" }, "prototype")).toBe(STANDING.curated);
  });

  it("tracking adds half a point per doubling of players, at most 2.5", () => {
    expect(trackingBonus(0)).toBe(0);
    expect(trackingBonus(1)).toBe(0.5);
    expect(trackingBonus(3)).toBe(1);
    expect(trackingBonus(1_000_000)).toBe(2.5);
  });
});
