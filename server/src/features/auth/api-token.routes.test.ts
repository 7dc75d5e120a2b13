// Personal access tokens: /api/account/tokens, and a token as the Bearer credential of /api routes.
import { createHash } from "node:crypto";
import request from "supertest";
import { describe, expect, it } from "vitest";
import {
  API_TOKENS_FULL,
  API_TOKENS_MAX,
  TOKEN_NOT_ALLOWED,
  TOKEN_READ_ONLY,
  type ApiTokenCreatedDto,
  type ApiTokensDto,
  type LibraryGameDto,
  type PublicUser,
} from "@savepoint/common";
import { buildApiToken, buildGame, buildUser } from "../../../test/builders.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";

const clock = manualClock(new Date("2026-11-20T10:00:00Z"));
const { app, db } = await setupFile({ now: clock.now });

const bearer = (token: string) => (r: request.Test) => r.set("Authorization", `Bearer ${token}`);
const DAY = 86_400_000;

describe("/api/account/tokens", () => {
  it("answers 401 without a session", async () => {
    await request(app).get("/api/account/tokens").expect(401);
    await request(app).post("/api/account/tokens").send({ name: "x", scope: "read" }).expect(401);
  });

  it("creates a token shown once, stores only its SHA-256, and lists it without the secret", async () => {
    const u = await buildUser(app);
    const res = await u.auth(request(app).post("/api/account/tokens")).send({ name: "  Home dashboard ", scope: "read", expiresInDays: 30 }).expect(201);
    const created = bodyOf<ApiTokenCreatedDto>(res);
    expect(created.token).toMatch(/^sp_[\w-]{43}$/);
    expect(created.apiToken).toMatchObject({
      name: "Home dashboard",
      scope: "read",
      lastUsedAt: null,
      expired: false,
      expiresAt: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    const row = await db.prisma.apiToken.findUniqueOrThrow({ where: { id: created.apiToken.id } });
    expect(row.tokenHash).toBe(createHash("sha256").update(created.token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const list = await u.auth(request(app).get("/api/account/tokens")).expect(200);
    expect(bodyOf<ApiTokensDto>(list).tokens).toEqual([created.apiToken]);
    expect(list.text).not.toContain(created.token);
  });

  it("holds at most API_TOKENS_MAX live tokens per account: one more is a 409 until one is revoked", async () => {
    const u = await buildUser(app);
    await db.prisma.apiToken.createMany({
      data: Array.from({ length: API_TOKENS_MAX }, (_, i) => ({
        userId: u.user.id,
        name: `t${i}`,
        scope: "read",
        tokenHash: `hash-${u.user.id}-${i}`,
        createdAt: clock.now(),
      })),
    });
    const res = await u.auth(request(app).post("/api/account/tokens")).send({ name: "one more", scope: "read" }).expect(409);
    expect(errorOf(res).message).toBe(API_TOKENS_FULL);
    const [first] = bodyOf<ApiTokensDto>(await u.auth(request(app).get("/api/account/tokens")).expect(200)).tokens;
    await u.auth(request(app).delete(`/api/account/tokens/${first!.id}`)).expect(204);
    await u.auth(request(app).post("/api/account/tokens")).send({ name: "one more", scope: "read" }).expect(201);
  });

  it("answers 400 naming the field for a missing name, an unknown scope or an expiry out of range", async () => {
    const u = await buildUser(app);
    expectIssue((await u.auth(request(app).post("/api/account/tokens")).send({ name: " ", scope: "read" }).expect(400)).body, "name");
    expectIssue((await u.auth(request(app).post("/api/account/tokens")).send({ name: "x", scope: "admin" }).expect(400)).body, "scope");
    expectIssue(
      (await u.auth(request(app).post("/api/account/tokens")).send({ name: "x", scope: "read", expiresInDays: 0 }).expect(400)).body,
      "expiresInDays",
    );
  });

  it("revokes a token (it then answers 401 and leaves the list); another user's token is a 404", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const { token, apiToken } = await buildApiToken(app, u);
    await bearer(token)(request(app).get("/api/games")).expect(200);
    const theirs = await other.auth(request(app).delete(`/api/account/tokens/${apiToken.id}`)).expect(404);
    expect(errorOf(theirs).message).toBe("Token not found");
    await bearer(token)(request(app).get("/api/games")).expect(200);
    await u.auth(request(app).delete(`/api/account/tokens/${apiToken.id}`)).expect(204);
    expect(errorOf(await bearer(token)(request(app).get("/api/games")).expect(401)).code).toBe("unauthenticated");
    expect(bodyOf<ApiTokensDto>(await u.auth(request(app).get("/api/account/tokens")).expect(200)).tokens).toEqual([]);
    await u.auth(request(app).delete(`/api/account/tokens/${apiToken.id}`)).expect(404);
  });
});

describe("Authorization: Bearer <token>", () => {
  it("a write token reads and writes the owner's library, without Origin or cookie", async () => {
    const u = await buildUser(app);
    const { token } = await buildApiToken(app, u, { scope: "write" });
    const me = await bearer(token)(request(app).get("/api/auth/me")).expect(200);
    expect(bodyOf<PublicUser>(me).id).toBe(u.user.id);
    const added = await bearer(token)(request(app).post("/api/games")).send({ title: "Celeste", platform: "PC" }).expect(201);
    const list = await bearer(token)(request(app).get("/api/games")).expect(200);
    expect(list.text).toContain(bodyOf<LibraryGameDto>(added).id);
  });

  it("a read token may GET but is refused a write with 403 and a clear message", async () => {
    const u = await buildUser(app);
    await buildGame(app, u);
    const { token } = await buildApiToken(app, u, { scope: "read" });
    await bearer(token)(request(app).get("/api/games")).expect(200);
    const res = await bearer(token)(request(app).post("/api/games")).send({ title: "Celeste", platform: "PC" }).expect(403);
    expect(errorOf(res)).toMatchObject({ code: "forbidden", message: TOKEN_READ_ONLY });
    expect(await db.prisma.libraryGame.count({ where: { userId: u.user.id } })).toBe(1);
  });

  it("never changes the password, the email, the tokens or the sessions, nor deletes the account (403)", async () => {
    const u = await buildUser(app);
    const { token, apiToken } = await buildApiToken(app, u, { scope: "write" });
    const pw = u.input.password;
    const refused = [
      bearer(token)(request(app).put("/api/account/password")).send({
        currentPassword: pw,
        newPassword: "a new passphrase",
        confirmPassword: "a new passphrase",
      }),
      bearer(token)(request(app).put("/api/account/email")).send({ email: "new.address@example.test", password: pw }),
      bearer(token)(request(app).post("/api/account/delete")).send({ password: pw }),
      bearer(token)(request(app).get("/api/account/tokens")),
      bearer(token)(request(app).post("/api/account/tokens")).send({ name: "more", scope: "write" }),
      bearer(token)(request(app).delete(`/api/account/tokens/${apiToken.id}`)),
      bearer(token)(request(app).get("/api/account/sessions")),
      bearer(token)(request(app).delete("/api/account/sessions")),
      bearer(token)(request(app).post("/api/auth/logout")),
    ];
    for (const r of refused) {
      const res = await r;
      expect(res.status).toBe(403);
      expect(errorOf(res).message).toBe(TOKEN_NOT_ALLOWED);
    }
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: u.user.id } });
    expect(row.email).toBe(u.input.email);
    await request(app).post("/api/auth/login").send({ email: u.input.email, password: pw }).expect(200);
    await bearer(token)(request(app).get("/api/games")).expect(200);
  });

  it("an expired token answers 401; until then it works", async () => {
    const u = await buildUser(app);
    const { token } = await buildApiToken(app, u, { scope: "read", expiresInDays: 1 });
    await bearer(token)(request(app).get("/api/games")).expect(200);
    clock.advance(DAY);
    await bearer(token)(request(app).get("/api/games")).expect(401);
    const listed = bodyOf<ApiTokensDto>(await u.auth(request(app).get("/api/account/tokens")).expect(200)).tokens;
    expect(listed[0]?.expired).toBe(true);
  });

  it("an unknown or forged token answers 401", async () => {
    await bearer("sp_not-a-real-token")(request(app).get("/api/games")).expect(401);
  });

  it("records the last use, rewritten at most once a minute", async () => {
    const u = await buildUser(app);
    const { token, apiToken } = await buildApiToken(app, u, { scope: "read" });
    const lastUsed = async () => (await db.prisma.apiToken.findUniqueOrThrow({ where: { id: apiToken.id } })).lastUsedAt?.toISOString();
    const first = clock.now().toISOString();
    await bearer(token)(request(app).get("/api/games")).expect(200);
    expect(await lastUsed()).toBe(first);
    clock.advance(30_000);
    await bearer(token)(request(app).get("/api/games")).expect(200);
    expect(await lastUsed()).toBe(first);
    clock.advance(30_000);
    await bearer(token)(request(app).get("/api/games")).expect(200);
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });

  it("a token's first use by many requests at once: every one answers, and its last use is that moment", async () => {
    const u = await buildUser(app);
    const { token, apiToken } = await buildApiToken(app, u, { scope: "read" });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => bearer(token)(request(app).get("/api/games")).then((r) => r.status)));
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    const row = await db.prisma.apiToken.findUniqueOrThrow({ where: { id: apiToken.id } });
    expect(row.lastUsedAt?.toISOString()).toBe(clock.now().toISOString());
  });

  it("a token's account deleted takes its tokens with it", async () => {
    const u = await buildUser(app);
    const { token } = await buildApiToken(app, u);
    await u.auth(request(app).post("/api/account/delete")).send({ password: u.input.password }).expect(204);
    expect(await db.prisma.apiToken.count({ where: { userId: u.user.id } })).toBe(0);
    await bearer(token)(request(app).get("/api/games")).expect(401);
  });

  it("a cookie session still needs its Origin on a write; a token does not", async () => {
    const u = await buildUser(app);
    const { token } = await buildApiToken(app, u);
    await request(app).post("/api/games").set("Cookie", `sp_session=${u.token}`).send({ title: "Celeste", platform: "PC" }).expect(403);
    await bearer(token)(request(app).post("/api/games")).send({ title: "Celeste", platform: "PC" }).expect(201);
    await bearer(token)(request(app).post("/api/games")).set("Origin", "https://evil.example").send({ title: "Celeste", platform: "PC" }).expect(403);
  });
});
