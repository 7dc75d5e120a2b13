// Writing reviews: POST /api/reviews/game/:id, PUT and DELETE /api/reviews/:id — sessions, validation,
// the COMPLETED rule, one review per shared game, the rating kept on the game, ownership, cascades.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { REVIEW_COMMENT_MAX, REVIEW_TEXTS, type GameReviews, type ReviewDto, type ReviewPage } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { readGame } from "../../../test/library.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";

const { app, db } = await setupFile();

const post = (u: TestUser, gameId: string, body: Record<string, unknown>) => u.auth(request(app).post(`/api/reviews/game/${gameId}`)).send(body);
const put = (u: TestUser, id: string, body: Record<string, unknown>) => u.auth(request(app).put(`/api/reviews/${id}`)).send(body);
const mine = async (u: TestUser) => bodyOf<ReviewPage>(await u.auth(request(app).get("/api/reviews/user")).expect(200));
let titles = 0;
const completed = (u: TestUser, over: Record<string, unknown> = {}) => buildGame(app, u, { title: `Celeste ${++titles}`, status: "COMPLETED", ...over });

describe("every reviews route", () => {
  it.each([
    ["get", "/api/reviews/user"],
    ["get", "/api/reviews/game/00000000-0000-4000-8000-000000000000"],
    ["post", "/api/reviews/game/00000000-0000-4000-8000-000000000000"],
    ["put", "/api/reviews/00000000-0000-4000-8000-000000000000"],
    ["delete", "/api/reviews/00000000-0000-4000-8000-000000000000"],
    ["post", "/api/reviews/00000000-0000-4000-8000-000000000000/like"],
    ["delete", "/api/reviews/00000000-0000-4000-8000-000000000000/like"],
    ["get", "/api/likes"],
    ["get", "/api/games/00000000-0000-4000-8000-000000000000/community-stats"],
  ] as const)("%s %s answers 401 without a session", async (method, path) => {
    const agent = request(app);
    const res = await agent[method](path).send(method === "get" || method === "delete" ? undefined : { rating: 5, comment: "x" });
    expect(res.status).toBe(401);
    expect(errorOf(res).code).toBe("unauthenticated");
  });
});

describe("POST /api/reviews/game/:id", () => {
  it("writes the review with its context, sets the game's rating, and reads back the same", async () => {
    const u = await buildUser(app);
    const g = await completed(u, { rating: 3, playTime: 34, platform: "Nintendo Switch", completed100Percent: true });
    const res = await post(u, g.id, { rating: 9, comment: "  A climb worth every fall.  ", spoiler: true }).expect(201);
    const review = bodyOf<ReviewDto>(res);
    expect(review).toMatchObject({
      gameId: g.id,
      gameTitle: g.title,
      gameSlug: g.slug,
      rating: 9,
      comment: "A climb worth every fall.",
      spoiler: true,
      likeCount: 0,
      likedByMe: false,
      context: { hours: 34, platform: "Nintendo Switch", completed100Percent: true },
      author: { id: u.user.id, username: u.user.username, firstName: "Ada", lastName: "Lovelace", accountColor: "purple" },
    });
    expect(review.updatedAt).toBe(review.createdAt);
    expect((await readGame(app, u, g.id)).rating).toBe(9);
    expect((await mine(u)).items).toEqual([review]);
    const page = bodyOf<GameReviews>(await u.auth(request(app).get(`/api/reviews/game/${g.id}`)).expect(200));
    expect(page).toMatchObject({ mine: review, items: [], total: 0, nextCursor: null });
  });

  it("starts at rating 5 when none is sent", async () => {
    const u = await buildUser(app);
    const g = await completed(u);
    expect(bodyOf<ReviewDto>(await post(u, g.id, { comment: "Fine." }).expect(201)).rating).toBe(5);
  });

  it.each([
    [{ rating: 5, comment: "   " }, "comment", REVIEW_TEXTS.writeReview],
    [{ rating: 5 }, "comment", REVIEW_TEXTS.writeReview],
    [{ rating: 5, comment: "x".repeat(REVIEW_COMMENT_MAX + 1) }, "comment", `at most ${REVIEW_COMMENT_MAX}`],
    [{ rating: 11, comment: "ok" }, "rating", "from 1 to 10"],
    [{ rating: 0, comment: "ok" }, "rating", "from 1 to 10"],
    [{ rating: 7.5, comment: "ok" }, "rating", "from 1 to 10"],
    [{ rating: 5, comment: "ok", spoiler: "yes" }, "spoiler", "true or false"],
  ])("refuses %j with a 400 on %s", async (body, field, text) => {
    const u = await buildUser(app);
    const g = await completed(u);
    const res = await post(u, g.id, body).expect(400);
    expectIssue(res.body, field);
    expect(errorOf(res).message).toContain(text);
    expect(await db.prisma.review.count({ where: { userId: u.user.id } })).toBe(0);
  });

  it("takes a comment of exactly 2,000 characters after trimming, and stores it whole", async () => {
    const u = await buildUser(app);
    const g = await completed(u);
    const text = `${"y".repeat(REVIEW_COMMENT_MAX - 1)}z`;
    const created = bodyOf<ReviewDto>(await post(u, g.id, { comment: ` ${text} ` }).expect(201));
    expect(created.comment).toBe(text);
    // read back: the stored text and what the user's reviews answer, all 2,000 characters
    const row = await db.prisma.review.findUniqueOrThrow({ where: { id: created.id }, select: { comment: true } });
    expect(row.comment).toBe(text);
    expect(row.comment).toHaveLength(REVIEW_COMMENT_MAX);
    expect((await mine(u)).items.find((r) => r.id === created.id)?.comment).toBe(text);
  });

  // A backlog game has no rating (ADR 017): it keeps none after the refusal either.
  it.each([
    ["BACKLOG", null],
    ["IN_PROGRESS", 4],
    ["ABANDONED", 4],
  ] as const)("refuses a %s game with a 400 naming status, and leaves its rating", async (status, rating) => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status, rating });
    const res = await post(u, g.id, { rating: 9, comment: "Too early." }).expect(400);
    expectIssue(res.body, "status");
    expect(errorOf(res).message).toBe(REVIEW_TEXTS.notCompleted);
    expect((await readGame(app, u, g.id)).rating).toBe(rating);
  });

  it("allows one review per game: a second answers 409, also for another copy of the same catalog game", async () => {
    const u = await buildUser(app);
    const cat = await buildCatalogGame(db.prisma);
    const first = await completed(u, { catalogGameId: cat.id, title: undefined, rating: 6 });
    const copy = await completed(u, { catalogGameId: cat.id, title: undefined, platform: "PlayStation 5", rating: 6 });
    await post(u, first.id, { rating: 8, comment: "Once." }).expect(201);
    for (const id of [first.id, copy.id]) {
      const res = await post(u, id, { rating: 2, comment: "Twice." }).expect(409);
      expect(errorOf(res).message).toBe(REVIEW_TEXTS.alreadyReviewed);
    }
    expect((await readGame(app, u, copy.id)).rating).toBe(6);
    expect(await db.prisma.review.count({ where: { userId: u.user.id } })).toBe(1);
  });

  it("answers 404 for another user's game and for one that does not exist", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const g = await completed(a);
    await post(b, g.id, { comment: "Not mine." }).expect(404);
    await post(b, "00000000-0000-4000-8000-000000000000", { comment: "Nothing." }).expect(404);
    await post(b, "not-an-id", { comment: "Nothing." }).expect(404);
  });
});

describe("PUT /api/reviews/:id", () => {
  it("changes what is sent, restamps the context, moves updatedAt and syncs the game's rating", async () => {
    const u = await buildUser(app);
    const r = await buildReview(app, u, { body: { rating: 8 } });
    await u
      .auth(request(app).put(`/api/games/${r.gameId}`))
      .send({ playTime: 50 })
      .expect(200);
    const res = await put(u, r.id, { rating: 10, comment: "Better on a second run." }).expect(200);
    const after = bodyOf<ReviewDto>(res);
    expect(after).toMatchObject({ id: r.id, rating: 10, comment: "Better on a second run.", spoiler: false, context: { hours: 50 } });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(after.createdAt));
    expect(after.createdAt).toBe(r.createdAt);
    expect((await readGame(app, u, r.gameId)).rating).toBe(10);
    expect((await mine(u)).items[0]).toEqual(after);
  });

  it("refuses a blank comment with a 400 on comment", async () => {
    const u = await buildUser(app);
    const r = await buildReview(app, u);
    expectIssue((await put(u, r.id, { comment: "" }).expect(400)).body, "comment");
  });

  it("answers 404 for another user's review and leaves it as it was", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const r = await buildReview(app, a);
    await put(b, r.id, { rating: 1, comment: "Mine now." }).expect(404);
    await b.auth(request(app).delete(`/api/reviews/${r.id}`)).expect(404);
    expect((await mine(a)).items[0]).toMatchObject({ rating: r.rating, comment: r.comment });
  });

  it("keeps the review, still editable, when its game leaves COMPLETED", async () => {
    const u = await buildUser(app);
    const r = await buildReview(app, u);
    await u
      .auth(request(app).put(`/api/games/${r.gameId}`))
      .send({ status: "IN_PROGRESS" })
      .expect(200);
    await put(u, r.id, { rating: 6 }).expect(200);
    expect((await mine(u)).items.map((x) => x.id)).toEqual([r.id]);
  });
});

describe("a review and its game", () => {
  it("follows a typed-in game to its new address when the game is renamed", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const r = await buildReview(app, a, { game: { title: "Garden Notes" } });
    const renamed = bodyOf<{ slug: string }>(
      await a
        .auth(request(app).put(`/api/games/${r.gameId}`))
        .send({ title: "Garden Notes Deluxe" })
        .expect(200),
    );
    expect((await mine(a)).items[0]).toMatchObject({ id: r.id, gameTitle: "Garden Notes Deluxe", gameSlug: renamed.slug });
    const same = await completed(b, { title: "Garden Notes Deluxe" });
    const page = bodyOf<GameReviews>(await b.auth(request(app).get(`/api/reviews/game/${same.id}`)).expect(200));
    expect(page.items.map((x) => x.id)).toEqual([r.id]);
  });
});

describe("DELETE /api/reviews/:id and what hangs on it", () => {
  it("deletes the review and its likes, and a second delete is a 404", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const r = await buildReview(app, a);
    await b.auth(request(app).post(`/api/reviews/${r.id}/like`)).expect(200);
    await a.auth(request(app).delete(`/api/reviews/${r.id}`)).expect(204);
    await a.auth(request(app).delete(`/api/reviews/${r.id}`)).expect(404);
    expect((await mine(a)).items).toEqual([]);
    expect(await db.prisma.reviewLike.count({ where: { reviewId: r.id } })).toBe(0);
  });

  it("deleting the game deletes its review; deleting an account deletes its reviews and likes (like counts follow)", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const r = await buildReview(app, a);
    const other = await buildReview(app, b);
    await a.auth(request(app).post(`/api/reviews/${other.id}/like`)).expect(200);
    expect((await db.prisma.review.findUniqueOrThrow({ where: { id: other.id } })).likeCount).toBe(1);
    await a.auth(request(app).delete(`/api/games/${r.gameId}`)).expect(204);
    expect(await db.prisma.review.count({ where: { id: r.id } })).toBe(0);
    await db.prisma.user.delete({ where: { id: a.user.id } });
    expect(await db.prisma.reviewLike.count({ where: { userId: a.user.id } })).toBe(0);
    expect((await db.prisma.review.findUniqueOrThrow({ where: { id: other.id } })).likeCount).toBe(0);
  });
});

describe("likes across a block", () => {
  it("answers 404 to like and unlike a review whose author blocked the caller, or whom the caller blocked, and changes nothing", async () => {
    const [author, fan, blocked] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const review = await buildReview(app, author);
    await fan.auth(request(app).post(`/api/reviews/${review.id}/like`)).expect(200);
    await blocked.auth(request(app).post(`/api/reviews/${review.id}/like`)).expect(200);

    // The author blocks one liker; the other blocks the author.
    await author.auth(request(app).post(`/api/users/${blocked.user.username}/block`)).expect(200);
    await fan.auth(request(app).post(`/api/users/${author.user.username}/block`)).expect(200);
    for (const u of [blocked, fan]) {
      for (const method of ["post", "delete"] as const) {
        const res = await u.auth(request(app)[method](`/api/reviews/${review.id}/like`)).expect(404);
        expect(errorOf(res).code).toBe("not_found");
        expect(JSON.stringify(res.body)).not.toContain("likeCount");
      }
    }
    expect((await db.prisma.review.findUniqueOrThrow({ where: { id: review.id } })).likeCount).toBe(2);

    // Unblocked, the like is theirs again to take back.
    await author.auth(request(app).delete(`/api/users/${blocked.user.username}/block`)).expect(200);
    const state = await blocked.auth(request(app).delete(`/api/reviews/${review.id}/like`)).expect(200);
    expect(state.body).toMatchObject({ likeCount: 1, likedByMe: false });
  });
});
