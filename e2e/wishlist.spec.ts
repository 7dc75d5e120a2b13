// The wishlist (issue 33), at desktop width with phone checkpoints: a player finds a game in the
// wishlist's own search and keeps it there, adds another from its game page, sees both apart from the
// library (empty), moves one to the library in one action (the focus on the sentence saying so, with a
// link to the new game) and removes the other.
import type { LibraryGameSummary, WishlistDto } from "@savepoint/common";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, shot, signUpViaApi, test } from "./fixtures.ts";
import { AppShell } from "./pages/shell.ts";
import { WishlistPageModel } from "./pages/wishlist.ts";

test("keep games on the wishlist from the search and a game page, apart from the library, and move one there", async ({ page, consoleErrors }) => {
  await signUpViaApi(page, "/wishlist");
  const wishlist = new WishlistPageModel(page);
  await expect(wishlist.heading).toBeVisible();
  await expect(wishlist.emptyState).toBeVisible();
  await expectNoAxeViolations(page, "an empty wishlist");

  // --- from the search ------------------------------------------------------------------------------------
  await wishlist.search.fill("celeste");
  await page.clock.runFor(1_000);
  await wishlist.addResult("Celeste").click();
  await expect(wishlist.items).toHaveCount(1);
  await expect(wishlist.items.first()).toContainText("Celeste");
  await expect(page.getByRole("link", { name: "On your wishlist (Celeste)" }).first()).toBeVisible();

  // --- from a catalog game's page -------------------------------------------------------------------------
  await page.goto("/game/hades");
  await page.getByRole("button", { name: "Add to wishlist (Hades)" }).click();
  await expect(page.getByRole("link", { name: "On your wishlist (Hades)" })).toBeVisible();
  await page.getByRole("link", { name: "On your wishlist (Hades)" }).click();
  await expect(wishlist.items).toHaveText([/Hades/, /Celeste/]);
  await expect(page.getByText("2 games on your wishlist.")).toBeVisible();
  expect(await getJson<LibraryGameSummary[]>(page, "/api/games")).toEqual([]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "a wishlist of two games");
  await shot(page, "wishlist");

  // --- move one to the library: one action, a backlog game -----------------------------------------------
  await wishlist.moveToLibrary("Celeste").click();
  await expect(wishlist.outcome).toHaveText("Celeste is in your library now, in the backlog. Open Celeste");
  await expect(wishlist.outcome).toBeFocused();
  await expect(wishlist.items).toHaveText([/Hades/]);
  const library = await getJson<LibraryGameSummary[]>(page, "/api/games");
  expect(library.map((g) => [g.title, g.status])).toEqual([["Celeste", "BACKLOG"]]);
  await expectNoAxeViolations(page, "the wishlist after a move to the library");
  // The other colour mode.
  await new AppShell(page).themeToggle.click();
  await expectNoAxeViolations(page, "the wishlist after a move, in the other colour mode");
  await shot(page, "wishlist-moved-other-mode");

  // --- remove the other: the empty state again ----------------------------------------------------------
  await wishlist.remove("Hades").click();
  await expect(wishlist.outcome).toHaveText("Hades is off your wishlist.");
  await expect(wishlist.emptyState).toBeVisible();
  expect((await getJson<WishlistDto>(page, "/api/wishlist")).items).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
