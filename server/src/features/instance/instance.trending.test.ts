// The landing page's trending games (GET /api/instance/stats) under the privacy rule of aggregates: a
// player who is private, or hides their activity or what they play, never counts, so no figure there can
// be traced to one of them; a public player's additions do count.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { InstanceStats } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";

const { app, db, makeApp } = await setupFile();

/** The landing's trending entry of a catalog game (a new app each time: the instance service keeps its answer 30 s). */
async function trendingOf(slug: string) {
  const body = bodyOf<InstanceStats>(await request(makeApp()).get("/api/instance/stats").expect(200));
  return body.trending.find((t) => t.slug === slug);
}

describe("landing page trending", () => {
  it("counts public players' additions and never a hidden player's", async () => {
    const hit = await buildCatalogGame(db.prisma, { slug: "landing-hit", title: "Landing Hit" });
    const publicPlayers = await Promise.all([1, 2].map(() => buildUser(app)));
    for (const u of publicPlayers) await buildGame(app, u, { catalogGameId: hit.id });
    expect((await trendingOf("landing-hit"))?.adds).toBe(2);

    for (const settings of [{ profileVisibility: "PRIVATE" }, { showActivity: false }, { showPlaying: false }]) {
      const hidden = await buildUser(app);
      await db.prisma.user.update({ where: { id: hidden.user.id }, data: settings });
      await buildGame(app, hidden, { catalogGameId: hit.id });
    }
    expect((await trendingOf("landing-hit"))?.adds).toBe(2);

    // A game only a hidden player added is not listed at all (its count would be theirs).
    const secret = await buildCatalogGame(db.prisma, { slug: "landing-secret", title: "Landing Secret" });
    const loner = await buildUser(app);
    await db.prisma.user.update({ where: { id: loner.user.id }, data: { profileVisibility: "PRIVATE" } });
    await buildGame(app, loner, { catalogGameId: secret.id });
    expect(await trendingOf("landing-secret")).toBeUndefined();

    await buildGame(app, await buildUser(app), { catalogGameId: hit.id });
    expect((await trendingOf("landing-hit"))?.adds).toBe(3);
  });
});
