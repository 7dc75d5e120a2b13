// The relevance set (server/bench/search/relevance.jsonl, `npm run eval:search`) against the bundled
// catalog: each half must answer at least as many queries in the top 1 and top 3 as its floor in
// server/bench/search/baseline.json, so a ranking change that loses what players type fails CI.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readRelevanceSet, scoreRelevance } from "../../../../bench/search/relevance.ts";
import { bundledSearchDocs } from "./bundled-docs.ts";
import { CatalogIndex } from "./catalog-index.ts";

const baseline = JSON.parse(readFileSync(new URL("../../../../bench/search/baseline.json", import.meta.url), "utf8")) as {
  floor: Record<"tune" | "holdout", { top1: number; top3: number }>;
};

describe("the catalog search's relevance set", () => {
  const queries = readRelevanceSet();
  const index = new CatalogIndex(bundledSearchDocs());
  const report = scoreRelevance(queries, (q) => index.search(q).map((h) => h.game.slug));

  it("has at least 150 queries, each with a game of the bundled catalog to find", () => {
    expect(queries.length).toBeGreaterThanOrEqual(150);
    const slugs = new Set(bundledSearchDocs().map((d) => d.slug));
    expect(queries.filter((q) => !q.expect.some((s) => slugs.has(s))).map((q) => q.q)).toEqual([]);
  });

  it.each(["tune", "holdout"] as const)("keeps the %s half's top-1 and top-3 hits at or above their floor", (half) => {
    expect(report[half].top1).toBeGreaterThanOrEqual(baseline.floor[half].top1);
    expect(report[half].top3).toBeGreaterThanOrEqual(baseline.floor[half].top3);
  });
});
