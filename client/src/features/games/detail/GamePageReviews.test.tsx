// The game page's reviews and community panel, rendered inside the real game page.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GameCommunityStats, GameReviews, ReviewDto } from "@savepoint/common";
import { buildCatalogGame, buildLibraryGame, buildReview, buildUser } from "../../../test/builders.ts";
import { jsonResponse, renderPage } from "../../../test/render.tsx";
import { ok, stubApi, type Call } from "../../../test/testApi.ts";
import { GameDetailPage } from "./GameDetailPage.tsx";

vi.setConfig({ testTimeout: 20_000 });

const ME = buildUser();
const GAME = buildLibraryGame({ id: "g1", slug: "celeste", title: "Celeste", status: "COMPLETED", rating: 8, playTime: 22.5 });
const STATS: GameCommunityStats = {
  completedCount: 12,
  currentlyPlayingCount: 3,
  totalPlayers: 20,
  averageRating: 8.25,
  recentCompletions: 4,
  recentStarts: 2,
  averagePlayTime: 31.5,
  timeToBeat: { medianHours: 18.5, minHours: 12, maxHours: 30.2, players: 4 },
};
const NO_STATS: GameCommunityStats = {
  ...STATS,
  completedCount: 0,
  currentlyPlayingCount: 0,
  totalPlayers: 1,
  averageRating: null,
  recentCompletions: 0,
  recentStarts: 0,
  averagePlayTime: null,
  timeToBeat: null,
};

const grace = buildReview({ id: "r1" });
const alan = buildReview({
  id: "r2",
  author: { id: "u3", username: "alan", firstName: "Alan", lastName: "Turing", accountColor: "blue" },
  comment: "Hard but fair.",
});
const mine = buildReview({
  id: "r0",
  gameId: "g1",
  author: { id: ME.id, username: ME.username, firstName: ME.firstName, lastName: ME.lastName, accountColor: ME.accountColor },
  comment: "My own words.",
});

const page = (over: Partial<GameReviews>): GameReviews => ({ mine: null, total: 0, items: [], nextCursor: null, ...over });

beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

function stubGame(game = GAME, reviews: (call: Call) => GameReviews, stats = STATS, more: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    "GET /auth/me": ok(ME),
    [`GET /games/lookup/${game.slug}`]: ok({ game }),
    [`GET /reviews/game/${game.id}`]: (call) => jsonResponse(200, reviews(call)),
    [`GET /games/${game.id}/community-stats`]: ok(stats),
    ...more,
  });
}

const renderAt = (path: string) => renderPage(<GameDetailPage />, path, { route: "/game/:slug" });
const reviewsPanel = () => screen.findByRole("region", { name: "Reviews" });

describe("the game page's reviews", () => {
  it("shows my review without a like button, then 'All Reviews (n)' of others with like buttons", async () => {
    stubGame(GAME, () => page({ mine, total: 2, items: [grace, alan] }));
    renderAt("/game/celeste");
    const panel = await reviewsPanel();
    const own = await within(panel).findByRole("article", { name: "Review by Ada Lovelace" });
    expect(own).toHaveTextContent("My own words.");
    expect(within(own).queryByRole("button", { name: /like/i })).not.toBeInTheDocument();
    await userEvent.click(within(own).getByRole("button", { name: "Edit Review" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Review" });
    expect(within(dialog).getByRole("textbox", { name: /review/i })).toHaveValue("My own words.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(panel).getByRole("heading", { name: "All Reviews (2)" })).toBeInTheDocument();
    const list = within(panel).getByRole("list", { name: "Reviews by other players" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Review by Grace Hopper", "Review by Alan Turing"]);
    expect(within(list).getByRole("button", { name: "Like review by Grace Hopper" })).toBeInTheDocument();
    expect(within(list).getByRole("button", { name: "Like review by Alan Turing" })).toBeInTheDocument();
  });

  it("says 'No review written yet.' with 'Write Review' on a completed game, and how to get there on another", async () => {
    stubGame(GAME, () => page({}));
    const first = renderAt("/game/celeste");
    const panel = await reviewsPanel();
    expect(await within(panel).findByText("No review written yet.")).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Write Review" }));
    const dialog = await screen.findByRole("dialog", { name: "Write a Review" });
    expect(dialog).toHaveTextContent("Celeste");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(panel).getByRole("heading", { name: "All Reviews (0)" })).toBeInTheDocument();
    expect(within(panel).getByText("No other player has reviewed this game yet.")).toBeInTheDocument();
    first.unmount();

    stubGame({ ...GAME, status: "IN_PROGRESS" }, () => page({}));
    renderAt("/game/celeste");
    const again = await reviewsPanel();
    expect(await within(again).findByText("No review written yet.")).toBeInTheDocument();
    expect(within(again).getByText("Mark the game Completed to review it.")).toBeInTheDocument();
    expect(within(again).queryByRole("button", { name: "Write Review" })).not.toBeInTheDocument();
  });

  it("loads the next page with the cursor, and stops when there is none", async () => {
    const api = stubGame(GAME, (call) =>
      call.query.get("cursor") === "c2" ? page({ total: 2, items: [alan] }) : page({ total: 2, items: [grace], nextCursor: "c2" }),
    );
    renderAt("/game/celeste");
    const panel = await reviewsPanel();
    await within(panel).findByRole("article", { name: "Review by Grace Hopper" });
    expect(within(panel).queryByRole("article", { name: "Review by Alan Turing" })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Load more reviews" }));
    expect(await within(panel).findByRole("article", { name: "Review by Alan Turing" })).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Load more reviews" })).not.toBeInTheDocument();
    expect(api.callsTo("/reviews/game/g1").map((c) => c.query.get("cursor"))).toEqual([null, "c2"]);
  });

  it("sorts the others' reviews by Most Helpful or Highest Rated through the API", async () => {
    const api = stubGame(GAME, (call) => page({ total: 2, items: call.query.get("sort") === "likes" ? [alan, grace] : [grace, alan] }));
    renderAt("/game/celeste");
    const panel = await reviewsPanel();
    await within(panel).findByRole("article", { name: "Review by Grace Hopper" });
    await userEvent.selectOptions(within(panel).getByRole("combobox", { name: "Sort reviews" }), "Most Helpful");
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole("article")
          .map((a) => a.getAttribute("aria-label")),
      ).toEqual(["Review by Alan Turing", "Review by Grace Hopper"]),
    );
    await userEvent.selectOptions(within(panel).getByRole("combobox", { name: "Sort reviews" }), "Highest Rated");
    await waitFor(() => expect(api.callsTo("/reviews/game/g1").map((c) => c.query.get("sort"))).toEqual(["newest", "likes", "rating"]));
  });

  it("likes and unlikes another player's review, and the count follows", async () => {
    let current: ReviewDto = grace;
    const likeState = (likedByMe: boolean) => () => {
      current = { ...current, likedByMe, likeCount: likedByMe ? 1 : 0 };
      return jsonResponse(200, { reviewId: "r1", likeCount: current.likeCount, likedByMe });
    };
    const api = stubGame(GAME, () => page({ total: 1, items: [current] }), STATS, {
      "POST /reviews/r1/like": likeState(true),
      "DELETE /reviews/r1/like": likeState(false),
    });
    renderAt("/game/celeste");
    const card = await within(await reviewsPanel()).findByRole("article", { name: "Review by Grace Hopper" });
    expect(card).toHaveTextContent("0 likes");
    await userEvent.click(within(card).getByRole("button", { name: "Like review by Grace Hopper" }));
    expect(await within(card).findByRole("button", { name: "Unlike review by Grace Hopper" })).toBeInTheDocument();
    expect(card).toHaveTextContent("1 like");
    await userEvent.click(within(card).getByRole("button", { name: "Unlike review by Grace Hopper" }));
    expect(await within(card).findByRole("button", { name: "Like review by Grace Hopper" })).toBeInTheDocument();
    expect(card).toHaveTextContent("0 likes");
    expect(api.callsTo("/reviews/r1/like").map((c) => c.method)).toEqual(["POST", "DELETE"]);
  });

  it("follows ?review={id} to a later page, then scrolls to the review and highlights it", async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    stubGame(GAME, (call) => (call.query.get("cursor") === "c2" ? page({ total: 2, items: [alan] }) : page({ total: 2, items: [grace], nextCursor: "c2" })));
    renderAt("/game/celeste?review=r2");
    const target = await within(await reviewsPanel()).findByRole("article", { name: "Review by Alan Turing" });
    await waitFor(() => expect(target).toHaveFocus());
    expect(target).toHaveClass("ring-2");
    expect(screen.getByRole("article", { name: "Review by Grace Hopper" })).not.toHaveClass("ring-2");
    expect(scroll).toHaveBeenCalled();
  });
});

describe("the game page's community activity", () => {
  it("shows the community's numbers", async () => {
    stubGame(GAME, () => page({}));
    renderAt("/game/celeste");
    const panel = await screen.findByRole("region", { name: "Community Activity" });
    await waitFor(() => expect(panel).toHaveTextContent("Completed12"));
    expect(panel).toHaveTextContent("Playing Now3");
    expect(panel).toHaveTextContent("Total Players20");
    expect(panel).toHaveTextContent("Avg Rating8.3/10");
    expect(panel).toHaveTextContent("Completions (last 30 days)4");
    expect(panel).toHaveTextContent("New Starts (last 30 days)2");
    expect(panel).toHaveTextContent("Avg Play Time31.5 h");
    // How long players here took, beside the reader's own hours.
    expect(panel).toHaveTextContent("Time to Beat18.5 hmedian of 4 players, 12–30.2 hYou: 22.5 h");
  });

  it("says 'No Rating' when nobody rated the game", async () => {
    stubGame(GAME, () => page({}), NO_STATS);
    renderAt("/game/celeste");
    const panel = await screen.findByRole("region", { name: "Community Activity" });
    await waitFor(() => expect(panel).toHaveTextContent("Avg RatingNo Rating"));
    expect(panel).toHaveTextContent("Total Players1");
    expect(panel).toHaveTextContent("Avg Play TimeNo play time yet");
    expect(panel).toHaveTextContent("Time to BeatFewer than 3 players here finished itYou: 22.5 h");
  });

  it("shows the community and everyone's reviews on a catalog-only page, by the catalog slug", async () => {
    const portal = buildCatalogGame({ slug: "portal-2", title: "Portal 2" });
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /catalog/games/portal-2": ok(portal),
      "GET /catalog/games/portal-2/related": ok({ results: [] }),
      "GET /reviews/game/portal-2": ok(page({ total: 1, items: [grace] })),
      "GET /games/portal-2/community-stats": ok(STATS),
    });
    renderAt("/game/portal-2");
    const panel = await reviewsPanel();
    expect(await within(panel).findByRole("article", { name: "Review by Grace Hopper" })).toBeInTheDocument();
    expect(within(panel).queryByText("No review written yet.")).not.toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Like review by Grace Hopper" })).toBeInTheDocument();
    const community = screen.getByRole("region", { name: "Community Activity" });
    await waitFor(() => expect(community).toHaveTextContent("Total Players20"));
    // Not the reader's game: no hours of theirs beside the time to beat.
    expect(community).toHaveTextContent("Time to Beat18.5 hmedian of 4 players, 12–30.2 h");
    expect(community).not.toHaveTextContent("You:");
  });
});
