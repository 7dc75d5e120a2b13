// The wishlist (issue 33): GET/POST /api/wishlist, DELETE /api/wishlist/:id and POST
// /api/wishlist/:id/library, the database's rule that a catalog game is never both wished for and in
// the library, and parallel adds and moves ending in one item or one library game.
import request from "supertest";
import { describe, expect, it } from "vitest";
import {
  WISHLIST_TEXTS,
  type AnalyticsSummary,
  type TotalGamesAnalytics,
  type GameStats,
  type LibraryGameDto,
  type MovedToLibraryDto,
  type WishlistDto,
  type WishlistItemDto,
} from "@savepoint/common";
import { buildCatalogGame, buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";

const { app, db } = await setupFile();
const { prisma } = db;

const add = (u: TestUser, body: unknown) => u.auth(request(app).post("/api/wishlist")).send(body as object);
const items = async (u: TestUser) => bodyOf<WishlistDto>(await u.auth(request(app).get("/api/wishlist")).expect(200)).items;
const move = (u: TestUser, id: string, body: unknown = {}) => u.auth(request(app).post(`/api/wishlist/${id}/library`)).send(body as object);
const library = async (u: TestUser) => bodyOf<LibraryGameDto[]>(await u.auth(request(app).get("/api/games")).expect(200));

describe("/api/wishlist", () => {
  it("asks for a session", async () => {
    await request(app).get("/api/wishlist").expect(401);
    await request(app).post("/api/wishlist").send({ title: "Hades", platform: "PC" }).expect(401);
    await request(app).delete("/api/wishlist/00000000-0000-4000-8000-000000000000").expect(401);
    await request(app).post("/api/wishlist/00000000-0000-4000-8000-000000000000/library").send({}).expect(401);
  });

  it("names the field of a wish it cannot take", async () => {
    const u = await buildUser(app);
    expectIssue((await add(u, {}).expect(400)).body, "catalogGameId");
    expectIssue((await add(u, { title: "Hades" }).expect(400)).body, "platform");
    expectIssue((await add(u, { catalogGameId: "x" }).expect(400)).body, "catalogGameId");
    expectIssue((await add(u, { catalogGameId: 2 ** 31 + 5 }).expect(400)).body, "catalogGameId");
    expectIssue((await add(u, { catalogSlug: "no such game" }).expect(400)).body, "catalogSlug");
    expectIssue((await add(u, { catalogSlug: "no-such-game" }).expect(400)).body, "catalogSlug");
    expectIssue((await add(u, { title: "x".repeat(201), platform: "PC" }).expect(400)).body, "title");
    const item = bodyOf<WishlistItemDto>(await add(u, { title: "Hades", platform: "PC" }).expect(201));
    expectIssue((await move(u, item.id, { status: "WISHED" }).expect(400)).body, "status");
    expectIssue((await move(u, item.id, { platform: 5 }).expect(400)).body, "platform");
  });

  it("adds a catalog game and a title of the player's own, lists them newest first, and removes one", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(prisma, { title: "Celeste", platforms: ["Switch", "PC"] });
    const celeste = bodyOf<WishlistItemDto>(await add(u, { catalogGameId: cat.id }).expect(201));
    expect(celeste).toMatchObject({ title: "Celeste", catalogGameId: cat.id, catalogSlug: cat.slug, platform: null });
    const bySlug = await buildCatalogGame(prisma, { title: "Hades" });
    const hades = bodyOf<WishlistItemDto>(await add(u, { catalogSlug: bySlug.slug.toUpperCase(), platform: "Switch" }).expect(201));
    expect(hades).toMatchObject({ title: "Hades", catalogGameId: bySlug.id, platform: "Switch" });
    await u.auth(request(app).delete(`/api/wishlist/${hades.id}`)).expect(204);
    const own = bodyOf<WishlistItemDto>(await add(u, { title: "Homebrew Quest", platform: "pc" }).expect(201));
    expect(own).toMatchObject({ title: "Homebrew Quest", catalogGameId: null, catalogSlug: null, platform: "PC" });
    expect((await items(u)).map((i) => i.id)).toEqual([own.id, celeste.id]);

    await u.auth(request(app).delete(`/api/wishlist/${own.id}`)).expect(204);
    expect((await items(u)).map((i) => i.id)).toEqual([celeste.id]);
    await u.auth(request(app).delete(`/api/wishlist/${own.id}`)).expect(404);
  });

  it("refuses a wish made twice (a title of one's own whatever its case) and a game already in the library", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(prisma, { title: "Celeste" });
    await add(u, { catalogGameId: cat.id }).expect(201);
    expect(errorOf(await add(u, { catalogGameId: cat.id }).expect(409)).message).toBe(WISHLIST_TEXTS.alreadyWished);
    await add(u, { title: "Homebrew Quest", platform: "PC" }).expect(201);
    await add(u, { title: "HOMEBREW quest", platform: "Switch" }).expect(409);

    const owned = await buildCatalogGame(prisma, { title: "Owned" });
    await buildGame(app, u, { catalogSlug: owned.slug });
    expect(errorOf(await add(u, { catalogGameId: owned.id }).expect(409)).message).toBe(WISHLIST_TEXTS.alreadyOwned);
    expect(await items(u)).toHaveLength(2);
  });

  it("answers 404 for another player's item, and leaves it be", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    const item = bodyOf<WishlistItemDto>(await add(u, { title: "Hades", platform: "PC" }).expect(201));
    await other.auth(request(app).delete(`/api/wishlist/${item.id}`)).expect(404);
    await move(other, item.id).expect(404);
    await other.auth(request(app).delete("/api/wishlist/not-an-id")).expect(404);
    expect(await items(other)).toEqual([]);
    expect((await items(u)).map((i) => i.id)).toEqual([item.id]);
    expect(await library(other)).toEqual([]);
  });

  it("moves an item to the library in one step: a backlog game, off the list", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(prisma, { title: "Celeste", platforms: ["Switch"] });
    const item = bodyOf<WishlistItemDto>(await add(u, { catalogGameId: cat.id }).expect(201));
    const moved = bodyOf<MovedToLibraryDto>(await move(u, item.id).expect(201));
    const games = await library(u);
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ id: moved.gameId, slug: moved.slug, title: "Celeste", status: "BACKLOG", platform: "Switch", catalogSlug: cat.slug });
    expect(await items(u)).toEqual([]);
    await move(u, item.id).expect(404);

    const own = bodyOf<WishlistItemDto>(await add(u, { title: "Homebrew Quest", platform: "PC" }).expect(201));
    await move(u, own.id, { status: "in_progress" }).expect(201);
    expect((await library(u)).find((g) => g.title === "Homebrew Quest")).toMatchObject({ status: "IN_PROGRESS", platform: "PC" });

    // A platform said with the move is the copy's.
    const other = await buildCatalogGame(prisma, { title: "Tunic", platforms: ["PC"] });
    const tunic = bodyOf<WishlistItemDto>(await add(u, { catalogGameId: other.id }).expect(201));
    await move(u, tunic.id, { platform: "Switch" }).expect(201);
    expect((await library(u)).find((g) => g.title === "Tunic")).toMatchObject({ status: "BACKLOG", platform: "Switch" });
  });

  it("takes a game off the wishlist when a copy enters the library another way", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(prisma, { title: "Celeste" });
    await add(u, { catalogGameId: cat.id }).expect(201);
    await buildGame(app, u, { catalogSlug: cat.slug });
    expect(await items(u)).toEqual([]);
  });

  it("never counts a wish as a library game in the stats, the analytics or the total games", async () => {
    const u = await buildUser(app);
    await buildGame(app, u, { title: "Tetris", platform: "Game Boy", status: "BACKLOG" });
    const cat = await buildCatalogGame(prisma, { title: "Celeste" });
    await add(u, { catalogGameId: cat.id }).expect(201);
    await add(u, { title: "Homebrew Quest", platform: "PC" }).expect(201);
    const stats = bodyOf<GameStats>(await u.auth(request(app).get("/api/games/stats")).expect(200));
    expect(stats).toMatchObject({ totalGames: 1, backlogCount: 1, completedGames: 0, inProgressCount: 0 });
    const analytics = bodyOf<AnalyticsSummary>(await u.auth(request(app).get("/api/analytics/summary")).expect(200));
    expect(analytics).toMatchObject({ totalGames: 1, backlogCount: 1 });
    const total = bodyOf<TotalGamesAnalytics>(await u.auth(request(app).get("/api/analytics/total-games")).expect(200));
    expect(total.totalGames).toBe(1);
    expect(await library(u)).toHaveLength(1);
  });
});

describe("the wishlist under parallel requests", () => {
  it("parallel moves of one item make one library game; the others find it gone", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(prisma, { title: "Celeste" });
    const item = bodyOf<WishlistItemDto>(await add(u, { catalogGameId: cat.id }).expect(201));
    const answers = await Promise.all(Array.from({ length: 8 }, () => move(u, item.id)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array<number>(7).fill(404)]);
    expect(await library(u)).toHaveLength(1);
    expect(await items(u)).toEqual([]);
  });

  it("parallel wishes, copies and moves of one catalog game never leave it both wished for and owned", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(prisma, { title: "Celeste", platforms: ["PC"] });
    const other = bodyOf<WishlistItemDto>(await add(u, { title: "Own", platform: "PC" }).expect(201));
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => add(u, { catalogGameId: cat.id })),
      ...Array.from({ length: 3 }, () => u.auth(request(app).post("/api/games")).send({ catalogSlug: cat.slug, platform: "PC" })),
      move(u, other.id),
    ]);
    expect(answers.every((r) => r.status < 500)).toBe(true);
    const owned = (await library(u)).filter((g) => g.catalogSlug === cat.slug);
    const wished = (await items(u)).filter((i) => i.catalogGameId === cat.id);
    expect(owned.length).toBeGreaterThan(0);
    expect(wished).toEqual([]);
  });

  it("parallel adds of one title leave it on the list once", async () => {
    const u = await buildUser(app);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => add(u, { title: i % 2 ? "Hades" : "HADES", platform: "PC" })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array<number>(7).fill(409)]);
    expect(await items(u)).toHaveLength(1);
  });
});
