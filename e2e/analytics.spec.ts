// Your Gaming Stats at desktop width and at 360 px: an empty library shows the empty state; then a
// library of six games with a status history, achievements and two play sessions (through the API)
// shows each card and panel with hand-computed figures, the monthly chart of the browser's year with
// its year buttons and data table, the link to the year in review, streaks with the play calendar and
// the rating distribution, axe-clean in light and dark mode; then the hours played per month with its
// data table, and the rating distribution's CSS bars on /profile.
import type { Page } from "@playwright/test";
import type { LibraryGameDto } from "@savepoint/common";
import { dayIn } from "./clock.ts";
import { FIXED_NOW, expect, expectNoAxeViolations, expectNoHorizontalScroll, sendJson, shot, signUpViaApi, test } from "./fixtures.ts";
import { AnalyticsPageModel } from "./pages/analytics.ts";
import { ProfilePageModel } from "./pages/people.ts";
import { AppShell } from "./pages/shell.ts";

/**
 * A calendar day `n` days before FIXED_NOW's (UTC, the server's calendar): the server's clock started
 * there, so it is `n` days before the server's today, or `n + 1` once the server's midnight has passed
 * (sessions count over the server's last 12 months: a day either way changes no figure below).
 */
const daysAgo = (n: number) => dayIn(FIXED_NOW.getTime() - n * 86_400_000, "UTC");

/** The two sessions' days (buildLibrary), the month each falls in, and its minutes. */
const SESSIONS = [
  { day: daysAgo(4), minutes: 90 },
  { day: daysAgo(3), minutes: 60 },
];
const monthOf = (day: string) => Number(day.slice(5, 7)) - 1;
const monthName = (m: number) => new Date(Date.UTC(2025, m, 1)).toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });
/** The hours per month the sessions make: [month index, hours] in month order. */
function sessionHours(): [number, number][] {
  const byMonth = new Map<number, number>();
  for (const s of SESSIONS) byMonth.set(monthOf(s.day), (byMonth.get(monthOf(s.day)) ?? 0) + s.minutes / 60);
  return [...byMonth].sort((a, b) => a[0] - b[0]);
}

async function buildLibrary(page: Page, base: string) {
  const add = (game: Record<string, unknown>) => sendJson<LibraryGameDto>(page, base, "post", "/api/games", game, 201);
  const update = (id: string, change: Record<string, unknown>) => sendJson<LibraryGameDto>(page, base, "put", `/api/games/${id}`, change);
  await add({
    title: "Hades",
    platform: "PC",
    status: "COMPLETED",
    rating: 9,
    playTime: 20,
    startDate: "2025-01-10",
    completedDate: "2025-03-05",
    achievementsCompleted: 30,
    totalAchievements: 60,
  });
  const celeste = await add({ title: "Celeste", platform: "Switch", status: "BACKLOG", addedToBacklog: "2025-02-01" });
  await update(celeste.id, { status: "IN_PROGRESS", startDate: "2025-04-02" });
  const tunic = await add({ title: "Tunic", platform: "PC", status: "BACKLOG", addedToBacklog: "2025-02-10" });
  await update(tunic.id, {
    status: "COMPLETED",
    startDate: "2025-02-11",
    completedDate: "2025-05-20",
    rating: 7,
    playTime: 10,
    achievementsCompleted: 45,
    totalAchievements: 45,
  });
  await add({ title: "Anthem", platform: "Xbox", status: "ABANDONED", rating: 4, playTime: 2.5, startDate: "2025-03-01", abandonedDate: "2025-03-15" });
  await add({ title: "Outer Wilds", platform: "PC", status: "BACKLOG", addedToBacklog: "2025-05-01" });
  await add({ title: "Inside", platform: "PC", status: "COMPLETED", playTime: 4, startDate: "2024-11-01", completedDate: "2024-11-03" });
  for (const { day, minutes } of SESSIONS) await sendJson(page, base, "post", `/api/games/${celeste.id}/sessions`, { date: day, minutes }, 201);
}

test("a player's stats: cards, panels, the monthly chart and its years, streaks and the play calendar", async ({ page, baseURL, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const stats = new AnalyticsPageModel(page);

  // --- An empty library -------------------------------------------------------------------------------
  await signUpViaApi(page, "/analytics");
  await expect(stats.heading).toBeVisible();
  await expect(page.getByRole("heading", { name: "No data available" })).toBeVisible();
  await expect(page.getByText("Add some games to see your analytics")).toBeVisible();
  await expectNoAxeViolations(page, "analytics, empty");

  // --- Six games ------------------------------------------------------------------------------------
  await buildLibrary(page, baseURL!);
  await page.reload();

  // The cards: completed-only figures say so, with the library-wide figure beside them.
  const total = stats.cardLink("Total Games");
  await expect(total).toHaveAttribute("href", "/analytics/total-games");
  await expect(total).toContainText("6");
  await expect(total).toContainText("3 completed · 1 in progress · 1 backlog");
  await expect(stats.cardLink("Avg Rating")).toHaveAttribute("href", "/analytics/completed");
  await expect(stats.cardLink("Avg Rating")).toContainText("8.0 Rated completed games · all rated games: 6.7");
  await expect(stats.hoursCard).toContainText("39Whole library · completed games: 34 h");
  await expect(stats.cardLink("Avg Completion Time")).toHaveAttribute("href", "/analytics/completed");
  await expect(stats.cardLink("Avg Completion Time")).toContainText("11.3 h Per completed game · 34 h over 3 games");

  // The panels.
  await expect(stats.panel("Backlog Progression")).toContainText("Backlog → In Progress1");
  await expect(stats.panel("Backlog Progression")).toContainText("Backlog → Completed1");
  const abandonment = stats.panel("Abandonment Stats");
  await expect(abandonment).toContainText("Abandoned1");
  await expect(abandonment).toContainText("Avg hours before abandoning2.5");
  await expect(abandonment.getByRole("row").nth(1)).toHaveText("AnthemXbox2.5");
  await expect(stats.panel("Game Status Distribution").getByRole("listitem")).toHaveText([
    "Backlog1 game · 16.7%",
    "In Progress1 game · 16.7%",
    "Completed3 games · 50%",
    "Abandoned1 game · 16.7%",
  ]);
  const playtime = stats.panel("Playtime Insights");
  await expect(playtime).toContainText("39 hours");
  await expect(playtime.getByRole("list", { name: "Hours by status" }).getByRole("listitem")).toHaveText([
    "Backlog0 h",
    "In Progress2.5 h",
    "Completed34 h",
    "Abandoned2.5 h",
  ]);
  await expect(playtime.getByRole("list", { name: "Hours by platform" }).getByRole("listitem")).toHaveText(["PC34 h", "Switch2.5 h", "Xbox2.5 h"]);
  await expect(stats.panel("Achievement Completion Rate")).toContainText("71%");
  await expect(stats.panel("Achievement Completion Rate")).toContainText("75 of 105 achievements earned across 2 games with a known total.");
  await expect(stats.panel("Backlog Forecast")).toBeVisible();

  // Streaks and the play calendar (the server's last 12 months).
  const calendar = stats.panel("Streaks and Play Calendar");
  await expect(calendar).toContainText("Longest ever2 days");
  await expect(calendar.getByRole("img", { name: /^Play calendar from .*: 2\.5 hours over 2 days$/ })).toBeVisible();
  await expect(await stats.dataTable("Streaks and Play Calendar", "Play calendar by month: days played and hours")).toBeVisible();

  // The monthly chart: the browser's year, its figures in the accessible name and the data table.
  await expect(stats.chart(2025)).toHaveAccessibleName("Monthly activity in 2025: 4 started, 2 completed, 3 added to backlog, 1 abandoned");
  const table = await stats.dataTable("Monthly Activity", "Monthly activity in 2025");
  await expect(table.getByRole("row").nth(3)).toHaveText("March1 (Anthem)1 (Hades)01 (Anthem)");

  // The rating distribution: three rated games, the three unrated counted apart.
  await expect(stats.ratingChart).toHaveAccessibleName("Ratings of 3 games rated: 1 rated 4, 1 rated 7, 1 rated 9; 3 unrated");
  await expect(stats.ratings).toContainText("3 unrated · games without a rating are counted here, not in the chart");
  const ratingTable = await stats.dataTable("Rating Distribution", "Games per rating");
  await expect(ratingTable.getByRole("row").nth(9)).toHaveText("9 of 101");
  await expectNoHorizontalScroll(page);

  // Dark mode (the app's default) and light mode.
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectNoAxeViolations(page, "analytics, dark");
  const monthly = page.getByRole("region", { name: "Monthly Activity", exact: true });
  await shot(page, "chart-dark", monthly);
  await shot(page, "calendar-dark", calendar);
  await shot(page, "page-dark");
  await new AppShell(page).themeToggle.click();
  await expect(page.locator("html")).toHaveClass(/light/);
  await expectNoAxeViolations(page, "analytics, light");
  await shot(page, "chart-light", monthly);
  await shot(page, "ratings-light", stats.ratings);
  await shot(page, "page-light");

  // Hours played per month: the sessions' hours by their dates; the typed play time has no month.
  await stats.monthlyTab("Hours played").click();
  const perMonth = sessionHours();
  await expect(stats.hoursChart(2025)).toHaveAccessibleName(
    `Hours played per month in 2025, from logged sessions: 2.5 h in all; ${perMonth.map(([m, h]) => `${monthName(m)} ${h} h`).join(", ")}`,
  );
  await expect(monthly).toContainText("Only logged sessions have a date: 36.5 h of play time typed as a game's total are in no month.");
  const hoursTable = await stats.dataTable("Monthly Activity", "Hours played per month in 2025");
  for (const [m, h] of perMonth) await expect(hoursTable.getByRole("row").nth(m + 1)).toHaveText(`${monthName(m)}${h}`);
  await expectNoAxeViolations(page, "analytics, hours per month");
  await shot(page, "hours-light", monthly);
  await stats.monthlyTab("Games").click();

  // The year buttons, and the year's link to its year in review.
  await stats.previousYear.click();
  await expect(stats.chart(2024)).toHaveAccessibleName("Monthly activity in 2024: 1 started, 1 completed, 0 added to backlog, 0 abandoned");
  await expect(stats.yearLink(2024)).toHaveAttribute("href", "/analytics/year/2024");
  await stats.nextYear.click();
  await expect(stats.chart(2025)).toBeVisible();
  await stats.yearLink(2025).click();
  await expect(page).toHaveURL(/\/analytics\/year\/2025$/);

  // The same distribution on my profile, in CSS bars (the profile loads no chart.js).
  const profile = new ProfilePageModel(page);
  await profile.goto();
  await expect(profile.ratingBars).toHaveCount(10);
  await expect(profile.ratingBars.nth(8)).toContainText("Rated 9: 1 game");
  await expect(profile.ratingBars.nth(0)).toContainText("Rated 1: 0 games");
  await expect(profile.region("Rating Distribution")).toContainText("3 unrated · not in the bars");
  await expect(page.getByRole("img", { name: /^Ratings of / })).toHaveCount(0);
  await expectNoAxeViolations(page, "profile, rating distribution");
  await shot(page, "profile-ratings", profile.region("Rating Distribution"));

  expect(consoleErrors).toEqual([]);
});
