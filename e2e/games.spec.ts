// My Games end to end (issue 4): add a game through catalog search, move it through every status,
// the 100% flag with achievements, play sessions, the game page (library, catalog-only, not found)
// and deletion in place — at desktop width and at 360 px.
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, isPhone, signUpViaApi, test } from "./fixtures.ts";

const WITCHER = "The Witcher 3: Wild Hunt";

/** A screenshot for review; dialogs are fixed to the viewport, pages are taken whole. */
async function shot(page: Page, name: string) {
  const fullPage = !name.startsWith("dialog");
  await page.screenshot({ path: `/tmp/shots/${name}-${isPhone(page) ? "phone" : "desktop"}.png`, fullPage });
}

/** Today in the browser's time zone, as the form fills it. */
function browserToday(page: Page) {
  return page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
}

async function cardAction(page: Page, card: Locator, title: string, action: string) {
  await card.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function expectTabCounts(page: Page, counts: { all: number; backlog: number; inProgress: number; completed: number }) {
  const tabs = page.getByRole("tablist", { name: "Filter games" });
  await expect(tabs.getByRole("tab", { name: "All Games" })).toHaveText(`All Games${counts.all}`);
  await expect(tabs.getByRole("tab", { name: "Backlog" })).toHaveText(`Backlog${counts.backlog}`);
  await expect(tabs.getByRole("tab", { name: "In Progress" })).toHaveText(`In Progress${counts.inProgress}`);
  await expect(tabs.getByRole("tab", { name: "Completed" })).toHaveText(`Completed${counts.completed}`);
}

function stat(page: Page, label: string) {
  return page
    .getByRole("region", { name: "Library statistics" })
    .locator("div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");
}

async function libraryGame(page: Page, title: string) {
  const list = (await (await page.request.get("/api/games")).json()) as { id: string; title: string }[];
  const id = list.find((g) => g.title === title)!.id;
  return (await (await page.request.get(`/api/games/${id}`)).json()) as Record<string, unknown>;
}

test("add from the catalog, move through every status, log a session, open its page and delete it", async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  await signUpViaApi(page, "/");
  await expect(page.getByRole("heading", { name: "My Games" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No games found" })).toBeVisible();
  await expect(page.getByText("Start your gaming journey by adding your first game to track!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Your First Game" })).toBeVisible();
  await expectTabCounts(page, { all: 0, backlog: 0, inProgress: 0, completed: 0 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "games page (empty)");
  await shot(page, "games-empty");

  // --- add through catalog search -------------------------------------------------------------
  await page.getByRole("button", { name: "Add Game", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Game" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Basic Information" })).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Status & Progress" })).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Media & Notes" })).toBeVisible();
  const title = dialog.getByRole("combobox", { name: "Title" });
  if (!isPhone(page)) await expect(title).toBeFocused();
  await title.fill("witcher 3");
  const result = page.getByRole("option", { name: new RegExp(WITCHER) });
  await expect(result).toBeVisible();
  await expect(result).toContainText("2015");
  await expect(result).toContainText("4.6");
  await expectNoAxeViolations(page, "add dialog with search results");
  await shot(page, "dialog-search");
  await result.click();
  await expect(title).toHaveValue(WITCHER);
  await expect(dialog.getByLabel("Release Year")).toHaveValue("2015");
  await expect(dialog.getByLabel("Developer")).toHaveValue("CD Projekt Red");
  await expect(dialog.getByLabel("Metacritic")).toHaveValue("92");
  await expect(dialog.getByRole("button", { name: "Remove genre RPG" })).toBeVisible();

  // the platform list is now the game's own
  const platform = dialog.getByRole("combobox", { name: "Platform" });
  await platform.click();
  await expect(page.getByRole("option", { name: "PC", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: "Nintendo 64" })).toHaveCount(0);
  await platform.fill("zzz");
  await expect(page.getByRole("option", { name: "No platforms found" })).toBeVisible();
  await platform.fill("pc");
  await page.getByRole("option", { name: "PC", exact: true }).click();
  await expect(platform).toHaveValue("PC");

  await expect(dialog.getByLabel("Status")).toHaveValue("IN_PROGRESS");
  await expect(dialog.getByLabel("Priority")).toHaveCount(0);
  await dialog.getByLabel("Rating (1-10)").fill("9");
  await dialog.getByLabel("Play Time (hours)").fill("10.5");
  const tags = dialog.getByLabel("Custom Tags");
  await tags.fill("goty");
  await tags.press("Enter");
  await expect(dialog.getByRole("button", { name: "Remove tag goty" })).toBeVisible();
  await dialog.getByLabel("Notes").fill("Gwent is the best part.");
  await expectNoAxeViolations(page, "add dialog filled in");
  await shot(page, "dialog-filled");
  await dialog.getByRole("button", { name: "Add Game", exact: true }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("article", { name: WITCHER });
  await expect(card).toBeVisible();
  await expect(card).toContainText("9/10");
  await expect(card).toContainText("IN PROGRESS");
  await expect(card).toContainText("10.5 hours");
  await expect(card).toContainText("#goty");
  await expect(card).toContainText("Gwent is the best part.");
  for (const chip of ["PC", "RPG", "2015"]) await expect(card.getByText(chip, { exact: true })).toBeVisible();
  await expect(stat(page, "Total Games")).toHaveText("1");
  await expect(stat(page, "Avg Rating")).toHaveText("9.0");
  await expect(stat(page, "Hours Played")).toHaveText("10.5");
  await expectTabCounts(page, { all: 1, backlog: 0, inProgress: 1, completed: 0 });
  const serverToday = new Date().toISOString().slice(0, 10);
  expect((await libraryGame(page, WITCHER)).startDate).toBe(serverToday);

  // 'View Details' shows on hover (desktop) and on keyboard focus
  const viewDetails = card.getByRole("link", { name: /^View Details/ });
  const overlay = viewDetails.locator("xpath=..");
  await expect(overlay).toHaveCSS("opacity", "0");
  await viewDetails.focus();
  await expect(overlay).toHaveCSS("opacity", "1");
  await viewDetails.blur();
  if (!isPhone(page)) {
    const box = (await card.locator("img").boundingBox())!;
    await page.mouse.move(box.x + 12, box.y + box.height - 12);
    await expect(overlay).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(overlay).toHaveCSS("opacity", "0");
  }
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "games page with a game");
  await shot(page, "games-one");

  const today = await browserToday(page);
  const edit = page.getByRole("dialog", { name: "Edit Game" });

  // --- IN_PROGRESS → BACKLOG (clearing the start date on the way) -------------------------------
  await cardAction(page, card, WITCHER, "Edit Game");
  await expect(edit.getByLabel("Title")).toHaveValue(WITCHER);
  await expect(edit.getByLabel("Start Date")).toHaveValue(serverToday);
  await edit.getByLabel("Start Date").fill("");
  await edit.getByLabel("Status").selectOption("BACKLOG");
  await expect(edit.getByLabel("Priority")).toHaveValue("medium");
  await expect(edit.getByLabel("Rating (1-10)")).toHaveCount(0);
  await expect(edit.getByRole("group", { name: "Media & Notes" })).toHaveCount(0);
  await edit.getByLabel("Priority").selectOption("high");
  await edit.getByRole("button", { name: "Update Game" }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText("BACKLOG");
  await expectTabCounts(page, { all: 1, backlog: 1, inProgress: 0, completed: 0 });
  let saved = await libraryGame(page, WITCHER);
  expect(saved).toMatchObject({ status: "BACKLOG", priority: "high", startDate: null, addedToBacklog: serverToday });

  // --- BACKLOG → IN_PROGRESS: the form fills the empty start date ------------------------------
  await cardAction(page, card, WITCHER, "Edit Game");
  await edit.getByLabel("Status").selectOption("IN_PROGRESS");
  await expect(edit.getByLabel("Start Date")).toHaveValue(today);
  await expect(edit.getByLabel("Rating (1-10)")).toHaveValue("9");
  await edit.getByRole("button", { name: "Update Game" }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText("IN PROGRESS");
  await expectTabCounts(page, { all: 1, backlog: 0, inProgress: 1, completed: 0 });
  expect((await libraryGame(page, WITCHER)).startDate).toBe(today);

  // --- IN_PROGRESS → COMPLETED: completion date, achievement lookup, 100% ------------------------
  await cardAction(page, card, WITCHER, "Edit Game");
  await edit.getByLabel("Status").selectOption("COMPLETED");
  await expect(edit.getByLabel("Completion Date")).toHaveValue(today);
  await expect(edit.getByLabel("Total achievements")).toHaveValue("78");
  await edit.getByLabel("Achievements completed").fill("40");
  await edit.getByLabel("100% Completed").check();
  await expect(edit.getByLabel("Achievements completed")).toHaveValue("78");
  await expect(edit.getByLabel("Achievements completed")).toHaveAttribute("readonly", "");
  await expectNoAxeViolations(page, "edit dialog (completed)");
  await shot(page, "dialog-completed");
  await edit.getByRole("button", { name: "Update Game" }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText("COMPLETED");
  await expect(card).toContainText("100% · 78/78");
  await expectTabCounts(page, { all: 1, backlog: 0, inProgress: 0, completed: 1 });
  await expect(stat(page, "Completed")).toHaveText("1");
  await expect(stat(page, "Achievements")).toHaveText(/78\s*of 78 \(100%\)/);
  saved = await libraryGame(page, WITCHER);
  expect(saved).toMatchObject({ status: "COMPLETED", completedDate: today, completed100Percent: true, achievementsCompleted: 78, totalAchievements: 78 });

  // --- COMPLETED → ABANDONED: shown under All only ---------------------------------------------
  await cardAction(page, card, WITCHER, "Edit Game");
  await edit.getByLabel("Status").selectOption("ABANDONED");
  await expect(edit.getByLabel("Completion Date")).toHaveCount(0);
  await edit.getByRole("button", { name: "Update Game" }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText("ABANDONED");
  await expectTabCounts(page, { all: 1, backlog: 0, inProgress: 0, completed: 0 });
  await page.getByRole("tab", { name: "Completed" }).click();
  await expect(page.getByText("No completed games yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Your First Game" })).toHaveCount(0);
  await page.getByRole("tab", { name: "All Games" }).click();
  await expect(card).toBeVisible();
  expect((await libraryGame(page, WITCHER)).abandonedDate).toBe(serverToday);

  // --- log a session: the hours grow ----------------------------------------------------------
  await cardAction(page, card, WITCHER, "Log session");
  const log = page.getByRole("dialog", { name: "Log session" });
  await expect(log.getByLabel("Date")).toHaveValue(today);
  await log.getByLabel("Hours").fill("1");
  await log.getByLabel("Minutes").fill("30");
  await log.getByLabel("Note (optional)").fill("Blood and Wine");
  await expectNoAxeViolations(page, "log session dialog");
  await shot(page, "dialog-session");
  await log.getByRole("button", { name: "Log session" }).click();
  await expect(log).toBeHidden();
  await expect(card).toContainText("12 hours");
  await expect(stat(page, "Hours Played")).toHaveText("12");

  // --- its game page (library view) -------------------------------------------------------------
  await card.getByRole("link", { name: WITCHER, exact: true }).click();
  await expect(page).toHaveURL(/\/game\/the-witcher-3-wild-hunt$/);
  await expect(page.getByRole("heading", { level: 1, name: WITCHER })).toBeVisible();
  await expect(page.getByRole("region", { name: "Game Statistics", exact: true })).toContainText("4.6");
  await expect(page.getByRole("region", { name: "Game Statistics", exact: true })).toContainText("92");
  await expect(page.getByRole("region", { name: "Description", exact: true })).toContainText("Geralt");
  await expect(page.getByRole("region", { name: "My Notes", exact: true })).toContainText("Gwent is the best part.");
  const details = page.getByRole("region", { name: "Details", exact: true });
  await expect(details).toContainText("CD Projekt Red");
  await expect(details).toContainText("May 19, 2015");
  await expect(page.getByRole("region", { name: "Status", exact: true })).toContainText("100% Complete");
  const sessions = page.getByRole("region", { name: "Play Sessions", exact: true });
  await expect(sessions).toContainText("1 h 30 min");
  await expect(sessions).toContainText("Blood and Wine");
  const related = page.getByRole("region", { name: "Related Games", exact: true }).getByRole("link");
  await expect(related.first()).toBeVisible();
  expect(await related.count()).toBeLessThanOrEqual(8);
  await expect(related.first()).toHaveAttribute("href", /^\/game\/[a-z0-9-]+$/);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "game page (library)");
  await shot(page, "game-library");

  // deleting the session takes its time back off
  await sessions.getByRole("button", { name: /^Delete session of/ }).click();
  await expect(sessions).toContainText("No sessions logged yet.");
  await expect(page.getByText("10.5 hours played")).toBeVisible();

  // --- delete it from the games page: in place, no reload ---------------------------------------
  await page.getByRole("link", { name: "My Games" }).click();
  await expect(card).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await cardAction(page, card, WITCHER, "Delete Game");
  const confirm = page.getByRole("alertdialog", { name: "Delete Game" });
  await expect(confirm).toContainText(WITCHER);
  await expect(confirm.getByRole("link", { name: "Force Close Modal" })).toHaveCount(0);
  await expectNoAxeViolations(page, "delete confirmation");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await cardAction(page, card, WITCHER, "Delete Game");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No games found" })).toBeVisible();
  await expect(stat(page, "Total Games")).toHaveText("0");
  await expectTabCounts(page, { all: 0, backlog: 0, inProgress: 0, completed: 0 });
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("a catalog-only game page adds to the log; unknown games are not found", async ({ page, consoleErrors }) => {
  await signUpViaApi(page, "/game/portal-2");
  await expect(page.getByRole("heading", { level: 1, name: "Portal 2" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Details", exact: true })).toContainText("Valve");
  await expect(page.getByRole("region", { name: "Related Games", exact: true }).getByRole("link").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Game" })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "game page (catalog only)");
  await shot(page, "game-catalog");

  await page.getByRole("button", { name: "Add to My Log" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Game" });
  await expect(dialog.getByRole("textbox", { name: "Title" })).toHaveValue("Portal 2");
  await expect(dialog.getByLabel("Developer")).toHaveValue("Valve");
  const platform = dialog.getByRole("combobox", { name: "Platform" });
  await platform.click();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["PC", "PlayStation 3", "Xbox 360", "Nintendo Switch"]);
  await page.getByRole("option", { name: "Xbox 360" }).click();
  await dialog.getByLabel("Status").selectOption("BACKLOG");
  await dialog.getByRole("button", { name: "Add Game", exact: true }).click();
  await expect(dialog).toBeHidden();
  // now it is in the library: the same URL shows the user's game
  await expect(page.getByRole("button", { name: "Edit Game" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Status", exact: true })).toContainText("BACKLOG");
  await page.getByRole("button", { name: "Delete Game" }).click();
  await page.getByRole("alertdialog", { name: "Delete Game" }).getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "No games found" })).toBeVisible();

  await page.goto("/game/no-such-game-anywhere-zz");
  await expect(page.getByRole("heading", { name: "Game Not Found" })).toBeVisible();
  await expect(page.getByText("The game you're looking for doesn't exist.")).toBeVisible();
  await expectNoAxeViolations(page, "game not found");
  await shot(page, "game-not-found");
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "My Games" })).toBeVisible();
  // The page asks the library first and the catalog second; their 404s are answers, not errors.
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test("/games/add opens the dialog; search needs three characters and says when nothing matches", async ({ page }) => {
  await signUpViaApi(page, "/games/add");
  const dialog = page.getByRole("dialog", { name: "Add New Game" });
  await expect(dialog).toBeVisible();
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/catalog/search")) searches.push(new URL(r.url()).searchParams.get("q") ?? "");
  });
  const title = dialog.getByRole("combobox", { name: "Title" });
  await title.pressSequentially("po", { delay: 20 });
  await page.waitForTimeout(600);
  expect(searches).toEqual([]);
  await title.fill("qqxqzzvw");
  await expect(dialog.getByText("No games found")).toBeVisible();
  await expect(dialog.getByText("Try a different search term")).toBeVisible();
  expect(searches).toEqual(["qqxqzzvw"]);
  // submitting without a platform names the missing field
  await dialog.getByRole("button", { name: "Add Game", exact: true }).click();
  await expect(dialog.getByText("Platform is required")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test("light mode: cards, badges, the dialog and the game page pass axe", async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "light"));
  await signUpViaApi(page, null);
  const add = async (data: Record<string, unknown>) => {
    const res = await page.request.post("/api/games", { data, headers: { Origin: baseURL! } });
    expect(res.status(), JSON.stringify(data)).toBe(201);
  };
  await add({ catalogSlug: "the-witcher-3-wild-hunt", platform: "PC", status: "COMPLETED", rating: 10, totalAchievements: 78, achievementsCompleted: 60, customTags: ["goty"], notes: "Long notes. ".repeat(40) });
  await add({ catalogSlug: "portal-2", platform: "PC", status: "BACKLOG", priority: "high" });
  await add({ catalogSlug: "hades", platform: "Nintendo Switch", status: "IN_PROGRESS", rating: 8, playTime: 14 });
  await add({ title: "A Game Typed In By Hand With A Really Long Title That Needs Clamping On Every Card", platform: "Other", status: "ABANDONED" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/light/);
  await expect(page.getByRole("article")).toHaveCount(4);
  await expectTabCounts(page, { all: 4, backlog: 1, inProgress: 1, completed: 1 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "games page (light)");
  await shot(page, "games-light");
  const witcher = page.getByRole("article", { name: WITCHER });
  await cardAction(page, witcher, WITCHER, "Edit Game");
  const edit = page.getByRole("dialog", { name: "Edit Game" });
  await expect(edit.getByLabel("Status")).toHaveValue("COMPLETED");
  await expectNoAxeViolations(page, "edit dialog (light)");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(edit).toBeHidden();
  await page.goto("/game/hades");
  await expect(page.getByRole("heading", { level: 1, name: "Hades" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Related Games", exact: true }).getByRole("link").first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "game page (light)");
  await shot(page, "game-light");
});
