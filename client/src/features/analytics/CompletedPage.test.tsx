import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { AnalyticsSummary, CompletedAnalytics } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../test/testApi.ts";
import { CompletedPage } from "./CompletedPage.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));

const ref = (n: number) => ({ id: `g${n}`, title: `Game ${n}`, slug: `game-${n}`, platform: "PC" });
const DATA: CompletedAnalytics = {
  count: 7,
  averageRating: 8,
  totalHours: 123.45,
  year: 2026,
  thisYear: 3,
  topRated: [1, 2, 3, 4, 5].map((n) => ({ ...ref(n), rating: 10 - n })),
  longestPlayed: [6, 7].map((n) => ({ ...ref(n), hours: n * 10.5 })),
  timeline: [
    { year: 2026, count: 3, share: 42.9 },
    { year: 2024, count: 4, share: 57.1 },
  ],
  recent: [1, 2, 3, 4, 5, 6].map((n) => ({ ...ref(n), completedDate: `2026-0${7 - n}-1${n}` })),
};
const SUMMARY = { totalGames: 20, averageRating: 6.5, totalPlayTime: 400 } as AnalyticsSummary;

const renderCompleted = () => renderPage(<CompletedPage />, "/analytics/completed");
const card = (label: string) => screen.getByText(label, { selector: "span" }).parentElement!;

describe("CompletedPage", () => {
  it("shows the cards: count, average rating and hours labelled completed-only with the library's beside them, and this year's count", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/completed": ok(DATA), "GET /analytics/summary": ok(SUMMARY) });
    renderCompleted();
    expect(screen.getByRole("status")).toHaveTextContent("Loading analytics...");
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
    await screen.findByRole("region", { name: "Completed games figures" });
    expect(card("Completed Games")).toHaveTextContent("7");
    expect(card("Avg Rating")).toHaveTextContent("8.0");
    expect(card("Hours Played")).toHaveTextContent("123.5 hours");
    expect(card("Completed in 2026")).toHaveTextContent("3");
    expect(await screen.findByText("Completed games only · library: 6.5")).toBeInTheDocument();
    expect(screen.getByText("Completed games only · library: 400 hours")).toBeInTheDocument();
    expect(screen.getByText("of 20 games in your library")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "2026 in review" })).toHaveAttribute("href", "/analytics/year/2026");
  });

  it("ranks the top rated and the longest played (in hours)", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/completed": ok(DATA), "GET /analytics/summary": ok(SUMMARY) });
    renderCompleted();
    const top = await screen.findByRole("list", { name: "Top rated completed games" });
    expect(
      within(top)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["1Game 1PC9/10", "2Game 2PC8/10", "3Game 3PC7/10", "4Game 4PC6/10", "5Game 5PC5/10"]);
    const longest = screen.getByRole("list", { name: "Longest played completed games" });
    expect(
      within(longest)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["1Game 6PC63 hours", "2Game 7PC73.5 hours"]);
    // A long title wraps to two lines before it is cut ("Sekiro: Shadows Di…" at 360 px was one).
    for (const link of within(top).getAllByRole("link")) {
      expect(link).toHaveClass("line-clamp-2");
      expect(link).not.toHaveClass("truncate");
    }
  });

  it("draws the completion timeline newest first as shares, links each year's review, and lists recent completions in the local date format", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/completed": ok(DATA), "GET /analytics/summary": ok(SUMMARY) });
    renderCompleted();
    const timeline = await screen.findByRole("list", { name: "Completions per year, newest first" });
    const rows = within(timeline).getAllByRole("listitem");
    expect(rows.map((li) => li.textContent)).toEqual(["20263 games · 42.9%", "20244 games · 57.1%"]);
    expect(rows[1]!.querySelector("[style]")).toHaveStyle({ width: "57.1%" });
    expect(within(screen.getByRole("navigation", { name: "Years in review" })).getByRole("link", { name: "2024" })).toHaveAttribute(
      "href",
      "/analytics/year/2024",
    );
    const recent = screen.getByRole("list", { name: "Recent completions" });
    const dates = within(recent)
      .getAllByRole("listitem")
      .map((li) => li.querySelector("time")!);
    expect(dates).toHaveLength(6);
    expect(dates[0]).toHaveAttribute("dateTime", "2026-06-11");
    expect(dates[0]).toHaveTextContent(new Date(2026, 5, 11).toLocaleDateString());
  });

  it("with nothing completed shows zeros and says so in each list", async () => {
    const none: CompletedAnalytics = {
      ...DATA,
      count: 0,
      averageRating: 0,
      totalHours: 0,
      thisYear: 0,
      topRated: [],
      longestPlayed: [],
      timeline: [],
      recent: [],
    };
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/completed": ok(none), "GET /analytics/summary": ok(SUMMARY) });
    renderCompleted();
    await screen.findByRole("region", { name: "Completed games figures" });
    expect(card("Completed Games")).toHaveTextContent("0");
    expect(card("Avg Rating")).toHaveTextContent("0.0");
    expect(card("Hours Played")).toHaveTextContent("0 hours");
    expect(screen.getByText("No rated completed games yet")).toBeInTheDocument();
    expect(screen.getAllByText("No completed games yet")).toHaveLength(3);
  });

  it("a failed load says 'Failed to load data'", async () => {
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /analytics/completed": () => errorResponse(400, "validation_failed", "bad"),
      "GET /analytics/summary": ok(SUMMARY),
    });
    renderCompleted();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load data");
  });
});
