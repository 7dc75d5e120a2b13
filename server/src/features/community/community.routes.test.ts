// /api/community: every endpoint's session, validation and answer, and the privacy matrix — what the
// owner, a follower, a stranger and a blocked user each see of the owner's things when the owner's
// profile is public, private, has activity hidden or playing hidden. No answer holds an email.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { ActivityPage, CommunityReview, CommunityStats, CurrentlyPlayingItem } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";

const { app, db } = await setupFile();

const get = async <T>(u: TestUser, path: string) => bodyOf<T>(await u.auth(request(app).get(path)).expect(200));
const feed = (u: TestUser, query = "") => get<ActivityPage>(u, `/api/community/activity${query}`);
const follow = (a: TestUser, b: TestUser) => db.prisma.follow.create({ data: { followerId: a.user.id, followeeId: b.user.id } });

describe("every community route", () => {
  it.each(["/api/community/activity", "/api/community/stats", "/api/community/reviews", "/api/community/currently-playing", "/api/community/completions"])(
    "GET %s answers 401 without a session",
    async (path) => {
      expect(errorOf(await request(app).get(path).expect(401)).code).toBe("unauthenticated");
    },
  );

  it.each([
    ["filter=bogus", "filter"],
    ["sortBy=up", "sortBy"],
    ["scope=friends", "scope"],
    ["limit=51", "limit"],
    ["cursor=%25%25", "cursor"],
  ])("GET /api/community/activity?%s answers 400 naming %s", async (query, field) => {
    const u = await buildUser(app);
    expectIssue((await u.auth(request(app).get(`/api/community/activity?${query}`)).expect(400)).body, field);
  });
});

describe("reading back what happened", () => {
  it("a completed game shows in the feed, its filter, recent completions and the numbers", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const before = await get<CommunityStats>(b, "/api/community/stats");
    const cat = await buildCatalogGame(db.prisma, { title: "Tunic" });
    const g = await buildGame(app, a, { catalogSlug: cat.slug, title: "Tunic", status: "BACKLOG" });
    await a
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ status: "COMPLETED" })
      .expect(200);
    const custom = await buildGame(app, a, { title: "My Homebrew", status: "BACKLOG" });

    const all = (await feed(b)).items.filter((i) => i.actor.id === a.user.id);
    expect(all.map((i) => i.type)).toEqual(["game_added", "completed", "game_added"]);
    // Others open the catalog's page, never the author's own copy: a game without one has no link.
    expect(all[1]!.game).toMatchObject({ title: "Tunic", slug: cat.slug });
    expect(all[0]!.game).toMatchObject({ title: "My Homebrew", slug: null });
    expect(JSON.stringify(all)).not.toContain(g.id);
    expect(all[1]!.actor).toEqual({
      id: a.user.id,
      username: a.user.username,
      firstName: a.user.firstName,
      lastName: a.user.lastName,
      accountColor: a.user.accountColor,
    });
    // My own events link my own copy.
    expect((await feed(a)).items.find((i) => i.type === "game_added" && i.game?.title === "My Homebrew")?.game?.slug).toBe(custom.slug);

    const completions = (await feed(b, "?filter=completions")).items;
    expect(completions[0]).toMatchObject({ type: "completed", actor: { id: a.user.id } });
    expect(completions.every((i) => i.type === "completed")).toBe(true);
    expect((await get<ActivityPage>(b, "/api/community/completions")).items[0]).toMatchObject({ type: "completed", game: { title: "Tunic" } });

    const after = await get<CommunityStats>(b, "/api/community/stats");
    expect(after.totalGames).toBe(before.totalGames + 2);
    expect(after.totalUsers).toBe(before.totalUsers);
    expect(after.activeUsers).toBeGreaterThanOrEqual(1);
    await buildReview(app, a, { gameId: g.id });
    expect((await get<CommunityStats>(b, "/api/community/stats")).totalReviews).toBe(after.totalReviews + 1);

    // The games count (kept per user by the library's triggers) agrees with counting the games themselves.
    await a.auth(request(app).delete(`/api/games/${custom.id}`)).expect(204);
    const [counted] = await db.prisma.$queryRaw<{ games: number }[]>`
      SELECT count(*)::int AS "games" FROM "library_games" g JOIN "users" u ON u."id" = g."userId"
      WHERE u."profileVisibility" = 'PUBLIC' AND u."showActivity" AND u."showPlaying"`;
    const last = await get<CommunityStats>(b, "/api/community/stats");
    expect(last.totalGames).toBe(after.totalGames - 1);
    expect(last.totalGames).toBe(counted?.games);
  });

  it("filters, sorts oldest first, pages, and scopes to the people I follow", async () => {
    const [a, b, c] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await buildGame(app, a, { title: "First", status: "BACKLOG" });
    await buildGame(app, c, { title: "Unfollowed" });
    await buildGame(app, a, { title: "Second", status: "ABANDONED" });
    await follow(b, a);
    const following = (await feed(b, "?scope=following")).items;
    // A game added as Abandoned records what the player did: its addition and its abandonment (issue 26).
    expect(following.map((i) => `${i.type} ${i.game?.title}`)).toEqual(["abandoned Second", "game_added Second", "game_added First"]);
    const oldest = await feed(b, "?scope=following&sortBy=oldest&limit=1");
    expect(oldest.items.map((i) => i.game?.title)).toEqual(["First"]);
    const next = await feed(b, `?scope=following&sortBy=oldest&limit=1&cursor=${oldest.nextCursor}`);
    expect(next.items.map((i) => i.game?.title)).toEqual(["Second"]);
    expect((await feed(b, "?scope=following&filter=abandoned")).items.map((i) => i.game?.title)).toEqual(["Second"]);
    expect((await feed(b, "?filter=started")).items.every((i) => i.type === "started")).toBe(true);
  });

  it("never shows journal events, even the viewer's own", async () => {
    const u = await buildUser(app);
    await u.auth(request(app).post("/api/journal")).send({ content: "Secret thoughts", date: "2026-05-01" }).expect(201);
    const page = await get<ActivityPage>(u, "/api/activity");
    expect(page.items[0]?.type).toBe("journal_written");
    expect((await feed(u)).items.some((i) => i.type === "journal_written")).toBe(false);
    expect(JSON.stringify(await feed(u))).not.toContain("Secret thoughts");
  });

  it("top reviews come by likes", async () => {
    const [a, b, c] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const liked = await buildReview(app, a, { game: { title: "Liked" } });
    for (const u of [b, c]) await u.auth(request(app).post(`/api/reviews/${liked.id}/like`)).expect(200);
    const top = await get<CommunityReview[]>(b, "/api/community/reviews");
    expect(top[0]).toMatchObject({ id: liked.id, likeCount: 2, gameTitle: "Liked", author: { id: a.user.id } });
    expect(top.length).toBeLessThanOrEqual(3);
  });
});

type Setting = "public" | "private" | "activity hidden" | "playing hidden";
type Who = "owner" | "follower" | "stranger" | "blocked";
const SETTINGS: Record<Setting, { profileVisibility: string; showActivity: boolean; showPlaying: boolean }> = {
  public: { profileVisibility: "PUBLIC", showActivity: true, showPlaying: true },
  private: { profileVisibility: "PRIVATE", showActivity: true, showPlaying: true },
  "activity hidden": { profileVisibility: "PUBLIC", showActivity: false, showPlaying: true },
  "playing hidden": { profileVisibility: "PUBLIC", showActivity: true, showPlaying: false },
};

/** What each viewer sees of the owner's things: [feed (all), feed (following), completions, playing, reviews]. */
const EXPECTED: Record<Setting, Record<Who, [boolean, boolean, boolean, boolean, boolean]>> = {
  public: {
    owner: [true, false, true, true, true],
    follower: [true, true, true, true, true],
    stranger: [true, false, true, true, true],
    blocked: [false, false, false, false, false],
  },
  private: {
    owner: [true, false, true, true, true],
    follower: [false, false, false, false, true],
    stranger: [false, false, false, false, true],
    blocked: [false, false, false, false, false],
  },
  "activity hidden": {
    owner: [true, false, true, true, true],
    follower: [false, false, false, true, true],
    stranger: [false, false, false, true, true],
    blocked: [false, false, false, false, false],
  },
  "playing hidden": {
    owner: [true, false, true, true, true],
    follower: [true, true, true, false, true],
    stranger: [true, false, true, false, true],
    blocked: [false, false, false, false, false],
  },
};

describe("privacy matrix", async () => {
  const cast = { owner: await buildUser(app), follower: await buildUser(app), stranger: await buildUser(app), blocked: await buildUser(app) };
  const { owner } = cast;
  const done = await buildGame(app, owner, { title: "Owner Done", status: "COMPLETED" });
  await buildGame(app, owner, { title: "Owner Playing", status: "IN_PROGRESS" });
  const review = await buildReview(app, owner, { gameId: done.id, body: { comment: "Owner's words" } });
  await follow(cast.follower, owner);
  await follow(cast.blocked, owner);
  await db.prisma.block.create({ data: { blockerId: owner.user.id, blockedId: cast.blocked.user.id } });
  const emails = Object.values(cast).map((u) => u.input.email);

  const seen = async (viewer: TestUser) => {
    const mineOf = <T extends { actor?: { id: string }; user?: { id: string }; author?: { id: string } }>(list: T[]) =>
      list.some((i) => (i.actor ?? i.user ?? i.author)?.id === owner.user.id);
    const answers = [
      await feed(viewer, "?limit=50"),
      await feed(viewer, "?scope=following&limit=50"),
      await get<ActivityPage>(viewer, "/api/community/completions"),
      await get<CurrentlyPlayingItem[]>(viewer, "/api/community/currently-playing"),
      await get<CommunityReview[]>(viewer, "/api/community/reviews"),
      await get<CommunityStats>(viewer, "/api/community/stats"),
    ] as const;
    for (const a of answers) for (const e of emails) expect(JSON.stringify(a)).not.toContain(e);
    const [all, following, completions, playing, reviews] = answers;
    return [mineOf(all.items), mineOf(following.items), mineOf(completions.items), mineOf(playing), reviews.some((r) => r.id === review.id)];
  };

  for (const setting of Object.keys(SETTINGS) as Setting[]) {
    it.each(Object.keys(cast) as Who[])(`%s, when the owner's profile is ${setting}`, async (who) => {
      await db.prisma.user.update({ where: { id: owner.user.id }, data: SETTINGS[setting] });
      expect(await seen(cast[who])).toEqual(EXPECTED[setting][who]);
    });
  }

  it("a block either way hides the other: the blocked user's own things are hidden from the owner too", async () => {
    await db.prisma.user.update({ where: { id: owner.user.id }, data: SETTINGS.public });
    await buildGame(app, cast.blocked, { title: "Blocked Playing" });
    const ownerSees = await get<CurrentlyPlayingItem[]>(owner, "/api/community/currently-playing");
    expect(ownerSees.some((i) => i.user.id === cast.blocked.user.id)).toBe(false);
    expect((await feed(owner, "?limit=50")).items.some((i) => i.actor.id === cast.blocked.user.id)).toBe(false);
    // Following someone blocked shows nothing of theirs in Following either.
    await follow(owner, cast.blocked);
    expect((await feed(owner, "?scope=following")).items).toEqual([]);
  });

  it("a follow of someone the viewer blocked is not shown", async () => {
    await follow(cast.stranger, cast.blocked);
    await db.prisma
      .$executeRaw`INSERT INTO "activity_events" ("actorId", "type", "subjectUserId") VALUES (${cast.stranger.user.id}::uuid, 'user_followed', ${cast.blocked.user.id}::uuid)`;
    const follows = (u: TestUser) =>
      feed(u, "?limit=50").then((p) => p.items.filter((i) => i.type === "user_followed" && i.actor.id === cast.stranger.user.id));
    expect((await follows(cast.follower)).map((i) => i.subject?.id)).toEqual([cast.blocked.user.id]);
    expect(await follows(owner)).toEqual([]);
  });
});
