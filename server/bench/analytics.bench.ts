// Analytics benchmark: every /api/analytics endpoint for a user with 5,000 games and 20,000 play
// sessions, on the embedded database.
//   cd /work/main && npm run bench:analytics
// Starts the real app on an in-memory PGlite, registers the user through the API and seeds, with bulk
// SQL, 5,000 library games (all four statuses, dates over five years, ratings, genres, achievements),
// a status history of one or two entries each and 20,000 sessions. Then times each endpoint cold (the
// first request after a write to the library, BENCH_COLD times, p50) and cached (autocannon: 100
// warm-up requests, then BENCH_SECONDS at 1 and 10 connections). Targets at one connection: p50 ≤ 20 ms
// cold and ≤ 3 ms cached. A non-zero exit means a missed target.
import { performance } from "node:perf_hooks";
import type { AnalyticsSummary } from "@savepoint/common";
import type { Db } from "../src/db/prisma.ts";
import { BENCH_DATABASE, finish, registerUser, runBench, runEndpoints, startBenchApp } from "./bench-support.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const COLD_RUNS = Number(process.env.BENCH_COLD ?? 25);
const GAMES = 5_000;
const SESSIONS = 20_000;
const COLD_P50_MS = 20;
const CACHED_P50_MS = 3;

/** GAMES games and SESSIONS sessions of the user's, deterministic; game i's status is by i % 4. */
async function seed(db: Db, userId: string): Promise<void> {
  await db.$executeRawUnsafe(
    `INSERT INTO "library_games" ("id", "userId", "title", "slug", "platform", "genres", "status", "rating", "playTime", "startDate", "completedDate",
                                  "addedToBacklog", "abandonedDate", "achievementsCompleted", "totalAchievements", "createdAt", "updatedAt")
     SELECT md5('agame' || i)::uuid, $1::uuid, 'Analytics Game ' || i, 'analytics-game-' || i,
            (ARRAY['PC', 'Nintendo Switch', 'PlayStation 5', 'Xbox Series X', 'Steam Deck', 'PlayStation 4'])[1 + i % 6],
            ARRAY[(ARRAY['RPG', 'Action', 'Indie', 'Strategy', 'Puzzle', 'Racing', 'Shooter'])[1 + i % 7]],
            (ARRAY['BACKLOG', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED'])[1 + i % 4],
            CASE WHEN i % 3 = 0 THEN NULL ELSE 1 + i % 10 END, (i % 97)::float8,
            CASE WHEN i % 4 IN (1, 2, 3) THEN DATE '2026-06-01' - (i % 1800) END,
            CASE WHEN i % 4 = 2 THEN DATE '2026-06-01' - (i % 1800) + 20 END,
            DATE '2026-06-01' - (i % 1800) - 30,
            CASE WHEN i % 4 = 3 THEN DATE '2026-06-01' - (i % 1800) + 5 END,
            CASE WHEN i % 5 = 0 THEN i % 40 END, CASE WHEN i % 5 = 0 THEN 40 END,
            now() - make_interval(mins => i), now()
     FROM generate_series(1, $2::int) AS i`,
    userId,
    GAMES,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "game_status_history" ("id", "gameId", "status", "at")
     SELECT md5('ahist-b' || i)::uuid, md5('agame' || i)::uuid, 'BACKLOG', TIMESTAMP '2021-01-01' + make_interval(hours => i) FROM generate_series(1, $1::int) AS i
     UNION ALL
     SELECT md5('ahist-s' || i)::uuid, md5('agame' || i)::uuid, (ARRAY['BACKLOG', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED'])[1 + i % 4],
            TIMESTAMP '2022-01-01' + make_interval(hours => i)
     FROM generate_series(1, $1::int) AS i WHERE i % 4 <> 0`,
    GAMES,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "play_sessions" ("id", "gameId", "userId", "date", "minutes", "createdAt")
     SELECT md5('asession' || n)::uuid, md5('agame' || (1 + n % $3::int))::uuid, $1::uuid, DATE '2026-06-01' - (n % 730), 15 + n % 180, now()
     FROM generate_series(1, $2::int) AS n`,
    userId,
    SESSIONS,
    GAMES,
  );
}

async function main() {
  const t0 = performance.now();
  const bench = await startBenchApp();
  const { db, base } = bench;
  const { token, user } = await registerUser(base, `analytics${Date.now().toString(36)}`);
  const ts = performance.now();
  await seed(db.bulk, user.id);
  await db.bulk.$executeRawUnsafe(`ANALYZE`);
  console.log(`seeded ${GAMES} games and ${SESSIONS} sessions with bulk SQL in ${((performance.now() - ts) / 1000).toFixed(1)} s`);

  const tz = "tz=Europe/Paris";
  const paths = {
    summary: `/api/analytics/summary?${tz}`,
    monthly: `/api/analytics/monthly?${tz}&year=2025`,
    "total-games": `/api/analytics/total-games?${tz}`,
    completed: `/api/analytics/completed?${tz}`,
    "year/2025": `/api/analytics/year/2025?${tz}`,
    forecast: `/api/analytics/forecast?${tz}`,
    "play-calendar": `/api/analytics/play-calendar?${tz}`,
  } as const;
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const s = (await get(paths.summary)) as AnalyticsSummary;
  if (s.totalGames !== GAMES) throw new Error(`unexpected summary: ${s.totalGames} games`);
  console.log(`summary: ${s.completedGames} completed, ${s.totalPlayTime} h, ${s.backlogProgression.toCompleted} backlog → completed`);

  // Cold: a write to the library (its version moves), then one request, COLD_RUNS times per endpoint.
  const cold: Record<string, number> = {};
  let write = 0;
  for (const [endpoint, path] of Object.entries(paths)) {
    const times: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      await db.bulk.$executeRawUnsafe(`UPDATE "library_games" SET "notes" = $1 WHERE "id" = md5('agame1')::uuid`, `write ${++write}`);
      const t = performance.now();
      await get(path);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    cold[endpoint] = times[Math.floor(times.length / 2)]!;
  }
  console.log(`\ncold (first request after a write), p50 of ${COLD_RUNS}, 1 connection:`);
  for (const [endpoint, ms] of Object.entries(cold)) console.log(`${endpoint.padEnd(12)} ${ms.toFixed(1).padStart(6)} ms`);

  const rows = await runEndpoints(
    base,
    token,
    paths,
    SECONDS,
    `cached, ${GAMES} games and ${SESSIONS} sessions, ${BENCH_DATABASE}, ${SECONDS} s per run (node ${process.version})`,
    "",
  );
  const checks: [string, boolean][] = [
    ...Object.entries(cold).map(([endpoint, ms]): [string, boolean] => [
      `${endpoint.padEnd(12)} cold p50 ≤ ${COLD_P50_MS} ms (${ms.toFixed(1)})`,
      ms <= COLD_P50_MS,
    ]),
    ...rows
      .filter((r) => r.connections === 1)
      .map((r): [string, boolean] => [`${r.endpoint.padEnd(12)} cached p50 @1 ≤ ${CACHED_P50_MS} ms (${r.p50.toFixed(1)})`, r.p50 <= CACHED_P50_MS]),
    ["no errors or non-2xx answers", rows.every((r) => r.errors === 0)],
  ];
  await finish(bench, `${GAMES} games, ${SESSIONS} sessions`, checks, t0);
}

runBench(main);
