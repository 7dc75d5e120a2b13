// A game's journal end to end, at desktop width and at 360 px: reached from the game page, entries on
// three consecutive days make a streak of 3, category chips, search and sort, add from the header (the
// game fixed), edit, delete after Yes (Cancel keeps it), 'Manage Categories' opens Settings scrolled to
// the categories; renaming a category carries its entries, deleting one moves them, and deleting the game
// keeps its entries as general entries. Entries the journey does not write itself are seeded through the API.
import type { Page, Route } from "@playwright/test";
import type { JournalCategoryDto, JournalEntryDto, JournalGameSummary, LibraryGameDto } from "@savepoint/common";
import { addDays, dayText } from "./clock.ts";
import { BROWSER_TODAY, expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, signUpViaApi, test, shot } from "./fixtures.ts";
import { DeleteGameDialog } from "./pages/games.ts";
import { GamePage } from "./pages/game.ts";
import { CategoryManager, DeleteGameEntryDialog, GameJournalPage } from "./pages/game-journal.ts";
import { JournalEntryDialog, JournalPage } from "./pages/journal.ts";

async function addGame(page: Page, baseURL: string, title: string) {
  const res = await page.request.post("/api/games", { data: { title, platform: "PC", status: "IN_PROGRESS" }, headers: { Origin: baseURL } });
  expect(res.status()).toBe(201);
  return (await res.json()) as LibraryGameDto;
}

async function addEntry(
  page: Page,
  baseURL: string,
  data: { gameId: string; title: string; content: string; category: string; date: string; tags?: string[] },
) {
  const res = await page.request.post("/api/journal", { data, headers: { Origin: baseURL } });
  expect(res.status(), JSON.stringify(data)).toBe(201);
  return (await res.json()) as JournalEntryDto;
}

const summaryOf = (page: Page, gameId: string) => getJson<JournalGameSummary>(page, `/api/journal/games/${gameId}/summary`);

test("a game's journal: streak, filters and sort, add, edit, delete, and Manage Categories", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(150_000);
  await signUpViaApi(page, null);
  const game = await addGame(page, baseURL!, "Hollow Knight");
  // Three days in a row up to yesterday (the browser's): today's entry, added below, makes four.
  const [threeDaysAgo, twoDaysAgo, yesterday] = [-3, -2, -1].map((n) => addDays(BROWSER_TODAY, n)) as [string, string, string];
  await addEntry(page, baseURL!, {
    gameId: game.id,
    title: "Boss plan",
    content: "Dodge left, then strike.",
    category: "Plan",
    date: threeDaysAgo,
    tags: ["boss"],
  });
  await addEntry(page, baseURL!, {
    gameId: game.id,
    title: "Crossroads",
    content: "Bought the map from Cornifer.",
    category: "Progress",
    date: twoDaysAgo,
    tags: ["map"],
  });
  await addEntry(page, baseURL!, { gameId: game.id, title: "Greenpath", content: "Found the moss knight.", category: "Progress", date: yesterday });

  // --- from the game page to its journal ----------------------------------------------------------
  const gamePage = new GamePage(page, game.slug);
  await gamePage.goto();
  await page.getByRole("link", { name: "Journal (3 entries)" }).click();
  await expect(page).toHaveURL(`/journal/game/${game.id}`);
  const journal = new GameJournalPage(page);
  await expect(journal.heading("Hollow Knight")).toBeVisible();
  await expect(journal.stat("Total Entries")).toHaveText("3");
  await expect(journal.stat("Last Updated")).toHaveText(dayText(yesterday, "long"));
  await expect(journal.stat("Streak")).toHaveText("3 days");
  await expect(journal.titles).toHaveText(["Greenpath", "Crossroads", "Boss plan"]);
  await expect(journal.card("Boss plan").root.getByText(dayText(threeDaysAgo, "numeric"))).toBeVisible();
  await expect(journal.card("Boss plan").root.getByText("#boss")).toBeVisible();
  await expect(journal.card("Boss plan").root.getByText("Plan", { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "game journal");
  await shot(page, "page");

  // --- chips, search and sort ----------------------------------------------------------------------
  await expect(journal.chips).toHaveText(["All", "Plan", "Progress"]);
  await journal.chip("Progress").click();
  await expect(journal.titles).toHaveText(["Greenpath", "Crossroads"]);
  await expect(journal.card("Crossroads").root.getByText("Progress", { exact: true })).toHaveCount(0);
  await journal.search.fill("CORNIFER");
  await expect(journal.titles).toHaveText(["Crossroads"]);
  await journal.chip("Plan").click();
  await expect(journal.empty).toBeVisible();
  await journal.chip("All").click();
  await journal.search.fill("boss");
  await expect(journal.titles).toHaveText(["Boss plan"]);
  await journal.search.fill("");
  await journal.sort.selectOption({ label: "Oldest First" });
  await expect(journal.titles).toHaveText(["Boss plan", "Crossroads", "Greenpath"]);
  await journal.sort.selectOption({ label: "Newest First" });

  // --- add from the header: the game is fixed; today's entry makes the streak 4 --------------------
  await journal.addEntry.click();
  const add = new JournalEntryDialog(page);
  await expect(add.root).toBeVisible();
  await expect(add.game).toBeDisabled();
  await expect(add.game).toHaveValue(game.id);
  await expect(add.date).toHaveValue(BROWSER_TODAY);
  await expectNoAxeViolations(page, "new entry dialog (game mode)");
  await shot(page, "dialog-add");
  await add.title.fill("Mantis Lords");
  await add.content.fill("Three sisters.\nBeat them on the fifth try.");
  await add.save.click();
  await expect(add.root).toBeHidden();
  await expect(journal.titles.first()).toHaveText("Mantis Lords");
  await expect(journal.stat("Streak")).toHaveText("4 days");
  await expect(journal.stat("Total Entries")).toHaveText("4");

  // --- edit ----------------------------------------------------------------------------------------
  await journal.card("Crossroads").edit.click();
  const edit = new JournalEntryDialog(page, "Edit Entry");
  await expect(edit.title).toHaveValue("Crossroads");
  await edit.title.fill("Forgotten Crossroads");
  await edit.update.click();
  await expect(edit.root).toBeHidden();
  await expect(journal.card("Forgotten Crossroads").root).toBeVisible();

  // --- delete: Cancel keeps it, Yes removes it ------------------------------------------------------
  const confirm = new DeleteGameEntryDialog(page);
  await journal.card("Boss plan").delete.click();
  await expect(confirm.question).toBeVisible();
  await expectNoAxeViolations(page, "delete entry confirmation");
  await shot(page, "dialog-delete");
  await confirm.cancel.click();
  await expect(confirm.root).toBeHidden();
  await expect(journal.card("Boss plan").root).toBeVisible();
  await journal.card("Boss plan").delete.click();
  await confirm.confirm.click();
  await expect(confirm.root).toBeHidden();
  await expect(journal.card("Boss plan").root).toHaveCount(0);
  await expect(journal.chips).toHaveText(["All", "Progress"]);
  expect((await summaryOf(page, game.id)).totalEntries).toBe(3);

  // --- Manage Categories: Settings, scrolled to the categories ---------------------------------------
  // The sections above the categories arrive after their list, as on a slow line or a busy box: their
  // code is held until the list shows. They must not push the section out of view.
  const held: Route[] = [];
  const lateSections = /\/assets\/(AccountSection|ApiTokensSection|PrivacySettings)-[^/]*\.js$/;
  let release = false;
  await page.route(lateSections, (route) => (release ? route.continue() : void held.push(route)));
  await journal.manageCategories.click();
  await expect(page).toHaveURL("/settings#categories");
  const categories = new CategoryManager(page);
  await expect(categories.list).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  release = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole("heading", { name: "API tokens" })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Privacy", exact: true })).toHaveCount(1);
  await expect(page.getByText("Loading privacy settings...")).toHaveCount(0);
  await expect(categories.section.getByRole("heading", { name: "Journal Categories" })).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});

test("categories from Settings: rename and delete carry the entries; deleting the game keeps them as general entries", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await signUpViaApi(page, null);
  const game = await addGame(page, baseURL!, "Celeste");
  await addEntry(page, baseURL!, { gameId: game.id, title: "Summit plan", content: "Take the B-side route.", category: "Plan", date: "2025-06-10" });
  await addEntry(page, baseURL!, {
    gameId: game.id,
    title: "Crash at chapter 7",
    content: "The game froze on the bridge.",
    category: "Bug/Issue",
    date: "2025-06-11",
  });

  // --- add a category, rename one, see the entries follow ---------------------------------------------
  const categories = new CategoryManager(page);
  await categories.goto();
  await expect(categories.list).toBeVisible();
  await expect(categories.section.getByRole("heading", { name: "Journal Categories" })).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "settings with journal categories");
  await shot(page, "categories");
  await categories.newName.fill("Plan");
  await categories.add.click();
  await expect(categories.newName).toHaveAccessibleDescription("You already have a category with this name");
  await categories.newName.fill("Speedrun");
  await categories.newColor("Pink").click();
  await categories.add.click();
  await expect(categories.status("Added Speedrun.")).toBeVisible();
  await expect(categories.row("Speedrun")).toBeVisible();

  await categories.edit("Plan").click();
  const edit = categories.editDialog;
  await expect(edit.name).toHaveValue("Plan");
  await expectNoAxeViolations(page, "edit category dialog");
  await shot(page, "dialog-edit-category");
  await edit.name.fill("Strategy");
  await edit.color("Teal").click();
  await edit.save.click();
  await expect(edit.root).toBeHidden();
  await expect(categories.status("Renamed Plan to Strategy.")).toBeVisible();

  // --- delete Bug/Issue, moving its entry to Reflection --------------------------------------------------
  await categories.delete("Bug/Issue").click();
  const del = categories.deleteDialog;
  const other = (await getJson<JournalCategoryDto[]>(page, "/api/journal/categories")).find((c) => c.name === "Other")!;
  await expect(del.moveTo).toHaveValue(other.id);
  await expectNoAxeViolations(page, "delete category dialog");
  await shot(page, "dialog-delete-category");
  await del.moveTo.selectOption({ label: "Reflection" });
  await del.confirm.click();
  await expect(del.root).toBeHidden();
  await expect(categories.status("Deleted Bug/Issue; 1 entry moved to Reflection.")).toBeVisible();
  await expect(categories.row("Bug/Issue")).toHaveCount(0);

  const journal = new GameJournalPage(page, game.id);
  await journal.goto();
  await expect(journal.chips).toHaveText(["All", "Reflection", "Strategy"]);
  await expect(journal.card("Summit plan").root.getByText("Strategy", { exact: true })).toBeVisible();
  await expect(journal.card("Crash at chapter 7").root.getByText("Reflection", { exact: true })).toBeVisible();

  // --- delete the game, keeping its entries as general entries ------------------------------------------
  const gamePage = new GamePage(page, game.slug);
  await gamePage.goto();
  await gamePage.delete.click();
  const deleteGame = new DeleteGameDialog(page);
  const keep = deleteGame.root.getByRole("radio", { name: "Keep them as general entries" });
  await expect(keep).toBeChecked();
  await expect(deleteGame.root.getByRole("group", { name: "Its journal (2 entries)" })).toBeVisible();
  await expectNoAxeViolations(page, "delete game dialog with the journal choice");
  await shot(page, "dialog-delete-game");
  await deleteGame.confirm.click();
  await expect(page).toHaveURL("/");

  const general = new JournalPage(page);
  await general.goto();
  await expect(general.card("Summit plan").root).toBeVisible();
  await expect(general.card("Crash at chapter 7").root).toBeVisible();
  await expect(general.cards).toHaveCount(2);
  // The 409 is the answer to adding a name the account already has, which the journey tries on purpose.
  expect(consoleErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
});
