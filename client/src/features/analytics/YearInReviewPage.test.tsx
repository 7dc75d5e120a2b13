import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { YearInReview } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../test/testApi.ts";
import { parseYear, YearInReviewPage } from "./YearInReviewPage.tsx";

const ME = buildUser();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-15T12:00:00Z"));
  localStorage.setItem("user", JSON.stringify(ME));
});

const ref = (n: number) => ({ id: `g${n}`, title: `Game ${n}`, slug: `game-${n}`, platform: "PC" });
const months = Array.from({ length: 12 }, (_, i) => ({
  month: i + 1,
  started: i === 0 ? 2 : 0,
  completed: i === 2 ? 1 : i === 10 ? 1 : 0,
  abandoned: i === 4 ? 1 : 0,
  sessionHours: i === 2 ? 12.5 : i === 3 ? 2 : 0,
}));
const DATA: YearInReview = {
  year: 2025,
  started: [ref(1), ref(2)],
  completed: [
    { ...ref(1), completedDate: "2025-03-02" },
    { ...ref(2), completedDate: "2025-11-30" },
  ],
  abandoned: [ref(3)],
  hoursPlayed: 14.5,
  longestSession: { ...ref(1), date: "2025-03-01", minutes: 150 },
  topGenres: [
    { name: "RPG", count: 2 },
    { name: "Puzzle", count: 1 },
  ],
  topPlatforms: [{ name: "PC", count: 3 }],
  bestRated: [{ ...ref(2), rating: 9 }],
  months,
  firstCompleted: { ...ref(1), completedDate: "2025-03-02" },
  lastCompleted: { ...ref(2), completedDate: "2025-11-30" },
};

const renderYear = (year: string) => renderPage(<YearInReviewPage />, `/analytics/year/${year}`, { route: "/analytics/year/:year" });
const card = (label: string) => screen.getByText(label, { selector: "span" }).parentElement!;

describe("YearInReviewPage", () => {
  it("shows the year's counts, hours, longest session, first and last completion and best rated", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/year/2025": ok(DATA) });
    renderYear("2025");
    expect(screen.getByRole("heading", { level: 1, name: "2025 in review" })).toBeInTheDocument();
    expect(screen.getByText("Loading your year...")).toBeInTheDocument();
    await screen.findByRole("region", { name: "2025 figures" });
    expect(card("Games started")).toHaveTextContent("2");
    expect(card("Games completed")).toHaveTextContent("2");
    expect(card("Games abandoned")).toHaveTextContent("1");
    expect(card("Hours played")).toHaveTextContent("14.5 hours");
    expect(card("Longest session")).toHaveTextContent(`2 h 30 minGame 1 · ${new Date(2025, 2, 1).toLocaleDateString()}`);
    const firstLast = screen.getByRole("region", { name: "First and Last Completed" });
    expect(within(firstLast).getByText("First completed").nextElementSibling).toHaveTextContent(`Game 1PC · ${new Date(2025, 2, 2).toLocaleDateString()}`);
    expect(within(firstLast).getByText("Last completed").nextElementSibling).toHaveTextContent("Game 2");
    expect(within(screen.getByRole("list", { name: "Best rated games completed in 2025" })).getByRole("listitem")).toHaveTextContent("Game 2PC9/10");
    expect(
      within(screen.getByRole("list", { name: "Top genres in 2025" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["RPG2 games", "Puzzle1 game"]);
    expect(within(screen.getByRole("list", { name: "Top platforms in 2025" })).getByRole("listitem")).toHaveTextContent("PC3 games");
    expect(within(screen.getByRole("list", { name: "Games abandoned in 2025" })).getByRole("listitem")).toHaveTextContent("Game 3");
  });

  it("draws the month-by-month strip with every figure in text and a data table", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/year/2025": ok(DATA) });
    renderYear("2025");
    const strip = await screen.findByRole("list", { name: "Month by month in 2025" });
    const cells = within(strip).getAllByRole("listitem");
    expect(cells).toHaveLength(12);
    expect(cells[0]).toHaveTextContent("January: 0 h of sessions, 2 started, 0 completed, 0 abandoned");
    expect(cells[2]).toHaveTextContent("March: 12.5 h of sessions, 0 started, 1 completed, 0 abandoned");
    const table = screen.getByRole("table", { name: "Month by month in 2025" });
    expect(within(table).getAllByRole("row")[3]).toHaveTextContent("March01012.5");
  });

  it("links the years either side (none after the current year), prints, and copies its address", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/year/2025": ok(DATA) });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderYear("2025");
    const years = screen.getByRole("navigation", { name: "Other years" });
    expect(within(years).getByRole("link", { name: "2024" })).toHaveAttribute("href", "/analytics/year/2024");
    expect(within(years).getByRole("link", { name: "2026" })).toHaveAttribute("href", "/analytics/year/2026");
    await userEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("has no next-year link in the current year, and says when nothing happened", async () => {
    const empty: YearInReview = {
      ...DATA,
      year: 2026,
      started: [],
      completed: [],
      abandoned: [],
      hoursPlayed: 0,
      longestSession: null,
      topGenres: [],
      topPlatforms: [],
      bestRated: [],
      months: months.map((m) => ({ ...m, started: 0, completed: 0, abandoned: 0, sessionHours: 0 })),
      firstCompleted: null,
      lastCompleted: null,
    };
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/year/2026": ok(empty) });
    renderYear("2026");
    expect(await screen.findByText("Nothing was started, completed, abandoned or played in 2026.")).toBeInTheDocument();
    expect(
      within(screen.getByRole("navigation", { name: "Other years" }))
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["← 2025"]);
    expect(card("Longest session")).toHaveTextContent("NoneNo sessions logged");
  });

  it("shows 'Year not found' for an address that is not a year, without asking the server", () => {
    const api = stubApi({ "GET /auth/me": ok(ME) });
    renderYear("abc");
    expect(screen.getByRole("heading", { level: 1, name: "Year not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Analytics" })).toHaveAttribute("href", "/analytics");
    expect(api.callsTo("/analytics")).toEqual([]);
  });

  it("shows 'Year not found' when the server has no such year", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/year/2025": () => errorResponse(404, "not_found", "Year not found") });
    renderYear("2025");
    expect(await screen.findByRole("heading", { level: 1, name: "Year not found" })).toBeInTheDocument();
  });
});

describe("parseYear", () => {
  it("takes four-digit years in range only", () => {
    expect(parseYear("2025")).toBe(2025);
    for (const bad of [undefined, "", "abc", "99", "12345", "1969", "0000", "2025.5", " 2025"]) expect(parseYear(bad)).toBeNull();
  });
});
