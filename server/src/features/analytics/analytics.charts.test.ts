// The rating distribution and the hours per month on hand-made rows: every rating 1–10 present, the
// unrated games apart; a session's month is its calendar day's (the last and first day of a month, a
// leap day, New Year's Eve and Day, other years left out); a month's minutes are summed before they
// are rounded to one decimal of an hour; play time typed beyond the sessions is undated.
import { describe, expect, it } from "vitest";
import type { AnalyticsRow } from "./analytics.queries.ts";
import { minutesToHours, monthly, ratingDistribution, sessionMinutesByMonth, summary, undatedHours } from "./analytics.rules.ts";
import { yearInReview } from "./analytics.year.ts";

/** A game with only what these rules read (and what the monthly series' other figures skip). */
const game = (over: Partial<AnalyticsRow>) =>
  ({ rating: null, hours: 0, sessionMinutes: 0, sessions: [], genres: [], platform: "PC", status: "BACKLOG", ...over }) as unknown as AnalyticsRow;
const rated = (...ratings: (number | null)[]) => ratings.map((rating) => game({ rating }));
const games = (d: ReturnType<typeof ratingDistribution>) => d.byRating.map((b) => b.games);

describe("ratingDistribution", () => {
  it("counts the games of each rating 1 to 10 in order, 0 for a rating nobody gave, and the unrated games apart", () => {
    const d = ratingDistribution(rated(10, 7, null, 1, 7, null, 7));
    expect(d.byRating.map((b) => b.rating)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(games(d)).toEqual([1, 0, 0, 0, 0, 0, 3, 0, 0, 1]);
    expect(d.unrated).toBe(2);
  });

  it("of an empty library: ten empty ratings and none unrated; of unrated games only: no rated bar", () => {
    expect(ratingDistribution([])).toEqual({ byRating: Array.from({ length: 10 }, (_, i) => ({ rating: i + 1, games: 0 })), unrated: 0 });
    const d = ratingDistribution(rated(null, null, null));
    expect(games(d).every((n) => n === 0)).toBe(true);
    expect(d.unrated).toBe(3);
  });

  it("is the summary's", () => {
    expect(summary(rated(3, null)).ratings).toEqual(ratingDistribution(rated(3, null)));
  });
});

describe("hours per month", () => {
  it("puts a session in the month of its calendar day: the 31st and the 1st apart, a leap day in February, other years left out", () => {
    const rows = [
      game({
        sessions: [
          ["2025-12-31", 600],
          ["2026-01-01", 30],
          ["2026-01-31", 45],
          ["2026-02-01", 15],
          ["2028-02-29", 60],
        ],
      }),
      game({
        sessions: [
          ["2026-01-31", 15],
          ["2026-12-31", 90],
          ["2027-01-01", 120],
        ],
      }),
    ];
    expect(sessionMinutesByMonth(rows, 2026)).toEqual([90, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 90]);
    expect(sessionMinutesByMonth(rows, 2025)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 600]);
    expect(sessionMinutesByMonth(rows, 2028)[1]).toBe(60);
    expect(monthly(rows, 2026).months.map((m) => m.sessionHours)).toEqual([1.5, 0.3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1.5]);
  });

  it("sums a month's minutes before rounding to one decimal of an hour", () => {
    expect([minutesToHours(0), minutesToHours(2), minutesToHours(3), minutesToHours(20), minutesToHours(89), minutesToHours(1441)]).toEqual([
      0, 0, 0.1, 0.3, 1.5, 24,
    ]);
    // Three 20-minute sessions are an hour (three roundings of 0.33 would say 0.9 h).
    const thirds = game({
      sessions: [
        ["2026-03-01", 20],
        ["2026-03-02", 20],
        ["2026-03-03", 20],
      ],
    });
    expect(monthly([thirds], 2026).months[2]!.sessionHours).toBe(1);
    expect(yearInReview([thirds], 2026).months[2]!.sessionHours).toBe(1);
  });

  it("leaves play time typed as a total out of every month, and says how much it is", () => {
    const typed = game({ hours: 12.25, sessionMinutes: 0 });
    const both = game({ hours: 3, sessionMinutes: 90, sessions: [["2026-05-05", 90]] });
    const loggedOnly = game({ hours: 2, sessionMinutes: 120, sessions: [["2026-05-06", 120]] });
    const m = monthly([typed, both, loggedOnly], 2026);
    expect(m.months[4]!.sessionHours).toBe(3.5);
    expect(m.months.reduce((a, x) => a + x.sessionHours, 0)).toBe(3.5);
    expect(m.undatedHours).toBe(13.8);
    expect(undatedHours([loggedOnly])).toBe(0);
  });
});
