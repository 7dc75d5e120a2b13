// Library benchmark: GET /api/games and GET /api/games/stats on the embedded database.
//   cd /work/main && npx tsx server/bench/library.bench.ts
// Starts the real app on an in-memory PGlite, seeds one user with 500 and one with 1,000 games through
// the games service, then drives each endpoint with autocannon (in a worker thread) at 1 and 10
// connections (100 warm-up requests, 5 s measured) and prints p50/p99 latency and requests/s against the
// library's targets. The 1,000-game list is also measured as a browser asks for it (Accept-Encoding:
// gzip; the plain-JSON runs are the strict case), and GET /api/auth/me, which only checks the session,
// at 10 connections: every /api route pays that check. About 100 s. A non-zero exit means a missed target.
//
// The load generator shares the machine's cores with the server. One autocannon worker thread turns
// every answer into a string: with the 467 KiB list it tops out near 280 answers/s at 100% of a core
// while the server's thread is half idle, so list runs with 10 connections use two workers (5
// connections each). Small answers keep one worker: a second would only take CPU from the server. The
// table shows the workers and the server thread's own CPU time per request, which does not depend on
// the generator.
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { CreateGameSchema, GAME_STATUSES, PLATFORMS, STATUS_FIELDS, statusShows, type GameStats, type LibraryGameSummary } from "@savepoint/common";
import { CatalogService } from "../src/features/catalog/index.ts";
import { createGamesService } from "../src/features/games/index.ts";
import { BENCH_DATABASE, finish, measure, registerUser, runBench, startBenchApp, threadCpuMs, warmUp } from "./bench-support.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const SIZES = [500, 1000];
const CONNECTIONS = [1, 10];

// Targets for the 1,000-game library.
const TARGETS = {
  list: { p50Ms1: 15, rps10: 400 },
  stats: { p50Ms1: 5, rps10: 1000 },
} as const;

const GENRES = ["Action", "Adventure", "RPG", "Strategy", "Puzzle", "Platformer", "Shooter", "Racing", "Simulation", "Indie", "Horror", "Sports"];
const TAGS = ["cozy", "co-op", "replay", "100%", "speedrun", "story", "short", "favourite"];
const WORDS = "the quick brown fox jumps over a lazy dog while the party levels up before the final boss fight".split(" ");

/** A deterministic pseudo-random sequence, so every run seeds the same library. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function gameInput(i: number, rand: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const status = pick(GAME_STATUSES);
  const total = rand() < 0.6 ? 10 + Math.floor(rand() * 90) : undefined;
  const words = Array.from({ length: Math.floor(rand() * 60) }, () => pick(WORDS));
  return {
    title: `Benchmark Game ${i} ${pick(WORDS)}`,
    platform: pick(PLATFORMS),
    genres: [...new Set([pick(GENRES), pick(GENRES)])],
    releaseYear: 1985 + Math.floor(rand() * 40),
    imageUrl: `https://images.example.test/covers/${i}.jpg`,
    status,
    rating: rand() < 0.7 ? 1 + Math.floor(rand() * 10) : undefined,
    playTime: Math.round(rand() * 200) / 2,
    notes: words.length ? words.join(" ") : undefined,
    priority: pick(["high", "medium", "low"] as const),
    totalAchievements: total,
    achievementsCompleted: total ? Math.floor(rand() * total) : undefined,
    customTags: rand() < 0.5 ? [...new Set([pick(TAGS), pick(TAGS)])] : [],
    completedDate: status === "COMPLETED" ? `20${10 + Math.floor(rand() * 15)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}` : undefined,
  };
}

/** The input without the values its status does not keep (a Backlog game has no play time: ADR 017). */
function keptByStatus(input: ReturnType<typeof gameInput>) {
  const out: Record<string, unknown> = { ...input };
  for (const f of STATUS_FIELDS) if (!statusShows(input.status, f)) delete out[f];
  return out;
}

type Endpoint = "list" | "list+gzip" | "stats" | "me";

interface Row {
  games: number;
  endpoint: Endpoint;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  /** autocannon worker threads that generated the load. */
  workers: number;
  /** CPU time of the server's thread (Express + the embedded database) per request, ms. */
  cpuMs: number;
  /** That thread's CPU use during the run, % of one core. */
  cpuPct: number;
}

async function main() {
  const t0 = performance.now();
  const bench = await startBenchApp();
  const { db, base } = bench;
  const games = createGamesService({ prisma: db.prisma, catalog: new CatalogService({ prisma: db.prisma }) });

  const users: { size: number; id: string; token: string }[] = [];
  for (const size of SIZES) {
    const tag = `${size}${Date.now().toString(36)}`;
    const { token, user } = await registerUser(base, tag);
    const rand = rng(size);
    const ts = performance.now();
    for (let i = 0; i < size; i++) await games.create({ id: user.id }, CreateGameSchema.parse(keptByStatus(gameInput(i, rand))));
    console.log(`seeded ${size} games through the service in ${((performance.now() - ts) / 1000).toFixed(1)} s`);
    users.push({ size, id: user.id, token });
  }

  // Sanity: the endpoints answer what they should before they are timed.
  for (const u of users) {
    const list = (await (await fetch(`${base}/api/games`, { headers: { authorization: `Bearer ${u.token}` } })).json()) as LibraryGameSummary[];
    const stats = (await (await fetch(`${base}/api/games/stats`, { headers: { authorization: `Bearer ${u.token}` } })).json()) as GameStats;
    if (list.length !== u.size || stats.totalGames !== u.size) throw new Error(`expected ${u.size} games, got list ${list.length}, stats ${stats.totalGames}`);
    const bytes = JSON.stringify(list).length;
    const gz = await fetch(`${base}/api/games`, { headers: { authorization: `Bearer ${u.token}`, "accept-encoding": "gzip" } });
    const gzBytes = Number(gz.headers.get("content-length"));
    await gz.arrayBuffer();
    console.log(
      `${u.size} games: list ${Math.round(bytes / 1024)} KiB (${Math.round(gzBytes / 1024)} KiB gzipped), averageRating ${stats.averageRating}, achievementCompletionRate ${stats.achievementCompletionRate}%`,
    );
  }

  const rows: Row[] = [];
  const run = async (games: number, endpoint: Endpoint, token: string, connectionCounts = CONNECTIONS) => {
    const path = endpoint === "stats" ? "/api/games/stats" : endpoint === "me" ? "/api/auth/me" : "/api/games";
    const extra: Record<string, string> = endpoint === "list+gzip" ? { "accept-encoding": "gzip, deflate, br" } : {};
    await warmUp(`${base}${path}`, token, extra);
    for (const connections of connectionCounts) {
      const workers = connections >= 10 && endpoint.startsWith("list") ? 2 : 1;
      const cpu0 = threadCpuMs();
      const t = performance.now();
      const r = await measure(`${base}${path}`, token, connections, workers, DURATION_S, extra);
      const cpu = threadCpuMs() - cpu0;
      const cpuMs = cpu / Math.max(1, r.requests.total);
      const cpuPct = (cpu / (performance.now() - t)) * 100;
      rows.push({
        games,
        endpoint,
        connections,
        workers,
        p50: r.latency.p50,
        p99: r.latency.p99,
        rps: r.requests.average,
        non2xx: r.non2xx + r.errors,
        cpuMs,
        cpuPct,
      });
    }
  };
  for (const u of users) {
    await run(u.size, "list", u.token);
    if (u.size === 1000) await run(u.size, "list+gzip", u.token);
    await run(u.size, "stats", u.token);
  }
  // Context: the cheapest authenticated route (session check only) bounds what any /api route can do.
  await run(0, "me", users[0]!.token, [10]);

  // The cost after a write: the first list request recomputes (the write bumped the user's version).
  const big = users.find((u) => u.size === 1000)!;
  const anyGame = await db.prisma.libraryGame.findFirstOrThrow({ where: { userId: big.id }, select: { id: true } });
  const miss: number[] = [];
  for (let i = 0; i < 30; i++) {
    await db.prisma.libraryGame.update({ where: { id: anyGame.id }, data: { rating: 1 + (i % 10) } });
    const t = performance.now();
    const res = await fetch(`${base}/api/games`, { headers: { authorization: `Bearer ${big.token}` } });
    await res.arrayBuffer();
    miss.push(performance.now() - t);
  }
  miss.sort((a, b) => a - b);

  console.log(`\nGET /api/games and /api/games/stats on ${BENCH_DATABASE}, ${DURATION_S} s per run (node ${process.version})`);
  console.log("games  endpoint   conns  workers  p50 ms  p99 ms   req/s  errors  server CPU ms/req  server thread %");
  for (const r of rows) {
    const cells = [
      r.endpoint === "me" ? "    -" : String(r.games).padStart(5),
      (r.endpoint === "me" ? "auth/me" : r.endpoint).padEnd(9),
      String(r.connections).padStart(5),
      String(r.workers).padStart(7),
      r.p50.toFixed(1).padStart(6),
      r.p99.toFixed(1).padStart(6),
      r.rps.toFixed(0).padStart(6),
      String(r.non2xx).padStart(6),
      r.cpuMs.toFixed(2).padStart(17),
      r.cpuPct.toFixed(0).padStart(15),
    ];
    console.log(cells.join("  ") + (r.endpoint === "me" ? "   (baseline: session check only)" : ""));
  }
  console.log(
    `(server CPU ms/req: the server thread's CPU time per request; 1000 / it is what one free core could serve. Load average now ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores.)`,
  );
  console.log(`list of 1000 right after a write (cache miss): p50 ${miss[15]!.toFixed(1)} ms, max ${miss[miss.length - 1]!.toFixed(1)} ms`);

  const at = (endpoint: Row["endpoint"], connections: number) =>
    rows.find((r) => r.games === 1000 && r.endpoint === endpoint && r.connections === connections)!;
  const checks = [
    [`list  p50 @1  ≤ ${TARGETS.list.p50Ms1} ms (plain JSON)`, at("list", 1).p50 <= TARGETS.list.p50Ms1],
    [`list  req/s @10 ≥ ${TARGETS.list.rps10} (plain JSON)`, at("list", 10).rps >= TARGETS.list.rps10],
    [`list  req/s @10 ≥ ${TARGETS.list.rps10} (gzip, as browsers ask)`, at("list+gzip", 10).rps >= TARGETS.list.rps10],
    [`stats p50 @1  ≤ ${TARGETS.stats.p50Ms1} ms`, at("stats", 1).p50 <= TARGETS.stats.p50Ms1],
    [`stats req/s @10 ≥ ${TARGETS.stats.rps10}`, at("stats", 10).rps >= TARGETS.stats.rps10],
    ["no errors or non-2xx answers", rows.every((r) => r.non2xx === 0)],
  ] as const;
  await finish(bench, "1,000 games", checks, t0);
}

runBench(main);
