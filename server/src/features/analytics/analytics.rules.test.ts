// The analytics rules on hand-made rows: the current year either side of midnight in several time
// zones, a leap day, one-decimal shares and means, the achievement rate rounded and capped per game,
// five completion years newest first, one game, the empty library, unrated and undated games, a
// completion at 23:30 on 31 December in New York, a year in review, and the forecast's calendar arithmetic.
import { describe, expect, it } from "vitest";
import type { AnalyticsRow } from "./analytics.queries.ts";
import { addMonths, forecast, todayIn } from "./analytics.forecast.ts";
import { completedGames, monthly, share, summary, totalGames, yearIn } from "./analytics.rules.ts";
import { yearInReview } from "./analytics.year.ts";

let n = 0;
function row(over: Partial<AnalyticsRow> = {}): AnalyticsRow {
  n++;
  return {
    id: `g${n}`,
    title: `Game ${n}`,
    slug: `game-${n}`,
    platform: "PC",
    genres: [],
    status: "BACKLOG",
    rating: null,
    hours: 0,
    sessionMinutes: 0,
    sessions: [],
    imageUrl: null,
    addedAt: "2026-01-01T00:00:00.000000",
    startDate: null,
    completedDate: null,
    addedToBacklog: null,
    abandonedDate: null,
    achievementsCompleted: null,
    totalAchievements: null,
    backlogToInProgress: false,
    backlogToCompleted: false,
    ...over,
  };
}
const cover = (id: string, url: string | null) => url && `/covers/${id}`;

describe("yearIn", () => {
  it("is the calendar year of the caller's time zone, either side of midnight", () => {
    const utcMidnight = new Date("2027-01-01T00:00:00Z");
    expect(yearIn(utcMidnight, "UTC")).toBe(2027);
    expect(yearIn(new Date(utcMidnight.getTime() - 1), "UTC")).toBe(2026);
    expect(yearIn(utcMidnight, "America/Los_Angeles")).toBe(2026);
    expect(yearIn(new Date("2026-12-31T15:30:00Z"), "Asia/Tokyo")).toBe(2027);
    expect(yearIn(new Date("2026-12-31T14:59:59Z"), "Asia/Tokyo")).toBe(2026);
  });
});

describe("share", () => {
  it("is a percentage with one decimal, 0 of nothing", () => {
    expect([share(1, 3), share(2, 3), share(0, 0), share(5, 5)]).toEqual([33.3, 66.7, 0, 100]);
  });
});

describe("summary", () => {
  it("rounds the achievement rate to a whole percent, counting no game past its total", () => {
    const s = summary([
      row({ totalAchievements: 3, achievementsCompleted: 2 }),
      row({ totalAchievements: 3, achievementsCompleted: 9 }),
      row({ achievementsCompleted: 4 }),
    ]);
    expect(s.achievements).toEqual({ games: 2, completed: 5, total: 6, rate: 83 });
  });

  it("of one unrated game abandoned after 0 hours", () => {
    const s = summary([row({ status: "ABANDONED" })]);
    expect(s).toMatchObject({ totalGames: 1, averageRating: 0, averageRatingCompleted: 0, abandonment: { count: 1, averageHours: 0 } });
    expect(s.statusDistribution.find((d) => d.status === "ABANDONED")).toEqual({ status: "ABANDONED", count: 1, share: 100 });
  });

  it("averages hours before abandonment with one decimal", () => {
    expect(
      summary([row({ status: "ABANDONED", hours: 1 }), row({ status: "ABANDONED", hours: 1 }), row({ status: "ABANDONED", hours: 0.25 })]).abandonment
        .averageHours,
    ).toBe(0.8);
  });
});

describe("monthly", () => {
  it("puts a leap day in February and ignores other years and undated games", () => {
    const m = monthly([row({ title: "Leap", startDate: "2024-02-29" }), row({ startDate: "2023-02-28" }), row()], 2024);
    expect(m.months[1]!.started.map((g) => g.title)).toEqual(["Leap"]);
    expect(m.months.flatMap((x) => [...x.started, ...x.completed, ...x.backlog, ...x.abandoned])).toHaveLength(1);
  });
});

describe("totalGames", () => {
  it("serves covers through the library's address and names a blank platform Unknown", () => {
    const t = totalGames([row({ platform: "  ", imageUrl: "https://example.test/a.jpg", rating: 7 })], cover);
    expect(t.platforms).toEqual([{ name: "Unknown", count: 1 }]);
    expect(t.recent[0]).toMatchObject({ imageUrl: `/covers/g${n}`, rating: 7 });
    expect(t).toMatchObject({ completionRate: 0, averageRating: 7 });
  });
});

describe("completedGames", () => {
  it("lists the five most recent completion years, newest first, as shares of every completed game", () => {
    const years = [2019, 2020, 2021, 2022, 2023, 2024, 2024];
    const rows = [...years.map((y) => row({ status: "COMPLETED" as const, completedDate: `${y}-06-01` })), row({ status: "COMPLETED" })];
    const c = completedGames(rows, 2024);
    expect(c.timeline).toEqual([
      { year: 2024, count: 2, share: 25 },
      { year: 2023, count: 1, share: 12.5 },
      { year: 2022, count: 1, share: 12.5 },
      { year: 2021, count: 1, share: 12.5 },
      { year: 2020, count: 1, share: 12.5 },
    ]);
    expect(c).toMatchObject({ count: 8, thisYear: 2, averageRating: 0 });
    expect(c.recent).toHaveLength(6);
    // Games never played are not among the longest played.
    expect(c.longestPlayed).toEqual([]);
  });
});

describe("the forecast", () => {
  it("adds calendar months, a month after the 31st being the month's last day (29 February in a leap year)", () => {
    expect([
      addMonths("2026-01-31", 1),
      addMonths("2024-01-31", 1),
      addMonths("2024-02-29", -12),
      addMonths("2026-12-31", -12),
      addMonths("2026-12-31", 0, 1),
    ]).toEqual(["2026-02-28", "2024-02-29", "2023-02-28", "2025-12-31", "2027-01-01"]);
    expect([todayIn(new Date("2027-01-01T04:30:00Z"), "America/New_York"), todayIn(new Date("2027-01-01T04:30:00Z"), "UTC")]).toEqual([
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  it("projects a fraction of a month in days, and draws at most 120 months", () => {
    const done = (d: string) => row({ status: "COMPLETED", completedDate: d });
    const five = ["2025-03-01", "2025-05-01", "2025-07-01", "2025-09-01", "2025-11-01"].map(done);
    // 1 game at 5/12 a month: 2.4 months → 2 months and 12 days.
    expect(forecast([...five, row()], "2026-01-10")).toMatchObject({ monthsToClear: 2.4, projectedDate: "2026-03-22", completionsPerMonth: 0.42 });
    const slow = forecast([...five.slice(0, 3), ...Array.from({ length: 1000 }, () => row())], "2026-01-10");
    expect([slow.monthsToClear, slow.burnDown.length, slow.burnDown.at(-1)]).toEqual([4000, 121, { month: "2036-01", remaining: 970 }]);
    expect(forecast(five.slice(0, 2), "2026-01-10")).toMatchObject({ enoughHistory: false, projectedDate: null, hoursPerCompletedGame: null });
  });

  it("counts a backlog game at its time to beat here where it has one, else at the player's hours per completed game", () => {
    const done = (hours: number) => row({ status: "COMPLETED", completedDate: "2025-06-01", hours });
    const [a, b, c] = [row({ id: "a" }), row({ id: "b" }), row({ id: "c" })];
    const times = new Map([
      ["a", 40],
      ["b", 2.5],
      ["not-in-the-backlog", 100],
    ]);
    expect(forecast([done(10), done(20), a, b, c], "2026-01-10", times)).toMatchObject({ hoursPerCompletedGame: 15, backlogHours: 57.5, timeToBeatGames: 2 });
    expect(forecast([done(10), done(20), a, b, c], "2026-01-10")).toMatchObject({ backlogHours: 45, timeToBeatGames: 0 });
    // No hours of the player's own: only a backlog wholly known to the players here has hours.
    expect(forecast([a, b], "2026-01-10", times)).toMatchObject({ hoursPerCompletedGame: null, backlogHours: 42.5, timeToBeatGames: 2 });
    expect(forecast([a, b, c], "2026-01-10", times)).toMatchObject({ backlogHours: null, timeToBeatGames: 2 });
  });
});

describe("the empty library", () => {
  it("answers zeros, nulls and empty lists from every rule", () => {
    expect(summary([])).toMatchObject({
      totalGames: 0,
      averageRating: 0,
      totalPlayTime: 0,
      abandonment: { count: 0, averageHours: 0, games: [] },
      achievements: { rate: 0 },
    });
    expect(totalGames([], cover)).toEqual({
      totalGames: 0,
      completed: 0,
      completionRate: 0,
      inProgress: 0,
      averageRating: 0,
      platforms: [],
      genres: [],
      recent: [],
    });
    expect(completedGames([], 2026)).toEqual({
      count: 0,
      averageRating: 0,
      totalHours: 0,
      year: 2026,
      thisYear: 0,
      topRated: [],
      longestPlayed: [],
      timeline: [],
      recent: [],
    });
    expect(yearInReview([], 2026)).toMatchObject({
      started: [],
      completed: [],
      hoursPlayed: 0,
      longestSession: null,
      firstCompleted: null,
      lastCompleted: null,
    });
    expect(forecast([], "2026-06-01")).toMatchObject({ backlog: 0, enoughHistory: false, burnDown: [] });
  });
});

describe("unrated and undated games", () => {
  it("averages ratings over the rated games only, and counts an undated completion but in no year", () => {
    const rows = [
      row({ status: "COMPLETED", rating: 9 }),
      row({ status: "COMPLETED", rating: null, completedDate: "2026-03-01" }),
      row({ status: "BACKLOG", rating: 4 }),
    ];
    expect(summary(rows)).toMatchObject({ averageRating: 6.5, averageRatingCompleted: 9 });
    const c = completedGames(rows, 2026);
    expect(c).toMatchObject({ count: 2, thisYear: 1, averageRating: 9 });
    expect(c.timeline).toEqual([{ year: 2026, count: 1, share: 50 }]);
    expect(c.recent).toHaveLength(1);
    expect(yearInReview(rows, 2026).completed).toHaveLength(1);
  });
});

describe("a completion at 23:30 on 31 December in New York", () => {
  it("counts for that year in New York, where it is still that year, and not in UTC, where it is the next", () => {
    // 2027-01-01 04:30 UTC is 2026-12-31 23:30 in New York; the game was completed that evening.
    const now = new Date("2027-01-01T04:30:00Z");
    const rows = [row({ status: "COMPLETED", completedDate: "2026-12-31" })];
    expect(completedGames(rows, yearIn(now, "America/New_York")).thisYear).toBe(1);
    expect(completedGames(rows, yearIn(now, "UTC")).thisYear).toBe(0);
    expect(monthly(rows, 2026).months[11]!.completed).toHaveLength(1);
    expect(yearInReview(rows, 2026).lastCompleted).toMatchObject({ completedDate: "2026-12-31" });
  });
});

describe("yearInReview", () => {
  it("adds the year's sessions (a leap day in February), else the play time of unlogged completions, and picks the earliest of the longest sessions", () => {
    const rows = [
      row({
        title: "Logged",
        status: "COMPLETED",
        completedDate: "2024-03-01",
        hours: 9,
        sessionMinutes: 210,
        sessions: [
          ["2023-12-31", 500],
          ["2024-02-29", 90],
          ["2024-03-01", 120],
        ],
      }),
      row({ title: "Other", sessions: [["2024-01-15", 120]], sessionMinutes: 120 }),
      row({ title: "Unlogged", status: "COMPLETED", completedDate: "2024-06-01", hours: 2.5 }),
    ];
    const y = yearInReview(rows, 2024);
    // 90 + 120 + 120 minutes = 5.5 h, plus 2.5 h of the unlogged completion.
    expect(y.hoursPlayed).toBe(8);
    expect(y.longestSession).toMatchObject({ title: "Other", date: "2024-01-15", minutes: 120 });
    expect(y.months.slice(0, 3).map((m) => m.sessionHours)).toEqual([2, 1.5, 2]);
    expect([y.firstCompleted?.title, y.lastCompleted?.title]).toEqual(["Logged", "Unlogged"]);
  });
});
