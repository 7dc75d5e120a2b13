// Game page benchmark (issue 28): what a game page asks for, on the embedded database with the bundled
// catalog (80,000 games) loaded and indexed as a real start does.
//   cd /work/main && npm run bench:game-page        (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
// A player with a library of 40 catalog games (one completed, reviewed and with sessions) opens the page
// of a game they have and of one they do not: the library's lookup by address, the game by id, the
// catalog's facts, related games and the game's reviews. Each endpoint gets 100 warm-up requests, then
// 5 s at 1 and at 10 connections (bench-support.ts runEndpoints); GET /api/auth/me is the baseline (the
// session check every route pays). About 90 s, most of it loading the catalog. Target: GET /api/games/:id
// ≥ 1,000 req/s at 10 connections. A non-zero exit means a missed target.
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { BENCH_DATABASE, finish, registerUser, runBench, runEndpoints, startBenchApp } from "./bench-support.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const LIBRARY = 40;
const TARGET_RPS = 1_000;

async function main() {
  const t0 = performance.now();
  const bench = await startBenchApp({ catalog: true });
  const { base, db } = bench;
  console.log(`catalog loaded and indexed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const { token } = await registerUser(base, `gamepage${Date.now().toString(36)}`);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: base },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  // Well-known games with genres and a year, so related games have work to do.
  const slugs = (
    await db.bulk.$queryRawUnsafe<{ slug: string }[]>(
      `SELECT "slug" FROM "catalog_games" WHERE NOT "hidden" AND cardinality("genres") > 0 AND "year" IS NOT NULL AND "source" = 'core' ORDER BY "id" LIMIT ${LIBRARY + 1}`,
    )
  ).map((r) => r.slug);
  if (slugs.length < LIBRARY + 1) throw new Error(`only ${slugs.length} catalog games to use`);
  const [owned, notOwned] = [slugs[0]!, slugs[LIBRARY]!];
  let ownedId = "";
  for (const slug of slugs.slice(0, LIBRARY)) {
    const game = await call<{ id: string }>("POST", "/api/games", { catalogSlug: slug, status: slug === owned ? "IN_PROGRESS" : "BACKLOG" });
    if (slug === owned) ownedId = game.id;
  }
  for (const minutes of [45, 90, 30]) await call("POST", `/api/games/${ownedId}/sessions`, { minutes });
  await call("PUT", `/api/games/${ownedId}`, { status: "COMPLETED", rating: 8 });
  await call("POST", `/api/reviews/game/${ownedId}`, { rating: 8, comment: "Holds up.", spoiler: false });

  const paths = {
    "auth/me": "/api/auth/me",
    "lookup (owned)": `/api/games/lookup/${owned}`,
    "lookup (not owned)": `/api/games/lookup/${notOwned}`,
    "game by id": `/api/games/${ownedId}`,
    "catalog facts": `/api/catalog/games/${owned}`,
    "related games": `/api/catalog/games/${owned}/related`,
    reviews: `/api/reviews/game/${ownedId}`,
  };
  console.log(`node ${process.version}, ${cpus().length} cores, ${BENCH_DATABASE}, load average at start ${loadavg()[0]!.toFixed(2)}`);
  const rows = await runEndpoints(base, token, paths, DURATION_S, "game page endpoints (autocannon, 5 s per run)");
  console.log(`load average at end ${loadavg()[0]!.toFixed(2)}`);
  const byId = rows.find((r) => r.endpoint === "game by id" && r.connections === 10)!;
  await finish(bench, BENCH_DATABASE, [[`GET /api/games/:id at 10 connections: ${byId.rps.toFixed(0)} req/s ≥ ${TARGET_RPS}`, byId.rps >= TARGET_RPS]], t0);
}

runBench(main);
