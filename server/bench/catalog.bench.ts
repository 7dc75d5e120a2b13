// `npm run bench:catalog`: search speed through HTTP over the full bundled catalog, on the embedded
// database (or BENCH_DATABASE_URL), served as index.ts serves (request turns, every request logged).
// Targets: one connection p95 ≤ 10 ms and p99 ≤ 25 ms over 60 mixed queries; multi-word queries (68,
// typos among them, cycled so no answer is one query served again) ≥ 800 req/s with p99 ≤ 30 ms at 10
// connections (issue 28), the median of three runs. The load generator runs in a worker thread.
import http from "node:http";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { profiled, registerUser, startBenchApp, threadCpuMs } from "./bench-support.ts";

const QUERIES = [
  // whole titles
  "the witcher 3 wild hunt",
  "super mario bros 3",
  "chrono trigger",
  "tetris",
  "galaga",
  "doom",
  "half-life 2",
  "the last of us",
  "dark souls",
  "street fighter ii",
  "sonic the hedgehog",
  "pokemon",
  "grand theft auto v",
  "mass effect",
  "metal gear solid",
  "castlevania",
  "mega man 2",
  "donkey kong",
  "pac-man",
  "portal 2",
  // prefixes
  "witch",
  "zeld",
  "final fan",
  "metro",
  "resid",
  "kingdom h",
  "super mar",
  "street fi",
  "mortal k",
  "crash band",
  "spyro",
  "halo",
  "god of",
  "assassin",
  "fallout",
  "elder scr",
  "monkey is",
  "prince of p",
  "tomb r",
  "sim",
  // typos
  "witchr",
  "zelad",
  "metriod",
  "pokemno",
  "castelvania",
  "strret fighter",
  "final fantsy",
  "halflife",
  "bioshok",
  "minecarft",
  // numerals
  "final fantasy 7",
  "final fantasy vii",
  "street fighter 2",
  "mega man x",
  "resident evil 4",
  "gta 5",
  "civilization 6",
  "diablo ii",
  "heroes of might and magic 3",
  "ultima 7",
];

/** Queries of two words and more, as players type them (a few with typos): issue 28's multi-word target. */
const MULTI_WORD = [
  "final fantasy",
  "super mario",
  "street fighter",
  "mortal kombat",
  "metal gear solid",
  "legend of zelda",
  "resident evil",
  "grand theft auto",
  "sonic the hedgehog",
  "donkey kong country",
  "kingdom hearts",
  "dark souls",
  "half life",
  "the witcher",
  "mass effect",
  "tomb raider",
  "call of duty",
  "need for speed",
  "gran turismo",
  "tony hawk",
  "crash bandicoot",
  "prince of persia",
  "elder scrolls",
  "final fantasy tactics",
  "chrono cross",
  "secret of mana",
  "star wars",
  "silent hill",
  "devil may cry",
  "monster hunter",
  "fire emblem",
  "animal crossing",
  "pokemon red",
  "metroid prime",
  "castlevania symphony",
  "doom eternal",
  "red dead",
  "assassins creed",
  "god of war",
  "super metroid",
  "phantasy star",
  "shin megami tensei",
  "persona 5",
  "dragon quest",
  "ace attorney",
  "street fighter alpha",
  "mario kart",
  "paper mario",
  "kirby dream land",
  "spyro the dragon",
  "ratchet and clank",
  "jak and daxter",
  "sly cooper",
  "banjo kazooie",
  "perfect dark",
  "star fox",
  "f zero",
  "contra hard corps",
  "ninja gaiden",
  "bubble bobble",
  "finl fantasy",
  "supr mario bros",
  "metal gaer solid",
  "legnd of zelda",
  "resident evl 2",
  "mortal combat",
  "sonic hedgehog 2",
  "world of warcraft",
];
const MULTI_WORD_TARGETS = { rps: 800, p99Ms: 30 };

const ONE_CONNECTION_REQUESTS = 1500;

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function get(agent: http.Agent, port: number, path: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get({ host: "127.0.0.1", port, path, agent, headers: { Authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on("end", () => (res.statusCode === 200 ? resolve(performance.now() - t0) : reject(new Error(`HTTP ${res.statusCode} for ${path}`))));
    });
    req.on("error", reject);
  });
}

/** A fixed CPU task, timed before and after, to say how busy the machine was. */
function calibrate(): number {
  const t0 = performance.now();
  let x = 0;
  for (let i = 0; i < 20_000_000; i++) x = (x + i * 7) % 1_000_003;
  if (x < 0) console.log(x);
  return performance.now() - t0;
}

async function main() {
  const cal0 = calibrate();
  const load0 = loadavg()[0]!;
  const t0 = Date.now();
  const bench = await startBenchApp({ catalog: true });
  console.log(`catalog: loaded and indexed in ${((Date.now() - t0) / 1000).toFixed(1)} s (${bench.db.kind} database)`);
  const base = bench.base;
  const port = Number(new URL(base).port);
  const { token } = await registerUser(base, "catalog");
  const paths = QUERIES.map((q) => `/api/catalog/search?q=${encodeURIComponent(q)}`);

  // warm-up
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 300; i++) await get(agent, port, paths[i % paths.length]!, token);

  const runs: { p50: number; p95: number; p99: number; max: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const lat: number[] = [];
    for (let i = 0; i < ONE_CONNECTION_REQUESTS; i++) lat.push(await get(agent, port, paths[(i * 7 + run) % paths.length]!, token));
    lat.sort((a, b) => a - b);
    runs.push({ p50: pct(lat, 50), p95: pct(lat, 95), p99: pct(lat, 99), max: lat[lat.length - 1]! });
  }
  agent.destroy();
  const f = (n: number) => n.toFixed(2).padStart(6);
  console.log(`\nOne connection, ${ONE_CONNECTION_REQUESTS} sequential searches per run, ${QUERIES.length} mixed queries:`);
  for (const [i, r] of runs.entries()) console.log(`  run ${i + 1}: p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  p99 ${f(r.p99)} ms  max ${f(r.max)} ms`);
  const med = (k: "p50" | "p95" | "p99") => runs.map((r) => r[k]).sort((a, b) => a - b)[1]!;
  console.log(`  median of runs: p50 ${f(med("p50"))} ms  p95 ${f(med("p95"))} ms  p99 ${f(med("p99"))} ms   (targets: p95 ≤ 10, p99 ≤ 25)`);

  /** `queries` cycled over 10 connections for 8 s, the client in a worker thread; with the server thread's CPU a request. */
  const tenConnections = async (queries: string[]) => {
    const cpu0 = threadCpuMs();
    const result = await autocannon({
      url: base,
      connections: 10,
      duration: 8,
      workers: 1,
      headers: { authorization: `Bearer ${token}` },
      requests: queries.map((q) => ({ method: "GET" as const, path: `/api/catalog/search?q=${encodeURIComponent(q)}` })),
    });
    if (result.non2xx || result.errors) throw new Error(`autocannon: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMs: (threadCpuMs() - cpu0) / result.requests.total };
  };
  const line = (r: Awaited<ReturnType<typeof tenConnections>>) =>
    `${r.rps.toFixed(0)} requests/s; latency p50 ${r.p50} ms, p99 ${r.p99} ms; server thread ${r.cpuMs.toFixed(2)} ms CPU a request`;
  console.log(`\n10 connections, ${QUERIES.length} mixed queries: ${line(await tenConnections(QUERIES))}`);
  await tenConnections(MULTI_WORD); // warm-up
  const multi: Awaited<ReturnType<typeof tenConnections>>[] = [];
  for (let run = 0; run < 3; run++) {
    // Each run starts the cycle at another query.
    const r = await profiled(`catalog-multi-word-${run + 1}`, () => tenConnections([...MULTI_WORD.slice(run * 23), ...MULTI_WORD.slice(0, run * 23)]));
    multi.push(r);
    console.log(`10 connections, ${MULTI_WORD.length} multi-word queries, run ${run + 1}: ${line(r)}`);
  }
  const mid = <K extends "rps" | "p99">(k: K) => multi.map((r) => r[k]).sort((a, b) => a - b)[1]!;

  const cal1 = calibrate();
  console.log(
    `\nMachine: load average ${load0.toFixed(2)} → ${loadavg()[0]!.toFixed(2)}; a fixed CPU task took ${cal0.toFixed(0)} ms before and ${cal1.toFixed(0)} ms after (ratio ${(cal1 / cal0).toFixed(2)}).`,
  );
  const checks: [string, boolean][] = [
    [`one connection: p95 ${med("p95").toFixed(2)} ms ≤ 10 ms, p99 ${med("p99").toFixed(2)} ms ≤ 25 ms`, med("p95") <= 10 && med("p99") <= 25],
    [`multi-word, 10 connections (median of 3): ${mid("rps").toFixed(0)} req/s ≥ ${MULTI_WORD_TARGETS.rps}`, mid("rps") >= MULTI_WORD_TARGETS.rps],
    [`multi-word, 10 connections (median of 3): p99 ${mid("p99")} ms ≤ ${MULTI_WORD_TARGETS.p99Ms} ms`, mid("p99") <= MULTI_WORD_TARGETS.p99Ms],
  ];
  for (const [label, ok] of checks) console.log(`  ${ok ? "PASS" : "FAIL"}  ${label}`);
  const ok = checks.every(([, pass]) => pass);
  console.log(ok ? "RESULT: targets met" : "RESULT: targets NOT met");
  await bench.close();
  process.exit(ok ? 0 : 1);
}

await main();
