// /api/users: search, follows and blocks (idempotent, their effects read back), follow lists in pages,
// suggestions, and the answers for an unknown user, a bad cursor and no session.
import request from "supertest";
import { describe, expect, it } from "vitest";
import {
  PEOPLE_PAGE_SIZE,
  PEOPLE_TEXTS,
  type BlockedUsersDto,
  type FollowState,
  type OpenProfile,
  type PeoplePage,
  type SuggestionDto,
} from "@savepoint/common";
import { buildCatalogGame, buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";
import { suggestedUsers } from "./people.queries.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app, db } = await setupFile({ now: clock.now });

const get = async <T>(u: TestUser, path: string) => bodyOf<T>(await u.auth(request(app).get(path)).expect(200));
const change = (u: TestUser, method: "post" | "delete", what: "follow" | "block", username: string) =>
  u.auth(request(app)[method](`/api/users/${username}/${what}`));
const follow = (u: TestUser, them: TestUser) => change(u, "post", "follow", them.user.username).expect(200);
const names = (p: PeoplePage) => p.items.map((i) => i.username);

describe("no session, unknown users", () => {
  it("answers 401 on every route without a session", async () => {
    const them = await buildUser(app);
    const n = them.user.username;
    for (const path of ["/api/users?q=ada", "/api/users/suggestions", `/api/users/${n}`, `/api/users/${n}/followers`, `/api/users/${n}/following`]) {
      await request(app).get(path).expect(401);
    }
    for (const what of ["follow", "block"]) {
      await request(app).post(`/api/users/${n}/${what}`).expect(401);
      await request(app).delete(`/api/users/${n}/${what}`).expect(401);
    }
  });

  it("answers 404 User not found for an unknown username on every route", async () => {
    const me = await buildUser(app);
    const res = await me.auth(request(app).get("/api/users/nobody_by_this_name")).expect(404);
    expect(errorOf(res).message).toBe(PEOPLE_TEXTS.userNotFound);
    for (const path of ["followers", "following"]) await me.auth(request(app).get(`/api/users/nobody_by_this_name/${path}`)).expect(404);
    for (const what of ["follow", "block"] as const) {
      await change(me, "post", what, "nobody_by_this_name").expect(404);
      await change(me, "delete", what, "nobody_by_this_name").expect(404);
    }
  });
});

describe("GET /api/users?q=", () => {
  it("finds users by username or name in any case, not me, pages by username", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const me = await buildUser(app, { username: `${tag}_me` });
    const found: TestUser[] = [];
    for (let i = 0; i < PEOPLE_PAGE_SIZE + 2; i++) found.push(await buildUser(app, { username: `${tag}_${String(i).padStart(2, "0")}` }));
    const byName = await buildUser(app, { firstName: `Name${tag}`, lastName: "Person", username: `zzzz${tag}` });
    const first = await get<PeoplePage>(me, `/api/users?q=${tag.toUpperCase()}`);
    expect(names(first)).toEqual(found.slice(0, PEOPLE_PAGE_SIZE).map((u) => u.user.username));
    const second = await get<PeoplePage>(me, `/api/users?q=${tag}&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual([...found.slice(PEOPLE_PAGE_SIZE).map((u) => u.user.username), byName.user.username]);
    expect(second.nextCursor).toBeNull();
    expect(names(await get<PeoplePage>(me, `/api/users?q=${encodeURIComponent(`name${tag} per`)}`))).toEqual([byName.user.username]);
    // LIKE wildcards are plain characters
    expect((await get<PeoplePage>(me, `/api/users?q=${encodeURIComponent("%")}`)).items).toEqual([]);
    expect(JSON.stringify(first)).not.toContain("@example.test");
  });

  it("leaves out users I blocked and users who blocked me", async () => {
    const tag = `zb${Date.now().toString(36)}`;
    const [me, blocked, blocker, plain] = [
      await buildUser(app),
      await buildUser(app, { username: `${tag}_a` }),
      await buildUser(app, { username: `${tag}_b` }),
      await buildUser(app, { username: `${tag}_c` }),
    ];
    await change(me, "post", "block", blocked.user.username).expect(200);
    await change(blocker, "post", "block", me.user.username).expect(200);
    expect(names(await get<PeoplePage>(me, `/api/users?q=${tag}`))).toEqual([plain.user.username]);
  });

  it("answers 400 on q and cursor", async () => {
    const me = await buildUser(app);
    expectIssue((await me.auth(request(app).get("/api/users")).expect(400)).body, "q");
    expectIssue((await me.auth(request(app).get("/api/users?q=%20")).expect(400)).body, "q");
    expectIssue((await me.auth(request(app).get(`/api/users?q=a&cursor=${Buffer.from("[1]").toString("base64url")}`)).expect(400)).body, "cursor");
  });
});

describe("follow and unfollow", () => {
  it("is idempotent, counts, lists newest first in pages, and shows on the profile", async () => {
    const star = await buildUser(app);
    const fans: TestUser[] = [];
    for (let i = 0; i < PEOPLE_PAGE_SIZE + 1; i++) {
      const fan = await buildUser(app);
      const state = bodyOf<FollowState>(await follow(fan, star));
      expect(state).toMatchObject({ username: star.user.username, following: true, followsYou: false, blocking: false, followers: i + 1 });
      fans.push(fan);
      clock.advance(1000);
    }
    expect((await follow(fans[0]!, star)).body).toMatchObject({ following: true, followers: fans.length });
    await follow(star, fans[0]!);
    const first = await get<PeoplePage>(fans[0]!, `/api/users/${star.user.username}/followers`);
    expect(names(first)).toEqual(
      fans
        .slice(1)
        .reverse()
        .map((f) => f.user.username),
    );
    const rest = await get<PeoplePage>(fans[0]!, `/api/users/${star.user.username}/followers?cursor=${first.nextCursor}`);
    expect(rest.items).toEqual([expect.objectContaining({ username: fans[0]!.user.username, following: false, followsYou: false })]);
    expect(rest.nextCursor).toBeNull();
    expect(names(await get<PeoplePage>(fans[0]!, `/api/users/${star.user.username}/following`))).toEqual([fans[0]!.user.username]);
    const profile = await get<OpenProfile>(fans[0]!, `/api/users/${star.user.username.toUpperCase()}`);
    expect(profile).toMatchObject({ counts: { followers: fans.length, following: 1 }, relationship: { following: true, followsYou: true, blocking: false } });

    const off = bodyOf<FollowState>(await change(fans[1]!, "delete", "follow", star.user.username).expect(200));
    expect(off).toMatchObject({ following: false, followers: fans.length - 1 });
    expect(bodyOf<FollowState>(await change(fans[1]!, "delete", "follow", star.user.username).expect(200))).toMatchObject({ following: false });
  });

  it("refuses following myself (400) and a user who blocked me (404)", async () => {
    const me = await buildUser(app);
    expectIssue((await change(me, "post", "follow", me.user.username).expect(400)).body, "username");
    expect(errorOf(await change(me, "post", "follow", me.user.username)).details?.issues?.[0]?.message).toBe(PEOPLE_TEXTS.followSelf);
    const blocker = await buildUser(app);
    await change(blocker, "post", "block", me.user.username).expect(200);
    await change(me, "post", "follow", blocker.user.username).expect(404);
    expect(await db.prisma.follow.count({ where: { followerId: me.user.id } })).toBe(0);
  });
});

describe("block and unblock", () => {
  it("removes follows both ways, hides each from the other, and can be undone", async () => {
    const [me, them] = [await buildUser(app), await buildUser(app)];
    await follow(me, them);
    await follow(them, me);
    const state = bodyOf<FollowState>(await change(me, "post", "block", them.user.username).expect(200));
    expect(state).toMatchObject({ following: false, followsYou: false, blocking: true, followers: null });
    expect(await db.prisma.follow.count({ where: { OR: [{ followerId: me.user.id }, { followerId: them.user.id }] } })).toBe(0);
    await change(me, "post", "block", them.user.username).expect(200);
    await me.auth(request(app).get(`/api/users/${them.user.username}`)).expect(404);
    await them.auth(request(app).get(`/api/users/${me.user.username}`)).expect(404);
    await them.auth(request(app).get(`/api/users/${me.user.username}/followers`)).expect(404);
    await change(them, "post", "follow", me.user.username).expect(404);
    expectIssue((await change(me, "post", "block", me.user.username).expect(400)).body, "username");

    const undone = bodyOf<FollowState>(await change(me, "delete", "block", them.user.username).expect(200));
    expect(undone).toMatchObject({ blocking: false, followers: 0 });
    await change(me, "delete", "block", them.user.username).expect(200);
    await them.auth(request(app).get(`/api/users/${me.user.username}`)).expect(200);
  });

  it("hides a blocked user from follow lists of third users", async () => {
    const [me, them, star] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await follow(them, star);
    await change(them, "post", "block", me.user.username).expect(200);
    expect((await get<PeoplePage>(me, `/api/users/${star.user.username}/followers`)).items).toEqual([]);
  });
});

describe("GET /api/profile/blocks", () => {
  it("answers 401 without a session", async () => {
    await request(app).get("/api/profile/blocks").expect(401);
  });

  it("lists the users I blocked, newest first, never who blocked me, and drops an undone block", async () => {
    const [me, first, second, blocker] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
    expect(await get<BlockedUsersDto>(me, "/api/profile/blocks")).toEqual({ items: [] });
    await change(me, "post", "block", first.user.username).expect(200);
    clock.advance(60_000);
    await change(me, "post", "block", second.user.username).expect(200);
    await change(blocker, "post", "block", me.user.username).expect(200);

    const mine = await get<BlockedUsersDto>(me, "/api/profile/blocks");
    expect(mine.items.map((i) => i.username)).toEqual([second.user.username, first.user.username]);
    expect(mine.items[0]).toMatchObject({ id: second.user.id, firstName: second.user.firstName, blockedAt: expect.any(String) as string });
    expect(JSON.stringify(mine)).not.toContain("@");
    // Another user's list is theirs: the blocker sees only me, the blocked see nothing.
    expect((await get<BlockedUsersDto>(blocker, "/api/profile/blocks")).items.map((i) => i.username)).toEqual([me.user.username]);
    expect((await get<BlockedUsersDto>(first, "/api/profile/blocks")).items).toEqual([]);

    await change(me, "delete", "block", first.user.username).expect(200);
    expect((await get<BlockedUsersDto>(me, "/api/profile/blocks")).items.map((i) => i.username)).toEqual([second.user.username]);
    await me.auth(request(app).get(`/api/users/${first.user.username}`)).expect(200);
  });
});

describe("GET /api/users/suggestions", () => {
  it("ranks public users by catalog games in common, leaving out followed, blocked and private ones", async () => {
    const games = [await buildCatalogGame(db.prisma), await buildCatalogGame(db.prisma), await buildCatalogGame(db.prisma)];
    const owning = async (n: number) => {
      const u = await buildUser(app);
      for (const g of games.slice(0, n)) await buildGame(app, u, { catalogGameId: g.id, title: undefined });
      return u;
    };
    const me = await owning(3);
    const [two, three, one, followed, blocked, hidden] = [await owning(2), await owning(3), await owning(1), await owning(3), await owning(3), await owning(3)];
    await follow(me, followed);
    await change(blocked, "post", "block", me.user.username).expect(200);
    await hidden.auth(request(app).put("/api/profile/privacy")).send({ profileVisibility: "PRIVATE" }).expect(200);
    const page = await get<PeoplePage<SuggestionDto>>(me, "/api/users/suggestions");
    const mine = page.items.filter((i) => [two, three, one, followed, blocked, hidden].some((u) => u.user.id === i.id));
    expect(mine.map((i) => [i.username, i.sharedGames])).toEqual([
      [three.user.username, 3],
      [two.user.username, 2],
      [one.user.username, 1],
    ]);
    expect(page.items.some((i) => i.id === me.user.id)).toBe(false);
  });

  it("looks only at a bounded sample, the viewer's rarest games first, and still counts the page's games in common exactly", async () => {
    const [hit, rare, other] = [await buildCatalogGame(db.prisma), await buildCatalogGame(db.prisma), await buildCatalogGame(db.prisma)];
    const owning = async (gs: { id: number }[]) => {
      const u = await buildUser(app);
      for (const g of gs) await buildGame(app, u, { catalogGameId: g.id, title: undefined });
      return u;
    };
    const me = await owning([hit, rare, other]);
    // Many players of the hit, one of the rare game (who has the hit and the third game too).
    const crowd = [await owning([hit]), await owning([hit]), await owning([hit]), await owning([hit])];
    const kindred = await owning([rare, hit, other]);
    // Looking at one game (the rarest) and two of its players: the hit's crowd is never read, and the
    // one who shares the rare game is found, with all three games in common counted.
    const found = await suggestedUsers(db.prisma, me.user.id, { games: 1, playersPerGame: 2 });
    expect(found.map((f) => [f.username, f.sharedGames])).toEqual([[kindred.user.username, 3]]);
    // Looking at both games, the crowd appears after, one game each (within the sample's two per game).
    const wider = await suggestedUsers(db.prisma, me.user.id, { games: 3, playersPerGame: 2 });
    expect(wider[0]).toMatchObject({ username: kindred.user.username, sharedGames: 3 });
    expect(wider.length).toBeLessThanOrEqual(1 + 2 * 3);
    expect(wider.slice(1).every((f) => f.sharedGames === 1 && crowd.some((c) => c.user.username === f.username))).toBe(true);
  });
});
