// A game's time to beat: how long the players here took to complete it (each once, their shortest
// completed copy with time), on the game's community numbers and for the caller's backlog games
// (GET /api/games/time-to-beat); shown from TIME_TO_BEAT_MIN_PLAYERS players on, never counting a
// hidden player (ADR 019).
import request from "supertest";
import { describe, expect, it } from "vitest";
import { TIME_TO_BEAT_MIN_PLAYERS, type BacklogForecast, type BacklogTimesToBeat, type GameCommunityStats } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { timeToBeatOf } from "./games.shared.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app, db } = await setupFile({ now: clock.now });

const get = <T>(u: TestUser, path: string) =>
  u
    .auth(request(app).get(path))
    .expect(200)
    .then((r) => bodyOf<T>(r));
const backlogTimes = (u: TestUser) => get<BacklogTimesToBeat>(u, "/api/games/time-to-beat");
const privacy = (u: TestUser, settings: Record<string, unknown>) => u.auth(request(app).put("/api/profile/privacy")).send(settings).expect(200);

/** A user who completed the game with `hours` of play. */
async function beatBy(from: Record<string, unknown>, hours: number, settings?: Record<string, unknown>) {
  const u = await buildUser(app);
  if (settings) await privacy(u, settings);
  await buildGame(app, u, { ...from, status: "COMPLETED", playTime: hours });
  return u;
}

describe("timeToBeatOf", () => {
  it("is the median and range of the players' hours, from TIME_TO_BEAT_MIN_PLAYERS players on", () => {
    expect(TIME_TO_BEAT_MIN_PLAYERS).toBe(3);
    expect(timeToBeatOf([10, 20])).toBeNull();
    expect(timeToBeatOf([10, 20, 45])).toEqual({ medianHours: 20, minHours: 10, maxHours: 45, players: 3 });
    expect(timeToBeatOf([10, 20, 31, 45])).toEqual({ medianHours: 25.5, minHours: 10, maxHours: 45, players: 4 });
    expect(timeToBeatOf([1.04, 2.26, 3.35])).toEqual({ medianHours: 2.3, minHours: 1, maxHours: 3.4, players: 3 });
  });
});

describe("a game's time to beat", () => {
  it("appears on the community numbers and on the caller's backlog game once three players completed it", async () => {
    const cat = await buildCatalogGame(db.prisma);
    const from = { catalogGameId: cat.id, title: undefined };
    const me = await buildUser(app);
    const mine = await buildGame(app, me, { ...from, status: "BACKLOG" });
    await beatBy(from, 12);
    const twice = await beatBy(from, 40);
    // A second completed copy of the same player: they count once, with their shortest.
    await buildGame(app, twice, { ...from, platform: "Nintendo Switch", status: "COMPLETED", playTime: 30 });
    // Completed without time, or still playing: no figure.
    await buildGame(app, await buildUser(app), { ...from, status: "COMPLETED" });
    await buildGame(app, await buildUser(app), { ...from, status: "IN_PROGRESS", playTime: 3 });
    expect((await get<GameCommunityStats>(me, `/api/games/${mine.id}/community-stats`)).timeToBeat).toBeNull();
    expect(await backlogTimes(me)).toEqual({ items: [] });

    await beatBy(from, 18.25);
    const expected = { medianHours: 18.3, minHours: 12, maxHours: 30, players: 3 };
    expect((await get<GameCommunityStats>(me, `/api/games/${mine.id}/community-stats`)).timeToBeat).toEqual(expected);
    expect((await get<GameCommunityStats>(await buildUser(app), `/api/games/${cat.slug}/community-stats`)).timeToBeat).toEqual(expected);
    expect(await backlogTimes(me)).toEqual({ items: [{ gameId: mine.id, timeToBeat: expected }] });
  });

  it("never counts a private player, one hiding activity or one hiding what they play", async () => {
    const cat = await buildCatalogGame(db.prisma);
    const from = { catalogGameId: cat.id, title: undefined };
    const me = await buildUser(app);
    const mine = await buildGame(app, me, { ...from, status: "BACKLOG" });
    await beatBy(from, 10);
    await beatBy(from, 20);
    await beatBy(from, 5, { profileVisibility: "PRIVATE" });
    await beatBy(from, 6, { showActivity: false });
    await beatBy(from, 7, { showPlaying: false });
    expect((await get<GameCommunityStats>(me, `/api/games/${mine.id}/community-stats`)).timeToBeat).toBeNull();
    expect(await backlogTimes(me)).toEqual({ items: [] });
    // A player who goes private later stops counting.
    const third = await beatBy(from, 30);
    expect((await backlogTimes(me)).items.map((i) => i.timeToBeat.players)).toEqual([3]);
    await privacy(third, { profileVisibility: "PRIVATE" });
    expect(await backlogTimes(me)).toEqual({ items: [] });
  });

  it("lists only the caller's own backlog games, custom titles matched by their address", async () => {
    const title = `Homebrew ${Date.now()}`;
    const me = await buildUser(app);
    const other = await buildUser(app);
    const mine = await buildGame(app, me, { title, status: "BACKLOG" });
    // Not a backlog game: none for it.
    await buildGame(app, me, { title: `${title} II`, status: "IN_PROGRESS" });
    const theirs = await buildGame(app, other, { title, status: "BACKLOG" });
    for (const h of [2, 4, 9]) await beatBy({ title }, h);
    await beatBy({ title: `${title} II` }, 1);
    const expected = { medianHours: 4, minHours: 2, maxHours: 9, players: 3 };
    expect(await backlogTimes(me)).toEqual({ items: [{ gameId: mine.id, timeToBeat: expected }] });
    expect(await backlogTimes(other)).toEqual({ items: [{ gameId: theirs.id, timeToBeat: expected }] });
    expect((await get<GameCommunityStats>(me, `/api/games/${mine.id}/community-stats`)).timeToBeat).toEqual(expected);
    await request(app).get("/api/games/time-to-beat").expect(401);
  });
});

describe("the backlog forecast", () => {
  it("counts a backlog game at its time to beat once it has one, and again when players change it", async () => {
    const cat = await buildCatalogGame(db.prisma);
    const from = { catalogGameId: cat.id, title: undefined };
    const me = await buildUser(app);
    await buildGame(app, me, { title: `Done ${Date.now()}`, status: "COMPLETED", playTime: 10 });
    await buildGame(app, me, { ...from, status: "BACKLOG" });
    await buildGame(app, me, { title: `Later ${Date.now()}`, status: "BACKLOG" });
    const forecast = () => get<BacklogForecast>(me, "/api/analytics/forecast?tz=UTC");
    expect(await forecast()).toMatchObject({ hoursPerCompletedGame: 10, backlogHours: 20, timeToBeatGames: 0 });
    for (const h of [30, 50, 70]) await beatBy(from, h);
    expect(await forecast()).toMatchObject({ backlogHours: 60, timeToBeatGames: 1 });
    // Another player's completion moves the median: the forecast kept for this library is not reused.
    await beatBy(from, 60);
    expect(await forecast()).toMatchObject({ backlogHours: 65, timeToBeatGames: 1 });
  });
});
