// Game Recommendations at desktop width and at 360 px. A player with five rated catalog games (added
// through the API) finds the screen from the header, reads the picks and their reasons, adds one to
// the backlog (the success dialog; the game leaves the list and joins the library), hides one and
// brings it back, opens Similar, Trending and Underrated, and refreshes everything. A newcomer with
// an empty library sees the empty states and their buttons.
import type { LibraryGameDto, LibraryGameSummary } from "@savepoint/common";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, isPhone, sendJson, signUpViaApi, test, shot } from "./fixtures.ts";
import { RecommendationsPageModel } from "./pages/recommendations.ts";
import { AppShell } from "./pages/shell.ts";

const LIBRARY = [
  { catalogSlug: "dark-souls", rating: 10, status: "COMPLETED" },
  { catalogSlug: "bloodborne", rating: 10, status: "COMPLETED" },
  { catalogSlug: "hollow-knight", rating: 9, status: "COMPLETED" },
  { catalogSlug: "sekiro-shadows-die-twice", rating: 9, status: "COMPLETED" },
  { catalogSlug: "elden-ring", rating: 10, status: "IN_PROGRESS" },
];

test("a player with rated games adds a recommendation to the backlog, hides one with undo, and browses every tab", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, null);
  for (const game of LIBRARY) await sendJson<LibraryGameDto>(page, baseURL!, "post", "/api/games", { ...game, platform: "PC" }, 201);

  // --- From the header to the screen: For you, the top genres and the profile ------------------------
  await page.goto("/");
  await new AppShell(page).navigate("Recommendations");
  await expect(page).toHaveURL(/\/recommendations$/);
  const reco = new RecommendationsPageModel(page);
  await expect(reco.heading).toBeVisible();
  await expect(reco.tab("All Recommendations")).toHaveAttribute("aria-selected", "true");
  // The first list on a worker's server waits while the recommender reads the whole catalog (seconds of CPU, once per server).
  await expect(reco.cards.first()).toBeVisible({ timeout: 60_000 });
  const forYou = await reco.cards.count();
  expect(forYou).toBeGreaterThanOrEqual(3);
  expect(forYou).toBeLessThanOrEqual(12);
  await expect(reco.tab("All Recommendations")).toHaveAccessibleName(`All Recommendations ${forYou}`);
  await expect(reco.tab("Similar to Your Games")).toHaveAccessibleName("Similar to Your Games"); // not loaded yet
  const first = reco.cards.first();
  await expect(first.getByText(/^\d{1,3}% Match$/).filter({ visible: true })).toBeVisible();
  await expect(first.getByRole("button", { name: "Add to Backlog" })).toBeVisible();
  await expect(first.locator("img")).toHaveAttribute("src", /^\/api\//); // our own server's cover, never a third party's
  // The list reads by the match its cards show.
  const matches = await reco.shownMatches();
  expect(matches).toHaveLength(forYou);
  expect(matches).toEqual([...matches].sort((a, b) => b - a));
  await expect(reco.topGenres.first()).toBeVisible();
  await expect(reco.profileValue("Average Rating")).toHaveText("9.6/10");
  await expect(reco.profileValue("Preferred Platforms")).toContainText("PC");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Recommendations, For you (dark)");
  await shot(page, "for-you");
  await new AppShell(page).themeToggle.click();
  await expectNoAxeViolations(page, "Recommendations, For you (light)");
  await shot(page, "for-you-light");

  // --- Add to Backlog: the success dialog, the game leaves the list and joins the library as Backlog ----
  const added = await reco.titleOf(first);
  const addedKey = await reco.keyOf(first);
  await reco.addToBacklog(first).click();
  await expect(reco.successDialog).toBeVisible();
  await expectNoAxeViolations(page, "Recommendations, success dialog");
  await shot(page, "added");
  await reco.successDialog.getByRole("button", { name: "Continue Browsing" }).click();
  await expect(reco.successDialog).toBeHidden();
  await expect(reco.cardOf(addedKey)).toHaveCount(0);
  const library = await getJson<LibraryGameSummary[]>(page, "/api/games");
  expect(library.find((g) => g.title === added)?.status).toBe("BACKLOG");

  // --- Not interested, Undo, and Not interested again ---------------------------------------------------
  const hidden = await reco.titleOf(reco.cards.first());
  const hiddenKey = await reco.keyOf(reco.cards.first());
  await reco.notInterested(reco.cards.first()).click();
  await expect(reco.hiddenNotice).toContainText(hidden);
  await expect(reco.cardOf(hiddenKey)).toHaveCount(0);
  // the lists reload after a hide; Refresh All is dimmed (disabled) until they are back, and axe must
  // not read it mid-fade (CI: a colour-contrast finding on the button as it eased back to full opacity)
  await expect(reco.refreshAll).toBeEnabled();
  await expectNoAxeViolations(page, "Recommendations, hidden notice");
  await reco.undo.click();
  await expect(reco.cardOf(hiddenKey)).toBeVisible();
  await expect(reco.hiddenNotice).toHaveCount(0);
  await reco.notInterested(reco.cardOf(hiddenKey)).click();
  await expect(reco.cardOf(hiddenKey)).toHaveCount(0);

  // --- Similar: loads when opened, each pick says which of my games it is like -------------------------
  await reco.tab("Similar to Your Games").click();
  await expect(reco.cards.first()).toBeVisible();
  await expect(reco.tab("Similar to Your Games")).toHaveAccessibleName(/^Similar to Your Games \d+$/);
  await expect(reco.cardOf(addedKey)).toHaveCount(0);
  await expect(reco.cardOf(hiddenKey)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Recommendations, Similar");
  await shot(page, "similar");

  // --- Trending and Underrated: cards, or the empty state on a young instance ---------------------------
  for (const name of ["Trending Now", "Underrated"] as const) {
    await reco.tab(name).click();
    await expect(reco.cards.first().or(reco.emptyState("No recommendations found"))).toBeVisible();
    await expect(reco.tab(name)).toHaveAccessibleName(new RegExp(`^${name} \\d+$`));
    await expectNoAxeViolations(page, `Recommendations, ${name}`);
  }
  // Trending offline is the catalog's recent well-rated releases, each with the same match badge as elsewhere.
  await reco.tab("Trending Now").click();
  await expect(reco.cards.first()).toBeVisible();
  await expect(reco.matchBadges).toHaveCount(await reco.cards.count());
  await shot(page, "trending");
  await shot(page, "underrated");

  // --- Refresh All: waits while the lists reload, then shows them again -------------------------------
  await reco.tab("All Recommendations").click();
  await reco.refreshAll.click();
  await expect(reco.refreshAll).toBeEnabled();
  await expect(reco.cards.first()).toBeVisible();
  await expect(reco.cardOf(addedKey)).toHaveCount(0);
  await expect(reco.cardOf(hiddenKey)).toHaveCount(0);

  // --- View Backlog: My Games on its Backlog tab, with the added game ----------------------------------
  const second = await reco.titleOf(reco.cards.first());
  await reco.addToBacklog(reco.cards.first()).click();
  await reco.successDialog.getByRole("button", { name: "View Backlog" }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=backlog$/);
  await expect(page.getByRole("tab", { name: "Backlog 2" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("article", { name: second, exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: added, exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a newcomer with an empty library sees the empty states and their buttons", async ({ page, consoleErrors }) => {
  await signUpViaApi(page, "/recommendations");
  const reco = new RecommendationsPageModel(page);
  await expect(reco.heading).toBeVisible();
  await expect(reco.emptyState("No recommendations found")).toBeVisible({ timeout: 30_000 }); // a fresh server builds its catalog index first
  await expect(page.getByText("Add more games to your library to get personalized recommendations")).toBeVisible();
  await expect(reco.profileValue("Favorite Genres")).toHaveText("No data available");
  await expect(reco.profileValue("Preferred Platforms")).toHaveText("No data available");
  await expect(reco.profileValue("Average Rating")).toHaveText("No ratings yet");
  await expect(reco.topGenres).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Recommendations, empty");
  await shot(page, "empty");

  await reco.tab("Similar to Your Games").click();
  await expect(reco.emptyState("Not enough games for similar recommendations")).toBeVisible();
  await expect(page.getByText("Add at least 3 games to your library...")).toBeVisible();
  await expectNoAxeViolations(page, "Recommendations, Similar, not enough games");
  await reco.panel.getByRole("button", { name: "View Trending Games" }).click();
  await expect(reco.tab("Trending Now")).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?tab=trending$/);
  // Trending works offline: the catalog's recent well-rated releases, with no match badge (no games to match yet).
  await expect(reco.cards.first()).toBeVisible();
  await expect(reco.cards.first().getByRole("button", { name: "Add to Backlog" })).toBeVisible();
  await expect(reco.panel.getByText(/% Match$/)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Recommendations, Trending for a newcomer");
  await shot(page, "trending-newcomer");

  // The header's links (six with Recommendations) fit at the narrowest width that shows them.
  if (!isPhone(page)) {
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(new AppShell(page).mainNav.getByRole("link", { name: "Recommendations" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  }

  await reco.tab("All Recommendations").click();
  await reco.panel.getByRole("link", { name: "Add Your First Game" }).click();
  await expect(page).toHaveURL(/\/games\/add$/);
  await expect(page.getByRole("dialog", { name: "Add New Game" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
