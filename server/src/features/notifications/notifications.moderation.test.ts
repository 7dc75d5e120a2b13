// The admin's decisions as notifications: the reporters are told what became of the review (never who
// wrote it or which admin decided), its author that it was removed; a reporter who blocked the author is not
// told, nor one who switched the kind off.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { NotificationPage } from "@savepoint/common";
import { buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";

const { app, db } = await setupFile();
const admin = await buildUser(app);
await db.prisma.user.update({ where: { id: admin.user.id }, data: { isAdmin: true } });

const inbox = async (u: TestUser) => bodyOf<NotificationPage>(await u.auth(request(app).get("/api/notifications")).expect(200)).items;
const report = (u: TestUser, id: string) =>
  u
    .auth(request(app).post(`/api/reviews/${id}/report`))
    .send({ reason: "spam" })
    .expect(201);

describe("an admin's decision", () => {
  it("to remove a review tells its author and each reporter, naming neither the admin nor the author", async () => {
    const [author, r1, r2, r3] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
    const review = await buildReview(app, author);
    for (const r of [r1, r2, r3]) await report(r, review.id);
    await r2.auth(request(app).post(`/api/users/${author.user.username}/block`)).expect(200);
    await r3
      .auth(request(app).put("/api/notifications/settings"))
      .send({ new_follower: true, review_liked: true, report_decided: false, review_removed: true })
      .expect(200);
    await admin.auth(request(app).delete(`/api/admin/reviews/${review.id}`)).expect(204);

    const [told] = await inbox(r1);
    expect(told).toMatchObject({ kind: "report_decided", outcome: "removed", actor: null, game: { title: review.gameTitle, slug: null } });
    for (const who of [author.user.username, admin.user.username]) expect(JSON.stringify(told)).not.toContain(who);
    expect(await inbox(r2)).toEqual([]);
    expect(await inbox(r3)).toEqual([]);
    const [own] = await inbox(author);
    expect(own).toMatchObject({ kind: "review_removed", actor: null, reviewId: null, game: { title: review.gameTitle, slug: review.gameSlug } });
  });

  it("to keep a review tells the reporters whose reports were open, not its author", async () => {
    const [author, r1] = [await buildUser(app), await buildUser(app)];
    const review = await buildReview(app, author);
    await report(r1, review.id);
    await admin.auth(request(app).post(`/api/admin/reports/${review.id}/dismiss`)).expect(204);
    expect(await inbox(r1)).toMatchObject([{ kind: "report_decided", outcome: "kept", game: { title: review.gameTitle } }]);
    expect(await inbox(author)).toEqual([]);
  });
});
