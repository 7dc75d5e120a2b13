// Game page benchmark (issue 28): what a game page asks for, on the embedded database with the bundled
// catalog (80,000 games) loaded and indexed as a real start does.
//   cd /work/main && npm run bench:game-page        (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
// 1. Each endpoint alone: a player with a library of 40 catalog games (one completed, reviewed and with
//    sessions) opens the page of a game they have and of one they do not: the library's lookup by
//    address, the game by id, the catalog's facts, related games and the game's reviews. 100 warm-up
//    requests, then 5 s at 1 and at 10 connections (bench-support.ts runEndpoints); GET /api/auth/me is
//    the baseline (the session check every route pays).
// 2. The game by id cycled: 10 players × 20 games (200 games), each asked for by its owner in a shuffled
//    cycle, with an edit (a new rating: a write to that player's library) in every WRITE_EVERY-th
//    request; each connection starts the cycle at its own place (rotate-requests.cjs). 10 connections,
//    3 runs of 8 s, the client in a worker thread.
// About 2 minutes, most of it loading the catalog. Target: GET /api/games/:id cycled ≥ 1,000 req/s with
// p99 ≤ 25 ms at 10 connections (the median of the runs). A non-zero exit means a missed target.
// BENCH_CPU_PROF=<dir>: each cycled run's CPU profile of the server thread (npm run profile:top).
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { performance } from "node:perf_hooks";
import { seededRandom } from "../src/lib/random.ts";
import { BENCH_DATABASE, finish, profiled, registerUser, runBench, runEndpoints, startBenchApp, threadCpuMs } from "./bench-support.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const LIBRARY = 40;
const TARGET = { rps: 1_000, p99Ms: 25 };
const CYCLE = { players: 10, games: 20, writeEvery: 20, runs: 3, seconds: 8 };

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
      `SELECT "slug" FROM "catalog_games" WHERE NOT "hidden" AND cardinality("genres") > 0 AND "year" IS NOT NULL AND "source" = 'core' ORDER BY "id" LIMIT ${LIBRARY + 1 + CYCLE.players * CYCLE.games}`,
    )
  ).map((r) => r.slug);
  if (slugs.length < LIBRARY + 1 + CYCLE.players * CYCLE.games) throw new Error(`only ${slugs.length} catalog games to use`);
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
  await runEndpoints(base, token, paths, DURATION_S, "game page endpoints (autocannon, 5 s per run)");

  const cycled = await cycledGamePages(base, slugs.slice(LIBRARY + 1));
  console.log(`load average at end ${loadavg()[0]!.toFixed(2)}`);
  const mid = (k: "rps" | "p99") => cycled.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(cycled.length / 2)]!;
  await finish(
    bench,
    BENCH_DATABASE,
    [
      [
        `GET /api/games/:id cycled over ${CYCLE.players * CYCLE.games} games at 10 connections: ${mid("rps").toFixed(0)} req/s ≥ ${TARGET.rps}`,
        mid("rps") >= TARGET.rps,
      ],
      [`GET /api/games/:id cycled at 10 connections: p99 ${mid("p99")} ms ≤ ${TARGET.p99Ms} ms`, mid("p99") <= TARGET.p99Ms],
    ],
    t0,
  );
}

/**
 * CYCLE.players players, each with CYCLE.games of `slugs`; their games asked for by their owners in a
 * shuffled cycle with a new rating in every CYCLE.writeEvery-th request. Prints and returns each run.
 */
async function cycledGamePages(base: string, slugs: string[]) {
  const games: { id: string; token: string }[] = [];
  for (let p = 0; p < CYCLE.players; p++) {
    const { token } = await registerUser(base, `cycle${p}_${Date.now().toString(36)}`);
    for (const slug of slugs.slice(p * CYCLE.games, (p + 1) * CYCLE.games)) {
      const res = await fetch(`${base}/api/games`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", origin: base },
        body: JSON.stringify({ catalogSlug: slug, status: "IN_PROGRESS" }),
      });
      if (res.status !== 201) throw new Error(`adding ${slug}: ${res.status}`);
      games.push({ id: ((await res.json()) as { id: string }).id, token });
    }
  }
  const rnd = seededRandom(28);
  const order = games.map((g) => ({ g, k: rnd() })).sort((a, b) => a.k - b.k);
  const requests = order.flatMap(({ g }, i) => {
    const read = { method: "GET" as const, path: `/api/games/${g.id}`, headers: { authorization: `Bearer ${g.token}` } };
    if ((i + 1) % CYCLE.writeEvery !== 0) return [read];
    const edit = {
      method: "PUT" as const,
      path: `/api/games/${g.id}`,
      headers: { authorization: `Bearer ${g.token}`, "content-type": "application/json", origin: base },
      body: JSON.stringify({ rating: 1 + Math.floor(rnd() * 10) }),
    };
    return [edit, read];
  });
  // In worker mode autocannon takes setupClient as a module's path (its types know only the function).
  const setupClient = fileURLToPath(new URL("./rotate-requests.cjs", import.meta.url)) as unknown as (client: autocannon.Client) => void;
  const run = async (seconds: number) => {
    const cpu0 = threadCpuMs();
    const r = await autocannon({ url: base, connections: 10, duration: seconds, workers: 1, requests, setupClient });
    if (r.non2xx || r.errors) throw new Error(`cycled game pages: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuMs: (threadCpuMs() - cpu0) / r.requests.total };
  };
  await run(2); // warm-up
  const writes = requests.filter((r) => r.method === "PUT").length;
  console.log(`\nGET /api/games/:id cycled: ${games.length} games of ${CYCLE.players} players, ${requests.length} requests a cycle, ${writes} of them edits`);
  const runs = [];
  for (let i = 0; i < CYCLE.runs; i++) {
    const r = await profiled(`game-page-cycled-${i + 1}`, () => run(CYCLE.seconds));
    runs.push(r);
    console.log(`  run ${i + 1}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, server thread ${r.cpuMs.toFixed(2)} ms CPU a request`);
  }
  return runs;
}

runBench(main);
