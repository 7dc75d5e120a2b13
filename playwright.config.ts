// End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build. Each
// worker starts its own server on its own embedded database (e2e/instance.ts, through the `instance`
// fixture in e2e/fixtures.ts), copied from one the global setup prepares: workers share nothing, so
// journeys run in parallel and in any order. The clock: e2e/clock.ts.
import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";
import { BROWSER_TIME_ZONE } from "./e2e/clock.ts";

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The GPU process (software compositing here: no GPU) as a thread of the browser process: one process
  // and its IPC less per browser. Four workers' browsers on 2 cores: six desktop journeys took 49–54 s
  // against 49–63 s (medians 51.4 and 57.4 s, four runs each, alternated).
  "--in-process-gpu",
];
/**
 * Debian's Chromium in its headless shell (`apt-get install chromium-headless-shell`, the same build
 * as the `chromium` package), when installed: what Playwright itself runs headless by default, and on
 * this 2-core box the suite's browsers cost far less in it than in the full browser's headless mode
 * (4 workers, three specs: 106 against 180 s at phone width, 123 against 161 s at desktop width).
 * E2E_CHROME_PATH picks another binary (the full browser, `--headed`); without the shell, CHROME_PATH
 * or /usr/bin/chromium. Never a downloaded browser.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const executablePath = process.env.E2E_CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? "/usr/bin/chromium"));
const launchOptions = { executablePath, args: ARGS };

export default defineConfig({
  testDir: "e2e",
  outputDir: ".reports/e2e-results",
  globalSetup: "./e2e/global-setup.ts",
  // Each worker is a browser and a server (e2e/fixtures.ts). The browsers mostly wait — for the
  // server, for animations, for the next assertion — so more workers than this box's 2 cores pay off.
  workers: 4,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  // In CI the whole suite stops after 25 minutes (about twice its usual time) and still writes its report,
  // naming what did not finish, before scripts/test.mjs's own bound on the step would stop it unreported.
  globalTimeout: process.env.CI ? 25 * 60_000 : undefined,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".reports/playwright.json" }]],
  use: {
    headless: true,
    // Traces keep each action's DOM and network, not the screencast (a third of the suite's CPU). CI
    // records none (its report is the log and the failure's screenshot; recording costs ~8 % of the
    // suite's time on this 2-core box): run a failing journey again locally for its trace.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    timezoneId: BROWSER_TIME_ZONE,
    // Journeys browse as a player who asked for less motion (client/src/index.css ends every transition
    // at once): nothing waits out a 150 ms fade or focus-ring easing, and the screens are the same.
    reducedMotion: "reduce",
    // The production build registers a service worker (client/src/offline/): blocked here, so no journey
    // is answered from a cache or pays for the worker's install of the whole app shell; e2e/offline.spec.ts
    // allows it and tests it.
    serviceWorkers: "block",
    launchOptions,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    // A phone's width, touch and mobile viewport, at one device pixel per CSS pixel: layout, focus and axe
    // are the same at any density, and twice the density paints four times the pixels on the suite's
    // software rasterizer (11 phone journeys: 98–101 against 91–92 s, alternated).
    // Only the journeys tagged BOTH_WIDTHS (fixtures.ts) run whole at phone width: those whose behaviour
    // a phone changes (the mobile menu, touch, focus, a layout they check) and the library's core flow.
    // Every other desktop journey checks each screen it scans at 360 px as it goes (e2e/RULES.md, 8).
    {
      name: "phone",
      grep: /@both-widths/,
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, launchOptions },
    },
  ],
});
