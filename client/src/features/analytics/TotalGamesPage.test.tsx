import { beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TotalGamesAnalytics } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../test/testApi.ts";
import { completionRateText, TotalGamesPage } from "./TotalGamesPage.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));

const ref = (n: number) => ({ id: `g${n}`, title: `Game ${n}`, slug: `game-${n}`, platform: n % 2 ? "PC" : "Switch" });
const DATA: TotalGamesAnalytics = {
  totalGames: 12,
  completed: 4,
  completionRate: 33.3,
  inProgress: 3,
  averageRating: 7.25,
  platforms: [
    { name: "PC", count: 6 },
    { name: "Switch", count: 4 },
    { name: "Unknown", count: 2 },
  ],
  genres: [
    { name: "RPG", count: 5 },
    { name: "Platformer", count: 3 },
  ],
  recent: [1, 2, 3, 4, 5, 6].map((n) => ({
    ...ref(n),
    imageUrl: n === 1 ? `/api/games/g1/cover` : null,
    status: n === 1 ? "COMPLETED" : "BACKLOG",
    rating: n === 1 ? 9 : null,
  })),
};

const renderTotal = () => renderPage(<TotalGamesPage />, "/analytics/total-games");
const card = (label: string) => screen.getByText(label, { selector: "span" }).parentElement!;

describe("TotalGamesPage", () => {
  it("shows 'Loading analytics...', then the four cards with the completion rate at one decimal and the average rating", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/total-games": ok(DATA) });
    renderTotal();
    expect(screen.getByRole("status")).toHaveTextContent("Loading analytics...");
    expect(screen.getByRole("heading", { level: 1, name: "Total Games Analytics" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/");
    await screen.findByRole("region", { name: "Library figures" });
    expect(card("Total Games")).toHaveTextContent("12");
    expect(card("Completed")).toHaveTextContent("4");
    expect(card("Completed")).toHaveTextContent("33.3% completion rate");
    expect(card("In Progress")).toHaveTextContent("3");
    expect(card("Avg Rating")).toHaveTextContent("7.3");
  });

  it("draws the top platforms (Unknown included) and genres as bars with their counts", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/total-games": ok(DATA) });
    renderTotal();
    const platforms = await screen.findByRole("list", { name: "Top platforms by number of games" });
    expect(
      within(platforms)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["PC6 games", "Switch4 games", "Unknown2 games"]);
    // Each bar is as wide as its share of all games.
    expect(within(platforms).getAllByRole("listitem")[0]!.querySelector("[style]")).toHaveStyle({ width: "50%" });
    const genres = screen.getByRole("list", { name: "Top genres by number of games" });
    expect(
      within(genres)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["RPG5 games", "Platformer3 games"]);
  });

  it("lists the 6 recent additions with image, title, platform, status badge and the rating only where there is one", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /analytics/total-games": ok(DATA) });
    renderTotal();
    const list = await screen.findByRole("list", { name: "Recently added games" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByRole("link", { name: "Game 1" })).toHaveAttribute("href", "/game/game-1");
    expect(items[0]!.querySelector("img")).toHaveAttribute("src", "/api/games/g1/cover");
    expect(items[0]).toHaveTextContent("PC");
    expect(items[0]).toHaveTextContent("COMPLETED");
    expect(items[0]).toHaveTextContent("9/10");
    expect(items[1]).toHaveTextContent("BACKLOG");
    expect(items[1]).not.toHaveTextContent("/10");
    // A long title wraps to two lines before it is cut.
    expect(within(items[0]!).getByRole("link", { name: "Game 1" })).toHaveClass("line-clamp-2");
    expect(within(items[0]!).getByRole("link", { name: "Game 1" })).not.toHaveClass("truncate");
  });

  it("an empty library shows zeros, 0% and empty lists", async () => {
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /analytics/total-games": ok({
        ...DATA,
        totalGames: 0,
        completed: 0,
        completionRate: 0,
        inProgress: 0,
        averageRating: 0,
        platforms: [],
        genres: [],
        recent: [],
      }),
    });
    renderTotal();
    await screen.findByRole("region", { name: "Library figures" });
    expect(card("Completed")).toHaveTextContent("0% completion rate");
    expect(card("Avg Rating")).toHaveTextContent("0.0");
    expect(card("Avg Rating")).toHaveTextContent("No rated games yet");
    expect(screen.getAllByText("No games yet")).toHaveLength(2);
  });

  // A failed load shows a banner (not the zeros the spec shows), so the player is not misled.
  it("a failed load says 'Failed to load data' and tries again", async () => {
    let calls = 0;
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /analytics/total-games": () => (++calls === 1 ? errorResponse(400, "validation_failed", "tz must be a time zone name") : ok(DATA)()),
    });
    renderTotal();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load data");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Library figures" })).toBeInTheDocument();
  });
});

describe("completionRateText", () => {
  it("has one decimal, and is 0% without games", () => {
    expect(completionRateText(0, 0)).toBe("0%");
    expect(completionRateText(3, 0)).toBe("0.0%");
    expect(completionRateText(3, 33.3)).toBe("33.3%");
    expect(completionRateText(2, 50)).toBe("50.0%");
  });
});
