// One page per library copy, and the card and date states of My Games: two copies of one title and
// titles without Latin letters each open their own page, and Edit and Delete act on that copy; a long
// title wraps beside the ⋮ button; nothing rated reads '—'; a game moved from Completed to Abandoned
// shows the dates of its current story; the form refuses a completion before the start and warns on a
// future date; adding a game the library has asks first — at desktop width and at 360 px. The first
// journey runs at desktop width only (ONE_WIDTH): what it checks, which copy each page, Edit and Delete
// reach, no width changes, and what it opens (My Games, a library game's page, Edit Game, Delete Game)
// the other journeys here and games.spec.ts walk with axe at 360 px.
import type { Page } from "@playwright/test";
import type { CatalogSearchResult, LibraryGameDto, LibraryGameSummary } from "@savepoint/common";
import {
  BOTH_WIDTHS,
  BROWSER_TODAY,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  getJson,
  ONE_WIDTH,
  shot,
  signUpViaApi,
  test,
} from "./fixtures.ts";
import { GameFormDialog } from "./pages/game-form.ts";
import { GamePage } from "./pages/game.ts";
import { DeleteGameDialog, GamesPage } from "./pages/games.ts";

const BOTW = "The Legend of Zelda: Breath of the Wild";
const WITCHER = "The Witcher 3: Wild Hunt";
const ARABIC = "لعبة";
const EMOJI = "🎮🕹️👾";
const LONG = "Supercalifragilisticexpialidocious-Extraordinarily-Long-Unbroken-Title-Of-Adventure Remastered Definitive Edition";

async function addViaApi(page: Page, baseURL: string, data: Record<string, unknown>): Promise<LibraryGameDto> {
  const res = await page.request.post("/api/games", { data, headers: { Origin: baseURL } });
  expect(res.status(), JSON.stringify(data)).toBe(201);
  return (await res.json()) as LibraryGameDto;
}

test(
  "two copies of one title and non-Latin titles each open their own page; Edit and Delete act on that copy",
  ONE_WIDTH,
  async ({ page, baseURL, consoleErrors }) => {
    test.setTimeout(120_000);
    await signUpViaApi(page, null);
    const sw = await addViaApi(page, baseURL!, { title: BOTW, platform: "Nintendo Switch" });
    const wiiu = await addViaApi(page, baseURL!, { title: BOTW, platform: "Nintendo Wii U" });
    const arabic = await addViaApi(page, baseURL!, { title: ARABIC, platform: "PC" });
    const emoji = await addViaApi(page, baseURL!, { title: EMOJI, platform: "PC" });
    expect(new Set([sw.slug, wiiu.slug, arabic.slug, emoji.slug]).size).toBe(4);

    const games = new GamesPage(page);
    await games.goto();
    await expect(games.cards).toHaveCount(4);

    // each copy's card opens its own page
    await games.card(BOTW, "Nintendo Switch").titleLink.click();
    await expect(page).toHaveURL(/\/game\/the-legend-of-zelda-breath-of-the-wild$/);
    const game = new GamePage(page);
    await expect(game.heading(BOTW)).toBeVisible();
    await expect(page.getByRole("main").getByText("Nintendo Switch", { exact: true }).first()).toBeVisible();

    await games.goto();
    await games.card(BOTW, "Nintendo Wii U").titleLink.click();
    await expect(page).toHaveURL(new RegExp(`/game/${wiiu.slug}$`));
    await expect(game.heading(BOTW)).toBeVisible();
    await expect(page.getByRole("main").getByText("Nintendo Wii U", { exact: true }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "the Wii U copy's page");

    // Edit on this page edits the Wii U copy only
    await game.edit.click();
    const edit = new GameFormDialog(page, "Edit Game");
    await expect(edit.platform).toHaveValue("Nintendo Wii U");
    await edit.field("Rating (1-10)").fill("6");
    await edit.submit.click();
    await expect(edit.root).toBeHidden();
    expect((await getJson<LibraryGameDto>(page, `/api/games/${wiiu.id}`)).rating).toBe(6);
    expect((await getJson<LibraryGameDto>(page, `/api/games/${sw.id}`)).rating).toBeNull();

    // Delete on this page deletes the Wii U copy only
    await game.delete.click();
    await new DeleteGameDialog(page).confirm.click();
    await expect(games.heading).toBeVisible();
    await expect(games.cards).toHaveCount(3);
    await expect(games.card(BOTW, "Nintendo Switch").root).toBeVisible();
    expect((await getJson<LibraryGameSummary[]>(page, "/api/games")).map((g) => g.id)).not.toContain(wiiu.id);

    // titles without Latin letters: a readable address, and an address of its own for emoji
    await games.card(ARABIC).titleLink.click();
    await expect(page).toHaveURL(new RegExp(`/game/${encodeURIComponent(ARABIC)}$`));
    await expect(game.heading(ARABIC)).toBeVisible();
    await games.goto();
    await games.card(EMOJI).titleLink.click();
    await expect(page).toHaveURL(/\/game\/game-[0-9a-f]{6}$/);
    await expect(game.heading(EMOJI)).toBeVisible();
    await expectNoAxeViolations(page, "an emoji-titled game's page");
    await shot(page, "game-emoji");

    // an old shared address still opens the copy that kept it
    await new GamePage(page, "the-legend-of-zelda-breath-of-the-wild").goto();
    await expect(page.getByRole("main").getByText("Nintendo Switch", { exact: true }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  },
);

test("adding a game the library has asks first: open that copy, or add another on purpose", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, null);
  const mine = await addViaApi(page, baseURL!, { catalogSlug: "the-witcher-3-wild-hunt", platform: "PC", status: "COMPLETED" });
  const games = new GamesPage(page);
  await games.goto();
  await expect(games.cards).toHaveCount(1);
  const add = new GameFormDialog(page, "Add New Game");
  const addWitcherOnPc = async () => {
    await games.addGame.click();
    await add.titleSearch.fill("witcher 3");
    await add.option(new RegExp(WITCHER)).click();
    await expect(add.field("Developer")).toHaveValue("CD Projekt Red");
    await add.platform.fill("pc");
    await add.option("PC", { exact: true }).click();
    await add.submit.click();
  };

  // the same catalog game on the same platform: the dialog asks before saving anything
  await addWitcherOnPc();
  await expect(add.copyAlert).toHaveText(/You already have The Witcher 3: Wild Hunt on PC \(Completed\)\./);
  await expect(add.openCopy).toBeFocused();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "add dialog asking about a second copy");
  await shot(page, "dialog-second-copy");

  // 'Open it' goes to the copy the library has
  await add.openCopy.click();
  await expect(add.root).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/game/${mine.slug}$`));
  expect(await getJson<LibraryGameSummary[]>(page, "/api/games")).toHaveLength(1);

  // 'Add another copy' keeps both (a physical and a digital copy, say)
  await games.goto();
  await addWitcherOnPc();
  await add.addAnotherCopy.click();
  await expect(add.root).toBeHidden();
  await expect(games.cards).toHaveCount(2);
  expect((await getJson<LibraryGameSummary[]>(page, "/api/games")).map((g) => [g.platform, g.catalogSlug])).toEqual([
    ["PC", "the-witcher-3-wild-hunt"],
    ["PC", "the-witcher-3-wild-hunt"],
  ]);
  expect(consoleErrors).toEqual([]);
});

test(
  "card and date states: long titles, nothing rated, the current story's dates, date order and future dates",
  BOTH_WIDTHS,
  async ({ page, baseURL, consoleErrors }) => {
    test.setTimeout(120_000);
    await signUpViaApi(page, null);
    const found = await getJson<{ results: CatalogSearchResult[] }>(page, "/api/catalog/search?q=witcher%203");
    const witcher = found.results[0]!;
    await addViaApi(page, baseURL!, { catalogSlug: witcher.slug, platform: "Nintendo Switch", status: "BACKLOG" });
    await addViaApi(page, baseURL!, { title: LONG, platform: "PC", status: "BACKLOG" });
    const story = await addViaApi(page, baseURL!, {
      title: "Moved On",
      platform: "PC",
      status: "COMPLETED",
      startDate: "2025-01-02",
      completedDate: "2025-01-10",
    });
    const put = await page.request.put(`/api/games/${story.id}`, { data: { status: "ABANDONED", abandonedDate: "2025-01-20" }, headers: { Origin: baseURL! } });
    expect(put.status()).toBe(200);

    const games = new GamesPage(page);
    await games.goto();
    await expect(games.cards).toHaveCount(3);
    await expect(games.stat("Avg Rating")).toHaveText("—No ratings yet");

    // a very long title wraps beside the ⋮ button, never under it
    const long = games.card(LONG);
    const title = await long.heading.boundingBox();
    const menu = await long.menuButton.boundingBox();
    expect(title && menu).toBeTruthy();
    expect(title!.x + title!.width).toBeLessThanOrEqual(menu!.x + 0.5);
    expect(await long.heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, "cards: long title, catalog cover on the copy's platform, nothing rated");
    await shot(page, "games-card-states");

    // the page of a game moved from Completed to Abandoned: Started and Abandoned, not Completed
    const game = new GamePage(page, story.slug);
    await game.goto();
    await expect(game.region("Status")).toContainText("Started");
    await expect(game.region("Status")).toContainText("Abandoned");
    await expect(game.region("Status")).not.toContainText("Completed");
    // one wording for a missing critic score
    await expect(game.region("Game Statistics")).toContainText("No critic score");
    await expect(game.region("Metacritic")).toContainText("No critic score");
    await expect(page.getByText("Not rated", { exact: true })).toHaveCount(1); // the player's own rating, not a critic's
    await expectNoAxeViolations(page, "an abandoned game's page");
    await shot(page, "game-story-dates");

    // the form: a completion before the start is refused on the field, a future date is only a warning
    await game.edit.click();
    const edit = new GameFormDialog(page, "Edit Game");
    await edit.field("Status").selectOption("COMPLETED");
    await edit.field("Start Date").fill("2025-01-15");
    await edit.field("Completion Date").fill("2025-01-10");
    await edit.submit.click();
    const completion = edit.field("Completion Date");
    await expect(completion).toHaveAttribute("aria-invalid", "true");
    await expect(edit.root.getByText("The completion date cannot be before the start date")).toBeVisible();
    const nextYear = `${Number(BROWSER_TODAY.slice(0, 4)) + 1}${BROWSER_TODAY.slice(4)}`;
    await completion.fill(nextYear);
    await expect(edit.root.getByText("This date is in the future")).toBeVisible();
    await expectNoAxeViolations(page, "edit dialog with a future completion date");
    await shot(page, "dialog-future-date");
    await edit.submit.click();
    await expect(edit.root).toBeHidden();
    expect((await getJson<LibraryGameDto>(page, `/api/games/${story.id}`)).completedDate).toBe(nextYear);
    // Switching to Completed looks up achievements: a title the look-up does not know is a 404 answer.
    expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  },
);
