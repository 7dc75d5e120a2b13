// Favourite games (issue 32): GET and PUT /api/profile/favourites, the favourites on a profile as its
// privacy allows, the database's own rules (five places, a game once, only the owner's games, gone with
// the game), and parallel replacements ending in one whole list.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { FAVOURITES_MAX, type MyFavourites, type OpenProfile, type PublicProfile } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile, TEST_COVERS } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue, issuesOf } from "../../../test/responses.ts";

const { app, db } = await setupFile();
const { prisma } = db;

const put = (u: TestUser, gameIds: unknown) => u.auth(request(app).put("/api/profile/favourites")).send({ gameIds });
const mine = async (u: TestUser) => bodyOf<MyFavourites>(await u.auth(request(app).get("/api/profile/favourites")).expect(200)).items;
const profileOf = async (viewer: TestUser, of: TestUser) =>
  bodyOf<PublicProfile>(await viewer.auth(request(app).get(`/api/users/${of.user.username}`)).expect(200));

/** A user with three games: one from the catalog, one of their making with a cover linked from elsewhere, one plain. */
async function player() {
  const u = await buildUser(app);
  const cat = await buildCatalogGame(prisma, { title: "Celeste" });
  const celeste = await buildGame(app, u, { title: "Celeste", catalogSlug: cat.slug });
  const remote = await buildGame(app, u, { title: "Homebrew Quest", platform: "PC", imageUrl: TEST_COVERS.image });
  const plain = await buildGame(app, u, { title: "Tetris", platform: "Game Boy" });
  return { u, cat, games: [celeste, remote, plain] as const };
}

describe("GET and PUT /api/profile/favourites", () => {
  it("asks for a session", async () => {
    await request(app).get("/api/profile/favourites").expect(401);
    await request(app).put("/api/profile/favourites").send({ gameIds: [] }).expect(401);
  });

  it("starts empty, keeps the order given, replaces the whole list and clears it", async () => {
    const { u, cat, games } = await player();
    const [celeste, remote, plain] = games;
    expect(await mine(u)).toEqual([]);

    const set = bodyOf<MyFavourites>(await put(u, [plain.id, celeste.id, remote.id]).expect(200)).items;
    expect(set.map((f) => f.gameId)).toEqual([plain.id, celeste.id, remote.id]);
    expect(set[1]).toEqual({ gameId: celeste.id, title: "Celeste", slug: celeste.slug, platform: celeste.platform, imageUrl: celeste.imageUrl });
    expect(set[1]!.imageUrl).toMatch(new RegExp(`^/api/catalog/covers/${cat.slug}`));
    // The owner's own linked cover, through this origin by the game's id (as the library shows it).
    expect(set[2]).toMatchObject({ title: "Homebrew Quest", imageUrl: remote.imageUrl });
    expect(await mine(u)).toEqual(set);

    await put(u, [remote.id.toUpperCase()]).expect(200);
    expect((await mine(u)).map((f) => f.gameId)).toEqual([remote.id]);
    await put(u, []).expect(200);
    expect(await mine(u)).toEqual([]);
  });

  it("names the field of a list that is too long, repeats a game or is not made of game ids", async () => {
    const u = await buildUser(app);
    const ids = await Promise.all(Array.from({ length: FAVOURITES_MAX + 1 }, async (_, i) => (await buildGame(app, u, { title: `Game ${i}` })).id));
    expectIssue((await put(u, ids).expect(400)).body, "gameIds");
    expectIssue((await put(u, [ids[0], ids[1], ids[0]]).expect(400)).body, "gameIds.2");
    expectIssue((await put(u, [ids[0], "not-an-id"]).expect(400)).body, "gameIds.1");
    expectIssue((await put(u, "everything").expect(400)).body, "gameIds");
    expectIssue((await u.auth(request(app).put("/api/profile/favourites")).send({}).expect(400)).body, "gameIds");
    await put(u, ids.slice(0, FAVOURITES_MAX)).expect(200);
    expect(await mine(u)).toHaveLength(FAVOURITES_MAX);
  });

  it("answers 404 naming the place of another user's game or an unknown id, and changes nothing", async () => {
    const { u, games } = await player();
    const other = await buildGame(app, await buildUser(app), { title: "Not Yours" });
    await put(u, [games[0].id]).expect(200);
    const res = await put(u, [games[1].id, other.id]).expect(404);
    expect(errorOf(res).code).toBe("not_found");
    expect(issuesOf(res)).toEqual([{ path: "gameIds.1", message: "Game not found" }]);
    expect(JSON.stringify(res.body)).not.toContain("Not Yours");
    expect(issuesOf(await put(u, ["00000000-0000-4000-8000-000000000000"]).expect(404))).toEqual([{ path: "gameIds.0", message: "Game not found" }]);
    expect((await mine(u)).map((f) => f.gameId)).toEqual([games[0].id]);
  });

  it("loses a deleted game and keeps the others in their order", async () => {
    const { u, games } = await player();
    await put(
      u,
      games.map((g) => g.id),
    ).expect(200);
    await u.auth(request(app).delete(`/api/games/${games[1].id}`)).expect(204);
    expect((await mine(u)).map((f) => f.gameId)).toEqual([games[0].id, games[2].id]);
  });

  it("ends many parallel replacements in one of their whole lists, never a 500", async () => {
    const u = await buildUser(app);
    const ids = await Promise.all(Array.from({ length: 8 }, async (_, i) => (await buildGame(app, u, { title: `Parallel ${i}` })).id));
    const lists = Array.from({ length: 24 }, (_, i) => Array.from({ length: 1 + (i % FAVOURITES_MAX) }, (__, j) => ids[(i + j * 3) % ids.length]!));
    const answers = await Promise.all(lists.map((l) => put(u, l)));
    expect(answers.map((a) => a.status)).toEqual(lists.map(() => 200));
    const final = (await mine(u)).map((f) => f.gameId);
    expect(lists.map((l) => l.join())).toContain(final.join());
    const rows = await prisma.profileFavourite.findMany({ where: { userId: u.user.id }, orderBy: { position: "asc" } });
    expect(rows.map((r) => r.position)).toEqual(final.map((_, i) => i));
  });

  it("stays whole while its games are deleted in parallel: the rest keep their places, never a 500", async () => {
    const u = await buildUser(app);
    const ids = await Promise.all(Array.from({ length: 4 }, async (_, i) => (await buildGame(app, u, { title: `Doomed ${i}` })).id));
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => put(u, ids)),
      u.auth(request(app).delete(`/api/games/${ids[1]}`)),
      ...Array.from({ length: 6 }, () => put(u, [ids[3], ids[0]])),
    ]);
    for (const a of answers) expect([200, 204, 404]).toContain(a.status);
    const final = (await mine(u)).map((f) => f.gameId);
    expect([[ids[0], ids[2], ids[3]].join(), [ids[3], ids[0]].join()]).toContain(final.join());
  });
});

describe("the favourites on a profile", () => {
  it("shows another viewer the catalog's address and cover, never a library id or a linked cover", async () => {
    const { u, cat, games } = await player();
    await put(
      u,
      games.map((g) => g.id),
    ).expect(200);
    const viewer = await buildUser(app);
    const seen = (await profileOf(viewer, u)) as OpenProfile;
    expect(seen.favourites).toEqual([
      { title: "Celeste", slug: cat.slug, platform: games[0].platform, imageUrl: games[0].imageUrl },
      { title: "Homebrew Quest", slug: null, platform: "PC", imageUrl: null },
      { title: "Tetris", slug: null, platform: "Game Boy", imageUrl: null },
    ]);
    const text = JSON.stringify(seen);
    for (const g of games) expect(text).not.toContain(g.id);
    // Their own view of the same page names their own games.
    const own = (await profileOf(u, u)) as OpenProfile;
    expect(own.favourites.map((f) => f.slug)).toEqual(games.map((g) => g.slug));
  });

  it("follows the profile's privacy: a private profile's favourites reach only its owner, a block hides everything", async () => {
    const { u, games } = await player();
    await put(u, [games[0].id]).expect(200);
    const viewer = await buildUser(app);
    await u.auth(request(app).put("/api/profile/privacy")).send({ profileVisibility: "PRIVATE" }).expect(200);
    const hidden = await profileOf(viewer, u);
    expect(hidden.private).toBe(true);
    expect(hidden).not.toHaveProperty("favourites");
    expect(((await profileOf(u, u)) as OpenProfile).favourites).toHaveLength(1);

    await u.auth(request(app).put("/api/profile/privacy")).send({ profileVisibility: "PUBLIC" }).expect(200);
    await u.auth(request(app).post(`/api/users/${viewer.user.username}/block`)).expect(200);
    const blocked = await viewer.auth(request(app).get(`/api/users/${u.user.username}`)).expect(404);
    expect(JSON.stringify(blocked.body)).not.toContain("Celeste");
  });
});

describe("the database's rules for profile_favourites", () => {
  it("refuses a sixth place, a game twice and another user's game", async () => {
    const { u, games } = await player();
    const theirs = await buildGame(app, await buildUser(app));
    const insert = (gameId: string, position: number, userId = u.user.id) =>
      prisma.$executeRaw`INSERT INTO "profile_favourites" ("userId", "libraryGameId", "position") VALUES (${userId}::uuid, ${gameId}::uuid, ${position})`;
    await expect(insert(games[0].id, FAVOURITES_MAX)).rejects.toThrow();
    await expect(insert(games[0].id, -1)).rejects.toThrow();
    await insert(games[0].id, 0);
    await expect(insert(games[0].id, 1)).rejects.toThrow();
    await expect(insert(games[1].id, 0)).rejects.toThrow();
    await expect(insert(theirs.id, 2)).rejects.toThrow();
    expect(await prisma.profileFavourite.count({ where: { userId: u.user.id } })).toBe(1);
  });
});
