// `npm run bench:load [-- --engine embedded|postgres|both]`: a load test of the shipped server (issue 27).
// Runs `node server/dist/index.js` as `npm start` does (scripts/server-launch.mjs), on loopback, on the
// embedded database (a fresh temporary DATA_DIR) and on PostgreSQL (a database with a random name created
// on the server DATABASE_URL names, dropped at the end; without DATABASE_URL that engine is not run, which
// fails the bench only when `--engine postgres` asked for it). Default: both.
//
// Per engine: a first start with BCRYPT_COST=4 seeds the instance through the API (load.seed.ts: LOAD_PLAYERS
// players, 300 by default, with libraries from the bundled catalog, sessions, reviews, journal entries and
// follows; about a minute), then a restart at the real bcrypt cost (config.ts's default) is measured:
//   1. idle RSS after SETTLE_SECONDS (60) of quiet;
//   2. the anonymous large-body attack: 20 anonymous ~11 MB POSTs to import-preview and catalog-upload;
//   3. 20 simultaneous sign-ups at the real bcrypt cost;
//   4. 100 simultaneous writers (each WRITER_ROUNDS (2) × add a game, log a session, complete it, review it,
//      write a journal entry);
//   5. 50 keep-alive connections × LOAD_SECONDS (120) of a mixed workload (load.workload.ts: My Games, game
//      pages, search as you type, community, analytics, journal, add and edit games, sessions, reviews,
//      sign-ins, and one import), RSS read every second for the peak;
//   6. REST_SECONDS (60) of rest, then RSS.
// Prints requests/s, count and p50/p95/p99 per endpoint class, errors by status (any status 400 and up or
// no answer, except 429 on sign-in/sign-up), RSS idle/peak/after rest, the load average at start and end.
// About 7 minutes per engine with the defaults. Targets (a quiet 2-core machine), a miss exits non-zero:
//   - 100 simultaneous writers: no error, every answer within 5 s;
//   - 20 simultaneous sign-ups: every one 201 (429 allowed, no 5xx) within 10 s;
//   - the mixed workload: no error; p99 ≤ 250 ms for every class, ≤ 2 s for sign-in and sign-up;
//   - RSS after the rest ≤ 1.25 × idle RSS (no forced GC, no allocator call);
//   - after the large-body attack RSS within 10 % of idle.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { rssMb, serverCommand, settle, sleep, startServer, stopServer, type RunningServer, type ServerCommand } from "./bench-support.ts";
import { Recorder } from "./load.client.ts";
import { seedInstance } from "./load.seed.ts";
import { largeBodyAttack, mixedWorkload, simultaneousSignUps, simultaneousWriters } from "./load.workload.ts";

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LOAD_S = seconds("LOAD_SECONDS", 120);
const SETTLE_S = seconds("SETTLE_SECONDS", 60);
const REST_S = seconds("REST_SECONDS", 60);
const PLAYERS = seconds("LOAD_PLAYERS", 300);
const WRITER_ROUNDS = seconds("WRITER_ROUNDS", 2);
const COUNTS = { attack: 20, signUps: 20, writers: 100, connections: 50 };
/** Seconds after the attack's last answer before its RSS is read. */
const ATTACK_SETTLE_S = 5;
const TARGETS = { writersMaxMs: 5_000, signUpsMaxMs: 10_000, p99Ms: 250, authP99Ms: 2_000, restRatio: 1.25, attackPct: 10 };
const AUTH_CLASSES = new Set(["sign-in", "sign-up"]);

type Engine = "embedded" | "postgres";
type Check = readonly [string, boolean];

const mb = (n: number) => `${n.toFixed(0)} MB`;

/** Reads RSS once a second until stopped; `peak` is the highest reading. */
function sampleRss(pid: number): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 1000);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

/** A database with a random name on the PostgreSQL server `adminUrl` names; drop() removes it. */
async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `savepoint_load_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

function serverErrors(server: RunningServer): void {
  if (server.errorCount === 0) return;
  console.log(`  server logged ${server.errorCount} error line(s); the first:`);
  for (const line of server.errorLogs) console.log(`    ${line}`);
}

/** The six phases on one engine; prints them and returns the targets' checks. */
async function measure(engine: Engine, run: ServerCommand, databaseUrl: string): Promise<Check[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "sp-load-"));
  const env = { DATABASE_URL: databaseUrl, SKIP_CATALOG: "false" };
  const checks: Check[] = [];
  console.log(
    `\n== ${engine} (${engine === "embedded" ? "PGlite" : "PostgreSQL"}), node ${process.version}, load average at start ${loadavg()[0]!.toFixed(2)}`,
  );
  try {
    const seeding = await startServer(dataDir, run, { ...env, BCRYPT_COST: "4" });
    const seeded = await seedInstance(seeding.base, PLAYERS);
    serverErrors(seeding);
    await stopServer(seeding);

    // The measured server: BCRYPT_COST unset, so config.ts's default (the real cost) applies.
    const server = await startServer(dataDir, run, { ...env, BCRYPT_COST: undefined });
    const pid = server.child.pid!;
    try {
      console.log(`  restarted at the real bcrypt cost in ${(server.startMs / 1000).toFixed(1)} s`);
      const idle = await settle(server, SETTLE_S);
      console.log(`1 idle RSS after ${SETTLE_S} s: ${mb(idle)}`);

      const attackRss = sampleRss(pid);
      const attack = await largeBodyAttack(server.base, COUNTS.attack);
      const attackPeak = attackRss.stop();
      const afterAttack = await settle(server, ATTACK_SETTLE_S);
      const attackPct = ((afterAttack - idle) / idle) * 100;
      console.log(
        `2 large-body attack (${COUNTS.attack} anonymous ~11 MB POSTs): RSS peak ${mb(attackPeak)}, ${ATTACK_SETTLE_S} s after ${mb(afterAttack)} (${attackPct >= 0 ? "+" : ""}${attackPct.toFixed(1)} %)`,
      );
      attack.print("    ", true);
      checks.push([
        `large-body attack: RSS ${ATTACK_SETTLE_S} s after ${mb(afterAttack)} within ${TARGETS.attackPct} % of idle ${mb(idle)}`,
        Math.abs(attackPct) <= TARGETS.attackPct,
      ]);

      const signUps = new Recorder();
      const accounts = await simultaneousSignUps(server.base, COUNTS.signUps, signUps);
      const limited = signUps.count("sign-up", 429);
      console.log(
        `3 ${COUNTS.signUps} simultaneous sign-ups at the real bcrypt cost: ${accounts.length} accounts, ${((signUps.last - signUps.first) / 1000).toFixed(1)} s`,
      );
      signUps.print("    ");
      const signUpsOk = signUps.errorCount() === 0 && accounts.length + limited === COUNTS.signUps && signUps.maxMs() <= TARGETS.signUpsMaxMs;
      checks.push([
        `${COUNTS.signUps} simultaneous sign-ups: ${accounts.length} × 201, ${limited} × 429, ${signUps.errorCount()} errors; slowest ${signUps.maxMs().toFixed(0)} ms ≤ ${TARGETS.signUpsMaxMs} ms`,
        signUpsOk,
      ]);

      const writers = new Recorder();
      await simultaneousWriters(server.base, seeded.players, COUNTS.writers, WRITER_ROUNDS, writers);
      const writerS = (writers.last - writers.first) / 1000;
      console.log(
        `4 ${COUNTS.writers} simultaneous writers × ${WRITER_ROUNDS} rounds: ${writers.total} requests in ${writerS.toFixed(1)} s (${(writers.total / writerS).toFixed(0)} req/s)`,
      );
      writers.print("    ");
      const writersOk = writers.errorCount() === 0 && writers.maxMs() <= TARGETS.writersMaxMs;
      checks.push([
        `${COUNTS.writers} simultaneous writers: ${writers.errorCount()} errors, slowest ${writers.maxMs().toFixed(0)} ms ≤ ${TARGETS.writersMaxMs} ms`,
        writersOk,
      ]);

      const mixed = new Recorder();
      const loadRss = sampleRss(pid);
      const imported = await mixedWorkload(server.base, seeded, accounts, COUNTS.connections, LOAD_S, mixed);
      const peak = loadRss.stop();
      const mixedS = (mixed.last - mixed.first) / 1000;
      console.log(
        `5 mixed workload, ${COUNTS.connections} connections × ${LOAD_S} s: ${mixed.total} requests, ${(mixed.total / mixedS).toFixed(0)} req/s; the import: ${imported}`,
      );
      mixed.print("    ");
      checks.push([`mixed workload: ${mixed.errorCount()} errors`, mixed.errorCount() === 0]);
      for (const cls of mixed.classes()) {
        const limit = AUTH_CLASSES.has(cls) ? TARGETS.authP99Ms : TARGETS.p99Ms;
        const p99 = mixed.percentile(cls, 99);
        checks.push([`mixed workload: ${cls} p99 ${p99.toFixed(1)} ms ≤ ${limit} ms`, p99 <= limit]);
      }

      const rested = await settle(server, REST_S);
      console.log(`6 RSS: idle ${mb(idle)}, peak under load ${mb(peak)}, after ${REST_S} s rest ${mb(rested)} (${(rested / idle).toFixed(2)} × idle)`);
      checks.push([`RSS after ${REST_S} s rest ${mb(rested)} ≤ ${TARGETS.restRatio} × idle ${mb(idle)}`, rested <= TARGETS.restRatio * idle]);
      serverErrors(server);
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`  load average at end ${loadavg()[0]!.toFixed(2)}`);
  return checks;
}

function engines(): { engines: Engine[]; explicit: boolean } {
  const i = process.argv.indexOf("--engine");
  const arg = i >= 0 ? process.argv[i + 1] : (process.argv.find((a) => a.startsWith("--engine="))?.slice(9) ?? "both");
  if (arg !== "embedded" && arg !== "postgres" && arg !== "both") throw new Error(`--engine must be embedded, postgres or both (got ${arg})`);
  return { engines: arg === "both" ? ["embedded", "postgres"] : [arg], explicit: arg === "postgres" };
}

async function main() {
  const t0 = performance.now();
  const { engines: wanted, explicit } = engines();
  const run = serverCommand();
  const results: [Engine, Check[]][] = [];
  let failed = false;
  for (const engine of wanted) {
    if (engine === "embedded") {
      results.push([engine, await measure(engine, run, "")]);
      continue;
    }
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) {
      console.log(`\n== postgres: not run: DATABASE_URL is not set (it names the PostgreSQL server the bench creates its scratch database on)`);
      failed ||= explicit;
      continue;
    }
    const db = await scratchDatabase(adminUrl);
    try {
      results.push([engine, await measure(engine, run, db.url)]);
    } finally {
      await sleep(500); // the server's pool lets go of its connections
      await db.drop();
    }
  }
  for (const [engine, checks] of results) {
    console.log(`\ntargets (${engine}):`);
    for (const [label, ok] of checks) console.log(`  ${ok ? "PASS" : "FAIL"}  ${label}`);
    failed ||= checks.some(([, ok]) => !ok);
  }
  console.log(`total ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
