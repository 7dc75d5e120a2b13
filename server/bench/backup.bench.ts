// `npm run bench:backup [-- --runs N]`: backup and restore of a 5,000-game instance (ADR 028; the issue's
// "at most 2 s [of write waiting] for a 5,000-game instance, never an error").
//   1. The built server (as `npm start` runs it) on a fresh embedded DATA_DIR (the bundled catalog loaded),
//      seeded through the API: PLAYERS players × GAMES_EACH catalog games (statuses, ratings, play time
//      varied), play sessions, reviews, journal entries and follows.
//   2. While a writer (a child process, so its timings are its own) sends one write every WRITE_EVERY_MS
//      (a library edit, a journal entry or a play session, in turn), the backup (backupInstance, as
//      `npm run backup` takes it) runs N times: its time, how long it held the snapshot (holdMs: every
//      other request of the embedded server waits that long), the file's size, and the writer's slowest
//      and p99 write and failures (any answer but 2xx) among the writes sent during it.
//   3. The backup is restored (restoreInstance, as `npm run restore`) N times into a fresh embedded DATA_DIR
//      and, with DATABASE_URL (a PostgreSQL server where it may CREATE DATABASE), N times into a fresh database.
//   4. With DATABASE_URL: the server runs on the last restored database, the same writer goes on (the
//      players' sessions came with the restore), and a backup of it (engine postgres) is taken N times; its
//      file is restored once into a fresh embedded DATA_DIR.
// Prints medians, the load average at start and end. Targets (a miss exits 1): no write fails during a backup;
// on the embedded database the snapshot and every write's wait stay ≤ 2 s.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { serverProcess } from "../../scripts/server-launch.mjs";
import { backupInstance, restoreInstance, type InstanceTarget } from "../src/db/backup/instance.ts";
import { ROOT, serverCommand, sleep, startServer, stopServer, type RunningServer, type ServerCommand } from "./bench-support.ts";
import { createClient, Recorder, send, sessionToken } from "./load.client.ts";
import { dayAgo, inPool, registerBody } from "./load.seed.ts";

const PLAYERS = 50;
const GAMES_EACH = 100;
const WRITE_EVERY_MS = 50;
const TARGET_WAIT_MS = 2_000;
const STATUSES = ["COMPLETED", "IN_PROGRESS", "BACKLOG", "COMPLETED", "ABANDONED", "IN_PROGRESS", "BACKLOG"] as const;
const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;

/** What the writer writes to: a player's session and games by status. */
type Target = { token: string; completed: string[]; playing: string[] };
interface WriteStats {
  count: number;
  p99: number;
  max: number;
  failed: number;
  answers: string;
}
type ToWriter = { start: { base: string; targets: Target[] } } | { open: true } | { close: true } | { stop: true };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const size = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const statsLine = (w: WriteStats) =>
  `${w.count} writes: p99 ${w.p99.toFixed(0)} ms, max ${w.max.toFixed(0)} ms, ${w.failed} failed${w.failed ? ` (${w.answers})` : ""}`;

// ---- The writer: a child process sending one write every WRITE_EVERY_MS, whatever is still in flight ----

function writerChild(): void {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let timer: NodeJS.Timeout | undefined;
  let win: { ms: number[]; answers: Map<number, number>; pending: Set<Promise<void>> } | undefined;
  const reply = (m: unknown) => process.send!(m);
  process.on("disconnect", () => process.exit(0)); // the bench stopped: so does its writer
  process.on("message", (m: ToWriter) => {
    if ("start" in m) {
      const { base, targets } = m.start;
      const url = new URL(base);
      let n = 0;
      timer = setInterval(() => {
        const i = n++;
        const t = targets[i % targets.length]!;
        const round = Math.floor(i / targets.length);
        const kind = i % 3;
        const game = kind === 0 ? t.completed[round % t.completed.length]! : t.playing[round % t.playing.length]!;
        const [method, path, body]: [string, string, object] =
          kind === 0
            ? ["PUT", `/api/games/${game}`, { rating: 1 + (i % 10), notes: `Replayed a level (${i}).` }]
            : kind === 1
              ? ["POST", "/api/journal", { gameId: game, content: `Played a bit more tonight (${i}).`, date: dayAgo(0) }]
              : ["POST", `/api/games/${game}/sessions`, { minutes: 15 + (i % 60) }];
        const payload = Buffer.from(JSON.stringify(body));
        const headers = { origin: base, authorization: `Bearer ${t.token}`, "content-type": "application/json", "content-length": payload.length };
        const into = win;
        const t0 = performance.now();
        const done = send(agent, { hostname: url.hostname, port: url.port, method, path, headers }, payload).then((a) => {
          into?.ms.push(performance.now() - t0);
          into?.answers.set(a.status, (into.answers.get(a.status) ?? 0) + 1);
          into?.pending.delete(done);
        });
        into?.pending.add(done);
      }, WRITE_EVERY_MS);
    } else if ("open" in m) {
      win = { ms: [], answers: new Map(), pending: new Set() };
      reply({ opened: true });
    } else if ("close" in m) {
      const w = win!;
      win = undefined;
      void Promise.all([...w.pending]).then(() => {
        const sorted = w.ms.sort((a, b) => a - b);
        const failed = [...w.answers].reduce((n, [status, k]) => n + (status >= 200 && status < 300 ? 0 : k), 0);
        const answers = [...w.answers].map(([s, k]) => `${s === 0 ? "no answer" : s} ×${k}`).join(", ");
        const p99 = sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
        reply({ count: sorted.length, p99, max: sorted.at(-1) ?? 0, failed, answers } satisfies WriteStats);
      });
    } else {
      clearInterval(timer);
      agent.destroy();
      process.exit(0);
    }
  });
}

/** The writer child, and `during(fn)`: fn's result with the writes sent while it ran. */
function startWriter() {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ["--writer"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const ask = <T>(m: ToWriter) => new Promise<T>((resolve) => (child.once("message", (a) => resolve(a as T)), child.send(m)));
  return {
    start: (base: string, targets: Target[]) => child.send({ start: { base, targets } } satisfies ToWriter),
    async during<T>(fn: () => Promise<T>): Promise<{ result: T; writes: WriteStats }> {
      await ask({ open: true });
      const result = await fn();
      return { result, writes: await ask<WriteStats>({ close: true }) };
    },
    stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.send({ stop: true } satisfies ToWriter))),
  };
}
type Writer = ReturnType<typeof startWriter>;

// ---- Seeding through the API ----

/** PLAYERS players × GAMES_EACH catalog games with sessions, reviews, journal entries and follows. */
async function seed(base: string, dataDir: string): Promise<Target[]> {
  const t0 = performance.now();
  const db = new pg.Client({ connectionString: readFileSync(join(dataDir, "db", "socket.url"), "utf8").trim() });
  await db.connect();
  const slugs = (
    await db.query<{ slug: string }>(`SELECT slug FROM catalog_games WHERE NOT hidden ORDER BY metacritic DESC NULLS LAST, id LIMIT 1500`)
  ).rows.map((r) => r.slug);
  await db.end();
  if (slugs.length < 1500) throw new Error(`the catalog holds ${slugs.length} games (was the bundled catalog loaded?)`);
  const rec = new Recorder();
  const client = createClient(base, 8, rec);
  const run = randomBytes(3).toString("hex");
  const names = Array.from({ length: PLAYERS }, (_, i) => `backup_${i}_${run}`);
  const targets: Target[] = new Array<Target>(PLAYERS);
  await inPool(names, 8, async (name, i) => {
    const a = await client.call("sign-up", "POST", "/api/auth/register", { body: registerBody(name, `${name}@example.test`) });
    const token = sessionToken(a);
    if (a.status !== 201 || !token) throw new Error(`sign-up answered ${a.status} ${JSON.stringify(a.json)}`);
    targets[i] = { token, completed: [], playing: [] };
  });
  await inPool(targets, 8, async (t, i) => {
    const token = t.token;
    for (let k = 0; k < GAMES_EACH; k++) {
      const status = STATUSES[(i + k) % STATUSES.length]!;
      const played = status === "BACKLOG" ? {} : { rating: 1 + ((i * 3 + k) % 10), playTime: ((i + k * 7) % 120) + 0.5 };
      const catalogSlug = slugs[(i * 29 + k) % slugs.length]!;
      const a = await client.call("add game", "POST", "/api/games", {
        token,
        body: { catalogSlug, status, ...played, priority: ["high", "medium", "low"][k % 3] },
      });
      if (a.status !== 201) continue;
      const id = (a.json as { id: string }).id;
      if (status === "IN_PROGRESS") {
        t.playing.push(id);
        if (k % 3 === 0) await client.call("session", "POST", `/api/games/${id}/sessions`, { token, body: { minutes: 20 + (k % 90), date: dayAgo(k % 30) } });
      }
      if (status === "COMPLETED") {
        t.completed.push(id);
        if (k % 4 === 0) {
          const comment = `Finished it in ${10 + (k % 40)} hours. ${k % 3 ? "A soundtrack to keep." : "Too many fetch quests."}`;
          await client.call("review", "POST", `/api/reviews/game/${id}`, { token, body: { rating: 1 + ((i + k) % 10), comment, spoiler: k % 5 === 0 } });
        }
      }
    }
    for (let j = 0; j < 4; j++) {
      const body = { gameId: j % 2 ? null : (t.playing[j] ?? null), title: `Week ${j + 1}`, content: "Slow start, then it clicks.", date: dayAgo(j * 5) };
      await client.call("journal", "POST", "/api/journal", { token, body });
    }
    for (let f = 1; f <= 5; f++) await client.call("follow", "POST", `/api/users/${names[(i + f * 7) % PLAYERS]}/follow`, { token });
  });
  client.close();
  const games = rec.count("add game", 201);
  console.log(
    `seeded ${PLAYERS} players, ${games} library games, ${rec.count("session", 201)} sessions, ${rec.count("review", 201)} reviews, ` +
      `${rec.count("journal", 201)} journal entries, ${rec.count("follow", 200)} follows: ${rec.total} requests in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  if (rec.errorCount() > 0 || games !== PLAYERS * GAMES_EACH) throw new Error(`seeding failed: ${[...rec.errors()].map(([k, n]) => `${k} ×${n}`).join(", ")}`);
  return targets;
}

// ---- Measuring ----

/** A database with a random name on the PostgreSQL server `adminUrl` names; drop() removes it. */
async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `savepoint_backup_${randomBytes(5).toString("hex")}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(sql).finally(() => c.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The server's command on an engine: the flags follow DATABASE_URL (scripts/server-launch.mjs). */
function command(databaseUrl: string): ServerCommand {
  const launch = serverProcess({ ...process.env, DATABASE_URL: databaseUrl });
  return { cmd: process.execPath, args: launch.args, env: { ...launch.env, DATABASE_URL: databaseUrl } };
}

interface BackupRun {
  ms: number;
  holdMs: number;
  bytes: number;
  file: string;
  writes: WriteStats;
}

/** `runs` backups of `target` while the writer writes, after a baseline of the writer alone. */
async function backups(label: string, target: InstanceTarget, outDir: string, writer: Writer, runs: number): Promise<BackupRun[]> {
  await sleep(10_000); // the writer alone first: a server just started builds its search index meanwhile
  const baseline = await writer.during(() => sleep(5_000));
  console.log(`${label}: writer alone for 5 s, ${statsLine(baseline.writes)}`);
  const out: BackupRun[] = [];
  for (let r = 0; r < runs; r++) {
    await sleep(2_000);
    const t0 = performance.now();
    const file = join(outDir, `${label}-${r}.savepoint-backup`);
    const { result, writes } = await writer.during(() => backupInstance(target, { out: file, savepoint: VERSION }));
    const ms = performance.now() - t0;
    const rows = Object.values(result.manifest.tables).reduce((a, b) => a + b, 0);
    console.log(`${label} backup ${r + 1}: ${secs(ms)}, snapshot held ${secs(result.holdMs)}, ${size(result.bytes)} (${rows} rows); ${statsLine(writes)}`);
    out.push({ ms, holdMs: result.holdMs, bytes: result.bytes, file, writes });
  }
  return out;
}

/** Restores `file` into a fresh embedded DATA_DIR, or into a fresh PostgreSQL database (`keep`: not dropped, for step 4). */
async function restoreOnce(file: string, engine: "embedded" | "postgres", adminUrl?: string, keep = false) {
  const dataDir = mkdtempSync(join(tmpdir(), "sp-backup-restore-"));
  const db = engine === "postgres" ? await scratchDatabase(adminUrl!) : undefined;
  let kept = false;
  try {
    const t0 = performance.now();
    await restoreInstance({ databaseUrl: db?.url, dataDir }, file);
    kept = keep;
    return { ms: performance.now() - t0, db: keep ? db : undefined, dataDir: keep ? dataDir : undefined };
  } finally {
    if (!kept) {
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

async function restores(label: string, file: string, engine: "embedded" | "postgres", runs: number, adminUrl?: string): Promise<number[]> {
  const ms: number[] = [];
  for (let r = 0; r < runs; r++) {
    const one = await restoreOnce(file, engine, adminUrl);
    console.log(`${label} restore ${r + 1}: ${secs(one.ms)}`);
    ms.push(one.ms);
  }
  return ms;
}

function runsArg(): number {
  const i = process.argv.indexOf("--runs");
  const n = Number(i >= 0 ? process.argv[i + 1] : (process.argv.find((a) => a.startsWith("--runs="))?.slice(7) ?? 3));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--runs takes a whole number of 1 or more`);
  return n;
}

async function main() {
  const runs = runsArg();
  const t0 = performance.now();
  const load0 = loadavg();
  const adminUrl = process.env.DATABASE_URL || undefined;
  serverCommand(); // builds server/dist
  const work = mkdtempSync(join(tmpdir(), "sp-backup-bench-"));
  const dataDir = join(work, "data");
  mkdirSync(dataDir);
  const table: [string, string][] = [];
  const checks: [string, boolean][] = [];
  let server: RunningServer | undefined;
  let writer: Writer | undefined;
  let pgDb: { url: string; drop(): Promise<void> } | undefined;
  let starting: Promise<RunningServer> | undefined;
  const start = async (...args: Parameters<typeof startServer>) => (server = await (starting = startServer(...args)));
  // Stopped (Ctrl-C, kill): the server too (once it answers), the writer with its IPC channel, and what the bench made.
  const stop = async () => {
    const s = server ?? (await starting?.catch(() => undefined));
    if (s) await stopServer(s);
    await pgDb?.drop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  };
  process.once("SIGINT", () => void stop()).once("SIGTERM", () => void stop());
  try {
    console.log(`backup bench: ${runs} run(s), node ${process.version}, load average at start ${load0.map((l) => l.toFixed(2)).join(" ")}`);
    server = await start(dataDir, command(""), { SKIP_CATALOG: "false", BCRYPT_COST: "4" });
    console.log(`first start (catalog loaded) in ${secs(server.startMs)}`);
    const targets = await seed(server.base, dataDir);
    writer = startWriter();
    writer.start(server.base, targets);
    const emb = await backups("embedded", { dataDir }, work, writer, runs);
    await writer.stop();
    writer = undefined;
    await stopServer(server);
    server = undefined;
    const file = emb.at(-1)!.file;
    const maxWait = Math.max(...emb.map((b) => b.writes.max));
    const failed = emb.reduce((n, b) => n + b.writes.failed, 0);
    table.push(
      ["embedded backup (server running, writer on)", secs(median(emb.map((b) => b.ms)))],
      ["  snapshot held (holdMs)", `${secs(median(emb.map((b) => b.holdMs)))} (max ${secs(Math.max(...emb.map((b) => b.holdMs)))})`],
      ["  file", size(median(emb.map((b) => b.bytes)))],
      [
        "  writes during it: p99 / max",
        `${median(emb.map((b) => b.writes.p99)).toFixed(0)} / ${median(emb.map((b) => b.writes.max)).toFixed(0)} ms (max of runs ${maxWait.toFixed(0)} ms)`,
      ],
      ["  writes failed", `${failed} of ${emb.reduce((n, b) => n + b.writes.count, 0)}`],
    );
    checks.push(
      [
        `embedded: snapshot held ≤ ${TARGET_WAIT_MS} ms in every run (max ${Math.max(...emb.map((b) => b.holdMs))} ms)`,
        emb.every((b) => b.holdMs <= TARGET_WAIT_MS),
      ],
      [`embedded: every write during a backup answered within ${TARGET_WAIT_MS} ms (slowest ${maxWait.toFixed(0)} ms)`, maxWait <= TARGET_WAIT_MS],
      [`embedded: no write failed during a backup (${failed} failed)`, failed === 0],
    );

    table.push(["embedded backup → embedded restore", secs(median(await restores("embedded → embedded", file, "embedded", runs)))]);
    if (adminUrl) {
      const toPg = await restores("embedded → postgres", file, "postgres", Math.max(1, runs - 1), adminUrl);
      const last = await restoreOnce(file, "postgres", adminUrl, true);
      console.log(`embedded → postgres restore ${runs}: ${secs(last.ms)} (kept for the PostgreSQL backups)`);
      pgDb = last.db;
      table.push(["embedded backup → PostgreSQL restore", secs(median([...toPg, last.ms]))]);

      server = await start(last.dataDir!, command(pgDb!.url), { SKIP_CATALOG: "false" });
      writer = startWriter();
      writer.start(server.base, targets);
      const pgRuns = await backups("postgres", { databaseUrl: pgDb!.url, dataDir: last.dataDir! }, work, writer, runs);
      await writer.stop();
      writer = undefined;
      await stopServer(server);
      server = undefined;
      rmSync(last.dataDir!, { recursive: true, force: true });
      const pgFailed = pgRuns.reduce((n, b) => n + b.writes.failed, 0);
      table.push(
        ["PostgreSQL backup (server running, writer on)", secs(median(pgRuns.map((b) => b.ms)))],
        ["  snapshot held (holdMs, others go on)", secs(median(pgRuns.map((b) => b.holdMs)))],
        ["  file", size(median(pgRuns.map((b) => b.bytes)))],
        ["  writes during it: p99 / max", `${median(pgRuns.map((b) => b.writes.p99)).toFixed(0)} / ${median(pgRuns.map((b) => b.writes.max)).toFixed(0)} ms`],
        ["  writes failed", `${pgFailed} of ${pgRuns.reduce((n, b) => n + b.writes.count, 0)}`],
      );
      checks.push([`postgres: no write failed during a backup (${pgFailed} failed)`, pgFailed === 0]);
      const back = await restoreOnce(pgRuns.at(-1)!.file, "embedded");
      console.log(`postgres → embedded restore: ${secs(back.ms)}`);
      table.push(["PostgreSQL backup → embedded restore (1 run)", secs(back.ms)]);
    } else {
      console.log("PostgreSQL: not run (DATABASE_URL is not set: a server where the bench may CREATE DATABASE)");
    }
  } finally {
    if (writer) await writer.stop();
    if (server) await stopServer(server);
    await pgDb?.drop();
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`\nmedians of ${runs} run(s), ${PLAYERS * GAMES_EACH} library games, a write every ${WRITE_EVERY_MS} ms during each backup:`);
  for (const [label, value] of table) console.log(`  ${label.padEnd(46)} ${value}`);
  console.log(
    `load average: start ${load0.map((l) => l.toFixed(2)).join(" ")}, end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(`\ntargets:`);
  for (const [label, ok] of checks) console.log(`  ${ok ? "PASS" : "FAIL"}  ${label}`);
  console.log(`total ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
}

if (process.argv.includes("--writer")) {
  writerChild();
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
