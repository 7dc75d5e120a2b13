// The monthly chart's data: one stacked bar per month, each game one segment of its series (so the
// tooltip can name it), the series in a fixed order and colour, the top segment of each bar known
// (it gets the rounded corners), and a y scale from zero in steps of 2 that never clips a month.
import type { AnalyticsGameRef, MonthlySeries } from "@savepoint/common";
import { SERIES_COLORS } from "./colors.ts";

export const MONTH_LABELS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

export const SERIES = [
  { key: "started", label: "Started", color: SERIES_COLORS.started },
  { key: "completed", label: "Completed", color: SERIES_COLORS.completed },
  { key: "backlog", label: "Backlog", color: SERIES_COLORS.backlog },
  { key: "abandoned", label: "Abandoned", color: SERIES_COLORS.abandoned },
] as const;
export type SeriesKey = (typeof SERIES)[number]["key"];

/** One segment layer: the k-th game of a series in each month (null where the month has fewer). */
export interface GameDataset {
  label: string;
  series: SeriesKey;
  backgroundColor: string;
  data: (number | null)[];
  games: (AnalyticsGameRef | null)[];
}

export interface MonthlyChartData {
  labels: string[];
  datasets: GameDataset[];
  /** Per month, the index of the dataset drawn on top of the bar (-1 for an empty month). */
  topDataset: number[];
  /** Per month, the games in the bar. */
  totals: number[];
  y: { max: number; step: number };
}

/** Zero up to at least 6 (0, 2, 4, 6) in steps of 2; a taller month raises the top, and past 16 the step doubles as needed to keep about 8 steps. */
export function yScale(maxTotal: number): { max: number; step: number } {
  const top = Math.max(6, Math.ceil(maxTotal / 2) * 2);
  const step = top <= 16 ? 2 : 2 * Math.ceil(top / 16);
  return { max: Math.ceil(top / step) * step, step };
}

export function buildMonthlyChart(series: MonthlySeries): MonthlyChartData {
  const months = MONTH_LABELS.map((_, i) => series.months.find((m) => m.month === i + 1));
  const datasets: GameDataset[] = [];
  for (const s of SERIES) {
    const depth = Math.max(0, ...months.map((m) => (m ? m[s.key].length : 0)));
    for (let k = 0; k < depth; k++) {
      const games = months.map((m) => m?.[s.key][k] ?? null);
      datasets.push({ label: s.label, series: s.key, backgroundColor: s.color, data: games.map((g) => (g ? 1 : null)), games });
    }
  }
  const topDataset = MONTH_LABELS.map((_, m) => {
    for (let d = datasets.length - 1; d >= 0; d--) if (datasets[d]!.data[m] !== null) return d;
    return -1;
  });
  const totals = months.map((m) => (m ? SERIES.reduce((n, s) => n + m[s.key].length, 0) : 0));
  return { labels: [...MONTH_LABELS], datasets, topDataset, totals, y: yScale(Math.max(0, ...totals)) };
}

/** The series' counts over the year ("3 started, 2 completed, 5 added to backlog, 1 abandoned"). */
export function yearSummary(series: MonthlySeries): Record<SeriesKey, number> {
  const sum = (key: SeriesKey) => series.months.reduce((n, m) => n + m[key].length, 0);
  return { started: sum("started"), completed: sum("completed"), backlog: sum("backlog"), abandoned: sum("abandoned") };
}
