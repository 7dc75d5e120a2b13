// Play sessions (POST/GET/DELETE /api/games/:id/sessions), the user's stats (GET /api/games/stats, kept
// in step across server processes) and the library's share of the landing page's numbers.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { InstanceStats, PlaySessionDeleted, PlaySessionDto } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildSession, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { readGame, readList, readStats } from "../../../test/library.ts";
import { bodyOf, errorOf, expectIssue, issuesOf } from "../../../test/responses.ts";

const { app, db, makeApp } = await setupFile();

const logSession = (u: TestUser, id: string, body: Record<string, unknown>) => u.auth(request(app).post(`/api/games/${id}/sessions`)).send(body);

describe("play sessions", () => {
  it("POST adds the session's time to playTime (201) and the game shows it", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { playTime: 10 });
    const body = await buildSession(app, u, g.id, { date: "2024-03-01", minutes: 90, note: "  Reached the Eye  " });
    expect(body.playTime).toBe(11.5);
    expect(body.session).toMatchObject({ gameId: g.id, date: "2024-03-01", minutes: 90, hours: 1.5, note: "Reached the Eye" });
    const after = await readGame(app, u, g.id);
    expect(after.playTime).toBe(11.5);
    expect(after.sessions).toEqual([body.session]);
    const row = await db.prisma.playSession.findUniqueOrThrow({ where: { id: body.session.id } });
    expect(row.userId).toBe(u.user.id);
  });

  it("accepts hours instead of minutes and defaults the date to today: the server clock's day, in UTC", async () => {
    // Half a minute before midnight UTC, whatever the wall clock and the time zone say.
    const clock = manualClock(new Date("2026-03-14T23:59:30Z"));
    const at = makeApp({ now: clock.now });
    const u = await buildUser(at);
    const g = await buildGame(at, u);
    const body = await buildSession(at, u, g.id, { minutes: undefined, hours: 0.75 });
    expect(body.session).toMatchObject({ minutes: 45, hours: 0.75, date: "2026-03-14", note: null });
    expect(body.playTime).toBe(0.75);
    clock.advance(30_000);
    expect((await buildSession(at, u, g.id, { minutes: 5 })).session.date).toBe("2026-03-15");
  });

  it("GET lists the sessions newest first", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u);
    await buildSession(app, u, g.id, { date: "2024-01-01", minutes: 10 });
    await buildSession(app, u, g.id, { date: "2024-02-01", minutes: 20 });
    await buildSession(app, u, g.id, { date: "2023-12-31", minutes: 30 });
    const res = await u.auth(request(app).get(`/api/games/${g.id}/sessions`)).expect(200);
    expect(bodyOf<PlaySessionDto[]>(res).map((s) => s.date)).toEqual(["2024-02-01", "2024-01-01", "2023-12-31"]);
  });

  it("DELETE subtracts the session's time, never below 0", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { playTime: 1 });
    const a = (await buildSession(app, u, g.id, { minutes: 20 })).session;
    const b = (await buildSession(app, u, g.id, { minutes: 40 })).session;
    const afterA = await u.auth(request(app).delete(`/api/games/${g.id}/sessions/${a.id}`)).expect(200);
    expect(bodyOf<PlaySessionDeleted>(afterA).playTime).toBeCloseTo(1 + 40 / 60, 9);
    // the total was edited down by hand: removing the session stops at zero
    await u
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ playTime: 0.25 })
      .expect(200);
    const afterB = await u.auth(request(app).delete(`/api/games/${g.id}/sessions/${b.id}`)).expect(200);
    expect(afterB.body).toEqual({ playTime: 0 });
    expect(await readGame(app, u, g.id)).toMatchObject({ playTime: 0, sessions: [] });
    await u.auth(request(app).delete(`/api/games/${g.id}/sessions/${b.id}`)).expect(404);
  });

  it("keeps play time exact over many sessions", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await buildSession(app, u, g.id, { minutes: 10 })).session.id);
    expect((await readGame(app, u, g.id)).playTime).toBe(1);
    for (const id of ids) await u.auth(request(app).delete(`/api/games/${g.id}/sessions/${id}`)).expect(200);
    expect((await readGame(app, u, g.id)).playTime).toBe(0);
  });

  it.each([
    ["minutes", {}, "Enter how long you played, in minutes or hours"],
    ["hours", { minutes: 30, hours: 1 }, "Enter minutes or hours, not both"],
    ["minutes", { minutes: 0 }, "A session must last at least 1 minute"],
    ["minutes", { minutes: 1441 }, "A session can last at most 24 hours"],
    ["minutes", { minutes: 12.5 }, "Minutes must be a whole number"],
    ["hours", { hours: -1 }, "A session must last at least 1 minute"],
    ["hours", { hours: 25 }, "A session can last at most 24 hours"],
    ["date", { minutes: 10, date: "2024-02-31" }, "Session date must be a real date like 2024-05-31"],
    ["date", { minutes: 10, date: "2999-01-01" }, "A session cannot be in the future"],
    ["note", { minutes: 10, note: "x".repeat(501) }, "Note must be at most 500 characters"],
  ])("rejects a bad %s with 400 naming it (%j)", async (field, body, message) => {
    const u = await buildUser(app);
    const g = await buildGame(app, u);
    const res = await logSession(u, g.id, body).expect(400);
    expectIssue(res.body, field);
    expect(issuesOf(res)).toContainEqual({ path: field, message });
    expect(await db.prisma.playSession.count({ where: { gameId: g.id } })).toBe(0);
  });

  it("another user's game is 404 for POST, GET and DELETE, and nothing changes", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const g = await buildGame(app, u, { playTime: 2 });
    const s = (await buildSession(app, u, g.id, { minutes: 60 })).session;
    await logSession(other, g.id, { minutes: 60 }).expect(404);
    await other.auth(request(app).get(`/api/games/${g.id}/sessions`)).expect(404);
    await other.auth(request(app).delete(`/api/games/${g.id}/sessions/${s.id}`)).expect(404);
    // nor through one of their own games
    const theirs = await buildGame(app, other);
    await other.auth(request(app).delete(`/api/games/${theirs.id}/sessions/${s.id}`)).expect(404);
    const after = await readGame(app, u, g.id);
    expect(after.playTime).toBe(3);
    expect(after.sessions).toHaveLength(1);
  });

  it("malformed ids are 404", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u);
    await logSession(u, "nope", { minutes: 5 }).expect(404);
    await u.auth(request(app).get("/api/games/nope/sessions")).expect(404);
    const res = await u.auth(request(app).delete(`/api/games/${g.id}/sessions/nope`)).expect(404);
    expect(errorOf(res).message).toBe("Play session not found");
  });
});

describe("GET /api/games/stats", () => {
  it("answers zeros for an empty library", async () => {
    const u = await buildUser(app);
    expect(await readStats(app, u)).toEqual({
      totalGames: 0,
      completedGames: 0,
      backlogCount: 0,
      inProgressCount: 0,
      abandonedCount: 0,
      averageRating: 0,
      ratedGames: 0,
      totalPlayTime: 0,
      totalAchievementsCompleted: 0,
      totalAchievementsAvailable: 0,
      achievementCompletionRate: 0,
    });
  });

  it("computes real numbers on a known library", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    await buildGame(app, other, { status: "COMPLETED", rating: 1, playTime: 500, totalAchievements: 100, achievementsCompleted: 1 });
    await buildGame(app, u, { title: "A", status: "COMPLETED", rating: 8, playTime: 10, totalAchievements: 50, achievementsCompleted: 30 });
    await buildGame(app, u, { title: "B", status: "COMPLETED", rating: 9, playTime: 20.5, totalAchievements: 10, completed100Percent: true });
    // Achievements belong to Completed games (ADR 017).
    await buildGame(app, u, { title: "C", status: "IN_PROGRESS", rating: 6, playTime: 5 });
    await buildGame(app, u, { title: "D", status: "BACKLOG", playTime: 0 });
    await buildGame(app, u, { title: "E", status: "ABANDONED", rating: 4, playTime: 2.25 });
    // completed achievements without a total are outside the achievement population; a total alone counts 0 of it
    await buildGame(app, u, { title: "G", status: "COMPLETED", achievementsCompleted: 5 });
    await buildGame(app, u, { title: "H", status: "COMPLETED", totalAchievements: 3 });
    expect(await readStats(app, u)).toEqual({
      totalGames: 7,
      completedGames: 4,
      backlogCount: 1,
      inProgressCount: 1,
      abandonedCount: 1,
      averageRating: 6.8, // (8 + 9 + 6 + 4) / 4 = 6.75 over the rated games
      ratedGames: 4,
      totalPlayTime: 37.75,
      totalAchievementsCompleted: 40, // 30 + 10 + 0
      totalAchievementsAvailable: 63, // 50 + 10 + 3
      achievementCompletionRate: 63, // 40 / 63 = 63.5 %
    });
  });

  it("changes with every write: create, update, session, delete", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { rating: 4, playTime: 1 });
    expect(await readStats(app, u)).toMatchObject({ totalGames: 1, averageRating: 4, totalPlayTime: 1, inProgressCount: 1 });
    await u
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ rating: 7, status: "COMPLETED", totalAchievements: 4, achievementsCompleted: 1 })
      .expect(200);
    expect(await readStats(app, u)).toMatchObject({ averageRating: 7, completedGames: 1, inProgressCount: 0, achievementCompletionRate: 25 });
    const s = (await buildSession(app, u, g.id, { minutes: 30 })).session;
    expect((await readStats(app, u)).totalPlayTime).toBe(1.5);
    await u.auth(request(app).delete(`/api/games/${g.id}/sessions/${s.id}`)).expect(200);
    expect((await readStats(app, u)).totalPlayTime).toBe(1);
    await u.auth(request(app).delete(`/api/games/${g.id}`)).expect(204);
    expect(await readStats(app, u)).toMatchObject({ totalGames: 0, averageRating: 0 });
  });

  it("stays correct when several server processes share the database", async () => {
    const u = await buildUser(app);
    const other = makeApp();
    await buildGame(app, u, { rating: 2 });
    // both processes have cached the same library
    expect((await readStats(app, u)).totalGames).toBe(1);
    expect((await readStats(other, u)).totalGames).toBe(1);
    expect(await readList(other, u)).toHaveLength(1);
    // a write through the other process is seen by this one, and the other way round
    const g = await buildGame(other, u, { rating: 10 });
    expect(await readStats(app, u)).toMatchObject({ totalGames: 2, averageRating: 6 });
    expect(await readList(app, u)).toHaveLength(2);
    await u
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ rating: 4 })
      .expect(200);
    expect(await readStats(other, u)).toMatchObject({ averageRating: 3 });
    expect((await readList(other, u))[0]!.rating).toBe(4);
    // and a write that bypasses the service entirely
    await db.prisma.libraryGame.updateMany({ where: { userId: u.user.id }, data: { rating: 9 } });
    expect((await readStats(app, u)).averageRating).toBe(9);
    // concurrent requests share version look-ups, yet every one issued after a write sees it
    await Promise.all(Array.from({ length: 8 }, () => readStats(app, u)));
    await buildGame(other, u, { rating: 3 });
    const after = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? readStats(app, u) : readList(app, u))));
    for (const [i, body] of after.entries()) {
      if (i % 2) expect(body).toMatchObject({ totalGames: 3, averageRating: 7 });
      else expect(body).toHaveLength(3);
    }
  });

  it("is per user", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    await buildGame(app, other, { rating: 10 });
    await buildGame(app, u, { rating: 2 });
    expect(await readStats(app, u)).toMatchObject({ totalGames: 1, averageRating: 2 });
  });
});

describe("instance stats (landing page)", () => {
  it("counts library games and ratings, and lists the most-added catalog games of the last 30 days", async () => {
    const mk = (n: number, title: string) => buildCatalogGame(db.prisma, { slug: `trend-${n}`, title, platforms: ["PC", "Nintendo Switch"], year: 2020 });
    const t1 = await mk(1, "Trend One");
    const t2 = await mk(2, "Trend Two");
    const t3 = await mk(3, "Trend Three");
    const old = await mk(4, "Old Favourite");
    const users = await Promise.all([1, 2, 3].map(() => buildUser(app)));
    for (const u of users) await buildGame(app, u, { catalogGameId: t1.id, rating: 8 });
    for (const u of users.slice(0, 2)) await buildGame(app, u, { catalogGameId: t2.id });
    // the same user twice counts once
    await buildGame(app, users[0]!, { catalogGameId: t3.id });
    await buildGame(app, users[0]!, { catalogGameId: t3.id, platform: "PC" });
    // added long ago by the database's own clock, which draws the 30-day window: not trending
    for (const u of users) {
      const g = await buildGame(app, u, { catalogGameId: old.id });
      await db.prisma.$executeRaw`UPDATE "library_games" SET "createdAt" = (now() AT TIME ZONE 'UTC') - make_interval(days => 40) WHERE "id" = ${g.id}::uuid`;
    }
    const fresh = makeApp(); // the instance service caches for 30 s
    const body = bodyOf<InstanceStats>(await request(fresh).get("/api/instance/stats").expect(200));
    expect(body.gamesTracked).toBe(await db.prisma.libraryGame.count());
    expect(body.ratings).toBe(await db.prisma.libraryGame.count({ where: { rating: { not: null } } }));
    expect(body.gamesTracked).toBeGreaterThan(0);
    const { trending } = body;
    expect(trending.slice(0, 3).map((t) => [t.title, t.adds])).toEqual([
      ["Trend One", 3],
      ["Trend Two", 2],
      ["Trend Three", 1],
    ]);
    expect(trending.length).toBeLessThanOrEqual(4);
    expect(trending.map((t) => t.title)).not.toContain("Old Favourite");
    expect(trending[0]).toMatchObject({ slug: "trend-1", platform: "PC" });
    expect(trending[0]!.imageUrl).toMatch(/^\/api\/catalog\/covers\/trend-1(\?|$)/);
  });
});
