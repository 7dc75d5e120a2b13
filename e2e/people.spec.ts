// People, at desktop width and at 360 px, with three accounts: one follows another from the user
// search and sees them under Following while they see the follower under Followers; after both rate
// the same three catalog games the profile shows their taste match; a profile edit survives a reload;
// a profile made private shows a third account only the name and 'This profile is private'.
import type { Page } from "@playwright/test";
import type { LibraryGameDto, MyProfile, PrivacySettings } from "@savepoint/common";
import {
  addAccount,
  expect,
  getJson,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  sendJson,
  test,
  switchAccount,
  type TestUser,
  shot,
} from "./fixtures.ts";
import { AppShell } from "./pages/shell.ts";
import { FriendsPageModel, PrivacySettingsModel, ProfilePageModel, UserProfileModel } from "./pages/people.ts";

/** Catalog games both rate: mine and theirs, 1–10. Differences 0, 1 and 6 agree by 1, 8/9 and 3/9: 74%. */
const SHARED = [
  { slug: "celeste", mine: 9, theirs: 9 },
  { slug: "hollow-knight", mine: 8, theirs: 7 },
  { slug: "stardew-valley", mine: 3, theirs: 9 },
] as const;

/** Renames the signed-in account (newUser() names everyone Sam Rivera) so people can tell them apart. */
async function rename(page: Page, origin: string, user: TestUser, firstName: string, lastName: string) {
  await sendJson<MyProfile>(page, origin, "put", "/api/profile", { firstName, lastName, username: user.username, bio: null });
  return `${firstName} ${lastName}`;
}

async function rateShared(page: Page, origin: string, side: "mine" | "theirs") {
  for (const game of SHARED) {
    await sendJson<LibraryGameDto>(
      page,
      origin,
      "post",
      "/api/games",
      { catalogSlug: game.slug, platform: "PC", status: "COMPLETED", rating: game[side] },
      201,
    );
  }
}

test("follow someone from the search, see both sides of it, and read the taste match on their profile", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(120_000);
  const origin = baseURL!;

  const b = await addAccount(page);
  const bName = await rename(page, origin, b.user, "Bea", "Player");
  await rateShared(page, origin, "theirs");

  const a = await addAccount(page);
  const aName = await rename(page, origin, a.user, "Ari", "Follower");
  await rateShared(page, origin, "mine");

  // --- A finds B by username and follows them ------------------------------------------------------
  const friends = new FriendsPageModel(page);
  await page.goto("/");
  const shell = new AppShell(page);
  await shell.openUserMenu();
  await shell.menuItem("Friends").click();
  await expect(page).toHaveURL(/\/friends$/);
  await expect(friends.heading).toBeVisible();
  await expect(page.getByText(/You are not following anyone yet/)).toBeVisible();
  await friends.search.fill(b.user.username);
  await expect(friends.results.getByRole("link", { name: bName })).toHaveAttribute("href", `/u/${b.user.username}`);
  await friends.results.getByRole("button", { name: `Follow ${bName}`, exact: true }).click();
  await expect(friends.results.getByRole("button", { name: `Unfollow ${bName}`, exact: true })).toBeVisible();
  await expect(friends.following.getByRole("link", { name: bName })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Friends with a search and one followed person");
  await shot(page, "friends");

  // --- B sees A under Followers ------------------------------------------------------------------------
  await switchAccount(page, b.cookies);
  await friends.goto();
  await friends.tab("Followers").click();
  await expect(friends.followers.getByRole("link", { name: aName })).toHaveAttribute("href", `/u/${a.user.username}`);
  await expect(friends.followers).toContainText("Follows you");
  await expectNoAxeViolations(page, "Friends, Followers tab");

  // --- A visits B's profile: the taste match over the three shared games ------------------------------
  await switchAccount(page, a.cookies);
  const profile = new UserProfileModel(page, b.user.username);
  await profile.goto();
  await expect(profile.heading(bName)).toBeVisible();
  await expect(page.getByText("1 follower · 0 following")).toBeVisible();
  await expect(profile.tasteMatch).toHaveAccessibleName("74% taste match");
  await expect(profile.tasteMatch).toContainText("From 3 games you both rated.");
  await expect(profile.tasteMatch.getByRole("heading", { name: "You agree on" })).toBeVisible();
  await expect(profile.tasteMatch.getByRole("heading", { name: "You disagree on" })).toBeVisible();
  await expect(profile.tasteMatch).toContainText("You 3/10 · Them 9/10");
  await expect(page.getByRole("button", { name: `Unfollow ${bName}`, exact: true })).toBeVisible();
  await expect(profile.region("Recent Completions").getByRole("link")).toHaveCount(3);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "a followed user's profile with a taste match");
  await shot(page, "user-profile");

  // --- the same screens in light mode ----------------------------------------------------------------
  await sendJson(page, origin, "put", "/api/auth/theme", { theme: "light" });
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/); // the theme class has no role
  await expect(profile.tasteMatch).toBeVisible();
  await expectNoAxeViolations(page, "a user's profile (light)");
  await friends.goto();
  await expect(friends.following.getByRole("link", { name: bName })).toBeVisible();
  await expectNoAxeViolations(page, "Friends (light)");
  await shot(page, "friends-light");
  expect(consoleErrors).toEqual([]);
});

test("edit my profile and read it back after a reload; go private and another account sees only the name", async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const c = await addAccount(page);
  const a = await addAccount(page);

  // --- A edits the profile --------------------------------------------------------------------------
  const mine = new ProfilePageModel(page);
  await page.goto("/");
  const shell = new AppShell(page);
  await shell.openUserMenu();
  await shell.menuItem("Profile").click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(mine.heading("Sam Rivera")).toBeVisible();
  await expect(mine.region("About")).toContainText("No bio yet...");
  await expect(page.getByText(a.user.email).first()).toBeVisible();
  await expectNoAxeViolations(page, "my profile");
  await mine.edit.click();
  await mine.field("First name").fill("Robin");
  await mine.field("Bio").fill("Metroidvanias, slowly.");
  await expect(mine.form).toContainText("22/500");
  await expectNoAxeViolations(page, "my profile, editing");
  await shot(page, "profile-edit");
  await mine.save.click();
  await expect(mine.form).toBeHidden();
  await expect(shell.userMenuButton).toContainText("RR"); // the header follows the new name
  await page.reload();
  await expect(mine.heading("Robin Rivera")).toBeVisible();
  await expect(mine.region("About")).toContainText("Metroidvanias, slowly.");
  await expectNoHorizontalScroll(page);
  await shot(page, "profile");

  // --- A goes private -------------------------------------------------------------------------------
  const privacy = new PrivacySettingsModel(page);
  await privacy.goto();
  await expect(privacy.visibility("Public")).toBeChecked();
  await privacy.visibility("Private").check();
  await privacy.save.click();
  await expect(privacy.saved).toBeVisible();
  await expectNoAxeViolations(page, "Settings with Privacy");
  const saved = await getJson<PrivacySettings>(page, "/api/profile/privacy");
  expect(saved.profileVisibility).toBe("PRIVATE");

  // --- C visits A's profile -------------------------------------------------------------------------
  await switchAccount(page, c.cookies);
  const theirs = new UserProfileModel(page, a.user.username);
  await theirs.goto();
  await expect(theirs.heading("Robin Rivera")).toBeVisible();
  await expect(theirs.privateNotice).toBeVisible();
  await expect(page.getByText("Metroidvanias, slowly.")).toHaveCount(0);
  await expect(theirs.region("Gaming Stats")).toHaveCount(0);
  await expect(page.getByText(/followers/)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "a private profile");
  await shot(page, "private-profile");
  expect(consoleErrors).toEqual([]);
});
