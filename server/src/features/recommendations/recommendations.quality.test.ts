// The recommendations quality check at unit level: the hand-written taste profiles of
// server/bench/recommendations.profiles.ts through the pure recommender over the whole bundled
// catalog, with no database and no other players (the catalog alone must be good enough). Every
// profile's 'For you' and 'Similar' lists hold 12 picks, at least 10 of them on-taste (a genre, the
// series or a developer in common with the games the player loved), and keep the list rules.
// `npm run eval:recommendations` is the same check through the API, with hit rates and the lists printed.
import { beforeAll, describe, expect, it } from "vitest";
import { RECOMMENDATION_LIST_MAX } from "@savepoint/common";
import { readBundledCatalog } from "../catalog/index.ts";
import { slugify } from "../../lib/text.ts";
import { judgeList, type CatalogFacts as CatalogFactsRow, type Pick } from "../../../bench/recommendations.judge.ts";
import { LOVED_RATING, PROFILES, type EvalGame } from "../../../bench/recommendations.profiles.ts";
import { RecoCatalog, recommendForYou, recommendSimilar, tasteOf, type RecoCatalogRow, type RecoLibraryGame } from "./recommender.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const ON_TASTE_TARGET = 10;

let catalog: RecoCatalog;
let facts: Map<number, RecoCatalogRow>;
let idOf: Map<string, number>;

beforeAll(() => {
  const rows: RecoCatalogRow[] = readBundledCatalog(slugify).rows.map((row, i) => ({ ...row, id: i + 1, coverUrl: null }));
  catalog = new RecoCatalog(rows);
  facts = new Map(rows.map((r) => [r.id, r]));
  idOf = new Map();
  for (const r of rows) if (r.source === "core" && !idOf.has(r.slug)) idOf.set(r.slug, r.id);
});

function libraryOf(games: readonly EvalGame[]): RecoLibraryGame[] {
  return games.map((g, i) => {
    const row = facts.get(idOf.get(g.slug)!)!;
    return {
      id: `lib-${i}`,
      slug: g.slug,
      title: row.title,
      catalogId: row.id,
      status: g.status,
      rating: g.rating,
      genres: row.genres,
      platform: row.platforms[0] ?? null,
    };
  });
}

const toPick = (c: { catalogId: number; title: string; reason: string; matchScore: number | null }): Pick => ({
  catalogId: c.catalogId,
  title: c.title,
  reason: c.reason,
  match: c.matchScore,
});

describe("the quality check's judge", () => {
  const game = (id: number, over: Partial<CatalogFactsRow> = {}): CatalogFactsRow => ({
    id,
    slug: `g${id}`,
    title: `Game ${id}`,
    year: 2000,
    metacritic: null,
    genres: ["Racing"],
    developers: [`Studio ${id}`],
    publishers: [`Pub ${id}`],
    series: null,
    hidden: false,
    ...over,
  });
  const pick = (id: number, reason = "Because you rated Game 1 9/10"): Pick => ({ catalogId: id, title: `Game ${id}`, reason, match: 80 });
  const facts = new Map(
    [
      game(1, { genres: ["Racing", "Unknown"], series: "Forza", developers: ["Turn 10"] }),
      game(2, { genres: ["unknown"] }),
      game(3, { genres: ["Puzzle"], developers: ["Turn 10"] }),
      game(4, { genres: ["Puzzle"], series: "Forza" }),
      game(5, { genres: ["Puzzle"] }),
      game(6, { series: "Forza" }),
      game(7, { series: "Forza" }),
      game(8, { hidden: true }),
      ...[9, 10, 11, 12].map((id) => game(id, { publishers: ["Big Pub"] })),
    ].map((g) => [g.id, g]),
  );
  const ctx = { facts, libraryIds: [1], loved: [1], held: [7], top: 12 };

  it("counts a shared genre ('unknown' ignored), series or developer as on-taste, and held-out games as hits", () => {
    const v = judgeList(
      [2, 3, 4, 5, 7].map((id) => pick(id)),
      ctx,
    );
    expect(v.rows.map((r) => [r.pick.catalogId, r.onTaste, r.developerOnly])).toEqual([
      [2, false, false],
      [3, true, true],
      [4, true, false],
      [5, false, false],
      [7, true, false],
    ]);
    expect([v.onTaste, v.developerOnly, v.hits]).toEqual([3, 1, [7]]);
    expect(v.problems).toEqual([]);
  });

  it("reports every broken list rule", () => {
    const v = judgeList([pick(1), pick(4), pick(6), pick(7), pick(8), pick(5, " "), pick(5), pick(99)], ctx);
    expect(v.problems).toEqual([
      "Game 1: already in the library",
      "Game 8: a hidden catalog row",
      "Game 5: no reason",
      "Game 5: picked twice",
      "Game 99: not a catalog game (id 99)",
      "4 picks from the series forza (at most 2)",
    ]);
    expect(
      judgeList(
        [9, 10, 11, 12].map((id) => pick(id)),
        ctx,
      ).problems,
    ).toEqual(["4 picks from the developer or publisher big pub (at most 3)"]);
    expect(
      judgeList(
        Array.from({ length: 13 }, () => pick(5)),
        ctx,
      ).problems[0],
    ).toBe("13 picks (at most 12)");
  });
});

describe("recommendations quality over the bundled catalog", () => {
  it("finds every profile's games in the catalog", () => {
    const missing = PROFILES.flatMap((p) => [...p.library, ...p.heldOut])
      .filter((g) => !idOf.has(g.slug))
      .map((g) => g.slug);
    expect(missing).toEqual([]);
  });

  for (const profile of PROFILES) {
    it(`${profile.name}: 'For you' and 'Similar' are 12 on-taste picks that keep the list rules`, () => {
      const library = libraryOf(profile.library);
      const taste = tasteOf(library, catalog);
      const context = {
        facts,
        libraryIds: library.map((g) => g.catalogId!),
        loved: library.filter((g) => g.rating! >= LOVED_RATING && g.status !== "ABANDONED").map((g) => g.catalogId!),
        held: profile.heldOut.map((g) => idOf.get(g.slug)!),
        top: RECOMMENDATION_LIST_MAX,
      };
      const forYou = judgeList(recommendForYou(catalog, taste, { now: NOW }).map(toPick), context);
      const similar = recommendSimilar(catalog, taste, { now: NOW });
      const tab = judgeList(similar.items.map(toPick), context);
      const perSource = similar.sources.map((s) => judgeList(s.items.map(toPick), context));

      const offTaste = (v: typeof forYou) => v.rows.filter((r) => !r.onTaste).map((r) => r.pick.title);
      expect({ shown: forYou.shown, problems: forYou.problems, offTaste: offTaste(forYou) }).toMatchObject({ shown: RECOMMENDATION_LIST_MAX, problems: [] });
      expect(forYou.onTaste, `For you off-taste: ${offTaste(forYou).join(", ")}`).toBeGreaterThanOrEqual(ON_TASTE_TARGET);
      expect(similar.enough).toBe(true);
      expect({ shown: tab.shown, problems: tab.problems }).toEqual({ shown: RECOMMENDATION_LIST_MAX, problems: [] });
      expect(tab.onTaste, `Similar off-taste: ${offTaste(tab).join(", ")}`).toBeGreaterThanOrEqual(ON_TASTE_TARGET);
      for (const v of perSource) {
        expect(v.shown).toBeGreaterThanOrEqual(3);
        expect(v.problems).toEqual([]);
      }
    });
  }
});
