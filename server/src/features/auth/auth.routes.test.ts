import bcrypt from "bcryptjs";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { AuthResponse, PublicUser } from "@savepoint/common";
import { buildUser, userInput } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { NotificationHub } from "../../db/notifications.ts";
import { bodyOf, errorOf, expectIssue, issuesOf, sessionTokenOf } from "../../../test/responses.ts";
import { createAuthService } from "./auth.service.ts";

const { app, db, makeApp } = await setupFile();

function cookieFrom(res: request.Response): string {
  const raw = res.headers["set-cookie"] as unknown as string[] | undefined;
  const c = raw?.find((h) => h.startsWith("sp_session="));
  if (!c) throw new Error("no session cookie");
  return c.split(";")[0]!;
}

describe("POST /api/auth/register", () => {
  it("creates the account, answers { user } without the session token and sets an httpOnly SameSite=Lax cookie", async () => {
    const input = userInput();
    const res = await request(app).post("/api/auth/register").send(input).expect(201);
    const body = bodyOf<AuthResponse>(res);
    // the session is the httpOnly cookie only: no script in the page can read it from the answer
    expect(Object.keys(body)).toEqual(["user"]);
    const token = sessionTokenOf(res);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: input.email,
      username: input.username,
      accountColor: "purple",
      theme: "dark",
    });
    expect(body.user).not.toHaveProperty("passwordHash");
    const setCookie = (res.headers["set-cookie"] as unknown as string[]).join(";");
    expect(setCookie).toMatch(/sp_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // effect read back: the token works and the password is stored as a bcrypt hash
    const me = await request(app).get("/api/auth/me").set("Authorization", `Bearer ${token}`).expect(200);
    expect(bodyOf<PublicUser>(me).email).toBe(input.email);
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: body.user.id } });
    expect(row.passwordHash).not.toContain(input.password);
    expect(await bcrypt.compare(input.password, row.passwordHash)).toBe(true);
  });

  it("hashes with bcrypt cost 12 by default", async () => {
    const svc = createAuthService({ prisma: db.prisma, adminEmails: [] });
    const u = userInput();
    const user = await svc.register({ ...u, accountColor: "indigo" });
    const row = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(bcrypt.getRounds(row.passwordHash)).toBe(12);
  });

  it.each([
    ["firstName", { firstName: "" }],
    ["lastName", { lastName: "   " }],
    ["username", { username: undefined }],
    ["email", { email: "not-an-email" }],
    ["password", { password: "12345", confirmPassword: "12345" }],
    ["confirmPassword", { confirmPassword: "different1" }],
    ["accountColor", { accountColor: "yellow" }],
  ])("rejects a bad %s with 400 naming the field", async (field, over) => {
    const res = await request(app).post("/api/auth/register").send(userInput(over)).expect(400);
    expectIssue(res.body, field);
    expect(errorOf(res).requestId).toBeTruthy();
  });

  it("answers 'Passwords do not match' on the confirmPassword field", async () => {
    const res = await request(app)
      .post("/api/auth/register")
      .send(userInput({ confirmPassword: "secret124" }))
      .expect(400);
    expect(issuesOf(res)).toContainEqual({ path: "confirmPassword", message: "Passwords do not match" });
  });

  it("treats email case-insensitively and usernames as unique (409)", async () => {
    const first = await buildUser(app);
    const again = await request(app)
      .post("/api/auth/register")
      .send(userInput({ email: first.input.email.toUpperCase() }))
      .expect(409);
    expect(errorOf(again).code).toBe("conflict");
    // no mail server proves who owns an address, so sign-up says plainly that it is taken
    expect(errorOf(again).message).toBe("An account with this email already exists. Sign in instead.");
    expect(issuesOf(again)).toContainEqual({ path: "email", message: "An account with this email already exists" });
    const sameName = await request(app)
      .post("/api/auth/register")
      .send(userInput({ username: first.input.username.toUpperCase() }))
      .expect(409);
    expect(errorOf(sameName).message).toBe("This username is taken");
    expect(await db.prisma.user.count({ where: { emailLower: first.input.email.toLowerCase() } })).toBe(1);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with any email case and returns { user } (the session only in the cookie)", async () => {
    const u = await buildUser(app);
    const res = await request(app).post("/api/auth/login").send({ email: u.input.email.toUpperCase(), password: u.input.password }).expect(200);
    expect(bodyOf<AuthResponse>(res).user.id).toBe(u.user.id);
    expect(res.body).not.toHaveProperty("token");
    const me = await request(app).get("/api/auth/me").set("Cookie", cookieFrom(res)).expect(200);
    expect(bodyOf<PublicUser>(me).id).toBe(u.user.id);
  });

  it("answers 401 'Invalid email or password' for a wrong password and for an unknown email alike", async () => {
    const u = await buildUser(app);
    const wrong = await request(app).post("/api/auth/login").send({ email: u.input.email, password: "nope-nope" }).expect(401);
    const unknown = await request(app).post("/api/auth/login").send({ email: "nobody@example.test", password: "nope-nope" }).expect(401);
    expect(errorOf(wrong)).toMatchObject({ code: "unauthenticated", message: "Invalid email or password" });
    expect(errorOf(unknown).message).toBe(errorOf(wrong).message);
  });

  it("rejects missing fields with 400 naming them", async () => {
    const res = await request(app).post("/api/auth/login").send({}).expect(400);
    expectIssue(res.body, "email");
    expectIssue(res.body, "password");
  });

  it("rejects malformed JSON with 400, not 500", async () => {
    const res = await request(app).post("/api/auth/login").set("Content-Type", "application/json").send("{nope").expect(400);
    expect(errorOf(res).code).toBe("validation_failed");
  });
});

describe("sessions", () => {
  it("GET /api/auth/me without a session is 401", async () => {
    const res = await request(app).get("/api/auth/me").expect(401);
    expect(errorOf(res).code).toBe("unauthenticated");
  });

  it("rejects a forged or garbage token", async () => {
    await request(app).get("/api/auth/me").set("Authorization", "Bearer abc.def.ghi").expect(401);
    const other = makeApp({ config: { jwtSecret: "another-secret-that-is-long-enough-for-hs256" } });
    const u = await buildUser(other);
    await request(app).get("/api/auth/me").set("Authorization", `Bearer ${u.token}`).expect(401);
  });

  it("logout revokes the session: the same token is refused afterwards", async () => {
    const u = await buildUser(app);
    await u.auth(request(app).post("/api/auth/logout")).expect(204);
    await u.auth(request(app).get("/api/auth/me")).expect(401);
    const rows = await db.prisma.session.findMany({ where: { userId: u.user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedAt).not.toBeNull();
  });

  it("logout clears the cookie and needs a session", async () => {
    await request(app).post("/api/auth/logout").expect(401);
    const u = await buildUser(app);
    const login = await request(app).post("/api/auth/login").send({ email: u.input.email, password: u.input.password });
    const cookie = cookieFrom(login);
    const out = await request(app).post("/api/auth/logout").set("Cookie", cookie).set("Origin", "http://127.0.0.1").set("Host", "127.0.0.1").expect(204);
    expect((out.headers["set-cookie"] as unknown as string[]).join(";")).toMatch(/sp_session=;/);
    await request(app).get("/api/auth/me").set("Cookie", cookie).expect(401);
  });

  it("a cached session is trusted for the cache window at most, should a revocation's notification be lost", async () => {
    const clock = manualClock();
    // a change feed that says it is listening but hears nothing (session.revocation.test.ts has the real one)
    const quick = makeApp({ sessionCacheMs: 50, now: clock.now, sessionChanges: new NotificationHub() });
    const u = await buildUser(quick);
    await u.auth(request(quick).get("/api/auth/me")).expect(200);
    await db.prisma.session.updateMany({ where: { userId: u.user.id }, data: { revokedAt: new Date() } });
    // within the window the cached session still answers; once it has passed, the revocation is seen
    clock.advance(49);
    await u.auth(request(quick).get("/api/auth/me")).expect(200);
    clock.advance(31);
    await u.auth(request(quick).get("/api/auth/me")).expect(401);
  });

  it("an expired session is refused", async () => {
    const u = await buildUser(app);
    await db.prisma.session.updateMany({ where: { userId: u.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await u.auth(request(app).get("/api/auth/me")).expect(401);
  });
});

describe("PUT /api/auth/account-color and /theme", () => {
  it("needs a session", async () => {
    await request(app).put("/api/auth/account-color").send({ accountColor: "blue" }).expect(401);
    await request(app).put("/api/auth/theme").send({ theme: "light" }).expect(401);
  });

  it("validates the colour against the ten accents and the theme against dark/light", async () => {
    const u = await buildUser(app);
    expectIssue((await u.auth(request(app).put("/api/auth/account-color")).send({ accountColor: "teal" }).expect(400)).body, "accountColor");
    expectIssue((await u.auth(request(app).put("/api/auth/theme")).send({ theme: "sepia" }).expect(400)).body, "theme");
  });

  it("saves an accent (including the settings-only ones) and reads it back", async () => {
    const u = await buildUser(app);
    const res = await u.auth(request(app).put("/api/auth/account-color")).send({ accountColor: "amber" }).expect(200);
    expect(bodyOf<PublicUser>(res).accountColor).toBe("amber");
    await u.auth(request(app).put("/api/auth/theme")).send({ theme: "light" }).expect(200);
    const me = await u.auth(request(app).get("/api/auth/me")).expect(200);
    expect(me.body).toMatchObject({ accountColor: "amber", theme: "light" });
  });

  it("changes only the caller's account", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app, { accountColor: "green" });
    await a.auth(request(app).put("/api/auth/account-color")).send({ accountColor: "red" }).expect(200);
    const meB = await b.auth(request(app).get("/api/auth/me")).expect(200);
    expect(bodyOf<PublicUser>(meB).accountColor).toBe("green");
  });
});

describe("CSRF", () => {
  it("refuses a cookie-authenticated change from another origin", async () => {
    const u = await buildUser(app);
    const login = await request(app).post("/api/auth/login").send({ email: u.input.email, password: u.input.password });
    const cookie = cookieFrom(login);
    const res = await request(app)
      .put("/api/auth/account-color")
      .set("Cookie", cookie)
      .set("Origin", "https://evil.example")
      .send({ accountColor: "red" })
      .expect(403);
    expect(errorOf(res).code).toBe("forbidden");
    // and one with no Origin or Referer at all
    await request(app).put("/api/auth/account-color").set("Cookie", cookie).send({ accountColor: "red" }).expect(403);
    // the same-origin request goes through
    await request(app)
      .put("/api/auth/account-color")
      .set("Cookie", cookie)
      .set("Host", "savepoint.test")
      .set("Origin", "http://savepoint.test")
      .send({ accountColor: "red" })
      .expect(200);
    const me = await request(app).get("/api/auth/me").set("Cookie", cookie).expect(200);
    expect(bodyOf<PublicUser>(me).accountColor).toBe("red");
  });

  it("refuses a cross-site sign-in attempt", async () => {
    await request(app).post("/api/auth/login").set("Origin", "https://evil.example").send({ email: "a@b.test", password: "whatever" }).expect(403);
  });
});

describe("rate limiting", () => {
  // The counters are in the database every app of this file shares: each test is a client of its own,
  // behind a trusted local proxy.
  const fromClient = (ip: string, r: request.Test) => r.set("X-Forwarded-For", ip);
  const behindProxy = (authRateLimit: number) => makeApp({ config: { authRateLimit, trustProxy: ["loopback"] } });

  it("answers 429 with a clear message after too many sign-in attempts", async () => {
    const limited = behindProxy(3);
    const attempt = () => fromClient("198.51.100.21", request(limited).post("/api/auth/login")).send({ email: "x@y.test", password: "wrong-one" });
    for (let i = 0; i < 3; i++) await attempt().expect(401);
    const res = await attempt().expect(429);
    expect(errorOf(res)).toMatchObject({ code: "rate_limited" });
    // the window (one minute in tests) started with the first attempt, a moment ago
    expect(errorOf(res).message).toBe("Too many sign-in attempts. Try again in 1 minute.");
  });

  it("limits sign-up too", async () => {
    const limited = behindProxy(1);
    await fromClient("198.51.100.22", request(limited).post("/api/auth/register")).send(userInput()).expect(201);
    const res = await fromClient("198.51.100.22", request(limited).post("/api/auth/register")).send(userInput()).expect(429);
    expect(errorOf(res).message).toBe("Too many sign-up attempts. Try again in 1 minute.");
  });
});

describe("admin flag", () => {
  it("grants isAdmin to ADMIN_EMAILS", async () => {
    const input = userInput();
    const adminApp = makeApp({ config: { adminEmails: [input.email.toLowerCase()] } });
    const res = await request(adminApp).post("/api/auth/register").send(input).expect(201);
    expect(bodyOf<AuthResponse>(res).user.isAdmin).toBe(true);
    const other = await buildUser(adminApp);
    expect(other.user.isAdmin).toBe(false);
  });
});
