// The recommender's rules on a small hand-made catalog: the taste profile ('unknown' ignored, abandoned
// games counting against, the mean rating), and each list's rules (never owned, hidden, non-game or
// dismissed games; at most 12; at most 2 per series and 3 per developer or publisher; at least 3 picks
// per similar source; trending's instance-then-catalog order; underrated's rarity) and the match score.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { GameStatus, RecommendationCard } from "@savepoint/common";
import {
  RecoCatalog,
  profileOf,
  recommendForYou,
  recommendSimilar,
  recommendTrending,
  recommendUnderrated,
  tasteOf,
  type RecoCatalogRow,
  type RecoLibraryGame,
} from "./recommender.ts";

const NOW = new Date("2026-11-25T12:00:00Z");

function row(id: number, over: Partial<RecoCatalogRow> = {}): RecoCatalogRow {
  return {
    id,
    slug: `game-${id}`,
    title: `Game ${id}`,
    year: 2015,
    released: "2015-06-01",
    platforms: ["PC"],
    genres: ["Puzzle"],
    developers: [`Dev ${id}`],
    publishers: [`Pub ${id}`],
    series: null,
    metacritic: 70,
    rating: null,
    hidden: false,
    flags: [],
    coverUrl: null,
    source: "core",
    ...over,
  };
}

let nextGame = 0;
function owned(r: RecoCatalogRow | null, over: Partial<RecoLibraryGame> & { status?: GameStatus } = {}): RecoLibraryGame {
  nextGame++;
  return {
    id: `lib-${nextGame}`,
    slug: r?.slug ?? `typed-${nextGame}`,
    title: r?.title ?? `Typed ${nextGame}`,
    catalogId: r?.id ?? null,
    status: "COMPLETED",
    rating: 9,
    genres: r?.genres ?? [],
    platform: r?.platforms[0] ?? "PC",
    ...over,
  };
}

const titles = (cards: RecommendationCard[]) => cards.map((c) => c.title);

/** Rows of the bundled catalog's curated files, by slug (ids in the order asked). */
function catalogRows(slugs: readonly string[]): RecoCatalogRow[] {
  const dir = join(import.meta.dirname, "../../../../prisma/catalog/core");
  const bySlug = new Map<string, Record<string, unknown>>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".jsonl"))) {
    for (const line of readFileSync(join(dir, f), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const r = JSON.parse(line) as { slug: string };
      if (slugs.includes(r.slug)) bySlug.set(r.slug, r);
    }
  }
  return slugs.map((slug, i) => {
    const r = bySlug.get(slug);
    if (!r) throw new Error(`${slug} is not in the bundled catalog`);
    const released = (r.released as string | undefined) ?? null;
    return row(9000 + i, {
      slug,
      title: r.title as string,
      year: (r.year as number | undefined) ?? (released ? Number(released.slice(0, 4)) : null),
      released,
      platforms: r.platforms as string[],
      genres: r.genres as string[],
      developers: r.developers as string[],
      publishers: r.publishers as string[],
      series: (r.series as string | undefined) ?? null,
      metacritic: (r.metacritic as number | undefined) ?? null,
      rating: (r.rating as number | undefined) ?? null,
    });
  });
}

describe("editions and remakes of the player's games", () => {
  // Real catalog rows: the 2005 and 2012 games both called Need for Speed: Most Wanted, Demon's Souls
  // (2009) and its 2020 remake, and other racing and action RPG games to fill the lists.
  const rows = catalogRows([
    "need-for-speed-most-wanted",
    "need-for-speed-most-wanted-2012",
    "demon-s-souls",
    "demon-s-souls-2020",
    "burnout-paradise",
    "forza-horizon-4",
    "dark-souls",
    "bloodborne",
    "elden-ring",
  ]);
  const [nfs2005, nfs2012, des2009, des2020] = rows as [RecoCatalogRow, RecoCatalogRow, RecoCatalogRow, RecoCatalogRow];
  const cat = new RecoCatalog(rows);

  /** Every list that may show a catalog game, with the instance and a provider naming `id` as trending and loved. */
  function everyList(library: RecoLibraryGame[], id: number): RecommendationCard[] {
    const taste = tasteOf(library, cat);
    const signals = {
      now: new Date("2021-01-15T12:00:00Z"),
      trending: [{ catalogId: id, players: 5 }],
      providerTrending: [id],
      instanceRatings: new Map([[id, { mean: 9.5, count: 2 }]]),
    };
    const similar = recommendSimilar(cat, taste, signals);
    return [
      ...recommendForYou(cat, taste, signals),
      ...similar.items,
      ...library.flatMap((g) => recommendSimilar(cat, taste, signals, g.id).items),
      ...recommendTrending(cat, taste, signals).items,
      ...recommendUnderrated(cat, taste, signals),
    ];
  }

  it("never offers a game under the title of one the player has, whichever came first", () => {
    const racer = [owned(nfs2005, { rating: 9 }), owned(rows[4]!, { rating: 8 }), owned(rows[5]!, { rating: 8 })];
    const offered = everyList(racer, nfs2012.id);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((c) => c.catalogId)).not.toContain(nfs2012.id);

    const soulsFan = [owned(des2020, { rating: 10 }), owned(rows[6]!, { rating: 9 }), owned(rows[7]!, { rating: 9 })];
    const forSouls = everyList(soulsFan, des2009.id);
    expect(forSouls.length).toBeGreaterThan(0);
    expect(forSouls.map((c) => c.catalogId)).not.toContain(des2009.id);
  });

  it("compares titles as the catalog normalises them, and a typed-in title too", () => {
    const typed = owned(null, { title: "  the DEMON'S SOULS ", genres: ["RPG"] });
    const offered = everyList([typed, owned(rows[6]!, { rating: 9 }), owned(rows[7]!, { rating: 9 })], des2020.id);
    expect(offered.map((c) => c.catalogId)).not.toContain(des2020.id);
    expect(offered.map((c) => c.catalogId)).not.toContain(des2009.id);
  });
});

describe("a series or studio across genres", () => {
  // Real catalog rows: Diddy Kong Racing shares its series with Donkey Kong's platformers and its
  // studio (Rare) with Banjo-Kazooie and GoldenEye 007; R.C. Pro-Am is a Rare racing game.
  const rows = catalogRows([
    "diddy-kong-racing",
    "mario-kart-64",
    "f-zero-x",
    "donkey-kong-64",
    "donkey-kong-country",
    "donkey-kong-country-2-diddy-s-kong-quest",
    "banjo-kazooie",
    "goldeneye-007",
    "r-c-pro-am",
    "crash-team-racing",
    "wave-race-64",
    "gran-turismo",
  ]);
  const cat = new RecoCatalog(rows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const dkr = owned(rows[0]!, { rating: 9 });
  const racer = [dkr, owned(rows[1]!, { rating: 9 }), owned(rows[2]!, { rating: 8 })];
  const acrossGenres = new Set(["Donkey Kong 64", "Donkey Kong Country", "Donkey Kong Country 2: Diddy's Kong Quest", "Banjo-Kazooie", "GoldenEye 007"]);

  /** Cards whose reason names a series or studio of the player's game but share no genre with it. */
  function unearned(cards: RecommendationCard[]): string[] {
    return cards.flatMap((c) => {
      const m = /^(?:Same series as (.+)|From .+, who made (.+))$/.exec(c.reason);
      const named = m ? rows.find((r) => r.title === (m[1] ?? m[2])) : undefined;
      const genres = byId.get(c.catalogId)!.genres;
      return named && !genres.some((g) => named.genres.includes(g)) ? [`${c.title}: ${c.reason}`] : [];
    });
  }

  it("similar to Diddy Kong Racing: racing games, never Donkey Kong 64 for sharing a series, nor Rare's platformers for sharing a studio", () => {
    const taste = tasteOf(racer, cat);
    const one = recommendSimilar(cat, taste, { now: NOW }, dkr.id);
    expect(titles(one.items).filter((t) => acrossGenres.has(t))).toEqual([]);
    expect(one.items.find((c) => c.title === "R.C. Pro-Am")?.reason).toBe("From Rare, who made Diddy Kong Racing");
    const tab = recommendSimilar(cat, taste, { now: NOW });
    expect(titles(tab.items).filter((t) => acrossGenres.has(t))).toEqual([]);
    expect(unearned([...one.items, ...tab.items])).toEqual([]);
  });

  it("for you names a series or studio only for a game that shares a genre with the player's game", () => {
    const cards = recommendForYou(cat, tasteOf(racer, cat), { now: NOW });
    expect(cards.length).toBeGreaterThan(0);
    expect(unearned(cards)).toEqual([]);
  });
});

describe("taste profile", () => {
  it("ranks genres by rating and status, ignores 'unknown', counts abandoned games against, and averages ratings out of 10", () => {
    const cat = new RecoCatalog([]);
    const lib = [
      owned(null, { genres: ["RPG", "unknown", "Unknown"], rating: 10 }),
      owned(null, { genres: ["RPG", "Action"], rating: 8, platform: "Nintendo Switch" }),
      owned(null, { genres: ["Racing"], rating: 2, status: "ABANDONED" }),
      owned(null, { genres: ["Puzzle"], rating: null, status: "BACKLOG" }),
    ];
    const p = profileOf(tasteOf(lib, cat));
    expect(p.favoriteGenres[0]).toBe("RPG");
    expect(p.favoriteGenres.map((g) => g.toLowerCase())).not.toContain("unknown");
    expect(p.favoriteGenres.indexOf("Racing")).toBeGreaterThan(p.favoriteGenres.indexOf("Puzzle"));
    expect(p.averageRating).toBe(6.7);
    expect(p.ratedCount).toBe(3);
    expect(p.gameCount).toBe(4);
  });

  it("keeps at most 8 favourite genres and 3 platforms; an empty library has none and no average", () => {
    const cat = new RecoCatalog([]);
    const genres = Array.from({ length: 11 }, (_, i) => `G${i}`);
    const platforms = ["PC", "PlayStation 5", "Xbox One", "Nintendo Switch"];
    const p = profileOf(
      tasteOf(
        genres.map((g, i) => owned(null, { genres: [g], platform: platforms[i % 4]!, rating: null })),
        cat,
      ),
    );
    expect(p.favoriteGenres).toHaveLength(8);
    expect(p.preferredPlatforms).toHaveLength(3);
    expect(profileOf(tasteOf([], cat))).toEqual({ favoriteGenres: [], preferredPlatforms: [], averageRating: null, ratedCount: 0, gameCount: 0 });
  });
});

describe("for you", () => {
  const seed = row(1, { title: "Hollow Knight", genres: ["Platformer", "Action"], developers: ["Team Cherry"], series: "Hollow Knight" });
  const sequel = row(2, {
    title: "Hollow Knight: Silksong",
    genres: ["Platformer", "Action"],
    developers: ["Team Cherry"],
    series: "Hollow Knight",
    metacritic: 90,
  });
  const genreOnly = Array.from({ length: 20 }, (_, i) => row(100 + i, { genres: ["Platformer", "Action"], metacritic: 60 + i }));
  const unrelated = row(3, { title: "Kart Racer", genres: ["Racing"], metacritic: 99 });
  const hidden = row(4, { title: "Hidden Platformer", genres: ["Platformer", "Action"], hidden: true, metacritic: 99 });
  const nonGame = row(5, { title: "Platformer Demo Disc", genres: ["Platformer", "Action"], flags: ["nongame"], metacritic: 99 });
  const typedIn = row(6, { title: "Typed Platformer", genres: ["Platformer", "Action"], metacritic: 98 });
  const cat = new RecoCatalog([seed, sequel, unrelated, hidden, nonGame, typedIn, ...genreOnly]);
  const lib = [owned(seed, { rating: 9 }), owned(null, { title: "Typed Platformer", genres: ["Platformer"], rating: 7 })];

  it("leaves out owned, typed-in, hidden, non-game and dismissed games, and answers at most 12", () => {
    const cards = recommendForYou(cat, tasteOf(lib, cat), { now: NOW, dismissed: new Set([119]) });
    expect(cards).toHaveLength(12);
    const ids = cards.map((c) => c.catalogId);
    for (const never of [1, 4, 5, 6, 119]) expect(ids).not.toContain(never);
  });

  it("puts the same series first, names the player's games in reasons, and scores similarity to taste", () => {
    const cards = recommendForYou(cat, tasteOf(lib, cat), { now: NOW });
    expect(cards[0]).toMatchObject({ title: "Hollow Knight: Silksong", reason: "Same series as Hollow Knight" });
    expect(cards[1]!.reason).toBe("Because you rated Hollow Knight 9/10");
    expect(cards[0]!.matchScore).toBeGreaterThan(cards[1]!.matchScore!);
    for (const c of cards) expect(c.matchScore! >= 0 && c.matchScore! <= 100 && Number.isInteger(c.matchScore)).toBe(true);
    expect(titles(cards)).not.toContain("Kart Racer");
    expect(cards[0]!.genres.length).toBeLessThanOrEqual(2);
  });

  it("within a series, a known critic score of 80+ comes before an unscored entry, then entries near the loved games' years", () => {
    const loved = row(820, {
      title: "Brawl 3",
      year: 2005,
      genres: ["Fighting"],
      platforms: ["Arcade"],
      series: "Brawl",
      developers: ["Fist"],
      publishers: ["Fist"],
    });
    const other = row(821, { title: "Other Fighter", year: 2006, genres: ["Fighting"], platforms: ["Arcade"] });
    // The unscored entries share the platform and studio the player knows; the acclaimed ones do not.
    const unscored = [1987, 1990].map((year, i) =>
      row(830 + i, {
        title: `Brawl Classic ${i}`,
        year,
        genres: ["Fighting"],
        platforms: ["Arcade"],
        series: "Brawl",
        developers: ["Fist"],
        publishers: ["Fist"],
        metacritic: null,
      }),
    );
    const acclaimedOld = row(840, {
      title: "Brawl Gold",
      year: 1992,
      genres: ["Fighting"],
      platforms: ["Console"],
      series: "Brawl",
      developers: ["Elsewhere"],
      publishers: ["Elsewhere"],
      metacritic: 86,
    });
    const acclaimedNear = row(841, {
      title: "Brawl 4",
      year: 2008,
      genres: ["Fighting"],
      platforms: ["Console"],
      series: "Brawl",
      developers: ["Elsewhere 2"],
      publishers: ["Elsewhere 2"],
      metacritic: 85,
    });
    const c2 = new RecoCatalog([loved, other, ...unscored, acclaimedOld, acclaimedNear]);
    const taste = tasteOf([owned(loved, { rating: 9 }), owned(other, { rating: 9 })], c2);
    const series = recommendForYou(c2, taste, { now: NOW }).filter((c) => c.title.startsWith("Brawl"));
    expect(series.map((c) => c.title)).toEqual(["Brawl 4", "Brawl Gold"]);
  });

  it("orders the list by the match score its cards show (ties in rank order)", () => {
    // Critic scores lift the rank of games that match the player's taste less: the list still reads by match.
    const loved = row(1200, { title: "Loved RPG", genres: ["RPG"] });
    const close = [30, 35, 40].map((m, i) => row(1201 + i, { genres: ["RPG"], metacritic: m }));
    const acclaimed = [97, 98, 99].map((m, i) => row(1210 + i, { genres: ["RPG", `Other ${i}`], metacritic: m }));
    const c2 = new RecoCatalog([loved, ...close, ...acclaimed]);
    const cards = recommendForYou(c2, tasteOf([owned(loved, { rating: 9 })], c2), { now: NOW });
    expect(cards).toHaveLength(6);
    const scores = cards.map((c) => c.matchScore!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBeGreaterThan(1);
  });

  it("is empty for an empty library", () => {
    expect(recommendForYou(cat, tasteOf([], cat), { now: NOW })).toEqual([]);
  });

  it("keeps at most 2 per series and 3 per developer or publisher", () => {
    const series = Array.from({ length: 6 }, (_, i) =>
      row(200 + i, { genres: ["Platformer", "Action"], series: "Saga", developers: [`S${i}`], metacritic: 95 }),
    );
    const studio = Array.from({ length: 6 }, (_, i) => row(300 + i, { genres: ["Platformer", "Action"], developers: ["Big Studio"], metacritic: 94 }));
    const house = Array.from({ length: 6 }, (_, i) => row(400 + i, { genres: ["Platformer", "Action"], publishers: ["Big House"], metacritic: 93 }));
    const c2 = new RecoCatalog([seed, ...series, ...studio, ...house, ...genreOnly]);
    const cards = recommendForYou(c2, tasteOf([owned(seed)], c2), { now: NOW });
    expect(cards.filter((c) => c.catalogId >= 200 && c.catalogId < 300)).toHaveLength(2);
    expect(cards.filter((c) => c.developer === "Big Studio")).toHaveLength(3);
    expect(cards.filter((c) => c.publisher === "Big House")).toHaveLength(3);
  });

  it("keeps at most 8 games of series the player already plays, for discovery", () => {
    const seeds = Array.from({ length: 6 }, (_, i) =>
      row(900 + i, { title: `Saga ${i}`, genres: ["Platformer", "Action"], series: `Saga ${i}`, developers: [`Studio ${i}`] }),
    );
    const sequels = seeds.flatMap((s, i) =>
      [1, 2].map((k) =>
        row(950 + i * 2 + k, { genres: ["Platformer", "Action"], series: `Saga ${i}`, developers: [`Sequel studio ${i}-${k}`], metacritic: 99 }),
      ),
    );
    const c2 = new RecoCatalog([...seeds, ...sequels, ...genreOnly]);
    const cards = recommendForYou(
      c2,
      tasteOf(
        seeds.map((s) => owned(s)),
        c2,
      ),
      { now: NOW },
    );
    expect(cards).toHaveLength(12);
    expect(cards.filter((c) => c.reason.startsWith("Same series as"))).toHaveLength(8);
  });

  it("an abandoned game does not turn the player against a studio whose other games they loved", () => {
    const loved = row(960, { title: "Loved One", genres: ["RPG"], developers: ["Big Co"] });
    const dropped = row(961, { title: "Dropped One", genres: ["Shooter"], developers: ["Big Co"] });
    const next = row(962, { title: "Next One", genres: ["RPG"], developers: ["Big Co"] });
    const c2 = new RecoCatalog([loved, dropped, next]);
    const taste = tasteOf(
      [owned(loved, { rating: 8 }), owned(dropped, { rating: 1, status: "ABANDONED" }), owned(dropped, { rating: 2, status: "ABANDONED" })],
      c2,
    );
    const onlyLoved = tasteOf(
      [
        owned(loved, { rating: 8 }),
        owned(row(963, { title: "Other", genres: ["Shooter"], developers: ["Elsewhere"] }), { rating: 1, status: "ABANDONED" }),
        owned(row(964, { title: "Other 2", genres: ["Shooter"], developers: ["Elsewhere"] }), { rating: 2, status: "ABANDONED" }),
      ],
      c2,
    );
    const pick = recommendForYou(c2, taste, { now: NOW })[0]!;
    expect(pick).toMatchObject({ title: "Next One", reason: "From Big Co, who made Loved One" });
    expect(pick.matchScore).toBe(recommendForYou(c2, onlyLoved, { now: NOW })[0]!.matchScore);
  });

  it("says 'Popular with players who loved …' when players who loved the player's game loved it", () => {
    const plain = recommendForYou(cat, tasteOf(lib, cat), { now: NOW });
    expect(plain.map((c) => c.catalogId)).not.toContain(100);
    const cards = recommendForYou(cat, tasteOf(lib, cat), { now: NOW, coLoved: new Map([[100, new Map([[1, 7]])]]) });
    expect(cards.find((c) => c.catalogId === 100)?.reason).toBe("Popular with players who loved Hollow Knight");
  });

  it("says 'Popular with players who loved …' for every game that players' loves brought in, however few, and not for one the catalog alone picks", () => {
    const coLoved = new Map([
      [100, new Map([[1, 10]])],
      [105, new Map([[1, 4]])],
      [2, new Map([[1, 10]])],
    ]);
    const cards = recommendForYou(cat, tasteOf(lib, cat), { now: NOW, coLoved });
    expect(cards.find((c) => c.catalogId === 105)?.reason).toBe("Popular with players who loved Hollow Knight");
    expect(cards.find((c) => c.catalogId === 2)?.reason).toBe("Same series as Hollow Knight");
  });

  it("description words tell apart games of a coarse genre, and a description citing the player's game by name counts", () => {
    const sim = (id: number, title: string, description: string, over: Partial<RecoCatalogRow> = {}) =>
      row(id, { title, description, genres: ["Simulation"], metacritic: null, ...over });
    const farm1 = sim(850, "Valley Days", "Inherit a rundown farm, grow crops and befriend the villagers.");
    const farm2 = sim(851, "Moon Harvest", "A young farmer plants crops on a rundown farm by the sea.");
    const flight = sim(852, "Sky Pilot", "Fly airliners across a full-scale planet with live weather.", { metacritic: 95 });
    const farming = sim(853, "Meadow Life", "Raise animals and tend crops on a quiet farm.", { metacritic: 70 });
    const fillers = ["Desert racing rally", "Orbital rocket physics", "Trains across mountains", "Chess puzzles for experts"].map((d, i) =>
      sim(860 + i, `Filler ${i}`, d, { genres: ["Racing"] }),
    );
    const souls1 = row(870, { title: "Dark Souls", series: "Dark Souls", genres: ["Action", "RPG"], description: "Punishing combat in a dying kingdom." });
    const souls2 = row(871, {
      title: "Demon's Souls",
      series: "Demon's Souls",
      genres: ["Action", "RPG"],
      description: "A warrior enters the fog of a cursed kingdom.",
    });
    const hunt = row(872, { title: "Blood Hunt", genres: ["Action", "RPG"], description: "Gothic hunts that differ from the Souls games." });
    const liesOf = row(873, {
      title: "Lies of Q",
      genres: ["Action", "RPG"],
      description: "The Souls-like game of a puppet in a ruined city.",
      metacritic: null,
    });
    const plainRpg = row(874, { title: "Big Quest", genres: ["Action", "RPG"], description: "An epic fantasy adventure across continents.", metacritic: 84 });
    const c2 = new RecoCatalog([farm1, farm2, flight, farming, ...fillers, souls1, souls2, hunt, liesOf, plainRpg]);
    const cozy = recommendForYou(c2, tasteOf([owned(farm1, { rating: 10 }), owned(farm2, { rating: 9 })], c2), { now: NOW });
    expect(titles(cozy).indexOf("Meadow Life")).toBeLessThan(titles(cozy).indexOf("Sky Pilot"));
    const souls = recommendForYou(c2, tasteOf([owned(souls1, { rating: 10 }), owned(souls2, { rating: 9 })], c2), { now: NOW });
    expect(titles(souls).indexOf("Lies of Q")).toBeLessThan(titles(souls).indexOf("Big Quest"));
  });
});

describe("similar to your games", () => {
  const sources = Array.from({ length: 6 }, (_, i) => row(10 + i, { title: `Source ${i}`, genres: [`Genre ${i}`], developers: [`Studio ${i}`] }));
  const picks = sources.flatMap((s, i) =>
    Array.from({ length: 6 }, (_, k) => row(1000 + i * 10 + k, { genres: [`Genre ${i}`], developers: [`Maker ${i}-${k}`] })),
  );
  const cat = new RecoCatalog([...sources, ...picks]);

  it("needs 3 games in the library", () => {
    const r = recommendSimilar(
      cat,
      tasteOf(
        sources.slice(0, 2).map((s) => owned(s)),
        cat,
      ),
      { now: NOW },
    );
    expect(r).toEqual({ enough: false, sources: [], items: [] });
  });

  it("draws from up to 5 games, at least 3 picks each, and the tab's list holds at most 12", () => {
    const r = recommendSimilar(
      cat,
      tasteOf(
        sources.map((s) => owned(s)),
        cat,
      ),
      { now: NOW },
    );
    expect(r.enough).toBe(true);
    expect(r.sources).toHaveLength(5);
    for (const s of r.sources) expect(s.items.length).toBeGreaterThanOrEqual(3);
    expect(r.items).toHaveLength(12);
    expect(r.sources[0]!.items[0]!.reason).toBe(`Similar to ${r.sources[0]!.title}`);
  });

  it("for one library game: up to 12 of its own, same series and developer first", () => {
    const base = row(50, { title: "Saga I", series: "Saga", developers: ["Studio S"], genres: ["RPG"] });
    const sequel = row(51, { title: "Saga II", series: "Saga", developers: ["Other"], genres: ["RPG"], metacritic: 50 });
    const sibling = row(52, { title: "Studio S Game", developers: ["Studio S"], genres: ["RPG", "Shooter"], metacritic: 50 });
    const offGenre = row(53, { title: "Studio S Racer", developers: ["Studio S"], genres: ["Racing"], metacritic: 99 });
    const rpgs = Array.from({ length: 15 }, (_, i) => row(60 + i, { genres: ["RPG"], metacritic: 90 }));
    const c2 = new RecoCatalog([base, sequel, sibling, offGenre, ...rpgs]);
    const game = owned(base);
    const r = recommendSimilar(c2, tasteOf([game], c2), { now: NOW }, game.id);
    expect(r.items).toHaveLength(12);
    expect(titles(r.items).slice(0, 2)).toEqual(["Saga II", "Studio S Game"]);
    expect(r.items[0]!.reason).toBe("Same series as Saga I");
    // The same developer in another genre comes only after the games that share one.
    expect(titles(r.items)).not.toContain("Studio S Racer");
  });
});

describe("trending and underrated", () => {
  const games = Array.from({ length: 30 }, (_, i) => row(500 + i, { released: `2026-0${1 + (i % 9)}-01`, rating: 4, metacritic: null }));
  const old = row(600, { released: "1999-01-01", metacritic: 99 });
  const future = row(601, { released: "2027-05-01", metacritic: 99 });
  const cat = new RecoCatalog([...games, old, future]);
  const taste = tasteOf([owned(games[0]!)], cat);

  it("lists the instance's most added or started games first, then the catalog's well-reviewed recent releases", () => {
    const r = recommendTrending(cat, taste, {
      now: NOW,
      trending: [
        { catalogId: 500, players: 9 },
        { catalogId: 505, players: 4 },
        { catalogId: 506, players: 2 },
      ],
      dismissed: new Set([506]),
    });
    expect(r.basis).toBe("instance");
    expect(r.items[0]).toMatchObject({ catalogId: 505, reason: "Added or started by 4 players here recently" });
    expect(r.items).toHaveLength(12);
    const ids = r.items.map((c) => c.catalogId);
    for (const never of [500, 506, 600, 601]) expect(ids).not.toContain(never);
  });

  it("a provider's list comes first (basis 'provider'), then the instance's, never owned or dismissed games", () => {
    // 515 is released in the 3 months before the catalog's newest release (September 2026).
    const instance = [{ catalogId: 515, players: 3 }];
    const r = recommendTrending(cat, taste, { now: NOW, providerTrending: [500, 507, 506, 508], trending: instance, dismissed: new Set([506]) });
    expect(r.basis).toBe("provider");
    expect(r.items.slice(0, 3).map((c) => [c.catalogId, c.reason])).toEqual([
      [507, "Trending on RAWG"],
      [508, "Trending on RAWG"],
      [515, "Added or started by 3 players here recently"],
    ]);
    // A provider list with nothing left to show leaves the basis to the instance.
    expect(recommendTrending(cat, taste, { now: NOW, providerTrending: [500, 506], trending: instance, dismissed: new Set([506]) }).basis).toBe("instance");
  });

  it("falls back to the catalog on an instance with no activity", () => {
    const r = recommendTrending(cat, taste, { now: NOW });
    expect(r.basis).toBe("catalog");
    expect(r.items.every((c) => c.reason === "A well-reviewed recent release")).toBe(true);
  });

  it("offline: the catalog's well-rated releases of the months before its newest one (not the wall clock), with the instance's picks among them first", () => {
    // The catalog's newest release is October 2025; the clock says November 2026.
    const recent = Array.from({ length: 14 }, (_, i) =>
      row(1100 + i, {
        title: `Recent ${i}`,
        year: 2025,
        released: `2025-${String(10 - (i % 3)).padStart(2, "0")}-0${1 + (i % 9)}`,
        rating: 4.2,
        metacritic: null,
      }),
    );
    const poorlyRated = row(1120, { title: "Recent but poorly rated", released: "2025-10-10", rating: 2.1, metacritic: 55 });
    const older = row(1121, { title: "Two years older", released: "2023-09-01", rating: 4.6, metacritic: 95 });
    const classics = [
      row(1122, { title: "Arcade Classic", year: 1984, released: "1984-06-01", rating: 4.5 }),
      row(1123, { title: "Nineties Classic", year: 1993, released: "1993-03-01", metacritic: 96 }),
    ];
    const c2 = new RecoCatalog([...recent, poorlyRated, older, ...classics]);
    const newcomer = tasteOf([], c2);
    const r = recommendTrending(c2, newcomer, {
      now: NOW,
      trending: [
        { catalogId: 1122, players: 6 },
        { catalogId: 1123, players: 5 },
        { catalogId: 1120, players: 4 },
        { catalogId: 1105, players: 2 },
      ],
    });
    expect(r.items).toHaveLength(12);
    expect(r.items[0]).toMatchObject({ catalogId: 1105, reason: "Added or started by 2 players here recently" });
    const ids = r.items.map((c) => c.catalogId);
    for (const never of [1120, 1121, 1122, 1123]) expect(ids).not.toContain(never);
    expect(r.items.every((c) => c.releaseYear === 2025)).toBe(true);
    // Nothing to match a newcomer's taste against: no match score at all rather than 0 on every card.
    expect(r.items.map((c) => c.matchScore)).toEqual(r.items.map(() => null));
    // A player with a taste gets the same match score here as on the other tabs.
    const fan = tasteOf([owned(recent[0]!, { rating: 9 })], c2);
    const forFan = recommendTrending(c2, fan, { now: NOW }).items;
    const other = recommendUnderrated(c2, fan, { now: NOW });
    for (const c of forFan.filter((t) => other.some((u) => u.catalogId === t.catalogId))) {
      expect(c.matchScore).toBe(other.find((u) => u.catalogId === c.catalogId)!.matchScore);
    }
    expect(forFan.every((c) => typeof c.matchScore === "number")).toBe(true);
  });

  it("underrated: acclaimed games tracked by at most 2 players here", () => {
    const acclaimed = [row(700, { metacritic: 92 }), row(701, { metacritic: 90 }), row(702, { metacritic: 60 }), row(703, { metacritic: null, rating: 4.5 })];
    const c2 = new RecoCatalog(acclaimed);
    const cards = recommendUnderrated(c2, tasteOf([], c2), {
      now: NOW,
      players: new Map([
        [700, 3],
        [701, 2],
      ]),
    });
    expect(cards.map((c) => c.catalogId).sort()).toEqual([701, 703]);
    expect(cards.find((c) => c.catalogId === 701)?.reason).toBe("Critics scored it 90 but few players here track it");
  });
});
