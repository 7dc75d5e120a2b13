// What every spec shares: the `test` to import (a fixed browser clock, console errors collected), a
// fresh user per test, typed API reads, axe and layout checks. The rules are in e2e/RULES.md.
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** The browser's "now" in every test: noon UTC, so it is the same calendar day in every time zone a
 * runner is likely to use, and long past, so no date the browser fills is in the server's future. */
const FIXED_NOW = new Date("2025-06-15T12:00:00Z");
/** FIXED_NOW as the forms fill a date ("YYYY-MM-DD" in the browser's time zone, the same day at noon UTC). */
export const BROWSER_TODAY = FIXED_NOW.toISOString().slice(0, 10);

let counter = 0;
/** A user no other test has: each test signs up its own, so tests never share data. */
export function newUser() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: "Sam", lastName: "Rivera", username: `sam_${tag}`, email: `sam.${tag}@example.test`, password: "hunter22" };
}

export type TestUser = ReturnType<typeof newUser>;

async function register(page: Page) {
  const user = newUser();
  const res = await page.request.post("/api/auth/register", {
    data: { ...user, confirmPassword: user.password, accountColor: "indigo" },
  });
  expect(res.status()).toBe(201);
  return user;
}

/** Signs up through the API (the page's cookie jar gets the session) and opens `path`. */
export async function signUpViaApi(page: Page, path: string | null = "/") {
  const user = await register(page);
  if (path !== null) await page.goto(path);
  return user;
}

/** An account that exists but is signed out in this page, for the sign-in journeys. */
export async function createSignedOutUser(page: Page) {
  const user = await register(page);
  await page.context().clearCookies();
  return user;
}

export type SessionCookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** Signs up one more account in this page (it becomes the signed-in one) and keeps its session, for switchAccount. */
export async function addAccount(page: Page): Promise<{ user: TestUser; cookies: SessionCookies }> {
  await page.context().clearCookies();
  const user = await register(page);
  return { user, cookies: await page.context().cookies() };
}

/** Makes an account from addAccount the signed-in one in this page. */
export async function switchAccount(page: Page, cookies: SessionCookies) {
  await page.context().clearCookies();
  await page.context().addCookies(cookies);
}

/** A JSON call with the page's session (and the Origin the CSRF check asks for), expecting `status`; its answer as `T`. */
export async function sendJson<T>(page: Page, origin: string, method: "post" | "put" | "delete", path: string, data: unknown, status = 200): Promise<T> {
  const res = await page.request[method](path, { data, headers: { Origin: origin } });
  expect(res.status(), `${method.toUpperCase()} ${path} ${await res.text()}`).toBe(status);
  return (await res.json()) as T;
}

/** GET an API path with the page's session and read its JSON answer as `T`. */
export async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** The value (<dd>) beside the term (<dt>) that reads `label` in a description list. */
export function definitionOf(scope: Locator, label: string) {
  const term = scope.page().getByRole("term").getByText(label, { exact: true });
  return scope.locator("div").filter({ has: term }).getByRole("definition");
}

export async function expectNoAxeViolations(page: Page, what: string) {
  // A dialog still fading in (opacity below 1) lowers every colour's contrast: let finite
  // transitions and animations end first (a spinner's endless one is left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, "page is wider than the viewport").toBeLessThanOrEqual(client);
}

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Every page starts with its clock fixed at FIXED_NOW; timers still run, so animations and
  // debounces behave as usual (a test that must skip a wait advances them with page.clock.runFor).
  page: async ({ page }, use) => {
    await page.clock.setFixedTime(FIXED_NOW);
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      // 401 from /api/auth/me is the expected answer for a dead session
      if (m.type() === "error" && !/status of 401/.test(m.text())) errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await use(errors);
  },
});
export { expect };
