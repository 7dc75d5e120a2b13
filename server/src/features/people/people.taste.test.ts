// Taste match: the percentage from rating agreement over games both rated (null under three), the games
// agreed and disagreed on most, and on a profile only from ratings its owner shares.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { OpenProfile, PublicProfile } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { tasteMatch } from "./people.taste.ts";

const r = (title: string, mine: number, theirs: number) => ({ title, slug: title.toLowerCase(), mine, theirs });

describe("tasteMatch", () => {
  it("needs three games both rated", () => {
    expect(tasteMatch([r("A", 5, 5), r("B", 6, 6)])).toEqual({ percent: null, sharedGames: 2, agree: [], disagree: [] });
  });

  it("averages 1 − gap / 9 over the games, as a rounded percentage", () => {
    expect(tasteMatch([r("A", 5, 5), r("B", 10, 10), r("C", 1, 1)]).percent).toBe(100);
    expect(tasteMatch([r("A", 1, 10), r("B", 10, 1), r("C", 1, 10)]).percent).toBe(0);
    // gaps 0, 3, 9: (1 + 6/9 + 0) / 3 = 0.5555…
    expect(tasteMatch([r("A", 7, 7), r("B", 4, 7), r("C", 10, 1)]).percent).toBe(56);
  });

  it("lists agreements closest then best rated, disagreements furthest first, three at most", () => {
    const m = tasteMatch([r("Low", 2, 2), r("High", 9, 9), r("Near", 8, 7), r("Mid", 5, 5), r("Far", 1, 10), r("Apart", 3, 7), r("Edge", 5, 7)]);
    expect(m.agree.map((g) => g.title)).toEqual(["High", "Mid", "Low"]);
    expect(m.disagree.map((g) => g.title)).toEqual(["Far", "Apart"]);
    expect(m.disagree[0]).toEqual({ title: "Far", slug: "far", myRating: 1, theirRating: 10 });
  });
});

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app, db } = await setupFile({ now: clock.now });

describe("taste match on a profile", () => {
  it("compares my ratings with theirs on the games both rated, and shows nothing of a private library", async () => {
    const games: Awaited<ReturnType<typeof buildCatalogGame>>[] = [];
    for (let i = 0; i < 4; i++) games.push(await buildCatalogGame(db.prisma));
    const rate = async (u: TestUser, ratings: (number | null)[]) => {
      const slugs: string[] = [];
      for (const [i, rating] of ratings.entries()) {
        if (rating !== null) slugs.push((await buildGame(app, u, { catalogGameId: games[i]!.id, title: undefined, rating })).slug);
      }
      return slugs;
    };
    const [me, them] = [await buildUser(app), await buildUser(app)];
    // the games are listed by my own copies' addresses
    const mySlugs = await rate(me, [9, 8, 2, 7]);
    await rate(them, [9, 7, 9, null]);
    // A custom game of the same name is not the catalog game.
    await buildGame(app, them, { title: "Unrelated", rating: 1 });
    const profile = (await me.auth(request(app).get(`/api/users/${them.user.username}`)).expect(200)).body as OpenProfile;
    // gaps 0, 1, 7 → (1 + 8/9 + 2/9) / 3 = 0.7037
    expect(profile.tasteMatch).toMatchObject({ percent: 70, sharedGames: 3 });
    expect(profile.tasteMatch?.agree.map((g) => [g.slug, g.myRating, g.theirRating])).toEqual([
      [mySlugs[0], 9, 9],
      [mySlugs[1], 8, 7],
    ]);
    expect(profile.tasteMatch?.disagree.map((g) => g.slug)).toEqual([mySlugs[2]]);

    await them.auth(request(app).put("/api/profile/privacy")).send({ profileVisibility: "PRIVATE" }).expect(200);
    const hidden = (await me.auth(request(app).get(`/api/users/${them.user.username}`)).expect(200)).body as PublicProfile;
    expect(hidden.private).toBe(true);
    expect(JSON.stringify(hidden)).not.toContain("taste");
  });
});
