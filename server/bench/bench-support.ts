// What the HTTP benchmarks share: the real app on an in-memory embedded database (production's
// request logging kept, sent nowhere), a registered user, autocannon runs and the server thread's CPU time;
// and for the benches that run the shipped server as its own process (footprint, load): building and
// starting it, stopping it, and reading its resident memory.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { REQUEST_TURNS } from "../src/http/turns.ts";
import { pino } from "pino";
import { createApp } from "../src/app.ts";
import { openDatabase, type Database } from "../src/db/database.ts";
import { maintainOnce } from "../src/db/maintenance.ts";
import { CatalogService, readBundledCatalog, syncBundledCatalog } from "../src/features/catalog/index.ts";
import { slugify } from "../src/lib/text.ts";
import { testConfig } from "../test/config.ts";
import { serverProcess } from "../../scripts/server-launch.mjs";

export interface BenchApp {
  db: Database;
  server: Server;
  base: string;
  close(): Promise<void>;
}

/** Which database the benches run on, for their headings. */
export const BENCH_DATABASE = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "embedded PGlite";

/**
 * The app on a fresh in-memory PGlite, listening on a free local port; with BENCH_DATABASE_URL (or
 * `databaseUrl`), on that PostgreSQL database instead (give it an empty database: the bench seeds it and
 * leaves its rows).
 */
export async function startBenchApp(opts: { catalog?: boolean; databaseUrl?: string } = {}): Promise<BenchApp> {
  const db = await openDatabase({ databaseUrl: opts.databaseUrl ?? (process.env.BENCH_DATABASE_URL || undefined), dataDir: undefined });
  // Production logs every request at info: keep that cost, send it nowhere.
  const logger = pino({ level: "info" }, pino.destination("/dev/null"));
  // `catalog`: the bundled catalog loaded and indexed, as a real start does (about 20 s).
  let catalog: CatalogService | undefined;
  if (opts.catalog) {
    await syncBundledCatalog(db.bulk, readBundledCatalog(slugify));
    catalog = new CatalogService({ prisma: db.prisma, bulk: db.bulk });
    await catalog.init();
    await maintainOnce(db.bulk);
  }
  const app = createApp({
    catalog,
    prisma: db.prisma,
    bulk: db.bulk,
    notifications: db.notifications,
    sessionChanges: db.sessionChanges,
    communityChanges: db.communityChanges,
    logger,
    bcryptCost: 4,
    config: { ...testConfig, version: "bench" },
    // As index.ts serves (ADR 024).
    requestTurns: { slots: REQUEST_TURNS[db.kind] },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    db,
    server,
    base,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
    },
  };
}

/** Registers a new user through the API (`tag` makes the username and email unique). */
export async function registerUser(base: string, tag: string): Promise<{ token: string; user: { id: string } }> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Mark",
      username: `bench_${tag}`,
      email: `bench.${tag}@example.test`,
      password: "secret123",
      confirmPassword: "secret123",
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  // The session travels in its cookie (the answer's body is the user): sent back as a bearer token.
  const token = res.headers
    .getSetCookie()
    .map((c) => /^sp_session=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!token) throw new Error("register set no session cookie");
  return { token, user: ((await res.json()) as { user: { id: string } }).user };
}

export async function measure(url: string, token: string, connections: number, workers: number, duration: number, extra: Record<string, string> = {}) {
  // The load generator runs in worker threads: in this thread it would compete with the server for the
  // same event loop, which no real client does.
  return autocannon({ url, connections, duration, workers, headers: { authorization: `Bearer ${token}`, ...extra } });
}

/** CPU time (ms) of the calling thread so far: /proc/thread-self on Linux, else the event loop's active time. */
export function threadCpuMs(): number {
  try {
    const stat = readFileSync("/proc/thread-self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 1/100 s
  } catch {
    return performance.eventLoopUtilization().active;
  }
}

export async function warmUp(url: string, token: string, extra: Record<string, string> = {}) {
  await autocannon({ url, connections: 1, amount: 100, workers: 1, headers: { authorization: `Bearer ${token}`, ...extra } });
}

/** Prints the PASS/FAIL lines and the run's length, stops the app and exits non-zero on a miss. */
export async function finish(bench: BenchApp, heading: string, checks: readonly (readonly [string, boolean])[], t0: number): Promise<never> {
  console.log(`\ntargets (${heading}):`);
  for (const [label, ok] of checks) console.log(`  ${ok ? "PASS" : "FAIL"}  ${label}`);
  console.log(`total ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  await bench.close();
  process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
}

/**
 * Runs `work`; with BENCH_CPU_PROF=<dir>, under V8's sampling profiler on this thread (the server's), the
 * profile written to <dir>/<name>.cpuprofile (open it in Chrome's DevTools, or `npm run profile:top`).
 */
export async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 200 });
  await session.post("Profiler.start");
  try {
    return await work();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name.replace(/[^\w.-]+/g, "_")}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

/** Runs a benchmark's main, exiting 1 on an error. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

/** One endpoint's run at one number of connections. */
export interface EndpointRun {
  endpoint: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** The server thread's CPU time per request. */
  cpuMs: number;
}

/**
 * Each path after 100 warm-up requests, for `seconds` at 1 and at 10 connections (`baseline` at 10
 * only: the session check a route cannot go below), then prints the table under `heading`.
 */
export async function runEndpoints(
  base: string,
  token: string,
  paths: Record<string, string>,
  seconds: number,
  heading: string,
  baseline = "auth/me",
): Promise<EndpointRun[]> {
  const rows: EndpointRun[] = [];
  for (const [endpoint, path] of Object.entries(paths)) {
    const url = `${base}${path}`;
    await warmUp(url, token);
    for (const connections of endpoint === baseline ? [10] : [1, 10]) {
      const cpu0 = threadCpuMs();
      const r = await measure(url, token, connections, 1, seconds);
      const cpuMs = (threadCpuMs() - cpu0) / Math.max(1, r.requests.total);
      rows.push({ endpoint, connections, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.non2xx + r.errors, cpuMs });
    }
  }
  const width = Math.max(...rows.map((r) => r.endpoint.length));
  console.log(`\n${heading}`);
  console.log(`${"endpoint".padEnd(width)}  conns  p50 ms  p99 ms   req/s  errors  server CPU ms/req`);
  for (const r of rows) {
    const cells = [
      r.endpoint.padEnd(width),
      String(r.connections).padStart(5),
      r.p50.toFixed(1).padStart(6),
      r.p99.toFixed(1).padStart(6),
      r.rps.toFixed(0).padStart(6),
      String(r.errors).padStart(6),
      r.cpuMs.toFixed(2).padStart(17),
    ];
    console.log(cells.join("  ") + (r.endpoint === baseline ? "   (baseline: session check only)" : ""));
  }
  return rows;
}

// ---- The shipped server as its own process (footprint.bench.ts, load.bench.ts) ----

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process in MiB: /proc on Linux, ps elsewhere. */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    if (m) return Number(m[1]) / 1024;
  } catch {
    /* not Linux */
  }
  return Number(spawnSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).stdout.trim()) / 1024;
}

export interface ServerCommand {
  cmd: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/**
 * The server as `npm start` runs it (scripts/server-launch.mjs) after building server/dist (esbuild,
 * about a second), or with `tsx` the TypeScript sources instead. `nodeFlags`: extra Node/V8 flags.
 */
export function serverCommand(nodeFlags: string[] = [], tsx = false): ServerCommand {
  const launch = serverProcess(process.env, nodeFlags);
  if (tsx) return { cmd: process.execPath, args: [...nodeFlags, "--import", "tsx", join(ROOT, "server", "src", "index.ts")], env: launch.env };
  const built = spawnSync(process.execPath, ["build.mjs"], { cwd: join(ROOT, "server"), stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0 || !existsSync(join(ROOT, "server", "dist", "index.js"))) throw new Error("building server/dist failed");
  return { cmd: process.execPath, args: launch.args, env: launch.env };
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  /** Spawn to "listening", in ms. */
  startMs: number;
  /** Log lines at level error or fatal (the first few), and how many there were. */
  errorLogs: string[];
  errorCount: number;
  /** Resolves once the server logs a line matching `re` (already logged counts; request logs excepted). */
  logged(re: RegExp): Promise<void>;
}

/**
 * Starts the server on `dataDir` (PORT=0: the system picks a free port; loopback only; the sign-in rate
 * limit raised, since every bench request comes from one address) and resolves once it logs its URL.
 * `env` overrides the rest (an undefined value removes the variable).
 */
export function startServer(dataDir: string, run: ServerCommand, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const t0 = performance.now();
  const child = spawn(run.cmd, run.args, {
    cwd: ROOT,
    env: {
      ...run.env,
      DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      AUTH_RATE_LIMIT: "100000",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    let running: RunningServer | undefined;
    // Lines other than request logs, and who waits for which.
    const notes: string[] = [];
    const waiters: { re: RegExp; done: () => void }[] = [];
    const logged = (re: RegExp) => (notes.some((n) => re.test(n)) ? Promise.resolve() : new Promise<void>((done) => waiters.push({ re, done })));
    // keep reading after "listening" (request logs) so the pipe never fills
    lines.on("line", (line) => {
      if (!line.includes('"req":')) {
        notes.push(line);
        for (const w of waiters.filter((x) => x.re.test(line))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.done();
        }
      }
      if (running) {
        if (/"level":(50|60)\b/.test(line) && ++running.errorCount <= 5) running.errorLogs.push(logSummary(line));
        return;
      }
      const url = /listening on (http:\/\/[^\s"]+)/.exec(line)?.[1];
      if (!url) return;
      running = { child, base: url, startMs: performance.now() - t0, errorLogs: [], errorCount: 0, logged };
      resolve(running);
    });
    child.once("exit", (code) => running || reject(new Error(`server exited with ${code} before listening`)));
  });
}

/** A JSON log line in short: the request and its status, or the message, and the error's message. */
function logSummary(line: string): string {
  try {
    const l = JSON.parse(line) as { msg?: string; req?: { method?: string; url?: string }; res?: { statusCode?: number }; err?: { message?: string } };
    const what = l.req ? `${l.req.method} ${l.req.url} → ${l.res?.statusCode}` : l.msg;
    return `${what}${l.err?.message ? `: ${l.err.message}` : ""}`.slice(0, 300);
  } catch {
    return line.slice(0, 300);
  }
}

export async function stopServer(r: RunningServer): Promise<void> {
  if (r.child.exitCode !== null) return;
  const exited = new Promise((res) => r.child.once("exit", res));
  r.child.kill("SIGTERM");
  await exited;
}

/** RSS after `s` seconds of quiet (the last of one reading a second, once start-up work has drained). */
export async function settle(r: RunningServer, s: number): Promise<number> {
  for (let i = 0; i < s; i++) await sleep(1000);
  return rssMb(r.child.pid!);
}
