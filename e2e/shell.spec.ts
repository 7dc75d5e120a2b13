import { expect, expectNoAxeViolations, expectNoHorizontalScroll, isPhone, signUpViaApi, test } from "./fixtures.ts";

test("dark by default; the theme toggle persists across reloads", async ({ page }) => {
  await page.goto("/");
  const html = page.locator("html");
  await expect(html).toHaveClass(/dark/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0f172a");
  await page.getByRole("button", { name: "Switch to light mode" }).click();
  await expect(html).toHaveClass(/light/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#ffffff");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await page.reload();
  await expect(html).toHaveClass(/light/);
  await expectNoAxeViolations(page, "landing (light)");
  await page.getByRole("button", { name: "Switch to dark mode" }).click();
  await expect(html).toHaveClass(/dark/);
});

test("settings: mode and accent persist across reload and are saved to the account", async ({ page, consoleErrors }) => {
  await signUpViaApi(page, "/settings");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "settings (dark)");
  await page.getByRole("button", { name: "Light", exact: true }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
  await page.getByRole("radio", { name: "Amber" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Accent colour saved" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-accent", "amber");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/light/);
  await expect(page.locator("html")).toHaveAttribute("data-accent", "amber");
  await expect(page.getByRole("radio", { name: "Amber" })).toBeChecked();
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me).toMatchObject({ accountColor: "amber", theme: "light" });
  await expectNoAxeViolations(page, "settings (light)");
  expect(consoleErrors).toEqual([]);
});

test("an unknown stored accent resets to indigo", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("colorTheme", "chartreuse"));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-accent", "indigo");
  expect(await page.evaluate(() => localStorage.getItem("colorTheme"))).toBe("indigo");
});

test("navigation: desktop links or the mobile menu with the active link highlighted", async ({ page }) => {
  await signUpViaApi(page, "/settings");
  await expectNoHorizontalScroll(page);
  if (isPhone(page)) {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open main menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    await expectNoAxeViolations(page, "mobile menu");
    await mobile.getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { name: "My Games" })).toBeVisible();
    await page.getByRole("button", { name: "Open main menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expectNoHorizontalScroll(page);
  } else {
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main).toBeVisible();
    await expect(page.getByRole("button", { name: "Open main menu" })).toBeHidden();
    await main.getByRole("link", { name: "Dashboard" }).click();
    await expect(main.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  }
});
