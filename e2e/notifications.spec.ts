// Notifications: B follows A; A sees the count in the header's bell, opens the inbox, reads "B followed
// you" (linking B's profile) and the count goes back to none; then A switches new followers off in
// Settings, and a new follow of B's tells A nothing.
import type { NotificationSettings, UnreadNotifications } from "@savepoint/common";
import { addAccount, expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, sendJson, shot, switchAccount, test } from "./fixtures.ts";
import { NotificationsPageModel } from "./pages/notifications.ts";

test("a new follower shows in the header's count and the inbox, and can be switched off", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  const origin = baseURL!;
  const a = await addAccount(page);
  const b = await addAccount(page);
  await sendJson(page, origin, "put", "/api/profile", { firstName: "Bea", lastName: "Player", username: b.user.username, bio: null });
  await sendJson(page, origin, "post", `/api/users/${a.user.username}/follow`, {});

  // --- A sees the count, opens the inbox, and the count is read --------------------------------------
  await switchAccount(page, a.cookies);
  const inbox = new NotificationsPageModel(page);
  await page.goto("/");
  await expect(inbox.bell).toHaveAccessibleName("Notifications, 1 unread");
  await inbox.bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(inbox.heading).toBeVisible();
  await expect(inbox.list.getByRole("link", { name: "Bea Player followed you." })).toHaveAttribute("href", `/u/${b.user.username}`);
  await expect(inbox.bell).toHaveAccessibleName("Notifications");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "the inbox with one new follower");
  await shot(page, "notifications");

  // --- A switches new followers off; B's next follow tells A nothing -----------------------------------
  await page.goto("/settings");
  await expect(inbox.switch("Someone follows me")).toBeChecked();
  await inbox.switch("Someone follows me").uncheck();
  await expect(inbox.settings.getByRole("status")).toHaveText("Notification settings saved.");
  await expect(inbox.switch("Someone follows me")).not.toBeChecked();
  await expectNoAxeViolations(page, "Settings with Notifications");
  await shot(page, "notification-settings", inbox.settings);
  expect((await getJson<NotificationSettings>(page, "/api/notifications/settings")).new_follower).toBe(false);

  await switchAccount(page, b.cookies);
  await sendJson(page, origin, "delete", `/api/users/${a.user.username}/follow`, {});
  await sendJson(page, origin, "post", `/api/users/${a.user.username}/follow`, {});
  await switchAccount(page, a.cookies);
  expect(await getJson<UnreadNotifications>(page, "/api/notifications/unread-count")).toEqual({ unread: 0 });
  expect(consoleErrors).toEqual([]);
});
