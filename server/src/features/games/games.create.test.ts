// POST /api/games: the spec's defaults, every field, validation, catalog copies and slugs; the clock
// that dates a new game. (Who may call the games routes at all is checked here too.)
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { LibraryGameDto } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildSession, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { readGame, today } from "../../../test/library.ts";
import { bodyOf, errorOf, expectIssue, issuesOf } from "../../../test/responses.ts";

const { app, db, makeApp } = await setupFile();

const nextYear = new Date().getFullYear() + 1;

describe("authentication", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  it.each([
    ["get", "/api/games"],
    ["get", "/api/games/stats"],
    ["get", `/api/games/${id}`],
    ["get", "/api/games/slug/celeste"],
    ["post", "/api/games"],
    ["put", `/api/games/${id}`],
    ["delete", `/api/games/${id}`],
    ["get", `/api/games/${id}/sessions`],
    ["post", `/api/games/${id}/sessions`],
    ["delete", `/api/games/${id}/sessions/${id}`],
  ] as const)("%s %s without a session is 401", async (method, path) => {
    const res = await request(app)[method](path).send({}).expect(401);
    expect(errorOf(res).code).toBe("unauthenticated");
  });
});

describe("POST /api/games", () => {
  it("creates a game with the spec's defaults, answers 201 with the full game and records its first status", async () => {
    const u = await buildUser(app);
    const res = await u.auth(request(app).post("/api/games")).send({ title: "  Hollow Knight  ", platform: "pc" }).expect(201);
    const g = res.body as LibraryGameDto;
    expect(res.headers.location).toBe(`/api/games/${g.id}`);
    expect(g).toMatchObject({
      title: "Hollow Knight",
      slug: "hollow-knight",
      platform: "PC",
      status: "IN_PROGRESS",
      priority: "medium",
      playTime: 0,
      rating: null,
      genres: [],
      customTags: [],
      completed100Percent: false,
      startDate: today(),
      completedDate: null,
      addedToBacklog: null,
      abandonedDate: null,
      catalogGameId: null,
      catalogSlug: null,
      sessions: [],
    });
    expect(g.statusHistory).toHaveLength(1);
    expect(g.statusHistory[0]!.status).toBe("IN_PROGRESS");
    expect(Date.parse(g.statusHistory[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    // effect read back
    expect(await readGame(app, u, g.id)).toEqual(g);
    const row = await db.prisma.libraryGame.findUniqueOrThrow({ where: { id: g.id } });
    expect(row.userId).toBe(u.user.id);
    expect(row.startDate?.toISOString()).toBe(`${today()}T00:00:00.000Z`);
  });

  it("stores every field of the form", async () => {
    const u = await buildUser(app);
    const form = {
      title: "Elden Ring",
      platform: "PlayStation 5",
      genres: ["Action RPG", "Open World"],
      releaseYear: 2022,
      imageUrl: "https://images.example.test/elden.jpg",
      status: "COMPLETED",
      rating: 10,
      playTime: 123.25,
      notes: "Let me solo her.",
      priority: "high",
      startDate: "2022-02-25",
      completedDate: "2022-04-01",
      achievementsCompleted: 30,
      totalAchievements: 42,
      customTags: ["souls", "GOTY"],
      developer: "FromSoftware",
      publisher: "Bandai Namco",
      description: "Rise, Tarnished.",
      rawgId: 326243,
      metacritic: 96,
    };
    const g = await buildGame(app, u, form);
    // The address given comes back for the form; the cover itself is served through this origin.
    const { imageUrl, ...rest } = form;
    expect(await readGame(app, u, g.id)).toMatchObject({ ...rest, customImageUrl: imageUrl });
  });

  it("ignores fields a client may not set (id, userId, statusHistory)", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const g = await buildGame(app, u, {
      id: "11111111-1111-4111-8111-111111111111",
      userId: other.user.id,
      statusHistory: [{ status: "BACKLOG", at: "2001-01-01T00:00:00Z" }],
    });
    expect(g.id).not.toBe("11111111-1111-4111-8111-111111111111");
    expect(g.statusHistory.map((h) => h.status)).toEqual(["IN_PROGRESS"]);
    expect((await db.prisma.libraryGame.findUniqueOrThrow({ where: { id: g.id } })).userId).toBe(u.user.id);
  });

  it.each([
    ["title", { title: undefined }, "Title is required"],
    ["title", { title: "   " }, "Title is required"],
    ["title", { title: "x".repeat(201) }, "Title must be at most 200 characters"],
    ["platform", { platform: undefined }, "Platform is required"],
    ["platform", { platform: "" }, "Platform is required"],
    ["releaseYear", { releaseYear: 1899 }, `Release year must be between 1900 and ${nextYear}`],
    ["releaseYear", { releaseYear: nextYear + 1 }, `Release year must be between 1900 and ${nextYear}`],
    ["releaseYear", { releaseYear: 2000.5 }, "Release year must be a whole number"],
    ["rating", { rating: 0 }, "Rating must be a whole number from 1 to 10"],
    ["rating", { rating: 11 }, "Rating must be a whole number from 1 to 10"],
    ["rating", { rating: 7.5 }, "Rating must be a whole number from 1 to 10"],
    ["rating", { rating: "great" }, "Rating must be a number"],
    ["playTime", { playTime: -0.5 }, "Play time cannot be negative"],
    ["totalAchievements", { totalAchievements: 0 }, "Total achievements must be at least 1"],
    ["achievementsCompleted", { achievementsCompleted: -1 }, "Achievements completed cannot be negative"],
    ["achievementsCompleted", { achievementsCompleted: 11, totalAchievements: 10 }, "Achievements completed cannot be more than the total"],
    ["imageUrl", { imageUrl: "not a url" }, "Image URL must be a web address (http:// or https://)"],
    ["imageUrl", { imageUrl: "javascript:alert(1)" }, "Image URL must be a web address (http:// or https://)"],
    ["imageUrl", { imageUrl: "ftp://example.test/a.png" }, "Image URL must be a web address (http:// or https://)"],
    ["imageUrl", { imageUrl: "/etc/passwd" }, "Image URL must be a web address (http:// or https://)"],
    ["genres", { genres: ["RPG", " "] }, "Genres cannot be blank"],
    ["genres", { genres: ["RPG", "rpg"] }, "Duplicate genre: rpg"],
    ["genres", { genres: "RPG, Action, rpg" }, "Duplicate genre: rpg"],
    ["customTags", { customTags: ["cozy", ""] }, "Tags cannot be blank"],
    ["customTags", { customTags: ["Cozy", "cozy "] }, "Duplicate tag: cozy"],
    ["startDate", { startDate: "2024-02-30" }, "Start date must be a real date like 2024-05-31"],
    ["completedDate", { completedDate: "yesterday" }, "Completion date must be a date like 2024-05-31"],
    ["addedToBacklog", { addedToBacklog: "31/12/2024" }, "Added to backlog date must be a date like 2024-05-31"],
    ["abandonedDate", { abandonedDate: 20240101 }, "Abandoned date must be a date like 2024-05-31"],
    ["status", { status: "PAUSED" }, "Status must be one of BACKLOG, IN_PROGRESS, COMPLETED or ABANDONED"],
    ["priority", { priority: "urgent" }, "Priority must be high, medium or low"],
    ["completed100Percent", { completed100Percent: "yes" }, "100% Completed must be true or false"],
    ["metacritic", { metacritic: 101 }, "Metacritic score must be a whole number from 0 to 100"],
  ])("rejects a bad %s with 400 naming the field (%j)", async (field, over, message) => {
    const u = await buildUser(app);
    const res = await u
      .auth(request(app).post("/api/games"))
      .send({ title: "Hollow Knight", platform: "PC", ...over })
      .expect(400);
    expectIssue(res.body, field);
    expect(issuesOf(res)).toContainEqual({ path: field, message });
    expect(await db.prisma.libraryGame.count({ where: { userId: u.user.id } })).toBe(0);
  });

  it("reports every invalid field at once", async () => {
    const u = await buildUser(app);
    const res = await u.auth(request(app).post("/api/games")).send({ rating: 12, playTime: -1 }).expect(400);
    for (const f of ["title", "platform", "rating", "playTime"]) expectIssue(res.body, f);
  });

  it("rejects a body that is not an object", async () => {
    const u = await buildUser(app);
    const res = await u.auth(request(app).post("/api/games")).send(["Hollow Knight"]).expect(400);
    expect(errorOf(res).code).toBe("validation_failed");
  });

  it.each([
    [1900, 201],
    [nextYear, 201],
  ])("accepts release year %i", async (releaseYear, status) => {
    const u = await buildUser(app);
    await u.auth(request(app).post("/api/games")).send({ title: "Old", platform: "PC", releaseYear }).expect(status);
  });

  it("accepts play time that is not a multiple of 0.5, form strings for numbers, and same-origin cover paths", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { playTime: "2.25", rating: "7", releaseYear: "", imageUrl: "/api/catalog/covers/celeste?v=abc" });
    expect(g).toMatchObject({ playTime: 2.25, rating: 7, releaseYear: null, imageUrl: "/api/catalog/covers/celeste?v=abc" });
  });

  it.each([
    ["PLAYSTATION 5", "PlayStation 5"],
    ["  nintendo switch ", "Nintendo Switch"],
    ["game boy advance", "Game Boy Advance"],
    ["turbografx-16", "TurboGrafx-16"],
    ["  Amiga 500 ", "Amiga 500"],
  ])("normalises platform %j to %j", async (platform, expected) => {
    const u = await buildUser(app);
    expect((await buildGame(app, u, { platform })).platform).toBe(expected);
  });

  it.each([
    ["a list (entries trimmed)", { genres: [" RPG ", "Action"] }, ["RPG", "Action"]],
    ["a string", { genres: "RPG" }, ["RPG"]],
    ["a comma-separated string", { genres: "RPG, Action ,Indie," }, ["RPG", "Action", "Indie"]],
    ["an empty string", { genres: "  " }, []],
    ["null", { genres: null }, []],
    ["a number", { genres: 42 }, []],
    ["the spec's `genre` field", { genre: "Strategy, Puzzle" }, ["Strategy", "Puzzle"]],
  ])("normalises genres given as %s", async (_label, over, expected) => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, over);
    expect(g.genres).toEqual(expected);
    expect((await readGame(app, u, g.id)).genres).toEqual(expected);
  });

  it("keeps customTags a list: anything that is not a list becomes []", async () => {
    const u = await buildUser(app);
    expect((await buildGame(app, u, { customTags: "cozy" })).customTags).toEqual([]);
    expect((await buildGame(app, u, { customTags: null })).customTags).toEqual([]);
    expect((await buildGame(app, u, { customTags: [" cozy ", "co-op"] })).customTags).toEqual(["cozy", "co-op"]);
  });

  it("trims dates, treats blank dates as empty and cuts ISO timestamps to the day", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status: "BACKLOG", startDate: "   ", addedToBacklog: " 2023-03-04 " });
    expect(g).toMatchObject({ startDate: null, completedDate: null, addedToBacklog: "2023-03-04" });
    const done = await buildGame(app, u, { status: "COMPLETED", startDate: "", completedDate: "2023-05-06T22:10:00.000Z" });
    expect(done).toMatchObject({ startDate: null, completedDate: "2023-05-06" });
  });

  it.each([
    ["IN_PROGRESS", "startDate"],
    ["COMPLETED", "completedDate"],
    ["BACKLOG", "addedToBacklog"],
    ["ABANDONED", "abandonedDate"],
  ] as const)("a new %s game gets %s = today when empty, and keeps a given one", async (status, field) => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status });
    expect(g[field]).toBe(today());
    for (const other of ["startDate", "completedDate", "addedToBacklog", "abandonedDate"] as const) {
      if (other !== field) expect(g[other]).toBeNull();
    }
    expect(g.statusHistory.map((h) => h.status)).toEqual([status]);
    const given = await buildGame(app, u, { status, [field]: "2020-01-02" });
    expect(given[field]).toBe("2020-01-02");
  });

  it("accepts status and priority in any case (and in-progress)", async () => {
    const u = await buildUser(app);
    expect(await buildGame(app, u, { status: "in-progress", priority: "LOW" })).toMatchObject({ status: "IN_PROGRESS", priority: "low" });
  });

  it("the 100% flag with a total sets achievementsCompleted to the total", async () => {
    const u = await buildUser(app);
    expect(await buildGame(app, u, { status: "COMPLETED", completed100Percent: true, totalAchievements: 51, achievementsCompleted: 3 })).toMatchObject({
      completed100Percent: true,
      achievementsCompleted: 51,
      totalAchievements: 51,
    });
    // without a total there is nothing to copy
    expect(await buildGame(app, u, { status: "COMPLETED", completed100Percent: true, achievementsCompleted: 3 })).toMatchObject({
      achievementsCompleted: 3,
      totalAchievements: null,
    });
  });

  it("copies the catalog game's details when added from the catalog, for whatever the payload leaves empty", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(db.prisma);
    const g = await buildGame(app, u, { title: undefined, platform: undefined, catalogGameId: cat.id, status: "BACKLOG" });
    expect(g).toMatchObject({
      title: "Celeste",
      slug: "celeste",
      platform: "Nintendo Switch",
      genres: ["Platformer", "Indie"],
      releaseYear: 2018,
      developer: "Maddy Makes Games",
      publisher: "Maddy Makes Games, Extremely OK Games",
      description: "Help Madeline survive her inner demons.",
      metacritic: 92,
      rawgId: cat.rawgId,
      catalogGameId: cat.id,
      catalogSlug: cat.slug,
    });
    expect(g.imageUrl).toMatch(new RegExp(`^/api/catalog/covers/${cat.slug}(\\?|$)`));

    // by slug, with the payload's own choices winning
    const mine = await buildGame(app, u, {
      title: "Celeste (my copy)",
      platform: "pc",
      genres: ["Precision"],
      catalogSlug: cat.slug,
      imageUrl: "https://img.example.test/c.png",
    });
    expect(mine).toMatchObject({
      title: "Celeste (my copy)",
      platform: "PC",
      genres: ["Precision"],
      customImageUrl: "https://img.example.test/c.png",
      releaseYear: 2018,
      catalogGameId: cat.id,
    });
  });

  it("rejects an unknown catalog game on the field that named it", async () => {
    const u = await buildUser(app);
    const byId = await u.auth(request(app).post("/api/games")).send({ catalogGameId: 987654321 }).expect(400);
    expectIssue(byId.body, "catalogGameId");
    const bySlug = await u.auth(request(app).post("/api/games")).send({ catalogSlug: "no-such-game-anywhere" }).expect(400);
    expectIssue(bySlug.body, "catalogSlug");
  });

  it("makes the spec's slug of the title", async () => {
    const u = await buildUser(app);
    expect((await buildGame(app, u, { title: "The Legend of Zelda: Breath of the Wild" })).slug).toBe("the-legend-of-zelda-breath-of-the-wild");
    expect((await buildGame(app, u, { title: "--Half-Life 2!!" })).slug).toBe("half-life-2");
    expect((await buildGame(app, u, { title: "Pokémon Red" })).slug).toBe("pokemon-red");
  });
});

describe("with a fixed clock", () => {
  // Late in the UTC day: "today" and "tomorrow" are the clock's, never the machine's.
  const fixed = new Date("2021-06-15T23:30:00.000Z");
  const clockApp = makeApp({ now: () => fixed });

  it("dates a new game, its first status and a status change on the clock's day", async () => {
    const u = await buildUser(clockApp);
    const g = await buildGame(clockApp, u, { status: "BACKLOG" });
    expect(g.addedToBacklog).toBe("2021-06-15");
    expect(g.statusHistory).toEqual([{ status: "BACKLOG", at: fixed.toISOString() }]);
    const after = bodyOf<LibraryGameDto>(
      await u
        .auth(request(clockApp).put(`/api/games/${g.id}`))
        .send({ status: "IN_PROGRESS" })
        .expect(200),
    );
    expect(after.startDate).toBe("2021-06-15");
    // a change within the same millisecond still comes after the one before it
    expect(after.statusHistory.map((h) => h.at)).toEqual([fixed.toISOString(), new Date(fixed.getTime() + 1).toISOString()]);
  });

  it("logs a session on the clock's day, accepts tomorrow and refuses the day after", async () => {
    const u = await buildUser(clockApp);
    const g = await buildGame(clockApp, u);
    expect((await buildSession(clockApp, u, g.id)).session.date).toBe("2021-06-15");
    expect((await buildSession(clockApp, u, g.id, { date: "2021-06-16" })).session.date).toBe("2021-06-16");
    const res = await u
      .auth(request(clockApp).post(`/api/games/${g.id}/sessions`))
      .send({ minutes: 10, date: "2021-06-17" })
      .expect(400);
    expect(issuesOf(res)).toContainEqual({ path: "date", message: "A session cannot be in the future" });
  });
});
