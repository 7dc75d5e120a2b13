// Community benchmark: the community feed's first page (scope all and following) and the community
// numbers on the embedded database.
//   cd /work/main && npm run bench:community
// Starts the real app on an in-memory PGlite and seeds, with bulk SQL, 2,000 users and 200,000 activity
// events (community.seed.ts); the viewer registers through the API. Then, as the viewer, drives
// GET /api/community/activity (scope all, scope following) and GET /api/community/stats with autocannon
// (100 warm-up requests, then BENCH_SECONDS, default 5 s, at 1 and at 10 connections) and prints p50/p99,
// requests/s and the server thread's CPU per request against the targets, then how long the first read
// after a write takes (answers are kept against the count of community changes, ADR 013). About a
// minute. A non-zero exit means a missed target.
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import type { ActivityPage, CommunityStats } from "@savepoint/common";
import { BENCH_DATABASE, finish, registerUser, runBench, runEndpoints, startBenchApp } from "./bench-support.ts";
import { EVENTS, USERS, seedCommunity } from "./community.seed.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const TARGETS = { p50Ms1: 15, rps10: 300 } as const;

const PATHS = {
  "feed all": "/api/community/activity",
  "feed following": "/api/community/activity?scope=following",
  stats: "/api/community/stats",
  "auth/me": "/api/auth/me",
} as const;
type Endpoint = keyof typeof PATHS;

async function main() {
  const t0 = performance.now();
  const bench = await startBenchApp();
  const { db, base } = bench;
  const { token, user } = await registerUser(base, `community${Date.now().toString(36)}`);
  const ts = performance.now();
  await seedCommunity(db.bulk, user.id);
  await db.bulk.$executeRawUnsafe(`ANALYZE`);
  const [counts] = await db.bulk.$queryRawUnsafe<{ users: number; events: number }[]>(
    `SELECT (SELECT count(*) FROM "users")::int AS "users", (SELECT count(*) FROM "activity_events")::int AS "events"`,
  );
  console.log(`seeded ${counts!.users} users and ${counts!.events} events with bulk SQL in ${((performance.now() - ts) / 1000).toFixed(1)} s`);
  if (counts!.users !== USERS || counts!.events < EVENTS) throw new Error("unexpected seed");

  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => {
    const res = await fetch(`${base}${path}`, { headers });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const all = await get<ActivityPage>(PATHS["feed all"]);
  const following = await get<ActivityPage>(PATHS["feed following"]);
  const stats = await get<CommunityStats>(PATHS.stats);
  if (all.items.length !== 20 || following.items.length !== 20) throw new Error(`short pages: ${all.items.length}, ${following.items.length}`);
  console.log(`feed pages: ${JSON.stringify(all).length} and ${JSON.stringify(following).length} bytes; stats: ${JSON.stringify(stats)}`);

  const heading = `GET the community feed (first page) and numbers, ${USERS} users, ${counts!.events} events, ${BENCH_DATABASE}, ${DURATION_S} s per run (node ${process.version})`;
  const rows = await runEndpoints(base, token, PATHS, DURATION_S, heading);
  console.log(`(load average now ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);

  // Every change rebuilds: the first read of each answer after a write (a play session logged, which
  // records an event) is what a read costs without the cache.
  const [game] = await db.bulk.$queryRawUnsafe<{ id: string }[]>(`SELECT "id"::text AS "id" FROM "library_games" WHERE "userId" = $1::uuid LIMIT 1`, user.id);
  const gameId =
    game?.id ??
    (
      (await (
        await fetch(`${base}/api/games`, {
          method: "POST",
          headers: { ...headers, origin: base, "content-type": "application/json" },
          body: JSON.stringify({ title: "Bench Quest", platform: "PC" }),
        })
      ).json()) as { id: string }
    ).id;
  const cold: Record<Exclude<Endpoint, "auth/me">, number[]> = { "feed all": [], "feed following": [], stats: [] };
  for (let i = 0; i < 11; i++) {
    const res = await fetch(`${base}/api/games/${gameId}/sessions`, {
      method: "POST",
      headers: { ...headers, origin: base, "content-type": "application/json" },
      body: JSON.stringify({ minutes: 30 }),
    });
    if (res.status !== 201) throw new Error(`session: ${res.status} ${await res.text()}`);
    for (const endpoint of Object.keys(cold) as (keyof typeof cold)[]) {
      const t = performance.now();
      await get(PATHS[endpoint]);
      cold[endpoint].push(performance.now() - t);
    }
  }
  for (const [endpoint, times] of Object.entries(cold)) {
    times.sort((a, b) => a - b);
    console.log(`${endpoint}, first read after a write: median ${times[5]!.toFixed(1)} ms, max ${times[10]!.toFixed(1)} ms (11 writes)`);
  }

  const at = (endpoint: Endpoint, connections: number) => rows.find((r) => r.endpoint === endpoint && r.connections === connections)!;
  const checks: [string, boolean][] = (["feed all", "feed following", "stats"] as const).flatMap((e): [string, boolean][] => [
    [`${e.padEnd(14)} p50 @1  ≤ ${TARGETS.p50Ms1} ms (${at(e, 1).p50.toFixed(1)})`, at(e, 1).p50 <= TARGETS.p50Ms1],
    [`${e.padEnd(14)} req/s @10 ≥ ${TARGETS.rps10} (${at(e, 10).rps.toFixed(0)})`, at(e, 10).rps >= TARGETS.rps10],
  ]);
  checks.push(["no errors or non-2xx answers", rows.every((r) => r.errors === 0)]);
  await finish(bench, `${USERS} users, ${counts!.events} events`, checks, t0);
}

runBench(main);
