// The journal (/journal) end to end, at desktop width and at 360 px: reach it from the header, the empty
// state, write general entries (tags by Enter and Add), filter by text, category, tag and month, sort,
// expand a card, edit, delete after the confirmation; write a game entry from the game tab and see its
// game card; the tab remembered across a reload; the page and the dialog in light mode.
import type { Page } from "@playwright/test";
import type { JournalEntryDto, JournalPage as JournalPageDto, LibraryGameDto } from "@savepoint/common";
import { dayText } from "./clock.ts";
import { BROWSER_TODAY, expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, signUpViaApi, test, shot } from "./fixtures.ts";
import { DeleteEntryDialog, JournalEntryDialog, JournalPage } from "./pages/journal.ts";
import { AppShell } from "./pages/shell.ts";

const GAME = "Lantern Road";

async function post<T>(page: Page, baseURL: string, path: string, data: Record<string, unknown>) {
  const res = await page.request.post(path, { data, headers: { Origin: baseURL } });
  expect(res.status(), JSON.stringify(data)).toBe(201);
  return (await res.json()) as T;
}

const generalEntries = async (page: Page) => (await getJson<JournalPageDto>(page, "/api/journal?general=true")).items;

test("write, filter, sort, expand, edit and delete general entries; a game entry; the tab remembered", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(150_000);
  await signUpViaApi(page, null);
  const game = await post<LibraryGameDto>(page, baseURL!, "/api/games", { title: GAME, platform: "PC", status: "IN_PROGRESS" });

  // --- reached from the header; the empty general tab ------------------------------------------------
  const journal = new JournalPage(page);
  const shell = new AppShell(page);
  await page.goto("/");
  await shell.navigate("Journal");
  await expect(page).toHaveURL(/\/journal$/);
  await expect(journal.heading).toBeVisible();
  await expect(page.getByText("Track your thoughts, progress, and plans for all your games")).toBeVisible();
  await expect(journal.tab("General Journal")).toHaveAttribute("aria-selected", "true");
  await expect(journal.emptyGeneral).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "journal (empty)");
  await shot(page, "empty");

  // --- a general entry from the empty state: the rules, then tags by Enter and by Add --------------------
  await journal.newGeneralEntry.click();
  const form = new JournalEntryDialog(page);
  await expect(form.root).toBeVisible();
  await expect(form.game).toBeDisabled();
  await expect(form.category).toHaveValue("Progress");
  await expect(form.date).toHaveValue(BROWSER_TODAY);
  await form.save.click();
  await expect(form.text("Content is required")).toBeVisible();
  await form.title.fill("Boss plan");
  await form.content.fill("Dodge left twice.\nThen strike.");
  await form.category.selectOption("Plan");
  await form.date.fill("2025-05-20");
  await form.tagInput.fill(" boss ");
  await form.tagInput.press("Enter");
  await form.tagInput.fill("route");
  await form.addTag.click();
  await form.tagInput.fill("BOSS");
  await form.tagInput.press("Enter");
  await expect(form.root.getByRole("status")).toHaveText("BOSS is already added");
  await expect(form.tags).toHaveText(["#boss", "#route"]);
  await expectNoAxeViolations(page, "new journal entry dialog");
  await shot(page, "dialog-new");
  await form.save.click();
  await expect(form.root).toBeHidden();
  await expect(journal.card("Boss plan").root).toBeVisible();

  // --- a second one from the floating plus (tooltip 'Add Entry') ------------------------------------------
  await expect(journal.fab("general")).toHaveAccessibleDescription("Add Entry");
  await journal.fab("general").click();
  await expect(form.root).toBeVisible();
  await form.title.fill("Fishing diary");
  await form.content.fill("A quiet evening of fishing by the pier.");
  await form.category.selectOption("Reflection");
  await form.tagInput.fill("cozy");
  await form.tagInput.press("Enter");
  await form.save.click();
  await expect(form.root).toBeHidden();
  await expect(journal.cards).toHaveCount(2);
  await expect(journal.card("Fishing diary").root.getByText(dayText(BROWSER_TODAY, "long"))).toBeVisible();
  await expect(journal.card("Boss plan").root.getByText("May 20, 2025")).toBeVisible();
  expect((await generalEntries(page)).map((e) => [e.title, e.category, e.date, e.tags])).toEqual([
    ["Fishing diary", "Reflection", BROWSER_TODAY, ["cozy"]],
    ["Boss plan", "Plan", "2025-05-20", ["boss", "route"]],
  ]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "journal with entries");
  await shot(page, "entries");

  // --- filters: text, category, tag, month ------------------------------------------------------------
  const titles = () => journal.cards.evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));
  await journal.search.fill("FISHING");
  await expect.poll(titles).toEqual(["Fishing diary"]);
  await journal.search.fill("");
  await expect.poll(titles).toEqual(["Fishing diary", "Boss plan"]);
  await journal.category("Plan").click();
  await expect.poll(titles).toEqual(["Boss plan"]);
  await journal.category("All").click();
  await journal.tag("#cozy").click();
  await expect.poll(titles).toEqual(["Fishing diary"]);
  await journal.tag("All").click();
  await journal.month.selectOption({ label: "May 2025" });
  await expect.poll(titles).toEqual(["Boss plan"]);
  await journal.month.selectOption({ label: "All months" });

  // --- sort ---------------------------------------------------------------------------------------------
  await expect(journal.sort.getByRole("option")).toHaveText([
    "Date (Newest)",
    "Date (Oldest)",
    "Title (A-Z)",
    "Title (Z-A)",
    "Category (A-Z)",
    "Category (Z-A)",
  ]);
  await expect.poll(titles).toEqual(["Fishing diary", "Boss plan"]);
  await journal.sort.selectOption({ label: "Date (Oldest)" });
  await expect.poll(titles).toEqual(["Boss plan", "Fishing diary"]);
  await journal.sort.selectOption({ label: "Category (Z-A)" });
  await expect.poll(titles).toEqual(["Fishing diary", "Boss plan"]);
  await journal.sort.selectOption({ label: "Title (A-Z)" });
  await expect.poll(titles).toEqual(["Boss plan", "Fishing diary"]);

  // --- expand a card, edit it ------------------------------------------------------------------------------
  const boss = journal.card("Boss plan");
  await expect(boss.toggle).toHaveAttribute("aria-expanded", "false");
  await boss.root.getByText(/Dodge left twice/).click();
  await expect(boss.toggle).toHaveAttribute("aria-expanded", "true");
  await boss.toggle.click();
  await expect(boss.toggle).toHaveAttribute("aria-expanded", "false");
  await boss.edit.click();
  const edit = new JournalEntryDialog(page, "Edit Entry");
  await expect(edit.root).toBeVisible();
  await expect(edit.content).toHaveValue("Dodge left twice.\nThen strike.");
  await edit.title.fill("Boss plan, take two");
  await edit.update.click();
  await expect(edit.root).toBeHidden();
  await expect(journal.card("Boss plan, take two").root).toBeVisible();

  // --- delete after the confirmation ---------------------------------------------------------------------
  await journal.card("Fishing diary").delete.click();
  const confirm = new DeleteEntryDialog(page);
  await expect(confirm.root).toBeVisible();
  await expectNoAxeViolations(page, "delete journal entry confirmation");
  await shot(page, "dialog-delete");
  await confirm.confirm.click();
  await expect(confirm.root).toBeHidden();
  await expect(journal.cards).toHaveCount(1);
  expect((await generalEntries(page)).map((e) => e.title)).toEqual(["Boss plan, take two"]);

  // --- the game tab: empty, then a game entry from its floating plus ----------------------------------------
  await journal.tab("Game Journal").click();
  await expect(journal.gameJournals).toBeVisible();
  await expect(journal.emptyGames).toBeVisible();
  await journal.fab("game").click();
  await expect(form.root).toBeVisible();
  await expect(form.game).toBeEnabled();
  await form.content.fill("Lit the first lantern.");
  await form.save.click();
  await expect(form.text("Please select a game")).toBeVisible();
  await form.game.selectOption({ label: `${GAME} (PC)` });
  await form.save.click();
  await expect(form.root).toBeHidden();
  const card = journal.gameCard(GAME);
  await expect(card).toContainText("1 entry");
  await expect(card).toContainText("PC");
  await expect(card).toHaveAttribute("href", `/journal/game/${game.id}`);
  const gameEntries = await getJson<JournalEntryDto[]>(page, `/api/journal/entries?gameId=${game.id}`);
  expect(gameEntries.map((e) => [e.title, e.content])).toEqual([[null, "Lit the first lantern."]]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "journal game tab");
  await shot(page, "games");

  // --- the tab is remembered across a reload ----------------------------------------------------------------
  await page.reload();
  await expect(journal.tab("Game Journal")).toHaveAttribute("aria-selected", "true");
  await expect(journal.gameCard(GAME)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("the journal and its dialog pass axe in light mode; Journal is in the user menu", async ({ page, baseURL, consoleErrors }) => {
  await signUpViaApi(page, null);
  const light = await page.request.put("/api/auth/theme", { data: { theme: "light" }, headers: { Origin: baseURL! } });
  expect(light.status()).toBe(200);
  await post(page, baseURL!, "/api/journal", { title: null, content: "Line one\nLine two", category: "Milestone", date: "2025-06-01", tags: ["first"] });

  await page.goto("/");
  const shell = new AppShell(page);
  await shell.openUserMenu();
  await shell.menuItem("Journal").click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(page.locator("html")).toHaveClass(/light/);
  const journal = new JournalPage(page);
  await expect(journal.card("Untitled").root).toBeVisible();
  await expect(journal.card("Untitled").root.getByText("Milestone")).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "journal (light)");
  await shot(page, "light");
  await journal.card("Untitled").edit.click();
  const edit = new JournalEntryDialog(page, "Edit Entry");
  await expect(edit.root).toBeVisible();
  await expect(edit.game).toBeDisabled();
  await expectNoAxeViolations(page, "edit entry dialog (light)");
  await shot(page, "dialog-edit-light");
  expect(consoleErrors).toEqual([]);
});
