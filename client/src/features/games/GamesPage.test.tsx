import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SESSION_ON_BACKLOG_MESSAGE } from "@savepoint/common";
import { buildGameStats, buildGameSummary as card } from "../../test/builders.ts";
import { jsonResponse, renderPage } from "../../test/render.tsx";
import { errorResponse, fails, ok, stubApi } from "../../test/testApi.ts";
import { todayYmd } from "./format.ts";
import { GamesPage } from "./GamesPage.tsx";

// Typing into a dialog full of fields is slow on a busy machine; the default 5 s is tight.
vi.setConfig({ testTimeout: 20_000 });

const GAMES = [
  card({
    id: "g1",
    title: "Celeste",
    status: "COMPLETED",
    rating: 9,
    playTime: 12.25,
    achievementsCompleted: 15,
    totalAchievements: 20,
    customTags: ["cozy"],
    notesExcerpt: "Climbed the mountain.",
  }),
  card({ id: "g2", slug: "hades", title: "Hades", status: "IN_PROGRESS", playTime: 1, platform: "PC", genre: "Roguelike" }),
  card({ id: "g3", slug: "anthem", title: "Anthem", status: "ABANDONED" }),
];

const STATS = buildGameStats({
  totalGames: 3,
  completedGames: 1,
  inProgressCount: 1,
  abandonedCount: 1,
  averageRating: 9,
  ratedGames: 1,
  totalPlayTime: 13.25,
  totalAchievementsCompleted: 15,
  totalAchievementsAvailable: 20,
  achievementCompletionRate: 75,
});

const EMPTY_STATS = buildGameStats();

const statValue = (label: string) =>
  within(screen.getByRole("region", { name: "Library statistics" })).getByText(label, { selector: "dt" }).nextElementSibling!;

describe("GamesPage", () => {
  it("shows the five stats, the tabs with counts and a card with everything a card shows", async () => {
    stubApi({ "GET /games": ok(GAMES), "GET /games/stats": ok(STATS) });
    renderPage(<GamesPage />, "/");
    expect(screen.getByRole("heading", { name: "My Games" })).toBeInTheDocument();
    expect(await screen.findByRole("article", { name: "Celeste" })).toBeInTheDocument();
    await waitFor(() => expect(statValue("Total Games")).toHaveTextContent("3"));
    expect(statValue("Completed")).toHaveTextContent("1");
    expect(statValue("Avg Rating")).toHaveTextContent("9.0");
    expect(statValue("Hours Played")).toHaveTextContent("13.3");
    expect(statValue("Achievements")).toHaveTextContent("15of 20 (75%)");

    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["All Games3", "Backlog0", "In Progress1", "Completed1"]);

    const celeste = screen.getByRole("article", { name: "Celeste" });
    expect(within(celeste).getByRole("link", { name: "View Details: Celeste" })).toHaveAttribute("href", "/game/celeste");
    expect(celeste).toHaveTextContent("9/10");
    expect(celeste).toHaveTextContent("12.3 hours");
    expect(celeste).toHaveTextContent("#cozy");
    expect(celeste).toHaveTextContent("Climbed the mountain.");
    expect(within(celeste).getAllByText("COMPLETED")[0]).toHaveClass("bg-green-100");
    expect(within(celeste).getByRole("progressbar", { name: "Achievements" })).toHaveAttribute("aria-valuetext", "15 of 20 (75%)");
    expect(celeste).toHaveTextContent("75% · 15/20");
    for (const chip of ["Nintendo Switch", "Platformer", "2018"]) expect(within(celeste).getByText(chip)).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Hades" })).getAllByText("IN PROGRESS")[0]).toHaveClass("bg-blue-100");
    expect(within(screen.getByRole("article", { name: "Anthem" })).getAllByText("ABANDONED")[0]).toHaveClass("bg-slate-200");
    expect(screen.getByRole("article", { name: "Hades" })).toHaveTextContent("1 hour");
  });

  it("filters by tab; Abandoned shows under All only; empty tabs say 'No {tab} games yet.'", async () => {
    stubApi({ "GET /games": ok(GAMES), "GET /games/stats": ok(STATS) });
    renderPage(<GamesPage />, "/");
    await screen.findByRole("article", { name: "Anthem" });
    await userEvent.click(screen.getByRole("tab", { name: /Completed/ }));
    expect(screen.getByRole("article", { name: "Celeste" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Anthem" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: /Backlog/ }));
    expect(screen.getByText("No games found")).toBeInTheDocument();
    expect(screen.getByText("No backlog games yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add Your First Game" })).not.toBeInTheDocument();
  });

  it("shows the empty library's invitation, which opens the Add dialog", async () => {
    stubApi({ "GET /games": ok([]), "GET /games/stats": ok(EMPTY_STATS) });
    renderPage(<GamesPage />, "/");
    expect(await screen.findByText("No games found")).toBeInTheDocument();
    expect(screen.getByText("Start your gaming journey by adding your first game to track!")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Add Your First Game" }));
    expect(await screen.findByRole("dialog", { name: "Add New Game" })).toBeInTheDocument();
  });

  it("shows a loading state, then 'Failed to load games'", async () => {
    let fail!: () => void;
    let first = true;
    stubApi({
      "GET /games": () => {
        if (!first) return fails();
        first = false;
        return new Promise<Response>((r) => (fail = () => r(fails())));
      },
      "GET /games/stats": ok(STATS),
    });
    renderPage(<GamesPage />, "/");
    expect(screen.getByText("Loading games...")).toBeInTheDocument();
    fail();
    expect(await screen.findByText("Failed to load games")).toBeInTheDocument();
  });

  it("shows '—' for Avg Rating when nothing is rated", async () => {
    stubApi({ "GET /games": ok([GAMES[2]]), "GET /games/stats": ok(buildGameStats({ totalGames: 1, abandonedCount: 1, averageRating: 0, ratedGames: 0 })) });
    renderPage(<GamesPage />, "/");
    await waitFor(() => expect(statValue("Total Games")).toHaveTextContent("1"));
    expect(statValue("Avg Rating")).toHaveTextContent("—");
    expect(statValue("Avg Rating")).not.toHaveTextContent("0.0");
  });

  it("links each copy of one title to its own page, and a card's Delete acts on its own copy", async () => {
    const botw = "The Legend of Zelda: Breath of the Wild";
    const copies = [
      card({ id: "sw", slug: "botw", title: botw, platform: "Nintendo Switch" }),
      card({ id: "wiiu", slug: "botw-nintendo-wii-u", title: botw, platform: "Nintendo Wii U" }),
      card({ id: "ar", slug: "لعبة", title: "لعبة" }),
    ];
    const api = stubApi({ "GET /games": ok(copies), "GET /games/stats": ok(STATS), "DELETE /games/wiiu": () => jsonResponse(204, null) });
    renderPage(<GamesPage />, "/");
    await screen.findByRole("article", { name: "لعبة" });
    const [first, second] = screen.getAllByRole("article", { name: botw });
    expect(within(first!).getByRole("link", { name: botw })).toHaveAttribute("href", "/game/botw");
    expect(within(second!).getByRole("link", { name: botw })).toHaveAttribute("href", "/game/botw-nintendo-wii-u");
    expect(within(screen.getByRole("article", { name: "لعبة" })).getByRole("link", { name: "لعبة" })).toHaveAttribute(
      "href",
      `/game/${encodeURIComponent("لعبة")}`,
    );
    await userEvent.click(within(second!).getByRole("button", { name: `Actions for ${botw}` }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete Game" }));
    await userEvent.click(within(await screen.findByRole("alertdialog", { name: "Delete Game" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.callsTo("/games/wiiu").map((c) => c.method)).toEqual(["DELETE"]));
    expect(api.callsTo("/games/sw")).toHaveLength(0);
  });

  it("deletes after confirmation, in place", async () => {
    let list = GAMES;
    const api = stubApi({
      "GET /games": () => jsonResponse(200, list),
      "GET /games/stats": ok(STATS),
      "DELETE /games/g2": () => {
        list = GAMES.filter((g) => g.id !== "g2");
        return jsonResponse(204, null);
      },
    });
    renderPage(<GamesPage />, "/");
    const hades = await screen.findByRole("article", { name: "Hades" });
    await userEvent.click(within(hades).getByRole("button", { name: "Actions for Hades" }));
    expect(screen.getAllByRole("menuitem").map((m) => m.textContent)).toEqual([
      "View Details",
      "Edit Game",
      "Mark completed",
      "Shelve to backlog",
      "Log session",
      "Delete Game",
    ]);
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete Game" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete Game" });
    expect(confirm).toHaveTextContent("Hades");
    expect(within(confirm).queryByText("Force Close Modal")).not.toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("/games/g2")).toHaveLength(0);
    await userEvent.click(within(hades).getByRole("button", { name: "Actions for Hades" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete Game" }));
    await userEvent.click(within(await screen.findByRole("alertdialog", { name: "Delete Game" })).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Hades" })).not.toBeInTheDocument());
    expect(api.callsTo("/games/g2").map((c) => c.method)).toEqual(["DELETE"]);
    await waitFor(() => expect(api.calls.filter((c) => c.path === "/games/stats").length).toBeGreaterThan(1));
  });

  it("searches, sorts and filters from the address, and says how many games match", async () => {
    stubApi({ "GET /games": ok(GAMES), "GET /games/stats": ok(STATS), "GET /games/notes-matches": ok({ ids: [] }) });
    renderPage(<GamesPage />, "/?status=ABANDONED", { route: "/" });
    expect(await screen.findByRole("article", { name: "Anthem" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Hades" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Filters (1)" })).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByLabelText("Status")).toHaveValue("ABANDONED");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search your games" }), "roguelike");
    await waitFor(() => expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual(["game-g2-title"]));
    expect(screen.getByRole("status")).toHaveTextContent("1 game matches");
    await userEvent.clear(screen.getByRole("searchbox", { name: "Search your games" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search your games" }), "nothing like it");
    expect(await screen.findByRole("heading", { name: "No games match" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(await screen.findByRole("article", { name: "Celeste" })).toBeInTheDocument();
  });

  it("keeps two changes made before the page draws again (a search typed, then a sort): each is merged into the address as it is", async () => {
    stubApi({ "GET /games": ok(GAMES), "GET /games/stats": ok(STATS), "GET /games/notes-matches": ok({ ids: [] }) });
    renderPage(<GamesPage />, "/", { route: "/" });
    await screen.findByRole("article", { name: "Celeste" });
    const search = screen.getByRole("searchbox", { name: "Search your games" });
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    // both handlers run on the same render's view, as when keys come faster than the page draws
    act(() => {
      fireEvent.change(search, { target: { value: "roguelike" } });
      fireEvent.change(sort, { target: { value: "title" } });
    });
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("title"));
    expect(screen.getByRole("searchbox", { name: "Search your games" })).toHaveValue("roguelike");
    await waitFor(() => expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual(["game-g2-title"]));
  });

  it("sorts by title A to Z, and back", async () => {
    stubApi({ "GET /games": ok(GAMES), "GET /games/stats": ok(STATS) });
    renderPage(<GamesPage />, "/?sort=title", { route: "/" });
    await screen.findByRole("article", { name: "Celeste" });
    await waitFor(() =>
      expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual(["game-g3-title", "game-g1-title", "game-g2-title"]),
    );
    await userEvent.click(screen.getByRole("button", { name: "Ascending" }));
    await waitFor(() =>
      expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual(["game-g2-title", "game-g1-title", "game-g3-title"]),
    );
  });

  it("changes a status from the card's menu with the Edit dialog's request, and says so", async () => {
    const api = stubApi({
      "GET /games": ok(GAMES),
      "GET /games/stats": ok(STATS),
      "PUT /games/g2": ok({ ...GAMES[1], status: "COMPLETED" }),
    });
    renderPage(<GamesPage />, "/");
    const hades = await screen.findByRole("article", { name: "Hades" });
    await userEvent.click(within(hades).getByRole("button", { name: "Actions for Hades" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Mark completed" }));
    await waitFor(() => expect(api.callsTo("/games/g2").map((c) => [c.method, c.body])).toEqual([["PUT", { status: "COMPLETED" }]]));
    expect(await screen.findByRole("status")).toHaveTextContent("Hades is now Completed.");
  });

  it("shows the compact list when asked, and remembers it for this account", async () => {
    stubApi({ "GET /games": ok(GAMES), "GET /games/stats": ok(STATS) });
    const first = renderPage(<GamesPage />, "/");
    await screen.findByRole("article", { name: "Celeste" });
    await userEvent.click(screen.getByRole("button", { name: "List" }));
    expect(screen.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toContain("row-g2-title");
    first.unmount();
    renderPage(<GamesPage />, "/");
    await screen.findByRole("article", { name: "Celeste" });
    expect(screen.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  });

  it("offers no Log session in a Backlog game's menu", async () => {
    stubApi({ "GET /games": ok([...GAMES, card({ id: "g4", slug: "tunic", title: "Tunic", status: "BACKLOG" })]), "GET /games/stats": ok(STATS) });
    renderPage(<GamesPage />, "/");
    const tunic = await screen.findByRole("article", { name: "Tunic" });
    await userEvent.click(within(tunic).getByRole("button", { name: "Actions for Tunic" }));
    expect(screen.getAllByRole("menuitem").map((i) => i.textContent)).toEqual(["View Details", "Edit Game", "Start playing", "Mark completed", "Delete Game"]);
  });

  it("shows a backlog game's time to beat here on its card and its row, one request for them all", async () => {
    const backlog = [card({ id: "g4", slug: "tunic", title: "Tunic", status: "BACKLOG" }), card({ id: "g5", slug: "fez", title: "Fez", status: "BACKLOG" })];
    const api = stubApi({
      "GET /games": ok([...GAMES, ...backlog]),
      "GET /games/stats": ok(STATS),
      "GET /games/time-to-beat": ok({ items: [{ gameId: "g4", timeToBeat: { medianHours: 12.5, minHours: 9, maxHours: 20, players: 3 } }] }),
    });
    renderPage(<GamesPage />, "/");
    const tunic = await screen.findByRole("article", { name: "Tunic" });
    expect(await within(tunic).findByText(/12.5 hours to beat here/)).toHaveTextContent("12.5 hours to beat here (the median of 3 players)");
    // Too few players finished Fez, and a game being played shows its own hours only.
    expect(screen.getByRole("article", { name: "Fez" })).not.toHaveTextContent("to beat");
    expect(screen.getByRole("article", { name: "Hades" })).not.toHaveTextContent("to beat");
    await userEvent.click(screen.getByRole("button", { name: "List" }));
    expect(await within(screen.getByRole("article", { name: "Tunic" })).findByText(/to beat here/)).toHaveTextContent("12.5 hours to beat here");
    expect(api.callsTo("/games/time-to-beat")).toHaveLength(1);
  });

  it("says why a session was refused when the game went to the Backlog meanwhile", async () => {
    stubApi({
      "GET /games": ok(GAMES),
      "GET /games/stats": ok(STATS),
      "POST /games/g2/sessions": () => errorResponse(409, "conflict", SESSION_ON_BACKLOG_MESSAGE),
    });
    renderPage(<GamesPage />, "/");
    const hades = await screen.findByRole("article", { name: "Hades" });
    await userEvent.click(within(hades).getByRole("button", { name: "Actions for Hades" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Log session" }));
    const dialog = await screen.findByRole("dialog", { name: "Log session" });
    await userEvent.type(within(dialog).getByLabelText("Hours"), "1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Log session" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(SESSION_ON_BACKLOG_MESSAGE);
  });

  it("logs a session: today by default, hours and minutes as minutes", async () => {
    const api = stubApi({
      "GET /games": ok(GAMES),
      "GET /games/stats": ok(STATS),
      "POST /games/g2/sessions": ({ body }) =>
        jsonResponse(201, { session: { id: "s1", gameId: "g2", ...(body as object), hours: 1.5, createdAt: "" }, playTime: 2.5 }),
    });
    renderPage(<GamesPage />, "/");
    const hades = await screen.findByRole("article", { name: "Hades" });
    await userEvent.click(within(hades).getByRole("button", { name: "Actions for Hades" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Log session" }));
    const dialog = await screen.findByRole("dialog", { name: "Log session" });
    const today = todayYmd();
    expect(within(dialog).getByLabelText("Date")).toHaveValue(today);
    await userEvent.click(within(dialog).getByRole("button", { name: "Log session" }));
    expect(await within(dialog).findByText("Enter how long you played")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Hours"), "1");
    await userEvent.type(within(dialog).getByLabelText("Minutes"), "30");
    await userEvent.type(within(dialog).getByLabelText("Note (optional)"), "Run 12");
    await userEvent.click(within(dialog).getByRole("button", { name: "Log session" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log session" })).not.toBeInTheDocument());
    expect(api.callsTo("/games/g2/sessions")[0]!.body).toEqual({ date: today, minutes: 90, note: "Run 12" });
  });

  it("lists a long library's cards as items that say where each stands in the whole library (only some are drawn at a time)", async () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined); // the windowed list keeps its place; jsdom has no scrolling
    const many = Array.from({ length: 60 }, (_, i) => card({ id: `m${i}`, slug: `m${i}`, title: `Game ${i + 1}` }));
    stubApi({ "GET /games": ok(many), "GET /games/stats": ok(STATS) });
    renderPage(<GamesPage />, "/");
    await screen.findByRole("list", { name: "All Games (60)" });
    // The windowed list's code loads after the page: the first cards are drawn plainly meanwhile.
    const items = () => within(screen.getByRole("list", { name: "All Games (60)" })).getAllByRole("listitem");
    await waitFor(() => expect(items()[0]).toHaveAttribute("aria-setsize", "60"), { timeout: 5_000 });
    // jsdom measures nothing, so which rows are drawn says nothing here (the windowing is checked in
    // Chromium: scripts/check-my-games.mjs); each item says its place.
    for (const li of items()) {
      expect(li).toHaveAttribute("aria-setsize", "60");
      expect(within(li).getByRole("article", { name: `Game ${li.getAttribute("aria-posinset")}` })).toBeInTheDocument();
    }
  });
});
