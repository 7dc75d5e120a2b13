import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { buildUser } from "../../test/builders.ts";
import { renderPage } from "../../test/render.tsx";
import { fails, ok, stubApi } from "../../test/testApi.ts";
import { RecommendationsPage } from "./RecommendationsPage.tsx";
import { buildCard, buildProfile, CELESTE_FANS, listOf, similarOf, trendingOf } from "./testCards.ts";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

/** An answer held back until `open()`: the page's loading state stays on screen meanwhile. */
function held(body: unknown) {
  let open = () => {};
  const handler = () => new Promise<Response>((r) => (open = () => r(ok(body)())));
  return { handler, open: () => act(() => Promise.resolve().then(open)) };
}

type Routes = Parameters<typeof stubApi>[0];
function stub(over: Routes = {}) {
  return stubApi({
    "GET /auth/me": ok(ME),
    "GET /recommendations": ok(listOf(CELESTE_FANS)),
    "GET /recommendations/similar": ok(
      similarOf([buildCard({ catalogId: 201, slug: "ori", title: "Ori and the Will of the Wisps", reason: "Same series as Ori and the Blind Forest" })]),
    ),
    "GET /recommendations/trending": ok(trendingOf([buildCard({ catalogId: 301, slug: "hades", title: "Hades", reason: "A well-reviewed recent release" })])),
    "GET /recommendations/underrated": ok(
      listOf([buildCard({ catalogId: 401, slug: "gris", title: "Gris", reason: "Highly rated by players but rarely tracked" })]),
    ),
    "GET /recommendations/profile": ok(buildProfile()),
    ...over,
  });
}

const renderScreen = (path = "/recommendations") => renderPage(<RecommendationsPage />, path, { route: "/recommendations", markers: ["/games/add"] });
const tab = (name: RegExp) => screen.getByRole("tab", { name });
const card = (title: string) => screen.getByRole("article", { name: title });

describe("RecommendationsPage", () => {
  it("shows 'Finding games you'll love...', then the For you cards with every field, the tab count and the top genres", async () => {
    const api = stub();
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Game Recommendations" })).toBeInTheDocument();
    expect(screen.getByText("Finding games you'll love...")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "All Recommendations (3)" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((a) => within(a).getByRole("heading").textContent),
    ).toEqual(["Hollow Knight", "Ori and the Blind Forest", "Dead Cells"]);
    const hk = card("Hollow Knight");
    expect(within(hk).getAllByText("92% Match")[0]).toBeInTheDocument();
    expect(hk).toHaveTextContent("4.4 out of 5 rating");
    expect(hk).toHaveTextContent("PC · 2017");
    expect(within(hk).getByText("Action")).toBeInTheDocument();
    expect(within(hk).getByText("Platformer")).toBeInTheDocument();
    expect(within(hk).getByText("Because you rated Celeste 9/10")).toBeInTheDocument();
    expect(within(hk).getByRole("link", { name: "Hollow Knight" })).toHaveAttribute("href", "/game/hollow-knight");
    expect(within(hk).getByRole("button", { name: "Add to Backlog" })).toBeEnabled();
    expect(within(hk).getByRole("button", { name: "Not interested" })).toBeEnabled();
    expect(hk.querySelector("img")).toHaveAttribute("src", "/api/catalog/covers/hollow-knight?v=1");
    // An unknown year and rating are left out, not shown as 0
    const ori = card("Ori and the Blind Forest");
    expect(ori).toHaveTextContent("PC");
    expect(ori).not.toHaveTextContent("· 0");
    expect(ori).not.toHaveTextContent("out of 5");
    expect(tab(/^All Recommendations/)).toHaveTextContent("All Recommendations3");
    expect(
      within(screen.getByRole("list", { name: "Based on your top genres:" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Platformer", "Indie", "Action"]);
    expect(api.callsTo("/recommendations/similar")).toEqual([]);
    expect(api.callsTo("/recommendations/trending")).toEqual([]);
    expect(api.callsTo("/recommendations/underrated")).toEqual([]);
  });

  it("loads Similar, Trending and Underrated only when their tab is opened, each with its loading message", async () => {
    const similar = held(
      similarOf([buildCard({ catalogId: 201, slug: "ori", title: "Ori and the Will of the Wisps", reason: "Same series as Ori and the Blind Forest" })]),
    );
    const trending = held(trendingOf([buildCard({ catalogId: 301, slug: "hades", title: "Hades" })]));
    const api = stub({ "GET /recommendations/similar": similar.handler, "GET /recommendations/trending": trending.handler });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole("list", { name: "All Recommendations (3)" });
    expect(tab(/^Similar to Your Games$/)).toBeInTheDocument(); // no count before it loads

    await user.click(tab(/^Similar to Your Games/));
    expect(await screen.findByText("Finding games similar to your library...")).toBeInTheDocument();
    await similar.open();
    expect(await screen.findByRole("list", { name: "Similar to Your Games (1)" })).toHaveTextContent("Same series as Ori and the Blind Forest");
    expect(tab(/^Similar to Your Games/)).toHaveTextContent("Similar to Your Games1");

    await user.click(tab(/^Trending Now/));
    expect(await screen.findByText("Finding trending games...")).toBeInTheDocument();
    await trending.open();
    expect(await screen.findByRole("article", { name: "Hades" })).toBeInTheDocument();

    await user.click(tab(/^Underrated/));
    expect(await screen.findByRole("article", { name: "Gris" })).toBeInTheDocument();

    // Back on a tab: its cards at once, while the server is asked again (it answers from its cache)
    await user.click(tab(/^Similar to Your Games/));
    expect(screen.getByRole("article", { name: "Ori and the Will of the Wisps" })).toBeInTheDocument();
    expect(screen.queryByText("Finding games similar to your library...")).toBeNull();
    await waitFor(() => expect(api.callsTo("/recommendations/similar")).toHaveLength(2));
    expect(api.callsTo("/recommendations/trending")).toHaveLength(1);
    expect(api.calls.filter((c) => c.path === "/recommendations")).toHaveLength(1); // For you, never re-opened
  });

  it("opens the tab the address names (?tab=trending), loading that list and For you only", async () => {
    const api = stub();
    renderScreen("/recommendations?tab=trending");
    expect(await screen.findByRole("article", { name: "Hades" })).toBeInTheDocument();
    expect(tab(/^Trending Now/)).toHaveAttribute("aria-selected", "true");
    expect(api.callsTo("/recommendations/similar")).toEqual([]);
  });

  it("credits RAWG with a link above a trending list that came from it, and only then", async () => {
    stub({
      "GET /recommendations/trending": ok(
        trendingOf([buildCard({ catalogId: 302, slug: "new-hit", title: "New Hit", reason: "Trending on RAWG" })], "provider"),
      ),
    });
    renderScreen("/recommendations?tab=trending");
    expect(await screen.findByRole("article", { name: "New Hit" })).toBeInTheDocument();
    expect(screen.getByText(/^Trending list from/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "RAWG" })).toHaveAttribute("href", "https://rawg.io");
  });

  it("shows no match badge on a card without a match score (a player with no games to compare with), and the badge on one with a score", async () => {
    stub({
      "GET /recommendations/trending": ok(
        trendingOf([
          buildCard({ catalogId: 303, slug: "unmatched", title: "Unmatched Hit", matchScore: null, reason: "A well-reviewed recent release" }),
          buildCard({ catalogId: 304, slug: "matched", title: "Matched Hit", matchScore: 64, reason: "A well-reviewed recent release" }),
        ]),
      ),
    });
    renderScreen("/recommendations?tab=trending");
    expect(await screen.findByRole("article", { name: "Unmatched Hit" })).toBeInTheDocument();
    expect(within(card("Unmatched Hit")).queryAllByText(/% Match$/)).toEqual([]);
    expect(within(card("Matched Hit")).getAllByText("64% Match").length).toBeGreaterThan(0);
  });

  it("names no provider above a trending list from this instance or the catalog", async () => {
    stub();
    renderScreen("/recommendations?tab=trending");
    expect(await screen.findByRole("article", { name: "Hades" })).toBeInTheDocument();
    expect(screen.queryByText(/^Trending list from/)).not.toBeInTheDocument();
  });

  it("shows the empty states: 'No recommendations found' with 'Add Your First Game' (to /games/add) and 'View Trending Games'", async () => {
    stub({ "GET /recommendations": ok(listOf([], { libraryCount: 0 })), "GET /recommendations/similar": ok(similarOf([], false)) });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole("heading", { name: "No recommendations found" })).toBeInTheDocument();
    expect(screen.getByText("Add more games to your library to get personalized recommendations")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Your First Game" })).toHaveAttribute("href", "/games/add");

    await user.click(tab(/^Similar to Your Games/));
    expect(await screen.findByRole("heading", { name: "Not enough games for similar recommendations" })).toBeInTheDocument();
    expect(screen.getByText("Add at least 3 games to your library...")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "View Trending Games" }));
    expect(tab(/^Trending Now/)).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("article", { name: "Hades" })).toBeInTheDocument();

    await user.click(tab(/^All Recommendations/));
    await user.click(screen.getByRole("link", { name: "Add Your First Game" }));
    expect(await screen.findByText("/games/add page")).toBeInTheDocument();
  });

  it("shows 'Your Gaming Profile' with genres, platforms and the average out of 10, or 'No data available' and 'No ratings yet'", async () => {
    stub();
    const { unmount } = renderScreen();
    const panel = await screen.findByRole("region", { name: "Your Gaming Profile" });
    await waitFor(() => expect(panel).toHaveTextContent("8.5/10"));
    expect(panel).toHaveTextContent("Favorite GenresPlatformerIndieAction");
    expect(panel).toHaveTextContent("Preferred PlatformsPCNintendo Switch");
    unmount();

    stub({
      "GET /recommendations/profile": ok(buildProfile({ favoriteGenres: [], preferredPlatforms: [], averageRating: null, ratedCount: 0, gameCount: 0 })),
    });
    renderScreen();
    const empty = await screen.findByRole("region", { name: "Your Gaming Profile" });
    await waitFor(() => expect(within(empty).getByText("No ratings yet")).toBeInTheDocument());
    expect(within(empty).getAllByText("No data available")).toHaveLength(2);
    expect(screen.queryByText("Based on your top genres:")).toBeNull();
  });

  it("shows each list's failure text, and 'Try again' asks again", async () => {
    let forYouCalls = 0;
    const api = stub({
      "GET /recommendations": () => (++forYouCalls === 1 ? fails() : ok(listOf(CELESTE_FANS))()),
      "GET /recommendations/similar": fails,
      "GET /recommendations/trending": fails,
      "GET /recommendations/underrated": fails,
    });
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load recommendations");
    for (const [name, text] of [
      [/^Similar to Your Games/, "Failed to load similar games"],
      [/^Trending Now/, "Failed to load trending games"],
      [/^Underrated/, "Failed to load underrated games"],
    ] as const) {
      await user.click(tab(name));
      expect(await screen.findByRole("alert")).toHaveTextContent(text);
    }
    expect(api.callsTo("/recommendations/trending")).toHaveLength(1);
    await user.click(tab(/^All Recommendations/));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "All Recommendations (3)" })).toBeInTheDocument();
  });

  it("'Refresh All' waits while a list loads, then asks every list shown and the profile again with ?refresh=1", async () => {
    let again: ReturnType<typeof held> | null = null;
    const api = stub({
      "GET /recommendations": (call) => {
        if (call.query.get("refresh") !== "1") return ok(listOf(CELESTE_FANS))();
        again = held(listOf(CELESTE_FANS.slice(1)));
        return again.handler();
      },
    });
    const user = userEvent.setup();
    renderScreen();
    const refresh = screen.getByRole("button", { name: "Refresh All" });
    expect(refresh).toBeDisabled();
    await screen.findByRole("list", { name: "All Recommendations (3)" });
    await waitFor(() => expect(refresh).toBeEnabled());
    expect(api.calls.filter((c) => c.query.get("refresh") === "1")).toEqual([]);

    await user.click(refresh);
    expect(await screen.findByText("Finding games you'll love...")).toBeInTheDocument();
    expect(refresh).toBeDisabled();
    await again!.open();
    expect(await screen.findByRole("list", { name: "All Recommendations (2)" })).toBeInTheDocument();
    await waitFor(() => expect(refresh).toBeEnabled());
    const refreshed = api.calls.filter((c) => c.query.get("refresh") === "1").map((c) => c.path);
    expect(refreshed.sort()).toEqual(["/recommendations", "/recommendations/profile"]);
    // A tab first opened after 'Refresh All' recomputes too
    await user.click(tab(/^Trending Now/));
    await screen.findByRole("article", { name: "Hades" });
    expect(api.callsTo("/recommendations/trending").map((c) => c.query.get("refresh"))).toEqual(["1"]);
  });
});
