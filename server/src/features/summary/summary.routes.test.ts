// GET /api/summary: a hand-made library checked against hand-computed figures, with a fixed clock at
// 02:00 UTC on 1 July 2026 (still 30 June in New York, so "this month" depends on `tz`); the empty
// library; the wishlist counted apart; a read-only personal access token; 401 and a 400 naming `tz`.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { HomeSummary } from "@savepoint/common";
import { buildApiToken, buildGame, buildSession, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, expectIssue } from "../../../test/responses.ts";

const clock = manualClock(new Date("2026-07-01T02:00:00Z"));
const { app } = await setupFile({ now: clock.now });

const summaryOf = async (u: TestUser, query: Record<string, string> = {}) =>
  bodyOf<HomeSummary>(await u.auth(request(app).get("/api/summary").query(query)).expect(200));
async function game(u: TestUser, over: Record<string, unknown>) {
  clock.advance(1000);
  return buildGame(app, u, over);
}

/**
 * Six games in progress (P1 … P6, added in that order), Done Late completed 2026-06-20, Done Early
 * completed 2026-05-02, one backlog game. Sessions: 60 min on 31 May, 30 min on 1 June and 90 min on
 * 30 June (New York's June: 120 min), 45 min on 1 July (UTC's July).
 */
async function library(u: TestUser) {
  const played: string[] = [];
  for (let i = 1; i <= 6; i++) played.push((await game(u, { title: `P${i}`, platform: "PC", status: "IN_PROGRESS" })).id);
  await game(u, { title: "Done Late", platform: "Nintendo Switch", status: "COMPLETED", completedDate: "2026-06-20" });
  await game(u, { title: "Done Early", platform: "PC", status: "COMPLETED", completedDate: "2026-05-02" });
  await game(u, { title: "Someday", platform: "PC", status: "BACKLOG" });
  const sessions: [string, number][] = [
    ["2026-05-31", 60],
    ["2026-06-01", 30],
    ["2026-06-30", 90],
    ["2026-07-01", 45],
  ];
  for (const [date, minutes] of sessions) await buildSession(app, u, played[0]!, { date, minutes });
}

describe("GET /api/summary", () => {
  it("counts by status, lists the five newest games in progress, the last completion and this month's hours", async () => {
    const u = await buildUser(app);
    await library(u);
    const ny = await summaryOf(u, { tz: "America/New_York" });
    expect(ny.totalGames).toBe(9);
    expect(ny.counts).toEqual({ BACKLOG: 1, IN_PROGRESS: 6, COMPLETED: 2, ABANDONED: 0 });
    expect(ny.currentlyPlaying.map((g) => g.title)).toEqual(["P6", "P5", "P4", "P3", "P2"]);
    expect(ny.currentlyPlaying[0]).toEqual({ title: "P6", slug: "p6", platform: "PC", imageUrl: null });
    expect(ny.lastCompleted).toEqual({ title: "Done Late", slug: "done-late", platform: "Nintendo Switch", completedDate: "2026-06-20" });
    expect(ny).toMatchObject({ monthStart: "2026-06-01", hoursThisMonth: 2 });
    // UTC is already in July: 45 minutes.
    expect(await summaryOf(u)).toMatchObject({ monthStart: "2026-07-01", hoursThisMonth: 0.8 });
  });

  it("answers zeros for an empty library", async () => {
    const u = await buildUser(app);
    expect(await summaryOf(u, { tz: "Europe/Paris" })).toEqual({
      totalGames: 0,
      counts: { BACKLOG: 0, IN_PROGRESS: 0, COMPLETED: 0, ABANDONED: 0 },
      currentlyPlaying: [],
      lastCompleted: null,
      hoursThisMonth: 0,
      monthStart: "2026-07-01",
      wishlist: 0,
    });
  });

  it("counts the wishlist apart: a wished-for game is in none of the library's figures", async () => {
    const u = await buildUser(app);
    await game(u, { title: "Someday", platform: "PC", status: "BACKLOG" });
    await u.auth(request(app).post("/api/wishlist")).send({ title: "Wanted", platform: "PC" }).expect(201);
    await u.auth(request(app).post("/api/wishlist")).send({ title: "Also wanted", platform: "Switch" }).expect(201);
    expect(await summaryOf(u)).toMatchObject({ totalGames: 1, counts: { BACKLOG: 1, IN_PROGRESS: 0, COMPLETED: 0, ABANDONED: 0 }, wishlist: 2 });
  });

  it("works with a read-only personal access token", async () => {
    const u = await buildUser(app);
    await game(u, { title: "Scripted", status: "IN_PROGRESS" });
    const { token } = await buildApiToken(app, u, { scope: "read" });
    const res = await request(app).get("/api/summary").set("Authorization", `Bearer ${token}`).expect(200);
    expect(bodyOf<HomeSummary>(res).currentlyPlaying.map((g) => g.title)).toEqual(["Scripted"]);
  });

  it("needs a session and names a bad time zone", async () => {
    await request(app).get("/api/summary").expect(401);
    const u = await buildUser(app);
    const res = await u.auth(request(app).get("/api/summary").query({ tz: "Mars/Olympus" })).expect(400);
    expectIssue(res.body, "tz");
  });
});
