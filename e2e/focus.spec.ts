// Keyboard focus on every screen (WCAG 2.2 AA 2.4.7 and 2.4.11): Tab through each page, dialog and
// menu, in dark and in light mode, and every stop shows a focus indicator and is not hidden; and where
// focus goes after each dialog's Save, Cancel and Escape.
import type { Locator, Page } from "@playwright/test";
import type { LibraryGameSummary, ThemeMode } from "@savepoint/common";
import { BOTH_WIDTHS, ONE_WIDTH, expect, expectNoAxeViolations, getJson, isPhone, shot, signUpViaApi, test } from "./fixtures.ts";
import { LoginPage, RegisterPage } from "./pages/auth.ts";
import { GamePage } from "./pages/game.ts";
import { GameFormDialog } from "./pages/game-form.ts";
import { DeleteGameDialog, GamesPage, LogSessionDialog } from "./pages/games.ts";
import { DeleteEntryDialog, JournalEntryDialog, JournalPage } from "./pages/journal.ts";
import { KeyboardTour, announcer, escapeBackTo, pressEnterOn, twoFrames, type FocusStop } from "./pages/keyboard.ts";
import { DeleteReviewDialog, MyReviewsPage, ReviewDialog } from "./pages/reviews.ts";
import { LandingPage } from "./pages/landing.ts";
import { SettingsPage } from "./pages/settings.ts";
import { AppShell } from "./pages/shell.ts";

/** Every stop shows focus and can be seen; `least` stops at least (the screen's known controls). */
function expectFocusShown(stops: FocusStop[], what: string, least: number) {
  const hidden = stops
    .filter((s) => !s.indicator || !s.visible)
    .map((s) => `${s.name}${s.indicator ? "" : " shows no focus"}${s.visible ? "" : " is not visible"}`);
  expect(hidden, `${what}: Tab stops whose focus cannot be seen`).toEqual([]);
  expect(stops.length, `${what}: Tab stops (${stops.map((s) => s.name).join(", ")})`).toBeGreaterThanOrEqual(least);
}

/** Opens a dialog from the keyboard (Enter on `opener`), tours it, and closes it with Escape. */
async function tourDialog(tour: KeyboardTour, opener: Locator, dialog: Locator, what: string, least: number) {
  await opener.focus();
  await tour.page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  expectFocusShown(await tour.tabThrough(), what, least);
  await tour.page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** An account in `mode`, with three games (one per status the tabs filter), at `path`. */
async function signedInWithGames(page: Page, mode: ThemeMode, baseURL: string) {
  await signUpViaApi(page, null);
  const headers = { Origin: baseURL };
  expect((await page.request.put("/api/auth/theme", { data: { theme: mode }, headers })).status()).toBe(200);
  for (const data of [
    { catalogSlug: "hades", platform: "PC", status: "IN_PROGRESS" },
    { catalogSlug: "portal-2", platform: "PC", status: "BACKLOG" },
    { title: "A Game Typed In By Hand With A Long Title", platform: "Other", status: "IN_PROGRESS" },
  ]) {
    expect((await page.request.post("/api/games", { data, headers })).status(), JSON.stringify(data)).toBe(201);
  }
  return getJson<LibraryGameSummary[]>(page, "/api/games");
}

for (const mode of ["dark", "light"] as const) {
  // Which stops there are and where they sit depends on the width, not the mode; how a focused stop
  // looks depends on the mode, not the width: dark mode at both widths and light mode at desktop width
  // cover both (RULES.md, 8).
  const widths = mode === "dark" ? BOTH_WIDTHS : ONE_WIDTH;
  test.describe(`${mode} mode`, () => {
    test("signed out: landing, sign-in and sign-up show focus on every Tab stop", widths, async ({ page, consoleErrors }) => {
      await page.addInitScript((m) => localStorage.setItem("theme", m), mode);
      const tour = new KeyboardTour(page);
      const landing = new LandingPage(page);
      await landing.goto();
      await expect(landing.heading).toBeVisible();
      await expect(page.locator("html")).toHaveClass(new RegExp(mode));
      await landing.loaded();
      // logo, theme, Sign In, Get Started, two hero links, the closing call to action
      expectFocusShown(await tour.tabThrough(), "landing", 7);

      const login = new LoginPage(page);
      await login.goto();
      await expect(login.submit).toBeVisible();
      expectFocusShown(await tour.tabThrough(), "sign-in", 6);

      const register = new RegisterPage(page);
      await register.goto();
      await expect(register.heading).toBeVisible();
      const stops = await tour.tabThrough();
      expectFocusShown(stops, "sign-up", 10);
      // the colour swatches are one radio group: arrows move within it, and the moved-to swatch shows focus
      await register.colour("Indigo").focus();
      await page.keyboard.press("ArrowRight");
      await expect(register.colour("Blue")).toBeFocused();
      expectFocusShown([(await tour.current())!], "sign-up colour swatch after an arrow key", 1);
      expect(consoleErrors).toEqual([]);
    });

    test("signed in: My Games (tabs, cards, menus), its dialogs, the game page and settings show focus", widths, async ({ page, baseURL, consoleErrors }) => {
      test.setTimeout(120_000);
      const list = await signedInWithGames(page, mode, baseURL!);
      const tour = new KeyboardTour(page);
      const games = new GamesPage(page);
      const shell = new AppShell(page);
      await games.goto();
      await expect(games.cards).toHaveCount(3);
      await expect(page.locator("html")).toHaveClass(new RegExp(mode));

      const stops = await tour.tabThrough();
      expectFocusShown(stops, "My Games", 10);
      // one Tab stop for the whole tab list (arrows move within it), and the panel is no extra stop
      expect(stops.filter((s) => s.role === "tab").map((s) => s.name)).toEqual(['tab "All Games3"']);
      expect(stops.filter((s) => s.role === "tabpanel")).toEqual([]);
      await games.tab("All Games").focus();
      await page.keyboard.press("ArrowRight");
      await expect(games.tab("Backlog")).toBeFocused();
      expectFocusShown([(await tour.current())!], "the Backlog tab after an arrow key", 1);
      // a status with no games has nothing to focus inside: its panel is the stop after the tabs
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await expect(games.tab("Completed")).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Tab");
      const panel = (await tour.current())!;
      expect(panel.role).toBe("tabpanel");
      expectFocusShown([panel], "an empty tab panel", 1);
      await games.tab("All Games").click();

      // a card's actions menu opened from the keyboard marks its active item
      const card = games.card(list[0]!.title);
      await card.root.getByRole("button", { name: `Actions for ${list[0]!.title}` }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menu")).toBeVisible();
      expectFocusShown([(await tour.current())!], "the card menu's first item", 1);
      await page.keyboard.press("ArrowDown");
      expectFocusShown([(await tour.current())!], "the card menu's next item", 1);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toBeHidden();

      // the user menu, and on a phone the main menu
      await shell.userMenuButton.focus();
      await page.keyboard.press("Enter");
      await expect(shell.userMenu).toBeVisible();
      expectFocusShown([(await tour.current())!], "the user menu's first item", 1);
      await page.keyboard.press("Escape");
      if (isPhone(page)) {
        await shell.mobileMenuButton.focus();
        await page.keyboard.press("Enter");
        await expect(shell.mobileNav).toBeVisible();
        const links = (await shell.mobileNav.getByRole("link").allTextContents()).map((name) => `a "${name}"`);
        expect(links[0]).toBe('a "Dashboard"');
        // on past its links, the menu closes so it covers nothing that takes focus next
        const menuStops = await tour.tabThrough();
        expectFocusShown(menuStops, "the mobile menu and the page after it", 4);
        expect(menuStops.map((s) => s.name).slice(0, links.length + 2)).toEqual(['button "Open main menu"', ...links, 'button "Add Game"']);
        await expect(shell.mobileNav).toBeHidden();
      }

      // the Add Game dialog keeps focus inside and shows it on every stop
      await tourDialog(tour, games.addGame, page.getByRole("dialog", { name: "Add New Game" }), "the Add Game dialog", 8);

      // the game page
      const gamePage = new GamePage(page, list[0]!.slug);
      await gamePage.goto();
      await expect(gamePage.heading(list[0]!.title)).toBeVisible();
      expectFocusShown(await tour.tabThrough(), "the game page", 5);
      await tourDialog(tour, gamePage.delete, page.getByRole("alertdialog", { name: "Delete Game" }), "the delete confirmation", 2);

      // settings: the mode buttons and the accent swatches
      const settings = new SettingsPage(page);
      await settings.goto();
      await expect(settings.heading).toBeVisible();
      await settings.loaded();
      expectFocusShown(await tour.tabThrough(), "settings", 6);
      await settings.accent("Indigo").focus();
      await page.keyboard.press("ArrowRight");
      await expect(settings.accent("Blue")).toBeFocused();
      expectFocusShown([(await tour.current())!], "an accent swatch after an arrow key", 1);
      await expectNoAxeViolations(page, `settings with a focused swatch (${mode})`);
      expect(consoleErrors).toEqual([]);
    });
  });
}

// After Save, Cancel and Escape, focus lands where a keyboard user expects, in every dialog a player
// meets: what the save changed (the new or edited card, the review, the entry) when it is on screen, else
// the control that opened the dialog, else the page's main; and the page says what a save did.
test(
  "keyboard only: focus after Save, Cancel and Escape in every dialog, and the page says what happened",
  BOTH_WIDTHS,
  async ({ page, baseURL, consoleErrors }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page, null);
    const headers = { Origin: baseURL! };
    expect((await page.request.post("/api/games", { data: { title: "Quiet Harbor", platform: "PC", status: "COMPLETED" }, headers })).status()).toBe(201);
    const games = new GamesPage(page);
    await games.goto();
    const harbor = games.card("Quiet Harbor");
    await expect(harbor.titleLink).toBeVisible();

    // Add Game: Escape and Cancel go back to 'Add Game'; Save goes to the new card and says so
    const add = new GameFormDialog(page, "Add New Game");
    await pressEnterOn(games.addGame);
    await expect(add.root).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(add.root).toBeHidden();
    await expect(games.addGame).toBeFocused();
    await pressEnterOn(games.addGame);
    await pressEnterOn(add.cancel);
    await expect(add.root).toBeHidden();
    await expect(games.addGame).toBeFocused();
    await pressEnterOn(games.addGame);
    await add.titleSearch.fill("Lantern Road");
    await add.platform.fill("PC");
    await page.keyboard.press("Enter");
    await expect(add.platform).toHaveValue("PC");
    await pressEnterOn(add.submit);
    await expect(add.root).toBeHidden();
    const lantern = games.card("Lantern Road");
    await expect(lantern.titleLink).toBeFocused();
    await expect(announcer(page)).toHaveText("Lantern Road was added to your library.");

    /** Opens a card's menu from the keyboard and picks an item. */
    const act = async (card: typeof harbor, item: string) => {
      await pressEnterOn(card.menuButton);
      await pressEnterOn(page.getByRole("menuitem", { name: item }));
    };
    // Edit Game from a card's menu: Escape goes back to the menu's button, Save to the card
    const edit = new GameFormDialog(page, "Edit Game");
    await act(harbor, "Edit Game");
    await expect(edit.submit).toBeEnabled();
    await page.keyboard.press("Escape");
    await expect(edit.root).toBeHidden();
    await expect(harbor.menuButton).toBeFocused();
    await act(harbor, "Edit Game");
    await pressEnterOn(edit.submit);
    await expect(edit.root).toBeHidden();
    await expect(harbor.titleLink).toBeFocused();
    await expect(announcer(page)).toHaveText("Quiet Harbor was saved.");
    // Log session: Save goes to the card
    const log = new LogSessionDialog(page);
    await act(harbor, "Log session");
    await log.field("Hours").fill("2");
    await pressEnterOn(log.submit);
    await expect(log.root).toBeHidden();
    await expect(harbor.titleLink).toBeFocused();
    await expect(announcer(page)).toHaveText("A session of Quiet Harbor was logged.");
    // Delete Game: Cancel goes back to the menu's button; deleting takes the card and its button, so <main>
    const del = new DeleteGameDialog(page);
    await act(lantern, "Delete Game");
    // Headless UI focuses Cancel first, except on a touch screen (it would open the keyboard)
    if (!isPhone(page)) await expect(del.cancel).toBeFocused();
    await pressEnterOn(del.cancel);
    await expect(del.root).toBeHidden();
    await expect(lantern.menuButton).toBeFocused();
    await act(lantern, "Delete Game");
    await pressEnterOn(del.confirm);
    await expect(lantern.root).toHaveCount(0);
    await expect(page.getByRole("main")).toBeFocused();
    await expect(announcer(page)).toHaveText("Lantern Road was deleted.");

    // My Reviews: Escape goes back to 'Write Review'; over the limit the counter says so before Save; Save goes to the review
    const reviews = new MyReviewsPage(page);
    await reviews.goto();
    await expect(reviews.empty).toBeVisible();
    const write = new ReviewDialog(page, "Write a Review");
    await pressEnterOn(reviews.writeReview);
    await expect(write.game).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(write.root).toBeHidden();
    await expect(reviews.writeReview).toBeFocused();
    // Escape at once after Enter: the dialog opened from the address (?write=1) as a router transition,
    // after the Escape, and then stayed open. 50 tries at desktop width, one on the phone.
    for (let i = 0; i < (isPhone(page) ? 1 : 50); i++) {
      await pressEnterOn(reviews.writeReview);
      await page.keyboard.press("Escape");
      await twoFrames(page);
      await twoFrames(page);
      await expect(write.root, `try ${i + 1}`).toHaveCount(0);
      await expect(reviews.writeReview, `try ${i + 1}`).toBeFocused();
    }
    // and right after an invalid submit (focus on the Game field it names)
    await pressEnterOn(reviews.writeReview);
    await pressEnterOn(write.submit);
    await expect(write.game).toBeFocused();
    await escapeBackTo(write.root, reviews.writeReview);
    await pressEnterOn(reviews.writeReview);
    await write.game.selectOption({ label: "Quiet Harbor (PC)" });
    await write.comment.fill("x".repeat(2001));
    await expect(write.root.getByText("2001/2000 characters: 1 character over the limit")).toBeVisible();
    await expect(write.comment).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page, "a review over its limit");
    await write.comment.fill("Calm seas.");
    await expect(write.comment).not.toHaveAttribute("aria-invalid");
    await pressEnterOn(write.submit);
    await expect(write.root).toBeHidden();
    const review = reviews.review("Quiet Harbor");
    await expect(review.edit).toBeFocused();
    await expect(announcer(page)).toHaveText("Your review of Quiet Harbor was saved.");
    const delReview = new DeleteReviewDialog(page);
    await pressEnterOn(review.delete);
    await pressEnterOn(delReview.cancel);
    await expect(delReview.root).toBeHidden();
    await expect(review.delete).toBeFocused();

    // Journal: Escape goes back to '+ New General Entry'; Save goes to the new entry's edit button
    const journal = new JournalPage(page);
    await journal.goto();
    const entry = new JournalEntryDialog(page);
    await pressEnterOn(journal.newGeneralEntry);
    await expect(entry.title).toBeVisible();
    await escapeBackTo(entry.root, journal.newGeneralEntry);
    await pressEnterOn(journal.newGeneralEntry);
    await entry.title.fill("Harbor notes");
    await entry.content.fill("The lighthouse puzzle.");
    await pressEnterOn(entry.save);
    await expect(entry.root).toBeHidden();
    await expect(page.getByRole("button", { name: "Edit Harbor notes" })).toBeFocused();
    await expect(announcer(page)).toHaveText("The journal entry was added.");
    // Delete: Cancel goes back to its button; deleted, the entry goes, so <main>, and it is said
    const notes = journal.card("Harbor notes");
    const delEntry = new DeleteEntryDialog(page);
    await pressEnterOn(notes.delete);
    await pressEnterOn(delEntry.cancel);
    await expect(delEntry.root).toHaveCount(0);
    await expect(notes.delete).toBeFocused();
    await pressEnterOn(notes.delete);
    await pressEnterOn(delEntry.confirm);
    await expect(notes.root).toHaveCount(0);
    await expect(page.getByRole("main")).toBeFocused();
    await expect(announcer(page)).toHaveText("The journal entry was deleted.");
    await page.keyboard.press("Tab");

    // Settings: an address names a section and the page opens there; the index's links are addresses too
    const settings = new SettingsPage(page);
    await page.goto("/settings#data-privacy");
    await expect(settings.region("Data & Privacy")).toBeInViewport();
    await settings.loaded();
    await expect(settings.sectionIndex.getByRole("link", { name: "Data & Privacy" })).toHaveAttribute("aria-current", "location");
    await pressEnterOn(settings.sectionIndex.getByRole("link", { name: "Security" }));
    await expect(page).toHaveURL(/\/settings#security$/);
    await expect(settings.region("Security")).toBeInViewport();
    await expectNoAxeViolations(page, "settings opened at a section, with its index");
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, "settings-index", "viewport");
    expect(consoleErrors).toEqual([]);
  },
);
