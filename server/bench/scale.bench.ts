// The hot endpoints on a big instance (issue 29): run `npm run seed:scale` first, then
//   DATABASE_URL=postgres://…/<the seeded database> npm run bench:scale [-- --seconds 10]
// 1. Plans. The app runs in this process on the seeded database; each endpoint is asked once, then three
//    times by three other players, and every statement it sends is caught at the pg driver with its values. Each is then
//    run again under EXPLAIN (ANALYZE, BUFFERS): the plans go to a file (its path is printed), and a
//    sequential scan of a table over 10,000 rows on any of them is a miss.
// 2. Latency. The shipped server (the production build, as `npm start` runs it) serves the same database;
//    10 connections ask each endpoint for `--seconds` (default 10), every request as a different player
//    (or viewer) the server has not seen yet, so each is cold in the app's caches, after a warm-up with
//    other players that warms PostgreSQL's buffers. It prints p50/p95/p99 against the targets: p95 ≤ 50 ms
//    for My Games, a game page, reviews of a popular game, both feeds, a profile and people search;
//    ≤ 200 ms for analytics and recommendations (and the admin's user list). A non-zero exit is a miss.
// Players sign in with personal access tokens the bench adds (and removes at the end).
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { runBench, serverCommand, sleep, startBenchApp, startServer, stopServer } from "./bench-support.ts";
import { SCALE_ADMIN } from "./scale.seed.ts";
import { signalsStale } from "../src/features/recommendations/recommendations.queries.ts";
import { INSTANCE_TTL_MS } from "../src/features/recommendations/recommendations.service.ts";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const SECONDS = Number(arg("--seconds") ?? 10);
const CONNECTIONS = Number(arg("--connections") ?? 10);
/** `--only "My Games,profile"`: those endpoints alone (split at commas without a space after: "reviews, popular game" is one name); `--no-plans`: the latency run alone. */
const ONLY = arg("--only")?.split(/,(?! )/);
const PLANS = !process.argv.includes("--no-plans");
/** `--cpu-prof <dir>`: the server writes a CPU profile there when it stops. */
const PROFILE_DIR = arg("--cpu-prof");
/** Players per endpoint: more than 10 connections ask for in the run, so no one is asked twice. */
const PLAYERS = 6_000;
const WARM_PLAYERS = 1_000;
const BIG_TABLE = 10_000;

interface Player {
  id: string;
  username: string;
  token: string;
  /** One of the player's games, and one of a game many have reviewed. */
  gameId: string;
  popularGameId: string | null;
}

interface Endpoint {
  name: string;
  targetMs: number;
  /** The path asked as the n-th request, and whose token asks it. */
  request(n: number): { path: string; token: string };
}

const SEARCHES = [
  "ali",
  "mor",
  "tanaka",
  "smith",
  "ines_",
  "zoe",
  "garcia1",
  "kowal",
  "nadia_o",
  "sam",
  "marco_ro",
  "ivanova2",
  "lee",
  "hugo",
  "chen",
  "priya_s",
];

async function main() {
  const url = process.env.SCALE_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error("set DATABASE_URL (or SCALE_DATABASE_URL) to the database `npm run seed:scale` filled");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const t0 = performance.now();
  try {
    const [{ users, games }] = (
      await admin.query<{ users: number; games: number }>(
        `SELECT (SELECT count(*) FROM "users")::int AS "users", (SELECT reltuples::bigint FROM pg_class WHERE relname = 'library_games')::int AS "games"`,
      )
    ).rows as [{ users: number; games: number }];
    if (users < 10_000) throw new Error(`${users} players: run npm run seed:scale on this database first`);
    console.log(
      `instance: ${users.toLocaleString("en")} players, about ${games.toLocaleString("en")} library games (node ${process.version}, ${cpus().length} cores)`,
    );

    const players = await makePlayers(admin, PLAYERS + WARM_PLAYERS);
    const adminToken = await addToken(
      admin,
      (await admin.query<{ id: string }>(`SELECT "id"::text FROM "users" WHERE "username" = $1`, [SCALE_ADMIN])).rows[0]!.id,
    );
    const endpoints = endpointsFor(players, adminToken).filter((e) => !ONLY || ONLY.includes(e.name));

    const plans = PLANS ? await capturePlans(url, admin, endpoints) : { text: "", seqScans: [], statements: 0 };
    if (PLANS) {
      const file = join(tmpdir(), `savepoint-scale-plans-${Date.now()}.txt`);
      writeFileSync(file, plans.text);
      console.log(`\n${plans.statements} statements explained (EXPLAIN ANALYZE, BUFFERS): ${file}`);
      for (const s of plans.seqScans) console.log(`  sequential scan: ${s}`);
    }

    const rows = await measureLatency(url, admin, endpoints);
    const load = loadavg()[0]!.toFixed(1);
    console.log(`\n${CONNECTIONS} connections, every request a player not seen before, ${SECONDS} s per endpoint (load average ${load})`);
    console.log(`${"endpoint".padEnd(22)}  requests  p50 ms  p95 ms  p99 ms  req/s  errors  target p95`);
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(22)}  ${String(r.count).padStart(8)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p95.toFixed(1).padStart(6)}  ${r.p99.toFixed(1).padStart(6)}  ${r.rps.toFixed(0).padStart(5)}  ${String(r.errors).padStart(6)}  ≤ ${r.targetMs} ms`,
      );
    }
    const checks: [string, boolean][] = [
      ...rows.map((r): [string, boolean] => [`${r.name}: p95 ${r.p95.toFixed(1)} ms ≤ ${r.targetMs} ms, no errors`, r.p95 <= r.targetMs && r.errors === 0]),
    ];
    if (PLANS) {
      checks.push([`no sequential scan of a table over ${BIG_TABLE.toLocaleString("en")} rows (${plans.seqScans.length} found)`, plans.seqScans.length === 0]);
    }
    console.log(`\ntargets:`);
    for (const [label, ok] of checks) console.log(`  ${ok ? "PASS" : "FAIL"}  ${label}`);
    console.log(`total ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    await admin.query(`DELETE FROM "api_tokens" WHERE "name" = 'bench:scale'`);
    await admin.end();
  }
}

async function addToken(c: pg.Client, userId: string): Promise<string> {
  const token = `sp_${randomBytes(32).toString("base64url")}`;
  await c.query(`INSERT INTO "api_tokens" ("id", "userId", "name", "scope", "tokenHash") VALUES (gen_random_uuid(), $1::uuid, 'bench:scale', 'read', $2)`, [
    userId,
    createHash("sha256").update(token).digest("hex"),
  ]);
  return token;
}

/** Public players with a few games, in a random order, each with a token, a game and (most) a popular game. */
async function makePlayers(c: pg.Client, n: number): Promise<Player[]> {
  const { rows } = await c.query<Omit<Player, "token">>(
    `WITH popular AS (SELECT "gameKey" FROM "shared_game_stats" ORDER BY "reviews" DESC LIMIT 50),
          chosen AS (SELECT u."id", u."username" FROM "users" u JOIN "library_versions" v ON v."userId" = u."id"
                     WHERE u."profileVisibility" = 'PUBLIC' AND NOT u."isAdmin" AND v."games" >= 5 ORDER BY random() LIMIT $1)
     SELECT u."id"::text AS "id", u."username",
            (SELECT g."id"::text FROM "library_games" g WHERE g."userId" = u."id" ORDER BY g."createdAt" DESC OFFSET 2 LIMIT 1) AS "gameId",
            (SELECT g."id"::text FROM "library_games" g JOIN popular p ON p."gameKey" = "shared_game_key"(g."catalogGameId", g."slug")
             WHERE g."userId" = u."id" LIMIT 1) AS "popularGameId"
     FROM chosen u`,
    [n],
  );
  await c.query(`DELETE FROM "api_tokens" WHERE "name" = 'bench:scale'`);
  const tokens: string[] = [];
  const values = rows.map((p) => {
    const token = `sp_${randomBytes(32).toString("base64url")}`;
    tokens.push(token);
    return [p.id, createHash("sha256").update(token).digest("hex")];
  });
  await c.query(
    `INSERT INTO "api_tokens" ("id", "userId", "name", "scope", "tokenHash")
     SELECT gen_random_uuid(), u::uuid, 'bench:scale', 'read', h FROM unnest($1::text[], $2::text[]) AS t(u, h)`,
    [values.map((v) => v[0]), values.map((v) => v[1])],
  );
  return rows.map((p, i) => ({ ...p, token: tokens[i]! }));
}

function endpointsFor(players: Player[], adminToken: string): Endpoint[] {
  const at = (n: number) => players[n % players.length]!;
  const popular = players.filter((p) => p.popularGameId !== null);
  const mine = (name: string, targetMs: number, path: (p: Player, n: number) => string): Endpoint => ({
    name,
    targetMs,
    request: (n) => ({ path: path(at(n), n), token: at(n).token }),
  });
  return [
    mine("My Games", 50, () => "/api/games"),
    mine("game page", 50, (p) => `/api/games/${p.gameId}`),
    {
      name: "reviews, popular game",
      targetMs: 50,
      request: (n) => {
        const p = popular[n % popular.length]!;
        return { path: `/api/reviews/game/${p.popularGameId}?sort=${n % 2 ? "likes" : "newest"}`, token: p.token };
      },
    },
    // A popular game's community numbers (with its time to beat: every counted player's copies read),
    // and the time to beat of the player's backlog games (others' completed copies of each).
    {
      name: "community, popular game",
      targetMs: 50,
      request: (n) => {
        const p = popular[n % popular.length]!;
        return { path: `/api/games/${p.popularGameId}/community-stats`, token: p.token };
      },
    },
    // Asked beside the list, not before it: each new player's games are read cold here (a process keeps
    // each game's figures until the game or who counts changes), so it is held to the heavier endpoints' 200 ms.
    mine("backlog time to beat", 200, () => "/api/games/time-to-beat"),
    mine("feed, all", 50, () => "/api/community/activity"),
    mine("feed, following", 50, () => "/api/community/activity?scope=following"),
    // Another player's profile, and varied searches (a name, or a name and a digit of the usernames).
    mine("profile", 50, (_p, n) => `/api/users/${encodeURIComponent(at(n * 7 + 3).username)}`),
    mine("people search", 50, (_p, n) => `/api/users?q=${SEARCHES[n % SEARCHES.length]}${n % 5 === 0 ? "" : n % 10}`),
    mine("analytics summary", 200, () => "/api/analytics/summary"),
    mine("recommendations", 200, () => "/api/recommendations"),
    {
      name: "admin: users",
      targetMs: 200,
      request: (n) => ({
        path: n % 2 ? `/api/admin/users?page=${1 + (n % 200)}` : `/api/admin/users?q=${SEARCHES[n % SEARCHES.length]}&page=1`,
        token: adminToken,
      }),
    },
  ];
}

interface Captured {
  text: string;
  values: unknown[];
}

/**
 * Asks each endpoint three times on an in-process app whose pg driver records every statement, then
 * explains each distinct SELECT with its values on a connection of its own.
 */
async function capturePlans(url: string, c: pg.Client, endpoints: Endpoint[]) {
  const seen: Captured[] = [];
  let recording = false;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    if (recording) {
      const [q, v] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      const text = typeof q === "string" ? q : q.text;
      const values = typeof q === "string" ? (Array.isArray(v) ? v : []) : (q.values ?? []);
      if (typeof text === "string") seen.push({ text, values });
    }
    return original.apply(this, args);
  };
  const app = await startBenchApp({ catalog: true, databaseUrl: url });
  const out: string[] = [];
  const seqScans = new Set<string>();
  let statements = 0;
  const sizes = new Map(
    (
      await c.query<{ relname: string; n: number }>(
        `SELECT relname, reltuples::float8 AS n FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'`,
      )
    ).rows.map((r) => [r.relname, r.n]),
  );
  try {
    for (const e of endpoints) {
      // One request first, by a player not explained: what the endpoint loads once per process (and the
      // recommender's instance-wide signals, computed in the background afterwards) is not a request's plan.
      const first = e.request(PLAYERS + WARM_PLAYERS - 1);
      await (await fetch(`${app.base}${first.path}`, { headers: { authorization: `Bearer ${first.token}` } })).arrayBuffer();
      for (let i = 0; i < 3; i++) {
        // Players of the warm-up set: the latency run's players stay unseen.
        const { path, token } = e.request(PLAYERS + i * 101 + 17);
        seen.length = 0;
        recording = true;
        const res = await fetch(`${app.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        const body = await res.text();
        recording = false;
        if (res.status !== 200) throw new Error(`${e.name}: ${path} answered ${res.status} ${body.slice(0, 300)}`);
        const selects = seen.filter((s) => /^\s*(SELECT|WITH)\b/i.test(s.text) && !/\bFOR (UPDATE|SHARE)\b|pg_advisory|pg_notify/i.test(s.text));
        const distinct = [...new Map(selects.map((s) => [s.text, s])).values()];
        for (const s of distinct) {
          statements++;
          const plan = await explain(c, s);
          for (const node of seqScanNodes(plan.json)) {
            const rows = sizes.get(node) ?? 0;
            if (rows > BIG_TABLE) seqScans.add(`${e.name}: ${node} (${Math.round(rows).toLocaleString("en")} rows)`);
          }
          out.push(`=== ${e.name} ${path}\n${s.text.trim()}\n-- values: ${JSON.stringify(s.values).slice(0, 500)}\n${plan.text}\n`);
        }
      }
    }
  } finally {
    proto.query = original;
    await app.close();
  }
  return { text: out.join("\n"), seqScans: [...seqScans], statements };
}

/** A WITH whose parts write (a token's last use stepped on the way): explained too, and rolled back. */
const writes = (text: string) => /\b(UPDATE|INSERT|DELETE)\b/i.test(text);

async function explain(c: pg.Client, s: Captured): Promise<{ json: unknown; text: string }> {
  await c.query(writes(s.text) ? "BEGIN" : "BEGIN READ ONLY");
  try {
    const json = (await c.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${s.text}`, s.values)).rows[0]!["QUERY PLAN"];
    const text = (await c.query<{ "QUERY PLAN": string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values)).rows.map((r) => r["QUERY PLAN"]).join("\n");
    return { json, text };
  } finally {
    await c.query("ROLLBACK");
  }
}

/** The tables a plan reads with a sequential scan. */
function seqScanNodes(plan: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object") return;
    const n = node as Record<string, unknown>;
    if (n["Node Type"] === "Seq Scan" && typeof n["Relation Name"] === "string") found.push(n["Relation Name"]);
    for (const v of Object.values(n)) if (typeof v === "object") walk(v);
  };
  walk(plan);
  return found;
}

interface LatencyRow {
  name: string;
  targetMs: number;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** The shipped server on the seeded database; per endpoint a warm-up, then the cold-player run. */
async function measureLatency(url: string, admin: pg.Client, endpoints: Endpoint[]): Promise<LatencyRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "sp-scale-"));
  const server = await startServer(dataDir, serverCommand(PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : []), { DATABASE_URL: url });
  const rows: LatencyRow[] = [];
  try {
    await waitHealthy(server.base);
    // The start's own work (the catalog's search index) is not a player's request: wait it out.
    await Promise.race([server.logged(/search index ready/), sleep(60_000)]);
    for (const e of endpoints) {
      // Warm-up: the players after PLAYERS (never measured), 2 s.
      await drive(server.base, (n) => e.request(PLAYERS + (n % WARM_PLAYERS)), 2, WARM_PLAYERS);
      if (e.name === "recommendations") await signalsFresh(admin);
      const r = await drive(server.base, (n) => e.request(n), SECONDS, PLAYERS);
      rows.push({ name: e.name, targetMs: e.targetMs, ...r });
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/**
 * The recommender's instance-wide signals are computed again in the background once stale (44 s of
 * PostgreSQL at 100,000 players, every 37 minutes): a run overlapping that measures it, not the
 * endpoint. The warm-up's requests started it; wait until it is stored.
 */
async function signalsFresh(c: pg.Client) {
  for (let i = 0; i < 180; i++) {
    const { rows } = await c.query<{ computedAt: Date; tookMs: number }>(`SELECT "computedAt", "tookMs" FROM "recommendation_signals" WHERE "id" = 1`);
    if (rows[0] && !signalsStale(rows[0], new Date(), INSTANCE_TTL_MS)) return;
    if (i === 0) console.log("  waiting for the recommender's instance-wide signals to be computed");
    await sleep(1000);
  }
  throw new Error("the recommender's instance-wide signals were not computed within 180 s");
}

async function waitHealthy(base: string) {
  for (let i = 0; i < 120; i++) {
    const res = await fetch(`${base}/api/health`).catch(() => null);
    if (res?.status === 200) return;
    await sleep(500);
  }
  throw new Error("the server did not become healthy");
}

/** `CONNECTIONS` loops asking request 0, 1, 2… for `seconds` or until `limit` requests were made. */
async function drive(base: string, next: (n: number) => { path: string; token: string }, seconds: number, limit: number) {
  const times: number[] = [];
  let errors = 0;
  let n = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end && n < limit) {
        const { path, token } = next(n++);
        const t = performance.now();
        const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
        const body = await res.text();
        times.push(performance.now() - t);
        if (res.status !== 200) {
          errors++;
          if (errors <= 3) console.log(`  ${path}: ${res.status} ${body.slice(0, 200)}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { count: times.length, errors, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), rps: times.length / elapsed };
}

runBench(main);
