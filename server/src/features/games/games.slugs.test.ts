// Library addresses: every copy of a game has its own /game/{slug}, unique per user, stable across
// edits; old addresses (a renamed game's, a catalog game's) keep resolving.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { LibraryGameDto } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";

const { app, db } = await setupFile();

const bySlug = async (u: TestUser, slug: string) =>
  bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/slug/${encodeURIComponent(slug)}`)).expect(200));
const put = (u: TestUser, id: string, body: Record<string, unknown>) => u.auth(request(app).put(`/api/games/${id}`)).send(body);

describe("library slugs", () => {
  const botw = "The Legend of Zelda: Breath of the Wild";

  it("gives a second copy of a title its own address: the first keeps the plain slug, the next the platform's", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const sw = await buildGame(app, u, { title: botw, platform: "Nintendo Switch" });
    const wiiu = await buildGame(app, u, { title: botw, platform: "Nintendo Wii U" });
    const third = await buildGame(app, u, { title: botw, platform: "Nintendo Wii U" });
    expect(sw.slug).toBe("the-legend-of-zelda-breath-of-the-wild");
    expect(wiiu.slug).toBe("the-legend-of-zelda-breath-of-the-wild-nintendo-wii-u");
    expect(third.slug).toMatch(/^the-legend-of-zelda-breath-of-the-wild-[0-9a-f]{6}$/);
    expect((await bySlug(u, sw.slug)).id).toBe(sw.id);
    expect((await bySlug(u, wiiu.slug)).id).toBe(wiiu.id);
    expect((await bySlug(u, third.slug)).id).toBe(third.id);
    // another user's copy is independent of these
    expect((await buildGame(app, other, { title: botw, platform: "Nintendo Wii U" })).slug).toBe(sw.slug);
  });

  it("keeps titles without Latin letters readable and distinct; emoji-only titles get a stable address of their own", async () => {
    const u = await buildUser(app);
    const arabic = await buildGame(app, u, { title: "لعبة" });
    const japanese = await buildGame(app, u, { title: "ゼルダの伝説" });
    const emoji = await buildGame(app, u, { title: "🎮🕹️👾" });
    const emoji2 = await buildGame(app, u, { title: "👾👾" });
    expect(arabic.slug).toBe("لعبة");
    expect(japanese.slug).toBe("ゼルダの伝説");
    expect(emoji.slug).toMatch(/^game-[0-9a-f]{6}$/);
    expect(emoji2.slug).toMatch(/^game-[0-9a-f]{6}$/);
    expect(emoji2.slug).not.toBe(emoji.slug);
    for (const g of [arabic, japanese, emoji, emoji2]) expect((await bySlug(u, g.slug)).id).toBe(g.id);
    // stable: editing other fields (or sending the same title) keeps the address
    expect(bodyOf<LibraryGameDto>(await put(u, emoji.id, { title: "🎮🕹️👾", rating: 7 }).expect(200)).slug).toBe(emoji.slug);
  });

  it("a rename moves the address and the old one still opens the game; other copies keep theirs", async () => {
    const u = await buildUser(app);
    const a = await buildGame(app, u, { title: "Hades", platform: "PC" });
    const b = await buildGame(app, u, { title: "Hades", platform: "Nintendo Switch" });
    const renamed = bodyOf<LibraryGameDto>(await put(u, a.id, { title: "Hades II" }).expect(200));
    expect(renamed.slug).toBe("hades-ii");
    expect((await bySlug(u, "hades")).id).toBe(a.id);
    expect((await bySlug(u, "hades-ii")).id).toBe(a.id);
    expect((await bySlug(u, b.slug)).id).toBe(b.id);
    // the old address stays this game's: a new copy of the old title does not take it
    const c = await buildGame(app, u, { title: "Hades", platform: "PlayStation 5" });
    expect(c.slug).toBe("hades-playstation-5");
    expect((await bySlug(u, "hades")).id).toBe(a.id);
    // renaming back takes the old address again
    expect(bodyOf<LibraryGameDto>(await put(u, a.id, { title: "Hades" }).expect(200)).slug).toBe("hades");
    // a title edit that leaves the slug alone keeps it
    expect(bodyOf<LibraryGameDto>(await put(u, b.id, { title: "HADES" }).expect(200)).slug).toBe(b.slug);
  });

  it("a catalog game's slug still opens the newest copy added from it", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(db.prisma, { title: "Celeste", slug: "celeste-2018-slugs" });
    await buildGame(app, u, { title: "Celeste", catalogGameId: cat.id, platform: "PC" });
    const newer = await buildGame(app, u, { title: "Celeste", catalogGameId: cat.id, platform: "Nintendo Switch" });
    expect((await bySlug(u, cat.slug)).id).toBe(newer.id);
    const catAfter = await db.prisma.catalogGame.findUniqueOrThrow({ where: { id: cat.id } });
    expect(catAfter.slug).toBe("celeste-2018-slugs");
  });

  it("an address a game had before outranks a newer copy added from the catalog game of that slug", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(db.prisma, { title: "Celeste", slug: "celeste" });
    const first = await buildGame(app, u, { title: "Celeste", catalogGameId: cat.id, platform: "PC" });
    expect(first.slug).toBe("celeste");
    expect(bodyOf<LibraryGameDto>(await put(u, first.id, { title: "Celeste Classic" }).expect(200)).slug).toBe("celeste-classic");
    const newer = await buildGame(app, u, { title: "Celeste", catalogGameId: cat.id, platform: "Nintendo Switch" });
    expect(newer.slug).not.toBe("celeste");
    expect((await bySlug(u, "celeste")).id).toBe(first.id);
    expect(bodyOf<{ game: LibraryGameDto | null }>(await u.auth(request(app).get("/api/games/lookup/celeste")).expect(200)).game?.id).toBe(first.id);
  });

  it("the database refuses two games of one user at one address", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { title: "Unique" });
    await expect(db.prisma.libraryGame.create({ data: { userId: u.user.id, title: "Unique", slug: g.slug, platform: "PC" } })).rejects.toThrow();
  });
});
