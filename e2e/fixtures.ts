// Shared helpers: a fresh user per test, axe checks, and layout checks.
import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

let counter = 0;
export function newUser() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: "Sam", lastName: "Rivera", username: `sam_${tag}`, email: `sam.${tag}@example.test`, password: "hunter22" };
}

export type TestUser = ReturnType<typeof newUser>;

/** Signs up through the API (the page's cookie jar gets the session) and opens `path`. */
export async function signUpViaApi(page: Page, path: string | null = "/") {
  const user = newUser();
  const res = await page.request.post("/api/auth/register", {
    data: { ...user, confirmPassword: user.password, accountColor: "indigo" },
  });
  expect(res.status()).toBe(201);
  if (path !== null) await page.goto(path);
  return user;
}

export async function expectNoAxeViolations(page: Page, what: string) {
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
