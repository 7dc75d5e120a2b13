// /journal/game/{gameId}: 'Loading game journal...', the header and the sidebar's Total Entries, Last
// Updated and Streak, the cards (MM/DD/YYYY in UTC, 'Untitled', #tags, the category only under All),
// the category chips, search and sort, the empty texts, the delete confirmation, '+ Add Entry' in game
// mode, 'Manage Categories', and another user's game as 'Game Not Found'.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JOURNAL_TEXTS, type JournalGameSummary } from "@savepoint/common";
import { buildJournalCategories, buildJournalEntry, buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { errorResponse, ok, stubApi } from "../../test/testApi.ts";
import { GameJournalPage, filterGameEntries } from "./GameJournalPage.tsx";

vi.setConfig({ testTimeout: 20_000 });

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const GAME_ID = "6f1c2a4e-1111-4aaa-8bbb-000000000001";
const game = { gameId: GAME_ID, gameTitle: "Hollow Knight", gameSlug: "hollow-knight" };
const BOSS = buildJournalEntry({
  ...game,
  id: "j-boss",
  title: "Boss plan",
  content: "Dodge left,\nthen strike",
  category: "Plan",
  categoryColor: "#3b82f6",
  date: "2026-05-31",
  tags: ["boss"],
  createdAt: "2026-05-31T10:00:00.000Z",
});
const MAP = buildJournalEntry({
  ...game,
  id: "j-map",
  title: null,
  content: "Bought the map",
  category: "Progress",
  date: "2026-05-30",
  tags: ["exploration"],
  createdAt: "2026-05-30T10:00:00.000Z",
});
const FIRST = buildJournalEntry({
  ...game,
  id: "j-first",
  title: "First steps",
  content: "King's Pass",
  category: "Progress",
  date: "2026-05-29",
  tags: [],
  createdAt: "2026-05-29T10:00:00.000Z",
});
const ENTRIES = [MAP, BOSS, FIRST];
const SUMMARY: JournalGameSummary = {
  game: { id: GAME_ID, title: "Hollow Knight", slug: "hollow-knight", platform: "Nintendo Switch", coverUrl: null },
  totalEntries: 3,
  lastEntryDate: "2026-05-31",
  lastEditedAt: "2026-05-31T10:00:00.000Z",
  streak: 3,
  categories: ["Plan", "Progress"],
};

const routes = {
  "GET /auth/me": ok(ME),
  [`GET /journal/games/${GAME_ID}/summary`]: ok(SUMMARY),
  "GET /journal/entries": ok(ENTRIES),
  "GET /journal/categories": ok(buildJournalCategories()),
  "GET /games": ok([]),
};
const renderGameJournal = () => renderPage(<GameJournalPage />, `/journal/game/${GAME_ID}`, { route: "/journal/game/:gameId", markers: ["/settings"] });
const cardTitles = () =>
  within(screen.getByRole("list", { name: "Journal entries" }))
    .getAllByRole("article")
    .map((a) => a.getAttribute("aria-label"));

describe("GameJournalPage", () => {
  it("says 'Loading game journal...', then shows the game, its stats and its entries newest first", async () => {
    const api = stubApi(routes);
    renderGameJournal();
    expect(screen.getByText(JOURNAL_TEXTS.loadingGame)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Hollow Knight" })).toBeInTheDocument();
    expect(screen.getByText("Nintendo Switch")).toBeInTheDocument();
    const stats = screen.getByRole("complementary", { name: "Journal stats" });
    expect(within(stats).getByText("Total Entries").nextSibling).toHaveTextContent("3");
    expect(within(stats).getByText("Last Updated").nextSibling).toHaveTextContent("May 31, 2026");
    expect(within(stats).getByText("Streak").nextSibling).toHaveTextContent("3 days");
    expect(cardTitles()).toEqual(["Boss plan", "Untitled", "First steps"]);
    expect(api.callsTo("/journal/entries")[0]!.query.get("gameId")).toBe(GAME_ID);
  });

  it("shows each card's title or 'Untitled', its date as MM/DD/YYYY, its category under All, its content and #tags", async () => {
    stubApi(routes);
    renderGameJournal();
    const boss = await screen.findByRole("article", { name: "Boss plan" });
    expect(within(boss).getByText("05/31/2026")).toBeInTheDocument();
    expect(within(boss).getByText("Plan")).toBeInTheDocument();
    expect(within(boss).getByText(/Dodge left,\s*then strike/)).toBeInTheDocument();
    expect(within(boss).getByText("#boss")).toBeInTheDocument();
    expect(within(boss).getByRole("button", { name: "Edit Boss plan" })).toBeInTheDocument();
    expect(within(boss).getByRole("button", { name: "Delete Boss plan" })).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Untitled" })).getByText("05/30/2026")).toBeInTheDocument();
  });

  it("says 'Never' and a streak of 0 days with no entries, and 'No journal entries found for this category.'", async () => {
    stubApi({
      ...routes,
      [`GET /journal/games/${GAME_ID}/summary`]: ok({ ...SUMMARY, totalEntries: 0, lastEntryDate: null, lastEditedAt: null, streak: 0, categories: [] }),
      "GET /journal/entries": ok([]),
    });
    renderGameJournal();
    const stats = await screen.findByRole("complementary", { name: "Journal stats" });
    expect(within(stats).getByText("Last Updated").nextSibling).toHaveTextContent("Never");
    expect(within(stats).getByText("Streak").nextSibling).toHaveTextContent("0 days");
    expect(screen.getByText(JOURNAL_TEXTS.emptyCategory)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "All", pressed: true })).toBeInTheDocument();
  });

  it("filters by category chip (hiding the category on the cards) and by search over title, content and tags, combined", async () => {
    stubApi(routes);
    const user = userEvent.setup();
    renderGameJournal();
    await screen.findByRole("article", { name: "Boss plan" });
    const chips = screen.getByRole("group", { name: "Category" });
    expect(
      within(chips)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "Plan", "Progress"]);

    await user.click(within(chips).getByRole("button", { name: "Progress" }));
    expect(cardTitles()).toEqual(["Untitled", "First steps"]);
    expect(within(screen.getByRole("article", { name: "First steps" })).queryByText("Progress")).not.toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search entries" }), "EXPLOR");
    expect(cardTitles()).toEqual(["Untitled"]);
    await user.click(within(chips).getByRole("button", { name: "Plan" }));
    expect(screen.getByText(JOURNAL_TEXTS.emptyCategory)).toBeInTheDocument();

    await user.click(within(chips).getByRole("button", { name: "All" }));
    await user.clear(screen.getByRole("searchbox", { name: "Search entries" }));
    await user.type(screen.getByRole("searchbox", { name: "Search entries" }), "king's");
    expect(cardTitles()).toEqual(["First steps"]);
    expect(screen.getByRole("searchbox", { name: "Search entries" })).toHaveAttribute("placeholder", JOURNAL_TEXTS.search);
  });

  it("sorts 'Newest First' or 'Oldest First' by date", async () => {
    stubApi(routes);
    const user = userEvent.setup();
    renderGameJournal();
    await screen.findByRole("article", { name: "Boss plan" });
    const sort = screen.getByRole("combobox", { name: "Sort" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Newest First", "Oldest First"]);
    await user.selectOptions(sort, "Oldest First");
    expect(cardTitles()).toEqual(["First steps", "Untitled", "Boss plan"]);
  });

  it("asks 'Are you sure you want to delete this journal entry?': Cancel keeps the entry, Yes deletes it", async () => {
    let deleted = false;
    const api = stubApi({
      ...routes,
      "GET /journal/entries": () => jsonResponse(200, deleted ? [MAP, FIRST] : ENTRIES),
      "DELETE /journal/j-boss": () => {
        deleted = true;
        return jsonResponse(204, null);
      },
    });
    const user = userEvent.setup();
    renderGameJournal();
    await user.click(await screen.findByRole("button", { name: "Delete Boss plan" }));
    let dialog = await screen.findByRole("alertdialog", { name: "Delete Journal Entry" });
    expect(within(dialog).getByText(JOURNAL_TEXTS.gameDeleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === "DELETE")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete Boss plan" }));
    dialog = await screen.findByRole("alertdialog", { name: "Delete Journal Entry" });
    await user.click(within(dialog).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Boss plan" })).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/journal/j-boss"]);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("says 'Failed to delete journal entry' in the confirmation when the delete fails", async () => {
    stubApi({ ...routes, "DELETE /journal/j-boss": () => errorResponse(500, "internal_error", "Something went wrong") });
    const user = userEvent.setup();
    renderGameJournal();
    await user.click(await screen.findByRole("button", { name: "Delete Boss plan" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete Journal Entry" });
    await user.click(within(dialog).getByRole("button", { name: "Yes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(JOURNAL_TEXTS.deleteFailed);
  });

  it("opens the entry dialog fixed to this game from '+ Add Entry', and 'Manage Categories' goes to /settings#categories", async () => {
    stubApi({ ...routes, "GET /games": ok([{ id: GAME_ID, title: "Hollow Knight", platform: "Nintendo Switch" }]) });
    const user = userEvent.setup();
    renderGameJournal();
    await user.click(await screen.findByRole("button", { name: JOURNAL_TEXTS.addEntry }));
    const dialog = await screen.findByRole("dialog", { name: JOURNAL_TEXTS.newEntry });
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: /game/i })).toBeDisabled());
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    expect(screen.getByRole("link", { name: JOURNAL_TEXTS.manageCategories })).toHaveAttribute("href", "/settings#categories");
  });

  it("shows 'Game Not Found' for a game that is not the user's (the API answers 404)", async () => {
    stubApi({ "GET /auth/me": ok(ME) });
    renderGameJournal();
    expect(await screen.findByRole("heading", { name: "Game Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Journal" })).toHaveAttribute("href", "/journal");
  });
});

describe("filterGameEntries", () => {
  it("orders one day's entries by when they were written, in the sort's direction", () => {
    const a = buildJournalEntry({ id: "a", date: "2026-05-01", createdAt: "2026-05-01T08:00:00.000Z" });
    const b = buildJournalEntry({ id: "b", date: "2026-05-01", createdAt: "2026-05-01T20:00:00.000Z" });
    const ids = (sort: "date-desc" | "date-asc") => filterGameEntries([a, b], { category: "All", search: "", sort }).map((e) => e.id);
    expect(ids("date-desc")).toEqual(["b", "a"]);
    expect(ids("date-asc")).toEqual(["a", "b"]);
  });
});
