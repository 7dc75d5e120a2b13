// The play calendar on hand-made sessions with a fixed day: the last 12 months' days, summed across
// games, and the streaks of consecutive days (across a month's end, across 29 February, broken by a
// day without play, ties to the most recent, the current one counting yesterday, clipped to the year).
import { describe, expect, it } from "vitest";
import type { AnalyticsRow } from "./analytics.queries.ts";
import { playCalendar } from "./analytics.calendar.ts";

/** A game whose sessions are [day, minutes]. */
const game = (sessions: [string, number][]) => ({ sessions }) as AnalyticsRow;
const played = (...days: string[]) => [game(days.map((d) => [d, 30]))];

describe("playCalendar", () => {
  it("of no sessions: no days, no hours, no streaks", () => {
    expect(playCalendar([], "2026-06-10")).toEqual({
      today: "2026-06-10",
      from: "2025-06-11",
      days: [],
      activeDays: 0,
      totalHours: 0,
      streaks: { current: null, longestThisYear: null, longestAllTime: null },
    });
  });

  it("covers the days after the same day a year ago up to today, summing a day's sessions across games", () => {
    const c = playCalendar(
      [
        game([
          ["2025-06-10", 60],
          ["2025-06-11", 20],
          ["2026-06-10", 25],
          ["2026-06-11", 40],
        ]),
        game([["2026-06-10", 20]]),
      ],
      "2026-06-10",
    );
    expect(c.from).toBe("2025-06-11");
    expect(c.days).toEqual([
      { date: "2025-06-11", minutes: 20 },
      { date: "2026-06-10", minutes: 45 },
    ]);
    expect(c.activeDays).toBe(2);
    // 65 minutes: 1.08 hours, one decimal.
    expect(c.totalHours).toBe(1.1);
  });

  it("starts the year after a leap day on 1 March", () => {
    expect(playCalendar([], "2028-02-29").from).toBe("2027-03-01");
  });

  it("runs a streak across a month's end and across 29 February of a leap year", () => {
    expect(playCalendar(played("2026-01-30", "2026-01-31", "2026-02-01", "2026-02-02"), "2026-03-01").streaks.longestAllTime).toEqual({
      days: 4,
      start: "2026-01-30",
      end: "2026-02-02",
    });
    expect(playCalendar(played("2028-02-28", "2028-02-29", "2028-03-01"), "2028-03-10").streaks.longestAllTime).toEqual({
      days: 3,
      start: "2028-02-28",
      end: "2028-03-01",
    });
    // No 29 February in 2027: the 28th and 1 March are consecutive.
    expect(playCalendar(played("2027-02-28", "2027-03-01"), "2027-03-10").streaks.longestAllTime).toEqual({ days: 2, start: "2027-02-28", end: "2027-03-01" });
  });

  it("breaks a streak on one day without a session, and gives ties to the most recent run", () => {
    const { streaks } = playCalendar(played("2026-03-05", "2026-03-06", "2026-03-08", "2026-03-09", "2026-03-20"), "2026-06-10");
    expect(streaks.longestAllTime).toEqual({ days: 2, start: "2026-03-08", end: "2026-03-09" });
    expect(streaks.current).toBeNull();
  });

  it("counts the current streak when it reaches today or yesterday, not the day before", () => {
    expect(playCalendar(played("2026-06-08", "2026-06-09"), "2026-06-10").streaks.current).toEqual({ days: 2, start: "2026-06-08", end: "2026-06-09" });
    expect(playCalendar(played("2026-06-09", "2026-06-10"), "2026-06-10").streaks.current).toEqual({ days: 2, start: "2026-06-09", end: "2026-06-10" });
    expect(playCalendar(played("2026-06-07", "2026-06-08"), "2026-06-10").streaks.current).toBeNull();
  });

  it("keeps this year's longest run within the year, and counts no day after today", () => {
    const { streaks, days } = playCalendar(
      played("2025-12-29", "2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02", "2026-02-10", "2026-02-11", "2026-03-02"),
      "2026-03-01",
    );
    expect(streaks.longestAllTime).toEqual({ days: 5, start: "2025-12-29", end: "2026-01-02" });
    // Two days in 2026 each; the most recent wins.
    expect(streaks.longestThisYear).toEqual({ days: 2, start: "2026-02-10", end: "2026-02-11" });
    expect(days.at(-1)!.date).toBe("2026-02-11");
    expect(playCalendar(played("2025-12-30", "2025-12-31"), "2026-01-01").streaks).toEqual({
      current: { days: 2, start: "2025-12-30", end: "2025-12-31" },
      longestThisYear: null,
      longestAllTime: { days: 2, start: "2025-12-30", end: "2025-12-31" },
    });
  });
});
