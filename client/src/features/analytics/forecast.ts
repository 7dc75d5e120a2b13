// The forecast's 'what if I played H hours a week?' answer, computed in the browser from the backlog's
// hours (backlog games × hours per completed game): a month holds 52/12 weeks, so the backlog takes
// backlogHours / (H × 52/12) months, counted from the server's today.
import { FORECAST_MAX_MONTHS } from "@savepoint/common";

export const WEEKS_PER_MONTH = 52 / 12;
/** Average days in a month (a 400-year Gregorian cycle's), to turn months into a date. */
const DAYS_PER_MONTH = 30.436875;

export interface WhatIf {
  /** Months to clear the backlog at that pace, one decimal; null when it never clears (0 hours a week). */
  months: number | null;
  /** The day it would be cleared (YYYY-MM-DD); null when it never clears. */
  date: string | null;
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function whatIf(backlogHours: number, hoursPerWeek: number, today: string): WhatIf {
  if (backlogHours <= 0) return { months: 0, date: today };
  if (!(hoursPerWeek > 0)) return { months: null, date: null };
  const months = backlogHours / (hoursPerWeek * WEEKS_PER_MONTH);
  return { months: Math.round(months * 10) / 10, date: addDays(today, Math.round(months * DAYS_PER_MONTH)) };
}

/**
 * The games left at the start of each month from this one at `hoursPerWeek`, down to 0 (at most
 * FORECAST_MAX_MONTHS + 1 points; empty when the pace clears nothing).
 */
export function whatIfBurnDown(backlog: number, hoursPerGame: number, hoursPerWeek: number): number[] {
  if (!(hoursPerWeek > 0) || !(hoursPerGame > 0)) return [];
  const perMonth = (hoursPerWeek * WEEKS_PER_MONTH) / hoursPerGame;
  const points = Math.min(Math.ceil(backlog / perMonth), FORECAST_MAX_MONTHS);
  return Array.from({ length: points + 1 }, (_, k) => Math.round(Math.max(0, backlog - perMonth * k) * 10) / 10);
}

/** "2026-11" → "Nov 2026". */
export function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** The month labels `count` months on from `first` ("2026-11"). */
export function monthsFrom(first: string, count: number): string[] {
  const [y, m] = first.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, k) => {
    const at = new Date(Date.UTC(y, m - 1 + k, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}
