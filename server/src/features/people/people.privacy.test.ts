// The privacy matrix: what the owner, a follower, a stranger, a blocked user and an anonymous caller
// each get of a profile that is public, private, hides its activity or hides what it plays, from the
// profile routes and from the rules other features read (visibleActorsSql, visiblePlayersSql). No
// answer carries another user's email or a password hash.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { OpenProfile, PeoplePage, PrivacySettingsInput, PublicProfile } from "@savepoint/common";
import { buildGame, buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { type Prisma } from "../../generated/prisma/client.ts";
import { audienceVersion, createPeopleService, visibleActorsSql, visiblePlayersSql, visibleUsersSql } from "./index.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app, db } = await setupFile({ now: clock.now });

type Viewer = "owner" | "follower" | "stranger" | "blocked" | "anonymous";
type Setting = "public" | "private" | "activityHidden" | "playingHidden";

const SETTINGS: Record<Setting, PrivacySettingsInput> = {
  public: {},
  private: { profileVisibility: "PRIVATE" },
  activityHidden: { showActivity: false },
  playingHidden: { showPlaying: false },
};

/** What a viewer gets: the profile's kind, whether playing is listed, and the audience rules' answers. */
interface Seen {
  profile: 401 | 404 | "open" | "private";
  playing?: boolean;
  lists: 401 | 404 | 200;
  inFeed: boolean;
  playingShown: boolean;
}

const open = (playing: boolean, inFeed: boolean): Seen => ({ profile: "open", playing, lists: 200, inFeed, playingShown: playing });
const hidden: Seen = { profile: "private", lists: 404, inFeed: false, playingShown: false };
const blocked: Seen = { profile: 404, lists: 404, inFeed: false, playingShown: false };
const anonymous: Seen = { profile: 401, lists: 401, inFeed: false, playingShown: false };
const owner = open(true, true);

const EXPECTED: Record<Setting, Record<Viewer, Seen>> = {
  public: { owner, follower: open(true, true), stranger: open(true, true), blocked, anonymous },
  private: { owner, follower: hidden, stranger: hidden, blocked, anonymous },
  activityHidden: { owner, follower: open(true, false), stranger: open(true, false), blocked, anonymous },
  playingHidden: { owner, follower: open(false, true), stranger: open(false, true), blocked, anonymous },
};

/** A user with a bio, a game in progress, a completed and reviewed one, a follower, a stranger and a blocked user. */
async function cast(setting: Setting) {
  const subject = await buildUser(app);
  await subject
    .auth(request(app).put("/api/profile"))
    .send({ firstName: "Sam", lastName: "Subject", username: subject.user.username, bio: "Secret bio" })
    .expect(200);
  await buildGame(app, subject, { title: "Playing Now", status: "IN_PROGRESS", genres: ["Puzzle"] });
  await buildReview(app, subject, { game: { title: "Finished One" }, body: { comment: "Subject's review" } });
  const follower = await buildUser(app);
  await follower.auth(request(app).post(`/api/users/${subject.user.username}/follow`)).expect(200);
  const stranger = await buildUser(app);
  const blockedUser = await buildUser(app);
  await subject.auth(request(app).post(`/api/users/${blockedUser.user.username}/block`)).expect(200);
  await subject.auth(request(app).put("/api/profile/privacy")).send(SETTINGS[setting]).expect(200);
  const viewers: Record<Exclude<Viewer, "anonymous">, TestUser> = { owner: subject, follower, stranger, blocked: blockedUser };
  return { subject, viewers };
}

const inSet = async (sql: Prisma.Sql, id: string) => {
  const rows = await db.prisma.$queryRaw<{ id: string }[]>`SELECT x."id"::text AS "id" FROM (${sql}) x WHERE x."id" = ${id}::uuid`;
  return rows.length === 1;
};

describe.each(Object.keys(EXPECTED) as Setting[])("a %s profile", (setting) => {
  it.each(Object.keys(EXPECTED[setting]) as Viewer[])("as seen by %s", async (viewer) => {
    const { subject, viewers } = await cast(setting);
    const want = EXPECTED[setting][viewer];
    const who = viewer === "anonymous" ? undefined : viewers[viewer];
    const send = (path: string) => (who ? who.auth(request(app).get(path)) : request(app).get(path));
    const texts: string[] = [];

    const res = await send(`/api/users/${subject.user.username}`);
    texts.push(res.text);
    if (typeof want.profile === "number") {
      expect(res.status).toBe(want.profile);
    } else {
      expect(res.status).toBe(200);
      const body = res.body as PublicProfile;
      if (want.profile === "private") {
        expect(body).toEqual({
          private: true,
          username: subject.user.username,
          firstName: "Sam",
          lastName: "Subject",
          accountColor: subject.user.accountColor,
          me: false,
          relationship: { following: viewer === "follower", followsYou: false, blocking: false },
        });
        expect(res.text).not.toContain("Secret bio");
        expect(res.text).not.toContain("Playing Now");
        expect(res.text).not.toContain("Subject's review");
      } else {
        const p = body as OpenProfile;
        expect(p).toMatchObject({ private: false, me: viewer === "owner", bio: "Secret bio", stats: { games: 2, completed: 1, playing: 1, reviews: 1 } });
        expect(p.currentlyPlaying === null ? null : p.currentlyPlaying.map((g) => g.title)).toEqual(want.playing ? ["Playing Now"] : null);
        expect(p.recentCompletions.map((g) => g.title)).toEqual(["Finished One"]);
        // a game of the owner's making: its library address only on the owner's own profile
        expect(p.recentCompletions[0]!.slug === null).toBe(viewer !== "owner");
        expect(p.recentReviews[0]!.gameSlug === null).toBe(viewer !== "owner");
        expect(p.recentReviews.map((r) => r.comment)).toEqual(["Subject's review"]);
        expect(p.tasteMatch === null).toBe(viewer === "owner");
      }
    }
    for (const side of ["followers", "following"]) {
      const list = await send(`/api/users/${subject.user.username}/${side}`);
      texts.push(list.text);
      expect(list.status).toBe(want.lists);
      if (list.status === 200 && side === "followers") expect((list.body as PeoplePage).items.map((i) => i.id)).toEqual([viewers.follower.user.id]);
    }
    if (who) {
      expect(await inSet(visibleActorsSql(who.user.id), subject.user.id)).toBe(want.inFeed);
      expect(await inSet(visiblePlayersSql(who.user.id), subject.user.id)).toBe(want.playingShown);
      expect(await inSet(visibleUsersSql(who.user.id, "profile"), subject.user.id)).toBe(want.profile === "open");
    }
    const all = texts.join("\n");
    for (const u of [subject, ...Object.values(viewers)]) if (u !== who) expect(all).not.toContain(u.input.email);
    expect(all).not.toMatch(/passwordHash|\$2[aby]\$/);
  });
});

describe("the face other features read", () => {
  it("audienceOf and hiddenUsers list follows and blocks either way", async () => {
    const people = createPeopleService({ prisma: db.prisma });
    const [me, followed, blocker, blockedByMe] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
    await me.auth(request(app).post(`/api/users/${followed.user.username}/follow`)).expect(200);
    await blocker.auth(request(app).post(`/api/users/${me.user.username}/block`)).expect(200);
    await me.auth(request(app).post(`/api/users/${blockedByMe.user.username}/block`)).expect(200);
    const audience = await people.audienceOf(me.user.id);
    expect([...audience.following]).toEqual([followed.user.id]);
    expect([...audience.hidden].sort()).toEqual([blocker.user.id, blockedByMe.user.id].sort());
    expect([...(await people.hiddenUsers(me.user.id))].sort()).toEqual([blocker.user.id, blockedByMe.user.id].sort());
  });
});

describe("the audience version", () => {
  it("grows with every change of who counts, by any writer, and not with other profile edits", async () => {
    const u = await buildUser(app);
    const at = () => audienceVersion(db.prisma);
    const before = await at();
    await u.auth(request(app).put("/api/profile/privacy")).send({ showPlaying: false }).expect(200);
    expect(await at()).toBe(before + 1);
    // The same setting again changes nothing; a bio is not who counts.
    await u.auth(request(app).put("/api/profile/privacy")).send({ showPlaying: false }).expect(200);
    await u.auth(request(app).put("/api/profile")).send({ firstName: "Ann", lastName: "Lee", username: u.user.username, bio: "Hello" }).expect(200);
    expect(await at()).toBe(before + 1);
    // Written straight to the table (another process, an import): the database counts it too.
    await db.prisma.user.update({ where: { id: u.user.id }, data: { profileVisibility: "PRIVATE", showActivity: false } });
    expect(await at()).toBe(before + 2);
  });
});
