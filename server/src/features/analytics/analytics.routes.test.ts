// /api/analytics: the figures of a small hand-made library checked against hand-computed values (a
// fixed clock at 23:00 on 31 December in New York, already 1 January in UTC), the empty library,
// the top-5 / recent-6 limits, a year in review, the backlog forecast, per-user isolation, the library-version cache, 401
// and 400s naming the field.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { AnalyticsSummary, CompletedAnalytics, MonthlySeries, TotalGamesAnalytics, YearInReview, BacklogForecast } from "@savepoint/common";
import { buildGame, buildSession, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";

// 2027-01-01 04:00 UTC is 2026-12-31 23:00 in New York.
const clock = manualClock(new Date("2027-01-01T04:00:00Z"));
const { app, db } = await setupFile({ now: clock.now });
const NY = "America/New_York";
const ENDPOINTS = ["summary", "monthly", "total-games", "completed", "forecast"] as const;

const get = async <T>(u: TestUser, path: string, query: Record<string, string> = {}) =>
  bodyOf<T>(await u.auth(request(app).get(`/api/analytics/${path}`).query(query)).expect(200));
/** Each game a minute after the one before: the newest addition is the last built. */
async function game(u: TestUser, over: Record<string, unknown>) {
  clock.advance(1000);
  return buildGame(app, u, over);
}
const update = async (u: TestUser, id: string, body: Record<string, unknown>) => {
  clock.advance(1000);
  await u
    .auth(request(app).put(`/api/games/${id}`))
    .send(body)
    .expect(200);
};

/**
 * Alpha (PC; RPG, Indie) backlog → completed 2026-12-31, rated 8, 10 h, 30/40 achievements; Beta
 * (Switch; RPG) completed 2025-06-10, unrated, 4 h, 0/10 achievements; Gamma (PC; Action) abandoned
 * after 0 h; Delta (PS5; Action) abandoned after 3 h, rated 4; Epsilon (PC), a backlog game with no
 * dates; Zeta (PC; Indie) backlog → in progress, rated 7, one 90-minute session. (A platform is
 * required by the database now: no game is on "Unknown".)
 */
async function library(u: TestUser) {
  const alpha = await game(u, {
    title: "Alpha",
    platform: "PC",
    genres: ["RPG", "Indie"],
    status: "BACKLOG",
    addedToBacklog: "2026-01-10",
  });
  await update(u, alpha.id, {
    status: "COMPLETED",
    startDate: "2026-03-05",
    completedDate: "2026-12-31",
    rating: 8,
    playTime: 10,
    totalAchievements: 40,
    achievementsCompleted: 30,
  });
  await game(u, {
    title: "Beta",
    platform: "Nintendo Switch",
    genres: ["RPG"],
    status: "COMPLETED",
    startDate: "2025-06-01",
    completedDate: "2025-06-10",
    playTime: 4,
    totalAchievements: 10,
    achievementsCompleted: 0,
  });
  await game(u, { title: "Gamma", platform: "PC", genres: ["Action"], status: "ABANDONED", abandonedDate: "2026-02-14", playTime: 0 });
  await game(u, {
    title: "Delta",
    platform: "PlayStation 5",
    genres: ["Action"],
    status: "ABANDONED",
    abandonedDate: "2026-02-20",
    playTime: 3,
    rating: 4,
  });
  const epsilon = await game(u, { title: "Epsilon", platform: "PC", status: "BACKLOG" });
  await db.prisma.libraryGame.update({
    where: { id: epsilon.id },
    data: { addedToBacklog: null, startDate: null, completedDate: null, abandonedDate: null },
  });
  const zeta = await game(u, { title: "Zeta", platform: "PC", genres: ["Indie"], status: "BACKLOG", addedToBacklog: "2026-04-01" });
  await update(u, zeta.id, { status: "IN_PROGRESS", startDate: "2026-04-02", rating: 7 });
  await buildSession(app, u, zeta.id, { minutes: 90 });
  return { alpha, zeta };
}
const names = (refs: { title: string }[]) => refs.map((r) => r.title);

describe("/api/analytics", () => {
  it("needs a session, and answers 400 naming tz or year when they are not valid", async () => {
    const u = await buildUser(app);
    for (const path of ENDPOINTS) {
      await request(app).get(`/api/analytics/${path}`).expect(401);
      expectIssue((await u.auth(request(app).get(`/api/analytics/${path}`).query({ tz: "Mars/Olympus" })).expect(400)).body, "tz");
    }
    for (const year of ["20x6", "1969", "3000", "202", ""]) {
      expectIssue((await u.auth(request(app).get("/api/analytics/monthly").query({ year, tz: NY })).expect(400)).body, "year");
    }
  });

  it("answers zeros and empty lists for an empty library", async () => {
    const u = await buildUser(app);
    const s = await get<AnalyticsSummary>(u, "summary");
    expect(s).toMatchObject({
      totalGames: 0,
      completedGames: 0,
      averageRating: 0,
      averageRatingCompleted: 0,
      totalPlayTime: 0,
      backlogProgression: { toInProgress: 0, toCompleted: 0 },
    });
    expect(s.abandonment).toEqual({ count: 0, averageHours: 0, games: [] });
    expect(s.statusDistribution.every((d) => d.count === 0 && d.share === 0)).toBe(true);
    expect(s.achievements).toEqual({ games: 0, completed: 0, total: 0, rate: 0 });
    expect(await get<TotalGamesAnalytics>(u, "total-games")).toEqual({
      totalGames: 0,
      completed: 0,
      completionRate: 0,
      inProgress: 0,
      averageRating: 0,
      platforms: [],
      genres: [],
      recent: [],
    });
    expect(await get<CompletedAnalytics>(u, "completed", { tz: NY })).toEqual({
      count: 0,
      averageRating: 0,
      totalHours: 0,
      year: 2026,
      thisYear: 0,
      topRated: [],
      longestPlayed: [],
      timeline: [],
      recent: [],
    });
    const m = await get<MonthlySeries>(u, "monthly", { tz: NY });
    expect(m.year).toBe(2026);
    expect(m.months.map((x) => x.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(m.months.every((x) => x.started.length + x.completed.length + x.backlog.length + x.abandoned.length === 0)).toBe(true);
  });

  it("computes every figure of a hand-made library, only from the caller's games", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    await game(other, {
      title: "Other",
      platform: "Xbox Series X",
      genres: ["Racing"],
      status: "COMPLETED",
      completedDate: "2026-12-31",
      rating: 10,
      playTime: 100,
    });
    await library(u);

    const s = await get<AnalyticsSummary>(u, "summary", { tz: NY });
    expect(s).toMatchObject({
      totalGames: 6,
      backlogCount: 1,
      inProgressCount: 1,
      completedGames: 2,
      abandonedCount: 2,
      averageRatingCompleted: 8,
      averageRating: 6.3,
      totalPlayTimeCompleted: 14,
      totalPlayTime: 18.5,
      backlogProgression: { toInProgress: 1, toCompleted: 1 },
      achievements: { games: 2, completed: 30, total: 50, rate: 60 },
    });
    expect(s.abandonment).toMatchObject({ count: 2, averageHours: 1.5 });
    expect(s.abandonment.games.map(({ title, platform, hours }) => ({ title, platform, hours }))).toEqual([
      { title: "Delta", platform: "PlayStation 5", hours: 3 },
      { title: "Gamma", platform: "PC", hours: 0 },
    ]);
    expect(s.statusDistribution).toEqual([
      { status: "BACKLOG", count: 1, share: 16.7 },
      { status: "IN_PROGRESS", count: 1, share: 16.7 },
      { status: "COMPLETED", count: 2, share: 33.3 },
      { status: "ABANDONED", count: 2, share: 33.3 },
    ]);
    expect(s.playtime).toEqual({
      totalHours: 18.5,
      byStatus: [
        { status: "BACKLOG", hours: 0 },
        { status: "IN_PROGRESS", hours: 1.5 },
        { status: "COMPLETED", hours: 14 },
        { status: "ABANDONED", hours: 3 },
      ],
      byPlatform: [
        { platform: "PC", hours: 11.5 },
        { platform: "Nintendo Switch", hours: 4 },
        { platform: "PlayStation 5", hours: 3 },
      ],
    });

    const t = await get<TotalGamesAnalytics>(u, "total-games", { tz: NY });
    expect(t).toMatchObject({ totalGames: 6, completed: 2, completionRate: 33.3, inProgress: 1, averageRating: 6.3 });
    expect(t.platforms).toEqual([
      { name: "PC", count: 4 },
      { name: "Nintendo Switch", count: 1 },
      { name: "PlayStation 5", count: 1 },
    ]);
    expect(t.genres).toEqual([
      { name: "Action", count: 2 },
      { name: "Indie", count: 2 },
      { name: "RPG", count: 2 },
    ]);
    expect(t.recent.map(({ title, status, rating }) => ({ title, status, rating }))).toEqual([
      { title: "Zeta", status: "IN_PROGRESS", rating: 7 },
      { title: "Epsilon", status: "BACKLOG", rating: null },
      { title: "Delta", status: "ABANDONED", rating: 4 },
      { title: "Gamma", status: "ABANDONED", rating: null },
      { title: "Beta", status: "COMPLETED", rating: null },
      { title: "Alpha", status: "COMPLETED", rating: 8 },
    ]);

    // 31 December 23:00 in New York is still 2026 there: Alpha, completed that day, counts for it.
    const c = await get<CompletedAnalytics>(u, "completed", { tz: NY });
    expect(c).toMatchObject({ count: 2, averageRating: 8, totalHours: 14, year: 2026, thisYear: 1 });
    expect(c.topRated.map(({ title, rating }) => ({ title, rating }))).toEqual([{ title: "Alpha", rating: 8 }]);
    expect(c.longestPlayed.map(({ title, hours }) => ({ title, hours }))).toEqual([
      { title: "Alpha", hours: 10 },
      { title: "Beta", hours: 4 },
    ]);
    expect(c.timeline).toEqual([
      { year: 2026, count: 1, share: 50 },
      { year: 2025, count: 1, share: 50 },
    ]);
    expect(c.recent.map(({ title, completedDate }) => ({ title, completedDate }))).toEqual([
      { title: "Alpha", completedDate: "2026-12-31" },
      { title: "Beta", completedDate: "2025-06-10" },
    ]);
    // In UTC (and Tokyo) it is already 2027, with no completion yet.
    expect(await get<CompletedAnalytics>(u, "completed", { tz: "UTC" })).toMatchObject({ year: 2027, thisYear: 0 });
    expect(await get<CompletedAnalytics>(u, "completed", { tz: "Asia/Tokyo" })).toMatchObject({ year: 2027, thisYear: 0 });

    const m = await get<MonthlySeries>(u, "monthly", { tz: NY });
    expect(m.year).toBe(2026);
    const month = (n: number) => m.months[n - 1]!;
    expect(names(month(1).backlog)).toEqual(["Alpha"]);
    expect(names(month(2).abandoned)).toEqual(["Gamma", "Delta"]);
    expect(names(month(3).started)).toEqual(["Alpha"]);
    expect(names(month(4).backlog)).toEqual(["Zeta"]);
    expect(names(month(4).started)).toEqual(["Zeta"]);
    expect(names(month(12).completed)).toEqual(["Alpha"]);
    const all = m.months.flatMap((x) => [...x.started, ...x.completed, ...x.backlog, ...x.abandoned]);
    expect(all).toHaveLength(7);
    const y2025 = await get<MonthlySeries>(u, "monthly", { tz: NY, year: "2025" });
    expect([names(y2025.months[5]!.started), names(y2025.months[5]!.completed)]).toEqual([["Beta"], ["Beta"]]);
    expect((await get<MonthlySeries>(u, "monthly", { tz: "UTC" })).year).toBe(2027);

    // The other user sees only their own game.
    expect(await get<AnalyticsSummary>(other, "summary")).toMatchObject({ totalGames: 1, completedGames: 1, averageRating: 10, totalPlayTime: 100 });
    expect(JSON.stringify([s, t, c, m])).not.toContain("Other");
  });

  it("answers afresh after any write to the library (the cache follows the library version)", async () => {
    const u = await buildUser(app);
    const { zeta } = await library(u);
    expect((await get<CompletedAnalytics>(u, "completed", { tz: NY })).count).toBe(2);
    expect((await get<AnalyticsSummary>(u, "summary")).totalPlayTime).toBe(18.5);
    await update(u, zeta.id, { status: "COMPLETED", completedDate: "2026-12-30" });
    await buildSession(app, u, zeta.id, { minutes: 30 });
    expect(await get<CompletedAnalytics>(u, "completed", { tz: NY })).toMatchObject({ count: 2 + 1, thisYear: 2, averageRating: 7.5 });
    expect(await get<AnalyticsSummary>(u, "summary")).toMatchObject({ totalPlayTime: 19, backlogProgression: { toInProgress: 1, toCompleted: 2 } });
  });

  it("answers afresh after a write to a game's sessions or history alone (a database trigger stamps the game)", async () => {
    const u = await buildUser(app);
    const { zeta } = await library(u);
    expect((await get<AnalyticsSummary>(u, "summary")).totalPlayTime).toBe(18.5);
    // Written straight to the tables, as a script or another process could: the game row is not written.
    const session = await db.prisma.playSession.create({ data: { gameId: zeta.id, userId: u.user.id, date: new Date("2026-12-20"), minutes: 60 } });
    expect((await get<AnalyticsSummary>(u, "summary")).totalPlayTime).toBe(19.5);
    await db.prisma.playSession.update({ where: { id: session.id }, data: { minutes: 120 } });
    expect((await get<AnalyticsSummary>(u, "summary")).totalPlayTime).toBe(20.5);
    await db.prisma.playSession.delete({ where: { id: session.id } });
    expect((await get<AnalyticsSummary>(u, "summary")).totalPlayTime).toBe(18.5);
    await db.prisma.statusChange.deleteMany({ where: { gameId: zeta.id, status: "IN_PROGRESS" } });
    expect((await get<AnalyticsSummary>(u, "summary")).backlogProgression.toInProgress).toBe(0);
  });

  it("reviews a year: its games, hours (sessions, else the play time of its unlogged completions), longest session, tops, months", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    const { zeta } = await library(u);
    await buildSession(app, u, zeta.id, { date: "2026-04-10", minutes: 120 });
    await buildSession(app, u, zeta.id, { date: "2026-05-01", minutes: 45 });
    const theirs = await game(other, { title: "Other", platform: "PC", status: "IN_PROGRESS", startDate: "2026-01-01" });
    await buildSession(app, other, theirs.id, { date: "2026-04-10", minutes: 600 });

    const y = await get<YearInReview>(u, "year/2026");
    expect([names(y.started), names(y.completed), names(y.abandoned)]).toEqual([["Alpha", "Zeta"], ["Alpha"], ["Gamma", "Delta"]]);
    // 120 + 45 session minutes, and Alpha's 10 hours (completed that year, no session logged).
    expect(y.hoursPlayed).toBe(12.8);
    expect(y.longestSession).toMatchObject({ title: "Zeta", date: "2026-04-10", minutes: 120 });
    expect(y.topGenres).toEqual([
      { name: "Action", count: 2 },
      { name: "Indie", count: 2 },
      { name: "RPG", count: 1 },
    ]);
    expect(y.topPlatforms).toEqual([
      { name: "PC", count: 3 },
      { name: "PlayStation 5", count: 1 },
    ]);
    expect(y.bestRated.map(({ title, rating }) => ({ title, rating }))).toEqual([{ title: "Alpha", rating: 8 }]);
    expect(y.months.filter((m) => m.started + m.completed + m.abandoned + m.sessionHours > 0)).toEqual([
      { month: 2, started: 0, completed: 0, abandoned: 2, sessionHours: 0 },
      { month: 3, started: 1, completed: 0, abandoned: 0, sessionHours: 0 },
      { month: 4, started: 1, completed: 0, abandoned: 0, sessionHours: 2 },
      { month: 5, started: 0, completed: 0, abandoned: 0, sessionHours: 0.8 },
      { month: 12, started: 0, completed: 1, abandoned: 0, sessionHours: 0 },
    ]);
    expect([y.firstCompleted?.title, y.lastCompleted?.completedDate]).toEqual(["Alpha", "2026-12-31"]);
    expect(await get<YearInReview>(u, "year/2025")).toMatchObject({
      hoursPlayed: 4,
      longestSession: null,
      firstCompleted: { title: "Beta", completedDate: "2025-06-10" },
    });
    expect(await get<YearInReview>(u, "year/2024")).toMatchObject({ started: [], completed: [], hoursPlayed: 0, firstCompleted: null, lastCompleted: null });

    await request(app).get("/api/analytics/year/2026").expect(401);
    for (const bad of ["abc", "1969", "3000", "20266"]) {
      expect(errorOf(await u.auth(request(app).get(`/api/analytics/year/${bad}`)).expect(404)).message).toBe("Year not found");
    }
  });

  it("forecasts the backlog at the pace of the last 12 months of the caller's calendar, not before 3 completions", async () => {
    const u = await buildUser(app);
    const done = [
      ["2025-12-31", 0],
      ["2026-01-01", 10],
      ["2026-06-01", 20],
      ["2026-12-31", 30],
    ] as const;
    for (const [completedDate, playTime] of done) await game(u, { title: `Done ${completedDate}`, status: "COMPLETED", completedDate, playTime });
    for (let i = 0; i < 6; i++) await game(u, { title: `Backlog ${i}`, status: "BACKLOG" });

    // Today is 2026-12-31 in New York: 2026-01-01 to 2026-12-31 → 3 completions, 0.25 a month, 6 games in 24 months.
    const f = await get<BacklogForecast>(u, "forecast", { tz: NY });
    expect(f).toMatchObject({
      today: "2026-12-31",
      backlog: 6,
      completionsLast12Months: 3,
      completionsPerMonth: 0.25,
      hoursPerCompletedGame: 20,
      backlogHours: 120,
      enoughHistory: true,
      monthsToClear: 24,
      projectedDate: "2028-12-31",
    });
    expect(f.burnDown).toHaveLength(25);
    expect([f.burnDown[0], f.burnDown[4], f.burnDown[24]]).toEqual([
      { month: "2026-12", remaining: 6 },
      { month: "2027-04", remaining: 5 },
      { month: "2028-12", remaining: 0 },
    ]);
    // Already 2027-01-01 in UTC: 2026-01-01 is a year ago, 2 completions are not enough history.
    expect(await get<BacklogForecast>(u, "forecast", { tz: "UTC" })).toMatchObject({
      today: "2027-01-01",
      completionsLast12Months: 2,
      enoughHistory: false,
      monthsToClear: null,
      projectedDate: null,
      burnDown: [],
    });
  });

  it("lists the top 5 platforms and genres and the 6 most recent additions", async () => {
    const u = await buildUser(app);
    for (let i = 1; i <= 7; i++) await game(u, { title: `Game ${i}`, platform: `Platform ${i}`, genres: [`Genre ${i}`], status: "BACKLOG" });
    const t = await get<TotalGamesAnalytics>(u, "total-games");
    expect(t.platforms.map((p) => p.name)).toEqual(["Platform 1", "Platform 2", "Platform 3", "Platform 4", "Platform 5"]);
    expect(t.genres).toHaveLength(5);
    expect(names(t.recent)).toEqual(["Game 7", "Game 6", "Game 5", "Game 4", "Game 3", "Game 2"]);
  });
});
