// The frame around the screens: theme and accent, settings, and navigation at both widths.
import type { PublicUser } from "@savepoint/common";
import { BOTH_WIDTHS, expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, isPhone, ONE_WIDTH, shot, signUpViaApi, test } from "./fixtures.ts";
import { LoginPage } from "./pages/auth.ts";
import { GamesPage } from "./pages/games.ts";
import { LandingPage } from "./pages/landing.ts";
import { SettingsPage } from "./pages/settings.ts";
import { AppShell } from "./pages/shell.ts";

test("dark by default; the theme toggle persists across reloads", BOTH_WIDTHS, async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  // index.html's two theme colours (the system's light and dark) both follow the mode chosen
  const themeColors = page.locator('meta[name="theme-color"]');
  await expect(themeColors).toHaveCount(2);
  for (const meta of await themeColors.all()) await expect(meta).toHaveAttribute("content", "#0f172a");
  await expect(landing.themeToggle).toHaveAccessibleName("Switch to light mode");
  await landing.themeToggle.click();
  await expect(html).toHaveClass(/light/);
  for (const meta of await themeColors.all()) await expect(meta).toHaveAttribute("content", "#ffffff");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await page.reload();
  await expect(html).toHaveClass(/light/);
  await expectNoAxeViolations(page, "landing (light)");
  await expect(landing.themeToggle).toHaveAccessibleName("Switch to dark mode");
  await landing.themeToggle.click();
  await expect(html).toHaveClass(/dark/);
});

test("a player who asks for less motion gets none; everyone else keeps the easing", ONE_WIDTH, async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const easing = () => landing.startJourney.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
  // the suite browses with reduced motion (playwright.config.ts)
  expect(await easing()).toBeLessThan(0.001);
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await easing()).toBeGreaterThanOrEqual(0.1);
});

test("settings: mode and accent persist across reload and are saved to the account", async ({ page, consoleErrors }) => {
  await signUpViaApi(page, "/settings");
  const settings = new SettingsPage(page);
  await expect(settings.heading).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "settings (dark)");
  await settings.mode("Light").click();
  await expect(page.locator("html")).toHaveClass(/light/);
  await settings.accent("Amber").click();
  await expect(settings.status("Accent colour saved")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-accent", "amber");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/light/);
  await expect(page.locator("html")).toHaveAttribute("data-accent", "amber");
  await expect(settings.accent("Amber")).toBeChecked();
  expect(await getJson<PublicUser>(page, "/api/auth/me")).toMatchObject({ accountColor: "amber", theme: "light" });
  await expectNoAxeViolations(page, "settings (light)");
  expect(consoleErrors).toEqual([]);
});

test("the mode follows the account: the header toggle saves it and signing in elsewhere applies it", ONE_WIDTH, async ({ page, consoleErrors }) => {
  const u = await signUpViaApi(page, "/");
  const shell = new AppShell(page);
  const html = page.locator("html");
  await expect(new GamesPage(page).heading).toBeVisible();
  await expect(html).toHaveClass(/dark/);
  await shell.themeToggle.click();
  await expect(html).toHaveClass(/light/);
  await expect.poll(async () => (await getJson<PublicUser>(page, "/api/auth/me")).theme).toBe("light");

  // another device: no session, its own mode still dark
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem("theme", "dark");
  });
  const login = new LoginPage(page);
  await login.goto();
  await expect(html).toHaveClass(/dark/);
  await login.signIn(u.email, u.password);
  await expect(new GamesPage(page).heading).toBeVisible();
  await expect(html).toHaveClass(/light/);
  await expectNoAxeViolations(page, "games page (light, from the account)");
  expect(consoleErrors).toEqual([]);
});

test("an unknown stored accent resets to indigo", ONE_WIDTH, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("colorTheme", "chartreuse"));
  await new LandingPage(page).goto();
  await expect(page.locator("html")).toHaveAttribute("data-accent", "indigo");
  expect(await page.evaluate(() => localStorage.getItem("colorTheme"))).toBe("indigo");
});

test("navigation: desktop links or the mobile menu with the active link highlighted", BOTH_WIDTHS, async ({ page }) => {
  await signUpViaApi(page, "/settings");
  const shell = new AppShell(page);
  await expectNoHorizontalScroll(page);
  if (isPhone(page)) {
    await expect(shell.mainNav).toBeHidden();
    await shell.mobileMenuButton.click();
    await expect(shell.mobileNav).toBeVisible();
    await expectNoAxeViolations(page, "mobile menu");
    await shot(page, "mobile-menu", "viewport");
    await shell.mobileNav.getByRole("link", { name: "Dashboard" }).click();
    await expect(new GamesPage(page).heading).toBeVisible();
    await shell.mobileMenuButton.click();
    await expect(shell.mobileNav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expectNoHorizontalScroll(page);
  } else {
    await expect(shell.mainNav).toBeVisible();
    await expect(shell.mobileMenuButton).toBeHidden();
    await shell.mainNav.getByRole("link", { name: "Dashboard" }).click();
    await expect(shell.mainNav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  }
  // the user menu: who is signed in, their pages and Sign Out
  if (isPhone(page)) {
    await shell.mobileMenuButton.click();
    await expect(shell.mobileNav).toBeHidden();
  }
  await shell.openUserMenu();
  await expect(shell.userMenu).toBeVisible();
  await expect(shell.menuItem("Sign Out")).toBeVisible();
  await expect(shell.userMenu.getByText(/@/)).toBeVisible();
  await expectNoAxeViolations(page, "user menu");
  await shot(page, "user-menu", "viewport");
  await shell.menuItem("Settings").click();
  await expect(page).toHaveURL(/\/settings$/);
});
