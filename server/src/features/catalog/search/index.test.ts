import { beforeEach, describe, expect, it } from "vitest";
import { CatalogIndex, type SearchDoc, type SearchHit } from "./index.ts";
import { damerauLevenshtein, isFuzzyCandidate, maxDistanceFor } from "./fuzzy.ts";
import { normalizeTitle, slugify, tokens } from "../../../lib/text.ts";
import {
  compareRanked,
  docMatchClass,
  isExcludedTitle,
  passesMinimumRating,
  rankKey,
  tierOf,
  type MatchClass,
  type MatchTier,
  type RankKey,
} from "./rules.ts";

let nextId = 1;
beforeEach(() => {
  nextId = 1;
});

function game(title: string, over: Partial<SearchDoc> = {}): SearchDoc {
  return {
    id: over.id ?? nextId++,
    slug: slugify(title),
    title,
    altTitles: [],
    year: null,
    platforms: ["PC"],
    series: null,
    rating: null,
    metacritic: null,
    source: "mame",
    hidden: false,
    coverUrl: null,
    ...over,
  };
}

const titles = (hits: SearchHit[]): string[] => hits.map((h) => h.doc.title);
const tiers = (hits: SearchHit[]): MatchTier[] => hits.map((h) => h.tier);

describe("CatalogIndex basics", () => {
  it("answers [] for queries shorter than 3 characters after trimming", () => {
    const index = new CatalogIndex([game("Ys"), game("Ys II"), game("Yso")]);
    expect(index.search("")).toEqual([]);
    expect(index.search("ys")).toEqual([]);
    expect(index.search("  ys   ")).toEqual([]);
    expect(index.search("yso")).toHaveLength(1);
  });

  it("answers [] for queries with no searchable characters", () => {
    const index = new CatalogIndex([game("Tetris")]);
    expect(index.search("!!!???")).toEqual([]);
    expect(index.search("ゼルダの")).toEqual([]);
  });

  it("uses only the first 256 characters of a very long query", () => {
    const index = new CatalogIndex([game("Tetris")]);
    expect(titles(index.search(`tetris${" ".repeat(300)}zzzz`))).toEqual(["Tetris"]);
    expect(index.search(`tetris ${"x".repeat(100_000)}`)).toEqual([]);
  });

  it("returns at most 10 hits by default, and honours limit", () => {
    const index = new CatalogIndex(Array.from({ length: 25 }, (_, i) => game(`Tetris ${i + 40}`)));
    expect(index.search("tetris")).toHaveLength(10);
    expect(index.search("tetris", { limit: 3 })).toHaveLength(3);
    expect(index.search("tetris", { limit: 100 })).toHaveLength(25);
    expect(index.search("tetris", { limit: 0 })).toEqual([]);
  });

  it("leaves hidden games out unless includeHidden", () => {
    const index = new CatalogIndex([
      game("Tetris Utility Disk", { hidden: true }),
      game("Tetris"),
    ]);
    expect(titles(index.search("tetris"))).toEqual(["Tetris"]);
    expect(titles(index.search("tetris", { includeHidden: true }))).toEqual(["Tetris", "Tetris Utility Disk"]);
    expect(index.search("utility")).toEqual([]);
  });

  it("reports the tier and the score (rating + metacritic / 20)", () => {
    const index = new CatalogIndex([game("Doom", { rating: 4, metacritic: 90 })]);
    expect(index.search("doom")).toEqual([
      { doc: expect.objectContaining({ title: "Doom" }), tier: "exact", score: 8.5 },
    ]);
  });
});

describe("filters", () => {
  it("drops titles with an exclusion word, but keeps Modern Warfare", () => {
    const index = new CatalogIndex([
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
    const index = new CatalogIndex([game("Mario Hack", { altTitles: ["Super Plumber"] })]);
    expect(index.search("super plumber")).toEqual([]);
  });

  it("drops games rated below 2, keeps unrated ones and rating 2", () => {
    const index = new CatalogIndex([
      game("Bubsy Low", { rating: 1.5 }),
      game("Bubsy Two", { rating: 2 }),
      game("Bubsy Unrated"),
    ]);
    expect(titles(index.search("bubsy")).sort()).toEqual(["Bubsy Two", "Bubsy Unrated"]);
  });
});

describe("keep rules", () => {
  const index = new CatalogIndex([
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
    const idx = new CatalogIndex([game("Alpha", { altTitles: ["Bravo One", "Charlie Two"] })]);
    expect(idx.search("bravo charlie")).toEqual([]);
    expect(idx.search("bravo one")).toHaveLength(1);
  });
});

describe("ordering", () => {
  it("exact, then prefix, then contains", () => {
    const index = new CatalogIndex([
      game("Super Doom Deluxe", { metacritic: 99 }),
      game("Doom Eternal", { metacritic: 88 }),
      game("Doom"),
    ]);
    expect(titles(index.search("doom"))).toEqual(["Doom", "Doom Eternal", "Super Doom Deluxe"]);
    expect(tiers(index.search("doom"))).toEqual(["exact", "prefix", "contains"]);
  });

  it("core before retro inside a tier, whatever the score", () => {
    const index = new CatalogIndex([
      game("Tetris", { source: "mame", rating: 5, metacritic: 100, platforms: ["A", "B", "C"] }),
      game("Tetris", { source: "core" }),
    ]);
    expect(index.search("tetris").map((h) => h.doc.source)).toEqual(["core", "mame"]);
  });

  it("core games rank ahead of non-core games of a better tier (documented choice)", () => {
    const index = new CatalogIndex([
      game("Zelda", { source: "mame" }),
      game("Zelda II Demo", { source: "mame" }),
      game("The Legend of Zelda: Ocarina of Time", { source: "core", metacritic: 99 }),
      game("Zelda II: The Adventure of Link", { source: "core" }),
    ]);
    expect(titles(index.search("zelda"))).toEqual([
      "Zelda II: The Adventure of Link",
      "The Legend of Zelda: Ocarina of Time",
      "Zelda",
      "Zelda II Demo",
    ]);
  });

  it("matches inside a word rank after every word-level match (documented choice)", () => {
    const index = new CatalogIndex([
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
    const index = new CatalogIndex([
      game("Mario Kart Alpha", { metacritic: 70 }),
      game("Mario Kart Beta", { rating: 4.5, metacritic: 90 }),
      game("Mario Kart Gamma", { rating: 4 }),
      game("Mario Kart Delta"),
    ]);
    expect(titles(index.search("mario kart"))).toEqual([
      "Mario Kart Beta", // 9
      "Mario Kart Gamma", // 4
      "Mario Kart Alpha", // 3.5
      "Mario Kart Delta", // 0
    ]);
  });

  it("then more platforms, then the shorter title, then alphabetical", () => {
    const index = new CatalogIndex([
      game("Galaga Zeta", { platforms: ["A"] }),
      game("Galaga Beta", { platforms: ["A"] }),
      game("Galaga X", { platforms: ["A"] }),
      game("Galaga Arcade Classic", { platforms: ["A", "B", "C"] }),
      game("Galaga Two", { platforms: ["A", "B"] }),
    ]);
    expect(titles(index.search("galaga"))).toEqual([
      "Galaga Arcade Classic", // 3 platforms
      "Galaga Two", // 2 platforms
      "Galaga X", // shortest
      "Galaga Beta", // same length as Zeta: alphabetical
      "Galaga Zeta",
    ]);
  });

  it("is deterministic whatever the insertion order", () => {
    const docs = [game("Pong A"), game("Pong B"), game("Pong A", { id: 99 }), game("Pong")];
    const forward = new CatalogIndex(docs).search("pong").map((h) => h.doc.id);
    const backward = new CatalogIndex([...docs].reverse()).search("pong").map((h) => h.doc.id);
    expect(forward).toEqual(backward);
    expect(forward).toEqual([3, 1, 99, 2]);
  });
});

describe("fuzzy matching", () => {
  const index = new CatalogIndex([
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
    const index = new CatalogIndex();
    expect(index.size).toBe(0);
    index.upsert(game("Chrono Trigger", { id: 1 }));
    index.upsert(game("Chrono Cross", { id: 2 }));
    expect(index.size).toBe(2);
    expect(titles(index.search("chrono"))).toEqual(["Chrono Cross", "Chrono Trigger"]);

    index.upsert(game("Secret of Mana", { id: 1, altTitles: ["Seiken Densetsu 2"] }));
    expect(index.size).toBe(2);
    expect(index.get(1)?.title).toBe("Secret of Mana");
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
    const index = new CatalogIndex([game("Doom One", { id: 1, metacritic: 90 }), game("Doom Two", { id: 2 })]);
    expect(titles(index.search("doom"))).toEqual(["Doom One", "Doom Two"]);
    index.upsert(game("Doom Two", { id: 2, metacritic: 95 }));
    expect(titles(index.search("doom"))).toEqual(["Doom Two", "Doom One"]);
  });

  it("a replaced doc can become hidden or excluded", () => {
    const index = new CatalogIndex([game("Pac-Man", { id: 1 })]);
    expect(index.search("pac-man")).toHaveLength(1);
    index.upsert(game("Pac-Man", { id: 1, hidden: true }));
    expect(index.search("pac man")).toEqual([]);
    index.upsert(game("Pac-Man Hack", { id: 1 }));
    expect(index.search("pac man", { includeHidden: true })).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Model check: the index (with its early exits, driver-token choice, ranking-order scan and fuzzy
// lookup) must return exactly what a brute-force pass over all games with the rules returns.

/** The brute-force side: every game with its normalised strings and ranking key, precomputed. */
interface Model {
  games: { doc: SearchDoc; title: string; alts: string[]; key: RankKey; kept: boolean }[];
  vocab: string[];
}

function model(docs: SearchDoc[]): Model {
  return {
    games: docs.map((doc) => ({
      doc,
      title: normalizeTitle(doc.title),
      alts: doc.altTitles.map(normalizeTitle).filter((a) => a !== ""),
      key: rankKey(doc),
      kept: !isExcludedTitle(doc.title) && passesMinimumRating(doc),
    })),
    vocab: [...new Set(docs.flatMap((d) => [d.title, ...d.altTitles].flatMap((t) => tokens(t))))],
  };
}

function reference(m: Model, query: string, limit: number, includeHidden: boolean): string[] {
  if (query.trim().length < 3) return [];
  const q = normalizeTitle(query);
  if (q === "") return [];
  const qTokens = q.split(" ");
  const vocab = m.vocab;
  // Fuzzy: a token (2+ characters) no vocabulary token contains is replaced by its corrections.
  const unmatched = qTokens.filter((t) => t.length >= 2 && !vocab.some((v) => v.includes(t)));
  const corrections = new Map<string, string[]>();
  for (const t of unmatched) {
    if (!isFuzzyCandidate(t)) return [];
    const max = maxDistanceFor(t.length);
    const found = vocab.filter((v) => v.length >= 3 && v !== t && damerauLevenshtein(t, v) <= max);
    if (found.length === 0) return [];
    corrections.set(t, found);
  }
  const fuzzyMatch = (s: string): boolean =>
    qTokens.every((t) => corrections.get(t)?.some((c) => s.includes(c)) ?? s.includes(t));
  const hits: { cls: MatchClass; doc: SearchDoc; key: RankKey }[] = [];
  for (const { doc, title, alts, key, kept } of m.games) {
    if ((doc.hidden && !includeHidden) || !kept) continue;
    if (corrections.size > 0) {
      if ([title, ...alts].some(fuzzyMatch)) hits.push({ cls: "fuzzy", doc, key });
      continue;
    }
    const cls = docMatchClass(title, alts, q, qTokens);
    if (cls) hits.push({ cls, doc, key });
  }
  hits.sort((a, b) => compareRanked(a.cls, a.key, b.cls, b.key));
  return hits.slice(0, limit).map((h) => `${h.doc.id}:${tierOf(h.cls)}`);
}

function makeRandom(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}

const WORDS = [
  "super", "mario", "zelda", "legend", "of", "the", "fighter", "street", "ii", "vii", "iii", "x", "kart",
  "pokémon", "sonic", "hedgehog", "dark", "souls", "hack", "mod", "modern", "warfare", "star", "wars",
  "final", "fantasy", "7", "2", "3", "&", "luigi's", "tetris", "pac-man", "doom", "a", "no", "densetsu",
  "bros", "supermario", "marios", "kartoon", "starfox", "galaxy", "ōkami",
];

function randomCatalog(rand: (n: number) => number, n: number): SearchDoc[] {
  const pick = (): string => WORDS[rand(WORDS.length)]!;
  const phrase = (): string => Array.from({ length: 1 + rand(4) }, pick).join(rand(3) === 0 ? ": " : " ");
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    slug: `g${i}`,
    title: (rand(4) === 0 ? "The " : "") + phrase(),
    altTitles: Array.from({ length: rand(5) === 0 ? 1 + rand(2) : 0 }, phrase),
    year: null,
    platforms: Array.from({ length: 1 + rand(3) }, (_, k) => `P${k}`),
    series: null,
    rating: [null, null, null, 1, 3, 4][rand(6)]!,
    metacritic: [null, null, 80, 90][rand(4)]!,
    source: rand(8) === 0 ? "core" : "mame",
    hidden: rand(10) === 0,
    coverUrl: null,
  }));
}

/** A word with one random edit: adjacent swap, deletion, insertion or substitution. */
function typo(rand: (n: number) => number, word: string): string {
  const at = rand(word.length);
  const letter = "aeiorstxz"[rand(9)]!;
  switch (rand(4)) {
    case 0:
      return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter + word.slice(at);
    default:
      return word.slice(0, at) + letter + word.slice(at + 1);
  }
}

function randomQueries(rand: (n: number) => number, docs: SearchDoc[]): string[] {
  const queries: string[] = [];
  for (let i = 0; i < 150; i++) {
    const doc = docs[rand(docs.length)]!;
    queries.push(doc.title.slice(0, 3 + rand(10)));
    queries.push(`${WORDS[rand(WORDS.length)]} ${WORDS[rand(WORDS.length)]}`);
    queries.push(WORDS[rand(WORDS.length)]!.slice(0, 2 + rand(5)));
    queries.push(typo(rand, WORDS[rand(WORDS.length)]!) + (rand(2) ? ` ${WORDS[rand(WORDS.length)]}` : ""));
  }
  queries.push("a x 2", "x a", "2 3 a", "the", "of the", "ar", "ii", "a b c");
  return queries;
}

function indexAnswer(index: CatalogIndex, query: string, limit: number, includeHidden: boolean): string[] {
  return index.search(query, { limit, includeHidden }).map((h) => `${h.doc.id}:${h.tier}`);
}

describe("model check against a brute-force search", () => {
  it("bulk-built index matches the rules on random catalogs and queries", () => {
    let compared = 0;
    let fuzzy = 0;
    for (const seed of [1, 2, 3]) {
      const rand = makeRandom(seed);
      const docs = randomCatalog(rand, 400);
      const index = new CatalogIndex(docs);
      const m = model(docs);
      for (const query of randomQueries(rand, docs)) {
        for (const [limit, includeHidden] of [[10, false], [3, true], [40, false]] as const) {
          const expected = reference(m, query, limit, includeHidden);
          expect(indexAnswer(index, query, limit, includeHidden), `${query} ${limit}`).toEqual(expected);
          if (expected.some((h) => h.endsWith(":fuzzy"))) fuzzy++;
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1500);
    expect(fuzzy).toBeGreaterThan(50);
  });

  it("incrementally maintained index (upserts, replacements, removals) matches too", () => {
    const rand = makeRandom(7);
    let docs = randomCatalog(rand, 300);
    const index = new CatalogIndex();
    for (const doc of docs) index.upsert(doc);
    // Replace a third of the games with new content under the same ids, remove a sixth.
    const replacements = randomCatalog(rand, 300);
    for (let i = 0; i < 100; i++) {
      const id = 1 + rand(300);
      const doc = { ...replacements[i]!, id };
      index.upsert(doc);
      docs = docs.map((d) => (d.id === id ? doc : d));
    }
    for (let i = 0; i < 50; i++) {
      const id = 1 + rand(300);
      expect(index.remove(id)).toBe(docs.some((d) => d.id === id));
      docs = docs.filter((d) => d.id !== id);
    }
    expect(index.size).toBe(docs.length);
    const rebuilt = new CatalogIndex(docs);
    const m = model(docs);
    let compared = 0;
    for (const query of randomQueries(rand, docs)) {
      const got = indexAnswer(index, query, 10, false);
      expect(got, query).toEqual(indexAnswer(rebuilt, query, 10, false));
      expect(got, query).toEqual(reference(m, query, 10, false));
      compared++;
    }
    expect(compared).toBeGreaterThan(500);
  });
});
