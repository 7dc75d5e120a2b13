import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ChartOptions, LegendItem, TooltipItem } from "chart.js";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { fails, ok, stubApi, type Call } from "../../test/testApi.ts";
import { AnalyticsPage } from "./AnalyticsPage.tsx";
import { browserTimeZone } from "./api.ts";
import { buildCalendar, buildMonthly, buildSummary, EMPTY_SUMMARY, NO_FORECAST, ref } from "./testAnalytics.ts";

// jsdom has no canvas: the chart component is replaced by one that shows its accessible name and
// keeps the props it was given, so the tests read the data and options chart.js would draw.
const charts = vi.hoisted(() => ({
  bar: [] as {
    data: {
      labels: string[];
      datasets: { label: string; data: (number | null)[]; backgroundColor: string; borderRadius: (c: { dataIndex: number }) => unknown }[];
    };
    options: ChartOptions<"bar">;
    "aria-label": string;
  }[],
}));
vi.mock("react-chartjs-2", () => ({
  Bar: (props: (typeof charts.bar)[number]) => {
    charts.bar.push(props);
    return <canvas role="img" aria-label={props["aria-label"]} />;
  },
  Line: (props: { "aria-label"?: string }) => <canvas role="img" aria-label={props["aria-label"]} />,
}));

const ME = buildUser();
/** The props last given to the bar chart named `name` (the monthly activity unless told). */
const lastBar = (name = /^Monthly activity/) => charts.bar.filter((b) => name.test(b["aria-label"])).at(-1)!;

beforeEach(() => {
  charts.bar.length = 0;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-06-15T12:00:00"));
  localStorage.setItem("user", JSON.stringify(ME));
});
afterEach(() => localStorage.clear());

function stub(over: Record<string, (c: Call) => Response | Promise<Response>> = {}) {
  return stubApi({
    "GET /auth/me": ok(ME),
    "GET /analytics/summary": ok(buildSummary()),
    "GET /analytics/monthly": (c) => ok(buildMonthly(Number(c.query.get("year"))))(),
    "GET /analytics/play-calendar": ok(buildCalendar()),
    "GET /analytics/forecast": ok(NO_FORECAST),
    ...over,
  });
}

const renderAnalytics = () => renderPage(<AnalyticsPage />, "/analytics");

describe("AnalyticsPage states", () => {
  it("shows 'Loading analytics...' and then 'No data available' / 'Add some games to see your analytics' for an empty library", async () => {
    stub({ "GET /analytics/summary": ok(EMPTY_SUMMARY) });
    renderAnalytics();
    expect(screen.getByRole("heading", { level: 1, name: "Your Gaming Stats" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading analytics...");
    expect(await screen.findByRole("heading", { name: "No data available" })).toBeInTheDocument();
    expect(screen.getByText("Add some games to see your analytics")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Monthly Activity" })).not.toBeInTheDocument();
  });

  it("shows the 'Failed to load analytics' banner, and 'Try again' loads the stats", async () => {
    let calls = 0;
    // The first load fails (the test query client does not retry), the next one answers.
    stub({ "GET /analytics/summary": () => (++calls === 1 ? fails() : ok(buildSummary())()) });
    renderAnalytics();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load analytics");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /^Total Games 6 .* Library breakdown$/ })).toBeInTheDocument();
  });

  it("sends the browser's time zone", async () => {
    // A zone that is not UTC and hardly any machine's own, so a fixed or missing zone cannot pass (the
    // setup restores TZ after each test); the expected value is read as the page reads it.
    vi.stubEnv("TZ", "Pacific/Kiritimati");
    expect(browserTimeZone()).toBe("Pacific/Kiritimati");
    const api = stub();
    renderAnalytics();
    await screen.findByRole("heading", { name: "Monthly Activity" });
    expect(api.callsTo("/analytics/summary")[0]!.query.get("tz")).toBe(browserTimeZone());
  });
});

describe("AnalyticsPage cards and panels", () => {
  it("shows the four cards: completed-only figures labelled so, the library-wide figure beside them, and links to the sub-pages", async () => {
    stub();
    renderAnalytics();
    const total = await screen.findByRole("link", { name: /^Total Games 6 .* Library breakdown$/ });
    expect(total).toHaveAttribute("href", "/analytics/total-games");
    expect(total).toHaveTextContent("6");
    expect(total).toHaveTextContent("2 completed · 1 in progress · 2 backlog");
    const rating = screen.getByRole("link", { name: /^Avg Rating .* Completed games$/ });
    expect(rating).toHaveAttribute("href", "/analytics/completed");
    expect(rating).toHaveTextContent("8.0");
    expect(rating).toHaveTextContent("Rated completed games · all rated games: 6.3");
    expect(screen.getByText("Hours Played").parentElement).toHaveTextContent("18.5Whole library · completed games: 14 h");
    const completion = screen.getByRole("link", { name: /^Avg Completion Time .* Completed games$/ });
    expect(completion).toHaveAttribute("href", "/analytics/completed");
    expect(completion).toHaveTextContent("7 h");
    expect(completion).toHaveTextContent("Per completed game · 14 h over 2 games");
  });

  it("shows backlog progression, abandonment (one decimal, the games' table), status shares, playtime and the achievement rate", async () => {
    stub();
    renderAnalytics();
    const progression = await screen.findByRole("region", { name: "Backlog Progression" });
    expect(progression).toHaveTextContent("Backlog → In Progress3");
    expect(progression).toHaveTextContent("Backlog → Completed1");

    const abandonment = screen.getByRole("region", { name: "Abandonment Stats" });
    expect(abandonment).toHaveTextContent("Abandoned1");
    expect(abandonment).toHaveTextContent("Avg hours before abandoning2.5");
    const row = within(within(abandonment).getByRole("table")).getAllByRole("row")[1]!;
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Anthem", "Xbox", "2.5"]);
    expect(within(row).getByRole("link", { name: "Anthem" })).toHaveAttribute("href", "/game/anthem");

    const shares = within(screen.getByRole("region", { name: "Game Status Distribution" })).getAllByRole("listitem");
    expect(shares.map((li) => li.textContent)).toEqual([
      "Backlog2 games · 33.3%",
      "In Progress1 game · 16.7%",
      "Completed2 games · 33.3%",
      "Abandoned1 game · 16.7%",
    ]);

    const playtime = screen.getByRole("region", { name: "Playtime Insights" });
    expect(playtime).toHaveTextContent("18.5 hours");
    expect(within(playtime).getByRole("list", { name: "Hours by status" })).toHaveTextContent("Completed14 h");
    expect(within(playtime).getAllByRole("list", { name: "Hours by platform" })[0]!.textContent).toBe("PC16 hXbox2.5 h");

    const achievements = screen.getByRole("region", { name: "Achievement Completion Rate" });
    expect(achievements).toHaveTextContent("33%");
    expect(achievements).toHaveTextContent("30 of 90 achievements earned across 2 games with a known total.");
  });

  it("says so when no abandoned game and no achievement total exist", async () => {
    stub({
      "GET /analytics/summary": ok(
        buildSummary({ abandonment: { count: 0, averageHours: 0, games: [] }, achievements: { games: 0, completed: 0, total: 0, rate: 0 } }),
      ),
    });
    renderAnalytics();
    const abandonment = await screen.findByRole("region", { name: "Abandonment Stats" });
    expect(abandonment).toHaveTextContent("Avg hours before abandoning0.0");
    expect(abandonment).toHaveTextContent("No abandoned games.");
    expect(screen.getByRole("region", { name: "Achievement Completion Rate" })).toHaveTextContent("0%No game has an achievement total yet.");
  });

  it("shows the streaks and the play calendar with its months' table", async () => {
    stub();
    renderAnalytics();
    const panel = await screen.findByRole("region", { name: "Streaks and Play Calendar" });
    await within(panel).findByText("Current streak");
    expect(panel).toHaveTextContent("Current streak3 daysJun 13, 2025 – Jun 15, 2025");
    expect(panel).toHaveTextContent("Longest ever5 daysAug 1, 2024 – Aug 5, 2024");
    expect(within(panel).getByRole("img", { name: "Play calendar from Jun 16, 2024 to Jun 15, 2025: 3.3 hours over 3 days" })).toBeInTheDocument();
    expect(panel.querySelector('[title="Jun 14, 2025: 2.2 h played"]')).toHaveClass("bg-emerald-800");
    const rows = within(within(panel).getByRole("table", { name: "Play calendar by month: days played and hours" })).getAllByRole("row");
    expect(rows).toHaveLength(1 + 13);
    expect(rows[13]!.textContent).toBe("June 202533.3");
  });
});

describe("AnalyticsPage monthly chart", () => {
  it("draws one stacked segment per game in its series' colour, the title in the tooltip, a de-duplicated legend, rounded tops and a data table", async () => {
    stub({
      "GET /analytics/monthly": ok(
        buildMonthly(2025, {
          1: { started: [ref("a", "Hades")], completed: [ref("b", "Celeste")] },
          3: { started: [ref("c", "Tunic"), ref("d", "Inside")], backlog: [ref("e", "Outer Wilds")], abandoned: [ref("f", "Anthem")] },
        }),
      ),
    });
    renderAnalytics();
    expect(await screen.findByRole("img", { name: "Monthly activity in 2025: 3 started, 1 completed, 1 added to backlog, 1 abandoned" })).toBeInTheDocument();
    const { data, options } = lastBar();
    expect(data.labels).toEqual(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]);
    expect(data.datasets.map((d) => [d.label, d.backgroundColor])).toEqual([
      ["Started", "#3b82f6"],
      ["Started", "#3b82f6"],
      ["Completed", "#22c55e"],
      ["Backlog", "#eab308"],
      ["Abandoned", "#ef4444"],
    ]);
    expect(data.datasets[1]!.data.slice(0, 3)).toEqual([null, null, 1]);
    // The tooltip names the series and the game.
    const label = options.plugins!.tooltip!.callbacks!.label as (c: Partial<TooltipItem<"bar">>) => string;
    expect(label({ datasetIndex: 1, dataIndex: 2 })).toBe("Started: Inside");
    expect(label({ datasetIndex: 2, dataIndex: 0 })).toBe("Completed: Celeste");
    // The legend keeps the first dataset of each series.
    const filter = options.plugins!.legend!.labels!.filter as (i: Partial<LegendItem>) => boolean;
    expect(data.datasets.map((d, i) => filter({ text: d.label, datasetIndex: i }))).toEqual([true, false, true, true, true]);
    expect(options.plugins!.legend!.position).toBe("top");
    // The top segment of each bar is rounded, the others are not.
    expect(data.datasets[2]!.borderRadius({ dataIndex: 0 })).toEqual({ topLeft: 4, topRight: 4, bottomLeft: 0, bottomRight: 0 });
    expect(data.datasets[0]!.borderRadius({ dataIndex: 0 })).toBe(0);
    expect(data.datasets[4]!.borderRadius({ dataIndex: 2 })).toEqual({ topLeft: 4, topRight: 4, bottomLeft: 0, bottomRight: 0 });
    expect(data.datasets[3]!.borderRadius({ dataIndex: 2 })).toBe(0);
    // Stacked, 14 px bars, y from 0 in steps of 2, 900 ms.
    expect(options.datasets!.bar!.barThickness).toBe(14);
    expect(options.scales!.x!.stacked).toBe(true);
    expect(options.scales!.y).toMatchObject({ stacked: true, min: 0, max: 6, ticks: { stepSize: 2 } });
    expect(options.animation).toEqual({ duration: 900 });

    const table = screen.getByRole("table", { name: "Monthly activity in 2025" });
    const march = within(table).getAllByRole("row")[3]!;
    expect(march.textContent).toBe("March2 (Tunic, Inside)01 (Outer Wilds)1 (Anthem)");
  });

  it("raises the y axis for a busy month rather than clipping it", async () => {
    const many = Array.from({ length: 9 }, (_, i) => ref(`g${i}`));
    stub({ "GET /analytics/monthly": ok(buildMonthly(2025, { 5: { backlog: many } })) });
    renderAnalytics();
    await screen.findByRole("img", { name: /^Monthly activity in 2025/ });
    expect(lastBar().options.scales!.y).toMatchObject({ max: 10, ticks: { stepSize: 2 } });
  });

  it("turns animation off when the player prefers reduced motion", async () => {
    vi.stubGlobal("matchMedia", (q: string) => ({
      matches: q === "(prefers-reduced-motion: reduce)",
      media: q,
      addEventListener() {},
      removeEventListener() {},
    }));
    stub();
    renderAnalytics();
    await screen.findByRole("img", { name: /^Monthly activity in 2025/ });
    expect(lastBar().options.animation).toBe(false);
  });

  it("starts at the current year; the year buttons ask for the previous and next years, and the year links to its year in review", async () => {
    const api = stub();
    renderAnalytics();
    const panel = await screen.findByRole("region", { name: "Monthly Activity" });
    await within(panel).findByRole("img", { name: /^Monthly activity in 2025/ });
    expect(within(panel).getByRole("link", { name: "2025 in review" })).toHaveAttribute("href", "/analytics/year/2025");

    await userEvent.click(within(panel).getByRole("button", { name: "Previous year" }));
    expect(await within(panel).findByRole("img", { name: /^Monthly activity in 2024/ })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "2024 in review" })).toHaveAttribute("href", "/analytics/year/2024");

    await userEvent.click(within(panel).getByRole("button", { name: "Next year" }));
    await userEvent.click(within(panel).getByRole("button", { name: "Next year" }));
    await waitFor(() => expect(within(panel).getByRole("img", { name: /^Monthly activity in 2026/ })).toBeInTheDocument());
    expect(api.callsTo("/analytics/monthly").map((c) => c.query.get("year"))).toEqual(["2025", "2024", "2025", "2026"]);
  });
});

describe("AnalyticsPage rating distribution", () => {
  it("draws the games per rating 1–10 named for its figures, whole-number ticks, the unrated apart, and a data table", async () => {
    stub();
    renderAnalytics();
    const panel = await screen.findByRole("region", { name: "Rating Distribution" });
    expect(await within(panel).findByRole("img", { name: "Ratings of 3 games rated: 1 rated 4, 1 rated 7, 1 rated 8; 3 unrated" })).toBeInTheDocument();
    const { data, options } = lastBar(/^Ratings of/);
    expect(data.labels).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(data.datasets.map((d) => [d.data, d.backgroundColor])).toEqual([[[0, 0, 0, 1, 0, 0, 1, 1, 0, 0], "#f59e0b"]]);
    const tooltip = options.plugins!.tooltip!.callbacks!;
    expect((tooltip.title as (i: Partial<TooltipItem<"bar">>[]) => string)([{ dataIndex: 6 }])).toBe("Rated 7 of 10");
    expect((tooltip.label as (c: Partial<TooltipItem<"bar">>) => string)({ raw: 1 })).toBe("1 game");
    expect(options.scales!.y).toMatchObject({ min: 0, ticks: { precision: 0 }, title: { text: "Games" } });
    expect(options.plugins!.legend!.display).toBe(false);
    expect(panel).toHaveTextContent("3 unrated · games without a rating are counted here, not in the chart");
    const rows = within(within(panel).getByRole("table", { name: "Games per rating" })).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual(["RatingGames", ...[0, 0, 0, 1, 0, 0, 1, 1, 0, 0].map((n, i) => `${i + 1} of 10${n}`)]);
  });

  it("says 'No rated games yet' rather than drawing empty bars, and still counts the unrated", async () => {
    const none = { byRating: Array.from({ length: 10 }, (_, i) => ({ rating: i + 1, games: 0 })), unrated: 6 };
    stub({ "GET /analytics/summary": ok(buildSummary({ ratings: none })) });
    renderAnalytics();
    const panel = await screen.findByRole("region", { name: "Rating Distribution" });
    expect(panel).toHaveTextContent("No rated games yet.6 unrated");
    expect(within(panel).queryByRole("img")).not.toBeInTheDocument();
  });
});

describe("AnalyticsPage hours per month", () => {
  it("switches the monthly panel to the hours of logged sessions: named for its figures, the undated play time said, a data table, the year kept", async () => {
    const hours = { 3: { sessionHours: 1 }, 6: { sessionHours: 1.5 } };
    const api = stub({ "GET /analytics/monthly": (c) => ok(buildMonthly(Number(c.query.get("year")), c.query.get("year") === "2025" ? hours : {}, 16))() });
    renderAnalytics();
    const panel = await screen.findByRole("region", { name: "Monthly Activity" });
    await within(panel).findByRole("img", { name: /^Monthly activity in 2025/ });
    expect(within(panel).getByRole("tab", { name: "Games" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(within(panel).getByRole("tab", { name: "Hours played" }));

    const name = "Hours played per month in 2025, from logged sessions: 2.5 h in all; March 1 h, June 1.5 h";
    expect(await within(panel).findByRole("img", { name })).toBeInTheDocument();
    expect(within(panel).queryByRole("img", { name: /^Monthly activity/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole("tabpanel")).toHaveTextContent(
      "Hours from logged play sessions, by each session's date. Only logged sessions have a date: 16 h of play time typed as a game's total are in no month.",
    );
    const { data, options } = lastBar(/^Hours played/);
    expect(data.labels).toEqual(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]);
    expect(data.datasets[0]!.data).toEqual([0, 0, 1, 0, 0, 1.5, 0, 0, 0, 0, 0, 0]);
    expect((options.plugins!.tooltip!.callbacks!.label as (c: Partial<TooltipItem<"bar">>) => string)({ raw: 1.5 })).toBe("1.5 h of sessions");
    const rows = within(within(panel).getByRole("table", { name: "Hours played per month in 2025" })).getAllByRole("row");
    expect(rows).toHaveLength(13);
    expect([rows[3]!.textContent, rows[6]!.textContent, rows[12]!.textContent]).toEqual(["March1", "June1.5", "December0"]);

    await userEvent.click(within(panel).getByRole("button", { name: "Previous year" }));
    expect(await within(panel).findByRole("img", { name: "Hours played per month in 2024, from logged sessions: 0 h in all" })).toBeInTheDocument();
    expect(api.callsTo("/analytics/monthly").map((c) => c.query.get("year"))).toEqual(["2025", "2024"]);
  });
});
