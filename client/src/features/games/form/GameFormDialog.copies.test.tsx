// A second copy of a game: Add Game asks before saving one (same catalog game, or same title and
// platform), offers to open the copy the library has, and adds another on purpose.
import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { LibraryGameDto } from "@savepoint/common";
import { buildCatalogGame, buildGameSummary, buildLibraryGame, buildSearchResult } from "../../../test/builders.ts";
import { jsonResponse, renderPage } from "../../../test/render.tsx";
import { ok, stubApi, type Call } from "../../../test/testApi.ts";
import { GameFormDialog } from "./GameFormDialog.tsx";

// Typing into a dialog full of fields is slow on a busy machine; the default 5 s is tight.
vi.setConfig({ testTimeout: 20_000 });

const WITCHER = buildCatalogGame();
const MY_WITCHER = buildGameSummary({
  id: "g-witcher",
  slug: "the-witcher-3-wild-hunt",
  title: WITCHER.title,
  platform: "PC",
  status: "COMPLETED",
  catalogSlug: WITCHER.slug,
});
const created = ({ body }: Call) => jsonResponse(201, buildLibraryGame({ ...(body as Partial<LibraryGameDto>), id: "g-new" }));

function setup(library = [MY_WITCHER]) {
  const api = stubApi({
    "GET /games": ok(library),
    "GET /catalog/search": ok({ results: [buildSearchResult(WITCHER)] }),
    "GET /catalog/games/the-witcher-3-wild-hunt": ok(WITCHER),
    "POST /games": created,
  });
  const onClose = vi.fn();
  renderPage(<GameFormDialog mode="add" open onClose={onClose} />, "/games/add", { markers: ["/game/:slug"] });
  return { api, onClose, posts: () => api.calls.filter((c) => c.method === "POST" && c.path === "/games") };
}

async function choosePlatform(name: string) {
  const box = screen.getByRole("combobox", { name: "Platform" });
  await userEvent.clear(box);
  await userEvent.type(box, name);
  await userEvent.click(await screen.findByRole("option", { name }));
}

async function chooseWitcherFromSearch() {
  await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "witcher 3");
  await userEvent.click(await screen.findByRole("option", { name: /The Witcher 3/ }));
  await waitFor(() => expect(screen.getByLabelText("Developer")).toHaveValue("CD Projekt Red"));
}

const addGame = () => userEvent.click(screen.getByRole("button", { name: "Add Game" }));

describe("GameFormDialog: a copy the library has already", () => {
  it("stops before saving the same catalog game, says which copy the library has, and focuses 'Open it'", async () => {
    const { posts, api } = setup();
    await chooseWitcherFromSearch();
    await choosePlatform("PC");
    await addGame();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("You already have The Witcher 3: Wild Hunt on PC (Completed).");
    const open = within(alert).getByRole("button", { name: "Open it" });
    await waitFor(() => expect(open).toHaveFocus());
    expect(within(alert).getByRole("button", { name: "Add another copy" })).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    // the library list was fetched once, for the check
    expect(api.calls.filter((c) => c.method === "GET" && c.path === "/games")).toHaveLength(1);
  });

  it("'Add another copy' saves it anyway and closes", async () => {
    const { posts, onClose } = setup();
    await chooseWitcherFromSearch();
    await choosePlatform("PC");
    await addGame();
    await userEvent.click(await screen.findByRole("button", { name: "Add another copy" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toMatchObject({ catalogSlug: WITCHER.slug, platform: "PC" });
  });

  it("'Open it' goes to the copy's page and closes the dialog, saving nothing", async () => {
    const { posts, onClose } = setup();
    await chooseWitcherFromSearch();
    await choosePlatform("PC");
    await addGame();
    await userEvent.click(await screen.findByRole("button", { name: "Open it" }));
    expect(await screen.findByText("/game/:slug page")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(posts()).toHaveLength(0);
  });

  it("warns about the same catalog game on another platform too (naming the copy's platform)", async () => {
    const { posts } = setup([{ ...MY_WITCHER, platform: "Nintendo Switch", status: "BACKLOG" }]);
    await chooseWitcherFromSearch();
    await choosePlatform("PC");
    await addGame();
    expect(await screen.findByRole("alert")).toHaveTextContent("You already have The Witcher 3: Wild Hunt on Nintendo Switch (Backlog).");
    expect(posts()).toHaveLength(0);
  });

  it("matches a typed title whatever its case and spaces, on the same platform", async () => {
    const { posts } = setup([buildGameSummary({ id: "g-hb", title: "Homebrew Quest", platform: "PC", status: "IN_PROGRESS" })]);
    await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "  homebrew   QUEST ");
    await choosePlatform("PC");
    await addGame();
    expect(await screen.findByRole("alert")).toHaveTextContent("You already have Homebrew Quest on PC (In Progress).");
    expect(posts()).toHaveLength(0);
  });

  it("saves at once when the library has that title only on another platform", async () => {
    const { posts, onClose } = setup([buildGameSummary({ id: "g-hb", title: "Homebrew Quest", platform: "Nintendo Switch" })]);
    await userEvent.type(screen.getByRole("combobox", { name: "Title" }), "Homebrew Quest");
    await choosePlatform("PC");
    await addGame();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts()).toHaveLength(1);
    expect(screen.queryByText(/You already have/)).not.toBeInTheDocument();
  });
});
