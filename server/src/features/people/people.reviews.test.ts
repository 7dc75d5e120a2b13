// Blocks on game pages: a game's reviews leave out the authors the viewer blocked or was blocked by,
// for that viewer only (the shared page kept for everyone else is untouched), and come back on unblock.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { GameReviews, ReviewPage } from "@savepoint/common";
import { buildCatalogGame, buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app, db } = await setupFile({ now: clock.now });

describe("a game's reviews and blocks", () => {
  it("hides reviews by users blocked either way from the viewer alone", async () => {
    const cat = await buildCatalogGame(db.prisma);
    const authors: TestUser[] = [];
    for (let i = 0; i < 3; i++) {
      const u = await buildUser(app);
      await buildReview(app, u, { game: { catalogGameId: cat.id, title: undefined } });
      authors.push(u);
      clock.advance(1000);
    }
    const [blockedByMe, plain, blocker] = authors as [TestUser, TestUser, TestUser];
    const [me, other] = [await buildUser(app), await buildUser(app)];
    const read = async (u: TestUser) => (await u.auth(request(app).get(`/api/reviews/game/${cat.slug}`)).expect(200)).body as GameReviews;
    const authorsOf = (p: GameReviews) => p.items.map((r) => r.author.id);

    expect(authorsOf(await read(other))).toEqual([blocker.user.id, plain.user.id, blockedByMe.user.id]);
    // what I read before the blocks (and whom it hid: nobody) is not what I read after them
    expect(authorsOf(await read(me))).toHaveLength(3);
    await me.auth(request(app).post(`/api/users/${blockedByMe.user.username}/block`)).expect(200);
    await blocker.auth(request(app).post(`/api/users/${me.user.username}/block`)).expect(200);
    const mine = await read(me);
    expect(authorsOf(mine)).toEqual([plain.user.id]);
    expect(mine.total).toBe(1);
    // everyone else still gets every review (the shared page is not filtered)
    const theirs = await read(other);
    expect(authorsOf(theirs)).toEqual([blocker.user.id, plain.user.id, blockedByMe.user.id]);
    expect(theirs.total).toBe(3);

    await me.auth(request(app).delete(`/api/users/${blockedByMe.user.username}/block`)).expect(200);
    expect(authorsOf(await read(me))).toEqual([plain.user.id, blockedByMe.user.id]);
  });

  it("leaves the reviews of users blocked either way out of my Likes, and brings them back on unblock", async () => {
    const cat = await buildCatalogGame(db.prisma);
    const [author, other, me] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const blocked = await buildReview(app, author, { game: { catalogGameId: cat.id, title: undefined } });
    const kept = await buildReview(app, other, { game: { catalogGameId: cat.id, title: undefined } });
    for (const r of [blocked, kept]) await me.auth(request(app).post(`/api/reviews/${r.id}/like`)).expect(200);
    const likes = async () => ((await me.auth(request(app).get("/api/likes")).expect(200)).body as ReviewPage).items.map((r) => r.id);
    expect((await likes()).sort()).toEqual([blocked.id, kept.id].sort());
    await author.auth(request(app).post(`/api/users/${me.user.username}/block`)).expect(200);
    expect(await likes()).toEqual([kept.id]);
    await author.auth(request(app).delete(`/api/users/${me.user.username}/block`)).expect(200);
    expect((await likes()).sort()).toEqual([blocked.id, kept.id].sort());
  });
});
