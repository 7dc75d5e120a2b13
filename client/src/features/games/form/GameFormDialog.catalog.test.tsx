import { describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SEARCH_DEBOUNCE_MS, type LibraryGameDto } from "@savepoint/common";
import { buildCatalogGame, buildLibraryGame, buildSearchResult } from "../../../test/builders.ts";
import { jsonResponse, renderPage } from "../../../test/render.tsx";
import { fails, ok, stubApi } from "../../../test/testApi.ts";
import { GameFormDialog } from "./GameFormDialog.tsx";

// Typing into a dialog full of fields is slow on a busy machine; the default 5 s is tight.
vi.setConfig({ testTimeout: 20_000 });

const WITCHER = buildCatalogGame();
const searchResult = buildSearchResult(WITCHER);

function openAdd() {
  renderPage(<GameFormDialog mode="add" open onClose={vi.fn()} />, "/games/add");
}

describe("GameFormDialog: catalog search", () => {
  it("needs two trimmed characters and waits for a 300 ms pause before searching once", async () => {
    const api = stubApi({ "GET /catalog/search": ok({ results: [] }) });
    openAdd();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const box = screen.getByRole("combobox", { name: "Title" });
    await user.type(box, "  w  ");
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 150));
    expect(api.callsTo("/catalog/search")).toHaveLength(0);
    expect(screen.getByText("Type at least 3 characters")).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, "witcher");
    expect(api.callsTo("/catalog/search")).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText("No games found")).toBeInTheDocument();
    expect(screen.getByText("Try a different search term")).toBeInTheDocument();
    expect(api.callsTo("/catalog/search").map((c) => c.query.get("q"))).toEqual(["witcher"]);
    // shorter input clears the answer at once
    await user.type(box, "{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}");
    expect(screen.queryByText("No games found")).not.toBeInTheDocument();
  });

  it("says 'Failed to search games. Please try again.' when the search fails", async () => {
    stubApi({ "GET /catalog/search": fails });
    openAdd();
    await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "zelda");
    expect(await screen.findByText("Failed to search games. Please try again.")).toBeInTheDocument();
  });

  it("lists results with year, at most 3 platforms and the rating out of 5; choosing one fills the form and replaces the platforms", async () => {
    const api = stubApi({
      "GET /catalog/search": ok({ results: [searchResult] }),
      "GET /catalog/games/the-witcher-3-wild-hunt": ok(WITCHER),
    });
    openAdd();
    await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "witcher 3");
    const option = await screen.findByRole("option", { name: /The Witcher 3: Wild Hunt/ });
    expect(option).toHaveTextContent("2015 · PC, PlayStation 4, Xbox One");
    expect(option).toHaveTextContent("★4.6 out of 5");
    await userEvent.click(option);
    await waitFor(() => expect(screen.getByLabelText("Developer")).toHaveValue("CD Projekt Red"));
    expect(screen.getByRole("combobox", { name: "Title" })).toHaveValue(WITCHER.title);
    expect(screen.getByLabelText("Release Year")).toHaveValue(2015);
    expect(screen.getByLabelText("Publisher")).toHaveValue("CD Projekt");
    expect(screen.getByLabelText("Metacritic")).toHaveValue(92);
    expect(screen.getByLabelText("Description")).toHaveValue("Geralt looks for Ciri.");
    // the catalog's cover is previewed; the address field is left for an address of the user's own
    expect(screen.getByLabelText("Cover Image URL")).toHaveValue("");
    expect(screen.getByRole("group", { name: "Media & Notes" }).querySelector("img")).toHaveAttribute("src", WITCHER.imageUrl);
    expect(screen.getByRole("button", { name: "Remove genre RPG" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: /The Witcher 3/ })).not.toBeInTheDocument();
    // the platform options are now the game's own
    await userEvent.click(screen.getByRole("button", { name: "Show platforms" }));
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(WITCHER.platforms);
    await userEvent.type(screen.getByRole("combobox", { name: "Platform" }), "game boy");
    expect(screen.getByRole("option", { name: "No platforms found" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.clear(screen.getByRole("combobox", { name: "Platform" }));
    await userEvent.type(screen.getByRole("combobox", { name: "Platform" }), "xbox");
    await userEvent.click(screen.getByRole("option", { name: "Xbox One" }));

    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    const posts = () => api.callsTo("/games").filter((c) => c.method === "POST");
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({
      title: WITCHER.title,
      platform: "Xbox One",
      catalogSlug: WITCHER.slug,
      genres: ["RPG", "Action"],
      releaseYear: 2015,
    });
  });

  it("is usable from the keyboard: arrow down to a result, Enter to choose it", async () => {
    stubApi({ "GET /catalog/search": ok({ results: [searchResult] }), "GET /catalog/games/the-witcher-3-wild-hunt": ok(WITCHER) });
    openAdd();
    const box = screen.getByRole("combobox", { name: "Title" });
    await userEvent.type(box, "witcher 3");
    await screen.findByRole("option", { name: /The Witcher 3/ });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(screen.getByLabelText("Developer")).toHaveValue("CD Projekt Red"));
    expect(box).toHaveValue(WITCHER.title);
  });

  it("highlights no result until the user moves: ↓ then Enter picks the first result", async () => {
    const second = buildSearchResult(buildCatalogGame({ slug: "the-witcher-2", title: "The Witcher 2: Assassins of Kings", year: 2011 }));
    stubApi({ "GET /catalog/search": ok({ results: [searchResult, second] }), "GET /catalog/games/the-witcher-3-wild-hunt": ok(WITCHER) });
    openAdd();
    const box = screen.getByRole("combobox", { name: "Title" });
    await userEvent.type(box, "witcher");
    const first = await screen.findByRole("option", { name: /The Witcher 3/ });
    expect(screen.getAllByRole("option").filter((o) => o.classList.contains("bg-accent-100"))).toEqual([]);
    await userEvent.keyboard("{ArrowDown}");
    expect(first).toHaveClass("bg-accent-100");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByLabelText("Developer")).toHaveValue("CD Projekt Red"));
    expect(box).toHaveValue(WITCHER.title);
  });

  it("Enter with nothing highlighted keeps the typed title", async () => {
    stubApi({ "GET /catalog/search": ok({ results: [searchResult] }) });
    openAdd();
    const box = screen.getByRole("combobox", { name: "Title" });
    await userEvent.type(box, "witcher");
    await screen.findByRole("option", { name: /The Witcher 3/ });
    await userEvent.keyboard("{Enter}");
    expect(box).toHaveValue("witcher");
  });

  it("names its list in aria-controls when nothing is found", async () => {
    stubApi({ "GET /catalog/search": ok({ results: [] }) });
    openAdd();
    const box = screen.getByRole("combobox", { name: "Title" });
    await userEvent.type(box, "zzzzz");
    expect(await screen.findByText("No games found")).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-expanded", "true");
    const controls = box.getAttribute("aria-controls");
    expect(controls).toBeTruthy();
    expect(document.getElementById(controls!)).toHaveAttribute("role", "listbox");
  });

  it("says 'Type at least 3 characters' for shorter input, and finds an exact 2-character title", async () => {
    const ys = buildSearchResult(buildCatalogGame({ slug: "ys", title: "Ys", year: 1987, platforms: ["PC Engine"] }));
    const api = stubApi({ "GET /catalog/search": ok({ results: [ys] }) });
    openAdd();
    const box = screen.getByRole("combobox", { name: "Title" });
    await userEvent.type(box, "y");
    expect(screen.getByText("Type at least 3 characters")).toBeInTheDocument();
    await userEvent.type(box, "s");
    expect(await screen.findByRole("option", { name: /Ys/ })).toHaveTextContent("1987 · PC Engine");
    expect(api.callsTo("/catalog/search").map((c) => c.query.get("q"))).toEqual(["ys"]);
    expect(screen.queryByText("Type at least 3 characters")).not.toBeInTheDocument();
  });

  it("lets a long title take two lines instead of cutting it to one", async () => {
    stubApi({ "GET /catalog/search": ok({ results: [searchResult] }) });
    openAdd();
    await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "witcher");
    const option = await screen.findByRole("option", { name: /The Witcher 3/ });
    const title = within(option).getByText(WITCHER.title);
    expect(title).toHaveClass("line-clamp-2");
    expect(title).not.toHaveClass("truncate");
  });

  it("says 'Failed to fetch game details. Please try again.' when the details cannot load", async () => {
    stubApi({ "GET /catalog/search": ok({ results: [searchResult] }) });
    openAdd();
    await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "witcher 3");
    await userEvent.click(await screen.findByRole("option", { name: /The Witcher 3/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch game details. Please try again.");
  });
});

describe("GameFormDialog: a title changed away from the chosen catalog game", () => {
  const HADES = buildCatalogGame({
    id: 77,
    slug: "hades",
    title: "Hades",
    year: 2020,
    platforms: ["PC", "Nintendo Switch"],
    imageUrl: "/api/catalog/covers/hades?v=1",
    genres: ["Roguelike"],
    developers: ["Supergiant Games"],
    publishers: ["Supergiant Games"],
    description: "Zagreus escapes the underworld.",
    metacritic: 93,
  });
  const UNLINKED = "No longer linked to Hades: its cover and details were removed.";

  it("lets go of the catalog game: no link, no cover or details it brought, every platform again, and a note says so", async () => {
    const api = stubApi({
      "GET /catalog/search": ok({ results: [buildSearchResult(HADES)] }),
      "GET /catalog/games/hades": ok(HADES),
      "GET /games": ok([]),
      "POST /games": ({ body }) => jsonResponse(201, buildLibraryGame(body as Partial<LibraryGameDto>)),
    });
    openAdd();
    const box = screen.getByRole("combobox", { name: "Title" });
    await userEvent.type(box, "hades");
    await userEvent.click(await screen.findByRole("option", { name: /Hades/ }));
    await waitFor(() => expect(screen.getByLabelText("Developer")).toHaveValue("Supergiant Games"));
    expect(screen.getByRole("group", { name: "Media & Notes" }).querySelector("img")).toHaveAttribute("src", HADES.imageUrl);
    // a value the player changed stays theirs
    await userEvent.clear(screen.getByLabelText("Publisher"));
    await userEvent.type(screen.getByLabelText("Publisher"), "Me");
    // the same title in another case and spacing is still that game
    await userEvent.type(box, " ");
    expect(screen.queryByText(UNLINKED)).not.toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, "My Homebrew Roguelike");
    expect(screen.getByText(UNLINKED)).toHaveAttribute("role", "status");
    expect(screen.getByLabelText("Developer")).toHaveValue("");
    expect(screen.getByLabelText("Publisher")).toHaveValue("Me");
    expect(screen.getByLabelText("Description")).toHaveValue("");
    expect(screen.getByLabelText("Release Year")).toHaveValue(null);
    expect(screen.getByLabelText("Metacritic")).toHaveValue(null);
    expect(screen.queryByRole("button", { name: "Remove genre Roguelike" })).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Media & Notes" }).querySelector("img")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show platforms" }));
    expect(within(screen.getByRole("listbox")).getByRole("option", { name: "Nintendo 64" })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "PC" }));

    await userEvent.click(screen.getByRole("button", { name: "Add Game" }));
    const posts = () => api.callsTo("/games").filter((c) => c.method === "POST");
    await waitFor(() => expect(posts()).toHaveLength(1));
    const body = posts()[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: "My Homebrew Roguelike", platform: "PC", publisher: "Me", genres: [] });
    for (const gone of ["catalogSlug", "description", "imageUrl", "developer", "metacritic", "releaseYear"]) expect(body).not.toHaveProperty(gone);
  });

  it("does the same from a catalog game's page, where the title is a plain text field", async () => {
    stubApi({});
    renderPage(<GameFormDialog mode="add" prefill={HADES} open onClose={vi.fn()} />, "/game/hades");
    const title = screen.getByRole("textbox", { name: "Title" });
    expect(screen.getByLabelText("Description")).toHaveValue(HADES.description);
    await userEvent.type(title, " II");
    expect(screen.getByText(UNLINKED)).toHaveAttribute("role", "status");
    expect(screen.getByLabelText("Description")).toHaveValue("");
    await userEvent.click(screen.getByRole("button", { name: "Show platforms" }));
    expect(within(screen.getByRole("listbox")).getByRole("option", { name: "Nintendo 64" })).toBeInTheDocument();
  });
});

describe("GameFormDialog: platform field", () => {
  it("opens again when clicked after a choice", async () => {
    stubApi({});
    openAdd();
    const platform = screen.getByRole("combobox", { name: "Platform" });
    await userEvent.click(platform);
    await userEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: "PC" }));
    expect(platform).toHaveValue("PC");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await userEvent.click(platform);
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
  });
});

describe("GameFormDialog: prefilled from the catalog", () => {
  it("shows the title as a text field and offers only the game's platforms", async () => {
    stubApi({});
    renderPage(<GameFormDialog mode="add" prefill={WITCHER} open onClose={vi.fn()} />, "/game/the-witcher-3-wild-hunt");
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue(WITCHER.title);
    expect(screen.queryByRole("combobox", { name: "Title" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show platforms" }));
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(WITCHER.platforms);
  });
});
