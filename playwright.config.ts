// End-to-end tests in Debian's Chromium (never a downloaded browser) against the production build,
// served by the real server on an embedded database in a fresh data directory.
import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverEnv } from "./scripts/server-launch.mjs";

// A free loopback port, chosen once and shared with the workers through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
const PORT = Number(process.env.E2E_PORT);
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "savepoint-e2e-"));
process.env.E2E_DATA_DIR = DATA_DIR; // workers re-evaluate this file: keep one directory
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const launchOptions = { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: ARGS };

export default defineConfig({
  testDir: "e2e",
  outputDir: ".reports/e2e-results",
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: ".reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: "phone", use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, launchOptions } },
  ],
  webServer: {
    command: ["node", ...SERVER_NODE_FLAGS, SERVER_ENTRY].join(" "),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      ...serverEnv(process.env),
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR,
      DATABASE_URL: "",
      NODE_ENV: "production",
      AUTH_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      // The admin journeys sign up with these addresses (the server is shared: its first account is whichever test ran first).
      ADMIN_EMAILS: Array.from({ length: 10 }, (_, i) => `e2e-admin-${i + 1}@example.test`).join(","),
    },
  },
});
