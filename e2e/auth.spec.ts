// Signed-out journeys: the landing page, sign-up, sign-in, sign-out and deep links.
import type { InstanceStats } from "@savepoint/common";
import { createSignedOutUser, expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, isPhone, newUser, signUpViaApi, test } from "./fixtures.ts";
import { LoginPage, RegisterPage } from "./pages/auth.ts";
import { GamesPage } from "./pages/games.ts";
import { LandingPage } from "./pages/landing.ts";
import { AppShell } from "./pages/shell.ts";

test("landing shows this instance's real numbers and leads to sign-in and sign-up", async ({ page, consoleErrors }) => {
  const stats = await getJson<InstanceStats>(page, "/api/instance/stats");
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.heading).toBeVisible();
  await expect(landing.stat("Players")).toBeVisible();
  await expect(landing.stat("Players")).toHaveText(new Intl.NumberFormat("en-US").format(stats.users));
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "landing");
  await landing.startJourney.click();
  await expect(page).toHaveURL(/\/login$/);
  await landing.goto();
  await landing.getStarted.click();
  await expect(page).toHaveURL(/\/register$/);
  expect(consoleErrors).toEqual([]);
});

test("register through the form signs in on /", async ({ page, consoleErrors }) => {
  const u = newUser();
  const register = new RegisterPage(page);
  await register.goto();
  await expect(register.heading).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "register");
  await register.fill(u);
  await register.colour("Emerald").click();
  await register.submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(new GamesPage(page).heading).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-accent", "emerald");
  // the token never reaches script-readable storage
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/eyJ/);
  expect(await page.evaluate(() => document.cookie)).not.toContain("sp_session");
  await expectNoAxeViolations(page, "home");
  expect(consoleErrors).toEqual([]);
});

test("mismatched passwords say so and make no call", async ({ page }) => {
  const register = new RegisterPage(page);
  await register.goto();
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/register")) calls += 1;
  });
  await register.fill(newUser(), { password: "abcdef", confirmPassword: "abcdeg" });
  await register.submit.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  expect(calls).toBe(0);
});

test("a wrong password shows 'Invalid email or password'; the right one signs in", async ({ page, consoleErrors }) => {
  const u = await createSignedOutUser(page);
  const login = new LoginPage(page);
  await login.goto();
  await expectNoAxeViolations(page, "login");
  await login.signIn(u.email, "wrong-password");
  await expect(login.alert).toHaveText("Invalid email or password");
  await login.showPassword.click();
  await expect(login.password).toHaveAttribute("type", "text");
  await login.password.fill(u.password);
  await login.submit.click();
  await expect(new GamesPage(page).heading).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("sign in works by keyboard alone", async ({ page }) => {
  const u = await createSignedOutUser(page);
  const login = new LoginPage(page);
  await login.goto();
  await login.email.focus();
  await page.keyboard.type(u.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(u.password);
  await page.keyboard.press("Enter");
  await expect(new GamesPage(page).heading).toBeVisible();
});

test("sign out from the user menu returns to the landing page, and the session is revoked", async ({ page }) => {
  await signUpViaApi(page);
  const shell = new AppShell(page);
  const landing = new LandingPage(page);
  await expect(new GamesPage(page).heading).toBeVisible();
  await shell.openUserMenu();
  await expect(shell.menuItem("Settings")).toBeVisible();
  await shell.menuItem("Sign Out").click();
  await expect(landing.startJourney).toBeVisible();
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(401);
  await page.reload();
  await expect(landing.startJourney).toBeVisible();
});

test("a signed-out deep link lands on /", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(new LandingPage(page).startJourney).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("the user menu shows initials, name and email", async ({ page }) => {
  const u = await signUpViaApi(page);
  const shell = new AppShell(page);
  await shell.openUserMenu();
  await expect(shell.userMenu).toContainText(`${u.firstName} ${u.lastName}`);
  await expect(shell.userMenu).toContainText(u.email);
  await expect(shell.userMenuButton).toContainText("SR");
  await page.keyboard.press("Escape");
  if (isPhone(page)) await expectNoHorizontalScroll(page);
});
