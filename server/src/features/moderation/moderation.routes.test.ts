// Reports and moderation: POST /api/reviews/:id/report, GET /api/admin/reports, POST
// /api/admin/reports/:id/dismiss, DELETE /api/admin/reviews/:id — who may, the field a refusal names,
// one report per user, the list grouped per review, and what deleting leaves: no review, an event in
// its author's activity that no one else's feed shows, and an entry in the audit log.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { MODERATION_TEXTS, REPORTS_PAGE_SIZE, type ActivityPage, type AuditPage, type ReportedReviewPage } from "@savepoint/common";
import { buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";

const { app, db } = await setupFile();
const admin = await buildUser(app);
await db.prisma.user.update({ where: { id: admin.user.id }, data: { isAdmin: true } });

const report = (u: TestUser, id: string, body: Record<string, unknown> = { reason: "spam" }) =>
  u.auth(request(app).post(`/api/reviews/${id}/report`)).send(body);
const reported = async () => bodyOf<ReportedReviewPage>(await admin.auth(request(app).get("/api/admin/reports")).expect(200));
const audit = async () => bodyOf<AuditPage>(await admin.auth(request(app).get("/api/admin/audit")).expect(200)).items;
const NOBODY = "00000000-0000-4000-8000-000000000000";

describe("every moderation admin route", () => {
  it.each([
    ["get", "/api/admin/reports"],
    ["post", `/api/admin/reports/${NOBODY}/dismiss`],
    ["delete", `/api/admin/reviews/${NOBODY}`],
  ] as const)("%s %s answers 403 to a user who is not an admin and 401 without a session", async (method, path) => {
    const u = await buildUser(app);
    const res = await u.auth(request(app)[method](path));
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe("forbidden");
    expect((await request(app)[method](path)).status).toBe(401);
  });
});

describe("POST /api/reviews/:id/report", () => {
  it("records one report per user per review: a second answers 409", async () => {
    const [author, reader] = [await buildUser(app), await buildUser(app)];
    const review = await buildReview(app, author);
    expect(bodyOf(await report(reader, review.id, { reason: "offensive", note: "  Insults another player  " }).expect(201))).toEqual({
      reviewId: review.id,
      reported: true,
    });
    const again = await report(reader, review.id, { reason: "spam" }).expect(409);
    expect(errorOf(again).message).toBe(MODERATION_TEXTS.alreadyReported);
    const row = await db.prisma.reviewReport.findUniqueOrThrow({ where: { reviewId_reporterId: { reviewId: review.id, reporterId: reader.user.id } } });
    expect(row).toMatchObject({ reason: "offensive", note: "Insults another player" });
  });

  it("refuses the author's own review with 400 on id, and names the field of a bad reason or note", async () => {
    const author = await buildUser(app);
    const review = await buildReview(app, author);
    const own = await report(author, review.id).expect(400);
    expectIssue(own.body, "id");
    expect(errorOf(own).message).toBe(MODERATION_TEXTS.ownReport);
    const reader = await buildUser(app);
    expectIssue((await report(reader, review.id, { reason: "boring" }).expect(400)).body, "reason");
    expectIssue((await report(reader, review.id, {}).expect(400)).body, "reason");
    expectIssue((await report(reader, review.id, { reason: "other", note: "x".repeat(501) }).expect(400)).body, "note");
  });

  it("answers 404 for a review that does not exist or that a block hides from the reporter", async () => {
    const reader = await buildUser(app);
    expect(errorOf(await report(reader, NOBODY).expect(404)).code).toBe("not_found");
    await report(reader, "not-a-review").expect(404);
    const blocker = await buildUser(app);
    const review = await buildReview(app, blocker);
    await blocker.auth(request(app).post(`/api/users/${reader.user.username}/block`)).expect((res) => expect(res.status).toBeLessThan(300));
    await report(reader, review.id).expect(404);
    expect(await db.prisma.reviewReport.count({ where: { reviewId: review.id } })).toBe(0);
  });
});

describe("the admin's reported reviews", () => {
  it("lists reviews with open reports grouped, counted by reason, the most recently reported first; dismissing clears one", async () => {
    const author = await buildUser(app);
    const [first, second] = [await buildReview(app, author), await buildReview(app, author)];
    const readers = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await report(readers[0]!, first.id, { reason: "spam" }).expect(201);
    await report(readers[1]!, first.id, { reason: "spam", note: "Shop link" }).expect(201);
    await report(readers[2]!, second.id, { reason: "spoiler" }).expect(201);
    await report(readers[0]!, second.id, { reason: "offensive" }).expect(201);
    const page = await reported();
    const ours = page.items.filter((i) => i.review.author.id === author.user.id);
    expect(ours.map((i) => i.review.id)).toEqual([second.id, first.id]);
    expect(ours[0]).toMatchObject({ reportCount: 2, reasons: { spoiler: 1, offensive: 1 }, review: { comment: second.comment, gameTitle: second.gameTitle } });
    expect(ours[1]).toMatchObject({ reportCount: 2, reasons: { spam: 2 } });
    expect(ours[1]!.reports.map((r) => [r.reporter.username, r.note])).toEqual([
      [readers[1]!.user.username, "Shop link"],
      [readers[0]!.user.username, null],
    ]);
    expect(JSON.stringify(page)).not.toContain("@");

    await admin.auth(request(app).post(`/api/admin/reports/${first.id}/dismiss`)).expect(204);
    expect((await reported()).items.map((i) => i.review.id)).not.toContain(first.id);
    // Dismissed, not forgotten: the same user cannot report it again, and a second dismissal finds nothing open.
    await report(readers[0]!, first.id).expect(409);
    await admin.auth(request(app).post(`/api/admin/reports/${first.id}/dismiss`)).expect(404);
    expect((await audit())[0]).toMatchObject({
      action: "report.dismiss",
      targetType: "review",
      targetId: first.id,
      actorName: admin.user.username,
      details: { reports: 2 },
    });
  });
});

describe("GET /api/admin/reports pages", () => {
  it("pages with nextCursor and refuses a cursor it did not give with 400 on cursor", async () => {
    const author = await buildUser(app);
    for (let i = 0; i < REPORTS_PAGE_SIZE + 1; i++) {
      const review = await buildReview(app, author);
      await report(await buildUser(app), review.id).expect(201);
    }
    const first = await reported();
    expect(first.items).toHaveLength(REPORTS_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const next = bodyOf<ReportedReviewPage>(await admin.auth(request(app).get("/api/admin/reports").query({ cursor: first.nextCursor })).expect(200));
    expect(next.items.length).toBeGreaterThan(0);
    expect(next.items.map((i) => i.review.id)).not.toContain(first.items[0]!.review.id);
    for (const cursor of ["nope", Buffer.from("-000001-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000").toString("base64url")]) {
      expectIssue((await admin.auth(request(app).get("/api/admin/reports").query({ cursor })).expect(400)).body, "cursor");
    }
  });
});

describe("DELETE /api/admin/reviews/:id", () => {
  it("deletes the review, tells its author in their own activity only, and records it in the audit log", async () => {
    const [author, reader] = [await buildUser(app), await buildUser(app)];
    const review = await buildReview(app, author);
    await report(reader, review.id).expect(201);
    await admin.auth(request(app).delete(`/api/admin/reviews/${review.id}`)).expect(204);

    expect(await db.prisma.review.findUnique({ where: { id: review.id } })).toBeNull();
    expect((await reported()).items.map((i) => i.review.id)).not.toContain(review.id);
    const mine = bodyOf<ActivityPage>(await author.auth(request(app).get("/api/activity")).expect(200));
    expect(mine.items[0]).toMatchObject({ type: "review_removed", actor: { id: author.user.id }, game: { title: review.gameTitle } });
    expect(mine.items.some((i) => i.type === "review_posted")).toBe(false);
    const feed = bodyOf<ActivityPage>(await reader.auth(request(app).get("/api/community/activity?limit=50")).expect(200));
    expect(feed.items.filter((i) => i.actor.id === author.user.id).map((i) => i.type)).not.toContain("review_removed");
    expect((await audit())[0]).toMatchObject({
      action: "review.delete",
      targetType: "review",
      targetId: review.id,
      details: { reports: 1, rating: review.rating },
    });

    await admin.auth(request(app).delete(`/api/admin/reviews/${review.id}`)).expect(404);
    await admin.auth(request(app).delete("/api/admin/reviews/not-a-review")).expect(404);
  });
});
