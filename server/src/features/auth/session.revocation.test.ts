// Two server processes sharing one database, as two apps with their own session caches on the same
// database (and, like production, each with the database's change feed).
import request from "supertest";
import { describe, expect, it } from "vitest";
import { NotificationHub } from "../../db/notifications.ts";
import { buildUser } from "../../../test/builders.ts";
import { errorOf } from "../../../test/responses.ts";
import { setupFile } from "../../../test/helpers.ts";

const { db, makeApp } = await setupFile();

/** Signs up on `a`, and makes `b` cache the session (a request it answered from the database). */
async function signedInOnBoth() {
  const a = makeApp();
  const b = makeApp();
  const u = await buildUser(a);
  await u.auth(request(b).get("/api/auth/me")).expect(200);
  await u.auth(request(b).get("/api/auth/me")).expect(200);
  return { a, b, u };
}

describe("a session ended in one process", () => {
  it("is refused by another process on its very next request", async () => {
    for (let round = 0; round < 5; round++) {
      const { a, b, u } = await signedInOnBoth();
      await u.auth(request(a).post("/api/auth/logout")).expect(204);
      await u.auth(request(b).get("/api/auth/me")).expect(401);
    }
  });

  it("is refused at once when revoked or deleted in the database directly (a tool, another version)", async () => {
    const revoked = await signedInOnBoth();
    await db.prisma.session.updateMany({ where: { userId: revoked.u.user.id }, data: { revokedAt: new Date() } });
    await revoked.u.auth(request(revoked.b).get("/api/auth/me")).expect(401);

    const deleted = await signedInOnBoth();
    await db.prisma.session.deleteMany({ where: { userId: deleted.u.user.id } });
    await deleted.u.auth(request(deleted.b).get("/api/auth/me")).expect(401);
  });

  it("a user deleted meanwhile is a 401 on reads and writes, never a 500", async () => {
    const { b, u } = await signedInOnBoth();
    await db.prisma.user.delete({ where: { id: u.user.id } });
    const write = await u.auth(request(b).post("/api/games")).send({ title: "Celeste", platform: "PC" });
    expect(write.status).toBe(401);
    expect(errorOf(write).code).toBe("unauthenticated");
    await u.auth(request(b).get("/api/games")).expect(401);
    await u.auth(request(b).get("/api/auth/me")).expect(401);
  });

  it("a write racing the account's deletion is a 401 too, not a 500", async () => {
    // The race, held open: a change feed that says it listens but hears nothing keeps the session cached.
    const stale = makeApp({ sessionChanges: new NotificationHub() });
    const u = await buildUser(stale);
    await u.auth(request(stale).get("/api/auth/me")).expect(200);
    await db.prisma.user.delete({ where: { id: u.user.id } });
    const write = await u.auth(request(stale).post("/api/games")).send({ title: "Celeste", platform: "PC" });
    expect([write.status, errorOf(write).code]).toEqual([401, "unauthenticated"]);
  });

  it("an account change in one process reaches the other's cached session", async () => {
    const { a, b, u } = await signedInOnBoth();
    await u.auth(request(a).put("/api/auth/theme")).send({ theme: "light" }).expect(200);
    const me = await u.auth(request(b).get("/api/auth/me")).expect(200);
    expect(me.body).toMatchObject({ theme: "light" });
  });
});

describe("without a working change feed", () => {
  it("reads the session every time while the feed is down, and distrusts what it cached before a lapse", async () => {
    // A feed this test controls: it never hears the database, so only its state decides.
    const feed = new NotificationHub({ connected: false });
    const app = makeApp({ sessionChanges: feed });
    const u = await buildUser(app);
    await u.auth(request(app).get("/api/auth/me")).expect(200);
    await db.prisma.session.updateMany({ where: { userId: u.user.id }, data: { revokedAt: new Date() } });
    await u.auth(request(app).get("/api/auth/me")).expect(401);

    const v = await buildUser(app);
    feed.setConnected(true);
    await v.auth(request(app).get("/api/auth/me")).expect(200); // cached now
    feed.setConnected(false);
    feed.setConnected(true); // back, but notifications sent meanwhile may be lost
    await db.prisma.session.updateMany({ where: { userId: v.user.id }, data: { revokedAt: new Date() } });
    await v.auth(request(app).get("/api/auth/me")).expect(401);
  });

  it("caches nothing when no feed is given", async () => {
    const app = makeApp({ sessionChanges: undefined });
    const u = await buildUser(app);
    await u.auth(request(app).get("/api/auth/me")).expect(200);
    await db.prisma.session.updateMany({ where: { userId: u.user.id }, data: { revokedAt: new Date() } });
    await u.auth(request(app).get("/api/auth/me")).expect(401);
  });
});
