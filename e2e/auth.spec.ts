import { expect, expectNoAxeViolations, expectNoHorizontalScroll, isPhone, newUser, signUpViaApi, test } from "./fixtures.ts";

test("landing shows this instance's real numbers and leads to sign-in and sign-up", async ({ page, consoleErrors }) => {
  const stats = await (await page.request.get("/api/instance/stats")).json();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Players")).toBeVisible();
  await expect(page.locator("dd").last()).toHaveText(new Intl.NumberFormat("en-US").format(stats.users));
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "landing");
  await page.getByRole("link", { name: "Start Your Journey" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await page.getByRole("link", { name: "Get Started" }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  expect(consoleErrors).toEqual([]);
});

test("register through the form signs in on /", async ({ page, consoleErrors }) => {
  const u = newUser();
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "register");
  await page.getByLabel("First name").fill(u.firstName);
  await page.getByLabel("Last name").fill(u.lastName);
  await page.getByLabel("Username").fill(u.username);
  await page.getByLabel("Email").fill(u.email);
  await page.getByLabel("Password", { exact: true }).fill(u.password);
  await page.getByLabel("Confirm password", { exact: true }).fill(u.password);
  await page.getByRole("radio", { name: "Emerald" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "My Games" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-accent", "emerald");
  // the token never reaches script-readable storage
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toMatch(/eyJ/);
  expect(await page.evaluate(() => document.cookie)).not.toContain("sp_session");
  await expectNoAxeViolations(page, "home");
  expect(consoleErrors).toEqual([]);
});

test("mismatched passwords say so and make no call", async ({ page }) => {
  const u = newUser();
  await page.goto("/register");
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/register")) calls += 1;
  });
  await page.getByLabel("First name").fill(u.firstName);
  await page.getByLabel("Last name").fill(u.lastName);
  await page.getByLabel("Username").fill(u.username);
  await page.getByLabel("Email").fill(u.email);
  await page.getByLabel("Password", { exact: true }).fill("abcdef");
  await page.getByLabel("Confirm password", { exact: true }).fill("abcdeg");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  expect(calls).toBe(0);
});

test("a wrong password shows 'Invalid email or password'; the right one signs in", async ({ page, consoleErrors }) => {
  const u = newUser();
  const res = await page.request.post("/api/auth/register", { data: { ...u, confirmPassword: u.password } });
  expect(res.status()).toBe(201);
  await page.request.post("/api/auth/logout");
  await page.context().clearCookies();
  await page.goto("/login");
  await expectNoAxeViolations(page, "login");
  await page.getByLabel("Email").fill(u.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Password", { exact: true }).fill(u.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "My Games" })).toBeVisible();
  expect(consoleErrors.filter((e) => !/status of 401/.test(e))).toEqual([]);
});

test("sign in works by keyboard alone", async ({ page }) => {
  const u = newUser();
  await page.request.post("/api/auth/register", { data: { ...u, confirmPassword: u.password } });
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").focus();
  await page.keyboard.type(u.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(u.password);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "My Games" })).toBeVisible();
});

test("sign out from the user menu returns to the landing page, and the session is revoked", async ({ page }) => {
  await signUpViaApi(page);
  await expect(page.getByRole("heading", { name: "My Games" })).toBeVisible();
  await page.getByRole("button", { name: "Open user menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Start Your Journey" })).toBeVisible();
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(401);
  await page.reload();
  await expect(page.getByRole("link", { name: "Start Your Journey" })).toBeVisible();
});

test("a signed-out deep link lands on /", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("link", { name: "Start Your Journey" })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("the user menu shows initials, name and email", async ({ page }) => {
  const u = await signUpViaApi(page);
  await page.getByRole("button", { name: "Open user menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText(`${u.firstName} ${u.lastName}`);
  await expect(menu).toContainText(u.email);
  await expect(page.getByRole("button", { name: "Open user menu" })).toContainText("SR");
  await page.keyboard.press("Escape");
  if (isPhone(page)) await expectNoHorizontalScroll(page);
});
