// Recommendations benchmark: 'For you' for a user with 1,000 games over the bundled 80,000-title
// catalog, on an instance of 2,000 users, on the embedded database with one connection.
//   cd /work/main && npm run bench:recommendations
// (runs under `node --liftoff-only`, as the server does: scripts/server-launch.mjs). Loads the bundled
// catalog into an in-memory PGlite, registers the user through the API and seeds with bulk SQL: the
// user's 1,000 library games (curated and retro catalog games, all four statuses, ratings), and 1,999
// other users with OTHER_GAMES curated games each (ratings, added over the last 200 days: what
// co-occurrence and trending read). Then times: the first request (the recommendation catalog read and
// indexed, the instance's trending read), 'For you' cold (the first request after a write to the
// library, BENCH_COLD times, p50), a refresh (?refresh=1), the other lists once, and 'For
// you' cached (autocannon, BENCH_SECONDS at 1 and 10 connections). Targets at one connection: p50 ≤
// 150 ms cold and ≤ 5 ms cached. A non-zero exit means a missed target.
import { performance } from "node:perf_hooks";
import type { RecommendationList } from "@savepoint/common";
import type { Db } from "../src/db/prisma.ts";
import { readBundledCatalog, syncBundledCatalog } from "../src/features/catalog/index.ts";
import { slugify } from "../src/lib/text.ts";
import { BENCH_DATABASE, finish, registerUser, runBench, runEndpoints, startBenchApp } from "./bench-support.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const COLD_RUNS = Number(process.env.BENCH_COLD ?? 15);
const USERS = 2_000;
const GAMES = 1_000;
const OTHER_GAMES = 60;
const COLD_P50_MS = 150;
const CACHED_P50_MS = 5;

async function seed(db: Db, userId: string): Promise<void> {
  await db.$executeRawUnsafe(`CREATE TEMPORARY TABLE bench_core AS
    SELECT "id", "title", "platforms", "genres", (row_number() OVER (ORDER BY "id"))::int AS n FROM "catalog_games" WHERE "source" = 'core' AND NOT "hidden"`);
  await db.$executeRawUnsafe(`CREATE TEMPORARY TABLE bench_retro AS
    SELECT "id", "title", "platforms", "genres", (row_number() OVER (ORDER BY "id"))::int AS n FROM "catalog_games" WHERE "source" = 'mame' AND NOT "hidden"`);
  await db.$executeRawUnsafe(`CREATE INDEX ON bench_core (n)`);
  await db.$executeRawUnsafe(`CREATE INDEX ON bench_retro (n)`);
  const count = async (table: string) => (await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const core = await count("bench_core");
  const retro = await count("bench_retro");
  // The user's games: 600 curated (every fourth of the first 2,400) and 400 retro ones (a backlog game has no rating: the database's CHECK).
  await db.$executeRawUnsafe(
    `INSERT INTO "library_games" ("id", "userId", "catalogGameId", "title", "slug", "platform", "genres", "status", "rating", "createdAt", "updatedAt")
     SELECT md5('rgame' || i)::uuid, $1::uuid, c."id", c."title", 'reco-game-' || i, coalesce(c."platforms"[1], 'PC'), c."genres",
            (ARRAY['COMPLETED', 'BACKLOG', 'IN_PROGRESS', 'ABANDONED'])[1 + i % 4], CASE WHEN i % 3 = 0 OR i % 4 = 1 THEN NULL ELSE 1 + (i * 7) % 10 END,
            now() - make_interval(days => i % 700), now()
     FROM generate_series(1, $2::int) AS i
     JOIN LATERAL (
       SELECT * FROM bench_core WHERE i <= 600 AND n = 1 + ((i * 4) % $3::int)
       UNION ALL
       SELECT * FROM bench_retro WHERE i > 600 AND n = 1 + ((i * 97) % $4::int)
     ) c ON true`,
    userId,
    GAMES,
    core,
    retro,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "users" ("id", "firstName", "lastName", "email", "emailLower", "username", "passwordHash")
     SELECT md5('rmember' || i)::uuid, 'Member', 'No' || i, 'rmember' || i || '@example.test', 'rmember' || i || '@example.test', 'rmember_' || i, '!bench-no-login'
     FROM generate_series(1, $1::int) AS i`,
    USERS - 1,
  );
  // Each member plays around a "home" part of the catalog (tastes cluster), rating a third of it 8+.
  await db.$executeRawUnsafe(
    `INSERT INTO "library_games" ("id", "userId", "catalogGameId", "title", "slug", "platform", "genres", "status", "rating", "createdAt", "updatedAt")
     SELECT md5('rmgame' || m || '-' || k)::uuid, md5('rmember' || m)::uuid, c."id", c."title", 'member-game-' || k, coalesce(c."platforms"[1], 'PC'), c."genres",
            (ARRAY['COMPLETED', 'IN_PROGRESS', 'BACKLOG', 'ABANDONED'])[1 + (m + k) % 4],
            CASE WHEN (m + k) % 4 = 2 THEN NULL ELSE 1 + (m * 3 + k * 7) % 10 END,
            now() - make_interval(days => (m * 11 + k * 5) % 200), now()
     FROM generate_series(1, $1::int) AS m
     CROSS JOIN generate_series(1, $2::int) AS k
     JOIN bench_core c ON c.n = 1 + ((m * 13 + k * k * 3 + k) % $3::int)`,
    USERS - 1,
    OTHER_GAMES,
    core,
  );
}

async function main() {
  const t0 = performance.now();
  const bench = await startBenchApp();
  const { db, base } = bench;
  const tc = performance.now();
  await syncBundledCatalog(db.bulk, readBundledCatalog(slugify));
  console.log(`catalog: bundled titles stored in ${((performance.now() - tc) / 1000).toFixed(1)} s`);
  const { token, user } = await registerUser(base, `reco${Date.now().toString(36)}`);
  const ts = performance.now();
  await seed(db.bulk, user.id);
  await db.bulk.$executeRawUnsafe(`ANALYZE`);
  const n = (await db.bulk.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "library_games"`))[0]!.n;
  console.log(`seeded ${GAMES} games for the user and ${n - GAMES} for ${USERS - 1} other users in ${((performance.now() - ts) / 1000).toFixed(1)} s`);

  const get = async (path: string) => {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as RecommendationList;
    return { body, ms: performance.now() - t };
  };
  const first = await get("/api/recommendations");
  console.log(
    `first request (the recommendation catalog read and indexed, the instance's trending and tracking read): ${first.ms.toFixed(0)} ms, ${first.body.items.length} picks`,
  );
  for (const c of first.body.items.slice(0, 5)) console.log(`  ${String(c.matchScore).padStart(3)}%  ${c.title} — ${c.reason}`);

  let write = 0;
  const p50 = async (path: string) => {
    const times: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      await db.bulk.$executeRawUnsafe(`UPDATE "library_games" SET "notes" = $1 WHERE "id" = md5('rgame1')::uuid`, `write ${++write}`);
      times.push((await get(path)).ms);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  };
  const cold = await p50("/api/recommendations");
  const refresh = await p50("/api/recommendations?refresh=1");
  console.log(`\n'For you' cold (first request after a write), p50 of ${COLD_RUNS}, 1 connection: ${cold.toFixed(1)} ms`);
  console.log(`'For you' with ?refresh=1, p50 of ${COLD_RUNS}: ${refresh.toFixed(1)} ms`);
  for (const path of ["similar", "trending", "underrated", "profile"]) {
    await db.bulk.$executeRawUnsafe(`UPDATE "library_games" SET "notes" = $1 WHERE "id" = md5('rgame1')::uuid`, `write ${++write}`);
    console.log(`  ${path.padEnd(10)} cold, once: ${(await get(`/api/recommendations/${path}`)).ms.toFixed(1)} ms`);
  }

  const rows = await runEndpoints(
    base,
    token,
    { "for you": "/api/recommendations" },
    SECONDS,
    `cached, ${GAMES} games, ${USERS} users, ${BENCH_DATABASE}, ${SECONDS} s per run (node ${process.version}, ${process.execArgv.join(" ")})`,
    "",
  );
  const checks: [string, boolean][] = [
    [`'For you' cold p50 ≤ ${COLD_P50_MS} ms (${cold.toFixed(1)})`, cold <= COLD_P50_MS],
    ...rows
      .filter((r) => r.connections === 1)
      .map((r): [string, boolean] => [`'For you' cached p50 @1 ≤ ${CACHED_P50_MS} ms (${r.p50.toFixed(1)})`, r.p50 <= CACHED_P50_MS]),
    ["no errors or non-2xx answers", rows.every((r) => r.errors === 0)],
    ["12 picks for the user", first.body.items.length === 12],
  ];
  await finish(bench, `${GAMES} games, ${USERS} users`, checks, t0);
}

runBench(main);
