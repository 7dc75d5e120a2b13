// GET/PUT /api/profile and GET/PUT /api/profile/privacy: my own profile with my email and real numbers,
// names and bio saved with validation and the taken-username error, and the three privacy settings.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { BIO_MAX, USERNAME_TAKEN, type MyProfile, type OpenProfile, type PrivacySettings } from "@savepoint/common";
import { buildGame, buildReview, buildUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app } = await setupFile({ now: clock.now });

const names = { firstName: "Grace", lastName: "Hopper" };

describe("GET /api/profile", () => {
  it("answers 401 without a session", async () => {
    await request(app).get("/api/profile").expect(401);
    await request(app)
      .put("/api/profile")
      .send({ ...names, username: "nobody_here" })
      .expect(401);
    await request(app).get("/api/profile/privacy").expect(401);
    await request(app).put("/api/profile/privacy").send({ showActivity: false }).expect(401);
  });

  it("answers my names, email, join date, settings, library numbers, top genres and follow counts", async () => {
    const me = await buildUser(app);
    await buildGame(app, me, { title: "Celeste", genres: ["Platformer", "Indie"], status: "COMPLETED", playTime: 12.5 });
    await buildGame(app, me, { title: "Hades", genres: ["Roguelike", "Indie", "Action"], status: "IN_PROGRESS", playTime: 30 });
    await buildGame(app, me, { title: "Dead Cells", genres: ["Roguelike", "Indie", "Platformer"], status: "BACKLOG" });
    await buildReview(app, me, { game: { title: "Outer Wilds" } });
    const body = bodyOf<MyProfile>(await me.auth(request(app).get("/api/profile")).expect(200));
    expect(body).toMatchObject({
      id: me.user.id,
      username: me.user.username,
      email: me.input.email,
      bio: null,
      theme: "dark",
      memberSince: me.user.createdAt,
      privacy: { profileVisibility: "PUBLIC", showActivity: true, showPlaying: true },
      stats: { games: 4, completed: 2, playing: 1, reviews: 1 },
      counts: { followers: 0, following: 0 },
    });
    expect(body.stats.hours).toBe(42.5);
    expect(body.favoriteGenres).toEqual([
      { genre: "Indie", games: 3 },
      { genre: "Platformer", games: 2 },
      { genre: "Roguelike", games: 2 },
    ]);
    expect(JSON.stringify(body)).not.toContain("passwordHash");
  });
});

describe("PUT /api/profile", () => {
  it("saves names, username and bio, and the account shows them at once", async () => {
    const me = await buildUser(app);
    const username = `grace_${me.user.id.slice(0, 6)}`;
    const body = bodyOf<MyProfile>(
      await me
        .auth(request(app).put("/api/profile"))
        .send({ ...names, username, bio: "  Compilers and chess.  " })
        .expect(200),
    );
    expect(body).toMatchObject({ ...names, username, bio: "Compilers and chess." });
    expect(bodyOf<MyProfile>(await me.auth(request(app).get("/api/profile")).expect(200))).toMatchObject({ username, bio: "Compilers and chess." });
    const account = await me.auth(request(app).get("/api/auth/me")).expect(200);
    expect(JSON.stringify(account.body)).toContain(username);
    // an empty bio clears it
    const cleared = bodyOf<MyProfile>(
      await me
        .auth(request(app).put("/api/profile"))
        .send({ ...names, username, bio: "   " })
        .expect(200),
    );
    expect(cleared.bio).toBeNull();
  });

  it("refuses a username another account has, whatever its case, with sign-up's words", async () => {
    const taken = await buildUser(app);
    const me = await buildUser(app);
    const res = await me
      .auth(request(app).put("/api/profile"))
      .send({ ...names, username: taken.user.username.toUpperCase() })
      .expect(409);
    expect(errorOf(res).message).toBe(USERNAME_TAKEN);
    expect(errorOf(res).details?.issues).toEqual([{ path: "username", message: USERNAME_TAKEN }]);
    // my own name in another case is mine to keep
    await me
      .auth(request(app).put("/api/profile"))
      .send({ ...names, username: me.user.username.toUpperCase() })
      .expect(200);
  });

  it("answers 400 naming the field", async () => {
    const me = await buildUser(app);
    const put = (body: object) =>
      me
        .auth(request(app).put("/api/profile"))
        .send({ ...names, username: me.user.username, ...body })
        .expect(400);
    expectIssue((await put({ bio: "x".repeat(BIO_MAX + 1) })).body, "bio");
    expectIssue((await put({ firstName: " " })).body, "firstName");
    expectIssue((await put({ lastName: "" })).body, "lastName");
    expectIssue((await put({ username: "no spaces" })).body, "username");
    expectIssue((await put({ username: "ab" })).body, "username");
    // an address of its own: /api/users/suggestions must never be a profile
    expectIssue((await put({ username: "Suggestions" })).body, "username");
    // exactly BIO_MAX characters are fine
    await me
      .auth(request(app).put("/api/profile"))
      .send({ ...names, username: me.user.username, bio: "x".repeat(BIO_MAX) })
      .expect(200);
  });
});

describe("GET/PUT /api/profile/privacy", () => {
  it("starts public with activity and playing shown, and saves any of the three", async () => {
    const me = await buildUser(app);
    const get = async () => bodyOf<PrivacySettings>(await me.auth(request(app).get("/api/profile/privacy")).expect(200));
    expect(await get()).toEqual({ profileVisibility: "PUBLIC", showActivity: true, showPlaying: true });
    const put = await me.auth(request(app).put("/api/profile/privacy")).send({ profileVisibility: "PRIVATE" }).expect(200);
    expect(put.body).toEqual({ profileVisibility: "PRIVATE", showActivity: true, showPlaying: true });
    await me.auth(request(app).put("/api/profile/privacy")).send({ showActivity: false, showPlaying: false }).expect(200);
    expect(await get()).toEqual({ profileVisibility: "PRIVATE", showActivity: false, showPlaying: false });
  });

  it("answers 400 naming the field", async () => {
    const me = await buildUser(app);
    expectIssue((await me.auth(request(app).put("/api/profile/privacy")).send({ profileVisibility: "FRIENDS" }).expect(400)).body, "profileVisibility");
    expectIssue((await me.auth(request(app).put("/api/profile/privacy")).send({ showActivity: "yes" }).expect(400)).body, "showActivity");
    expectIssue((await me.auth(request(app).put("/api/profile/privacy")).send({ showPlaying: 1 }).expect(400)).body, "showPlaying");
  });
});

describe("GET /api/users/:username, an open profile's lists", () => {
  it("shows games in progress and completed with their dates, reviews with their time, numbers and genres, in their orders", async () => {
    const owner = await buildUser(app);
    const viewer = await buildUser(app);
    await buildGame(app, owner, { title: "Started First", status: "IN_PROGRESS", startDate: "2026-04-02", genres: ["Puzzle"], playTime: 2.25 });
    await buildGame(app, owner, { title: "Started Later", status: "IN_PROGRESS", startDate: "2026-05-20", genres: ["Puzzle", "RPG"] });
    await buildGame(app, owner, {
      title: "Done",
      status: "COMPLETED",
      startDate: "2026-01-05",
      completedDate: "2026-03-09",
      rating: 9,
      genres: ["RPG"],
      playTime: 10.2,
    });
    const review = await buildReview(app, owner, { game: { title: "Reviewed Game", completedDate: "2026-02-01" }, body: { comment: "Loved it." } });
    await viewer.auth(request(app).post(`/api/users/${owner.user.username}/follow`)).expect(200);

    const p = bodyOf<OpenProfile>(await viewer.auth(request(app).get(`/api/users/${owner.user.username}`)).expect(200));
    expect(p.private).toBe(false);
    const { ratings, ...numbers } = p.stats;
    expect(numbers).toEqual({ games: 4, completed: 2, playing: 2, hours: 12.5, reviews: 1 });
    // Every game is in the rating distribution (people.ratings.test.ts checks its figures).
    expect(ratings.byRating.reduce((n, b) => n + b.games, ratings.unrated)).toBe(4);
    expect(p.favoriteGenres).toEqual([
      { genre: "Puzzle", games: 2 },
      { genre: "RPG", games: 2 },
    ]);
    expect(p.counts).toEqual({ followers: 1, following: 0 });
    // Another player's own games have no page the viewer can open: no slug.
    expect(p.currentlyPlaying).toEqual([
      { title: "Started Later", slug: null, platform: "PC", date: "2026-05-20", rating: null },
      { title: "Started First", slug: null, platform: "PC", date: "2026-04-02", rating: null },
    ]);
    expect(p.recentCompletions.map((g) => [g.title, g.date, g.rating])).toEqual([
      ["Done", "2026-03-09", 9],
      // A review's rating is the game's.
      ["Reviewed Game", "2026-02-01", 8],
    ]);
    expect(p.recentReviews).toEqual([
      { id: review.id, gameTitle: "Reviewed Game", gameSlug: null, rating: 8, comment: "Loved it.", spoiler: false, likeCount: 0, createdAt: review.createdAt },
    ]);
  });
});
