// Hand-made analytics answers for the component tests.
import type { AnalyticsGameRef, AnalyticsSummary, BacklogForecast, MonthlySeries, PlayCalendar } from "@savepoint/common";

export const ref = (id: string, title = id, platform = "PC"): AnalyticsGameRef => ({ id, title, slug: title.toLowerCase().replace(/\s+/g, "-"), platform });

export function buildSummary(over: Partial<AnalyticsSummary> = {}): AnalyticsSummary {
  return {
    totalGames: 6,
    backlogCount: 2,
    inProgressCount: 1,
    completedGames: 2,
    abandonedCount: 1,
    averageRatingCompleted: 8,
    averageRating: 6.25,
    totalPlayTimeCompleted: 14,
    totalPlayTime: 18.5,
    backlogProgression: { toInProgress: 3, toCompleted: 1 },
    abandonment: { count: 1, averageHours: 2.5, games: [{ ...ref("g5", "Anthem", "Xbox"), hours: 2.5 }] },
    statusDistribution: [
      { status: "BACKLOG", count: 2, share: 33.3 },
      { status: "IN_PROGRESS", count: 1, share: 16.7 },
      { status: "COMPLETED", count: 2, share: 33.3 },
      { status: "ABANDONED", count: 1, share: 16.7 },
    ],
    playtime: {
      totalHours: 18.5,
      byStatus: [
        { status: "BACKLOG", hours: 0 },
        { status: "IN_PROGRESS", hours: 2 },
        { status: "COMPLETED", hours: 14 },
        { status: "ABANDONED", hours: 2.5 },
      ],
      byPlatform: [
        { platform: "PC", hours: 16 },
        { platform: "Xbox", hours: 2.5 },
      ],
    },
    achievements: { games: 2, completed: 30, total: 90, rate: 33 },
    ratings: { byRating: [0, 0, 0, 1, 0, 0, 1, 1, 0, 0].map((games, i) => ({ rating: i + 1, games })), unrated: 3 },
    ...over,
  };
}

export const EMPTY_SUMMARY = buildSummary({
  totalGames: 0,
  backlogCount: 0,
  inProgressCount: 0,
  completedGames: 0,
  abandonedCount: 0,
  averageRatingCompleted: 0,
  averageRating: 0,
  totalPlayTimeCompleted: 0,
  totalPlayTime: 0,
  backlogProgression: { toInProgress: 0, toCompleted: 0 },
  abandonment: { count: 0, averageHours: 0, games: [] },
  achievements: { games: 0, completed: 0, total: 0, rate: 0 },
  ratings: { byRating: Array.from({ length: 10 }, (_, i) => ({ rating: i + 1, games: 0 })), unrated: 0 },
});

type Month = MonthlySeries["months"][number];
/** A year's series; `months` fills the given months (1–12), the others are empty. */
export function buildMonthly(year: number, months: Record<number, Partial<Omit<Month, "month">>> = {}, undatedHours = 0): MonthlySeries {
  return {
    year,
    months: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, started: [], completed: [], backlog: [], abandoned: [], sessionHours: 0, ...months[i + 1] })),
    undatedHours,
  };
}

export function buildCalendar(over: Partial<PlayCalendar> = {}): PlayCalendar {
  return {
    today: "2025-06-15",
    from: "2024-06-16",
    days: [
      { date: "2025-06-13", minutes: 45 },
      { date: "2025-06-14", minutes: 130 },
      { date: "2025-06-15", minutes: 20 },
    ],
    activeDays: 3,
    totalHours: 3.3,
    streaks: {
      current: { days: 3, start: "2025-06-13", end: "2025-06-15" },
      longestThisYear: { days: 3, start: "2025-06-13", end: "2025-06-15" },
      longestAllTime: { days: 5, start: "2024-08-01", end: "2024-08-05" },
    },
    ...over,
  };
}

export const NO_FORECAST: BacklogForecast = {
  today: "2025-06-15",
  backlog: 2,
  completionsLast12Months: 1,
  completionsPerMonth: 0.08,
  hoursPerCompletedGame: 7,
  backlogHours: 14,
  timeToBeatGames: 0,
  enoughHistory: false,
  monthsToClear: null,
  projectedDate: null,
  burnDown: [],
};
