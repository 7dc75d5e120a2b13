// The backlog forecast: the player's completions per month over the last 12 months carried forward
// until the current backlog is gone; its hours are each backlog game's time to beat here where it has
// one, else the player's own hours per completed game. Calendar arithmetic is on YYYY-MM-DD days; a
// month added to the 31st lands on the month's last day.
import { FORECAST_MAX_MONTHS, FORECAST_MIN_COMPLETIONS, type BacklogForecast } from "@savepoint/common";
import type { AnalyticsRow } from "./analytics.queries.ts";
import { round1 } from "./analytics.rules.ts";

/** Today's calendar day in time zone `tz`. */
export function todayIn(now: Date, tz: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** `day` plus `months` calendar months (clamped to the month's last day), plus `days` days. */
export function addMonths(day: string, months: number, days = 0): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const at = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last) + days));
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** Average days in a month (a 400-year Gregorian cycle's). */
const DAYS_PER_MONTH = 30.436875;

/** `timeToBeat`: the median hours players here took to beat a backlog game, by library game id (those that have one). */
export function forecast(rows: AnalyticsRow[], today: string, timeToBeat: ReadonlyMap<string, number> = new Map()): BacklogForecast {
  const yearAgo = addMonths(today, -12);
  const backlogRows = rows.filter((r) => r.status === "BACKLOG");
  const backlog = backlogRows.length;
  const recent = rows.filter((r) => r.status === "COMPLETED" && r.completedDate !== null && r.completedDate > yearAgo && r.completedDate <= today).length;
  const played = rows.filter((r) => r.status === "COMPLETED" && r.hours > 0);
  const hoursPer = played.length === 0 ? null : played.reduce((a, r) => a + r.hours, 0) / played.length;
  const beaten = backlogRows.flatMap((r) => timeToBeat.get(r.id) ?? []);
  const rest = backlog - beaten.length;
  const backlogHours = rest > 0 && hoursPer === null ? null : beaten.reduce((a, h) => a + h, 0) + rest * (hoursPer ?? 0);
  const perMonth = recent / 12;
  const enoughHistory = recent >= FORECAST_MIN_COMPLETIONS;
  const months = enoughHistory ? backlog / perMonth : null;
  const burnDown: BacklogForecast["burnDown"] = [];
  if (months !== null) {
    const points = Math.min(Math.ceil(months), FORECAST_MAX_MONTHS);
    for (let k = 0; k <= points; k++) burnDown.push({ month: addMonths(today, k).slice(0, 7), remaining: round1(Math.max(0, backlog - perMonth * k)) });
  }
  return {
    today,
    backlog,
    completionsLast12Months: recent,
    completionsPerMonth: Math.round(perMonth * 100) / 100,
    hoursPerCompletedGame: hoursPer === null ? null : round1(hoursPer),
    backlogHours: backlogHours === null ? null : round1(backlogHours),
    timeToBeatGames: beaten.length,
    enoughHistory,
    monthsToClear: months === null ? null : round1(months),
    projectedDate: months === null ? null : addMonths(today, Math.floor(months), Math.round((months % 1) * DAYS_PER_MONTH)),
    burnDown,
  };
}
