import request from "supertest";
import { describe, expect, it } from "vitest";
import type { LibraryGameDto, LibraryGameSummary } from "@savepoint/common";
import { expectIssue, registerUser, setupFile } from "../../../test/helpers.ts";

const { app, db } = await setupFile();

type User = Awaited<ReturnType<typeof registerUser>>;
const today = () => new Date().toISOString().slice(0, 10);
const nextYear = new Date().getFullYear() + 1;

async function addGame(u: User, body: Record<string, unknown> = {}): Promise<LibraryGameDto> {
  const res = await u.auth(request(app).post("/api/games")).send({ title: "Hollow Knight", platform: "PC", ...body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as LibraryGameDto;
}
const getGame = async (u: User, id: string) => (await u.auth(request(app).get(`/api/games/${id}`)).expect(200)).body as LibraryGameDto;
const put = (u: User, id: string, body: Record<string, unknown>) => u.auth(request(app).put(`/api/games/${id}`)).send(body);
const list = async (u: User, query = "") => (await u.auth(request(app).get(`/api/games${query}`)).expect(200)).body as LibraryGameSummary[];

let catalogSeq = 0;
async function catalogGame(over: Record<string, unknown> = {}) {
  catalogSeq += 1;
  return db.prisma.catalogGame.create({
    data: {
      slug: `celeste-test-${catalogSeq}`,
      source: "core",
      sourceId: `test:games-${catalogSeq}`,
      title: "Celeste",
      year: 2018,
      platforms: ["Nintendo Switch", "PC"],
      genres: ["Platformer", "Indie"],
      developers: ["Maddy Makes Games"],
      publishers: ["Maddy Makes Games", "Extremely OK Games"],
      description: "Help Madeline survive her inner demons.",
      metacritic: 92,
      rawgId: 900000 + catalogSeq,
      ...over,
    },
  });
}

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
    expect(res.body.error.code).toBe("unauthenticated");
  });
});

describe("POST /api/games", () => {
  it("creates a game with the spec's defaults, answers 201 with the full game and records its first status", async () => {
    const u = await registerUser(app);
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
    expect(await getGame(u, g.id)).toEqual(g);
    const row = await db.prisma.libraryGame.findUniqueOrThrow({ where: { id: g.id } });
    expect(row.userId).toBe(u.user.id);
    expect(row.startDate?.toISOString()).toBe(`${today()}T00:00:00.000Z`);
  });

  it("stores every field of the form", async () => {
    const u = await registerUser(app);
    const g = await addGame(u, {
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
    });
    expect(await getGame(u, g.id)).toMatchObject({
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
    });
  });

  it("ignores fields a client may not set (id, userId, statusHistory)", async () => {
    const u = await registerUser(app);
    const other = await registerUser(app);
    const g = await addGame(u, { id: "11111111-1111-4111-8111-111111111111", userId: other.user.id, statusHistory: [{ status: "BACKLOG", at: "2001-01-01T00:00:00Z" }] });
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
    const u = await registerUser(app);
    const res = await u.auth(request(app).post("/api/games")).send({ title: "Hollow Knight", platform: "PC", ...over }).expect(400);
    expectIssue(res.body, field);
    expect(res.body.error.details.issues).toContainEqual({ path: field, message });
    expect(await db.prisma.libraryGame.count({ where: { userId: u.user.id } })).toBe(0);
  });

  it("reports every invalid field at once", async () => {
    const u = await registerUser(app);
    const res = await u.auth(request(app).post("/api/games")).send({ rating: 12, playTime: -1 }).expect(400);
    for (const f of ["title", "platform", "rating", "playTime"]) expectIssue(res.body, f);
  });

  it("rejects a body that is not an object", async () => {
    const u = await registerUser(app);
    const res = await u.auth(request(app).post("/api/games")).send(["Hollow Knight"]).expect(400);
    expect(res.body.error.code).toBe("validation_failed");
  });

  it.each([
    [1900, 201],
    [nextYear, 201],
  ])("accepts release year %i", async (releaseYear, status) => {
    const u = await registerUser(app);
    await u.auth(request(app).post("/api/games")).send({ title: "Old", platform: "PC", releaseYear }).expect(status);
  });

  it("accepts play time that is not a multiple of 0.5, form strings for numbers, and same-origin cover paths", async () => {
    const u = await registerUser(app);
    const g = await addGame(u, { playTime: "2.25", rating: "7", releaseYear: "", imageUrl: "/api/catalog/covers/celeste?v=abc" });
    expect(g).toMatchObject({ playTime: 2.25, rating: 7, releaseYear: null, imageUrl: "/api/catalog/covers/celeste?v=abc" });
  });

  it.each([
    ["PLAYSTATION 5", "PlayStation 5"],
    ["  nintendo switch ", "Nintendo Switch"],
    ["game boy advance", "Game Boy Advance"],
    ["turbografx-16", "TurboGrafx-16"],
    ["  Amiga 500 ", "Amiga 500"],
  ])("normalises platform %j to %j", async (platform, expected) => {
    const u = await registerUser(app);
    expect((await addGame(u, { platform })).platform).toBe(expected);
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
    const u = await registerUser(app);
    const g = await addGame(u, over);
    expect(g.genres).toEqual(expected);
    expect((await getGame(u, g.id)).genres).toEqual(expected);
  });

  it("keeps customTags a list: anything that is not a list becomes []", async () => {
    const u = await registerUser(app);
    expect((await addGame(u, { customTags: "cozy" })).customTags).toEqual([]);
    expect((await addGame(u, { customTags: null })).customTags).toEqual([]);
    expect((await addGame(u, { customTags: [" cozy ", "co-op"] })).customTags).toEqual(["cozy", "co-op"]);
  });

  it("trims dates, treats blank dates as empty and cuts ISO timestamps to the day", async () => {
    const u = await registerUser(app);
    const g = await addGame(u, { status: "BACKLOG", startDate: "   ", completedDate: " 2023-03-04 ", abandonedDate: "2023-05-06T22:10:00.000Z" });
    expect(g).toMatchObject({ startDate: null, completedDate: "2023-03-04", abandonedDate: "2023-05-06", addedToBacklog: today() });
  });

  it.each([
    ["IN_PROGRESS", "startDate"],
    ["COMPLETED", "completedDate"],
    ["BACKLOG", "addedToBacklog"],
    ["ABANDONED", "abandonedDate"],
  ] as const)("a new %s game gets %s = today when empty, and keeps a given one", async (status, field) => {
    const u = await registerUser(app);
    const g = await addGame(u, { status });
    expect(g[field]).toBe(today());
    for (const other of ["startDate", "completedDate", "addedToBacklog", "abandonedDate"] as const) {
      if (other !== field) expect(g[other]).toBeNull();
    }
    expect(g.statusHistory.map((h) => h.status)).toEqual([status]);
    const given = await addGame(u, { status, [field]: "2020-01-02" });
    expect(given[field]).toBe("2020-01-02");
  });

  it("accepts status and priority in any case (and in-progress)", async () => {
    const u = await registerUser(app);
    expect(await addGame(u, { status: "in-progress", priority: "LOW" })).toMatchObject({ status: "IN_PROGRESS", priority: "low" });
  });

  it("the 100% flag with a total sets achievementsCompleted to the total", async () => {
    const u = await registerUser(app);
    expect(await addGame(u, { status: "COMPLETED", completed100Percent: true, totalAchievements: 51, achievementsCompleted: 3 })).toMatchObject({
      completed100Percent: true,
      achievementsCompleted: 51,
      totalAchievements: 51,
    });
    // without a total there is nothing to copy
    expect(await addGame(u, { completed100Percent: true, achievementsCompleted: 3 })).toMatchObject({ achievementsCompleted: 3, totalAchievements: null });
  });

  it("copies the catalog game's details when added from the catalog, for whatever the payload leaves empty", async () => {
    const u = await registerUser(app);
    const cat = await catalogGame();
    const g = await addGame(u, { title: undefined, platform: undefined, catalogGameId: cat.id, status: "BACKLOG" });
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
    const mine = await addGame(u, { title: "Celeste (my copy)", platform: "pc", genres: ["Precision"], catalogSlug: cat.slug, imageUrl: "https://img.example.test/c.png" });
    expect(mine).toMatchObject({ title: "Celeste (my copy)", platform: "PC", genres: ["Precision"], imageUrl: "https://img.example.test/c.png", releaseYear: 2018, catalogGameId: cat.id });
  });

  it("rejects an unknown catalog game on the field that named it", async () => {
    const u = await registerUser(app);
    const byId = await u.auth(request(app).post("/api/games")).send({ catalogGameId: 987654321 }).expect(400);
    expectIssue(byId.body, "catalogGameId");
    const bySlug = await u.auth(request(app).post("/api/games")).send({ catalogSlug: "no-such-game-anywhere" }).expect(400);
    expectIssue(bySlug.body, "catalogSlug");
  });

  it("makes the spec's slug of the title", async () => {
    const u = await registerUser(app);
    expect((await addGame(u, { title: "The Legend of Zelda: Breath of the Wild" })).slug).toBe("the-legend-of-zelda-breath-of-the-wild");
    expect((await addGame(u, { title: "--Half-Life 2!!" })).slug).toBe("half-life-2");
    expect((await addGame(u, { title: "Pokémon Red" })).slug).toBe("pokemon-red");
  });
});

describe("GET /api/games", () => {
  it("lists only the caller's games, newest first, with exactly what a card shows", async () => {
    const u = await registerUser(app);
    const other = await registerUser(app);
    await addGame(other, { title: "Not Mine" });
    const a = await addGame(u, { title: "First", notes: "short note" });
    const b = await addGame(u, { title: "Second", genres: ["RPG", "Action"], customTags: ["cozy"], rating: 8, status: "COMPLETED", totalAchievements: 10, achievementsCompleted: 4 });
    const items = await list(u);
    expect(items.map((g) => g.title)).toEqual(["Second", "First"]);
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        "id", "slug", "title", "platform", "genre", "releaseYear", "imageUrl", "status", "rating", "playTime",
        "achievementsCompleted", "totalAchievements", "customTags", "notesExcerpt",
      ].sort(),
    );
    // the card agrees with the full game on every shared field
    const full = await getGame(u, b.id);
    const { notesExcerpt, genre, ...card } = items[0]!;
    expect(notesExcerpt).toBeNull();
    expect(genre).toBe("RPG");
    for (const [k, v] of Object.entries(card)) expect([k, v]).toEqual([k, full[k as keyof LibraryGameDto]]);
    expect(items[1]).toMatchObject({ id: a.id, notesExcerpt: "short note", genre: null, customTags: [] });
  });

  it("cuts long notes to a 140-character excerpt, without a dangling space", async () => {
    const u = await registerUser(app);
    await addGame(u, { title: "Long", notes: `${"a".repeat(100)} ${"b".repeat(100)}` });
    await addGame(u, { title: "Space at the cut", notes: `${"c".repeat(138)} ${"d".repeat(10)}` });
    await addGame(u, { title: "Exactly 140", notes: "e".repeat(140) });
    const byTitle = new Map((await list(u)).map((g) => [g.title, g.notesExcerpt]));
    expect(byTitle.get("Long")).toBe(`${"a".repeat(100)} ${"b".repeat(38)}…`);
    expect(byTitle.get("Long")).toHaveLength(140);
    expect(byTitle.get("Space at the cut")).toBe(`${"c".repeat(138)}…`);
    expect(byTitle.get("Exactly 140")).toBe("e".repeat(140));
  });

  it("filters by ?status= (any case, in-progress, all) and rejects an unknown status", async () => {
    const u = await registerUser(app);
    await addGame(u, { title: "B1", status: "BACKLOG" });
    await addGame(u, { title: "P1", status: "IN_PROGRESS" });
    await addGame(u, { title: "C1", status: "COMPLETED" });
    await addGame(u, { title: "A1", status: "ABANDONED" });
    expect((await list(u, "?status=BACKLOG")).map((g) => g.title)).toEqual(["B1"]);
    expect((await list(u, "?status=in-progress")).map((g) => g.title)).toEqual(["P1"]);
    expect((await list(u, "?status=completed")).map((g) => g.title)).toEqual(["C1"]);
    expect((await list(u, "?status=ABANDONED")).map((g) => g.title)).toEqual(["A1"]);
    expect(await list(u, "?status=all")).toHaveLength(4);
    expect(await list(u, "?status=")).toHaveLength(4);
    const bad = await u.auth(request(app).get("/api/games?status=PAUSED")).expect(400);
    expectIssue(bad.body, "status");
    await u.auth(request(app).get("/api/games?status=BACKLOG&status=COMPLETED")).expect(400);
  });

  it("sends a large list gzipped only to a client that asks for gzip", async () => {
    const u = await registerUser(app);
    for (let i = 0; i < 12; i++) await addGame(u, { title: `Game ${i}`, notes: "n".repeat(300) });
    const plain = await u.auth(request(app).get("/api/games")).set("Accept-Encoding", "identity").expect(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const zipped = await u.auth(request(app).get("/api/games")).set("Accept-Encoding", "gzip, deflate, br").expect(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(zipped.headers["content-length"])).toBeLessThan(Number(plain.headers["content-length"]));
    expect(zipped.body).toEqual(plain.body);
    expect(plain.body).toHaveLength(12);
  });

  it("answers [] for an empty library", async () => {
    const u = await registerUser(app);
    const res = await u.auth(request(app).get("/api/games")).expect(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).toEqual([]);
  });

  it("reflects every write at once (the cache is invalidated), including writes made elsewhere", async () => {
    const u = await registerUser(app);
    const g = await addGame(u, { title: "Cached" });
    expect((await list(u))[0]!.rating).toBeNull();
    await put(u, g.id, { rating: 6 }).expect(200);
    expect((await list(u))[0]!.rating).toBe(6);
    // a write that bypasses this service (another process or feature) is seen too
    await db.prisma.libraryGame.update({ where: { id: g.id }, data: { title: "Renamed elsewhere" } });
    expect((await list(u))[0]!.title).toBe("Renamed elsewhere");
    await u.auth(request(app).delete(`/api/games/${g.id}`)).expect(204);
    expect(await list(u)).toEqual([]);
  });
});

describe("GET /api/games/:id and /api/games/slug/:slug", () => {
  it("another user's game is 404, as is a malformed or unknown id", async () => {
    const u = await registerUser(app);
    const other = await registerUser(app);
    const g = await addGame(u);
    const res = await other.auth(request(app).get(`/api/games/${g.id}`)).expect(404);
    expect(res.body.error).toMatchObject({ code: "not_found", message: "Game not found" });
    await u.auth(request(app).get("/api/games/not-a-uuid")).expect(404);
    await u.auth(request(app).get("/api/games/00000000-0000-4000-8000-000000000000")).expect(404);
    await u.auth(request(app).get("/api/games/1")).expect(404);
  });

  it("finds a game by its slug, or by the slug of the catalog game it came from; never another user's", async () => {
    const u = await registerUser(app);
    const other = await registerUser(app);
    const cat = await catalogGame({ title: "Hades", slug: "hades-2020-test" });
    const g = await addGame(u, { title: "Hades", catalogGameId: cat.id });
    expect(g.slug).toBe("hades");
    expect((await u.auth(request(app).get("/api/games/slug/hades")).expect(200)).body.id).toBe(g.id);
    expect((await u.auth(request(app).get("/api/games/slug/HADES")).expect(200)).body.id).toBe(g.id);
    expect((await u.auth(request(app).get(`/api/games/slug/${cat.slug}`)).expect(200)).body.id).toBe(g.id);
    await other.auth(request(app).get("/api/games/slug/hades")).expect(404);
    await u.auth(request(app).get("/api/games/slug/no-such-game")).expect(404);
    await u.auth(request(app).get("/api/games/slug/Not%20A%20Slug!")).expect(404);
  });
});

describe("PUT /api/games/:id", () => {
  it("changes only the fields sent (the review dialog sends only rating) and records no status change", async () => {
    const u = await registerUser(app);
    const g = await addGame(u, { notes: "keep me", genres: ["RPG"], status: "COMPLETED", rating: 5 });
    const res = await put(u, g.id, { rating: 9 }).expect(200);
    const after = res.body as LibraryGameDto;
    expect(after).toMatchObject({ rating: 9, notes: "keep me", genres: ["RPG"], status: "COMPLETED", completedDate: g.completedDate });
    expect(after.statusHistory).toHaveLength(1);
    expect(await getGame(u, g.id)).toEqual(after);
  });

  it.each([
    ["BACKLOG", "IN_PROGRESS", "startDate"],
    ["IN_PROGRESS", "COMPLETED", "completedDate"],
    ["IN_PROGRESS", "BACKLOG", "addedToBacklog"],
    ["IN_PROGRESS", "ABANDONED", "abandonedDate"],
  ] as const)("%s → %s fills an empty %s with today and adds a history entry", async (from, to, field) => {
    const u = await registerUser(app);
    const g = await addGame(u, { status: from, startDate: from === "IN_PROGRESS" ? "2021-01-01" : undefined });
    expect(g[field]).toBeNull();
    const after = (await put(u, g.id, { status: to }).expect(200)).body as LibraryGameDto;
    expect(after.status).toBe(to);
    expect(after[field]).toBe(today());
    expect(after.statusHistory.map((h) => h.status)).toEqual([from, to]);
    expect(Date.parse(after.statusHistory[1]!.at)).toBeGreaterThan(Date.parse(after.statusHistory[0]!.at));
    expect(await db.prisma.statusChange.count({ where: { gameId: g.id } })).toBe(2);
  });

  it("does not overwrite a date that is already set, and uses a date sent with the change", async () => {
    const u = await registerUser(app);
    const g = await addGame(u, { status: "BACKLOG", startDate: "2020-05-05" });
    const started = (await put(u, g.id, { status: "IN_PROGRESS" }).expect(200)).body as LibraryGameDto;
    expect(started.startDate).toBe("2020-05-05");
    const done = (await put(u, g.id, { status: "COMPLETED", completedDate: "2020-06-06" }).expect(200)).body as LibraryGameDto;
    expect(done.completedDate).toBe("2020-06-06");
  });

  it("walks through all four statuses with a full history, and the same status again adds nothing", async () => {
    const u = await registerUser(app);
    const g = await addGame(u, { status: "BACKLOG" });
    for (const status of ["IN_PROGRESS", "COMPLETED", "ABANDONED", "IN_PROGRESS"]) await put(u, g.id, { status }).expect(200);
    await put(u, g.id, { status: "IN_PROGRESS", rating: 4 }).expect(200);
    const after = await getGame(u, g.id);
    expect(after.statusHistory.map((h) => h.status)).toEqual(["BACKLOG", "IN_PROGRESS", "COMPLETED", "ABANDONED", "IN_PROGRESS"]);
    const ats = after.statusHistory.map((h) => Date.parse(h.at));
    expect([...ats].sort((x, y) => x - y)).toEqual(ats);
    expect(after).toMatchObject({ addedToBacklog: today(), startDate: today(), completedDate: today(), abandonedDate: today() });
  });

  it("updates the slug with the title, normalises platform and genres, and clears fields sent as null or blank", async () => {
    const u = await registerUser(app);
    const g = await addGame(u, { rating: 5, notes: "n", customTags: ["x"], releaseYear: 2001 });
    const after = (await put(u, g.id, { title: "Hollow Knight: Silksong", platform: "nintendo switch 2", genre: "Metroidvania, Action", rating: null, notes: "  ", customTags: null, releaseYear: "" }).expect(200))
      .body as LibraryGameDto;
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
    const u = await registerUser(app);
    const g = await addGame(u, { rating: 5 });
    const res = await put(u, g.id, { rating: 6, ...body }).expect(400);
    expectIssue(res.body, field);
    expect((await getGame(u, g.id)).rating).toBe(5);
  });

  it("checks achievementsCompleted against the stored total", async () => {
    const u = await registerUser(app);
    const g = await addGame(u, { totalAchievements: 50, achievementsCompleted: 10 });
    const res = await put(u, g.id, { achievementsCompleted: 51 }).expect(400);
    expect(res.body.error.details.issues).toContainEqual({ path: "achievementsCompleted", message: "Achievements completed cannot be more than the total" });
    await put(u, g.id, { achievementsCompleted: 50 }).expect(200);
  });

  it("the 100% flag sets achievementsCompleted to the total, and follows a new total while checked", async () => {
    const u = await registerUser(app);
    const g = await addGame(u, { status: "COMPLETED", totalAchievements: 50, achievementsCompleted: 10 });
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
    const u = await registerUser(app);
    const other = await registerUser(app);
    const g = await addGame(u, { rating: 3 });
    const res = await put(other, g.id, { rating: 10 }).expect(404);
    expect(res.body.error.code).toBe("not_found");
    expect((await getGame(u, g.id)).rating).toBe(3);
    await put(u, "abc", { rating: 10 }).expect(404);
  });
});

describe("DELETE /api/games/:id", () => {
  it("deletes the game with its history and sessions (204)", async () => {
    const u = await registerUser(app);
    const g = await addGame(u);
    await u.auth(request(app).post(`/api/games/${g.id}/sessions`)).send({ minutes: 30 }).expect(201);
    await u.auth(request(app).delete(`/api/games/${g.id}`)).expect(204);
    await u.auth(request(app).get(`/api/games/${g.id}`)).expect(404);
    expect(await db.prisma.statusChange.count({ where: { gameId: g.id } })).toBe(0);
    expect(await db.prisma.playSession.count({ where: { gameId: g.id } })).toBe(0);
    await u.auth(request(app).delete(`/api/games/${g.id}`)).expect(404);
  });

  it("another user's game is 404 and is not deleted; a malformed id is 404", async () => {
    const u = await registerUser(app);
    const other = await registerUser(app);
    const g = await addGame(u);
    await other.auth(request(app).delete(`/api/games/${g.id}`)).expect(404);
    await getGame(u, g.id);
    await u.auth(request(app).delete("/api/games/%27%3B--")).expect(404);
  });
});

describe("GET /api/games/lookup/:slug", () => {
  it("needs a session", async () => {
    await request(app).get("/api/games/lookup/hades").expect(401);
  });

  it("answers the caller's game, or null for unknown slugs and other users' games", async () => {
    const a = await registerUser(app);
    const b = await registerUser(app);
    const g = await addGame(a, { title: "Outer Wilds" });
    const mine = await a.auth(request(app).get("/api/games/lookup/outer-wilds")).expect(200);
    expect(mine.body.game.id).toBe(g.id);
    expect((await b.auth(request(app).get("/api/games/lookup/outer-wilds")).expect(200)).body).toEqual({ game: null });
    expect((await a.auth(request(app).get("/api/games/lookup/no-such-game")).expect(200)).body).toEqual({ game: null });
  });
});
