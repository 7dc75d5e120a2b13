// Reading reviews and likes: a shared game's reviews by every user (by library id or catalog slug),
// pages of 20 in each sort, the like rules, GET /api/likes, a game's community numbers, and that no
// answer carries an email or a password hash.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { REVIEW_TEXTS, REVIEWS_PAGE_SIZE, type GameCommunityStats, type GameReviews, type ReviewLikeState, type ReviewPage } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app, db } = await setupFile({ now: clock.now });

const get = <T>(u: TestUser, path: string) =>
  u
    .auth(request(app).get(path))
    .expect(200)
    .then((r) => bodyOf<T>(r));
const like = (u: TestUser, id: string) => u.auth(request(app).post(`/api/reviews/${id}/like`));
const unlike = (u: TestUser, id: string) => u.auth(request(app).delete(`/api/reviews/${id}/like`));

/** `n` users who each completed and reviewed one catalog game (rating i % 10 + 1), a second apart. */
async function reviewedCatalogGame(n: number) {
  const cat = await buildCatalogGame(db.prisma);
  const users: TestUser[] = [];
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const u = await buildUser(app);
    ids.push((await buildReview(app, u, { game: { catalogGameId: cat.id, title: undefined }, body: { rating: (i % 10) + 1 } })).id);
    users.push(u);
    clock.advance(1000);
  }
  return { cat, users, ids };
}

describe("GET /api/reviews/game/:id", () => {
  it("shows every other user's review of the shared game, by the caller's copy or by the catalog slug", async () => {
    const { cat, users, ids } = await reviewedCatalogGame(3);
    const reader = await buildUser(app);
    const bySlug = await get<GameReviews>(reader, `/api/reviews/game/${cat.slug}`);
    expect(bySlug).toMatchObject({ mine: null, total: 3, nextCursor: null });
    expect(bySlug.items.map((r) => r.id)).toEqual([...ids].reverse());
    expect(bySlug.items[0]).toMatchObject({ gameSlug: cat.slug, author: { id: users[2]!.user.id } });
    const author = await get<GameReviews>(
      users[0]!,
      `/api/reviews/game/${(await db.prisma.review.findUniqueOrThrow({ where: { id: ids[0] } })).libraryGameId}`,
    );
    expect(author.mine?.id).toBe(ids[0]);
    expect(author.items.map((r) => r.id)).toEqual([ids[2], ids[1]]);
  });

  it("pages 20 at a time in each sort, ties newest first, and refuses a cursor it did not give", async () => {
    const { cat, users, ids } = await reviewedCatalogGame(REVIEWS_PAGE_SIZE + 5);
    // The oldest review gets two likes, the newest one; the rest none.
    for (const u of users.slice(1, 3)) await like(u, ids[0]!).expect(200);
    await like(users[0]!, ids.at(-1)!).expect(200);
    const reader = await buildUser(app);
    const all = async (sort: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const q: string = `/api/reviews/game/${cat.slug}?sort=${sort}${cursor ? `&cursor=${cursor}` : ""}`;
        const p: GameReviews = await get<GameReviews>(reader, q);
        expect(p.items.length).toBeLessThanOrEqual(REVIEWS_PAGE_SIZE);
        seen.push(...p.items.map((r) => r.id));
        cursor = p.nextCursor;
      } while (cursor);
      return seen;
    };
    const newest = [...ids].reverse();
    expect(await all("newest")).toEqual(newest);
    expect(await all("likes")).toEqual([ids[0], ids.at(-1), ...newest.slice(1, -1)]);
    const byRating = await all("rating");
    expect(byRating).toHaveLength(ids.length);
    const ratings = await db.prisma.review.findMany({ where: { id: { in: ids } }, select: { id: true, rating: true } });
    const r = new Map(ratings.map((x) => [x.id, x.rating]));
    const expected = [...newest].sort((a, b) => r.get(b)! - r.get(a)!);
    expect(byRating).toEqual(expected);
    const forged = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
    for (const cursor of [
      "bm9wZQ",
      forged([2 ** 40, "2026-01-01T00:00:00Z", ids[0]]),
      forged([null, "-271821-04-20T00:00:00.000Z", ids[0]]),
      forged([1, "2026-01-01", "x"]),
    ]) {
      expectIssue((await reader.auth(request(app).get(`/api/reviews/game/${cat.slug}?sort=likes&cursor=${cursor}`)).expect(400)).body, "cursor");
    }
    expectIssue((await reader.auth(request(app).get(`/api/reviews/game/${cat.slug}?sort=best`)).expect(400)).body, "sort");
  });

  it("answers 404 for another user's library game and for an unknown slug", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const g = await buildGame(app, a, { title: "Private Pick" });
    await b.auth(request(app).get(`/api/reviews/game/${g.id}`)).expect(404);
    await b.auth(request(app).get("/api/reviews/game/no-such-game-anywhere")).expect(404);
  });
});

describe("GET /api/reviews/user", () => {
  it("lists only the caller's reviews, and one game's with ?gameId", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const first = await buildReview(app, a);
    clock.advance(1000);
    const second = await buildReview(app, a);
    await buildReview(app, b);
    expect((await get<ReviewPage>(a, "/api/reviews/user")).items.map((r) => r.id)).toEqual([second.id, first.id]);
    expect((await get<ReviewPage>(a, `/api/reviews/user?gameId=${first.gameId}`)).items.map((r) => r.id)).toEqual([first.id]);
    for (const bad of ["x", "-".repeat(36)]) expectIssue((await a.auth(request(app).get(`/api/reviews/user?gameId=${bad}`)).expect(400)).body, "gameId");
  });
});

describe("likes", () => {
  it("likes another user's review once, shows it under /api/likes, and unlikes it", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const r = await buildReview(app, a);
    expect(bodyOf<ReviewLikeState>(await like(b, r.id).expect(200))).toEqual({ reviewId: r.id, likeCount: 1, likedByMe: true });
    expect(bodyOf<ReviewLikeState>(await like(b, r.id).expect(200)).likeCount).toBe(1);
    const liked = await get<ReviewPage>(b, "/api/likes");
    expect(liked.items).toHaveLength(1);
    expect(liked.items[0]).toMatchObject({ id: r.id, likeCount: 1, likedByMe: true });
    expect((await get<ReviewPage>(a, "/api/reviews/user")).items[0]).toMatchObject({ likeCount: 1, likedByMe: false });
    expect(bodyOf<ReviewLikeState>(await unlike(b, r.id).expect(200))).toEqual({ reviewId: r.id, likeCount: 0, likedByMe: false });
    expect((await get<ReviewPage>(b, "/api/likes")).items).toEqual([]);
  });

  it("refuses liking one's own review with a 400, and answers 404 for a review that does not exist", async () => {
    const a = await buildUser(app);
    const r = await buildReview(app, a);
    const res = await like(a, r.id).expect(400);
    expect(errorOf(res).message).toBe(REVIEW_TEXTS.ownLike);
    await like(a, "00000000-0000-4000-8000-000000000000").expect(404);
    await unlike(a, "nope").expect(404);
  });

  it("lists likes most recent first, 20 a page", async () => {
    const { users, ids } = await reviewedCatalogGame(REVIEWS_PAGE_SIZE + 1);
    const fan = await buildUser(app);
    for (const id of ids) {
      await like(fan, id).expect(200);
      clock.advance(1000);
    }
    const first = await get<ReviewPage>(fan, "/api/likes");
    expect(first.items.map((r) => r.id)).toEqual([...ids].reverse().slice(0, REVIEWS_PAGE_SIZE));
    const rest = await get<ReviewPage>(fan, `/api/likes?cursor=${first.nextCursor}`);
    expect(rest.nextCursor).toBeNull();
    expect(rest.items.map((r) => [r.id, r.author.id])).toEqual([[ids[0], users[0]!.user.id]]);
  });
});

describe("GET /api/games/:id/community-stats", () => {
  it("counts everyone who tracks the shared game", async () => {
    const cat = await buildCatalogGame(db.prisma);
    const from = { catalogGameId: cat.id, title: undefined };
    const a = await buildUser(app);
    const mine = await buildGame(app, a, { ...from, status: "COMPLETED", rating: 8, playTime: 10 });
    await buildGame(app, await buildUser(app), { ...from, status: "COMPLETED", rating: 5, playTime: 20, completedDate: "2020-01-01", startDate: "2019-12-01" });
    await buildGame(app, await buildUser(app), { ...from, status: "IN_PROGRESS" });
    await buildGame(app, await buildUser(app), { ...from, status: "BACKLOG" });
    const expected: GameCommunityStats = {
      completedCount: 2,
      currentlyPlayingCount: 1,
      totalPlayers: 4,
      averageRating: 6.5,
      recentCompletions: 1,
      recentStarts: 1,
      averagePlayTime: 15,
      timeToBeat: null,
    };
    expect(await get<GameCommunityStats>(a, `/api/games/${mine.id}/community-stats`)).toEqual(expected);
    expect(await get<GameCommunityStats>(await buildUser(app), `/api/games/${cat.slug}/community-stats`)).toEqual(expected);
  });

  it("has no average rating or play time when nobody gave one, and is a 404 for another user's game", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const g = await buildGame(app, a, { title: `Lonely ${Date.now()}`, status: "BACKLOG" });
    expect(await get<GameCommunityStats>(a, `/api/games/${g.id}/community-stats`)).toMatchObject({
      totalPlayers: 1,
      averageRating: null,
      averagePlayTime: null,
    });
    await b.auth(request(app).get(`/api/games/${g.id}/community-stats`)).expect(404);
  });
});

describe("privacy", () => {
  it("no reviews, likes or community-stats answer holds an email or a password hash", async () => {
    const { cat, users, ids } = await reviewedCatalogGame(2);
    const [a, b] = users as [TestUser, TestUser];
    await like(b, ids[0]!).expect(200);
    const answers = await Promise.all([
      b.auth(request(app).get(`/api/reviews/game/${cat.slug}?sort=likes`)),
      b.auth(request(app).get("/api/reviews/user")),
      b.auth(request(app).get("/api/likes")),
      a.auth(request(app).get(`/api/reviews/game/${cat.slug}`)),
      a.auth(request(app).get(`/api/games/${cat.slug}/community-stats`)),
      like(b, ids[0]!),
      a.auth(request(app).put(`/api/reviews/${ids[0]}`)).send({ rating: 7 }),
    ]);
    const hashes = (await db.prisma.user.findMany({ where: { id: { in: [a.user.id, b.user.id] } }, select: { passwordHash: true } })).map(
      (u) => u.passwordHash,
    );
    for (const res of answers) {
      expect(res.status).toBeLessThan(300);
      for (const secret of [a.input.email, b.input.email, ...hashes]) expect(res.text.toLowerCase()).not.toContain(secret.toLowerCase());
      expect(res.text).not.toMatch(/\$2[abxy]\$\d{2}\$|"email"|passwordHash/);
    }
  });
});
