// The analytics figures, computed from the lean rows of one library (newest addition first). Hours,
// shares and average ratings are rounded to one decimal; the achievement rate to a whole percent.
import {
  ANALYTICS_RECENT,
  ANALYTICS_TOP,
  COMPLETION_YEARS,
  GAME_STATUSES,
  RATING_MAX,
  RATING_MIN,
  UNKNOWN_PLATFORM,
  compareText,
  type AnalyticsGameRef,
  type AnalyticsSummary,
  type CompletedAnalytics,
  type MonthlySeries,
  type NamedCount,
  type RatingDistribution,
  type TotalGamesAnalytics,
} from "@savepoint/common";
import type { AnalyticsRow } from "./analytics.queries.ts";

export const round1 = (x: number): number => Math.round(x * 10) / 10;
/** `part` as a percentage of `whole`, one decimal; 0 when the whole is 0. */
export const share = (part: number, whole: number): number => (whole === 0 ? 0 : round1((part / whole) * 100));
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
/** The sum of `value` over `rows` (in their order), without an array in between. */
function total(rows: AnalyticsRow[], value: (r: AnalyticsRow) => number): number {
  let t = 0;
  for (const r of rows) t += value(r);
  return t;
}
const hoursOf = (r: AnalyticsRow): number => r.hours;
/** The mean rating of the rated games among `rows`, one decimal; 0 when none is rated. */
function meanRating(rows: AnalyticsRow[]): number {
  let rated = 0;
  let points = 0;
  for (const r of rows) {
    if (r.rating === null) continue;
    rated++;
    points += r.rating;
  }
  return rated === 0 ? 0 : round1(points / rated);
}
/** Calendar days (YYYY-MM-DD) in time order. */
export const byDay = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
export const ref = (r: AnalyticsRow): AnalyticsGameRef => ({ id: r.id, title: r.title, slug: r.slug, platform: r.platform });
export const platformOf = (r: AnalyticsRow): string => r.platform.trim() || UNKNOWN_PLATFORM;

/** The calendar year `now` falls in, in time zone `tz`. */
export function yearIn(now: Date, tz: string): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: tz, year: "numeric" }).format(now));
}

/** Names by count, most first, ties by name; the first `limit`. */
export function topCounts(names: string[], limit: number): NamedCount[] {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || compareText(a.name, b.name))
    .slice(0, limit);
}

export function summary(rows: AnalyticsRow[]): AnalyticsSummary {
  // One pass: the rows of each status (in the rows' order) and the hours of each platform.
  const groups = new Map<string, AnalyticsRow[]>(GAME_STATUSES.map((s) => [s, []]));
  const platformHours = new Map<string, number>();
  for (const r of rows) {
    groups.get(r.status)?.push(r);
    const platform = platformOf(r);
    platformHours.set(platform, (platformHours.get(platform) ?? 0) + r.hours);
  }
  const byStatus = (s: string): AnalyticsRow[] => groups.get(s) ?? [];
  const completed = byStatus("COMPLETED");
  const abandoned = byStatus("ABANDONED");
  const tracked = rows.filter((r) => r.totalAchievements !== null);
  const achTotal = total(tracked, (r) => r.totalAchievements!);
  const achDone = total(tracked, (r) => Math.min(r.achievementsCompleted ?? 0, r.totalAchievements!));
  const hours = total(rows, hoursOf);
  return {
    totalGames: rows.length,
    backlogCount: byStatus("BACKLOG").length,
    inProgressCount: byStatus("IN_PROGRESS").length,
    completedGames: completed.length,
    abandonedCount: abandoned.length,
    averageRatingCompleted: meanRating(completed),
    averageRating: meanRating(rows),
    totalPlayTimeCompleted: round1(total(completed, hoursOf)),
    totalPlayTime: round1(hours),
    backlogProgression: { toInProgress: total(rows, (r) => (r.backlogToInProgress ? 1 : 0)), toCompleted: total(rows, (r) => (r.backlogToCompleted ? 1 : 0)) },
    abandonment: {
      count: abandoned.length,
      averageHours: abandoned.length === 0 ? 0 : round1(total(abandoned, hoursOf) / abandoned.length),
      games: abandoned.map((r) => ({ ...ref(r), hours: round1(r.hours) })),
    },
    statusDistribution: GAME_STATUSES.map((status) => ({ status, count: byStatus(status).length, share: share(byStatus(status).length, rows.length) })),
    playtime: {
      totalHours: round1(hours),
      byStatus: GAME_STATUSES.map((status) => ({ status, hours: round1(total(byStatus(status), hoursOf)) })),
      byPlatform: [...platformHours]
        .map(([platform, hours]) => ({ platform, hours: round1(hours) }))
        .sort((a, b) => b.hours - a.hours || compareText(a.platform, b.platform)),
    },
    achievements: { games: tracked.length, completed: achDone, total: achTotal, rate: achTotal === 0 ? 0 : Math.round((achDone / achTotal) * 100) },
    ratings: ratingDistribution(rows),
  };
}

/** The games per rating, every rating from RATING_MIN to RATING_MAX in order; the unrated ones apart. */
export function ratingDistribution(rows: AnalyticsRow[]): RatingDistribution {
  const games = new Array<number>(RATING_MAX - RATING_MIN + 1).fill(0);
  let unrated = 0;
  for (const r of rows) {
    if (r.rating === null) unrated++;
    else games[r.rating - RATING_MIN]!++;
  }
  return { byRating: games.map((n, i) => ({ rating: RATING_MIN + i, games: n })), unrated };
}

/** Minutes in hours, one decimal (a month's minutes are summed before they are rounded). */
export const minutesToHours = (minutes: number): number => round1(minutes / 60);

/**
 * Minutes of the sessions of `rows` dated in each month of `year`, January first. A session's month is
 * its calendar day's (YYYY-MM-DD as logged: no time zone moves it).
 */
export function sessionMinutesByMonth(rows: AnalyticsRow[], year: number): number[] {
  const prefix = `${year}-`;
  const months = new Array<number>(12).fill(0);
  for (const r of rows) for (const [day, m] of r.sessions) if (day.startsWith(prefix)) months[Number(day.slice(5, 7)) - 1]! += m;
  return months;
}

/** Hours of play time typed as a total beyond the logged sessions (undated: no month holds them), one decimal. */
export const undatedHours = (rows: AnalyticsRow[]): number => round1(total(rows, (r) => Math.max(0, r.hours - r.sessionMinutes / 60)));

const MONTH_SERIES = { started: "startDate", completed: "completedDate", backlog: "addedToBacklog", abandoned: "abandonedDate" } as const;

/**
 * Per month of `year`, the games started, completed, put in the backlog and abandoned (by their
 * calendar days) and the hours of the sessions dated in it; the play time no session dates apart.
 */
export function monthly(rows: AnalyticsRow[], year: number): MonthlySeries {
  const minutes = sessionMinutesByMonth(rows, year);
  const months: MonthlySeries["months"] = minutes.map((m, i) => ({
    month: i + 1,
    started: [],
    completed: [],
    backlog: [],
    abandoned: [],
    sessionHours: minutesToHours(m),
  }));
  const prefix = `${year}-`;
  for (const [series, field] of Object.entries(MONTH_SERIES) as [keyof typeof MONTH_SERIES, (typeof MONTH_SERIES)[keyof typeof MONTH_SERIES]][]) {
    const dated = rows.filter((r) => r[field]?.startsWith(prefix)).sort((a, b) => byDay(a[field]!, b[field]!) || compareText(a.title, b.title));
    for (const r of dated) months[Number(r[field]!.slice(5, 7)) - 1]![series].push(ref(r));
  }
  return { year, months, undatedHours: undatedHours(rows) };
}

export function totalGames(rows: AnalyticsRow[], cover: (id: string, imageUrl: string | null) => string | null): TotalGamesAnalytics {
  const completed = rows.filter((r) => r.status === "COMPLETED").length;
  return {
    totalGames: rows.length,
    completed,
    completionRate: share(completed, rows.length),
    inProgress: rows.filter((r) => r.status === "IN_PROGRESS").length,
    averageRating: meanRating(rows),
    platforms: topCounts(rows.map(platformOf), ANALYTICS_TOP),
    genres: topCounts(
      rows.flatMap((r) => r.genres),
      ANALYTICS_TOP,
    ),
    recent: rows.slice(0, ANALYTICS_RECENT).map((r) => ({ ...ref(r), imageUrl: cover(r.id, r.imageUrl), status: r.status, rating: r.rating })),
  };
}

/** The completed games' figures; `year` is the current calendar year in the caller's time zone. */
export function completedGames(rows: AnalyticsRow[], year: number): CompletedAnalytics {
  const done = rows.filter((r) => r.status === "COMPLETED");
  const dated = done.filter((r) => r.completedDate !== null).sort((a, b) => byDay(b.completedDate!, a.completedDate!) || compareText(a.title, b.title));
  const perYear = topCounts(
    dated.map((r) => r.completedDate!.slice(0, 4)),
    Infinity,
  )
    .map((c) => ({ year: Number(c.name), count: c.count, share: share(c.count, done.length) }))
    .sort((a, b) => b.year - a.year)
    .slice(0, COMPLETION_YEARS);
  return {
    count: done.length,
    averageRating: meanRating(done),
    totalHours: round1(sum(done.map((r) => r.hours))),
    year,
    thisYear: dated.filter((r) => r.completedDate!.startsWith(`${year}-`)).length,
    topRated: done
      .filter((r) => r.rating !== null)
      .sort((a, b) => b.rating! - a.rating! || compareText(a.title, b.title))
      .slice(0, ANALYTICS_TOP)
      .map((r) => ({ ...ref(r), rating: r.rating! })),
    longestPlayed: done
      .filter((r) => r.hours > 0)
      .sort((a, b) => b.hours - a.hours || compareText(a.title, b.title))
      .slice(0, ANALYTICS_TOP)
      .map((r) => ({ ...ref(r), hours: round1(r.hours) })),
    timeline: perYear,
    recent: dated.slice(0, ANALYTICS_RECENT).map((r) => ({ ...ref(r), completedDate: r.completedDate! })),
  };
}
