import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PeoplePage, PersonDto, SuggestionDto } from "@savepoint/common";
import { buildUser } from "../../test/builders.ts";
import { buildPerson } from "../../test/peopleBuilders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { FriendsPage, SEARCH_DEBOUNCE_MS } from "./FriendsPage.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const empty: PeoplePage = { items: [], nextCursor: null };
const page = <T,>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });

/** Types a search, then moves the fake clock past the pause the page waits for before it asks. */
async function search(text: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await user.type(screen.getByLabelText("Search people by name or username"), text);
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  return user;
}

describe("FriendsPage", () => {
  it("says so when I follow nobody and have no followers or suggestions", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /users/ada/following": ok(empty), "GET /users/ada/followers": ok(empty), "GET /users/suggestions": ok(empty) });
    renderPage(<FriendsPage />, "/friends");
    expect(await screen.findByText(/You are not following anyone yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No suggestions yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Followers" }));
    expect(await screen.findByText(/No followers yet/)).toBeInTheDocument();
  });

  it("lists who I follow, a page at a time, each linking to their profile", async () => {
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /users/ada/following": (call) =>
        jsonResponse(
          200,
          call.query.get("cursor") === "c2"
            ? page([buildPerson({ id: "u3", username: "linus", firstName: "Linus", lastName: "T" })])
            : page([buildPerson({ following: true })], "c2"),
        ),
      "GET /users/suggestions": ok(empty),
    });
    renderPage(<FriendsPage />, "/friends");
    const list = await screen.findByRole("list", { name: "People you follow" });
    expect(within(list).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute("href", "/u/grace");
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(list).findByRole("link", { name: "Linus T" })).toBeInTheDocument();
    expect(api.callsTo("/users/ada/following").map((c) => c.query.get("cursor"))).toEqual([null, "c2"]);
  });

  it("searches on the server once typing settles, and follows a result", async () => {
    let grace: PersonDto = buildPerson();
    const api = stubApi({
      "GET /auth/me": ok(ME),
      "GET /users/ada/following": ok(empty),
      "GET /users/suggestions": ok(empty),
      "GET /users": () => jsonResponse(200, page([grace])),
      "POST /users/grace/follow": () => {
        grace = { ...grace, following: true };
        return jsonResponse(200, { username: "grace", following: true, followsYou: false, blocking: false, followers: 1 });
      },
    });
    renderPage(<FriendsPage />, "/friends");
    const user = await search("gra");
    const results = await screen.findByRole("list", { name: "Search results" });
    expect(
      api
        .callsTo("/users")
        .filter((c) => c.path === "/users")
        .map((c) => c.query.get("q")),
    ).toEqual(["gra"]);
    await user.click(within(results).getByRole("button", { name: "Follow Grace Hopper" }));
    expect(await within(results).findByRole("button", { name: "Unfollow Grace Hopper" })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("/users/grace/follow").map((c) => c.method)).toEqual(["POST"]));
  });

  it("says when nobody matches a search", async () => {
    stubApi({ "GET /auth/me": ok(ME), "GET /users/ada/following": ok(empty), "GET /users/suggestions": ok(empty), "GET /users": ok(empty) });
    renderPage(<FriendsPage />, "/friends");
    await search("zz");
    expect(await screen.findByText("No people match 'zz'")).toBeInTheDocument();
  });

  it("suggests people who play what I play, with how many games we share", async () => {
    const suggestion: SuggestionDto = { ...buildPerson(), sharedGames: 3 };
    stubApi({ "GET /auth/me": ok(ME), "GET /users/ada/following": ok(empty), "GET /users/suggestions": ok(page([suggestion])) });
    renderPage(<FriendsPage />, "/friends");
    const list = await screen.findByRole("list", { name: "Suggested people" });
    expect(list).toHaveTextContent("3 games in common");
    expect(within(list).getByRole("button", { name: "Follow Grace Hopper" })).toBeInTheDocument();
  });
});
