// Personal access tokens are cached like sessions (credential-cache.ts): two server processes sharing
// one database, as two apps with their own caches (and, like production, each with the change feed).
// A change made by either process, or by a tool on the database, reaches the other on its next request.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { NotificationHub } from "../../db/notifications.ts";
import { buildApiToken, buildUser } from "../../../test/builders.ts";
import { errorOf } from "../../../test/responses.ts";
import { setupFile } from "../../../test/helpers.ts";

const { db, makeApp } = await setupFile();

const bearer = (token: string) => (r: request.Test) => r.set("Authorization", `Bearer ${token}`);

/** A user with a write token made on `a`, which `b` has answered twice (so it holds it cached). */
async function tokenOnBoth(a = makeApp(), b = makeApp()) {
  const u = await buildUser(a);
  const { token, apiToken } = await buildApiToken(a, u);
  await bearer(token)(request(b).get("/api/auth/me")).expect(200);
  await bearer(token)(request(b).get("/api/auth/me")).expect(200);
  return { a, b, u, token, id: apiToken.id };
}

describe("a token changed in one process", () => {
  it("is refused by another process on its very next request once revoked in Settings", async () => {
    for (let round = 0; round < 5; round++) {
      const { a, b, u, token, id } = await tokenOnBoth();
      await u.auth(request(a).delete(`/api/account/tokens/${id}`)).expect(204);
      const res = await bearer(token)(request(b).get("/api/auth/me"));
      expect([res.status, errorOf(res).code]).toEqual([401, "unauthenticated"]);
    }
  });

  it("is refused at once when revoked, expired, deleted or narrowed in the database directly", async () => {
    const revoked = await tokenOnBoth();
    await db.prisma.apiToken.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    await bearer(revoked.token)(request(revoked.b).get("/api/auth/me")).expect(401);

    const expired = await tokenOnBoth();
    await db.prisma.apiToken.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await bearer(expired.token)(request(expired.b).get("/api/auth/me")).expect(401);

    const deleted = await tokenOnBoth();
    await db.prisma.apiToken.delete({ where: { id: deleted.id } });
    await bearer(deleted.token)(request(deleted.b).get("/api/auth/me")).expect(401);

    const narrowed = await tokenOnBoth();
    await db.prisma.apiToken.update({ where: { id: narrowed.id }, data: { scope: "read" } });
    const write = await bearer(narrowed.token)(request(narrowed.b).post("/api/games")).send({ title: "Celeste", platform: "PC" });
    expect(write.status).toBe(403);
  });

  it("a password changed in one process ends the token in the other", async () => {
    const { a, b, u, token } = await tokenOnBoth();
    const pw = u.input.password;
    await u
      .auth(request(a).put("/api/account/password"))
      .send({ currentPassword: pw, newPassword: "another long passphrase", confirmPassword: "another long passphrase" })
      .expect(200);
    await bearer(token)(request(b).get("/api/auth/me")).expect(401);
  });

  it("a deleted account's token is a 401 on reads and writes, never a 500", async () => {
    const { b, u, token } = await tokenOnBoth();
    await db.prisma.user.delete({ where: { id: u.user.id } });
    const write = await bearer(token)(request(b).post("/api/games")).send({ title: "Celeste", platform: "PC" });
    expect([write.status, errorOf(write).code]).toEqual([401, "unauthenticated"]);
    await bearer(token)(request(b).get("/api/games")).expect(401);
  });

  it("an account change in one process reaches the other's cached token", async () => {
    const { a, b, u, token } = await tokenOnBoth();
    await u.auth(request(a).put("/api/auth/theme")).send({ theme: "light" }).expect(200);
    const me = await bearer(token)(request(b).get("/api/auth/me")).expect(200);
    expect(me.body).toMatchObject({ theme: "light" });
  });
});

describe("the cache", () => {
  it("answers from memory while the feed vouches for it: a feed that hears nothing keeps a revoked token", async () => {
    // What the change feed is for, shown by taking it away: this hub says it listens but hears nothing.
    const deaf = makeApp({ sessionChanges: new NotificationHub() });
    const { token, id } = await tokenOnBoth(makeApp(), deaf);
    await db.prisma.apiToken.update({ where: { id }, data: { revokedAt: new Date() } });
    await bearer(token)(request(deaf).get("/api/auth/me")).expect(200);
    // a process that hears the database refuses it
    await bearer(token)(request(makeApp()).get("/api/auth/me")).expect(401);
  });

  it("reads the token every time while the feed is down, and distrusts what it cached before a lapse", async () => {
    const feed = new NotificationHub({ connected: false });
    const app = makeApp({ sessionChanges: feed });
    const down = await tokenOnBoth(makeApp(), app);
    await db.prisma.apiToken.update({ where: { id: down.id }, data: { revokedAt: new Date() } });
    await bearer(down.token)(request(app).get("/api/auth/me")).expect(401);

    feed.setConnected(true);
    const lapsed = await tokenOnBoth(makeApp(), app); // cached now
    feed.setConnected(false);
    feed.setConnected(true); // back, but notifications sent meanwhile may be lost
    await db.prisma.apiToken.update({ where: { id: lapsed.id }, data: { revokedAt: new Date() } });
    await bearer(lapsed.token)(request(app).get("/api/auth/me")).expect(401);
  });

  it("caches nothing when no feed is given", async () => {
    const app = makeApp({ sessionChanges: undefined });
    const { token, id } = await tokenOnBoth(makeApp(), app);
    await db.prisma.apiToken.update({ where: { id }, data: { revokedAt: new Date() } });
    await bearer(token)(request(app).get("/api/auth/me")).expect(401);
  });
});
