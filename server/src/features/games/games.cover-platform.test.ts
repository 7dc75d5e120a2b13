// A library game's generated cover prints the platform of the user's copy, not the catalog's first one.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { LibraryGameDto } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";

const { app, db } = await setupFile();

const svgOf = async (path: string) =>
  (
    await request(app)
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString("utf8")));
        res.on("end", () => done(null, text));
      })
      .expect(200)
  ).body as string;

describe("library covers", () => {
  it("draws the copy's platform on the catalog's generated cover, and follows a platform change", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(db.prisma, {
      title: "Stardew Valley",
      slug: "stardew-cover-platform",
      platforms: ["PC", "Nintendo Switch"],
      year: 2016,
    });
    const g = await buildGame(app, u, { catalogGameId: cat.id, platform: "Nintendo Switch", title: undefined });
    expect(g.imageUrl).toMatch(/^\/api\/catalog\/covers\/stardew-cover-platform\?/);
    const svg = await svgOf(g.imageUrl!);
    expect(svg).toContain("SWITCH");
    expect(svg).not.toMatch(/>PC</);
    const moved = bodyOf<LibraryGameDto>(
      await u
        .auth(request(app).put(`/api/games/${g.id}`))
        .send({ platform: "PlayStation 4" })
        .expect(200),
    );
    expect(moved.imageUrl).not.toBe(g.imageUrl);
    expect(await svgOf(moved.imageUrl!)).toContain("PLAYSTATION 4");
    // the catalog's own cover is unchanged
    const own = await buildGame(app, u, { catalogGameId: cat.id, title: undefined });
    expect(own.platform).toBe("PC");
    expect(await svgOf(own.imageUrl!)).toMatch(/>PC</);
  });
});
