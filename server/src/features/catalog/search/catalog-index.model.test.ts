// Model check: the index (with its early exits, driver-token choice, ranking-order scan and fuzzy
// lookup) must return exactly what a brute-force pass over all games with the rules returns.

import { describe, expect, it } from "vitest";
import { CatalogIndex, RESCORE_ONE_BY_ONE_MAX, type SearchDoc } from "./catalog-index.ts";
import { damerauLevenshtein, isFuzzyCandidate, maxDistanceFor } from "./fuzzy.ts";
import { foldText, normalizeTitle, tokens } from "../../../lib/text.ts";
import { compareRanked, docMatchClass, isKeptInSearch, rankKey, tierOf, type MatchClass, type RankKey } from "./rules.ts";

/** The brute-force side: every game with its normalised strings and ranking key, precomputed. */
interface Model {
  games: { doc: SearchDoc; title: string; alts: string[]; key: RankKey; kept: boolean }[];
  vocab: string[];
}

function model(docs: SearchDoc[], players: ReadonlyMap<number, number> = new Map()): Model {
  return {
    games: docs.map((doc) => ({
      doc,
      title: normalizeTitle(doc.title),
      alts: doc.altTitles.map(normalizeTitle).filter((a) => a !== ""),
      key: rankKey(doc, foldText(doc.title), players.get(doc.id) ?? 0),
      kept: isKeptInSearch(doc, foldText(doc.title)),
    })),
    vocab: [...new Set(docs.flatMap((d) => [d.title, ...d.altTitles].flatMap((t) => tokens(t))))],
  };
}

function reference(m: Model, query: string, limit: number, includeHidden: boolean): string[] {
  const length = query.trim().length;
  if (length < 2) return [];
  const q = normalizeTitle(query);
  if (q === "") return [];
  if (length < 3) {
    // Two characters: exact titles only.
    const exact = m.games.filter(({ doc, title, alts, kept }) => kept && (includeHidden || !doc.hidden) && (title === q || alts.includes(q)));
    exact.sort((a, b) => compareRanked("exact", a.key, "exact", b.key));
    return exact.slice(0, limit).map((h) => `${h.doc.id}:exact`);
  }
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
  const fuzzyMatch = (s: string): boolean => qTokens.every((t) => corrections.get(t)?.some((c) => s.includes(c)) ?? s.includes(t));
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
  "super",
  "mario",
  "zelda",
  "legend",
  "of",
  "the",
  "fighter",
  "street",
  "ii",
  "vii",
  "iii",
  "x",
  "kart",
  "pokémon",
  "sonic",
  "hedgehog",
  "dark",
  "souls",
  "hack",
  "mod",
  "modern",
  "warfare",
  "star",
  "wars",
  "final",
  "fantasy",
  "7",
  "2",
  "3",
  "&",
  "luigi's",
  "tetris",
  "pac-man",
  "doom",
  "a",
  "no",
  "densetsu",
  "bros",
  "supermario",
  "marios",
  "kartoon",
  "starfox",
  "galaxy",
  "ōkami",
  "demo",
  "sampler",
  "beta",
];

/** Random players-per-game counts for about a fifth of the ids 1..n. */
function randomPlayers(rand: (n: number) => number, n: number): Map<number, number> {
  const players = new Map<number, number>();
  for (let id = 1; id <= n; id++) if (rand(5) === 0) players.set(id, 1 + rand(20));
  return players;
}

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
    flags: rand(12) === 0 ? ["pirate"] : [],
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
  return index.searchStrict(query, { limit, includeHidden }).map((h) => `${h.id}:${h.tier}`);
}

describe("model check against a brute-force search", () => {
  it("bulk-built index matches the rules on random catalogs and queries", () => {
    let compared = 0;
    let fuzzy = 0;
    for (const seed of [1, 2, 3]) {
      const rand = makeRandom(seed);
      const docs = randomCatalog(rand, 400);
      const index = new CatalogIndex(docs);
      const players = seed === 1 ? new Map<number, number>() : randomPlayers(rand, 400);
      index.setPlayers(players);
      const m = model(docs, players);
      for (const query of randomQueries(rand, docs)) {
        for (const [limit, includeHidden] of [
          [10, false],
          [3, true],
          [40, false],
        ] as const) {
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

  // Built in bulk, its lists are packed (list-store.ts): later changes go to the overflow and removals.
  it.each([false, true])("incrementally maintained index (upserts, replacements, removals) matches too (built in bulk: %s)", (bulk) => {
    const rand = makeRandom(7);
    let docs = randomCatalog(rand, 300);
    const index = new CatalogIndex();
    index.setPlayers(randomPlayers(rand, 300));
    if (bulk) index.upsertMany(docs);
    else for (const doc of docs) index.upsert(doc);
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
    // New counts move tracked games in the ranking order.
    const players = randomPlayers(rand, 300);
    index.setPlayers(players);
    const rebuilt = new CatalogIndex();
    rebuilt.setPlayers(players);
    rebuilt.upsertMany(docs);
    const m = model(docs, players);
    let compared = 0;
    for (const query of randomQueries(rand, docs)) {
      const got = indexAnswer(index, query, 10, false);
      expect(got, query).toEqual(indexAnswer(rebuilt, query, 10, false));
      expect(got, query).toEqual(reference(m, query, 10, false));
      compared++;
    }
    expect(compared).toBeGreaterThan(500);
  });

  // New counts for a few games move each one; for many, the ranking order is sorted once. Both answer
  // what an index built with the counts answers, and what the model does.
  it("player counts changed for a few games and for many at once rank as a fresh build", () => {
    const rand = makeRandom(11);
    const docs = randomCatalog(rand, 400);
    const index = new CatalogIndex();
    index.upsertMany(docs);
    let players = new Map<number, number>();
    const steps: Map<number, number>[] = [];
    // Every game tracked at once (a first refresh), then a few changed at a time, then many again.
    steps.push(new Map(docs.map((d) => [d.id, 1 + rand(30)])));
    for (let i = 0; i < 5; i++) {
      const next = new Map(steps.at(-1));
      for (let j = 0; j < 1 + rand(RESCORE_ONE_BY_ONE_MAX); j++) next.set(1 + rand(400), 1 + rand(30));
      steps.push(next);
    }
    steps.push(randomPlayers(rand, 400));
    for (const step of steps) {
      players = step;
      index.setPlayers(players);
      const rebuilt = new CatalogIndex();
      rebuilt.setPlayers(players);
      rebuilt.upsertMany(docs);
      const m = model(docs, players);
      for (const query of randomQueries(rand, docs).slice(0, 60)) {
        const got = indexAnswer(index, query, 10, false);
        expect(got, query).toEqual(indexAnswer(rebuilt, query, 10, false));
        expect(got, query).toEqual(reference(m, query, 10, false));
      }
    }
  });
});
