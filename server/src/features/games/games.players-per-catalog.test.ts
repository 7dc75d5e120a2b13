// How many players have each catalog game (what catalog search ranks by) is read from the shared numbers
// the triggers keep, and equals a count over the library rows through adds, a second copy and a delete.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildCatalogGame, buildGame, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { playersPerCatalogGame } from "./games.queries.ts";

const { app, db } = await setupFile();

async function recount(): Promise<Map<number, number>> {
  const rows = await db.prisma.$queryRaw<{ id: number; players: number }[]>`
    SELECT "catalogGameId" AS "id", count(DISTINCT "userId")::int AS "players"
    FROM "library_games" WHERE "catalogGameId" IS NOT NULL GROUP BY "catalogGameId"`;
  return new Map(rows.map((r) => [r.id, r.players]));
}

describe("players per catalog game", () => {
  it("counts each player once per catalog game, and forgets a game nobody has any more", async () => {
    const [a, b, gone] = [
      await buildCatalogGame(db.prisma, { title: "Counted A" }),
      await buildCatalogGame(db.prisma, { title: "Counted B" }),
      await buildCatalogGame(db.prisma, { title: "Counted Gone" }),
    ];
    const [u1, u2] = [await buildUser(app), await buildUser(app)];
    await buildGame(app, u1, { title: "Counted A", catalogGameId: a.id, platform: "PC" });
    await buildGame(app, u1, { title: "Counted A", catalogGameId: a.id, platform: "Switch" });
    await buildGame(app, u2, { title: "Counted A", catalogGameId: a.id });
    await buildGame(app, u2, { title: "Counted B", catalogGameId: b.id });
    const dropped = await buildGame(app, u1, { title: "Counted Gone", catalogGameId: gone.id });
    await u1.auth(request(app).delete(`/api/games/${dropped.id}`)).expect(204);

    const players = await playersPerCatalogGame(db.prisma);
    expect([players.get(a.id), players.get(b.id), players.has(gone.id)]).toEqual([2, 1, false]);
    expect(players).toEqual(await recount());
  });
});
