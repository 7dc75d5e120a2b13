// Reading the library: the card list (GET /api/games), one game by id or slug, and the lookup the game
// page uses.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { LibraryGameDto } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildSession, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { readGame, readList } from "../../../test/library.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";

const { app, db } = await setupFile();

describe("GET /api/games", () => {
  it("lists only the caller's games, newest first, with exactly what a card shows", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    await buildGame(app, other, { title: "Not Mine" });
    const a = await buildGame(app, u, { title: "First", notes: "short note" });
    const b = await buildGame(app, u, {
      title: "Second",
      genres: ["RPG", "Action"],
      customTags: ["cozy"],
      rating: 8,
      status: "COMPLETED",
      totalAchievements: 10,
      achievementsCompleted: 4,
    });
    const items = await readList(app, u);
    expect(items.map((g) => g.title)).toEqual(["Second", "First"]);
    expect(Object.keys(items[0]!).sort()).toEqual(
      [
        "id",
        "slug",
        "title",
        "platform",
        "genre",
        "releaseYear",
        "imageUrl",
        "status",
        "rating",
        "playTime",
        "completed100Percent",
        "achievementsCompleted",
        "totalAchievements",
        "customTags",
        "notesExcerpt",
        "catalogSlug",
        "createdAt",
        "updatedAt",
        "lastPlayed",
      ].sort(),
    );
    // the card agrees with the full game on every shared field
    const full = await readGame(app, u, b.id);
    const { notesExcerpt, genre, lastPlayed, ...card } = items[0]!;
    expect(notesExcerpt).toBeNull();
    expect(genre).toBe("RPG");
    expect(lastPlayed).toBe(full.sessions[0]?.date ?? null);
    for (const [k, v] of Object.entries(card)) expect([k, v]).toEqual([k, full[k as keyof LibraryGameDto]]);
    expect(items[1]).toMatchObject({ id: a.id, notesExcerpt: "short note", genre: null, customTags: [] });
  });

  it("tells copies apart: each card names its catalog game and when it was added, as the full game does", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(db.prisma, { title: "Hades", slug: "hades-copies-test" });
    const fromCatalog = await buildGame(app, u, { title: "Hades", platform: "PC", catalogGameId: cat.id });
    const typed = await buildGame(app, u, { title: "Hades", platform: "PC", status: "BACKLOG" });
    const items = await readList(app, u);
    const byId = new Map(items.map((g) => [g.id, [g.platform, g.status, g.catalogSlug]]));
    expect(byId.get(fromCatalog.id)).toEqual(["PC", "IN_PROGRESS", "hades-copies-test"]);
    expect(byId.get(typed.id)).toEqual(["PC", "BACKLOG", null]);
    for (const card of items) {
      expect(card.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(card.createdAt).toBe((await readGame(app, u, card.id)).createdAt);
    }
  });

  it("tells on each card when the game was last played (its newest session), last changed, and whether it was completed 100%", async () => {
    const u = await buildUser(app);
    const played = await buildGame(app, u, { title: "Played", status: "IN_PROGRESS" });
    const never = await buildGame(app, u, { title: "Never played", status: "COMPLETED", completed100Percent: true, rating: 9 });
    await buildSession(app, u, played.id, { date: "2026-03-05" });
    await buildSession(app, u, played.id, { date: "2026-03-01" });
    const cards = new Map((await readList(app, u)).map((g) => [g.id, g]));
    expect(cards.get(played.id)).toMatchObject({ lastPlayed: "2026-03-05", completed100Percent: false });
    expect(cards.get(never.id)).toMatchObject({ lastPlayed: null, completed100Percent: true });
    expect(cards.get(played.id)!.updatedAt).toBe((await readGame(app, u, played.id)).updatedAt);
  });

  it("cuts long notes to a 140-character excerpt, without a dangling space", async () => {
    const u = await buildUser(app);
    await buildGame(app, u, { title: "Long", notes: `${"a".repeat(100)} ${"b".repeat(100)}` });
    await buildGame(app, u, { title: "Space at the cut", notes: `${"c".repeat(138)} ${"d".repeat(10)}` });
    await buildGame(app, u, { title: "Exactly 140", notes: "e".repeat(140) });
    const byTitle = new Map((await readList(app, u)).map((g) => [g.title, g.notesExcerpt]));
    expect(byTitle.get("Long")).toBe(`${"a".repeat(100)} ${"b".repeat(38)}…`);
    expect(byTitle.get("Long")).toHaveLength(140);
    expect(byTitle.get("Space at the cut")).toBe(`${"c".repeat(138)}…`);
    expect(byTitle.get("Exactly 140")).toBe("e".repeat(140));
  });

  it("filters by ?status= (any case, in-progress, all) and rejects an unknown status", async () => {
    const u = await buildUser(app);
    await buildGame(app, u, { title: "B1", status: "BACKLOG" });
    await buildGame(app, u, { title: "P1", status: "IN_PROGRESS" });
    await buildGame(app, u, { title: "C1", status: "COMPLETED" });
    await buildGame(app, u, { title: "A1", status: "ABANDONED" });
    expect((await readList(app, u, "?status=BACKLOG")).map((g) => g.title)).toEqual(["B1"]);
    expect((await readList(app, u, "?status=in-progress")).map((g) => g.title)).toEqual(["P1"]);
    expect((await readList(app, u, "?status=completed")).map((g) => g.title)).toEqual(["C1"]);
    expect((await readList(app, u, "?status=ABANDONED")).map((g) => g.title)).toEqual(["A1"]);
    expect(await readList(app, u, "?status=all")).toHaveLength(4);
    expect(await readList(app, u, "?status=")).toHaveLength(4);
    const bad = await u.auth(request(app).get("/api/games?status=PAUSED")).expect(400);
    expectIssue(bad.body, "status");
    await u.auth(request(app).get("/api/games?status=BACKLOG&status=COMPLETED")).expect(400);
  });

  it("sends a large list gzipped only to a client that asks for gzip", async () => {
    const u = await buildUser(app);
    for (let i = 0; i < 12; i++) await buildGame(app, u, { title: `Game ${i}`, notes: "n".repeat(300) });
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
    const u = await buildUser(app);
    const res = await u.auth(request(app).get("/api/games")).expect(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.body).toEqual([]);
  });

  it("reflects every write at once (the cache is invalidated), including writes made elsewhere", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { title: "Cached" });
    expect((await readList(app, u))[0]!.rating).toBeNull();
    await u
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ rating: 6 })
      .expect(200);
    expect((await readList(app, u))[0]!.rating).toBe(6);
    // a write that bypasses this service (another process or feature) is seen too
    await db.prisma.libraryGame.update({ where: { id: g.id }, data: { title: "Renamed elsewhere" } });
    expect((await readList(app, u))[0]!.title).toBe("Renamed elsewhere");
    await u.auth(request(app).delete(`/api/games/${g.id}`)).expect(204);
    expect(await readList(app, u)).toEqual([]);
  });
});

describe("GET /api/games/:id and /api/games/slug/:slug", () => {
  it("another user's game is 404, as is a malformed or unknown id", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const g = await buildGame(app, u);
    const res = await other.auth(request(app).get(`/api/games/${g.id}`)).expect(404);
    expect(errorOf(res)).toMatchObject({ code: "not_found", message: "Game not found" });
    await u.auth(request(app).get("/api/games/not-a-uuid")).expect(404);
    await u.auth(request(app).get("/api/games/00000000-0000-4000-8000-000000000000")).expect(404);
    await u.auth(request(app).get("/api/games/1")).expect(404);
  });

  it("finds a game by its slug, or by the slug of the catalog game it came from; never another user's", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const cat = await buildCatalogGame(db.prisma, { title: "Hades", slug: "hades-2020-test" });
    const g = await buildGame(app, u, { title: "Hades", catalogGameId: cat.id });
    expect(g.slug).toBe("hades");
    expect(bodyOf<LibraryGameDto>(await u.auth(request(app).get("/api/games/slug/hades")).expect(200)).id).toBe(g.id);
    expect(bodyOf<LibraryGameDto>(await u.auth(request(app).get("/api/games/slug/HADES")).expect(200)).id).toBe(g.id);
    expect(bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/slug/${cat.slug}`)).expect(200)).id).toBe(g.id);
    await other.auth(request(app).get("/api/games/slug/hades")).expect(404);
    await u.auth(request(app).get("/api/games/slug/no-such-game")).expect(404);
    await u.auth(request(app).get("/api/games/slug/Not%20A%20Slug!")).expect(404);
  });
});

describe("GET /api/games/:id kept against the library version", () => {
  it("answers every write at once, whichever way it came: the game's own edit, a session, a write beside the API", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { title: "Celeste", status: "IN_PROGRESS" });
    const other = await buildGame(app, u, { title: "Tunic" });
    expect((await readGame(app, u, g.id)).rating).toBeNull();
    expect((await readGame(app, u, g.id)).rating).toBeNull(); // kept now
    await u.auth(request(app).put(`/api/games/${g.id}`).send({ rating: 9 })).expect(200);
    expect((await readGame(app, u, g.id)).rating).toBe(9);
    await u.auth(request(app).post(`/api/games/${g.id}/sessions`).send({ minutes: 90 })).expect(201);
    const withSession = await readGame(app, u, g.id);
    expect(withSession.sessions).toHaveLength(1);
    expect(withSession.playTime).toBe(1.5);
    // a write the games service never saw (another process, a tool): the version still moves
    await db.prisma.$executeRaw`UPDATE "library_games" SET "notes" = 'From a tool' WHERE "id" = ${g.id}::uuid`;
    expect((await readGame(app, u, g.id)).notes).toBe("From a tool");
    // another game's edit leaves this one's answer right too
    await u.auth(request(app).put(`/api/games/${other.id}`).send({ rating: 3 })).expect(200);
    expect((await readGame(app, u, g.id)).notes).toBe("From a tool");
    await u.auth(request(app).delete(`/api/games/${g.id}`)).expect(204);
    await u.auth(request(app).get(`/api/games/${g.id}`)).expect(404);
  });

  it("is never another player's, and is the same JSON gzipped when asked for", async () => {
    const u = await buildUser(app);
    const stranger = await buildUser(app);
    const g = await buildGame(app, u, { title: "Outer Wilds", notes: "A long note about the Nomai. ".repeat(120) });
    const plain = await u.auth(request(app).get(`/api/games/${g.id}`)).expect(200);
    await stranger.auth(request(app).get(`/api/games/${g.id}`)).expect(404);
    const zipped = await u.auth(request(app).get(`/api/games/${g.id}`).set("Accept-Encoding", "gzip")).expect(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.body).toEqual(plain.body);
    expect((plain.body as LibraryGameDto).notes).toContain("Nomai");
  });
});

describe("GET /api/games/lookup/:slug", () => {
  it("needs a session", async () => {
    await request(app).get("/api/games/lookup/hades").expect(401);
  });

  it("answers the caller's game, or null for unknown slugs and other users' games", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    const g = await buildGame(app, a, { title: "Outer Wilds" });
    const mine = await a.auth(request(app).get("/api/games/lookup/outer-wilds")).expect(200);
    expect(bodyOf<{ game: LibraryGameDto | null }>(mine).game?.id).toBe(g.id);
    expect((await b.auth(request(app).get("/api/games/lookup/outer-wilds")).expect(200)).body).toEqual({ game: null });
    expect((await a.auth(request(app).get("/api/games/lookup/no-such-game")).expect(200)).body).toEqual({ game: null });
    expect((await a.auth(request(app).get("/api/games/lookup/Not%20A%20Slug!")).expect(200)).body).toEqual({ game: null });
  });
});
