// `npm run check:my-games` (a gate of `npm test`): My Games with a 2,000-game library in Chromium, from
// the browser's own long-task timings (PerformanceObserver "longtask": every task over 50 ms), at desktop
// width with the CPU as it is. Serves the built app on a fresh embedded database and checks:
//   - the first render: no long task over 150 ms (the median over three loads of each load's longest);
//   - typing 20 characters into the search box, one every 300 ms: the median over the keystrokes of
//     the longest task each one caused stays at most 50 ms (a keystroke with no long task counts 0);
//   - the list is windowed: scrolled to its end, fewer than 200 cards are in the page.
// Prints each figure with its runs; exits 1 when one misses.
//   node scripts/check-my-games.mjs [--games 2000] [--chrome PATH]
/* global window, document */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { loadLine, median, requireBuild, signUp, startBuiltServer, withBrowser } from "./built-server.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const GAMES = Number(opt("games", "2000"));
const SHELL = "/usr/lib/chromium/chromium-headless-shell";
const CHROME = opt("chrome", existsSync(SHELL) ? SHELL : (process.env.CHROME_PATH ?? "/usr/bin/chromium"));
const FIRST_RENDER_MAX_MS = 150;
const KEYSTROKE_MAX_MS = 50;
const KEYSTROKES = "the long road 1 game"; // 20 characters
const KEY_GAP_MS = 300;
const MAX_CARDS_IN_PAGE = 200;
const LOADS = 3;

requireBuild("check:my-games");
const { origin, stop, dataDir } = await startBuiltServer("check-my-games", { SKIP_CATALOG: "true", AUTH_RATE_LIMIT: "100000", BCRYPT_COST: "4" });

/**
 * A new player with `n` games, written in one statement through the running server's embedded database
 * (its socket's address is in DATA_DIR/db/socket.url, as `npm run backup` finds it): 2,000 POSTs took
 * 54 s. The rows pass every CHECK of library_games, and its trigger bumps the library's version.
 */
async function playerWith(n) {
  const { cookies, headers } = await signUp(origin, `check${n}`, "check-pass-1");
  const me = await (await fetch(`${origin}/api/auth/me`, { headers })).json();
  const client = new pg.Client({ connectionString: readFileSync(join(dataDir, "db", "socket.url"), "utf8").trim() });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "library_games" ("id", "userId", "title", "slug", "platform", "genres", "status", "customTags", "rating", "playTime", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), $1::uuid, 'Game ' || i || ': the long road', 'game-' || i || '-the-long-road',
              (ARRAY['PC', 'Switch', 'PS5'])[1 + i % 3], ARRAY[(ARRAY['RPG', 'Platformer', 'Strategy'])[1 + i % 3]],
              (ARRAY['BACKLOG', 'IN_PROGRESS', 'COMPLETED'])[1 + i % 3], ARRAY['tag' || i % 7],
              CASE WHEN i % 3 = 2 THEN 1 + i % 10 END, CASE WHEN i % 3 = 2 THEN i % 40 + 0.5 ELSE 0 END,
              now() - ($2::int - i) * interval '1 minute', now()
       FROM generate_series(1, $2::int) AS i`,
      [me.user?.id ?? me.id, n],
    );
  } finally {
    await client.end();
  }
  return cookies.map((c) => ({ ...c, domain: "127.0.0.1", path: "/" }));
}

const observeLongTasks = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
};

async function signedInPage(browser, cookies) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.addInitScript(observeLongTasks);
  await page.goto(`${origin}/`);
  await page.getByRole("article").first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1_000);
  return { context, page };
}

const tasks = (page) => page.evaluate(() => window.__longTasks.splice(0));
const longest = (list) => Math.round(Math.max(0, ...list.map((t) => t.duration)));

await withBrowser(stop, async (launch) => {
  let failed = false;
  const t0 = Date.now();
  const cookies = await playerWith(GAMES);
  console.log(`My Games with ${GAMES} games (added in ${((Date.now() - t0) / 1000).toFixed(1)} s), desktop width, ${CHROME}`);
  const browser = await launch(CHROME);

  const firsts = [];
  for (let run = 0; run < LOADS; run++) {
    const { context, page } = await signedInPage(browser, cookies);
    firsts.push(longest(await tasks(page)));
    await context.close();
  }

  const { context, page } = await signedInPage(browser, cookies);
  await tasks(page);
  const box = page.getByRole("searchbox", { name: "Search your games" });
  await box.click();
  const perKey = [];
  for (const ch of KEYSTROKES) {
    await page.keyboard.type(ch);
    await page.waitForTimeout(KEY_GAP_MS);
    perKey.push(longest(await tasks(page)));
  }
  await box.fill("");
  await page.waitForTimeout(500);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("article", { name: /^Game 1: / }).waitFor({ timeout: 10_000 });
  const inPage = await page.getByRole("article").count();
  await context.close();

  const first = median(firsts);
  const keys = median(perKey);
  const rows = [
    [`first render: longest task ${first} ms (${firsts.join("/")}) ≤ ${FIRST_RENDER_MAX_MS} ms`, first <= FIRST_RENDER_MAX_MS],
    [`typing: median of ${perKey.length} keystrokes' longest task ${keys} ms (${perKey.join("/")}) ≤ ${KEYSTROKE_MAX_MS} ms`, keys <= KEYSTROKE_MAX_MS],
    [`windowed: ${inPage} cards in the page at the end of the list < ${MAX_CARDS_IN_PAGE}`, inPage < MAX_CARDS_IN_PAGE],
  ];
  for (const [line, ok] of rows) {
    console.log(`  ${ok ? "PASS" : "FAIL"}  ${line}`);
    if (!ok) failed = true;
  }
  console.log(loadLine());
  return !failed;
});
