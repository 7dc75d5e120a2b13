// Changing the library: PUT /api/games/:id (status dates and history, achievements, validation) and
// DELETE /api/games/:id.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { LibraryGameDto } from "@savepoint/common";
import { buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { readGame, today } from "../../../test/library.ts";
import { errorOf, expectIssue, issuesOf } from "../../../test/responses.ts";

const { app, db } = await setupFile();

const put = (u: TestUser, id: string, body: Record<string, unknown>) => u.auth(request(app).put(`/api/games/${id}`)).send(body);

describe("PUT /api/games/:id", () => {
  it("changes only the fields sent (the review dialog sends only rating) and records no status change", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { notes: "keep me", genres: ["RPG"], status: "COMPLETED", rating: 5 });
    const res = await put(u, g.id, { rating: 9 }).expect(200);
    const after = res.body as LibraryGameDto;
    expect(after).toMatchObject({ rating: 9, notes: "keep me", genres: ["RPG"], status: "COMPLETED", completedDate: g.completedDate });
    expect(after.statusHistory).toHaveLength(1);
    expect(await readGame(app, u, g.id)).toEqual(after);
  });

  it.each([
    ["BACKLOG", "IN_PROGRESS", "startDate"],
    ["IN_PROGRESS", "COMPLETED", "completedDate"],
    ["IN_PROGRESS", "BACKLOG", "addedToBacklog"],
    ["IN_PROGRESS", "ABANDONED", "abandonedDate"],
  ] as const)("%s → %s fills an empty %s with today and adds a history entry", async (from, to, field) => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status: from, startDate: from === "IN_PROGRESS" ? "2021-01-01" : undefined });
    expect(g[field]).toBeNull();
    const after = (await put(u, g.id, { status: to }).expect(200)).body as LibraryGameDto;
    expect(after.status).toBe(to);
    expect(after[field]).toBe(today());
    expect(after.statusHistory.map((h) => h.status)).toEqual([from, to]);
    expect(Date.parse(after.statusHistory[1]!.at)).toBeGreaterThan(Date.parse(after.statusHistory[0]!.at));
    expect(await db.prisma.statusChange.count({ where: { gameId: g.id } })).toBe(2);
  });

  it("does not overwrite a date that is already set, and uses a date sent with the change", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status: "ABANDONED", startDate: "2020-05-05" });
    const started = (await put(u, g.id, { status: "IN_PROGRESS" }).expect(200)).body as LibraryGameDto;
    expect(started.startDate).toBe("2020-05-05");
    const done = (await put(u, g.id, { status: "COMPLETED", completedDate: "2020-06-06" }).expect(200)).body as LibraryGameDto;
    expect(done.completedDate).toBe("2020-06-06");
  });

  it("walks through all four statuses with a full history, and the same status again adds nothing", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status: "BACKLOG" });
    for (const status of ["IN_PROGRESS", "COMPLETED", "ABANDONED", "IN_PROGRESS"]) await put(u, g.id, { status }).expect(200);
    await put(u, g.id, { status: "IN_PROGRESS", rating: 4 }).expect(200);
    const after = await readGame(app, u, g.id);
    expect(after.statusHistory.map((h) => h.status)).toEqual(["BACKLOG", "IN_PROGRESS", "COMPLETED", "ABANDONED", "IN_PROGRESS"]);
    const ats = after.statusHistory.map((h) => Date.parse(h.at));
    expect([...ats].sort((x, y) => x - y)).toEqual(ats);
    // In Progress again: the completion and abandoned dates are kept in the history, not on the game (ADR 017).
    expect(after).toMatchObject({ addedToBacklog: today(), startDate: today(), completedDate: null, abandonedDate: null });
    const completed = (await put(u, g.id, { status: "COMPLETED" }).expect(200)).body as LibraryGameDto;
    expect(completed.completedDate).toBe(today());
  });

  it("updates the slug with the title, normalises platform and genres, and clears fields sent as null or blank", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { rating: 5, notes: "n", customTags: ["x"], releaseYear: 2001 });
    const after = (
      await put(u, g.id, {
        title: "Hollow Knight: Silksong",
        platform: "nintendo switch 2",
        genre: "Metroidvania, Action",
        rating: null,
        notes: "  ",
        customTags: null,
        releaseYear: "",
      }).expect(200)
    ).body as LibraryGameDto;
    expect(after).toMatchObject({
      title: "Hollow Knight: Silksong",
      slug: "hollow-knight-silksong",
      platform: "Nintendo Switch 2",
      genres: ["Metroidvania", "Action"],
      rating: null,
      notes: null,
      customTags: [],
      releaseYear: null,
    });
  });

  it.each([
    ["title", { title: "" }],
    ["platform", { platform: "  " }],
    ["rating", { rating: 11 }],
    ["playTime", { playTime: -3 }],
    ["status", { status: "DONE" }],
    ["genres", { genres: ["a", "A"] }],
    ["imageUrl", { imageUrl: "nope" }],
    ["startDate", { startDate: "2024-1-1" }],
  ])("rejects a bad %s with 400 and changes nothing", async (field, body) => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { rating: 5 });
    const res = await put(u, g.id, { rating: 6, ...body }).expect(400);
    expectIssue(res.body, field);
    expect((await readGame(app, u, g.id)).rating).toBe(5);
  });

  it("checks achievementsCompleted against the stored total", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status: "COMPLETED", totalAchievements: 50, achievementsCompleted: 10 });
    const res = await put(u, g.id, { achievementsCompleted: 51 }).expect(400);
    expect(issuesOf(res)).toContainEqual({ path: "achievementsCompleted", message: "Achievements completed cannot be more than the total" });
    await put(u, g.id, { achievementsCompleted: 50 }).expect(200);
    // A new total below the stored completed count names the field the request sent.
    const lower = await put(u, g.id, { totalAchievements: 5 }).expect(400);
    expect(issuesOf(lower)).toEqual([{ path: "totalAchievements", message: "Achievements completed cannot be more than the total" }]);
  });

  it("the 100% flag sets achievementsCompleted to the total, and follows a new total while checked", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status: "COMPLETED", totalAchievements: 50, achievementsCompleted: 10 });
    expect((await put(u, g.id, { completed100Percent: true }).expect(200)).body).toMatchObject({ completed100Percent: true, achievementsCompleted: 50 });
    expect((await put(u, g.id, { totalAchievements: 60 }).expect(200)).body).toMatchObject({ achievementsCompleted: 60, totalAchievements: 60 });
    // unchecked: the fields are editable again
    expect((await put(u, g.id, { completed100Percent: false, achievementsCompleted: 12 }).expect(200)).body).toMatchObject({
      completed100Percent: false,
      achievementsCompleted: 12,
      totalAchievements: 60,
    });
  });

  it("another user's game is 404 and stays unchanged; a malformed id is 404", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const g = await buildGame(app, u, { rating: 3 });
    const res = await put(other, g.id, { rating: 10 }).expect(404);
    expect(errorOf(res).code).toBe("not_found");
    expect((await readGame(app, u, g.id)).rating).toBe(3);
    await put(u, "abc", { rating: 10 }).expect(404);
  });
});

describe("DELETE /api/games/:id", () => {
  it("deletes the game with its history and sessions (204)", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u);
    await u
      .auth(request(app).post(`/api/games/${g.id}/sessions`))
      .send({ minutes: 30 })
      .expect(201);
    await u.auth(request(app).delete(`/api/games/${g.id}`)).expect(204);
    await u.auth(request(app).get(`/api/games/${g.id}`)).expect(404);
    expect(await db.prisma.statusChange.count({ where: { gameId: g.id } })).toBe(0);
    expect(await db.prisma.playSession.count({ where: { gameId: g.id } })).toBe(0);
    await u.auth(request(app).delete(`/api/games/${g.id}`)).expect(404);
  });

  it("another user's game is 404 and is not deleted; a malformed id is 404", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const g = await buildGame(app, u);
    await other.auth(request(app).delete(`/api/games/${g.id}`)).expect(404);
    await readGame(app, u, g.id);
    await u.auth(request(app).delete("/api/games/%27%3B--")).expect(404);
  });
});
