// `npm run eval:search`: the catalog search's relevance set (search/relevance.jsonl) against an index
// of the bundled catalog, as the search box asks it (the first 10 answers). Prints top-1 and top-3 hit
// rates for the half ranking changes were tuned on and for the half held out, by kind of query, and
// the tune half's misses (`--misses all` prints the held-out half's too; looking at them spends them).
// `--json FILE` writes the figures. The floors CI holds are in search/baseline.json (relevance.test.ts).
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { CatalogIndex } from "../src/features/catalog/search/catalog-index.ts";
import { bundledSearchDocs } from "../src/features/catalog/search/bundled-docs.ts";
import { percent, readRelevanceSet, scoreRelevance, type HalfScore } from "./search/relevance.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};

const t0 = performance.now();
const index = new CatalogIndex(bundledSearchDocs());
const built = performance.now() - t0;
const queries = readRelevanceSet();
const report = scoreRelevance(queries, (q) => index.search(q).map((h) => h.game.slug));

const line = (name: string, s: HalfScore) =>
  `${name.padEnd(9)} ${String(s.queries).padStart(4)} queries  top-1 ${String(percent(s.top1, s.queries)).padStart(5)} %  top-3 ${String(percent(s.top3, s.queries)).padStart(5)} %`;
console.log(`index of ${index.size} games built in ${Math.round(built)} ms; ${queries.length} queries`);
console.log(line("tune", report.tune));
console.log(line("holdout", report.holdout));
const kinds = new Map<string, HalfScore>();
for (const r of report.results) {
  const k = kinds.get(r.query.kind) ?? { queries: 0, top1: 0, top3: 0 };
  k.queries++;
  if (r.rank === 1) k.top1++;
  if (r.rank >= 1 && r.rank <= 3) k.top3++;
  kinds.set(r.query.kind, k);
}
console.log("\nby kind (both halves):");
for (const [kind, s] of [...kinds].sort((a, b) => b[1].queries - a[1].queries)) console.log(`  ${line(kind, s)}`);
const all = arg("--misses") === "all";
console.log(`\nmisses (top 3) of the ${all ? "whole set" : "tune half"}:`);
for (const r of report.results) {
  if ((r.rank >= 1 && r.rank <= 3) || (!all && r.query.half !== "tune")) continue;
  console.log(
    `  ${JSON.stringify(r.query.q)} [${r.query.kind}] want ${r.query.expect[0]}${r.rank ? ` (at ${r.rank})` : ""}; got ${r.top.join(", ") || "nothing"}`,
  );
}
const out = arg("--json");
if (out) writeFileSync(out, JSON.stringify({ tune: report.tune, holdout: report.holdout }, null, 2) + "\n");
