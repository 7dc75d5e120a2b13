// The catalog search's relevance set (relevance.jsonl): queries as players type them (typos,
// abbreviations, numerals, short names, extra words, series names, native titles), each with the
// games that answer it (any one of them counts). The set is split in two halves by line: even lines
// are the half ranking changes were tuned on, odd lines the half held out, reported apart.
import { readFileSync } from "node:fs";

export interface RelevanceQuery {
  q: string;
  /** Catalog slugs of the games that answer the query: a hit when one of them is in the top 1 / top 3. */
  expect: string[];
  kind: string;
  half: "tune" | "holdout";
}

export interface HalfScore {
  queries: number;
  top1: number;
  top3: number;
}

export interface RelevanceReport {
  tune: HalfScore;
  holdout: HalfScore;
  /** Per query: the slugs of its top 3, and where the first expected game was (1-based; 0: not in the top 10). */
  results: { query: RelevanceQuery; top: string[]; rank: number }[];
}

export function readRelevanceSet(file = new URL("./relevance.jsonl", import.meta.url)): RelevanceQuery[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((line, i) => {
      const row = JSON.parse(line) as Omit<RelevanceQuery, "half">;
      return { ...row, half: i % 2 === 0 ? "tune" : "holdout" };
    });
}

/** Runs every query through `search` (the slugs of its answer, best first) and scores both halves. */
export function scoreRelevance(queries: readonly RelevanceQuery[], search: (q: string) => string[]): RelevanceReport {
  const empty = (): HalfScore => ({ queries: 0, top1: 0, top3: 0 });
  const report: RelevanceReport = { tune: empty(), holdout: empty(), results: [] };
  for (const query of queries) {
    const slugs = search(query.q);
    const at = slugs.findIndex((s) => query.expect.includes(s));
    const half = report[query.half];
    half.queries++;
    if (at === 0) half.top1++;
    if (at >= 0 && at < 3) half.top3++;
    report.results.push({ query, top: slugs.slice(0, 3), rank: at + 1 });
  }
  return report;
}

export const percent = (n: number, of: number) => (of === 0 ? 0 : Math.round((1000 * n) / of) / 10);
