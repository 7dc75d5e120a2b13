// /api/notifications: the inbox, its unread count, marking read and the per-kind switches. Who may ask
// (401), the field a refusal names (400), another user's notifications (never shown, never marked), what a
// follow and a like write and their undo takes back, the privacy of a liker's name, and blocks.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { NOTIFICATIONS_PAGE_SIZE, type NotificationPage, type NotificationSettings, type UnreadNotifications } from "@savepoint/common";
import { buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";

const { app, db } = await setupFile();

const inbox = async (u: TestUser, cursor?: string) =>
  bodyOf<NotificationPage>(
    await u
      .auth(request(app).get("/api/notifications"))
      .query(cursor ? { cursor } : {})
      .expect(200),
  );
const unread = async (u: TestUser) => bodyOf<UnreadNotifications>(await u.auth(request(app).get("/api/notifications/unread-count")).expect(200)).unread;
const markRead = (u: TestUser, ids: unknown) => u.auth(request(app).post("/api/notifications/read")).send({ ids });
const follow = (u: TestUser, other: TestUser) => u.auth(request(app).post(`/api/users/${other.user.username}/follow`)).expect(200);
const unfollow = (u: TestUser, other: TestUser) => u.auth(request(app).delete(`/api/users/${other.user.username}/follow`)).expect(200);
const block = (u: TestUser, other: TestUser) => u.auth(request(app).post(`/api/users/${other.user.username}/block`)).expect(200);
const like = (u: TestUser, reviewId: string) => u.auth(request(app).post(`/api/reviews/${reviewId}/like`)).expect((r) => expect(r.status).toBeLessThan(300));
const unlike = (u: TestUser, reviewId: string) => u.auth(request(app).delete(`/api/reviews/${reviewId}/like`)).expect(200);
const setSettings = (u: TestUser, body: object) => u.auth(request(app).put("/api/notifications/settings")).send(body);
const ALL_ON: NotificationSettings = { new_follower: true, review_liked: true, report_decided: true, review_removed: true };

describe("every notifications route", () => {
  it.each([
    ["get", "/api/notifications"],
    ["get", "/api/notifications/unread-count"],
    ["post", "/api/notifications/read"],
    ["get", "/api/notifications/settings"],
    ["put", "/api/notifications/settings"],
  ] as const)("%s %s answers 401 without a session", async (method, path) => {
    const res = await request(app)[method](path).send({});
    expect(res.status).toBe(401);
    expect(errorOf(res).code).toBe("unauthenticated");
  });
});

describe("a new follower", () => {
  it("is in the followee's inbox, counted unread until marked read, and read back as read", async () => {
    const [ada, bo] = [await buildUser(app), await buildUser(app)];
    expect(await unread(ada)).toBe(0);
    await follow(bo, ada);
    expect(await unread(ada)).toBe(1);
    const [item] = (await inbox(ada)).items;
    expect(item).toMatchObject({ kind: "new_follower", actor: { username: bo.user.username }, game: null, read: false });
    expect(JSON.stringify(item)).not.toContain(bo.user.email);
    expect(bodyOf<UnreadNotifications>(await markRead(ada, [item!.id]).expect(200))).toEqual({ unread: 0 });
    expect(await unread(ada)).toBe(0);
    expect((await inbox(ada)).items[0]).toMatchObject({ id: item!.id, read: true });
    // Following again writes nothing new: the follow exists.
    await follow(bo, ada);
    expect((await inbox(ada)).items).toHaveLength(1);
  });

  it("is taken back by an unfollow while unread, and kept once read", async () => {
    const [ada, bo, cy] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await follow(bo, ada);
    await unfollow(bo, ada);
    expect(await unread(ada)).toBe(0);
    expect((await inbox(ada)).items).toEqual([]);
    await follow(cy, ada);
    await markRead(ada, [(await inbox(ada)).items[0]!.id]).expect(200);
    await unfollow(cy, ada);
    expect((await inbox(ada)).items).toHaveLength(1);
  });
});

describe("a like on my review", () => {
  it("names the liker while their profile is public, 'someone' once it is private, and links my review", async () => {
    const [ada, bo] = [await buildUser(app), await buildUser(app)];
    const review = await buildReview(app, ada);
    await like(bo, review.id);
    const [item] = (await inbox(ada)).items;
    expect(item).toMatchObject({
      kind: "review_liked",
      reviewId: review.id,
      actor: { username: bo.user.username },
      game: { title: review.gameTitle, slug: review.gameSlug },
    });
    await bo.auth(request(app).put("/api/profile/privacy")).send({ profileVisibility: "PRIVATE" }).expect(200);
    const [hidden] = (await inbox(ada)).items;
    expect(hidden!.actor).toBeNull();
    expect(JSON.stringify(hidden)).not.toContain(bo.user.username);
  });

  it("is taken back by an unlike while unread, and goes with the review", async () => {
    const [ada, bo, cy] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const review = await buildReview(app, ada);
    await like(bo, review.id);
    await unlike(bo, review.id);
    expect(await unread(ada)).toBe(0);
    await like(cy, review.id);
    expect(await unread(ada)).toBe(1);
    await ada.auth(request(app).delete(`/api/reviews/${review.id}`)).expect(204);
    expect(await unread(ada)).toBe(0);
    expect((await inbox(ada)).items).toEqual([]);
  });
});

describe("blocks", () => {
  it("a block made later removes what each was told about the other; none is written while it stands", async () => {
    const [ada, bo, cy] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const review = await buildReview(app, ada);
    await follow(bo, ada);
    await like(bo, review.id);
    await follow(cy, ada);
    await follow(ada, bo);
    await block(ada, bo);
    expect((await inbox(ada)).items.map((n) => n.actor?.username)).toEqual([cy.user.username]);
    expect((await inbox(bo)).items).toEqual([]);
    expect(await unread(ada)).toBe(1);
    // The blocked user cannot follow or like meanwhile; a write that gets past the app (an import) is refused too.
    await db.prisma.follow.create({ data: { followerId: bo.user.id, followeeId: ada.user.id } });
    await db.prisma.reviewLike.delete({ where: { reviewId_userId: { reviewId: review.id, userId: bo.user.id } } });
    await db.prisma.reviewLike.create({ data: { reviewId: review.id, userId: bo.user.id } });
    expect(await unread(ada)).toBe(1);
  });
});

describe("POST /api/notifications/read", () => {
  it("names the field of a bad list, and never marks another user's notifications", async () => {
    const [ada, bo, cy] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    expectIssue((await markRead(ada, []).expect(400)).body, "ids");
    expectIssue((await markRead(ada, ["not-an-id"]).expect(400)).body, "ids.0");
    expectIssue((await markRead(ada, "all").expect(400)).body, "ids");
    await follow(bo, cy);
    const theirs = (await inbox(cy)).items[0]!.id;
    expect(bodyOf<UnreadNotifications>(await markRead(ada, [theirs]).expect(200))).toEqual({ unread: 0 });
    expect(await unread(cy)).toBe(1);
    expect((await inbox(ada)).items).toEqual([]);
  });
});

describe("GET /api/notifications", () => {
  it("pages newest first and names a bad cursor", async () => {
    const ada = await buildUser(app);
    const followers = await Promise.all(Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 2 }, () => buildUser(app)));
    for (const f of followers) await follow(f, ada);
    const first = await inbox(ada);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    const second = await inbox(ada, first.nextCursor!);
    expect(second.nextCursor).toBeNull();
    const names = [...first.items, ...second.items].map((n) => n.actor!.username);
    expect(new Set(names).size).toBe(followers.length);
    expect(names[0]).toBe(followers[followers.length - 1]!.user.username);
    expectIssue((await ada.auth(request(app).get("/api/notifications")).query({ cursor: "bm9wZQ" }).expect(400)).body, "cursor");
  });
});

describe("the settings", () => {
  it("start all on, name the field of a bad value, and a kind switched off writes nothing", async () => {
    const [ada, bo] = [await buildUser(app), await buildUser(app)];
    expect(bodyOf(await ada.auth(request(app).get("/api/notifications/settings")).expect(200))).toEqual(ALL_ON);
    expectIssue((await setSettings(ada, { ...ALL_ON, new_follower: "no" }).expect(400)).body, "new_follower");
    expectIssue((await setSettings(ada, { new_follower: false }).expect(400)).body, "review_liked");
    const off = { ...ALL_ON, new_follower: false };
    expect(bodyOf(await setSettings(ada, off).expect(200))).toEqual(off);
    expect(bodyOf(await ada.auth(request(app).get("/api/notifications/settings")).expect(200))).toEqual(off);
    expect(bodyOf(await bo.auth(request(app).get("/api/notifications/settings")).expect(200))).toEqual(ALL_ON);
    await follow(bo, ada);
    expect(await unread(ada)).toBe(0);
    await setSettings(ada, ALL_ON).expect(200);
    await unfollow(bo, ada);
    await follow(bo, ada);
    expect(await unread(ada)).toBe(1);
  });
});
