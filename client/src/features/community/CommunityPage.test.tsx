import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ActivityPage, CommunityReview, CommunityStats, CurrentlyPlayingItem } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { CommunityPage } from "./CommunityPage.tsx";
import { buildItem, GRACE } from "../../test/activityBuilders.ts";

const ME = buildUser();
const NOW = new Date("2025-06-15T12:00:00.000Z");
const STATS: CommunityStats = { totalUsers: 1234, totalReviews: 56, totalGames: 789, activeUsers: 617 };
const EMPTY: ActivityPage = { items: [], nextCursor: null };
const REVIEW: CommunityReview = {
  id: "r1",
  gameTitle: "Celeste",
  gameSlug: "celeste",
  rating: 9,
  comment: "Tight and kind.",
  spoiler: false,
  likeCount: 3,
  createdAt: "2025-06-10T10:00:00.000Z",
  author: GRACE,
};
const PLAYING: CurrentlyPlayingItem = { id: "p1", title: "Hades", slug: "hades", platform: "PC", imageUrl: null, playTime: 12.5, user: GRACE };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  localStorage.setItem("user", JSON.stringify(ME));
});
afterEach(() => localStorage.clear());

function stub(over: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  return stubApi({
    "GET /auth/me": ok(ME),
    "GET /community/stats": ok(STATS),
    "GET /community/activity": ok(EMPTY),
    "GET /community/reviews": ok([]),
    "GET /community/currently-playing": ok([]),
    "GET /community/completions": ok(EMPTY),
    ...over,
  });
}

const renderCommunity = () => renderPage(<CommunityPage />, "/community");
const region = (name: string) => screen.getByRole("region", { name });

describe("CommunityPage", () => {
  it("shows 'Loading community...', then the four stat tiles and the empty panels", async () => {
    stub();
    renderCommunity();
    expect(screen.getByRole("status")).toHaveTextContent("Loading community...");
    const terms = await screen.findAllByRole("term");
    expect(terms.slice(0, 4).map((t) => t.textContent)).toEqual(["Total Users", "Reviews", "Games Tracked", "Active Users"]);
    expect(terms.slice(0, 4).map((t) => t.nextElementSibling?.textContent)).toEqual(["1,234", "56", "789", "617"]);
    expect(await within(region("Recent Completions")).findByText("No recent completions")).toBeInTheDocument();
    expect(within(region("Top Reviews")).getByText("No reviews yet")).toBeInTheDocument();
    expect(within(region("Currently Playing")).getByText("Nobody is playing anything right now")).toBeInTheDocument();
    expect(within(region("Recent Activity")).getByText("No activity to show yet.")).toBeInTheDocument();
    expect(within(region("Community Stats")).getByText("50%")).toBeInTheDocument();
  });

  it("links each entry's actor to their profile and its game to the game page (a review to ?review=), with the community relative time", async () => {
    stub({
      "GET /community/activity": ok({
        items: [
          buildItem({ id: "a", type: "completed", createdAt: "2025-06-15T11:59:30.000Z" }),
          buildItem({
            id: "b",
            type: "review_posted",
            createdAt: "2025-06-15T11:55:00.000Z",
            review: { id: "r7", rating: 8, comment: "Great.", spoiler: false },
          }),
          buildItem({ id: "c", type: "started", createdAt: "2025-06-15T09:00:00.000Z" }),
          buildItem({ id: "d", type: "abandoned", createdAt: "2025-06-12T12:00:00.000Z" }),
          buildItem({ id: "e", type: "completed", createdAt: "2025-06-01T12:00:00.000Z", game: { title: "Mine", slug: null, platform: null, imageUrl: null } }),
        ],
        nextCursor: null,
      }),
    });
    renderCommunity();
    const list = await screen.findByRole("list", { name: "Recent activity" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((r) => r.querySelector("time")?.textContent)).toEqual(["Just now", "5 minutes ago", "3 hours ago", "3 days ago", "Jun 1"]);
    expect(rows[0]).toHaveTextContent("Grace Hopper completed Hades");
    expect(within(rows[0]!).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute("href", "/u/grace");
    expect(within(rows[0]!).getByRole("link", { name: "Hades" })).toHaveAttribute("href", "/game/hades");
    expect(within(rows[1]!).getByRole("link", { name: "Hades" })).toHaveAttribute("href", "/game/hades?review=r7");
    expect(rows[2]).toHaveTextContent("Grace Hopper started playing Hades");
    expect(rows[3]).toHaveTextContent("Grace Hopper abandoned Hades");
    expect(within(rows[4]!).queryByRole("link", { name: "Mine" })).toBeNull();
  });

  it("says the real day beside when it was added (issue 26), and an import as one summary", async () => {
    stub({
      "GET /community/activity": ok({
        items: [
          buildItem({
            id: "a",
            type: "completed",
            createdAt: "2025-06-15T11:56:00.000Z",
            happenedOn: "2024-10-13",
            game: { title: "Elden Ring", slug: "elden-ring", platform: "PC", imageUrl: null },
          }),
          buildItem({ id: "b", type: "session_logged", createdAt: "2025-06-15T11:56:00.000Z", happenedOn: "2025-06-15", minutes: 30 }),
          buildItem({ id: "c", type: "library_imported", createdAt: "2025-06-15T09:00:00.000Z", game: null, count: 212 }),
          buildItem({ id: "d", type: "library_imported", createdAt: "2025-06-15T09:00:00.000Z", game: null, count: 1 }),
        ],
        nextCursor: null,
      }),
      "GET /community/completions": ok({
        items: [
          buildItem({
            id: "e",
            createdAt: "2025-06-12T12:00:00.000Z",
            happenedOn: "2024-10-13",
            game: { title: "Elden Ring", slug: "elden-ring", platform: "PC", imageUrl: null },
          }),
        ],
        nextCursor: null,
      }),
    });
    renderCommunity();
    const list = await screen.findByRole("list", { name: "Recent activity" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Grace Hopper completed Elden Ring");
    expect(rows[0]).toHaveTextContent("on 13 Oct 2024 · added today");
    expect(rows[0]!.querySelector("time")).toHaveAttribute("dateTime", "2024-10-13");
    // Played today, logged today: the day is not repeated.
    expect(rows[1]).toHaveTextContent("4 minutes ago");
    expect(rows[1]).not.toHaveTextContent("added");
    expect(rows[2]).toHaveTextContent("Grace Hopper imported 212 games");
    expect(rows[3]).toHaveTextContent("Grace Hopper imported 1 game3 hours ago");
    const completions = await within(region("Recent Completions")).findByRole("list", { name: "Recent completions" });
    expect(completions).toHaveTextContent("on 13 Oct 2024 · added 3 days ago");
  });

  it("sends the filter, the sort and the scope to the server", async () => {
    const api = stub();
    renderCommunity();
    const feed = await screen.findByRole("region", { name: "Recent Activity" });
    const filters = within(feed).getByRole("group", { name: "Filter activity" });
    expect(
      within(filters)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "Reviews", "Completions", "Started Playing", "Abandoned"]);
    await userEvent.click(within(filters).getByRole("button", { name: "Completions" }));
    expect(within(filters).getByRole("button", { name: "Completions" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.selectOptions(within(feed).getByRole("combobox", { name: "Sort" }), "Oldest First");
    await userEvent.click(within(within(feed).getByRole("group", { name: "Show activity from" })).getByRole("button", { name: "Following" }));
    expect(await within(feed).findByText("Nobody you follow has activity to show yet.")).toBeInTheDocument();
    expect(within(feed).getByRole("link", { name: "Find people to follow" })).toHaveAttribute("href", "/friends");
    const sent = api.callsTo("/community/activity").map((c) => [c.query.get("filter"), c.query.get("sortBy"), c.query.get("scope")].join(" "));
    expect(sent).toEqual(["all newest all", "completions newest all", "completions oldest all", "completions oldest following"]);
  });

  it("loads more of the feed with the cursor, keeping the filter", async () => {
    const api = stub({
      "GET /community/activity": (call) =>
        jsonResponse(
          200,
          call.query.get("cursor") === "n2"
            ? { items: [buildItem({ id: "b", game: { title: "Celeste", slug: "celeste", platform: "PC", imageUrl: null } })], nextCursor: null }
            : { items: [buildItem({ id: "a" })], nextCursor: "n2" },
        ),
    });
    renderCommunity();
    const feed = await screen.findByRole("region", { name: "Recent Activity" });
    await within(feed).findByRole("link", { name: "Hades" });
    await userEvent.click(within(feed).getByRole("button", { name: "Load more" }));
    expect(await within(feed).findByRole("link", { name: "Celeste" })).toBeInTheDocument();
    expect(api.callsTo("/community/activity").map((c) => c.query.get("cursor"))).toEqual([null, "n2"]);
    expect(within(feed).queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("fills the side panels: who plays what, the top reviews (linked to themselves), the recent completions", async () => {
    stub({
      "GET /community/currently-playing": ok([PLAYING]),
      "GET /community/reviews": ok([REVIEW]),
      "GET /community/completions": ok({ items: [buildItem({ id: "c1", createdAt: "2025-06-15T10:00:00.000Z" })], nextCursor: null }),
    });
    renderCommunity();
    const playing = await screen.findByRole("list", { name: "Currently playing" });
    expect(within(playing).getByRole("link", { name: "Hades" })).toHaveAttribute("href", "/game/hades");
    expect(within(playing).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute("href", "/u/grace");
    expect(playing).toHaveTextContent("PC · 12.5 h");
    const top = within(region("Top Reviews")).getByRole("list", { name: "Top reviews" });
    expect(within(top).getByRole("link", { name: "Celeste" })).toHaveAttribute("href", "/game/celeste?review=r1");
    expect(within(top).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute("href", "/u/grace");
    expect(top).toHaveTextContent("Tight and kind.");
    expect(top).toHaveTextContent("3 likes");
    const done = within(region("Recent Completions")).getByRole("list", { name: "Recent completions" });
    expect(done).toHaveTextContent("Grace Hopper completed Hades");
    expect(done).toHaveTextContent("2 hours ago");
    await waitFor(() => expect(within(done).getByRole("link", { name: "Hades" })).toHaveAttribute("href", "/game/hades"));
  });

  it("hides a top review's spoiler text", async () => {
    stub({ "GET /community/reviews": ok([{ ...REVIEW, spoiler: true, comment: "The summit is a lie." }]) });
    renderCommunity();
    const top = await screen.findByRole("list", { name: "Top reviews" });
    expect(top).toHaveTextContent("Contains spoilers");
    expect(top).not.toHaveTextContent("The summit is a lie.");
  });
});
