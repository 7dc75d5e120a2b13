// My Games end to end: add a game through catalog search, move it through every status, the 100%
// flag with achievements, play sessions, the game page (library, catalog-only, not found) and
// deletion in place — at desktop width and at 360 px.
import type { Page } from "@playwright/test";
import type { LibraryGameDto, LibraryGameSummary } from "@savepoint/common";
import {
  BOTH_WIDTHS,
  BROWSER_TODAY,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  getJson,
  isPhone,
  ONE_WIDTH,
  shot,
  signUpViaApi,
  test,
} from "./fixtures.ts";
import { GameFormDialog } from "./pages/game-form.ts";
import { GamePage } from "./pages/game.ts";
import { DeleteGameDialog, GamesPage, LogSessionDialog } from "./pages/games.ts";

const WITCHER = "The Witcher 3: Wild Hunt";

/** The full game as the server stored it, found by title in the signed-in user's library. */
async function libraryGame(page: Page, title: string) {
  const list = await getJson<LibraryGameSummary[]>(page, "/api/games");
  const id = list.find((g) => g.title === title)!.id;
  return getJson<LibraryGameDto>(page, `/api/games/${id}`);
}

test(
  "add from the catalog, move through every status, log a session, open its page and delete it",
  BOTH_WIDTHS,
  async ({ page, serverClock, consoleErrors }) => {
    test.setTimeout(180_000);
    const games = new GamesPage(page);
    await signUpViaApi(page, "/");
    await expect(games.heading).toBeVisible();
    await expect(games.noGames).toBeVisible();
    await expect(page.getByText("Start your gaming journey by adding your first game to track!")).toBeVisible();
    await expect(games.addFirstGame).toBeVisible();
    await games.expectTabCounts({ all: 0, backlog: 0, inProgress: 0, completed: 0 });
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "games page (empty)");
    await shot(page, "games-empty");

    // --- add through catalog search -------------------------------------------------------------
    await games.addGame.click();
    const add = new GameFormDialog(page, "Add New Game");
    await expect(add.root).toBeVisible();
    for (const section of ["Basic Information", "Status & Progress", "Media & Notes"]) await expect(add.section(section)).toBeVisible();
    if (!isPhone(page)) await expect(add.titleSearch).toBeFocused();
    await add.titleSearch.fill("witcher 3");
    const result = add.option(new RegExp(WITCHER));
    await expect(result).toBeVisible();
    await expect(result).toContainText("2015");
    await expect(result).toContainText("4.6");
    await expectNoAxeViolations(page, "add dialog with search results");
    await shot(page, "dialog-search");
    await result.click();
    await expect(add.titleSearch).toHaveValue(WITCHER);
    await expect(add.field("Release Year")).toHaveValue("2015");
    await expect(add.field("Developer")).toHaveValue("CD Projekt Red");
    await expect(add.field("Metacritic")).toHaveValue("92");
    await expect(add.removeChip("genre", "RPG")).toBeVisible();

    // the platform list is now the game's own
    await add.platform.click();
    await expect(add.option("PC", { exact: true })).toBeVisible();
    await expect(add.option("Nintendo 64")).toHaveCount(0);
    await add.platform.fill("zzz");
    await expect(add.option("No platforms found")).toBeVisible();
    await add.platform.fill("pc");
    await add.option("PC", { exact: true }).click();
    await expect(add.platform).toHaveValue("PC");

    await expect(add.field("Status")).toHaveValue("IN_PROGRESS");
    await expect(add.field("Priority")).toHaveCount(0);
    await add.field("Rating (1-10)").fill("9");
    await add.field("Play Time (hours)").fill("10.5");
    await add.addTag("goty");
    await expect(add.removeChip("tag", "goty")).toBeVisible();
    await add.field("Notes").fill("Gwent is the best part.");
    await expectNoAxeViolations(page, "add dialog filled in");
    await shot(page, "dialog-filled");
    const added = serverClock.mark();
    await add.submit.click();
    await expect(add.root).toBeHidden();

    const card = games.card(WITCHER);
    await expect(card.root).toBeVisible();
    for (const text of ["9/10", "IN PROGRESS", "10.5 hours", "#goty", "Gwent is the best part."]) await expect(card.root).toContainText(text);
    for (const chip of ["PC", "RPG", "2015"]) await expect(card.root.getByText(chip, { exact: true })).toBeVisible();
    await expect(games.stat("Total Games")).toHaveText("1");
    await expect(games.stat("Avg Rating")).toHaveText("9.0");
    await expect(games.stat("Hours Played")).toHaveText("10.5");
    await games.expectTabCounts({ all: 1, backlog: 0, inProgress: 1, completed: 0 });
    // A new game's status date is the server's today (its clock's day in UTC); dates the form fills are
    // the browser's today.
    const { startDate: started } = await libraryGame(page, WITCHER);
    expect(serverClock.daysSince(added)).toContain(started);

    // 'View Details' shows on hover (desktop) and on keyboard focus
    const overlay = card.viewDetails.locator("xpath=..");
    await expect(overlay).toHaveCSS("opacity", "0");
    await card.viewDetails.focus();
    await expect(overlay).toHaveCSS("opacity", "1");
    await card.viewDetails.blur();
    // axe must not read the overlay half-faded: wait until it has gone again.
    await expect(overlay).toHaveCSS("opacity", "0");
    if (!isPhone(page)) {
      const box = (await card.root.locator("img").boundingBox())!;
      await page.mouse.move(box.x + 12, box.y + box.height - 12);
      await expect(overlay).toHaveCSS("opacity", "1");
      await page.mouse.move(0, 0);
      await expect(overlay).toHaveCSS("opacity", "0");
    }
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "games page with a game");
    await shot(page, "games-one");

    const edit = new GameFormDialog(page, "Edit Game");

    // --- IN_PROGRESS → BACKLOG: the rating, hours and start date are kept aside (ADR 017) -----------
    await card.act("Edit Game");
    await expect(edit.field("Title")).toHaveValue(WITCHER);
    await expect(edit.field("Start Date")).toHaveValue(started!);
    await edit.field("Status").selectOption("BACKLOG");
    await expect(edit.field("Priority")).toHaveValue("medium");
    await expect(edit.field("Rating (1-10)")).toHaveCount(0);
    await expect(edit.field("Play Time (hours)")).toHaveCount(0);
    // the cover, description and notes belong to the game, whatever its status
    await expect(edit.section("Media & Notes")).toBeVisible();
    await expect(edit.field("Notes")).toHaveValue("Gwent is the best part.");
    await edit.field("Priority").selectOption("high");
    const shelved = serverClock.mark();
    await edit.submit.click();
    await expect(edit.root).toBeHidden();
    await expect(card.root).toContainText("BACKLOG");
    await expect(card.root).not.toContainText("9/10");
    await games.expectTabCounts({ all: 1, backlog: 1, inProgress: 0, completed: 0 });
    await expect(games.stat("Hours Played")).toHaveText("0");
    const backlog = await libraryGame(page, WITCHER);
    expect(backlog).toMatchObject({ status: "BACKLOG", priority: "high", startDate: null, rating: null, playTime: 0, notes: "Gwent is the best part." });
    expect(serverClock.daysSince(shelved)).toContain(backlog.addedToBacklog);
    // a backlog game takes no session: its menu does not offer one
    await card.menuButton.click();
    await expect(page.getByRole("menuitem", { name: "Edit Game" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Log session" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // --- BACKLOG → IN_PROGRESS: what Backlog kept aside comes back, shown by the form before saving ------
    await card.act("Edit Game");
    await edit.field("Status").selectOption("IN_PROGRESS");
    await expect(edit.field("Rating (1-10)")).toHaveValue("9");
    await expect(edit.field("Play Time (hours)")).toHaveValue("10.5");
    await expect(edit.field("Start Date")).toHaveValue(started!);
    await edit.submit.click();
    await expect(edit.root).toBeHidden();
    await expect(card.root).toContainText("IN PROGRESS");
    await expect(card.root).toContainText("9/10");
    await expect(card.root).toContainText("10.5 hours");
    await games.expectTabCounts({ all: 1, backlog: 0, inProgress: 1, completed: 0 });
    expect(await libraryGame(page, WITCHER)).toMatchObject({ rating: 9, playTime: 10.5, startDate: started });

    // --- IN_PROGRESS → COMPLETED: completion date, achievement lookup, 100% ------------------------
    await card.act("Edit Game");
    await edit.field("Status").selectOption("COMPLETED");
    await expect(edit.field("Completion Date")).toHaveValue(BROWSER_TODAY);
    await expect(edit.field("Total achievements")).toHaveValue("78");
    await edit.field("Achievements completed").fill("40");
    await edit.field("100% Completed").check();
    await expect(edit.field("Achievements completed")).toHaveValue("78");
    await expect(edit.field("Achievements completed")).toHaveAttribute("readonly", "");
    await expectNoAxeViolations(page, "edit dialog (completed)");
    await shot(page, "dialog-completed");
    await edit.submit.click();
    await expect(edit.root).toBeHidden();
    await expect(card.root).toContainText("COMPLETED");
    await expect(card.root).toContainText("100% · 78/78");
    await games.expectTabCounts({ all: 1, backlog: 0, inProgress: 0, completed: 1 });
    await expect(games.stat("Completed")).toHaveText("1");
    await expect(games.stat("Achievements")).toHaveText(/78\s*of 78 \(100%\)/);
    expect(await libraryGame(page, WITCHER)).toMatchObject({
      status: "COMPLETED",
      completedDate: BROWSER_TODAY,
      completed100Percent: true,
      achievementsCompleted: 78,
      totalAchievements: 78,
    });

    // --- COMPLETED → ABANDONED: shown under All only ---------------------------------------------
    await card.act("Edit Game");
    await edit.field("Status").selectOption("ABANDONED");
    await expect(edit.field("Completion Date")).toHaveCount(0);
    const abandoned = serverClock.mark();
    await edit.submit.click();
    await expect(edit.root).toBeHidden();
    await expect(card.root).toContainText("ABANDONED");
    await games.expectTabCounts({ all: 1, backlog: 0, inProgress: 0, completed: 0 });
    await games.tab("Completed").click();
    await expect(page.getByText("No completed games yet.")).toBeVisible();
    await expect(games.addFirstGame).toHaveCount(0);
    await games.tab("All Games").click();
    await expect(card.root).toBeVisible();
    expect(serverClock.daysSince(abandoned)).toContain((await libraryGame(page, WITCHER)).abandonedDate);

    // --- log a session: the hours grow ----------------------------------------------------------
    await card.act("Log session");
    const log = new LogSessionDialog(page);
    await expect(log.field("Date")).toHaveValue(BROWSER_TODAY);
    await log.field("Hours").fill("1");
    await log.field("Minutes").fill("30");
    await log.field("Note (optional)").fill("Blood and Wine");
    await expectNoAxeViolations(page, "log session dialog");
    await shot(page, "dialog-session");
    await log.submit.click();
    await expect(log.root).toBeHidden();
    await expect(card.root).toContainText("12 hours");
    await expect(games.stat("Hours Played")).toHaveText("12");

    // --- its game page (library view) -------------------------------------------------------------
    await card.titleLink.click();
    const game = new GamePage(page);
    await expect(page).toHaveURL(/\/game\/the-witcher-3-wild-hunt$/);
    await expect(game.heading(WITCHER)).toBeVisible();
    await expect(game.region("Game Statistics")).toContainText("4.6");
    await expect(game.region("Game Statistics")).toContainText("92");
    await expect(game.region("Description")).toContainText("Geralt");
    await expect(game.region("My Notes")).toContainText("Gwent is the best part.");
    await expect(game.region("Details")).toContainText("CD Projekt Red");
    await expect(game.region("Details")).toContainText("May 19, 2015");
    await expect(game.region("Status")).toContainText("100% Complete");
    const sessions = game.region("Play Sessions");
    await expect(sessions).toContainText("1 h 30 min");
    await expect(sessions).toContainText("Blood and Wine");
    await expect(game.relatedLinks.first()).toBeVisible();
    expect(await game.relatedLinks.count()).toBeLessThanOrEqual(8);
    await expect(game.relatedLinks.first()).toHaveAttribute("href", /^\/game\/[a-z0-9-]+$/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "game page (library)");
    await shot(page, "game-library");

    // deleting the session takes its time back off
    await sessions.getByRole("button", { name: /^Delete session of/ }).click();
    await expect(sessions).toContainText("No sessions logged yet.");
    await expect(page.getByText("10.5 hours played")).toBeVisible();

    // --- delete it from the games page: in place, no reload ---------------------------------------
    await page.getByRole("link", { name: "My Games" }).click();
    await expect(card.root).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await card.act("Delete Game");
    const confirm = new DeleteGameDialog(page);
    await expect(confirm.root).toContainText(WITCHER);
    await expect(confirm.root.getByRole("link", { name: "Force Close Modal" })).toHaveCount(0);
    await expectNoAxeViolations(page, "delete confirmation");
    await confirm.cancel.click();
    await expect(confirm.root).toBeHidden();
    await expect(card.root).toBeVisible();
    await card.act("Delete Game");
    await confirm.confirm.click();
    await expect(card.root).toHaveCount(0);
    await expect(games.noGames).toBeVisible();
    await expect(games.stat("Total Games")).toHaveText("0");
    await games.expectTabCounts({ all: 0, backlog: 0, inProgress: 0, completed: 0 });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(consoleErrors).toEqual([]);
  },
);

test("a catalog-only game page adds to the log; unknown games are not found", async ({ page, consoleErrors }) => {
  await signUpViaApi(page, "/game/portal-2");
  const game = new GamePage(page);
  await expect(game.heading("Portal 2")).toBeVisible();
  await expect(game.region("Details")).toContainText("Valve");
  await expect(game.relatedLinks.first()).toBeVisible();
  await expect(game.edit).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "game page (catalog only)");
  await shot(page, "game-catalog");

  await game.addToLog.click();
  const add = new GameFormDialog(page, "Add New Game");
  await expect(add.titleText).toHaveValue("Portal 2");
  await expect(add.field("Developer")).toHaveValue("Valve");
  await add.platform.click();
  await expect(add.options).toHaveText(["PC", "PlayStation 3", "Xbox 360", "Nintendo Switch"]);
  await add.option("Xbox 360").click();
  await add.field("Status").selectOption("BACKLOG");
  await add.submit.click();
  await expect(add.root).toBeHidden();
  // now it is in the library: the same URL shows the user's game
  await expect(game.edit).toBeVisible();
  await expect(game.region("Status")).toContainText("BACKLOG");
  // a backlog game takes no session: the page says how to start one instead of offering it
  await expect(game.region("Play Sessions")).toContainText("Start playing this game (set it to In Progress) before logging a session.");
  await expect(page.getByRole("button", { name: /Log session/ })).toHaveCount(0);
  await expectNoAxeViolations(page, "a backlog game's page");
  await game.delete.click();
  await new DeleteGameDialog(page).confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(new GamesPage(page).noGames).toBeVisible();

  await new GamePage(page, "no-such-game-anywhere-zz").goto();
  await expect(game.notFound).toBeVisible();
  await expect(page.getByText("The game you're looking for doesn't exist.")).toBeVisible();
  await expectNoAxeViolations(page, "game not found");
  await shot(page, "game-not-found");
  await game.backToDashboard.click();
  await expect(new GamesPage(page).heading).toBeVisible();
  // The page asks the library first and the catalog second; their 404s are answers, not errors.
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test("/games/add opens the dialog; search needs three characters and says when nothing matches", ONE_WIDTH, async ({ page }) => {
  await signUpViaApi(page, "/games/add");
  const add = new GameFormDialog(page, "Add New Game");
  await expect(add.root).toBeVisible();
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/catalog/search")) searches.push(new URL(r.url()).searchParams.get("q") ?? "");
  });
  await add.titleSearch.pressSequentially("p", { delay: 20 });
  // Run the page's timers well past the search debounce: one character never searches.
  await page.clock.runFor(1_000);
  expect(searches).toEqual([]);
  await expect(add.root.getByText("Type at least 3 characters")).toBeVisible();
  await add.titleSearch.fill("qqxqzzvw");
  await expect(add.root.getByText("No games found")).toBeVisible();
  await expect(add.root.getByText("Try a different search term")).toBeVisible();
  // a search for "p" would have been sent before this one
  expect(searches).toEqual(["qqxqzzvw"]);
  // submitting without a platform names the missing field
  await add.submit.click();
  await expect(add.root.getByText("Platform is required")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await add.cancel.click();
  await expect(add.root).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test("light mode: cards, badges, the dialog and the game page pass axe", async ({ page, baseURL }) => {
  await signUpViaApi(page, null);
  // A signed-in page takes the account's mode (it follows the account, like the accent).
  const light = await page.request.put("/api/auth/theme", { data: { theme: "light" }, headers: { Origin: baseURL! } });
  expect(light.status()).toBe(200);
  const add = async (data: Record<string, unknown>) => {
    const res = await page.request.post("/api/games", { data, headers: { Origin: baseURL! } });
    expect(res.status(), JSON.stringify(data)).toBe(201);
  };
  await add({
    catalogSlug: "the-witcher-3-wild-hunt",
    platform: "PC",
    status: "COMPLETED",
    rating: 10,
    totalAchievements: 78,
    achievementsCompleted: 60,
    customTags: ["goty"],
    notes: "Long notes. ".repeat(40),
  });
  await add({ catalogSlug: "portal-2", platform: "PC", status: "BACKLOG", priority: "high" });
  await add({ catalogSlug: "hades", platform: "Nintendo Switch", status: "IN_PROGRESS", rating: 8, playTime: 14 });
  await add({ title: "A Game Typed In By Hand With A Really Long Title That Needs Clamping On Every Card", platform: "Other", status: "ABANDONED" });
  const games = new GamesPage(page);
  await games.goto();
  await expect(page.locator("html")).toHaveClass(/light/);
  await expect(games.cards).toHaveCount(4);
  await games.expectTabCounts({ all: 4, backlog: 1, inProgress: 1, completed: 1 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "games page (light)");
  await shot(page, "games-light");
  await games.card(WITCHER).act("Edit Game");
  const edit = new GameFormDialog(page, "Edit Game");
  await expect(edit.field("Status")).toHaveValue("COMPLETED");
  await expectNoAxeViolations(page, "edit dialog (light)");
  await edit.cancel.click();
  await expect(edit.root).toBeHidden();
  const hades = new GamePage(page, "hades");
  await hades.goto();
  await expect(hades.heading("Hades")).toBeVisible();
  await expect(hades.relatedLinks.first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "game page (light)");
  await shot(page, "game-light");
});
