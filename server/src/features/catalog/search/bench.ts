// Search-index benchmark over the real catalog (not a test).
//   cd /work/main && npx tsx server/src/features/catalog/search/bench.ts
// Prints build time, heap used by the index, per-query latency percentiles over a mixed query
// list, and the top 5 results of the quality-check queries.

import os from "node:os";
import { performance, PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import { CatalogIndex } from "./catalog-index.ts";
import { seededRandom } from "../../../lib/random.ts";
import { bundledSearchDocs } from "./bundled-docs.ts";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

function percentile(sorted: readonly number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at]!;
}

/** Timed, and their top results printed. */
const QUALITY_QUERIES = ["witcher", "zelda", "final fantasy 7", "pokemon", "sonic the hedgehog", "mario kart", "metriod"];

const FIXED_QUERIES = [
  ...QUALITY_QUERIES,
  "castlevania",
  "street fighter ii",
  "half life",
  "pac-man",
  "tetris",
  "grand theft auto",
  "super mario bros 3",
  "the last of us",
  "zeld",
  "dark souls",
  "doom",
  "galaga",
  "chrono trigger",
];

/** Printed only. */
const QUALITY_ONLY_QUERIES = ["street fighter 2", "gta"];

async function main(): Promise<void> {
  const t0 = performance.now();
  const docs = bundledSearchDocs();
  const loadMs = performance.now() - t0;
  const heapBefore = heapUsed();

  const t1 = performance.now();
  const cpu1 = process.cpuUsage();
  const index = new CatalogIndex(docs);
  const buildMs = performance.now() - t1;
  const buildCpu = process.cpuUsage(cpu1);
  const heapAfter = heapUsed();

  const random = seededRandom(20240601); // the same random prefixes every run
  const prefixes: string[] = [];
  while (prefixes.length < 200) {
    const doc = docs[Math.floor(random() * docs.length)]!;
    const len = 3 + Math.floor(random() * 6); // 3–8
    const prefix = doc.title.slice(0, len);
    if (prefix.trim().length >= 3) prefixes.push(prefix);
  }
  const queries = [...FIXED_QUERIES, ...prefixes];

  // Warm-up, then ROUNDS measured rounds over the whole list (GC pauses during them counted).
  const ROUNDS = 5;
  for (let r = 0; r < 3; r++) for (const q of queries) index.search(q);
  let gcCount = 0;
  let gcMs = 0;
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcCount++;
      gcMs += entry.duration;
    }
  });
  gcObserver.observe({ entryTypes: ["gc"] });
  const samples: number[] = [];
  const cpuSamples: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of queries) {
      const c = process.cpuUsage();
      const s = performance.now();
      index.search(q);
      const ms = performance.now() - s;
      const cpu = process.cpuUsage(c);
      cpuSamples.push((cpu.user + cpu.system) / 1000);
      samples.push(ms);
      const list = perQuery.get(q) ?? [];
      list.push(ms);
      perQuery.set(q, list);
    }
  }
  await new Promise((resolve) => setImmediate(resolve)); // let the observer deliver
  gcObserver.disconnect();
  samples.sort((a, b) => a - b);
  cpuSamples.sort((a, b) => a - b);
  // Each query's median over the rounds: the query's own cost, without one-off pauses.
  const medians = [...perQuery.values()].map((l) => [...l].sort((a, b) => a - b)[l.length >> 1]!);
  medians.sort((a, b) => a - b);
  const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, node ${process.version}`);
  console.log(`docs: ${docs.length} (${docs.filter((d) => d.source === "core").length} core), index size ${index.size}`);
  console.log(`load+parse: ${loadMs.toFixed(0)} ms`);
  console.log(
    `build: ${buildMs.toFixed(0)} ms wall, ${((buildCpu.user + buildCpu.system) / 1000).toFixed(0)} ms CPU ` +
      `(load average ${os.loadavg()[0]!.toFixed(1)} at the end)`,
  );
  console.log(`heap: ${mb(heapBefore)} with docs loaded → ${mb(heapAfter)} with index (+${mb(heapAfter - heapBefore)})`);
  const fmt = (sorted: number[]): string =>
    `p50 ${percentile(sorted, 50).toFixed(3)} ms, p95 ${percentile(sorted, 95).toFixed(3)} ms, ` +
    `p99 ${percentile(sorted, 99).toFixed(3)} ms, max ${sorted[sorted.length - 1]!.toFixed(3)} ms`;
  console.log(`queries: ${queries.length} × ${ROUNDS} rounds = ${samples.length} samples: ${fmt(samples)}`);
  console.log(`per-query medians (${medians.length} queries): ${fmt(medians)}`);
  console.log(`CPU time per query (not counting time the OS gave to other processes): ${fmt(cpuSamples)}`);
  console.log(`GC during the measured rounds: ${gcCount} pauses, ${gcMs.toFixed(1)} ms in total`);
  const slowest = [...perQuery.entries()]
    .map(([q, l]) => [q, Math.max(...l)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(`slowest single samples: ${slowest.map(([q, ms]) => `${JSON.stringify(q)} ${ms.toFixed(3)} ms`).join(", ")}`);
  const slowestMedians = [...perQuery.entries()]
    .map(([q, l]) => [q, [...l].sort((a, b) => a - b)[l.length >> 1]!] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(`slowest per-query medians: ${slowestMedians.map(([q, ms]) => `${JSON.stringify(q)} ${ms.toFixed(3)} ms`).join(", ")}`);

  for (const q of [...QUALITY_QUERIES, ...QUALITY_ONLY_QUERIES]) {
    console.log(`\n"${q}":`);
    const hits = index.search(q, { limit: 5 });
    if (hits.length === 0) console.log("  (no results)");
    for (const [i, h] of hits.entries()) {
      const d = docs[h.id - 1]!;
      console.log(`  ${i + 1}. [${h.tier}] ${d.title} (${d.year ?? "?"}, ${d.source}, ${d.platforms.length} platform(s), score ${h.score})`);
    }
  }
}

await main();
