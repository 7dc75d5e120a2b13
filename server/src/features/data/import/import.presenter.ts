// Import runs as the API answers them: counts per outcome and action, and the first rows of each outcome.
import {
  IMPORT_CHOICE_ROWS,
  IMPORT_PREVIEW_ROWS,
  type GameStatus,
  type ImportCounts,
  type ImportOutcome,
  type ImportRejectedDto,
  type ImportRowDto,
  type ImportRunDto,
  type ImportRunState,
  type ImportSource,
} from "@savepoint/common";
import type { PlannedRow } from "./import.plan.ts";
import { hoursOf } from "./rows.ts";
import type { RunRow } from "./import.queries.ts";

export interface RunSummary {
  counts: ImportCounts;
  samples: Record<ImportOutcome, ImportRowDto[]>;
  /** Rows matching several copies (absent from older runs). */
  ambiguous?: ImportRowDto[];
  /** What the owners' rules refused to write (set once the run is applied; absent from older runs). */
  rejected?: ImportRejectedDto[];
}

export function rowDto(p: PlannedRow): ImportRowDto {
  const { row } = p;
  return {
    line: row.line,
    title: row.title,
    platform: row.platform,
    outcome: p.outcome,
    action: p.action,
    reason: p.reason,
    matchedBy: p.matchedBy,
    catalogTitle: p.catalog?.title ?? null,
    status: row.status,
    statusFrom: row.statusFrom,
    rating: row.rating,
    ratingFrom: row.ratingFrom,
    hours: hoursOf(row.minutes),
    hoursFrom: row.hoursFrom,
    tags: row.tags,
    reviewNotes: p.reviewTo,
    copies:
      p.copies?.map((g) => ({ id: g.id, title: g.title, platform: g.platform, status: g.status as GameStatus, createdAt: g.createdAt.toISOString() })) ?? null,
    copyId: p.copies ? p.targetId : null,
  };
}

export function summarise(planned: PlannedRow[]): RunSummary {
  const counts: ImportCounts = { rows: planned.length, matched: 0, created: 0, skipped: 0, add: 0, update: 0, unchanged: 0, wishlist: 0 };
  const samples: RunSummary["samples"] = { matched: [], created: [], skipped: [] };
  const ambiguous: ImportRowDto[] = [];
  for (const p of planned) {
    counts[p.outcome]++;
    if (p.action !== "skip") counts[p.action]++;
    if (samples[p.outcome].length < IMPORT_PREVIEW_ROWS) samples[p.outcome].push(rowDto(p));
    if (p.copies && ambiguous.length < IMPORT_CHOICE_ROWS) ambiguous.push(rowDto(p));
  }
  return { counts, samples, ambiguous };
}

export function runDto(r: RunRow): ImportRunDto {
  const summary = r.summary as unknown as RunSummary;
  return {
    id: r.id,
    source: r.source as ImportSource,
    fileName: r.fileName,
    state: r.state as ImportRunState,
    // A run summarised before the wishlist has no count of it.
    counts: { ...summary.counts, wishlist: (summary.counts as Partial<ImportCounts>).wishlist ?? 0 },
    samples: summary.samples,
    ambiguous: summary.ambiguous ?? [],
    rejected: summary.rejected ?? [],
    progress: { done: r.done, total: r.total },
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    appliedAt: r.appliedAt?.toISOString() ?? null,
    undoneAt: r.undoneAt?.toISOString() ?? null,
  };
}
