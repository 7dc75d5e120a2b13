import { describe, expect, it } from "vitest";
import { calendarWeeks, level, monthTotals } from "./playCalendar.ts";

describe("play calendar grid", () => {
  it("lays weeks out Sunday first from the week of the first day to today, blank outside the range", () => {
    // 2024-02-29 is a Thursday (a leap day); 2024-03-05 a Tuesday.
    const weeks = calendarWeeks({ from: "2024-02-29", today: "2024-03-05", days: [{ date: "2024-02-29", minutes: 90 }] });
    expect(weeks).toHaveLength(2);
    expect(weeks[0]!.map((d) => d?.date ?? null)).toEqual([null, null, null, null, "2024-02-29", "2024-03-01", "2024-03-02"]);
    expect(weeks[0]![4]).toEqual({ date: "2024-02-29", minutes: 90, level: 3 });
    expect(weeks[1]!.map((d) => d?.date ?? null)).toEqual(["2024-03-03", "2024-03-04", "2024-03-05", null, null, null, null]);
  });
  it("grades minutes 0, under 30, under 60, under 120, and more", () => {
    expect([0, 1, 29, 30, 59, 60, 119, 120, 600].map(level)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
  it("totals the days played and hours of each month the range touches", () => {
    const totals = monthTotals({
      from: "2024-01-31",
      today: "2024-03-01",
      days: [
        { date: "2024-01-31", minutes: 30 },
        { date: "2024-02-01", minutes: 45 },
        { date: "2024-02-29", minutes: 50 },
      ],
    });
    expect(totals).toEqual([
      { month: "2024-01", days: 1, hours: 0.5 },
      { month: "2024-02", days: 2, hours: 1.6 },
      { month: "2024-03", days: 0, hours: 0 },
    ]);
  });
});
