// Reviews benchmark: a game's first page of reviews and its community stats on the embedded database.
//   cd /work/main && npm run bench:reviews
// Starts the real app on an in-memory PGlite and seeds, with bulk SQL, one catalog game tracked and
// reviewed by 10,000 users (one of them the signed-in viewer, registered through the API), with some
// likes of others' reviews (the viewer's among them). Then, as the viewer, drives
// GET /api/reviews/game/<catalog slug> and GET /api/games/<library game id>/community-stats with
// autocannon (100 warm-up requests, then 5 s at 1 and at 10 connections) and prints p50/p99 latency,
// requests/s and the server's CPU per request against the targets, then how long the first read after
// a write takes (answers are kept against the game's version, ADR 012). About 45 s. A non-zero exit
// means a missed target.
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { GameCommunityStats, GameReviews } from "@savepoint/common";
import { BENCH_DATABASE, finish, measure, registerUser, runBench, startBenchApp, threadCpuMs, warmUp } from "./bench-support.ts";
import { REVIEWERS, SLUG, seedReviewedGame } from "./reviews.seed.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const TARGETS = { p50Ms1: 10, rps10: 500 } as const;

type Endpoint = "reviews" | "community" | "auth/me";

interface Row {
  endpoint: Endpoint;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  cpuMs: number;
}

async function main() {
  const t0 = performance.now();
  const bench = await startBenchApp();
  const { db, base } = bench;
  const { token, user } = await registerUser(base, `reviews${Date.now().toString(36)}`);
  const ts = performance.now();
  const { viewerGameId } = await seedReviewedGame(db.bulk, user.id);
  await db.bulk.$executeRawUnsafe(`ANALYZE`);
  const [counts] = await db.bulk.$queryRawUnsafe<{ reviews: number; likes: number; maxLikes: number }[]>(
    `SELECT (SELECT count(*) FROM "reviews")::int AS "reviews", (SELECT count(*) FROM "review_likes")::int AS "likes", (SELECT max("likeCount") FROM "reviews")::int AS "maxLikes"`,
  );
  console.log(
    `seeded ${counts!.reviews} reviews and ${counts!.likes} likes (most liked: ${counts!.maxLikes}) with bulk SQL in ${((performance.now() - ts) / 1000).toFixed(1)} s`,
  );

  const paths: Record<Endpoint, string> = {
    reviews: `/api/reviews/game/${SLUG}`,
    community: `/api/games/${viewerGameId}/community-stats`,
    "auth/me": "/api/auth/me",
  };
  // Sanity: the endpoints answer what they should before they are timed.
  const get = async <T>(path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return [(await res.json()) as T] as const;
  };
  const [page] = await get<GameReviews>(paths.reviews);
  const [stats] = await get<GameCommunityStats>(paths.community);
  if (page.total !== REVIEWERS - 1 || page.items.length !== 20 || !page.mine || stats.totalPlayers !== REVIEWERS) {
    throw new Error(`unexpected answers: total ${page.total}, page ${page.items.length}, mine ${page.mine ? "yes" : "no"}, players ${stats.totalPlayers}`);
  }
  console.log(`first page: ${page.items.length} of ${page.total} others' reviews, ${JSON.stringify(page).length} bytes; community: ${JSON.stringify(stats)}`);

  const rows: Row[] = [];
  // Context: the cheapest authenticated route (session check only) bounds what any /api route can do.
  for (const endpoint of ["reviews", "community", "auth/me"] as const) {
    const url = `${base}${paths[endpoint]}`;
    await warmUp(url, token);
    for (const connections of endpoint === "auth/me" ? [10] : [1, 10]) {
      const cpu0 = threadCpuMs();
      const r = await measure(url, token, connections, 1, DURATION_S);
      const cpuMs = (threadCpuMs() - cpu0) / Math.max(1, r.requests.total);
      rows.push({ endpoint, connections, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.non2xx + r.errors, cpuMs });
    }
  }

  console.log(
    `\nGET a game's reviews (first page) and community stats, ${REVIEWERS} reviewers, ${BENCH_DATABASE}, ${DURATION_S} s per run (node ${process.version})`,
  );
  console.log("endpoint    conns  p50 ms  p99 ms   req/s  errors  server CPU ms/req");
  for (const r of rows) {
    const cells = [
      r.endpoint.padEnd(9),
      String(r.connections).padStart(5),
      r.p50.toFixed(1).padStart(6),
      r.p99.toFixed(1).padStart(6),
      r.rps.toFixed(0).padStart(6),
      String(r.errors).padStart(6),
      r.cpuMs.toFixed(2).padStart(17),
    ];
    console.log(cells.join("  ") + (r.endpoint === "auth/me" ? "   (baseline: session check only)" : ""));
  }
  console.log(`(load average now ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);

  // Answers are kept against the game's version: the first read after a write (here a like or an
  // unlike of the first review) rebuilds the shared page and the viewer's part.
  const afterWrite: number[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}/api/reviews/${page.items[0]!.id}/like`, {
      method: i % 2 ? "DELETE" : "POST",
      headers: { authorization: `Bearer ${token}`, origin: base },
    });
    if (res.status !== 200) throw new Error(`like: ${res.status} ${await res.text()}`);
    const t = performance.now();
    await get(paths.reviews);
    afterWrite.push(performance.now() - t);
  }
  afterWrite.sort((a, b) => a - b);
  console.log(`reviews, first read after a write: median ${afterWrite[10]!.toFixed(1)} ms, max ${afterWrite[19]!.toFixed(1)} ms (20 writes)`);

  const at = (endpoint: Endpoint, connections: number) => rows.find((r) => r.endpoint === endpoint && r.connections === connections)!;
  const checks: [string, boolean][] = (["reviews", "community"] as const).flatMap((e): [string, boolean][] => [
    [`${e.padEnd(9)} p50 @1  ≤ ${TARGETS.p50Ms1} ms (${at(e, 1).p50.toFixed(1)})`, at(e, 1).p50 <= TARGETS.p50Ms1],
    [`${e.padEnd(9)} req/s @10 ≥ ${TARGETS.rps10} (${at(e, 10).rps.toFixed(0)})`, at(e, 10).rps >= TARGETS.rps10],
  ]);
  checks.push(["no errors or non-2xx answers", rows.every((r) => r.errors === 0)]);
  await finish(bench, `${REVIEWERS} reviewers`, checks, t0);
}

runBench(main);
