// Favourite games (issue 32), at desktop width with phone checkpoints: a player chooses three of their
// games in the "Choose favourites" dialog (search, check), moves one with its Move button from the
// keyboard, reads the order back after a reload, and another account sees the same covers in the same
// order on their public profile, each linking to the catalog's page.
import type { LibraryGameDto } from "@savepoint/common";
import { addAccount, expect, expectNoAxeViolations, expectNoHorizontalScroll, sendJson, shot, switchAccount, test } from "./fixtures.ts";
import { FavouritesPickerModel, ProfilePageModel, UserProfileModel } from "./pages/people.ts";

const GAMES = [
  { slug: "celeste", title: "Celeste" },
  { slug: "hollow-knight", title: "Hollow Knight" },
  { slug: "stardew-valley", title: "Stardew Valley" },
  { slug: "hades", title: "Hades" },
] as const;

test("choose favourite games, reorder them by keyboard, and another account sees them in that order", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  const viewer = await addAccount(page);
  const player = await addAccount(page);
  for (const g of GAMES) await sendJson<LibraryGameDto>(page, baseURL!, "post", "/api/games", { catalogSlug: g.slug, platform: "PC" }, 201);

  // --- none yet: the empty state invites a first choice ------------------------------------------------
  const mine = new ProfilePageModel(page);
  await mine.goto();
  await expect(mine.favourites).toContainText("No favourite games yet");

  // --- the picker: search, check three, save -------------------------------------------------------------
  await mine.chooseFavourites.click();
  const picker = new FavouritesPickerModel(page);
  await expect(picker.game("Celeste (PC)")).not.toBeChecked();
  await picker.search.fill("knight");
  await picker.game("Hollow Knight (PC)").check();
  await picker.search.fill("");
  await picker.game("Celeste (PC)").check();
  await picker.game("Stardew Valley (PC)").check();
  await expect(picker.dialog.getByText("3 of 5 chosen")).toBeVisible();
  await expectNoAxeViolations(page, "the Choose favourites dialog with three games chosen");
  await shot(page, "dialog-favourites");
  await picker.save.click();
  await expect(picker.dialog).toBeHidden();
  await expect(mine.favouriteItems).toHaveText([/^Hollow Knight/, /^Celeste/, /^Stardew Valley/]);

  // --- reorder from the keyboard: Stardew Valley one place left ----------------------------------------
  await mine.move("Stardew Valley", "left").focus();
  await page.keyboard.press("Enter");
  await expect(mine.favouriteItems).toHaveText([/^Hollow Knight/, /^Stardew Valley/, /^Celeste/]);
  await expect(mine.favouritesStatus).toHaveText("Stardew Valley moved to position 2 of 3.");
  await expect(mine.move("Stardew Valley", "left")).toBeFocused();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "my profile with three favourite games");
  await shot(page, "profile-favourites");
  await page.reload();
  await expect(mine.favouriteItems).toHaveText([/^Hollow Knight/, /^Stardew Valley/, /^Celeste/]);

  // --- another account: the same order on the public profile, linking to the catalog ---------------------
  await switchAccount(page, viewer.cookies);
  const theirs = new UserProfileModel(page, player.user.username);
  await theirs.goto();
  const showcase = theirs.region("Favourite Games");
  await expect(showcase.getByRole("listitem")).toHaveText([/^Hollow Knight/, /^Stardew Valley/, /^Celeste/]);
  await expect(showcase.getByRole("link", { name: "Stardew Valley" })).toHaveAttribute("href", "/game/stardew-valley");
  await expect(showcase.getByRole("button")).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "a user's profile with their favourite games");
  await shot(page, "user-profile-favourites");
  expect(consoleErrors).toEqual([]);
});
