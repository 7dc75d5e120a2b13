import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReviewDto, ReviewPage } from "@savepoint/common";
import { buildReview, buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { LikesPage } from "./LikesPage.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const renderLikes = () => renderPage(<LikesPage />, "/likes");

describe("LikesPage", () => {
  it("says there are no liked reviews yet, with a way back to the games", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /likes": ok({ items: [], nextCursor: null } satisfies ReviewPage) });
    renderLikes();
    expect(screen.getByRole("heading", { level: 1, name: "Likes" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No liked reviews yet" })).toBeInTheDocument();
    expect(screen.getByText("Like other players' reviews on a game's page and they will be kept here.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse My Games" })).toHaveAttribute("href", "/");
  });

  it("lists the liked reviews in the order the API sends them (newest like first), with the game linked", async () => {
    const celeste = buildReview({ id: "r1", likedByMe: true, likeCount: 2 });
    const hades = buildReview({ id: "r2", likedByMe: true, likeCount: 1, gameTitle: "Hades", gameSlug: "hades" });
    stubApi({ "GET /auth/me": ok(ME), "GET /likes": ok({ items: [hades, celeste], nextCursor: null } satisfies ReviewPage) });
    renderLikes();
    const list = await screen.findByRole("list", { name: "Liked reviews" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-label")),
    ).toEqual(["Review of Hades by Grace Hopper", "Review of Celeste by Grace Hopper"]);
    expect(within(list).getByRole("link", { name: "Hades" })).toHaveAttribute("href", "/game/hades");
  });

  it("unlikes a review and takes it off the list", async () => {
    let liked: ReviewDto[] = [buildReview({ id: "r1", likedByMe: true, likeCount: 1 })];
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /likes": () => jsonResponse(200, { items: liked, nextCursor: null }),
      "DELETE /reviews/r1/like": () => {
        liked = [];
        return jsonResponse(200, { reviewId: "r1", likeCount: 0, likedByMe: false });
      },
    });
    renderLikes();
    const card = await screen.findByRole("article", { name: "Review of Celeste by Grace Hopper" });
    await userEvent.click(within(card).getByRole("button", { name: "Unlike review by Grace Hopper" }));
    expect(await screen.findByRole("heading", { name: "No liked reviews yet" })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("/reviews/r1/like").map((c) => c.method)).toEqual(["DELETE"]));
  });

  it("loads more liked reviews with the cursor", async () => {
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /likes": (call) =>
        jsonResponse(
          200,
          call.query.get("cursor") === "n2"
            ? { items: [buildReview({ id: "r2", gameTitle: "Hades", gameSlug: "hades" })], nextCursor: null }
            : { items: [buildReview({ id: "r1" })], nextCursor: "n2" },
        ),
    });
    renderLikes();
    await screen.findByRole("article", { name: "Review of Celeste by Grace Hopper" });
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "Review of Hades by Grace Hopper" })).toBeInTheDocument();
    expect(api.callsTo("/likes").map((c) => c.query.get("cursor"))).toEqual([null, "n2"]);
  });
});
