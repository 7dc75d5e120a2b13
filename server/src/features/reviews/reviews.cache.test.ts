// A game's reviews and community numbers are kept in memory against the shared game's version: every
// kind of write moves them on the very next read, through this server process or another one sharing
// the database, and what is kept for one viewer never reaches another. Races between a review's
// deletion and its edit or like answer 404, never 500.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { GameCommunityStats, GameReviews } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { buildCatalogGame, buildGame, buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app, db, makeApp } = await setupFile({ now: clock.now });
type App = typeof app;

const reviewsOf = async (u: TestUser, ref: string, via: App = app) =>
  bodyOf<GameReviews>(await u.auth(request(via).get(`/api/reviews/game/${ref}`)).expect(200));
const statsOf = async (u: TestUser, ref: string, via: App = app) =>
  bodyOf<GameCommunityStats>(await u.auth(request(via).get(`/api/games/${ref}/community-stats`)).expect(200));

/** A catalog game completed and reviewed by `n` users, and a reader who tracks it too (IN_PROGRESS). */
async function reviewedGame(n: number, via: App = app) {
  const cat = await buildCatalogGame(db.prisma);
  const authors: TestUser[] = [];
  const reviews: string[] = [];
  for (let i = 0; i < n; i++) {
    const u = await buildUser(via);
    const game = { catalogGameId: cat.id, title: undefined, playTime: 10 * (i + 1), startDate: "2026-05-01", completedDate: "2026-05-20" };
    reviews.push((await buildReview(via, u, { game, body: { rating: 6 + (i % 5), comment: `Review ${i}` } })).id);
    authors.push(u);
    clock.advance(1000);
  }
  const reader = await buildUser(via);
  const readerGame = await buildGame(via, reader, { catalogGameId: cat.id, title: undefined, status: "IN_PROGRESS" });
  return { cat, authors, reviews, reader, readerGame };
}

describe("a game's reviews and community numbers, kept between writes", () => {
  it("move on the next read after every kind of write", async () => {
    const { cat, authors, reviews, reader, readerGame } = await reviewedGame(2);
    const [a, b] = authors as [TestUser, TestUser];
    const read = () => reviewsOf(reader, cat.slug);
    const stats = () => statsOf(reader, readerGame.id);
    expect((await read()).items.map((r) => r.comment)).toEqual(["Review 1", "Review 0"]);
    expect(await stats()).toMatchObject({ totalPlayers: 3, completedCount: 2, currentlyPlayingCount: 1, averageRating: 6.5, averagePlayTime: 15 });

    // a new review
    const c = await buildUser(app);
    const third = await buildReview(app, c, { game: { catalogGameId: cat.id, title: undefined }, body: { rating: 10, comment: "Review 2" } });
    expect(await read()).toMatchObject({ total: 3, items: [{ id: third.id }, { id: reviews[1] }, { id: reviews[0] }] });
    expect((await stats()).totalPlayers).toBe(4);

    // an edit
    await a
      .auth(request(app).put(`/api/reviews/${reviews[0]}`))
      .send({ comment: "Edited" })
      .expect(200);
    const edited = (await read()).items.find((r) => r.id === reviews[0])!;
    expect(edited.comment).toBe("Edited");
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(edited.createdAt));

    // a like and an unlike: the count for everyone, likedByMe for the liker only
    await reader.auth(request(app).post(`/api/reviews/${reviews[1]}/like`)).expect(200);
    expect((await read()).items.find((r) => r.id === reviews[1])).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await reviewsOf(c, cat.slug)).items.find((r) => r.id === reviews[1])).toMatchObject({ likeCount: 1, likedByMe: false });
    await reader.auth(request(app).delete(`/api/reviews/${reviews[1]}/like`)).expect(200);
    expect((await read()).items.find((r) => r.id === reviews[1])).toMatchObject({ likeCount: 0, likedByMe: false });

    // the author's name and colour, their game's title
    await b.auth(request(app).put("/api/auth/account-color")).send({ accountColor: "amber" }).expect(200);
    expect((await read()).items.find((r) => r.id === reviews[1])?.author.accountColor).toBe("amber");
    const bGame = (await db.prisma.review.findUniqueOrThrow({ where: { id: reviews[1] } })).libraryGameId;
    await b
      .auth(request(app).put(`/api/games/${bGame}`))
      .send({ title: "Renamed by its player" })
      .expect(200);
    expect((await read()).items.find((r) => r.id === reviews[1])?.gameTitle).toBe("Renamed by its player");

    // a library game's status, rating and hours
    await reader
      .auth(request(app).put(`/api/games/${readerGame.id}`))
      .send({ status: "COMPLETED", rating: 2, playTime: 60 })
      .expect(200);
    expect(await stats()).toMatchObject({ completedCount: 4, currentlyPlayingCount: 0 });
    expect((await stats()).averagePlayTime).not.toBe(15);

    // a deletion
    await c.auth(request(app).delete(`/api/reviews/${third.id}`)).expect(204);
    expect((await read()).items.map((r) => r.id)).toEqual([reviews[1], reviews[0]]);

    // an account deleted (its review, game and likes go by cascade)
    await b.auth(request(app).post(`/api/reviews/${reviews[0]}/like`)).expect(200);
    await db.prisma.user.delete({ where: { id: b.user.id } });
    expect(await read()).toMatchObject({ total: 1, items: [{ id: reviews[0], likeCount: 0 }] });
    expect((await stats()).totalPlayers).toBe(3);
  });

  it("shows the reader's own review as theirs, and only to them", async () => {
    const { cat, authors, reviews, reader } = await reviewedGame(2);
    const [a] = authors as [TestUser];
    // someone else read the page first: the reader's answer is theirs all the same
    await reviewsOf(reader, cat.slug);
    const own = await reviewsOf(a, cat.slug);
    expect(own).toMatchObject({ mine: { id: reviews[0] }, total: 1, items: [{ id: reviews[1] }] });
    expect(await reviewsOf(reader, cat.slug)).toMatchObject({ mine: null, total: 2 });
    // a review written by the reader appears as theirs at once, and in everyone else's list
    await db.prisma.libraryGame.updateMany({ where: { userId: reader.user.id }, data: { status: "COMPLETED" } });
    const mine = await buildReview(app, reader, { gameId: (await db.prisma.libraryGame.findFirstOrThrow({ where: { userId: reader.user.id } })).id });
    expect(await reviewsOf(reader, cat.slug)).toMatchObject({ mine: { id: mine.id }, total: 2 });
    expect((await reviewsOf(a, cat.slug)).items.map((r) => r.id)).toContain(mine.id);
  });

  it("keeps the page full and its cursor right when the reader's own review is on it", async () => {
    const { cat, authors, reviews } = await reviewedGame(23);
    const newest = authors.at(-1)!;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: GameReviews = await reviewsOf(newest, `${cat.slug}${cursor ? `?cursor=${cursor}` : ""}`);
      seen.push(...page.items.map((r) => r.id));
      if (!cursor) expect(page.items).toHaveLength(20);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(reviews.slice(0, -1).reverse());
  });

  it("stays correct when several server processes share the database", async () => {
    const other = makeApp();
    const { cat, reviews, reader, readerGame } = await reviewedGame(1);
    const c = await buildUser(app);
    // both processes have the page and the numbers in memory
    for (const via of [app, other]) {
      expect((await reviewsOf(reader, cat.slug, via)).total).toBe(1);
      expect((await statsOf(reader, readerGame.id, via)).totalPlayers).toBe(2);
    }
    // a write through one is seen by the next read through the other, and the other way round
    const second = await buildReview(other, c, { game: { catalogGameId: cat.id, title: undefined } });
    expect((await reviewsOf(reader, cat.slug, app)).items.map((r) => r.id)).toEqual([second.id, reviews[0]]);
    expect((await statsOf(reader, readerGame.id, app)).totalPlayers).toBe(3);
    await reader.auth(request(app).post(`/api/reviews/${second.id}/like`)).expect(200);
    expect((await reviewsOf(reader, cat.slug, other)).items[0]).toMatchObject({ likeCount: 1, likedByMe: true });
    await reader
      .auth(request(app).put(`/api/games/${readerGame.id}`))
      .send({ status: "COMPLETED" })
      .expect(200);
    expect((await statsOf(reader, readerGame.id, other)).completedCount).toBe(3);
    // and a write that bypasses the app
    await db.prisma.review.update({ where: { id: reviews[0] }, data: { comment: "Straight into the database" } });
    expect((await reviewsOf(reader, cat.slug, other)).items[1]?.comment).toBe("Straight into the database");
  });

  it("answers a repeated read from memory", async () => {
    const { cat, reader, readerGame } = await reviewedGame(3);
    const counted = countingDb(db.prisma);
    const via = makeApp({ prisma: counted.prisma, now: clock.now });
    await reviewsOf(reader, cat.slug, via);
    await statsOf(reader, readerGame.id, via);
    counted.calls.length = 0;
    await reviewsOf(reader, cat.slug, via);
    await statsOf(reader, readerGame.id, via);
    // The embedded database pushes versions; on PostgreSQL each read asks for them (library and game).
    if (db.notifications) expect(counted.calls).toEqual([]);
    else expect(counted.calls.filter((c) => c !== "$queryRaw")).toEqual([]);
  });

  it("counts the recent completions over a window that moves with the clock", async () => {
    const { cat, reader } = await reviewedGame(1);
    expect((await statsOf(reader, cat.slug)).recentCompletions).toBe(1);
    clock.advance(40 * 86_400_000);
    // (a new session: the first one has expired by then)
    expect((await statsOf(await buildUser(app), cat.slug)).recentCompletions).toBe(0);
  });
});

describe("a review deleted while it is edited or liked", () => {
  it("answers 404 to the loser of the race, never 500", async () => {
    for (let i = 0; i < 10; i++) {
      const { authors, reviews, reader } = await reviewedGame(1);
      const [a] = authors as [TestUser];
      const [edit, like, del] = await Promise.all([
        a.auth(request(app).put(`/api/reviews/${reviews[0]}`)).send({ comment: `Edit ${i}`, rating: 3 }),
        reader.auth(request(app).post(`/api/reviews/${reviews[0]}/like`)),
        a.auth(request(app).delete(`/api/reviews/${reviews[0]}`)),
      ]);
      expect(del.status).toBe(204);
      expect([200, 404]).toContain(edit.status);
      expect([200, 404]).toContain(like.status);
      expect(await db.prisma.review.count({ where: { id: reviews[0] } })).toBe(0);
    }
  });
});

/** `prisma` with a record of the queries asked of it (a model's name, or $queryRaw and the like). */
function countingDb(prisma: Db): { prisma: Db; calls: string[] } {
  const calls: string[] = [];
  const proxy = new Proxy(prisma, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (
        typeof prop === "string" &&
        !prop.startsWith("$on") &&
        !prop.startsWith("$dis") &&
        !prop.startsWith("$conn") &&
        value &&
        (typeof value === "function" || typeof value === "object")
      ) {
        calls.push(prop);
      }
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { prisma: proxy, calls };
}
