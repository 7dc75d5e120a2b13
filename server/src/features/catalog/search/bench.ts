// Search-index benchmark over the real catalog (not a test).
//   cd /work/main && npx tsx server/src/features/catalog/search/bench.ts
// Prints build time, heap used by the index, per-query latency percentiles over a mixed query
// list, and the top 5 results of the quality-check queries.

import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import { gunzipSync } from "node:zlib";
import { CatalogIndex, type SearchDoc } from "./index.ts";
import { slugify } from "./normalize.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogDir = path.resolve(here, "../../../../../prisma/catalog");

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

interface CoreLine {
  slug: string;
  title: string;
  year: number | null;
  platforms: string[];
  metacritic: number | null;
}

interface RetroLine {
  id: string;
  title: string;
  year: number | null;
  platforms: string[];
  alt_titles?: string[];
  nongame?: boolean;
  homebrew?: boolean;
  unlicensed?: boolean;
}

function loadDocs(): SearchDoc[] {
  const docs: SearchDoc[] = [];
  let id = 1;
  const coreDir = path.join(catalogDir, "core");
  for (const file of readdirSync(coreDir).filter((f) => f.endsWith(".jsonl")).sort()) {
    for (const line of readFileSync(path.join(coreDir, file), "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const g = JSON.parse(line) as CoreLine;
      docs.push({
        id: id++,
        slug: g.slug,
        title: g.title,
        altTitles: [],
        year: g.year ?? null,
        platforms: g.platforms ?? [],
        rating: null,
        metacritic: g.metacritic ?? null,
        source: "core",
        hidden: false,
        coverUrl: null,
      });
    }
  }
  const retro = gunzipSync(readFileSync(path.join(catalogDir, "retro.jsonl.gz"))).toString("utf8");
  for (const line of retro.split("\n")) {
    if (line.trim() === "") continue;
    const g = JSON.parse(line) as RetroLine;
    docs.push({
      id: id++,
      slug: slugify(g.title),
      title: g.title,
      altTitles: g.alt_titles ?? [],
      year: g.year ?? null,
      platforms: g.platforms ?? [],
      rating: null,
      metacritic: null,
      source: "mame",
      hidden: Boolean(g.nongame || g.homebrew || g.unlicensed),
      coverUrl: null,
    });
  }
  return docs;
}

/** Small deterministic PRNG (mulberry32) so the random prefixes are the same every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at]!;
}

const FIXED_QUERIES = [
  "witcher",
  "zelda",
  "final fantasy 7",
  "pokemon",
  "sonic the hedgehog",
  "mario kart",
  "metriod",
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

const QUALITY_QUERIES = [
  "witcher",
  "zelda",
  "final fantasy 7",
  "pokemon",
  "sonic the hedgehog",
  "mario kart",
  "metriod",
  "street fighter 2",
  "gta",
];

function main(): void {
  const t0 = performance.now();
  const docs = loadDocs();
  const loadMs = performance.now() - t0;
  const heapBefore = heapUsed();

  const t1 = performance.now();
  const index = new CatalogIndex(docs);
  const buildMs = performance.now() - t1;
  const heapAfter = heapUsed();

  const random = prng(20240601);
  const prefixes: string[] = [];
  while (prefixes.length < 200) {
    const doc = docs[Math.floor(random() * docs.length)]!;
    const len = 3 + Math.floor(random() * 6); // 3–8
    const prefix = doc.title.slice(0, len);
    if (prefix.trim().length >= 3) prefixes.push(prefix);
  }
  const queries = [...FIXED_QUERIES, ...prefixes];

  // Warm-up, then 5 measured rounds over the whole list.
  for (let r = 0; r < 3; r++) for (const q of queries) index.search(q);
  const samples: number[] = [];
  const worst = new Map<string, number>();
  for (let r = 0; r < 5; r++) {
    for (const q of queries) {
      const s = performance.now();
      index.search(q);
      const ms = performance.now() - s;
      samples.push(ms);
      worst.set(q, Math.max(worst.get(q) ?? 0, ms));
    }
  }
  samples.sort((a, b) => a - b);
  const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, node ${process.version}`);
  console.log(`docs: ${docs.length} (${docs.filter((d) => d.source === "core").length} core), index size ${index.size}`);
  console.log(`load+parse: ${loadMs.toFixed(0)} ms`);
  console.log(`build: ${buildMs.toFixed(0)} ms`);
  console.log(`heap: ${mb(heapBefore)} with docs loaded → ${mb(heapAfter)} with index (+${mb(heapAfter - heapBefore)})`);
  console.log(
    `queries: ${queries.length} × 5 rounds = ${samples.length} samples; ` +
      `p50 ${percentile(samples, 50).toFixed(3)} ms, p95 ${percentile(samples, 95).toFixed(3)} ms, ` +
      `p99 ${percentile(samples, 99).toFixed(3)} ms, max ${samples[samples.length - 1]!.toFixed(3)} ms`,
  );
  const slowest = [...worst.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`slowest queries: ${slowest.map(([q, ms]) => `${JSON.stringify(q)} ${ms.toFixed(3)} ms`).join(", ")}`);

  for (const q of QUALITY_QUERIES) {
    console.log(`\n"${q}":`);
    const hits = index.search(q, { limit: 5 });
    if (hits.length === 0) console.log("  (no results)");
    for (const [i, h] of hits.entries()) {
      const d = h.doc;
      console.log(
        `  ${i + 1}. [${h.tier}] ${d.title} (${d.year ?? "?"}, ${d.source}, ${d.platforms.length} platform(s), score ${h.score})`,
      );
    }
  }
}

main();
