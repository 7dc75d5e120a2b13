// The rating distribution (GET /api/analytics/summary) and the hours per month (GET
// /api/analytics/monthly) against hand-computed figures: 401, 400 naming tz or year, the caller's
// games only, the year asked for, and both following the library (kept answers re-read) after a new
// rating, a new session, a deleted session and play time typed as a total.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { AnalyticsSummary, MonthlySeries, PlaySessionCreated } from "@savepoint/common";
import { buildGame, buildSession, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, expectIssue } from "../../../test/responses.ts";

const clock = manualClock(new Date("2026-06-15T12:00:00Z"));
const { app } = await setupFile({ now: clock.now });

const get = async <T>(u: TestUser, path: string, query: Record<string, string> = {}) =>
  bodyOf<T>(await u.auth(request(app).get(`/api/analytics/${path}`).query(query)).expect(200));
const ratings = async (u: TestUser) => (await get<AnalyticsSummary>(u, "summary")).ratings;
/** The games of each rating 1–10 in order. */
const bars = async (u: TestUser) => (await ratings(u)).byRating.map((b) => b.games);
const hours = async (u: TestUser, year: string) => {
  const m = await get<MonthlySeries>(u, "monthly", { year });
  return { months: m.months.map((x) => x.sessionHours), undated: m.undatedHours };
};
const put = async (u: TestUser, id: string, body: Record<string, unknown>) =>
  u
    .auth(request(app).put(`/api/games/${id}`))
    .send(body)
    .expect(200);

describe("/api/analytics rating distribution and hours per month", () => {
  it("needs a session, and answers 400 naming tz or year when they are not valid", async () => {
    const u = await buildUser(app);
    for (const path of ["summary", "monthly"]) {
      await request(app).get(`/api/analytics/${path}`).expect(401);
      expectIssue((await u.auth(request(app).get(`/api/analytics/${path}`).query({ tz: "Mars/Olympus" })).expect(400)).body, "tz");
    }
    expectIssue((await u.auth(request(app).get("/api/analytics/monthly").query({ year: "1969" })).expect(400)).body, "year");
  });

  it("counts the caller's games per rating, the unrated apart, and follows a new rating, a cleared one and a deletion", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    const a = await buildGame(app, u, { title: "Alpha", rating: 9 });
    await buildGame(app, u, { title: "Beta", rating: 9 });
    await buildGame(app, u, { title: "Gamma", rating: 2 });
    const d = await buildGame(app, u, { title: "Delta" });
    await buildGame(app, other, { title: "Theirs", rating: 5 });
    expect(await ratings(u)).toEqual({
      byRating: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((rating) => ({ rating, games: rating === 9 ? 2 : rating === 2 ? 1 : 0 })),
      unrated: 1,
    });

    // The answer was kept: each write is read back.
    await put(u, d.id, { rating: 10 });
    expect(await bars(u)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 2, 1]);
    expect((await ratings(u)).unrated).toBe(0);
    await put(u, a.id, { rating: null });
    expect(await bars(u)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 1, 1]);
    expect((await ratings(u)).unrated).toBe(1);
    await u.auth(request(app).delete(`/api/games/${a.id}`)).expect(204);
    expect((await ratings(u)).unrated).toBe(0);
    expect(await bars(other)).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
  });

  it("sums the sessions of each month of the year asked for by their calendar day, rounds after summing, and keeps typed play time apart", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    const a = await buildGame(app, u, { title: "Alpha" });
    const b = await buildGame(app, u, { title: "Beta", playTime: 10 });
    for (const [date, minutes] of [
      ["2025-12-31", 30],
      ["2026-01-01", 20],
      ["2026-01-31", 20],
      ["2026-02-01", 45],
    ] as const) {
      await buildSession(app, u, a.id, { date, minutes });
    }
    await buildSession(app, u, b.id, { date: "2026-01-15", minutes: 20 });
    const o = await buildGame(app, other, { title: "Theirs" });
    await buildSession(app, other, o.id, { date: "2026-01-10", minutes: 600 });

    // January: 20 + 20 + 20 minutes = 1 h (not three roundings of 0.3); February 45 minutes = 0.8 h.
    // Beta's 10 hours were typed before its session (a session adds to the play time): undated.
    expect(await hours(u, "2026")).toEqual({ months: [1, 0.8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], undated: 10 });
    expect((await hours(u, "2025")).months[11]).toBe(0.5);

    // A new session (the monthly answer was kept), a deleted one and typed play time are read back.
    const created: PlaySessionCreated = await buildSession(app, u, a.id, { date: "2026-06-14", minutes: 90 });
    expect((await hours(u, "2026")).months[5]).toBe(1.5);
    await u.auth(request(app).delete(`/api/games/${a.id}/sessions/${created.session.id}`)).expect(200);
    expect((await hours(u, "2026")).months[5]).toBe(0);
    await buildGame(app, u, { title: "Gamma", playTime: 3.5 });
    expect(await hours(u, "2026")).toEqual({ months: [1, 0.8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], undated: 13.5 });
  });
});
