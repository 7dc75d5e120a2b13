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
  }[],
}));
vi.mock("react-chartjs-2", () => ({
  Bar: (props: (typeof charts.bar)[number] & { "aria-label": string }) => {
    charts.bar.push(props);
    return <canvas role="img" aria-label={props["aria-label"]} />;
  },
  Line: (props: { "aria-label"?: string }) => <canvas role="img" aria-label={props["aria-label"]} />,
}));

const ME = buildUser();
const lastBar = () => charts.bar[charts.bar.length - 1]!;

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
