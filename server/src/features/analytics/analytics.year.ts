// A year in review: the games started, completed and abandoned in one calendar year (by their
// calendar days), the hours played that year and its sessions, month by month.
import { ANALYTICS_TOP, compareText, type AnalyticsCompletion, type YearInReview } from "@savepoint/common";
import type { AnalyticsRow } from "./analytics.queries.ts";
import { byDay, minutesToHours, platformOf, ref, round1, sessionMinutesByMonth, topCounts } from "./analytics.rules.ts";

const inYear = (date: string | null, year: number): boolean => date?.startsWith(`${year}-`) ?? false;
const monthOf = (date: string): number => Number(date.slice(5, 7));
const byDateThenTitle = (field: "startDate" | "completedDate" | "abandonedDate") => (a: AnalyticsRow, b: AnalyticsRow) =>
  byDay(a[field]!, b[field]!) || compareText(a.title, b.title);

/**
 * Minutes of the sessions of `rows` dated in `year`, in all and per month, and the longest session
 * (ties to the earliest day, then to the game first in the rows, then to the one logged first).
 */
function sessionsIn(rows: AnalyticsRow[], year: number) {
  const prefix = `${year}-`;
  const months = sessionMinutesByMonth(rows, year);
  let longest: { row: AnalyticsRow; date: string; minutes: number } | null = null;
  for (const row of rows) {
    for (const [date, m] of row.sessions) {
      if (!date.startsWith(prefix)) continue;
      if (!longest || m > longest.minutes || (m === longest.minutes && date < longest.date)) longest = { row, date, minutes: m };
    }
  }
  return { minutes: months.reduce((a, m) => a + m, 0), months, longest };
}

export function yearInReview(rows: AnalyticsRow[], year: number): YearInReview {
  const started = rows.filter((r) => inYear(r.startDate, year)).sort(byDateThenTitle("startDate"));
  const completed = rows.filter((r) => inYear(r.completedDate, year)).sort(byDateThenTitle("completedDate"));
  const abandoned = rows.filter((r) => inYear(r.abandonedDate, year)).sort(byDateThenTitle("abandonedDate"));
  const sessions = sessionsIn(rows, year);
  const unlogged = completed.filter((r) => r.sessionMinutes === 0).reduce((a, r) => a + r.hours, 0);
  const longest = sessions.longest;
  const involved = [...new Set([...started, ...completed, ...abandoned])];
  const completion = (r: AnalyticsRow): AnalyticsCompletion => ({ ...ref(r), completedDate: r.completedDate! });
  const count = (list: AnalyticsRow[], field: "startDate" | "completedDate" | "abandonedDate", month: number) =>
    list.filter((r) => monthOf(r[field]!) === month).length;
  return {
    year,
    started: started.map(ref),
    completed: completed.map(completion),
    abandoned: abandoned.map(ref),
    hoursPlayed: round1(sessions.minutes / 60 + unlogged),
    longestSession: longest ? { ...ref(longest.row), date: longest.date, minutes: longest.minutes } : null,
    topGenres: topCounts(
      involved.flatMap((r) => r.genres),
      ANALYTICS_TOP,
    ),
    topPlatforms: topCounts(involved.map(platformOf), ANALYTICS_TOP),
    bestRated: completed
      .filter((r) => r.rating !== null)
      .sort((a, b) => b.rating! - a.rating! || compareText(a.title, b.title))
      .slice(0, ANALYTICS_TOP)
      .map((r) => ({ ...ref(r), rating: r.rating! })),
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      started: count(started, "startDate", i + 1),
      completed: count(completed, "completedDate", i + 1),
      abandoned: count(abandoned, "abandonedDate", i + 1),
      sessionHours: minutesToHours(sessions.months[i]!),
    })),
    firstCompleted: completed.length > 0 ? completion(completed[0]!) : null,
    lastCompleted: completed.length > 0 ? completion(completed.at(-1)!) : null,
  };
}
