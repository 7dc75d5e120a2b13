// The search index's share of the V8 heap, measured exactly (not a test):
//   npx tsx server/bench/search-heap.ts            heap after a full GC, before and after the build
//   SEARCH_HEAP_SNAPSHOT=1 npx tsx server/bench/search-heap.ts   also what holds the bytes
// Builds the index with CatalogService.init itself over a stand-in for the catalog table that holds
// the bundled catalog and answers each read with fresh rows of the selected columns, as the database
// does. Heap figures after a full GC are deterministic for a given catalog and Node version, unlike
// RSS on a busy machine.
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import type { Db } from "../src/db/prisma.ts";
import { readBundledCatalog } from "../src/features/catalog/catalog.data.ts";
import { CatalogService } from "../src/features/catalog/catalog.service.ts";
import { slugify } from "../src/lib/text.ts";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const MB = 1024 * 1024;

function liveHeap(): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
}

/** Self sizes of the live heap by kind (type, and constructor for objects), from a heap snapshot. */
function breakdown(): Map<string, { bytes: number; count: number }> {
  const file = join(tmpdir(), `search-heap-${process.pid}-${Date.now()}.heapsnapshot`);
  v8.writeHeapSnapshot(file);
  const snap = JSON.parse(readFileSync(file, "utf8")) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
    strings: string[];
  };
  rmSync(file);
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const types = snap.snapshot.meta.node_types[0];
  const out = new Map<string, { bytes: number; count: number }>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!]!;
    const named = type === "object" || type === "native" || type === "closure" || type === "code" || type === "hidden";
    const key = named ? `${type} ${snap.strings[snap.nodes[i + nameAt]!]!.slice(0, 60)}` : type;
    const entry = out.get(key) ?? { bytes: 0, count: 0 };
    entry.bytes += snap.nodes[i + sizeAt]!;
    entry.count++;
    out.set(key, entry);
  }
  return out;
}

function printDiff(before: Map<string, { bytes: number; count: number }>, after: Map<string, { bytes: number; count: number }>): void {
  const rows = [...after.entries()]
    .map(([key, a]) => {
      const b = before.get(key) ?? { bytes: 0, count: 0 };
      return { key, bytes: a.bytes - b.bytes, count: a.count - b.count };
    })
    .filter((r) => Math.abs(r.bytes) >= 64 * 1024)
    .sort((x, y) => y.bytes - x.bytes);
  console.log("\nheap snapshot, growth by kind (self sizes; ≥ 64 KB):");
  for (const r of rows) console.log(`  ${(r.bytes / MB).toFixed(2).padStart(7)} MB  ${String(r.count).padStart(8)}  ${r.key}`);
}

type Row = Record<string, unknown> & { id: number };

/** catalog_games for CatalogService: every read answers fresh copies of the selected columns. */
function table(): Db {
  const rows: Row[] = readBundledCatalog(slugify).rows.map((r, i) => ({
    ...r,
    id: i + 1,
    coverUrl: null,
    rawgId: null,
    igdbId: null,
    steamAppId: null,
    wikidataId: null,
    updatedAt: new Date(0),
  }));
  const json = rows.map((r) => JSON.stringify(r)); // one string per row: no object survives a read
  for (const line of json) JSON.parse(line); // flattened now, so the snapshot diff shows the index only
  const findMany = (args: { select?: Record<string, true>; where?: { id?: { gt?: number; in?: number[] } }; take?: number }) => {
    const { gt = 0, in: ids } = args.where?.id ?? {};
    const picked = ids ? ids.map((id) => id - 1) : Array.from({ length: Math.min(args.take ?? json.length, json.length - gt) }, (_, k) => gt + k);
    return Promise.resolve(
      picked
        .filter((i) => i >= 0 && i < json.length)
        .map((i) => {
          const row = JSON.parse(json[i]!) as Row;
          row.updatedAt = new Date(0);
          return args.select ? Object.fromEntries(Object.keys(args.select).map((k) => [k, row[k]])) : row;
        }),
    );
  };
  return { catalogGame: { findMany } } as unknown as Db;
}

async function build(db: Db): Promise<CatalogService> {
  const catalog = new CatalogService({ prisma: db, bulk: db });
  await catalog.init();
  return catalog;
}

async function main(): Promise<void> {
  const db = table();
  const snapshot = process.env.SEARCH_HEAP_SNAPSHOT === "1";
  const before = liveHeap();
  const kindsBefore = snapshot ? breakdown() : undefined;

  const t0 = performance.now();
  const catalog = await build(db);
  const buildMs = performance.now() - t0;
  const after = liveHeap();
  console.log(`node ${process.version}: ${catalog.size} games indexed in ${buildMs.toFixed(0)} ms`);
  console.log(`live heap ${(before / MB).toFixed(1)} MB before → ${(after / MB).toFixed(1)} MB with the index: +${((after - before) / MB).toFixed(1)} MB`);
  if (kindsBefore) printDiff(kindsBefore, breakdown());
  if ((await catalog.search("zelda")).length === 0) throw new Error("the index answers nothing");
}

await main();
