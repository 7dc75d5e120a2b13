// The shared-game key rule ('c:<catalogGameId>', else 's:<library slug>') lives once in the database
// (shared_game_key, migration 20261128150000: every trigger and query that needs a key calls it) and once
// in TypeScript (sharedKey, for rows already read). The two agree, and nothing else spells the rule out.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildCatalogGame, buildGame, buildReview, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { sharedKey } from "./index.ts";

const { app, db } = await setupFile();

const ROOT = new URL("../../../../", import.meta.url).pathname;
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the shared-game key", () => {
  it("is the same from sharedKey and from the database's shared_game_key", async () => {
    const cases = [
      { catalogGameId: 42, slug: "hades" },
      { catalogGameId: 7, slug: "" },
      { catalogGameId: null, slug: "my-homebrew" },
      { catalogGameId: null, slug: "c-42" },
    ];
    for (const c of cases) {
      const [row] = await db.prisma.$queryRaw<{ key: string }[]>`SELECT "shared_game_key"(${c.catalogGameId}::int, ${c.slug}::text) AS "key"`;
      expect(row!.key).toBe(sharedKey(c));
    }
  });

  it("is what the triggers give a review and the community numbers, through a rename", async () => {
    const u = await buildUser(app);
    const catalog = await buildCatalogGame(db.prisma, { title: "Key Game" });
    const fromCatalog = await buildReview(app, u, { game: { title: "Key Game", catalogGameId: catalog.id } });
    const own = await buildGame(app, u, { title: "Typed In", status: "COMPLETED" });
    await buildReview(app, u, { gameId: own.id });
    await u
      .auth(request(app).put(`/api/games/${own.id}`))
      .send({ title: "Typed In Again" })
      .expect(200);
    const keys = await db.prisma.review.findMany({ where: { userId: u.user.id }, select: { libraryGameId: true, gameKey: true } });
    const games = await db.prisma.libraryGame.findMany({ where: { userId: u.user.id }, select: { id: true, catalogGameId: true, slug: true } });
    expect(keys.map((k) => k.gameKey).sort()).toEqual(games.map(sharedKey).sort());
    expect(keys.find((k) => k.libraryGameId === fromCatalog.gameId)?.gameKey).toBe(`c:${catalog.id}`);
    const stats = await db.prisma.sharedGameStats.findMany({ where: { gameKey: { in: games.map(sharedKey) } }, select: { gameKey: true, players: true } });
    expect(stats.map((s) => [s.gameKey, s.players]).sort()).toEqual(games.map((g) => [sharedKey(g), 1]).sort());
  });

  it("is spelled out by no other database function and no server source", async () => {
    const spelled = await db.prisma.$queryRaw<{ proname: string }[]>`
      SELECT p."proname" FROM pg_proc p JOIN pg_namespace n ON n."oid" = p."pronamespace"
      WHERE n."nspname" = current_schema() AND (p."prosrc" LIKE '%''c:''%' OR p."prosrc" LIKE '%''s:''%')
      ORDER BY 1`;
    expect(spelled.map((p) => p.proname)).toEqual(["shared_game_key"]);
    const offenders = sources(join(ROOT, "server/src"))
      .filter((path) => !path.endsWith("games.shared.ts"))
      .filter((path) => /'[cs]:'\s*\|\||`[cs]:\$\{/.test(readFileSync(path, "utf8")))
      .map((path) => relative(ROOT, path));
    expect(offenders).toEqual([]);
  });
});
