// Signed-out journeys: the landing page, sign-up, sign-in, sign-out and deep links.
import type { InstanceStats } from "@savepoint/common";
import {
  BOTH_WIDTHS,
  createSignedOutUser,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  getJson,
  isPhone,
  newUser,
  ONE_WIDTH,
  signUpViaApi,
  test,
} from "./fixtures.ts";
import { LoginPage, RegisterPage } from "./pages/auth.ts";
import { GamesPage } from "./pages/games.ts";
import { LandingPage } from "./pages/landing.ts";
import { SettingsPage } from "./pages/settings.ts";
import { AppShell } from "./pages/shell.ts";

test("landing shows this instance's real numbers and leads to sign-in and sign-up", BOTH_WIDTHS, async ({ page, consoleErrors }) => {
  // Other journeys sign up meanwhile (the suite runs in parallel on one server): the page shows the
  // count as it was when it loaded, between what the instance said before and after.
  const before = await getJson<InstanceStats>(page, "/api/instance/stats");
  const landing = new LandingPage(page);
  await landing.goto();
  await expect(landing.heading).toBeVisible();
  await expect(landing.stat("Players")).toHaveText(/^\d[\d,]*$/);
  const shown = Number((await landing.stat("Players").textContent())!.replace(/,/g, ""));
  const after = await getJson<InstanceStats>(page, "/api/instance/stats");
  expect(shown).toBeGreaterThanOrEqual(before.users);
  expect(shown).toBeLessThanOrEqual(after.users);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "landing");
  await landing.startJourney.click();
  await expect(page).toHaveURL(/\/login$/);
  await landing.goto();
  await landing.getStarted.click();
  await expect(page).toHaveURL(/\/register$/);
  expect(consoleErrors).toEqual([]);
});

test("register through the form signs in on /", BOTH_WIDTHS, async ({ page, consoleErrors }) => {
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

test("mismatched passwords say so and make no call", ONE_WIDTH, async ({ page }) => {
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

test("a wrong password shows 'Invalid email or password'; the right one signs in", ONE_WIDTH, async ({ page, consoleErrors }) => {
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

// At both widths: the sign-in page and its error pass axe here (the journeys above that check its words
// run at desktop width only).
test("sign in works by keyboard alone, after a wrong password that says so", BOTH_WIDTHS, async ({ page, consoleErrors }) => {
  const u = await createSignedOutUser(page);
  const login = new LoginPage(page);
  await login.goto();
  await expectNoAxeViolations(page, "login");
  await login.email.focus();
  await page.keyboard.type(u.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("wrong-password");
  await page.keyboard.press("Enter");
  await expect(login.alert).toHaveText("Invalid email or password");
  await expectNoAxeViolations(page, "login with an error");
  await login.password.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(u.password);
  await page.keyboard.press("Enter");
  await expect(new GamesPage(page).heading).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("sign out from the user menu returns to the landing page, and the session is revoked", BOTH_WIDTHS, async ({ page }) => {
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

test("a signed-out deep link lands on / and returns there after sign-in", ONE_WIDTH, async ({ page, consoleErrors }) => {
  const u = await createSignedOutUser(page);
  const landing = new LandingPage(page);
  await page.goto("/settings");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/\?next=%2Fsettings$/);
  await expect(landing.startJourney).toBeVisible();
  await landing.signIn.click();
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
  await new LoginPage(page).signIn(u.email, u.password);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/settings$/);
  await expect(new SettingsPage(page).heading).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a signed-out deep link returns there after sign-up too; unknown paths just go to /", ONE_WIDTH, async ({ page, consoleErrors }) => {
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto("/games/add");
  await expect(page).toHaveURL(/\/\?next=%2Fgames%2Fadd$/);
  const landing = new LandingPage(page);
  await landing.getStarted.click();
  const register = new RegisterPage(page);
  await expect(register.heading).toBeVisible();
  await register.fill(newUser());
  await register.submit.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/games\/add$/);
  await expect(page.getByRole("dialog", { name: "Add New Game" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

for (const next of ["//evil.example", "https://evil.example/settings", "/\\evil.example"]) {
  test(`sign-in never follows a next that leaves the app (${next})`, ONE_WIDTH, async ({ page, baseURL }) => {
    const u = await createSignedOutUser(page);
    await page.goto(`/login?${new URLSearchParams({ next }).toString()}`);
    await new LoginPage(page).signIn(u.email, u.password);
    await expect(new GamesPage(page).heading).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/`);
  });
}

test("sign-in says when it is rate limited, offline or the server is down, never 'Invalid email or password'", ONE_WIDTH, async ({ page, consoleErrors }) => {
  const u = await createSignedOutUser(page);
  const login = new LoginPage(page);
  await login.goto();
  // The server's own 429 (its limit is raised for the suite), as the sign-in route words it.
  await page.route("**/api/auth/login", (route) =>
    route.fulfill({ status: 429, json: { error: { code: "rate_limited", message: "Too many sign-in attempts. Try again in 14 minutes.", requestId: "r" } } }),
  );
  await login.signIn(u.email, u.password);
  await expect(login.alert).toHaveText("Too many sign-in attempts. Try again in 14 minutes.");
  await page.unroute("**/api/auth/login");
  await page.route("**/api/auth/login", (route) => route.abort("internetdisconnected"));
  await login.submit.click();
  await expect(login.alert).toHaveText("Cannot reach the server. Check your connection and try again.");
  await page.unroute("**/api/auth/login");
  await page.route("**/api/auth/login", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" }));
  await login.submit.click();
  await expect(login.alert).toHaveText("Cannot reach the server. Check your connection and try again.");
  await expectNoAxeViolations(page, "sign-in with an error");
  await page.unroute("**/api/auth/login");
  await login.submit.click();
  await expect(new GamesPage(page).heading).toBeVisible();
  // the browser reports each refused or failed request; those are the answers this journey asked for
  expect(consoleErrors.filter((e) => !/status of (429|502)|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
});

test("sign-up with an email that has an account says so", ONE_WIDTH, async ({ page }) => {
  const taken = await createSignedOutUser(page);
  const register = new RegisterPage(page);
  await register.goto();
  await register.fill({ ...newUser(), email: taken.email.toUpperCase() });
  await register.submit.click();
  await expect(register.alert).toHaveText("An account with this email already exists. Sign in instead.");
  await expect(register.email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("An account with this email already exists", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "sign-up with a taken email");
});

test("the landing header keeps 'Sign In' and 'Get Started' on one line each, at every width", BOTH_WIDTHS, async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.goto();
  const signIn = (await landing.signIn.boundingBox())!;
  const getStarted = (await landing.getStarted.boundingBox())!;
  // one line of text is 38 px tall with the button's padding and border; two lines would be 58 px
  expect(signIn.height).toBeLessThan(48);
  expect(getStarted.height).toBeLessThan(48);
  // side by side on one row
  expect(Math.abs(signIn.y + signIn.height / 2 - (getStarted.y + getStarted.height / 2))).toBeLessThan(1);
  await expect(page.getByRole("link", { name: "Savepoint" })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test("the user menu shows initials, name and email", BOTH_WIDTHS, async ({ page }) => {
  const u = await signUpViaApi(page);
  const shell = new AppShell(page);
  await shell.openUserMenu();
  await expect(shell.userMenu).toContainText(`${u.firstName} ${u.lastName}`);
  await expect(shell.userMenu).toContainText(u.email);
  await expect(shell.userMenuButton).toContainText("SR");
  await page.keyboard.press("Escape");
  if (isPhone(page)) await expectNoHorizontalScroll(page);
});
