// The embedded catalog through the real server: offline search with covers the browser can draw.
import type { CatalogSearchResult, InstanceStats } from "@savepoint/common";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, ONE_WIDTH, shot, signUpViaApi, test } from "./fixtures.ts";
import { GameFormDialog } from "./pages/game-form.ts";
import { LandingPage } from "./pages/landing.ts";

const QUERIES: [string, RegExp][] = [
  ["witcher", /Witcher/],
  ["final fantasy 7", /^Final Fantasy VII$/],
  ["mario", /^Super Mario /],
  ["zelda", /^The Legend of Zelda/],
  ["resident evil", /^Resident Evil$/],
  ["pokemon", /Pokémon/],
  ["sonic the hedgehog", /^Sonic the Hedgehog$/i],
];

/** The natural width of each image once loaded in the page (0 when it fails to load). */
function imageWidths(urls: string[]) {
  return Promise.all(
    urls.map(
      (u) =>
        new Promise<number>((resolve) => {
          const img = new Image();
          img.onload = () => resolve(img.naturalWidth);
          img.onerror = () => resolve(0);
          img.src = u;
        }),
    ),
  );
}

test("catalog search answers offline with covers that load in the browser", async ({ page }) => {
  await signUpViaApi(page);
  for (const [q, first] of QUERIES) {
    const { results } = await getJson<{ results: CatalogSearchResult[] }>(page, `/api/catalog/search?q=${encodeURIComponent(q)}`);
    expect(results.length, q).toBeGreaterThan(0);
    expect(results[0]!.title, q).toMatch(first);
    expect(results.every((r) => r.platforms.length <= 3)).toBe(true);
    // each cover is same-origin and renders as an image
    const sizes = await page.evaluate(
      imageWidths,
      results.slice(0, 5).map((r) => r.imageUrl),
    );
    expect(
      sizes.every((w) => w > 0),
      `covers for ${q}: ${sizes.join(",")}`,
    ).toBe(true);
  }
});

test("the landing page counts the embedded catalog", ONE_WIDTH, async ({ page }) => {
  const stats = await getJson<InstanceStats>(page, "/api/instance/stats");
  expect(stats.catalogGames).toBeGreaterThan(70_000);
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.stat("Games in the catalog")).toHaveText(new Intl.NumberFormat("en-US").format(stats.catalogGames));
});

test("the add dialog's search: too short, exact short titles, nothing found, and no result highlighted until ↓", async ({ page, consoleErrors }) => {
  await signUpViaApi(page, "/games/add");
  const add = new GameFormDialog(page, "Add New Game");
  await expect(add.root).toBeVisible();

  // One character: a hint, no search. Two: exact titles only ("Ys").
  await add.titleSearch.pressSequentially("y");
  await expect(add.searchStatus).toHaveText("Type at least 3 characters");
  await expectNoAxeViolations(page, "add dialog, query too short");
  await add.titleSearch.pressSequentially("s");
  await page.clock.runFor(1_000);
  await expect(add.option(/^Ys\b/).first()).toBeVisible();
  await expect(add.options.filter({ hasNotText: /^Ys/ })).toHaveCount(0);

  // Nothing found: the open combobox still names its (empty) list, so axe passes.
  await add.titleSearch.fill("qqxqzzvw");
  await page.clock.runFor(1_000);
  await expect(add.searchStatus).toContainText("No games found");
  await expect(add.titleSearch).toHaveAttribute("aria-controls", /.+/);
  await expectNoAxeViolations(page, "add dialog, no games found");

  // Results: none highlighted; ↓ highlights the first, Enter picks it.
  await add.titleSearch.fill("final fantasy 7");
  await page.clock.runFor(1_000);
  const first = add.options.first();
  await expect(first).toContainText("Final Fantasy VII");
  await expect(first).toContainText("1997");
  await expect(first).not.toHaveClass(/bg-accent-100/);
  await add.titleSearch.press("ArrowDown");
  await expect(first).toHaveClass(/bg-accent-100/);
  await add.titleSearch.press("Enter");
  await expect(add.titleSearch).toHaveValue("Final Fantasy VII");
  await expect(add.field("Release Year")).toHaveValue("1997");

  // A long title takes two lines at phone width instead of being cut.
  await add.titleSearch.fill("the legend of zelda ocarina");
  await page.clock.runFor(1_000);
  const ocarina = add.option(/Ocarina of Time/).first();
  await expect(ocarina).toBeVisible();
  await expect(ocarina.getByText("The Legend of Zelda: Ocarina of Time", { exact: true })).toHaveCSS("-webkit-line-clamp", "2");
  await expectNoHorizontalScroll(page);
  await shot(page, "dialog-search-results");
  expect(consoleErrors).toEqual([]);
});
