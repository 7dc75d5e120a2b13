// The wishlist page: its empty state, and Move to library in one action (the game leaves the list, the
// sentence saying so takes the focus, with a link to the new game); a failure says why.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { WishlistDto, WishlistItemDto } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { WishlistPage } from "./WishlistPage.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const item = (id: string, title: string): WishlistItemDto => ({
  id,
  title,
  catalogGameId: null,
  catalogSlug: null,
  platform: "PC",
  imageUrl: null,
  addedAt: "2026-01-01T00:00:00.000Z",
});

function stubWishlist(initial: WishlistItemDto[], move: "ok" | "gone" = "ok") {
  let current = initial;
  return stubApi({
    "GET /auth/me": ok(ME),
    "GET /wishlist": () => jsonResponse(200, { items: current } satisfies WishlistDto),
    "POST /wishlist/w1/library": () => {
      if (move === "gone") return jsonResponse(404, { error: { code: "not_found", message: "Wishlist item not found", requestId: null } });
      current = current.filter((i) => i.id !== "w1");
      return jsonResponse(201, { gameId: "g1", slug: "celeste" });
    },
  });
}

describe("the wishlist page", () => {
  it("says what the wishlist is for when it is empty", async () => {
    stubWishlist([]);
    renderPage(<WishlistPage />, "/wishlist");
    expect(await screen.findByText("Your wishlist is empty.")).toBeInTheDocument();
    expect(screen.getByLabelText("Search the catalog")).toBeInTheDocument();
  });

  it("moves a game to the library in one action and puts the focus on what happened", async () => {
    const api = stubWishlist([item("w1", "Celeste"), item("w2", "Hades")]);
    renderPage(<WishlistPage />, "/wishlist");
    expect(await screen.findByText("2 games on your wishlist.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Move to library (Celeste)" }));
    const said = await screen.findByText(/Celeste is in your library now, in the backlog\./);
    await waitFor(() => expect(said).toHaveFocus());
    expect(within(said).getByRole("link", { name: "Open Celeste" })).toHaveAttribute("href", "/game/celeste");
    await waitFor(() => expect(within(screen.getByRole("list", { name: "Your wishlist" })).getAllByRole("listitem")).toHaveLength(1));
    expect(api.calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/wishlist/w1/library"]);
  });

  it("says why when the game has left the list meanwhile", async () => {
    stubWishlist([item("w1", "Celeste")], "gone");
    renderPage(<WishlistPage />, "/wishlist");
    await userEvent.click(await screen.findByRole("button", { name: "Move to library (Celeste)" }));
    await waitFor(() => expect(screen.getByText("Wishlist item not found")).toHaveFocus());
  });
});
