// Blocking, at desktop width and at 360 px: blocking from a profile asks first (Cancel keeps things as
// they were); once blocked the profile reads 'User not found', and Settings → Privacy lists the user
// with Unblock, which brings their profile back.
import type { MyProfile } from "@savepoint/common";
import { addAccount, expect, expectNoAxeViolations, expectNoHorizontalScroll, isPhone, sendJson, shot, test } from "./fixtures.ts";
import { ConfirmDialogModel } from "./pages/confirm.ts";
import { PrivacySettingsModel, UserProfileModel } from "./pages/people.ts";

test("block someone after confirming, find them in Settings, unblock them and see their profile again", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  const them = await addAccount(page);
  await sendJson<MyProfile>(page, origin, "put", "/api/profile", { firstName: "Bex", lastName: "Blocked", username: them.user.username, bio: null });
  await addAccount(page);
  const name = "Bex Blocked";

  // --- the block asks first; Cancel leaves the profile as it was ------------------------------------
  const profile = new UserProfileModel(page, them.user.username);
  await profile.goto();
  await expect(profile.heading(name)).toBeVisible();
  const confirm = new ConfirmDialogModel(page, `Block ${name}?`, "Block");
  await profile.moreActions(name).click();
  await profile.menuItem("Block").click();
  await expect(confirm.root).toBeVisible();
  await expect(confirm.root).toContainText("Settings → Privacy");
  // Headless UI moves focus into a dialog on devices without touch only (the phone keeps its keyboard down).
  if (!isPhone(page)) await expect(confirm.cancel).toBeFocused();
  await expectNoAxeViolations(page, "the block confirmation");
  await shot(page, "dialog-block");
  await confirm.cancel.click();
  await expect(confirm.root).toBeHidden();
  await expect(profile.heading(name)).toBeVisible();

  await profile.moreActions(name).click();
  await profile.menuItem("Block").click();
  await confirm.confirm.click();
  await expect(confirm.root).toBeHidden();
  await expect(profile.notFound).toBeVisible();

  // --- Settings → Privacy lists them; Unblock undoes it ----------------------------------------------
  const privacy = new PrivacySettingsModel(page);
  await privacy.goto();
  await expect(privacy.blocked).toContainText(name);
  await expect(privacy.blocked).toContainText(`@${them.user.username}`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Settings with a blocked user");
  await shot(page, "settings-blocked", privacy.section);
  await privacy.unblock(name).click();
  await expect(privacy.blocked).toContainText("You haven't blocked anyone.");
  await expect(privacy.unblock(name)).toHaveCount(0);

  await profile.goto();
  await expect(profile.heading(name)).toBeVisible();
  await expectNoHorizontalScroll(page);
  // The profile answered 404 while they were blocked ('User not found' is that answer).
  expect(consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
