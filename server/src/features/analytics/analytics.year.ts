// A year in review: the games started, completed and abandoned in one calendar year (by their
// calendar days), the hours played that year and its sessions, month by month.
import { ANALYTICS_TOP, type AnalyticsCompletion, type YearInReview } from "@savepoint/common";
import type { AnalyticsRow, SessionRow } from "./analytics.queries.ts";
import { platformOf, ref, round1, topCounts } from "./analytics.rules.ts";

const inYear = (date: string | null, year: number): boolean => date?.startsWith(`${year}-`) ?? false;
const monthOf = (date: string): number => Number(date.slice(5, 7));
const byDateThenTitle = (field: "startDate" | "completedDate" | "abandonedDate") => (a: AnalyticsRow, b: AnalyticsRow) =>
  a[field]!.localeCompare(b[field]!) || a.title.localeCompare(b.title);

export function yearInReview(rows: AnalyticsRow[], sessions: SessionRow[], year: number): YearInReview {
  const started = rows.filter((r) => inYear(r.startDate, year)).sort(byDateThenTitle("startDate"));
  const completed = rows.filter((r) => inYear(r.completedDate, year)).sort(byDateThenTitle("completedDate"));
  const abandoned = rows.filter((r) => inYear(r.abandonedDate, year)).sort(byDateThenTitle("abandonedDate"));
  const games = new Map(rows.map((r) => [r.id, r]));
  const sessionMinutes = sessions.reduce((a, s) => a + s.minutes, 0);
  const unlogged = completed.filter((r) => r.sessionMinutes === 0).reduce((a, r) => a + r.hours, 0);
  let longest: SessionRow | null = null;
  for (const s of sessions) if (!longest || s.minutes > longest.minutes) longest = s;
  const longestGame = longest ? games.get(longest.gameId) : undefined;
  const involved = [...new Set([...started, ...completed, ...abandoned])];
  const completion = (r: AnalyticsRow): AnalyticsCompletion => ({ ...ref(r), completedDate: r.completedDate! });
  const count = (list: AnalyticsRow[], field: "startDate" | "completedDate" | "abandonedDate", month: number) => list.filter((r) => monthOf(r[field]!) === month).length;
  return {
    year,
    started: started.map(ref),
    completed: completed.map(completion),
    abandoned: abandoned.map(ref),
    hoursPlayed: round1(sessionMinutes / 60 + unlogged),
    longestSession: longest && longestGame ? { ...ref(longestGame), date: longest.date, minutes: longest.minutes } : null,
    topGenres: topCounts(involved.flatMap((r) => r.genres), ANALYTICS_TOP),
    topPlatforms: topCounts(involved.map(platformOf), ANALYTICS_TOP),
    bestRated: completed
      .filter((r) => r.rating !== null)
      .sort((a, b) => b.rating! - a.rating! || a.title.localeCompare(b.title))
      .slice(0, ANALYTICS_TOP)
      .map((r) => ({ ...ref(r), rating: r.rating! })),
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      started: count(started, "startDate", i + 1),
      completed: count(completed, "completedDate", i + 1),
      abandoned: count(abandoned, "abandonedDate", i + 1),
      sessionHours: round1(sessions.filter((s) => monthOf(s.date) === i + 1).reduce((a, s) => a + s.minutes, 0) / 60),
    })),
    firstCompleted: completed.length > 0 ? completion(completed[0]!) : null,
    lastCompleted: completed.length > 0 ? completion(completed.at(-1)!) : null,
  };
}
