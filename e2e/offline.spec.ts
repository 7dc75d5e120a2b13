// The app on the phone (issue 33): installable (Chromium's own installability check), and offline it
// shows My Games and a game page as they were last seen, marked as offline with changes turned off;
// signing out drops what the service worker kept, so the next account on the browser sees none of it.
// The only spec with the service worker on: playwright.config.ts blocks it everywhere else.
import type { LibraryGameDto } from "@savepoint/common";
import { expect, expectNoAxeViolations, sendJson, shot, signUpViaApi, test } from "./fixtures.ts";
import { GamePage } from "./pages/game.ts";
import { GamesPage } from "./pages/games.ts";
import { LandingPage } from "./pages/landing.ts";
import { AppShell } from "./pages/shell.ts";

test.use({ serviceWorkers: "allow" });

const TITLE = "Lantern Run";

test("installs to the home screen, reads My Games and a game page offline, and forgets them at sign-out", async ({ page, context, baseURL, consoleErrors }) => {
  const shell = new AppShell(page);
  const games = new GamesPage(page);
  await signUpViaApi(page, null);
  const game = await sendJson<LibraryGameDto>(page, baseURL!, "post", "/api/games", { title: TITLE, platform: "PC", status: "IN_PROGRESS" }, 201);
  const gamePage = new GamePage(page, game.slug);

  await games.goto();
  await expect(games.card(TITLE).heading).toBeVisible();
  // the worker installs after the page has loaded, then takes the page over
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.errors).toEqual([]);

  // seen once with the worker in control: My Games, then the game page
  await page.reload();
  await expect(games.card(TITLE).heading).toBeVisible();
  await games.loaded();
  await gamePage.goto();
  await expect(gamePage.heading(TITLE)).toBeVisible();
  await gamePage.loaded();

  await context.setOffline(true);
  await page.reload();
  await expect(gamePage.heading(TITLE)).toBeVisible();
  await expect(shell.offlineBanner).toBeVisible();
  await expect(gamePage.edit).toBeDisabled();
  await expect(gamePage.delete).toBeDisabled();
  for (const log of await page.getByRole("button", { name: "Log session" }).all()) await expect(log).toBeDisabled();
  await shot(page, "offline-game-page");
  await expectNoAxeViolations(page, "a game page offline");

  await shell.navigate("Dashboard");
  await expect(games.card(TITLE).heading).toBeVisible();
  await expect(shell.offlineBanner).toBeVisible();
  await expect(games.addGame).toBeDisabled();
  await shot(page, "offline-my-games");
  await expectNoAxeViolations(page, "My Games offline");
  // the banner's colours in light mode too (the mode kept in this browser: the account's cannot be read offline)
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/light/);
  await expect(shell.offlineBanner).toBeVisible();
  await expect(games.card(TITLE).heading).toBeVisible();
  await expectNoAxeViolations(page, "My Games offline (light)");

  // back online, the banner goes with the first fresh answer; signing out drops what was kept
  await context.setOffline(false);
  await page.reload();
  await expect(games.card(TITLE).heading).toBeVisible();
  await expect(shell.offlineBanner).toHaveCount(0);
  await shell.openUserMenu();
  await shell.menuItem("Sign Out").click();
  await expect(new LandingPage(page).heading).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith("savepoint-api-")))).toEqual([]);

  // a second account on the same browser: its own (empty) library, online and offline, never the first's
  await signUpViaApi(page, "/");
  await expect(games.noGames).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(shell.offlineBanner).toBeVisible();
  await expect(games.noGames).toBeVisible();
  await expect(games.card(TITLE).heading).toHaveCount(0);
  await gamePage.goto();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  await expect(page.getByText("Failed to load game details")).toBeVisible();

  // Offline, a read the worker kept nothing of fails in the console as the network's refusal (the page's
  // own, or the worker's): the session check, the panels further down the game page that were never
  // scrolled to, and the first account's game for the second. Expected here; any other error is not.
  expect(consoleErrors.filter((e) => !/^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/.test(e))).toEqual([]);
});
