// A full game in one round trip (games.queries.ts fullGame / fullGameBySlug) reads exactly what Prisma's
// FULL_GAME_INCLUDE reads in four: the row, its status history oldest first with what each entry keeps,
// its sessions newest first, its catalog game's slug.
import supertest from "supertest";
import { afterEach, describe, expect, it } from "vitest";
import { buildCatalogGame, buildGame, buildSession, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { FULL_GAME_INCLUDE, fullGame, fullGameBySlug } from "./games.queries.ts";
import { toGameDto } from "./games.presenter.ts";

const { app, db } = await setupFile();
const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

async function throughPrisma(userId: string, id: string) {
  const row = await db.prisma.libraryGame.findFirst({ where: { id, userId }, include: FULL_GAME_INCLUDE });
  return toGameDto(row!);
}

describe("a full game in one round trip", () => {
  it("reads what Prisma's include reads, whatever the process's time zone", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(db.prisma, { title: "Full Read" });
    const game = await buildGame(app, u, { catalogSlug: cat.slug, status: "IN_PROGRESS", startDate: "2026-05-01", notes: "a note", customTags: ["x"] });
    await buildSession(app, u, game.id, { minutes: 45, date: "2026-05-02", note: "first" });
    await buildSession(app, u, game.id, { minutes: 90, date: "2026-05-04" });
    // completed with a rating, then back to the backlog: the history keeps what the backlog hides
    await u
      .auth(supertest(app).put(`/api/games/${game.id}`))
      .send({ status: "COMPLETED", completedDate: "2026-05-05", rating: 9 })
      .expect(200);
    await u
      .auth(supertest(app).put(`/api/games/${game.id}`))
      .send({ status: "BACKLOG" })
      .expect(200);

    for (const tz of ["UTC", "America/Los_Angeles", "Asia/Tokyo"]) {
      process.env.TZ = tz;
      const expected = await throughPrisma(u.user.id, game.id);
      expect(expected.statusHistory).toHaveLength(3);
      expect(expected.sessions.map((s) => s.date)).toEqual(["2026-05-04", "2026-05-02"]);
      expect(Object.keys(expected.kept).length).toBeGreaterThan(0);
      expect(expected.catalogSlug).toBe(cat.slug);
      expect(toGameDto((await fullGame(db.prisma, u.user.id, game.id))!)).toEqual(expected);
      expect(toGameDto((await fullGameBySlug(db.prisma, u.user.id, game.slug))!)).toEqual(expected);
      expect(toGameDto((await fullGameBySlug(db.prisma, u.user.id, cat.slug))!)).toEqual(expected);
    }
  });

  it("reads a game with no history besides its start, no sessions and no catalog game", async () => {
    const u = await buildUser(app);
    const game = await buildGame(app, u, { title: "Alone", platform: "PC", status: "BACKLOG" });
    const read = toGameDto((await fullGame(db.prisma, u.user.id, game.id))!);
    expect(read).toEqual(await throughPrisma(u.user.id, game.id));
    expect(read).toMatchObject({ catalogSlug: null, sessions: [], statusHistory: [{ status: "BACKLOG" }] });
  });

  it("reads only the caller's game", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const game = await buildGame(app, owner, { title: "Owned Only" });
    expect(await fullGame(db.prisma, other.user.id, game.id)).toBeUndefined();
    expect(await fullGameBySlug(db.prisma, other.user.id, game.slug)).toBeUndefined();
  });
});
