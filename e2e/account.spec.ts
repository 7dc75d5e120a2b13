// Settings → Account, Security and deleting the account: change the password and sign in with the
// new one, see the devices signed in and sign one out, delete the account and be signed out.
import type { AccountSessionsDto } from "@savepoint/common";
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, resendOnReset, shot, signUpViaApi, test } from "./fixtures.ts";
import { LoginPage } from "./pages/auth.ts";
import { LandingPage } from "./pages/landing.ts";
import { SettingsPage } from "./pages/settings.ts";
import { AppShell } from "./pages/shell.ts";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test("changes the password, then signs in with the new one and not the old", async ({ page, consoleErrors }) => {
  const user = await signUpViaApi(page, "/settings");
  const settings = new SettingsPage(page);
  await expect(settings.region("Account")).toContainText(user.email);
  await expect(settings.region("Account")).toContainText("Member since");
  await expectNoAxeViolations(page, "settings with account and security");
  await expectNoHorizontalScroll(page);

  await settings.changePassword("not my password", "a brand new passphrase");
  await expect(page.getByText("That is not your current password")).toBeVisible();
  await settings.changePassword(user.password, "a brand new passphrase");
  await expect(settings.status("Password changed.")).toBeVisible();

  const shell = new AppShell(page);
  await shell.openUserMenu();
  await shell.menuItem("Sign Out").click();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  await expect(login.alert).toHaveText("Invalid email or password");
  await login.signIn(user.email, "a brand new passphrase");
  await expect(page).toHaveURL("/");
  await expect(shell.userMenuButton).toBeVisible();
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]); // the wrong password's 400 is the answer
});

test("lists the devices signed in and signs another one out", async ({ page, browser, baseURL, consoleErrors }) => {
  const user = await signUpViaApi(page, null);
  // The same account on a phone: another browser with its own cookies.
  const phone = await browser.newContext({ baseURL, userAgent: IPHONE });
  resendOnReset(phone.request);
  try {
    const res = await phone.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
    expect(res.status()).toBe(200);

    const settings = new SettingsPage(page);
    await settings.goto();
    await expect(settings.sessions.getByRole("listitem")).toHaveCount(2);
    await expect(settings.sessions.getByRole("listitem").filter({ hasText: "This device" })).toContainText("Chrome");
    await expect(settings.sessions.getByRole("listitem").filter({ hasText: "Safari on iPhone" })).toContainText("Last seen");
    await expectNoAxeViolations(page, "the sessions list");
    await settings.mode("Light").click();
    await expectNoAxeViolations(page, "the sessions list, light mode");
    await shot(page, "settings");
    await expectNoHorizontalScroll(page);

    await settings.signOutSession("Safari on iPhone").click();
    await expect(settings.sessions.getByRole("listitem")).toHaveCount(1);
    await expect(settings.signOutEverywhereElse).toBeDisabled();
    expect((await phone.request.get("/api/auth/me")).status()).toBe(401);
    // this device is still signed in
    const mine = await getJson<AccountSessionsDto>(page, "/api/account/sessions");
    expect(mine.sessions.map((s) => s.current)).toEqual([true]);
  } finally {
    await phone.close();
  }
  expect(consoleErrors).toEqual([]);
});

test("deletes the account after the password, and signs out to the landing page", async ({ page, consoleErrors }) => {
  const user = await signUpViaApi(page, "/settings");
  const settings = new SettingsPage(page);
  await settings.deleteAccount.click();
  const dialog = settings.deleteDialog();
  await expect(dialog.root).toContainText("This cannot be undone.");
  await expect(dialog.root).toContainText("signed out on every device");
  await expectNoAxeViolations(page, "the delete account dialog");
  await shot(page, "dialog-delete-account");
  await dialog.password.fill("not my password");
  await dialog.confirm.click();
  await expect(dialog.root.getByText("That is not your current password")).toBeVisible();
  await dialog.password.fill(user.password);
  await dialog.confirm.click();

  await expect(page).toHaveURL("/");
  await expect(new LandingPage(page).heading).toBeVisible();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(user.email, user.password);
  await expect(login.alert).toHaveText("Invalid email or password");
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]); // the wrong password's 400 is the answer
});
