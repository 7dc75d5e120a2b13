// `npm run bench:footprint`: the real server's memory and start-up times on the embedded database
// (or, with DATABASE_URL naming an empty database, on PostgreSQL: TARGETS below).
// Builds server/dist (esbuild, about a second) and runs `node server/dist/index.js` as a self-hoster
// would (FOOTPRINT_TSX=1 runs the TypeScript sources through tsx instead), on a fresh temporary
// DATA_DIR, then `npm start` itself:
//   1. first start: creates the database and loads the bundled catalog (80,000 titles);
//   2. restart on the same data: the warm path every later start takes. Several users each ask for
//      their recommendations, then drive a mixed load (search, add, list, edit, stats, delete); RSS is
//      read after the load and after a rest: it must come back within 15% of idle (no leak), and stay
//      ≤ 180 MB (issue 28's idle: 60 s after the last request, after recommendations and a burst);
//   3. `npm start` on the same data, nothing changed: the time to /api/health answering 200, and the
//      resident memory of its whole process tree (npm, the launcher, the server) after settling.
// For each start: time from spawn to "listening", resident memory (RSS, from /proc or ps) after settling.
// Targets: first start ≤ 30 s and idle ≤ 250 MB; restart ≤ 3 s and idle ≤ 200 MB; after the load and
// rest ≤ 180 MB; `npm start` to healthy ≤ 4 s and its tree ≤ 250 MB. A missed target exits non-zero.
// Durations (seconds) via env: FOOTPRINT_SETTLE_SECONDS (60: V8 gives memory back only after some idle seconds), FOOTPRINT_LOAD_SECONDS
// (60), FOOTPRINT_REST_SECONDS (60); FOOTPRINT_USERS (4). About 6 minutes with the defaults.
// FOOTPRINT_SMAPS=1 also prints where the memory sits after idle and after rest.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { onPostgres } from "../../scripts/server-launch.mjs";
import { registerUser, ROOT, rssMb, serverCommand, settle, sleep, startServer, stopServer } from "./bench-support.ts";

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SETTLE_S = seconds("FOOTPRINT_SETTLE_SECONDS", 60);
const LOAD_S = seconds("FOOTPRINT_LOAD_SECONDS", 60);
const REST_S = seconds("FOOTPRINT_REST_SECONDS", 60);
const USERS = seconds("FOOTPRINT_USERS", 4);
/**
 * With DATABASE_URL set (an empty database, which the first start migrates and fills with the catalog),
 * every start runs on that PostgreSQL database instead, and the server after the load and the rest
 * must stay ≤ 120 MB (issue 28): the database's memory is PostgreSQL's own.
 */
const ON_POSTGRES = onPostgres(); // the launcher's rule: the environment, else the .env file
const TARGETS = {
  firstStartS: 30,
  firstIdleMb: 250,
  restartS: 3,
  restartIdleMb: 200,
  afterRestPct: 15,
  afterRestMb: ON_POSTGRES ? 120 : 180,
  npmStartS: 4,
  treeMb: 250,
};
/** Extra Node/V8 flags for the server, e.g. FOOTPRINT_NODE_FLAGS=--max-semi-space-size=1 (ADR 011). */
const NODE_FLAGS = (process.env.FOOTPRINT_NODE_FLAGS ?? "").split(" ").filter(Boolean);
const QUERIES = ["zelda", "final fantasy 7", "street fi", "metriod", "pac-man", "the witcher 3", "sonic", "mega man x", "doom", "tetris"];
const PLATFORMS = ["PC", "Nintendo Switch", "PlayStation 5", "Xbox Series X|S"];

/** FOOTPRINT_SMAPS=1: where the resident memory sits, from /proc/<pid>/smaps (Linux only). */
const SHOW_SMAPS = process.env.FOOTPRINT_SMAPS === "1";
/**
 * FOOTPRINT_HEAP_DIR=<dir>: the restarted server also writes a V8 heap snapshot there after idle and
 * after the rest (node's --heapsnapshot-signal; open them in Chrome's DevTools, Memory tab).
 */
const HEAP_DIR = process.env.FOOTPRINT_HEAP_DIR;
if (HEAP_DIR) NODE_FLAGS.push("--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${HEAP_DIR}`);

/** Asks the server for a heap snapshot (FOOTPRINT_HEAP_DIR) and waits until it is written. */
async function heapSnapshot(pid: number, label: string): Promise<string | undefined> {
  if (!HEAP_DIR) return undefined;
  const before = new Set(readdirSync(HEAP_DIR));
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 600; i++) {
    await sleep(500);
    const made = readdirSync(HEAP_DIR).find((f) => !before.has(f) && f.endsWith(".heapsnapshot"));
    // written once its size stops changing
    if (made && statSync(join(HEAP_DIR, made)).size > 0) {
      const size = statSync(join(HEAP_DIR, made)).size;
      await sleep(1000);
      if (statSync(join(HEAP_DIR, made)).size === size) return `  heap snapshot ${label}: ${join(HEAP_DIR, made)}`;
    }
  }
  return `  heap snapshot ${label}: not written within 5 minutes`;
}

/**
 * Resident MB per kind of mapping: the node binary, malloc's heap, each anonymous mapping of 8 MB or
 * more on its own (WASM memories and code spaces look like this) and the small anonymous ones together
 * (V8's heap pages and mapped buffers).
 */
function smapsSummary(pid: number): string {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, "utf8");
  } catch {
    return "(no /proc)";
  }
  const groups = new Map<string, number>();
  let key = "";
  for (const line of text.split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const sizeMb = (parseInt(head[2]!, 16) - parseInt(head[1]!, 16)) / 1048576;
      const name = head[3] || (sizeMb >= 8 ? `anon ${Math.round(sizeMb)} MB mapping` : "anon small");
      key = name.startsWith("/") && !name.endsWith("/node") ? "other files" : name;
    } else if (line.startsWith("Rss:")) {
      groups.set(key, (groups.get(key) ?? 0) + Number(line.split(/\s+/)[1]) / 1024);
    }
  }
  return [...groups]
    .filter(([, mb]) => mb >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([k, mb]) => `${k} ${mb.toFixed(0)}`)
    .join(", ");
}

async function api(base: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** One user's mixed reads and writes until `until`; returns the number of requests made. */
async function user(base: string, token: string, until: number, seed: number): Promise<number> {
  let n = 0;
  const ids: string[] = [];
  for (let i = seed; performance.now() < until; i++) {
    const q = QUERIES[i % QUERIES.length]!;
    const found = await api(base, token, "GET", `/api/catalog/search?q=${encodeURIComponent(q)}`);
    const hits = (found.json as { title: string }[] | { results?: { title: string }[] }) ?? [];
    const first = Array.isArray(hits) ? hits[0] : hits.results?.[0];
    const created = await api(base, token, "POST", "/api/games", {
      title: `${first?.title ?? q} ${i}`,
      platform: PLATFORMS[i % PLATFORMS.length],
      status: "BACKLOG",
    });
    if (created.status === 201) ids.push((created.json as { id: string }).id);
    await api(base, token, "GET", "/api/games");
    const id = ids[i % ids.length];
    if (id) await api(base, token, "PUT", `/api/games/${id}`, { rating: 1 + (i % 10), playTime: i % 50 });
    await api(base, token, "GET", "/api/games/stats");
    if (ids.length > 40) await api(base, token, "DELETE", `/api/games/${ids.shift()}`);
    n += ids.length > 40 ? 6 : 5;
  }
  return n;
}

/** A port free on loopback now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** `pid` and every process below it (Linux /proc; just `pid` elsewhere). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
      } catch {
        /* gone meanwhile */
      }
    }
  } catch {
    return [pid];
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(parents.get(all[i]!) ?? []));
  return all;
}

/**
 * `npm start` on `dataDir` as a self-hoster runs it: the seconds until /api/health answers 200, and the
 * resident memory of its whole process tree after `settleS` seconds.
 */
async function npmStart(dataDir: string, settleS: number): Promise<{ healthyS: number; treeMb: number; processes: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: "ignore",
    detached: true,
  });
  try {
    let healthyS = Infinity;
    while (performance.now() - t0 < 60_000 && child.exitCode === null) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) {
        healthyS = (performance.now() - t0) / 1000;
        break;
      }
      await sleep(50);
    }
    await sleep(settleS * 1000);
    const tree = processTree(child.pid!);
    return { healthyS, treeMb: tree.reduce((n, p) => n + rssMb(p), 0), processes: tree.length };
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!, "SIGTERM");
    await exited;
    await sleep(1000); // the server's own exit, after npm's
  }
}

function row(label: string, value: number, unit: string, target?: number): string {
  const verdict = target === undefined ? "" : value <= target ? `  ≤ ${target} ✓` : `  > ${target} ✗`;
  return `${label.padEnd(34)} ${value.toFixed(unit === "s" ? 2 : 0).padStart(7)} ${unit}${verdict}`;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "sp-footprint-"));
  const run = serverCommand(NODE_FLAGS, process.env.FOOTPRINT_TSX === "1");
  const lines: string[] = [];
  let failed = false;
  const check = (label: string, value: number, unit: string, target?: number) => {
    if (target !== undefined && value > target) failed = true;
    lines.push(row(label, value, unit, target));
  };
  try {
    const first = await startServer(dataDir, run);
    check("first start → listening", first.startMs / 1000, "s", TARGETS.firstStartS);
    check(`first start idle RSS (${SETTLE_S} s)`, await settle(first, SETTLE_S), "MB", TARGETS.firstIdleMb);
    await stopServer(first);

    const warm = await startServer(dataDir, run);
    check("restart → listening", warm.startMs / 1000, "s", TARGETS.restartS);
    const idle = await settle(warm, SETTLE_S);
    check(`restart idle RSS (${SETTLE_S} s)`, idle, "MB", TARGETS.restartIdleMb);
    if (SHOW_SMAPS) lines.push(`  ${smapsSummary(warm.child.pid!)}`);
    const idleHeap = await heapSnapshot(warm.child.pid!, "after idle");
    if (idleHeap) lines.push(idleHeap);
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) tokens.push((await registerUser(warm.base, `foot${i}${Date.now().toString(36)}`)).token);
    // Each user's first recommendations (the recommender's catalog is built on the first call).
    for (const t of tokens) {
      const r = await api(warm.base, t, "GET", "/api/recommendations");
      if (r.status !== 200) throw new Error(`recommendations answered ${r.status}`);
    }
    const until = performance.now() + LOAD_S * 1000;
    const counts = await Promise.all(tokens.map((t, i) => user(warm.base, t, until, i * 7)));
    const requests = counts.reduce((a, b) => a + b, 0);
    check(`RSS after ${LOAD_S} s load (${USERS} users, ${requests} req)`, rssMb(warm.child.pid!), "MB");
    const rested = await settle(warm, REST_S);
    check(`RSS after ${REST_S} s rest`, rested, "MB", TARGETS.afterRestMb);
    if (SHOW_SMAPS) lines.push(`  ${smapsSummary(warm.child.pid!)}`);
    const restHeap = await heapSnapshot(warm.child.pid!, "after rest");
    if (restHeap) lines.push(restHeap);
    check("  rest vs idle", ((rested - idle) / idle) * 100, "%", TARGETS.afterRestPct);
    await stopServer(warm);

    const started = await npmStart(dataDir, SETTLE_S);
    check("npm start (warm) → /api/health 200", started.healthyS, "s", TARGETS.npmStartS);
    check(`npm start tree idle RSS (${started.processes} processes)`, started.treeMb, "MB", TARGETS.treeMb);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const engine = ON_POSTGRES ? "PostgreSQL" : "the embedded database";
  console.log(`\nSavepoint footprint on ${engine} (${run.args.join(" ")}, node ${process.version}, load average ${loadavg()[0]!.toFixed(2)})`);
  for (const l of lines) console.log(l);
  if (failed) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
