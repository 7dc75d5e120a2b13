import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FAVOURITES_MAX, type MyFavourite, type MyFavourites } from "@savepoint/common";
import { buildGameSummary, buildUser } from "../../test/builders.ts";
import { buildOpenProfile } from "../../test/peopleBuilders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { ok, stubApi } from "../../test/testApi.ts";
import { MyFavouritesPanel } from "./Favourites.tsx";
import { UserProfilePage } from "./UserProfilePage.tsx";

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const fav = (gameId: string, title: string): MyFavourite => ({ gameId, title, slug: title.toLowerCase().replace(/\W+/g, "-"), platform: "PC", imageUrl: null });
const LIBRARY = ["Celeste", "Hades", "Tunic", "Outer Wilds", "Inside", "Limbo", "Hollow Knight"].map((title, i) =>
  buildGameSummary({ id: `g${i + 1}`, title, slug: title.toLowerCase().replace(/\W+/g, "-"), platform: "PC" }),
);

/** The favourites endpoint as the server keeps it: PUT replaces the list from the library's games. */
function stubFavourites(initial: MyFavourite[]) {
  let current = initial;
  const byId = new Map(LIBRARY.map((g) => [g.id, fav(g.id, g.title)]));
  return stubApi({
    "GET /auth/me": ok(ME),
    "GET /profile/favourites": () => jsonResponse(200, { items: current } satisfies MyFavourites),
    "PUT /profile/favourites": (call) => {
      current = (call.body as { gameIds: string[] }).gameIds.map((id) => byId.get(id)!);
      return jsonResponse(200, { items: current } satisfies MyFavourites);
    },
    "GET /games": ok(LIBRARY),
  });
}

const renderPanel = () => renderPage(<MyFavouritesPanel />, "/profile");
const shownTitles = () =>
  within(screen.getByRole("list"))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("a")?.textContent);
const puts = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method === "PUT").map((c) => (c.body as { gameIds: string[] }).gameIds);

describe("My favourite games", () => {
  it("invites a first choice when there are none", async () => {
    stubFavourites([]);
    renderPanel();
    const region = await screen.findByRole("region", { name: "Favourite Games" });
    expect(await within(region).findByText(/No favourite games yet/)).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Choose favourites" })).toBeEnabled();
  });

  it("reorders by keyboard with the Move buttons, announces the new place and keeps the focus on the moved game", async () => {
    const api = stubFavourites([fav("g1", "Celeste"), fav("g2", "Hades"), fav("g3", "Tunic")]);
    renderPanel();
    const right = await screen.findByRole("button", { name: "Move Celeste right" });
    expect(screen.getByRole("button", { name: "Move Celeste left" })).toBeDisabled();
    right.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(shownTitles()).toEqual(["Hades", "Celeste", "Tunic"]));
    expect(screen.getByRole("status")).toHaveTextContent("Celeste moved to position 2 of 3.");
    expect(screen.getByRole("button", { name: "Move Celeste right" })).toHaveFocus();

    // At the end, the focus moves to the button that can still move it.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(shownTitles()).toEqual(["Hades", "Tunic", "Celeste"]));
    expect(screen.getByRole("button", { name: "Move Celeste left" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Celeste moved to position 3 of 3.");
    await waitFor(() =>
      expect(puts(api)).toEqual([
        ["g2", "g1", "g3"],
        ["g2", "g3", "g1"],
      ]),
    );
  });

  it("reorders by dragging a cover onto another's place", async () => {
    const api = stubFavourites([fav("g1", "Celeste"), fav("g2", "Hades"), fav("g3", "Tunic")]);
    renderPanel();
    await screen.findByRole("button", { name: "Move Tunic left" });
    const [first, , last] = within(screen.getByRole("list")).getAllByRole("listitem");
    fireEvent.dragStart(last!);
    fireEvent.dragOver(first!);
    fireEvent.drop(first!);
    await waitFor(() => expect(shownTitles()).toEqual(["Tunic", "Celeste", "Hades"]));
    expect(screen.getByRole("status")).toHaveTextContent("Tunic moved to position 1 of 3.");
    await waitFor(() => expect(puts(api)).toEqual([["g3", "g1", "g2"]]));
  });

  it("chooses favourites in a dialog: search, at most five, kept in the order picked", async () => {
    const api = stubFavourites([fav("g2", "Hades")]);
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Choose favourites" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose favourites" });
    expect(await within(dialog).findByRole("checkbox", { name: /^Hades \(PC\)/ })).toBeChecked();
    expect(within(dialog).getByText(`1 of ${FAVOURITES_MAX} chosen`)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole("searchbox", { name: "Search your library" }), "tun");
    expect(within(dialog).getAllByRole("checkbox")).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /^Tunic \(PC\)/ }));
    await userEvent.clear(within(dialog).getByRole("searchbox", { name: "Search your library" }));
    for (const title of ["Celeste", "Inside", "Limbo"]) await userEvent.click(within(dialog).getByRole("checkbox", { name: new RegExp(`^${title} \\(PC\\)`) }));
    expect(within(dialog).getByText(/5 of 5 chosen/)).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: /^Outer Wilds \(PC\)/ })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Save favourites" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(puts(api)).toEqual([["g2", "g3", "g1", "g5", "g6"]]);
    expect(shownTitles()).toEqual(["Hades", "Tunic", "Celeste", "Inside", "Limbo"]);
  });
});

describe("someone's favourite games", () => {
  it("shows them in their order with their covers' titles and catalog links, and nothing when they have none", async () => {
    const favourites = [
      { title: "Outer Wilds", slug: "outer-wilds", platform: "PC", imageUrl: "/api/catalog/covers/outer-wilds" },
      { title: "My Homebrew", slug: null, platform: "PC", imageUrl: null },
    ];
    stubApi({
      "GET /auth/me": ok(ME),
      "GET /users/grace": ok(buildOpenProfile({ favourites })),
      "GET /users/alan": ok(buildOpenProfile({ username: "alan" })),
    });
    const { unmount } = renderPage(<UserProfilePage />, "/u/grace", { route: "/u/:username" });
    const region = await screen.findByRole("region", { name: "Favourite Games" });
    const items = within(region).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Outer WildsPC", "My HomebrewPC"]);
    expect(within(items[0]!).getByRole("link", { name: "Outer Wilds" })).toHaveAttribute("href", "/game/outer-wilds");
    expect(within(items[1]!).queryByRole("link")).not.toBeInTheDocument();
    expect(within(region).queryByRole("button")).not.toBeInTheDocument();
    unmount();

    renderPage(<UserProfilePage />, "/u/alan", { route: "/u/:username" });
    await screen.findByRole("region", { name: "About" });
    expect(screen.queryByRole("region", { name: "Favourite Games" })).not.toBeInTheDocument();
  });
});
