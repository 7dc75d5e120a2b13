// What every spec shares: the `test` to import (each worker's own server, the browser's clock started
// at FIXED_NOW, console errors collected), a fresh user per test, admins made by the instance's owner,
// typed API reads, axe and layout checks, review screenshots on request. The rules are in e2e/RULES.md.
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { BROWSER_TIME_ZONE, BROWSER_TODAY, FIXED_NOW, dayIn } from "./clock.ts";
import { preciseNow, type SuiteServer } from "./instance.ts";

export { BROWSER_TIME_ZONE, BROWSER_TODAY, FIXED_NOW };

let counter = 0;
/** A user no other test has: each test signs up its own, so tests never share data. */
export function newUser() {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { firstName: "Sam", lastName: "Rivera", username: `sam_${tag}`, email: `sam.${tag}@example.test`, password: "hunter22" };
}

export type TestUser = ReturnType<typeof newUser>;
/** A user signed up on the server, with its id. */
export type SignedUpUser = TestUser & { id: string };

async function register(request: APIRequestContext): Promise<SignedUpUser> {
  const user = newUser();
  const res = await request.post("/api/auth/register", {
    data: { ...user, confirmPassword: user.password, accountColor: "indigo" },
  });
  expect(res.status()).toBe(201);
  const { user: created } = (await res.json()) as { user: { id: string } };
  return { ...user, id: created.id };
}

/** Signs up through the API (the page's cookie jar gets the session) and opens `path`. */
export async function signUpViaApi(page: Page, path: string | null = "/") {
  const user = await register(page.request);
  if (path !== null) await page.goto(path);
  return user;
}

/** An account that exists but is signed out in this page, for the sign-in journeys. */
export async function createSignedOutUser(page: Page) {
  const user = await register(page.request);
  await page.context().clearCookies();
  return user;
}

export type SessionCookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/** Signs up one more account in this page (it becomes the signed-in one) and keeps its session, for switchAccount. */
export async function addAccount(page: Page): Promise<{ user: SignedUpUser; cookies: SessionCookies }> {
  await page.context().clearCookies();
  const user = await register(page.request);
  return { user, cookies: await page.context().cookies() };
}

/**
 * Signs up one more account in this page and has the instance's owner make it an admin (as an admin
 * would, through PUT /api/admin/users/:id/admin); it becomes the signed-in one, for switchAccount.
 */
export async function addAdminAccount(page: Page, owner: APIRequestContext): Promise<{ user: SignedUpUser; cookies: SessionCookies }> {
  const added = await addAccount(page);
  const res = await owner.put(`/api/admin/users/${added.user.id}/admin`, { data: { isAdmin: true } });
  expect(res.status(), await res.text()).toBe(200);
  return added;
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

/**
 * The axe-core that @axe-core/playwright runs (its own dependency), as the source to inject into a
 * page: its minified build (654 KB), not the 1.48 MB `source` the package exports. A scan of a newly
 * loaded document (39 of 62 scans in four specs) first injects axe, which cost more than the scan
 * itself there (1.25 s against 0.6 s, four workers); the minified build injects in a median of 172 ms
 * against 234 ms (six injections each, quiet box, desktop), and is the same axe.
 */
const AXE_SOURCE = readFileSync(
  join(dirname(createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core")), "axe.min.js"),
  "utf8",
);
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface AxeViolation {
  id: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core's WCAG 2.2 AA rules over the whole page. axe is injected once per document and run with
 * axe.run, as AxeBuilder's legacy mode does, rather than by AxeBuilder's default, which injects it
 * again for every scan and opens a blank page to merge the results of frames (about a third of the
 * suite's browser time, for frames this app does not have). A page with frames still goes through
 * AxeBuilder, frames and all. Only violations are gathered in full (`resultTypes`): axe still runs
 * every rule on every node, but names one node per passing rule instead of each (a CSS selector per
 * node passed), a third less time per scan on the API page (725-925 against 457-583 ms, quiet box).
 */
export async function expectNoAxeViolations(page: Page, what: string) {
  await test.step(`axe: ${what}`, () => scan(page, what), { box: true });
  if (phoneCheckpoints()) {
    await test.step(`at 360 px: ${what}`, () => atPhoneWidth(page, what), { box: true });
  }
}

/** Lets finite transitions and animations end, then runs axe (expectNoAxeViolations). */
async function scan(page: Page, what: string) {
  // A dialog still fading in (opacity below 1) lowers every colour's contrast: let finite
  // transitions and animations end first (a spinner's endless one is left running). A dialog
  // starts its transition a frame or two after it is shown, so look again after two frames,
  // until a look finds none running.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await frame();
      await frame();
      const running = document.getAnimations().filter((a) => (a.playState === "running" || a.pending) && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
  let violations: AxeViolation[];
  if (page.frames().length > 1) {
    violations = (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations;
  } else {
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    violations = await page.evaluate(async (tags) => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
      const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    }, AXE_TAGS);
  }
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${what}`).toEqual([]);
}

/** A phone's viewport: the phone project's (playwright.config.ts) and the desktop journeys' checkpoints'. */
export const PHONE_VIEWPORT = { width: 360, height: 740 };

/**
 * Tags a journey that runs whole in the phone project too (playwright.config.ts): one whose behaviour
 * a phone changes (the mobile menu, touch, focus, a layout it checks) or the library's core flow
 * (RULES.md, 8). Its desktop run takes no phone checkpoints: its phone run walks the same screens.
 */
export const BOTH_WIDTHS = { tag: "@both-widths" };

/**
 * Tags a journey whose screens are laid out the same at every width, or are walked at phone width by
 * another journey: its desktop run takes no phone checkpoints (RULES.md, 8).
 */
export const ONE_WIDTH = { tag: "@one-width" };

/**
 * Whether this test's axe scans also lay the page out at phone width (atPhoneWidth): a desktop
 * journey that is not run whole at phone width (BOTH_WIDTHS) and not ONE_WIDTH.
 */
function phoneCheckpoints(): boolean {
  const info = test.info();
  return info.project.name === "desktop" && !info.tags.includes(BOTH_WIDTHS.tag) && !info.tags.includes(ONE_WIDTH.tag);
}

/**
 * A phone checkpoint of a desktop journey: the page as it stands (a dialog open, a menu, a filled form)
 * laid out at 360 px, checked for horizontal scroll and scanned by axe, then put back at the journey's
 * width. Every screen and dialog a desktop journey scans is so checked at phone width without running
 * the journey's every step again in the phone project (RULES.md, 8).
 */
async function atPhoneWidth(page: Page, what: string) {
  const width = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await scan(page, `${what}, at 360 px`);
    await expectNoHorizontalScroll(page);
  } finally {
    if (width) await page.setViewportSize(width);
  }
}

export async function expectNoHorizontalScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, "page is wider than the viewport").toBeLessThanOrEqual(client);
}

export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Review screenshots are taken only when E2E_SCREENSHOTS=1 asks for them. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

/**
 * A screenshot for a person to review, written to the test's output folder as `<name>.png` when
 * E2E_SCREENSHOTS=1, else not taken (a failure keeps Playwright's own screenshot either way). `what`:
 * the whole page (the default), the viewport (the default for names starting "dialog": a dialog is
 * fixed to the viewport), or one element.
 */
export async function shot(page: Page, name: string, what: Locator | "page" | "viewport" = name.startsWith("dialog") ? "viewport" : "page") {
  if (!SCREENSHOTS) return;
  const path = test.info().outputPath(`${name}.png`);
  if (what === "page" || what === "viewport") await page.screenshot({ path, fullPage: what === "page" });
  else await what.screenshot({ path });
}

/**
 * The server's clock as this worker knows it: it read FIXED_NOW when its process started (between
 * being spawned and saying it listens) and runs in real time. The server's calendar is UTC.
 */
export class ServerClock {
  constructor(private readonly started: { spawnedAt: number; startedBy: number }) {}

  /** The earliest the server's clock can read now (ms since the epoch); pass it to daysSince later. */
  mark(): number {
    return FIXED_NOW.getTime() + (preciseNow() - this.started.startedBy);
  }

  /**
   * The server's days (UTC, "YYYY-MM-DD") from `mark` to now: a date the server stamped in between is
   * one of them. One day, unless the server's midnight fell in between.
   */
  daysSince(mark: number): string[] {
    const latest = FIXED_NOW.getTime() + (preciseNow() - this.started.spawnedAt);
    const days = new Set<string>();
    for (let t = mark; t < latest; t += 3_600_000) days.add(dayIn(t, "UTC"));
    days.add(dayIn(latest, "UTC"));
    return [...days];
  }
}

type Fetching = "get" | "post" | "put" | "delete" | "patch" | "head" | "fetch";
const FETCHING: Fetching[] = ["get", "post", "put", "delete", "patch", "head", "fetch"];

/**
 * Makes `request`'s calls retry once when the connection is reset before an answer. The server closes
 * a kept-alive connection after 5 idle seconds, and Playwright's client keeps idle connections with no
 * timeout of its own: a call sent just as the server closes one fails with ECONNRESET before the server
 * has read it (seen under load). A browser resends such a request by itself; this does the same, once
 * (Playwright's maxRetries retries ECONNRESET and nothing else: never a status code).
 */
export function resendOnReset<T extends APIRequestContext>(request: T): T {
  for (const method of FETCHING) {
    const send = request[method].bind(request) as (url: string, options?: object) => ReturnType<APIRequestContext["get"]>;
    Object.assign(request, { [method]: (url: string, options?: object) => send(url, { maxRetries: 1, ...options }) });
  }
  return request;
}

interface WorkerFixtures {
  /** This worker's own server: its address, when it started, and its owner (the first account, an admin). */
  instance: { baseURL: string; spawnedAt: number; startedBy: number; owner: APIRequestContext };
}

interface TestFixtures {
  consoleErrors: string[];
  /** The instance owner's API session (an admin): for addAdminAccount. */
  instanceOwner: APIRequestContext;
  serverClock: ServerClock;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  instance: [
    async ({ playwright }, use, workerInfo) => {
      // The global setup started one server per worker slot: this worker takes its slot's. Workers that
      // run at the same time have different slots, so they share nothing; a slot's next worker (the
      // other project's, or one started after a failure) meets the same server, as the next test of a
      // worker always did.
      const servers = JSON.parse(process.env.E2E_SERVERS ?? "null") as SuiteServer[] | null;
      if (!servers) throw new Error("E2E_SERVERS is not set: run the suite through playwright.config.ts (its global setup starts the servers)");
      const server = servers[workerInfo.parallelIndex];
      if (!server) throw new Error(`no server for worker slot ${workerInfo.parallelIndex} of ${servers.length}`);
      const owner = resendOnReset(await playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { Origin: server.baseURL } }));
      try {
        const res = await owner.post("/api/auth/login", { data: { email: server.owner.email, password: server.owner.password } });
        expect(res.status(), await res.text()).toBe(200);
        // Sign-ups open, whatever a failed journey of the slot's last worker left (the admin's invite-only step).
        expect((await owner.put("/api/admin/registration", { data: { mode: "open" } })).status()).toBe(200);
        await use({ baseURL: server.baseURL, spawnedAt: server.spawnedAt, startedBy: server.startedBy, owner });
      } finally {
        await owner.dispose();
      }
    },
    { scope: "worker", title: "the worker slot's Savepoint server, its owner signed in" },
  ],
  baseURL: async ({ instance }, use) => {
    await use(instance.baseURL);
  },
  instanceOwner: async ({ instance }, use) => {
    await use(instance.owner);
  },
  serverClock: async ({ instance }, use) => {
    await use(new ServerClock(instance));
  },
  // Every page's clock starts at FIXED_NOW and runs in real time; a test that must get past a
  // debounce or another page timer advances it with page.clock.runFor.
  page: async ({ page }, use) => {
    await page.clock.install({ time: FIXED_NOW });
    resendOnReset(page.request);
    await use(page);
  },
  request: async ({ request }, use) => {
    await use(resendOnReset(request));
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
