// Recording: every change a feed shows writes its event in the change's transaction, GET /api/activity
// lists mine (journal included) newest first a page at a time, deleting what an event concerns deletes
// it, and the migration's backfill gives existing libraries their history.
import { readFileSync } from "node:fs";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { ActivityItemDto, ActivityPage } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildJournalEntry, buildReview, buildSession, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";
import { beforeHappened, happenedBackfill } from "./activity.backfill.test-support.ts";

const { app, db } = await setupFile();

const mine = async (u: TestUser, query = "") => bodyOf<ActivityPage>(await u.auth(request(app).get(`/api/activity${query}`)).expect(200));
const types = (items: ActivityItemDto[]) => items.map((i) => i.type);
const put = (u: TestUser, id: string, body: Record<string, unknown>) =>
  u
    .auth(request(app).put(`/api/games/${id}`))
    .send(body)
    .expect(200);

describe("GET /api/activity", () => {
  it("answers 401 without a session and 400 naming the field for a bad query", async () => {
    expect(errorOf(await request(app).get("/api/activity").expect(401)).code).toBe("unauthenticated");
    const u = await buildUser(app);
    expectIssue((await u.auth(request(app).get("/api/activity?limit=0")).expect(400)).body, "limit");
    expectIssue((await u.auth(request(app).get("/api/activity?cursor=bad!")).expect(400)).body, "cursor");
    expectIssue((await u.auth(request(app).get("/api/activity?cursor=eyJ4IjoxfQ")).expect(400)).body, "cursor");
  });

  it("records each kind of change, newest first, with the game's title and my own address", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { title: "Outer Wilds", status: "BACKLOG" });
    await put(u, g.id, { status: "IN_PROGRESS" });
    await buildSession(app, u, g.id, { minutes: 45 });
    await put(u, g.id, { rating: 8 });
    await put(u, g.id, { rating: 8 }); // unchanged: no event
    await put(u, g.id, { status: "COMPLETED" });
    await put(u, g.id, { notes: "what a ride" }); // nothing a feed shows: no event
    const review = await buildReview(app, u, { gameId: g.id, body: { rating: 9, comment: "The best museum visit." } });
    const entry = await buildJournalEntry(app, u, { title: "Day one", gameId: g.id });
    await put(u, g.id, { status: "ABANDONED" });
    await put(u, g.id, { status: "BACKLOG" });
    const page = await mine(u);
    expect(types(page.items)).toEqual([
      "backlog",
      "abandoned",
      "journal_written",
      "review_posted",
      "completed",
      "rating_changed",
      "session_logged",
      "started",
      "game_added",
    ]);
    const byType = Object.fromEntries(page.items.map((i) => [i.type, i]));
    expect(byType.game_added!.game).toEqual({ title: "Outer Wilds", slug: g.slug, platform: "PC", imageUrl: null });
    expect(byType.session_logged!.minutes).toBe(45);
    expect(byType.rating_changed!.rating).toBe(8);
    expect(byType.review_posted!.review).toEqual({ id: review.id, rating: 9, comment: "The best museum visit.", spoiler: false });
    expect(byType.journal_written!.journal).toEqual({ id: entry.id, title: "Day one" });
    expect(page.items.every((i) => i.actor.id === u.user.id && !("email" in i.actor))).toBe(true);
    expect(JSON.stringify(page)).not.toContain(u.input.email);
  });

  it("counts a game added as completed as a completion too", async () => {
    const u = await buildUser(app);
    await buildGame(app, u, { title: "Celeste", status: "COMPLETED" });
    expect(types((await mine(u)).items).sort()).toEqual(["completed", "game_added"]);
  });

  it("pages with a cursor, without repeats or gaps", async () => {
    const u = await buildUser(app);
    for (let i = 0; i < 5; i++) await buildGame(app, u, { title: `Game ${i}`, status: "BACKLOG" });
    const first = await mine(u, "?limit=2");
    expect(first.items).toHaveLength(2);
    const second = await mine(u, `?limit=2&cursor=${first.nextCursor}`);
    const third = await mine(u, `?limit=2&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    const titles = [...first.items, ...second.items, ...third.items].map((i) => i.game?.title);
    expect(titles).toEqual(["Game 4", "Game 3", "Game 2", "Game 1", "Game 0"]);
  });

  it("shows only my own events", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    await buildGame(app, a, { title: "Mine", status: "BACKLOG" });
    await buildGame(app, b, { title: "Theirs", status: "BACKLOG" });
    expect((await mine(a)).items.map((i) => i.game?.title)).toEqual(["Mine"]);
  });
});

describe("what an event concerns takes it along", () => {
  it("deleting a session, a review, a journal entry or the game deletes their events; an account deletes all", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { title: "Hades", status: "COMPLETED" });
    const { session } = await buildSession(app, u, g.id);
    const review = await buildReview(app, u, { gameId: g.id });
    const entry = await buildJournalEntry(app, u, { gameId: g.id });
    await u.auth(request(app).delete(`/api/games/${g.id}/sessions/${session.id}`)).expect(200);
    await u.auth(request(app).delete(`/api/reviews/${review.id}`)).expect(204);
    expect(types((await mine(u)).items)).toEqual(["journal_written", "completed", "game_added"]);
    // The journal entry outlives its game (it becomes a general entry): so does its event.
    await u.auth(request(app).delete(`/api/games/${g.id}`)).expect(204);
    expect(types((await mine(u)).items)).toEqual(["journal_written"]);
    await u.auth(request(app).delete(`/api/journal/${entry.id}`)).expect(204);
    expect((await mine(u)).items).toEqual([]);
    await buildGame(app, u);
    await db.prisma.user.delete({ where: { id: u.user.id } });
    expect(await db.prisma.activityEvent.count({ where: { actorId: u.user.id } })).toBe(0);
  });

  it("a follow through the people routes records one event (a repeated follow adds none); an unfollow deletes it", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    for (let i = 0; i < 2; i++) await a.auth(request(app).post(`/api/users/${b.user.username}/follow`)).expect(200);
    const follows = (await mine(a)).items;
    expect(follows.map((i) => [i.type, i.subject?.username])).toEqual([["user_followed", b.user.username]]);
    await a.auth(request(app).delete(`/api/users/${b.user.username}/follow`)).expect(200);
    expect((await mine(a)).items).toEqual([]);
  });

  it("an unfollow deletes its follow event", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    await db.prisma.follow.create({ data: { followerId: a.user.id, followeeId: b.user.id } });
    await db.prisma
      .$executeRaw`INSERT INTO "activity_events" ("actorId", "type", "subjectUserId") VALUES (${a.user.id}::uuid, 'user_followed', ${b.user.id}::uuid)`;
    expect((await mine(a)).items[0]?.subject?.id).toBe(b.user.id);
    await db.prisma.follow.delete({ where: { followerId_followeeId: { followerId: a.user.id, followeeId: b.user.id } } });
    expect((await mine(a)).items).toEqual([]);
  });
});

describe("the migration's backfill", () => {
  it("gives existing libraries their history from status history, reviews, sessions, journal and follows", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const cat = await buildCatalogGame(db.prisma, { title: "Celeste" });
    const g = await buildGame(app, u, { catalogSlug: cat.slug, status: "BACKLOG" });
    await put(u, g.id, { status: "IN_PROGRESS" });
    await put(u, g.id, { rating: 7 });
    await put(u, g.id, { status: "COMPLETED" });
    await buildSession(app, u, g.id, { minutes: 20 });
    await buildReview(app, u, { gameId: g.id });
    await buildJournalEntry(app, u);
    await db.prisma.follow.create({ data: { followerId: u.user.id, followeeId: other.user.id } });
    const live = (await mine(u)).items.filter((i) => i.type !== "rating_changed");

    // As if the feature shipped now: no events, then the migration's history statements.
    await db.prisma.activityEvent.deleteMany({});
    await beforeHappened(db.prisma);
    const sql = readFileSync(new URL("../../../../prisma/migrations/20261125230000_activity/migration.sql", import.meta.url), "utf8");
    const history = sql.slice(sql.indexOf("CREATE TEMPORARY TABLE"));
    for (const statement of history
      .split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      await db.prisma.$executeRawUnsafe(statement);
    }
    await happenedBackfill(db.prisma);

    const filled = (await mine(u)).items;
    const shape = (i: ActivityItemDto) => ({
      type: i.type,
      game: i.game,
      review: i.review?.id,
      minutes: i.minutes,
      subject: i.subject?.id,
      journal: i.journal,
    });
    // Rating changes were never dated: the backfill makes none up. Everything else is as recorded live.
    expect(filled.map(shape).sort((a, b) => a.type.localeCompare(b.type))).toEqual(
      [...live.map(shape), { type: "user_followed", game: null, review: undefined, minutes: null, subject: other.user.id, journal: null }].sort((a, b) =>
        a.type.localeCompare(b.type),
      ),
    );
    expect(filled.find((i) => i.type === "game_added")?.game?.slug).toBe(g.slug);
  });
});
