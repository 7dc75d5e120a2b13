import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BacklogForecast } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../test/testApi.ts";
import { ForecastPanel, parseHoursPerWeek, timeToBeatNote } from "./ForecastPanel.tsx";
import { addDays, whatIf, whatIfBurnDown } from "./forecast.ts";

// jsdom has no canvas: the chart stands in as the element it renders, with the props it was given.
vi.mock("react-chartjs-2", () => ({
  Line: ({ "aria-label": name, data }: { "aria-label": string; data: { datasets: { label: string; data: number[] }[] } }) => (
    <canvas role="img" aria-label={name} data-series={JSON.stringify(data.datasets.map((d) => [d.label, d.data]))} />
  ),
}));

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));

// 6 completions in 12 months: 0.5 a month; 4 games in the backlog at 10 hours each.
const ENOUGH: BacklogForecast = {
  today: "2026-01-15",
  backlog: 4,
  completionsLast12Months: 6,
  completionsPerMonth: 0.5,
  hoursPerCompletedGame: 10,
  backlogHours: 40,
  timeToBeatGames: 0,
  enoughHistory: true,
  monthsToClear: 8,
  projectedDate: "2026-09-15",
  burnDown: Array.from({ length: 9 }, (_, k) => ({ month: `2026-${String(k + 1).padStart(2, "0")}`, remaining: 4 - k * 0.5 })),
};

const renderPanel = () => renderPage(<ForecastPanel />, "/analytics");
const longDate = (y: number, m: number, d: number) => new Date(y, m - 1, d).toLocaleDateString(undefined, { dateStyle: "long" });

describe("ForecastPanel", () => {
  it("shows the projected date, the pace in words and a named burn-down with its data table", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/forecast": ok(ENOUGH) });
    renderPanel();
    expect(screen.getByRole("status")).toHaveTextContent("Loading forecast...");
    const panel = await screen.findByRole("region", { name: "Backlog Forecast" });
    expect(await within(panel).findByText(longDate(2026, 9, 15))).toBeInTheDocument();
    expect(panel).toHaveTextContent("your backlog of 4 games would be cleared by");
    expect(panel).toHaveTextContent(
      "in about 8 months. Your pace: 0.5 completions a month over the last 12 months (6 games completed), 10 hours per completed game.",
    );
    expect(within(panel).getByRole("img", { name: "Backlog burn-down: 4 games now, none left by Sep 2026 at your pace" })).toBeInTheDocument();
    const table = within(panel).getByRole("table", { name: "Backlog burn-down: games left at the start of each month" });
    const rows = within(table).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("MonthAt your pace (games left)At 5 h a week (games left)");
    // At 5 h a week: 5 × 52/12 = 21.67 h a month, 2.17 games of 10 h; 4 games take 1.85 months.
    expect(rows[1]).toHaveTextContent("Jan 202644");
    expect(rows[2]).toHaveTextContent("Feb 20263.51.8");
    expect(rows[3]).toHaveTextContent("Mar 202630");
  });

  it("answers 'what if I played 5 hours a week?' and recomputes the date as the hours change", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/forecast": ok(ENOUGH) });
    renderPanel();
    const hours = await screen.findByRole("spinbutton", { name: "What if I played this many hours a week?" });
    expect(hours).toHaveValue(5);
    // 40 h / (5 × 52/12) = 1.846 months = 56 days after 2026-01-15.
    expect(screen.getByText(/At 5 hours a week, your backlog \(40 hours\) would be cleared by/)).toHaveTextContent(
      `${longDate(2026, 3, 12)} (about 1.8 months)`,
    );
    await userEvent.clear(hours);
    await userEvent.type(hours, "2");
    // 40 / (2 × 52/12) = 4.615 months = 140 days.
    expect(screen.getByText(/At 2 hours a week/)).toHaveTextContent(`${longDate(2026, 6, 4)} (about 4.6 months)`);
    fireEvent.change(screen.getByRole("slider", { name: "Hours per week, slider" }), { target: { value: "10" } });
    expect(hours).toHaveValue(10);
    expect(screen.getByText(/At 10 hours a week/)).toHaveTextContent(`${longDate(2026, 2, 12)} (about 0.9 months)`);
    await userEvent.clear(hours);
    expect(screen.getByText("At 0 hours a week the backlog is never cleared.")).toBeInTheDocument();
  });

  it("says 'Not enough history yet' below three completions, and still answers the what-if", async () => {
    const few = {
      ...ENOUGH,
      completionsLast12Months: 2,
      completionsPerMonth: 0.17,
      enoughHistory: false,
      monthsToClear: null,
      projectedDate: null,
      burnDown: [],
    };
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/forecast": ok(few) });
    renderPanel();
    expect(await screen.findByText("Not enough history yet")).toBeInTheDocument();
    expect(screen.getByText("The forecast needs at least 3 games completed in the last 12 months; you have 2.")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "What if I played this many hours a week?" })).toBeInTheDocument();
  });

  it("without play time on completed games, asks for it instead of a what-if; an empty backlog has nothing to clear", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/forecast": ok({ ...ENOUGH, hoursPerCompletedGame: null, backlogHours: null }) });
    const { unmount } = renderPanel();
    expect(await screen.findByText(/Log play time on your completed games/)).toBeInTheDocument();
    expect(screen.queryByRole("spinbutton")).not.toBeInTheDocument();
    unmount();
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /analytics/forecast": ok({
        ...ENOUGH,
        backlog: 0,
        backlogHours: 0,
        monthsToClear: 0,
        projectedDate: "2026-01-15",
        burnDown: [{ month: "2026-01", remaining: 0 }],
      }),
    });
    renderPanel();
    expect(await screen.findByText("Your backlog is empty: nothing left to clear.")).toBeInTheDocument();
  });

  it("says which backlog games count at their time to beat here, and the what-if uses those hours", async () => {
    // 2 of the 4 games at 35 and 15 hours, the others at 10: 70 hours, 17.5 a game.
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/forecast": ok({ ...ENOUGH, backlogHours: 70, timeToBeatGames: 2 }) });
    renderPanel();
    const panel = await screen.findByRole("region", { name: "Backlog Forecast" });
    expect(
      await within(panel).findByText("2 backlog games count at the times players here took to beat them; the others at your 10 hours per completed game."),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent("your backlog (70 hours)");
    expect(timeToBeatNote({ ...ENOUGH, timeToBeatGames: 1 })).toBe(
      "1 backlog game counts at the time players here took to beat it; the others at your 10 hours per completed game.",
    );
    expect(timeToBeatNote({ ...ENOUGH, timeToBeatGames: 4 })).toBe("Every backlog game counts at the time players here took to beat it.");
    expect(timeToBeatNote({ ...ENOUGH, backlog: 1, timeToBeatGames: 1 })).toBe("Your backlog game counts at the time players here took to beat it.");
  });

  it("a failed load says 'Failed to load forecast'", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/forecast": () => errorResponse(400, "validation_failed", "bad") });
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load forecast");
  });
});

describe("the what-if maths", () => {
  it("months = backlogHours / (hours a week × 52/12), from today", () => {
    expect(whatIf(130, 5, "2026-01-15")).toEqual({ months: 6, date: addDays("2026-01-15", 183) });
    expect(whatIf(40, 0, "2026-01-15")).toEqual({ months: null, date: null });
    expect(whatIf(0, 5, "2026-01-15")).toEqual({ months: 0, date: "2026-01-15" });
  });

  it("adds days across months and leap years", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
  });

  it("burns the backlog down month by month at that pace, to zero", () => {
    // 13 h a week = 56.33 h a month = 5.63 games of 10 h.
    expect(whatIfBurnDown(10, 10, 13)).toEqual([10, 4.4, 0]);
    expect(whatIfBurnDown(10, 10, 0)).toEqual([]);
  });

  it("reads typed hours: empty or nonsense is 0, never more than 168", () => {
    expect(parseHoursPerWeek("")).toBe(0);
    expect(parseHoursPerWeek("2,5")).toBe(2.5);
    expect(parseHoursPerWeek("500")).toBe(168);
    expect(parseHoursPerWeek("-3")).toBe(0);
    expect(parseHoursPerWeek("abc")).toBe(0);
  });
});
