// /api/analytics/play-calendar against hand-computed figures (a fixed clock at 23:00 on 31 December
// in New York, already 1 January in UTC), the caller's sessions only, 401 and a 400 naming tz; and
// every analytics answer following the library after each kind of write (the rows kept re-read).
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { AnalyticsSummary, PlayCalendar, TotalGamesAnalytics } from "@savepoint/common";
import { buildGame, buildSession, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, expectIssue } from "../../../test/responses.ts";

// 2027-01-01 04:00 UTC is 2026-12-31 23:00 in New York.
const clock = manualClock(new Date("2027-01-01T04:00:00Z"));
const { app } = await setupFile({ now: clock.now });
const NY = "America/New_York";

const get = async <T>(u: TestUser, path: string, query: Record<string, string> = {}) =>
  bodyOf<T>(await u.auth(request(app).get(`/api/analytics/${path}`).query(query)).expect(200));
const calendar = (u: TestUser, tz?: string) => get<PlayCalendar>(u, "play-calendar", tz ? { tz } : {});

describe("/api/analytics/play-calendar", () => {
  it("needs a session, and answers 400 naming tz when it is not a time zone", async () => {
    const u = await buildUser(app);
    await request(app).get("/api/analytics/play-calendar").expect(401);
    expectIssue((await u.auth(request(app).get("/api/analytics/play-calendar").query({ tz: "Mars/Olympus" })).expect(400)).body, "tz");
  });

  it("counts the caller's session days over the last 12 months of their calendar, and the streaks, either side of midnight", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    const a = await buildGame(app, u, { title: "Alpha" });
    const b = await buildGame(app, u, { title: "Beta" });
    for (const [date, minutes] of [
      ["2025-12-31", 50],
      ["2026-01-01", 10],
      ["2026-12-29", 60],
      ["2026-12-30", 30],
      ["2026-12-31", 20],
    ] as const) {
      await buildSession(app, u, a.id, { date, minutes });
    }
    await buildSession(app, u, b.id, { date: "2026-12-30", minutes: 45 });
    // Dated today in UTC (1 January 2027): tomorrow in New York.
    await buildSession(app, u, a.id, { minutes: 15 });
    const o = await buildGame(app, other, { title: "Other" });
    await buildSession(app, other, o.id, { date: "2026-12-28", minutes: 500 });

    // New York: 2026-01-01 to 2026-12-31; 10 + 60 + 75 + 20 = 165 minutes, 2.75 h.
    expect(await calendar(u, NY)).toEqual({
      today: "2026-12-31",
      from: "2026-01-01",
      days: [
        { date: "2026-01-01", minutes: 10 },
        { date: "2026-12-29", minutes: 60 },
        { date: "2026-12-30", minutes: 75 },
        { date: "2026-12-31", minutes: 20 },
      ],
      activeDays: 4,
      totalHours: 2.8,
      streaks: {
        current: { days: 3, start: "2026-12-29", end: "2026-12-31" },
        longestThisYear: { days: 3, start: "2026-12-29", end: "2026-12-31" },
        longestAllTime: { days: 3, start: "2026-12-29", end: "2026-12-31" },
      },
    });
    // UTC: 2026-01-02 to 2027-01-01; 60 + 75 + 20 + 15 = 170 minutes.
    const utc = await calendar(u);
    expect(utc).toMatchObject({ today: "2027-01-01", from: "2026-01-02", activeDays: 4, totalHours: 2.8 });
    expect(utc.days.at(-1)).toEqual({ date: "2027-01-01", minutes: 15 });
    expect(utc.streaks).toEqual({
      current: { days: 4, start: "2026-12-29", end: "2027-01-01" },
      longestThisYear: { days: 1, start: "2027-01-01", end: "2027-01-01" },
      longestAllTime: { days: 4, start: "2026-12-29", end: "2027-01-01" },
    });
    expect((await calendar(other, NY)).days).toEqual([{ date: "2026-12-28", minutes: 500 }]);
  });
});

describe("analytics after a write", () => {
  it("sees a game added, a session logged, a status change, a session deleted and a game deleted in the next answer", async () => {
    const u = await buildUser(app);
    const a = await buildGame(app, u, { title: "Alpha", status: "BACKLOG", playTime: 0 });
    const summary = () => get<AnalyticsSummary>(u, "summary");
    expect(await summary()).toMatchObject({ totalGames: 1, backlogCount: 1, totalPlayTime: 0 });
    expect((await calendar(u, NY)).days).toEqual([]);

    clock.advance(1000);
    const b = await buildGame(app, u, { title: "Beta", status: "IN_PROGRESS" });
    expect((await get<TotalGamesAnalytics>(u, "total-games")).recent.map((r) => r.title)).toEqual(["Beta", "Alpha"]);

    // A backlog game has no play time (ADR 017): the session is the game in progress's.
    const { session } = await buildSession(app, u, b.id, { date: "2026-12-30", minutes: 90 });
    expect((await calendar(u, NY)).days).toEqual([{ date: "2026-12-30", minutes: 90 }]);
    expect((await summary()).totalPlayTime).toBe(1.5);

    await u
      .auth(request(app).put(`/api/games/${a.id}`))
      .send({ status: "COMPLETED", completedDate: "2026-12-31" })
      .expect(200);
    expect(await summary()).toMatchObject({ totalGames: 2, completedGames: 1, backlogCount: 0, backlogProgression: { toCompleted: 1 } });

    await u.auth(request(app).delete(`/api/games/${b.id}/sessions/${session.id}`)).expect(200);
    expect((await calendar(u, NY)).days).toEqual([]);

    await buildSession(app, u, b.id, { date: "2026-12-31", minutes: 30 });
    await u.auth(request(app).delete(`/api/games/${a.id}`)).expect(204);
    expect(await summary()).toMatchObject({ totalGames: 1, completedGames: 0, inProgressCount: 1 });
    expect((await get<TotalGamesAnalytics>(u, "total-games")).recent.map((r) => r.title)).toEqual(["Beta"]);
    expect((await calendar(u, NY)).days).toEqual([{ date: "2026-12-31", minutes: 30 }]);
  });
});
