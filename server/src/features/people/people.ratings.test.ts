// A profile's rating distribution (stats.ratings on GET /api/profile and GET /api/users/:username):
// 401, a username no account can have or a user blocked either way is a 404, the owner's games per
// rating 1–10 with the unrated apart, the owner's alone, followed after a new rating and a deletion,
// and a private profile's never sent to anyone else (the owner still sees theirs).
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { MyProfile, PublicProfile, RatingDistribution } from "@savepoint/common";
import { buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app } = await setupFile({ now: clock.now });

const mine = async (u: TestUser) => bodyOf<MyProfile>(await u.auth(request(app).get("/api/profile")).expect(200)).stats.ratings;
const profileOf = async (viewer: TestUser, owner: TestUser) =>
  bodyOf<PublicProfile>(await viewer.auth(request(app).get(`/api/users/${owner.user.username}`)).expect(200));
const theirs = async (viewer: TestUser, owner: TestUser) => {
  const p = await profileOf(viewer, owner);
  return p.private ? null : p.stats.ratings;
};
/** A distribution from the games of each rating 1–10 and the unrated count. */
const dist = (games: number[], unrated: number): RatingDistribution => ({ byRating: games.map((n, i) => ({ rating: i + 1, games: n })), unrated });

describe("a profile's rating distribution", () => {
  it("needs a session; an impossible username or a block either way is a 404", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    await request(app).get("/api/profile").expect(401);
    await request(app).get(`/api/users/${other.user.username}`).expect(401);
    await u.auth(request(app).get("/api/users/no%20such%20name!")).expect(404);
    await other.auth(request(app).post(`/api/users/${u.user.username}/block`)).expect(200);
    await u.auth(request(app).get(`/api/users/${other.user.username}`)).expect(404);
    await other.auth(request(app).get(`/api/users/${u.user.username}`)).expect(404);
  });

  it("counts the owner's games per rating, the unrated apart, and follows a new rating and a deletion", async () => {
    const [owner, viewer] = [await buildUser(app), await buildUser(app)];
    const hades = await buildGame(app, owner, { title: "Hades", rating: 9 });
    await buildGame(app, owner, { title: "Celeste", rating: 9 });
    await buildGame(app, owner, { title: "Anthem", rating: 3 });
    const tunic = await buildGame(app, owner, { title: "Tunic" });
    await buildGame(app, owner, { title: "Inside" });
    await buildGame(app, viewer, { title: "Theirs", rating: 1 });
    const expected = dist([0, 0, 1, 0, 0, 0, 0, 0, 2, 0], 2);
    expect(await mine(owner)).toEqual(expected);
    expect(await theirs(viewer, owner)).toEqual(expected);
    expect(await theirs(owner, owner)).toEqual(expected);

    await owner
      .auth(request(app).put(`/api/games/${tunic.id}`))
      .send({ rating: 10 })
      .expect(200);
    expect(await mine(owner)).toEqual(dist([0, 0, 1, 0, 0, 0, 0, 0, 2, 1], 1));
    await owner.auth(request(app).delete(`/api/games/${hades.id}`)).expect(204);
    expect(await theirs(viewer, owner)).toEqual(dist([0, 0, 1, 0, 0, 0, 0, 0, 1, 1], 1));
    expect(await mine(viewer)).toEqual(dist([1, 0, 0, 0, 0, 0, 0, 0, 0, 0], 0));
  });

  it("of a private profile reaches the owner only, and others again once it is public", async () => {
    const [owner, follower, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await buildGame(app, owner, { title: "Hades", rating: 8 });
    await follower.auth(request(app).post(`/api/users/${owner.user.username}/follow`)).expect(200);
    const privacy = (profileVisibility: "PRIVATE" | "PUBLIC") => owner.auth(request(app).put("/api/profile/privacy")).send({ profileVisibility }).expect(200);

    await privacy("PRIVATE");
    for (const viewer of [follower, stranger]) {
      const seen = await profileOf(viewer, owner);
      expect(seen.private).toBe(true);
      expect(JSON.stringify(seen)).not.toMatch(/ratings|byRating|unrated/);
    }
    const expected = dist([0, 0, 0, 0, 0, 0, 0, 1, 0, 0], 0);
    expect(await theirs(owner, owner)).toEqual(expected);
    expect(await mine(owner)).toEqual(expected);

    await privacy("PUBLIC");
    expect(await theirs(stranger, owner)).toEqual(expected);
  });
});
