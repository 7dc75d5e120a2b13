// /journal: the heading and tagline, 'Loading journal...', the general tab's filters (asked of the
// server: q after a pause, category, tag, month, sort; the facets fetched once), the empty states, the
// tab remembered under journal-selected-tab, the game cards, the floating plus, and delete.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { JOURNAL_TAB_STORAGE_KEY, JOURNAL_TEXTS, type JournalFacets, type JournalGameDto } from "@savepoint/common";
import { buildJournalCategories, buildJournalEntry, buildUser } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { fails, ok, stubApi, type Call } from "../../test/testApi.ts";
import { SEARCH_DEBOUNCE_MS } from "./GeneralJournal.tsx";
import { JournalPage } from "./JournalPage.tsx";

vi.setConfig({ testTimeout: 20_000 });

const ME = buildUser();
beforeEach(() => localStorage.setItem("user", JSON.stringify(ME)));
afterEach(() => localStorage.clear());

const PLAN = buildJournalEntry({
  id: "j-plan",
  title: "Boss plan",
  content: "Dodge left",
  category: "Plan",
  categoryColor: "#3b82f6",
  date: "2026-05-20",
  tags: ["boss"],
});
const DIARY = buildJournalEntry({
  id: "j-diary",
  title: "Diary",
  content: "A quiet evening of fishing",
  category: "Reflection",
  categoryColor: "#a855f7",
  date: "2026-04-02",
  tags: ["cozy"],
});
const ENTRIES = [PLAN, DIARY];
const FACETS: JournalFacets = { categories: ["Plan", "Reflection"], tags: ["boss", "cozy"], months: ["2026-05", "2026-04"], total: 2 };
const NONE: JournalFacets = { categories: [], tags: [], months: [], total: 0 };

/** The server's GET /journal: the filters applied to ENTRIES, sorted by title for title-asc, else as listed. */
function list({ query }: Call) {
  const q = query.get("q")?.toLowerCase();
  const items = ENTRIES.filter(
    (e) =>
      (!q || `${e.title} ${e.content}`.toLowerCase().includes(q)) &&
      (!query.get("category") || e.category === query.get("category")) &&
      (!query.get("tag") || e.tags.includes(query.get("tag")!)) &&
      (!query.get("month") || e.date.startsWith(query.get("month")!)),
  );
  if (query.get("sort") === "title-desc") items.reverse();
  return jsonResponse(200, { items, nextCursor: null });
}

const routes = {
  "GET /auth/me": ok(ME),
  "GET /journal/facets": ok(FACETS),
  "GET /journal": list,
  "GET /journal/games": ok([]),
  "GET /journal/categories": ok(buildJournalCategories()),
};
const renderJournal = () => renderPage(<JournalPage />, "/journal");
const shown = () =>
  within(screen.getByRole("list", { name: "General journal entries" }))
    .getAllByRole("article")
    .map((a) => a.getAttribute("aria-label"));
const lastList = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.path === "/journal").at(-1)!.query;

describe("JournalPage", () => {
  it("shows 'Gaming Journal', its tagline and 'Loading journal...', then the general tab by default", async () => {
    stubApi(routes);
    renderJournal();
    expect(screen.getByRole("heading", { level: 1, name: JOURNAL_TEXTS.heading })).toBeInTheDocument();
    expect(screen.getByText(JOURNAL_TEXTS.tagline)).toBeInTheDocument();
    expect(screen.getByText(JOURNAL_TEXTS.loading)).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: JOURNAL_TEXTS.generalTab })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(shown()).toEqual(["Boss plan", "Diary"]));
    expect(screen.getByText("May 20, 2026")).toBeInTheDocument();
  });

  it("searches on the server after a pause in typing, and fetches the facets only once", async () => {
    // the pause is on fake timers the test moves on (they also follow real time, for the page's own timers)
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const api = stubApi(routes);
    renderJournal();
    await screen.findByRole("list", { name: "General journal entries" });
    await user.type(screen.getByPlaceholderText(JOURNAL_TEXTS.search), "FISH");
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await waitFor(() => expect(shown()).toEqual(["Diary"]));
    const queries = api.calls.filter((c) => c.path === "/journal").map((c) => c.query.get("q"));
    expect(queries).toEqual([null, "FISH"]);
    expect(lastList(api).get("general")).toBe("true");
    expect(api.callsTo("/journal/facets")).toHaveLength(1);
  });

  it("filters by category, tag and month with All plus each present, and sorts with the spec's labels", async () => {
    const api = stubApi(routes);
    renderJournal();
    await screen.findByRole("list", { name: "General journal entries" });
    const categories = screen.getByRole("group", { name: "Filter by category" });
    expect(
      within(categories)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "Plan", "Reflection"]);
    await userEvent.click(within(categories).getByRole("button", { name: "Reflection" }));
    await waitFor(() => expect(shown()).toEqual(["Diary"]));
    expect(lastList(api).get("category")).toBe("Reflection");
    await userEvent.click(within(categories).getByRole("button", { name: "All" }));

    const tags = screen.getByRole("group", { name: "Filter by tag" });
    expect(
      within(tags)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "#boss", "#cozy"]);
    await userEvent.click(within(tags).getByRole("button", { name: "#boss" }));
    await waitFor(() => expect(shown()).toEqual(["Boss plan"]));
    expect(within(tags).getByRole("button", { name: "#boss" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(tags).getByRole("button", { name: "All" }));

    const month = screen.getByRole("combobox", { name: "Month" });
    expect(
      within(month)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All months", "May 2026", "April 2026"]);
    await userEvent.selectOptions(month, "2026-04");
    await waitFor(() => expect(shown()).toEqual(["Diary"]));
    expect(lastList(api).get("month")).toBe("2026-04");
    await userEvent.selectOptions(month, "");

    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Date (Newest)", "Date (Oldest)", "Title (A-Z)", "Title (Z-A)", "Category (A-Z)", "Category (Z-A)"]);
    expect(sort).toHaveValue("date-desc");
    await userEvent.selectOptions(sort, "title-desc");
    await waitFor(() => expect(shown()).toEqual(["Diary", "Boss plan"]));
    expect(lastList(api).get("sort")).toBe("title-desc");
  });

  it("says 'No general journal entries yet.' with '+ New General Entry', which opens the form", async () => {
    stubApi({ ...routes, "GET /journal/facets": ok(NONE) });
    renderJournal();
    expect(await screen.findByText(JOURNAL_TEXTS.emptyGeneral)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: JOURNAL_TEXTS.newGeneralEntry }));
    expect(await screen.findByRole("dialog", { name: JOURNAL_TEXTS.newEntry })).toBeInTheDocument();
  });

  it("has a floating 'Add new general entry' button with the tooltip 'Add Entry' that opens the form", async () => {
    stubApi(routes);
    renderJournal();
    const fab = screen.getByRole("button", { name: JOURNAL_TEXTS.addGeneralEntryLabel });
    expect(fab).toHaveAccessibleDescription(JOURNAL_TEXTS.addEntryTooltip);
    expect(fab).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(fab);
    expect(await screen.findByRole("dialog", { name: JOURNAL_TEXTS.newEntry })).toBeInTheDocument();
    expect(screen.getByRole("tooltip", { hidden: true })).toHaveTextContent(JOURNAL_TEXTS.closeTooltip);
  });

  it("remembers the tab under journal-selected-tab, and lists the games with entries", async () => {
    const games: JournalGameDto[] = [
      { id: "g-1", title: "Tunic", slug: "tunic", platform: "PC", coverUrl: null, entryCount: 1, lastEntryDate: "2026-05-01" },
      { id: "g-2", title: "Hades", slug: "hades", platform: "Nintendo Switch", coverUrl: "/covers/hades.jpg", entryCount: 3, lastEntryDate: "2026-04-01" },
    ];
    stubApi({ ...routes, "GET /journal/games": ok(games) });
    const first = renderJournal();
    await userEvent.click(screen.getByRole("tab", { name: JOURNAL_TEXTS.gameTab }));
    expect(localStorage.getItem(JOURNAL_TAB_STORAGE_KEY)).toBe("game");
    expect(await screen.findByRole("heading", { name: JOURNAL_TEXTS.gameJournals })).toBeInTheDocument();
    const tunic = screen.getByRole("link", { name: /Tunic/ });
    expect(tunic).toHaveAttribute("href", "/journal/game/g-1");
    expect(tunic).toHaveTextContent("1 entry");
    expect(screen.getByRole("link", { name: /Hades/ })).toHaveTextContent("3 entries");
    expect(screen.getByRole("button", { name: "Add new game entry" })).toBeInTheDocument();
    first.unmount();

    renderJournal();
    expect(screen.getByRole("tab", { name: JOURNAL_TEXTS.gameTab })).toHaveAttribute("aria-selected", "true");
  });

  it("says 'No games with journal entries yet.' and opens the form in game mode from the floating plus", async () => {
    localStorage.setItem(JOURNAL_TAB_STORAGE_KEY, "game");
    stubApi({ ...routes, "GET /games": ok([]) });
    renderJournal();
    expect(await screen.findByText(JOURNAL_TEXTS.emptyGames)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add new game entry" }));
    const game = await screen.findByRole("combobox", { name: "Game" });
    expect(game).toBeEnabled();
    expect(game).toHaveValue("");
  });

  it("falls back to the general tab for a stored value it does not know", () => {
    localStorage.setItem(JOURNAL_TAB_STORAGE_KEY, "nonsense");
    stubApi(routes);
    renderJournal();
    expect(screen.getByRole("tab", { name: JOURNAL_TEXTS.generalTab })).toHaveAttribute("aria-selected", "true");
  });

  it("asks 'Delete this journal entry?' before deleting, and says 'Failed to delete journal entry' when it fails", async () => {
    let fail = true;
    const api = stubApi({ ...routes, "DELETE /journal/*": () => (fail ? fails() : jsonResponse(204, null)) });
    renderJournal();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Diary" }));
    const dialog = await screen.findByRole("alertdialog", { name: JOURNAL_TEXTS.deleteConfirm });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(JOURNAL_TEXTS.deleteFailed);
    fail = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/journal/j-diary", "/journal/j-diary"]);
  });

  it("loads the next page with the server's cursor from 'Load more', and drops the button on the last page", async () => {
    const api = stubApi({
      ...routes,
      "GET /journal": ({ query }) =>
        jsonResponse(200, query.get("cursor") === "p2" ? { items: [DIARY], nextCursor: null } : { items: [PLAN], nextCursor: "p2" }),
    });
    renderJournal();
    await waitFor(() => expect(shown()).toEqual(["Boss plan"]));
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(shown()).toEqual(["Boss plan", "Diary"]));
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(lastList(api).get("cursor")).toBe("p2");
  });

  it("opens the form on a card's entry to edit it", async () => {
    stubApi(routes);
    renderJournal();
    await userEvent.click(await screen.findByRole("button", { name: "Edit Boss plan" }));
    expect(await screen.findByRole("dialog", { name: JOURNAL_TEXTS.editEntry })).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Content" })).toHaveValue("Dodge left");
  });
});
