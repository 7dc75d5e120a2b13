// `npm run eval:recommendations`: the recommender's offline quality check, through the real API on
// an in-memory embedded database holding the full bundled catalog.
// Every profile of recommendations.profiles.ts becomes a user (all on one instance) with its library
// minus two held-out loved games. The profiles love no game in common, so this is the catalog alone;
// with `--crowd` each profile also gets 3 neighbours who share half its library and loved the held-out
// games, which measures what players who loved the same games loved (co-occurrence) adds.
// Per profile it reports, for 'For you' and for the 'Similar to your games' tab (its list of 12; the
// picks per source game are printed and checked for the list rules and at least 3 each):
//   - hit rate at 12: how many of the two held-out games appear among the picks;
//   - on-taste: how many of the top 12 share a genre ('unknown' ignored), the series or a developer
//     with the profile's loved games (rated 8 or more, not abandoned); target ≥ 10 of 12;
//   - strong: how many share the series or a developer, or two genres (shown, not a target);
//   - developer only: on-taste only through a developer, no genre or series in common (shown, marked DEV);
// and prints the top 12 (title, year, critic score, match, reason). The list rules are checked too: no
// game from the library, at most 12 picks, a reason on every pick, at most 2 from a series and 3 from
// a developer or publisher. Exit 1 when a profile misses the on-taste target or breaks a list rule; exit 2 on an
// error or when the whole run takes longer than EVAL_TIMEOUT_S (default 300 s).
import { performance } from "node:perf_hooks";
import { pino } from "pino";
import { createApp } from "../src/app.ts";
import { openDatabase } from "../src/db/database.ts";
import { CatalogService, readBundledCatalog, syncBundledCatalog } from "../src/features/catalog/index.ts";
import { slugify } from "../src/lib/text.ts";
import { testConfig } from "../test/config.ts";
import { registerUser } from "./bench-support.ts";
import {
  RECOMMENDATION_LIST_MAX,
  SIMILAR_MIN_PER_SOURCE,
  type RecommendationCard,
  type RecommendationList,
  type SimilarRecommendations,
  type TasteProfile as TasteProfileDto,
} from "@savepoint/common";
import { LOVED_RATING, PROFILES, neighbourLibraries, type EvalGame, type TasteProfile } from "./recommendations.profiles.ts";
import { judgeList, type CatalogFacts, type ListVerdict, type Pick } from "./recommendations.judge.ts";

const TOP = RECOMMENDATION_LIST_MAX;
const ON_TASTE_TARGET = 10;
const TIMEOUT_S = Number(process.env.EVAL_TIMEOUT_S ?? 300);
const CROWD = process.argv.includes("--crowd");

const t0 = performance.now();
const secs = () => ((performance.now() - t0) / 1000).toFixed(1);
setTimeout(() => {
  console.error(`eval:recommendations: still running after ${TIMEOUT_S} s, giving up`);
  process.exit(2);
}, TIMEOUT_S * 1000);

interface Api {
  get(path: string, token: string): Promise<unknown>;
  post(path: string, token: string, body: unknown): Promise<unknown>;
}

function api(base: string): Api {
  async function call(method: string, path: string, token: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, origin: base, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as unknown) : null;
  }
  return { get: (p, t) => call("GET", p, t), post: (p, t, b) => call("POST", p, t, b) };
}

function toPick(card: RecommendationCard): Pick {
  return { catalogId: card.catalogId, title: card.title, reason: card.reason, match: card.matchScore };
}

async function main() {
  const db = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
  await syncBundledCatalog(db.bulk, readBundledCatalog(slugify));
  const catalog = new CatalogService({ prisma: db.prisma, bulk: db.bulk });
  await catalog.init();
  console.log(`catalog: ${catalog.size} titles loaded and indexed in ${secs()} s (embedded database, in memory)`);

  const app = createApp({
    prisma: db.prisma,
    notifications: db.notifications,
    sessionChanges: db.sessionChanges,
    logger: pino({ level: "silent" }),
    bcryptCost: 4,
    catalog,
    config: { ...testConfig, version: "eval" },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const http = api(base);

  // Every slug must be in the catalog: a missing one is a broken profile, not a recommender miss.
  const slugs = [...new Set(PROFILES.flatMap((p) => [...p.library, ...p.heldOut].map((g) => g.slug)))];
  const rows = await db.prisma.catalogGame.findMany({
    where: { slug: { in: slugs } },
    select: { id: true, slug: true },
  });
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const missing = slugs.filter((s) => !idOf.has(s));
  console.log(missing.length ? `MISSING from the catalog: ${missing.join(", ")}` : `all ${slugs.length} profile games found in the catalog`);
  if (missing.length) throw new Error("profiles name games the catalog does not have");

  // Users first (one instance), then the lists: each user's lists see every other library.
  const users: { profile: TasteProfile; token: string }[] = [];
  for (const [i, profile] of PROFILES.entries()) {
    const { token } = await registerUser(base, `eval${i}`);
    for (const g of profile.library) await http.post("/api/games", token, { catalogSlug: g.slug, rating: g.rating, status: g.status });
    users.push({ profile, token });
  }
  console.log(`${users.length} profiles added (${PROFILES.reduce((n, p) => n + p.library.length, 0)} library games) at ${secs()} s`);
  if (CROWD) {
    let n = 0;
    for (const [i, profile] of PROFILES.entries()) {
      for (const [k, library] of neighbourLibraries(profile).entries()) {
        const { token } = await registerUser(base, `eval${i}n${k}`);
        for (const g of library) await http.post("/api/games", token, { catalogSlug: g.slug, rating: g.rating, status: g.status });
        n++;
      }
    }
    console.log(`--crowd: ${n} neighbours added at ${secs()} s`);
  }

  const factsOf = async (ids: readonly number[]): Promise<Map<number, CatalogFacts>> => {
    const found = await db.prisma.catalogGame.findMany({
      where: { id: { in: [...new Set(ids)] } },
      select: { id: true, slug: true, title: true, year: true, metacritic: true, genres: true, developers: true, publishers: true, series: true, hidden: true },
    });
    return new Map(found.map((r) => [r.id, r]));
  };

  // The first list after start-up also reads the catalog into the recommender: timed apart, for a user
  // with one unrated backlog game (which loves nothing, so it adds nothing to what players loved together).
  const warm = await registerUser(base, "evalwarm");
  await http.post("/api/games", warm.token, { catalogSlug: PROFILES[0]!.library[0]!.slug, status: "BACKLOG" });
  const tWarm = performance.now();
  await http.get("/api/recommendations", warm.token);
  console.log(`first list after start-up (the recommender reads the catalog): ${(performance.now() - tWarm).toFixed(0)} ms`);

  const failures: string[] = [];
  const summary: string[] = [];
  let hitsForYou = 0;
  let hitsSimilar = 0;
  let heldTotal = 0;
  for (const { profile, token } of users) {
    const tList = performance.now();
    const forYou = ((await http.get("/api/recommendations", token)) as RecommendationList).items.map(toPick);
    const similarTab = (await http.get("/api/recommendations/similar", token)) as SimilarRecommendations;
    const similar = similarTab.items.map(toPick);
    const sources = similarTab.sources.map((s) => ({ source: s.title, picks: s.items.map(toPick) }));
    const ms = performance.now() - tList;
    const libraryIds = profile.library.map((g) => idOf.get(g.slug)!);
    const loved = profile.library.filter(isLoved).map((g) => idOf.get(g.slug)!);
    const held = profile.heldOut.map((g) => idOf.get(g.slug)!);
    const facts = await factsOf([...libraryIds, ...held, ...[...forYou, ...similar, ...sources.flatMap((g) => g.picks)].map((p) => p.catalogId)]);
    const context = { facts, libraryIds, loved, held, top: TOP };

    const you = judgeList(forYou, context);
    const sim = judgeList(similar, context);
    const perSource = sources.map((g) => ({ source: g.source, verdict: judgeList(g.picks, context) }));
    hitsForYou += you.hits.length;
    hitsSimilar += sim.hits.length;
    heldTotal += held.length;

    console.log(
      `\n=== ${profile.name} (${profile.about}); ${profile.library.length} games, held out: ${profile.heldOut.map((g) => facts.get(idOf.get(g.slug)!)?.title).join(", ")}`,
    );
    const taste = (await http.get("/api/recommendations/profile", token)) as TasteProfileDto;
    console.log(`  taste: ${taste.favoriteGenres.join(", ")}; platforms ${taste.preferredPlatforms.join(", ")}; average ${taste.averageRating ?? "-"}/10`);
    printList("For you", you, facts);
    printList(`Similar to your games (tab, from ${sources.map((g) => g.source).join(", ")})`, sim, facts);
    for (const g of perSource) console.log(`    per source ${g.source}: ${g.verdict.rows.map((r) => r.pick.title).join("; ")}`);
    console.log(`  For you and Similar answered in ${ms.toFixed(0)} ms together (not cached yet)`);

    summary.push(
      `${profile.name.padEnd(17)} for you: on-taste ${you.onTaste}/${you.shown} (strong ${you.strong}, developer only ${you.developerOnly}), hits ${you.hits.length}/2` +
        `   similar: on-taste ${sim.onTaste}/${sim.shown} (strong ${sim.strong}, developer only ${sim.developerOnly}), hits ${sim.hits.length}/2`,
    );
    for (const [label, verdict] of [
      ["For you", you],
      ["Similar", sim],
    ] as const) {
      if (verdict.shown < TOP || verdict.onTaste < ON_TASTE_TARGET) {
        failures.push(`${profile.name}: ${label} on-taste ${verdict.onTaste} of ${verdict.shown} picks (target ≥ ${ON_TASTE_TARGET} of ${TOP})`);
      }
      for (const problem of verdict.problems) failures.push(`${profile.name}: ${label}: ${problem}`);
    }
    if (!similarTab.enough) failures.push(`${profile.name}: Similar says the library is too small`);
    for (const g of perSource) {
      if (g.verdict.shown < SIMILAR_MIN_PER_SOURCE) {
        failures.push(`${profile.name}: Similar to ${g.source}: ${g.verdict.shown} picks (at least ${SIMILAR_MIN_PER_SOURCE})`);
      }
      for (const problem of g.verdict.problems) failures.push(`${profile.name}: Similar to ${g.source}: ${problem}`);
    }
  }

  console.log(
    `\nsummary${CROWD ? " with the crowd" : ", catalog alone"} (top ${TOP}; on-taste = shares a genre, the series or a developer with the profile's loved games):`,
  );
  for (const line of summary) console.log(`  ${line}`);
  console.log(
    `hit rate at ${TOP}: For you ${hitsForYou}/${heldTotal} (${pct(hitsForYou, heldTotal)}), Similar ${hitsSimilar}/${heldTotal} (${pct(hitsSimilar, heldTotal)})`,
  );
  console.log(`\ntargets (on-taste ≥ ${ON_TASTE_TARGET} of ${TOP} for every profile, list rules):`);
  if (failures.length === 0) console.log("  PASS  every profile");
  for (const f of failures) console.log(`  FAIL  ${f}`);
  console.log(`total ${secs()} s`);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await db.close();
  process.exit(failures.length ? 1 : 0);
}

function isLoved(g: EvalGame): boolean {
  return g.rating >= LOVED_RATING && g.status !== "ABANDONED";
}

function pct(n: number, of: number): string {
  return of ? `${Math.round((100 * n) / of)}%` : "-";
}

function printList(heading: string, verdict: ListVerdict, facts: Map<number, CatalogFacts>) {
  console.log(`  ${heading}: ${verdict.onTaste}/${verdict.shown} on-taste, ${verdict.hits.length} held-out hit(s)`);
  for (const [i, row] of verdict.rows.entries()) {
    const f = facts.get(row.pick.catalogId);
    const mark = row.hit ? "HIT" : !row.onTaste ? "OFF" : row.developerOnly ? "DEV" : "   ";
    const score = f?.metacritic ?? "–";
    const match = row.pick.match === null ? "" : ` ${row.pick.match}%`;
    console.log(`   ${mark} ${String(i + 1).padStart(2)}. ${row.pick.title} (${f?.year ?? "?"}, ${score})${match} — ${row.pick.reason || "(no reason)"}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(2);
});
