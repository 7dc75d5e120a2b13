// Notifications under concurrency: many followers and likers at once write exactly one notification each,
// a repeated follow or like in parallel writes one, and parallel mark-reads agree on the count.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { NotificationPage, UnreadNotifications } from "@savepoint/common";
import { buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";

const { app, db } = await setupFile();
const unread = async (u: TestUser) => bodyOf<UnreadNotifications>(await u.auth(request(app).get("/api/notifications/unread-count")).expect(200)).unread;
const everything = async (u: TestUser) => {
  const items: NotificationPage["items"] = [];
  let cursor: string | null = null;
  do {
    const page: NotificationPage = bodyOf<NotificationPage>(
      await u
        .auth(request(app).get("/api/notifications"))
        .query(cursor ? { cursor } : {})
        .expect(200),
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
};

describe("notifications under concurrency", () => {
  it("many parallel follows and likes, each sent twice, write one notification each", async () => {
    const ada = await buildUser(app);
    const review = await buildReview(app, ada);
    const others = await Promise.all(Array.from({ length: 12 }, () => buildUser(app)));
    await Promise.all(
      others.flatMap((o) => [
        o.auth(request(app).post(`/api/users/${ada.user.username}/follow`)).expect(200),
        o.auth(request(app).post(`/api/users/${ada.user.username}/follow`)).expect(200),
        o.auth(request(app).post(`/api/reviews/${review.id}/like`)).expect((r) => expect(r.status).toBeLessThan(300)),
        o.auth(request(app).post(`/api/reviews/${review.id}/like`)).expect((r) => expect(r.status).toBeLessThan(300)),
      ]),
    );
    const items = await everything(ada);
    const key = (n: (typeof items)[number]) => `${n.kind}:${n.actor?.username}`;
    expect(items).toHaveLength(others.length * 2);
    expect(new Set(items.map(key)).size).toBe(others.length * 2);
    expect(await unread(ada)).toBe(others.length * 2);

    // Parallel mark-reads of overlapping halves: every one answers, and none is left unread.
    const ids = items.map((n) => n.id);
    const answers = await Promise.all(
      [ids.slice(0, 16), ids.slice(8), ids.slice(0, 16), ids].map(async (part) =>
        bodyOf<UnreadNotifications>(await ada.auth(request(app).post("/api/notifications/read")).send({ ids: part }).expect(200)),
      ),
    );
    for (const a of answers) expect(a.unread).toBeGreaterThanOrEqual(0);
    expect(await unread(ada)).toBe(0);
    expect((await everything(ada)).every((n) => n.read)).toBe(true);
  });

  it("a follow and an unfollow racing leave an unread notification exactly when the follow stands", async () => {
    const ada = await buildUser(app);
    const others = await Promise.all(Array.from({ length: 10 }, () => buildUser(app)));
    await Promise.all(
      others.flatMap((o) => [
        o.auth(request(app).post(`/api/users/${ada.user.username}/follow`)).expect(200),
        o.auth(request(app).delete(`/api/users/${ada.user.username}/follow`)).expect(200),
      ]),
    );
    const standing = await db.prisma.follow.findMany({ where: { followeeId: ada.user.id }, select: { followerId: true } });
    const told = await db.prisma.notification.findMany({ where: { recipientId: ada.user.id, readAt: null }, select: { actorId: true } });
    expect(told.map((n) => n.actorId).sort()).toEqual(standing.map((f) => f.followerId).sort());
    expect(await unread(ada)).toBe(standing.length);
  });
});
