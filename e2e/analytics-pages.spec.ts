// The analytics sub-pages at desktop width and at 360 px, on a small library made through the API:
// Total Games (cards, platform and genre bars, recent additions), Completed Games (completed-only
// cards with the library's figures beside them, rankings, timeline, recent completions), a year in
// review (figures, month strip, other years, print button, not-found) and the backlog forecast on
// /analytics with its 'hours per week' what-if. Every screen is axe-clean in light and dark mode.
// Dates are the server's today in the browser's time zone (the forecast's `today`, asked as the page
// asks it), not a day computed here.
import type { Page } from "@playwright/test";
import type { BacklogForecast, LibraryGameDto } from "@savepoint/common";
import { BROWSER_TIME_ZONE, expect, expectNoAxeViolations, expectNoHorizontalScroll, getJson, sendJson, shot, signUpViaApi, test } from "./fixtures.ts";
import { AppShell } from "./pages/shell.ts";
import { CompletedPageModel, ForecastPanelModel, TotalGamesPageModel, YearInReviewModel } from "./pages/analytics-pages.ts";

/** The forecast the analytics page asks for: "today" is the server's, in the browser's time zone. */
const FORECAST = `/api/analytics/forecast?tz=${encodeURIComponent(BROWSER_TIME_ZONE)}`;

/** `day` (YYYY-MM-DD) plus `days` days. */
function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A day in the browser's formats (Chromium runs en-US). */
const asLocal = (ymd: string, style?: "long") => {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d).toLocaleDateString("en-US", style ? { dateStyle: style } : {});
};

/**
 * Seven games: three completed (rated 9 and 7, one unrated; 20, 10 and 30 hours), two in the backlog,
 * one in progress (rated 8, two sessions: 150 and 90 minutes) and one abandoned after 3 hours. Every
 * date is `n` days before the server's today, but never before this year's 1 January, so the whole
 * story falls in one calendar year and in the last 12 months.
 */
async function makeLibrary(page: Page, base: string) {
  const { today } = await getJson<BacklogForecast>(page, FORECAST);
  const year = Number(today.slice(0, 4));
  const ago = (n: number) => [addDays(today, -n), `${year}-01-01`].sort().at(-1)!;
  const add = (data: Record<string, unknown>) => sendJson<LibraryGameDto>(page, base, "post", "/api/games", data, 201);
  await add({
    title: "Alpha Quest",
    platform: "PC",
    genres: ["RPG"],
    status: "COMPLETED",
    rating: 9,
    playTime: 20,
    startDate: ago(100),
    completedDate: ago(60),
  });
  await add({
    title: "Beta Blaster",
    platform: "Nintendo Switch",
    genres: ["Action"],
    status: "COMPLETED",
    rating: 7,
    playTime: 10,
    startDate: ago(40),
    completedDate: ago(30),
  });
  await add({
    title: "Gamma Garden",
    platform: "PC",
    genres: ["Puzzle", "RPG"],
    status: "COMPLETED",
    playTime: 30,
    startDate: ago(15),
    completedDate: ago(10),
  });
  await add({ title: "Delta Drift", platform: "PlayStation 5", genres: ["RPG"], status: "BACKLOG", addedToBacklog: ago(50) });
  await add({ title: "Echo Engine", platform: "PC", genres: ["Action"], status: "BACKLOG" });
  const foxtrot = await add({
    title: "Foxtrot Fields",
    platform: "Nintendo Switch",
    genres: ["Adventure"],
    status: "IN_PROGRESS",
    rating: 8,
    startDate: ago(8),
  });
  await sendJson(page, base, "post", `/api/games/${foxtrot.id}/sessions`, { minutes: 150, date: ago(5) }, 201);
  await sendJson(page, base, "post", `/api/games/${foxtrot.id}/sessions`, { minutes: 90, date: ago(4) }, 201);
  await add({ title: "Golf Ghosts", platform: "PC", genres: ["Sports"], status: "ABANDONED", playTime: 3, startDate: ago(25), abandonedDate: ago(20) });
  return { today, year, ago };
}

/** Switches light/dark with the header's toggle (a new account starts dark; the choice is saved to it). */
async function switchTheme(page: Page, to: "light" | "dark") {
  await new AppShell(page).themeToggle.click();
  await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${to}\\b`));
}

test("Total Games and Completed Games show the library's figures, lists and bars", async ({ page, baseURL, consoleErrors }) => {
  await signUpViaApi(page, null);
  const { year, ago } = await makeLibrary(page, baseURL!);

  const total = new TotalGamesPageModel(page);
  await total.goto();
  await expect(total.heading).toHaveText("Total Games Analytics");
  await expect(total.backLink).toHaveAttribute("href", "/");
  await expect(total.card("Total Games")).toHaveText("Total Games7");
  // 3 of 7 completed: 42.857…% at one decimal.
  await expect(total.card("Completed")).toHaveText("Completed342.9% completion rate");
  await expect(total.card("In Progress")).toHaveText("In Progress1");
  // (9 + 7 + 8) / 3
  await expect(total.card("Avg Rating")).toHaveText("Avg Rating8.0Over every rated game");
  await expect(total.rows("Top platforms by number of games")).toHaveText(["PC4 games", "Nintendo Switch2 games", "PlayStation 51 game"]);
  await expect(total.rows("Top genres by number of games")).toHaveCount(5);
  await expect(total.rows("Top genres by number of games").first()).toHaveText("RPG3 games");
  const recent = total.rows("Recently added games");
  await expect(recent).toHaveCount(6);
  await expect(recent.first()).toContainText("Golf Ghosts");
  await expect(recent.first()).toContainText("ABANDONED");
  await expect(recent.nth(1)).toContainText("Foxtrot Fields");
  await expect(recent.nth(1)).toContainText("8/10");
  await expect(recent.nth(2)).not.toContainText("/10");
  await expect(recent.first().getByRole("link", { name: "Golf Ghosts" })).toHaveAttribute("href", /^\/game\//);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Total Games, dark");
  await shot(page, "total-dark", page.getByRole("main"));
  await switchTheme(page, "light");
  await expectNoAxeViolations(page, "Total Games, light");
  await shot(page, "total-light", page.getByRole("main"));

  const completed = new CompletedPageModel(page);
  await completed.goto();
  await expect(completed.heading).toHaveText("Completed Games Analytics");
  await expect(completed.card("Completed Games")).toHaveText("Completed Games3of 7 games in your library");
  // Rated completed games only: (9 + 7) / 2; the library's 8.0 beside it.
  await expect(completed.card("Avg Rating")).toHaveText("Avg Rating8.0Completed games only · library: 8.0");
  // 20 + 10 + 30 hours completed; the library adds 4 h of sessions and 3 h abandoned.
  await expect(completed.card("Hours Played")).toHaveText("Hours Played60 hoursCompleted games only · library: 67 hours");
  await expect(completed.card(`Completed in ${year}`)).toHaveText(`Completed in ${year}3${year} in review`);
  await expect(completed.rows("Top rated completed games")).toHaveText(["1Alpha QuestPC9/10", "2Beta BlasterNintendo Switch7/10"]);
  await expect(completed.rows("Longest played completed games")).toHaveText([
    "1Gamma GardenPC30 hours",
    "2Alpha QuestPC20 hours",
    "3Beta BlasterNintendo Switch10 hours",
  ]);
  await expect(completed.rows("Completions per year, newest first")).toHaveText([`${year}3 games · 100%`]);
  await expect(completed.rows("Recent completions")).toHaveText([
    `Gamma GardenPC${asLocal(ago(10))}`,
    `Beta BlasterNintendo Switch${asLocal(ago(30))}`,
    `Alpha QuestPC${asLocal(ago(60))}`,
  ]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "Completed Games, light");
  await shot(page, "completed-light", page.getByRole("main"));
  await switchTheme(page, "dark");
  await expectNoAxeViolations(page, "Completed Games, dark");
  await shot(page, "completed-dark", page.getByRole("main"));

  // The card's link opens the year in review.
  await page.getByRole("link", { name: `${year} in review` }).click();
  await expect(page).toHaveURL(new RegExp(`/analytics/year/${year}$`));
  expect(consoleErrors).toEqual([]);
});

test("a year in review shows the year's figures, months and other years; a bad year is not found", async ({ page, baseURL, consoleErrors }) => {
  await signUpViaApi(page, null);
  const { year, ago } = await makeLibrary(page, baseURL!);

  const review = new YearInReviewModel(page, year);
  await review.goto();
  await expect(review.heading).toHaveText(`${year} in review`);
  await expect(review.card("Games started")).toHaveText("Games started5");
  await expect(review.card("Games completed")).toHaveText("Games completed3");
  await expect(review.card("Games abandoned")).toHaveText("Games abandoned1");
  // 4 h of sessions, plus 60 h of games completed without a logged session.
  await expect(review.card("Hours played")).toContainText("64 hours");
  await expect(review.card("Longest session")).toHaveText(`Longest session2 h 30 minFoxtrot Fields · ${asLocal(ago(5))}`);
  await expect(review.rows(`Top genres in ${year}`).first()).toHaveText("RPG2 games");
  await expect(review.rows(`Top platforms in ${year}`)).toHaveText(["PC3 games", "Nintendo Switch2 games"]);
  await expect(review.rows(`Best rated games completed in ${year}`)).toHaveText(["1Alpha QuestPC9/10", "2Beta BlasterNintendo Switch7/10"]);
  const firstLast = review.panel("First and Last Completed");
  await expect(firstLast).toContainText(`First completedAlpha QuestPC · ${asLocal(ago(60))}`);
  await expect(firstLast).toContainText(`Last completedGamma GardenPC · ${asLocal(ago(10))}`);
  await expect(review.rows(`Month by month in ${year}`)).toHaveCount(12);
  await review.panel("Month by Month").getByText("Show data table").click();
  await expect(
    review
      .panel("Month by Month")
      .getByRole("table", { name: `Month by month in ${year}` })
      .getByRole("row"),
  ).toHaveCount(13);
  await expect(review.printButton).toBeVisible();
  await expect(review.yearLink(year - 1)).toHaveAttribute("href", `/analytics/year/${year - 1}`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "year in review, dark");
  await shot(page, "year-dark", page.getByRole("main"));
  // Printed, the controls and the header are gone.
  await page.emulateMedia({ media: "print" });
  await expect(review.printButton).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await shot(page, "year-print", page.getByRole("main"));
  await page.emulateMedia({ media: "screen" });
  await switchTheme(page, "light");
  await expectNoAxeViolations(page, "year in review, light");
  await shot(page, "year-light", page.getByRole("main"));

  // The year before: nothing happened, and it says so.
  await review.yearLink(year - 1).click();
  await expect(page.getByRole("heading", { level: 1, name: `${year - 1} in review` })).toBeVisible();
  await expect(page.getByText(`Nothing was started, completed, abandoned or played in ${year - 1}.`)).toBeVisible();

  await page.goto("/analytics/year/abc");
  await expect(page.getByRole("heading", { level: 1, name: "Year not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Analytics" })).toHaveAttribute("href", "/analytics");
  await expectNoAxeViolations(page, "year not found");
  expect(consoleErrors).toEqual([]);
});

test("the backlog forecast shows the date at my pace, a burn-down with its table, and answers 'what if I played 5 hours a week?'", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await signUpViaApi(page, null);
  const { today } = await makeLibrary(page, baseURL!);
  const forecast = await getJson<BacklogForecast>(page, FORECAST);
  // 3 completions in 12 months: 0.25 a month; 2 backlog games take 8 months; 20 h per completed game.
  expect(forecast).toMatchObject({
    backlog: 2,
    completionsLast12Months: 3,
    completionsPerMonth: 0.25,
    monthsToClear: 8,
    hoursPerCompletedGame: 20,
    backlogHours: 40,
  });

  await page.emulateMedia({ reducedMotion: "reduce" }); // the burn-down is drawn at once for the screenshots
  await page.goto("/analytics");
  const panel = new ForecastPanelModel(page);
  await expect(panel.region).toContainText(asLocal(forecast.projectedDate!, "long"));
  await expect(panel.region).toContainText(
    "in about 8 months. Your pace: 0.25 completions a month over the last 12 months (3 games completed), 20 hours per completed game.",
  );
  await expect(panel.chart).toBeVisible();
  const table = await panel.openDataTable();
  await expect(table.getByRole("row")).toHaveCount(10); // the head, then this month to 8 months on
  // 40 h at 5 h a week (× 52/12) is 1.85 months: 56 days.
  await expect(panel.hoursPerWeek).toHaveValue("5");
  await expect(panel.answer).toHaveText(
    `At 5 hours a week, your backlog (40 hours) would be cleared by ${asLocal(addDays(today, 56), "long")} (about 1.8 months).`,
  );
  await panel.hoursPerWeek.fill("10");
  // 0.92 months: 28 days.
  await expect(panel.answer).toHaveText(
    `At 10 hours a week, your backlog (40 hours) would be cleared by ${asLocal(addDays(today, 28), "long")} (about 0.9 months).`,
  );
  await expect(panel.slider).toHaveValue("10");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, "analytics with the forecast, dark");
  await shot(page, "forecast-dark", panel.region);
  await switchTheme(page, "light");
  await expectNoAxeViolations(page, "analytics with the forecast, light");
  await shot(page, "forecast-light", panel.region);
  expect(consoleErrors).toEqual([]);
});
