// /api/account: email, password, sessions (one per device) and the password confirmations' limit.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { AccountSessionsDto, PublicUser, SignedOutDto } from "@savepoint/common";
import { buildApiToken, buildUser, type TestUser } from "../../../test/builders.ts";
import { bodyOf, errorOf, expectIssue, sessionTokenOf } from "../../../test/responses.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";

const clock = manualClock(new Date("2026-11-20T10:00:00Z"));
const { app, makeApp } = await setupFile({ now: clock.now });

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Signs the user in once more (another device): its Bearer signer. */
async function anotherSession(u: TestUser, userAgent = IPHONE, password = u.input.password) {
  const res = await request(app).post("/api/auth/login").set("User-Agent", userAgent).send({ email: u.input.email, password }).expect(200);
  const token = sessionTokenOf(res);
  return (r: request.Test) => r.set("Authorization", `Bearer ${token}`);
}

const login = (email: string, password: string) => request(app).post("/api/auth/login").send({ email, password });
const sessionsOf = async (u: TestUser) => bodyOf<AccountSessionsDto>(await u.auth(request(app).get("/api/account/sessions")).expect(200)).sessions;

function expectWrongPassword(res: request.Response, field: string) {
  expect(res.status).toBe(400);
  expect(errorOf(res)).toMatchObject({ code: "wrong_password", message: "That is not your current password", details: { issues: [{ path: field }] } });
}

describe("/api/account without a session", () => {
  it.each([
    ["get", "/api/account/sessions"],
    ["delete", "/api/account/sessions"],
    ["delete", "/api/account/sessions/00000000-0000-4000-8000-000000000000"],
    ["put", "/api/account/password"],
    ["put", "/api/account/email"],
    ["post", "/api/account/delete"],
  ] as const)("%s %s is 401", async (method, path) => {
    const res = await request(app)[method](path).send({});
    expect(res.status).toBe(401);
  });
});

describe("the session list", () => {
  it("lists each live session with its device and last-seen time, the current one flagged", async () => {
    const u = await buildUser(app);
    const phone = await anotherSession(u, IPHONE);
    await anotherSession(u, WINDOWS);
    const list = await sessionsOf(u);
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device).sort()).toEqual(["Chrome on Windows", "Safari on iPhone", "Unknown device"]);
    expect(list.find((s) => s.current)?.device).toBe("Unknown device");
    // Used two minutes later, the phone's session is seen then and listed first.
    clock.advance(120_000);
    await phone(request(app).get("/api/auth/me")).expect(200);
    const after = await sessionsOf(u);
    expect(after.find((s) => s.device === "Safari on iPhone")).toMatchObject({ lastSeenAt: clock.now().toISOString(), current: false });
    expect(after.find((s) => s.device === "Chrome on Windows")?.lastSeenAt).toBe(list.find((s) => s.device === "Chrome on Windows")?.lastSeenAt);
    expect(after.at(-1)?.device).toBe("Chrome on Windows");
  });

  it("signs out one session: its token stops working, the others keep theirs", async () => {
    const u = await buildUser(app);
    const phone = await anotherSession(u);
    const id = (await sessionsOf(u)).find((s) => !s.current)!.id;
    await u.auth(request(app).delete(`/api/account/sessions/${id}`)).expect(204);
    await phone(request(app).get("/api/auth/me")).expect(401);
    await u.auth(request(app).get("/api/auth/me")).expect(200);
    expect((await sessionsOf(u)).map((s) => s.id)).not.toContain(id);
    // already signed out: nothing left to sign out
    await u.auth(request(app).delete(`/api/account/sessions/${id}`)).expect(404);
  });

  it("answers 404 for another user's session, and leaves it signed in", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const theirs = (await sessionsOf(other))[0]!.id;
    const res = await u.auth(request(app).delete(`/api/account/sessions/${theirs}`)).expect(404);
    expect(errorOf(res)).toMatchObject({ code: "not_found", message: "Session not found" });
    await other.auth(request(app).get("/api/auth/me")).expect(200);
    await u.auth(request(app).delete("/api/account/sessions/not-a-session")).expect(404);
  });

  it("signs out everywhere else: every other session ends, this one stays", async () => {
    const u = await buildUser(app);
    const phone = await anotherSession(u, IPHONE);
    const pc = await anotherSession(u, WINDOWS);
    const other = await buildUser(app);
    const res = await u.auth(request(app).delete("/api/account/sessions")).expect(200);
    expect(bodyOf<SignedOutDto>(res)).toEqual({ signedOut: 2 });
    await phone(request(app).get("/api/auth/me")).expect(401);
    await pc(request(app).get("/api/auth/me")).expect(401);
    await u.auth(request(app).get("/api/auth/me")).expect(200);
    await other.auth(request(app).get("/api/auth/me")).expect(200);
    expect(await sessionsOf(u)).toHaveLength(1);
  });

  it("revokes the account's personal access tokens too, and no one else's", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    const [mine, theirs] = [await buildApiToken(app, u, { scope: "read" }), await buildApiToken(app, other, { scope: "read" })];
    await request(app).get("/api/games").set("Authorization", `Bearer ${mine.token}`).expect(200);
    await u.auth(request(app).delete("/api/account/sessions")).expect(200);
    await request(app).get("/api/games").set("Authorization", `Bearer ${mine.token}`).expect(401);
    await request(app).get("/api/games").set("Authorization", `Bearer ${theirs.token}`).expect(200);
    await u.auth(request(app).get("/api/auth/me")).expect(200);
  });
});

describe("PUT /api/account/password", () => {
  const change = (u: TestUser, body: Record<string, unknown>) => u.auth(request(app).put("/api/account/password")).send(body);

  it("names the field that is wrong", async () => {
    const u = await buildUser(app);
    expectIssue((await change(u, { currentPassword: "secret123", newPassword: "short", confirmPassword: "short" }).expect(400)).body, "newPassword");
    expectIssue(
      (await change(u, { currentPassword: "secret123", newPassword: "long enough", confirmPassword: "different" }).expect(400)).body,
      "confirmPassword",
    );
    expectIssue((await change(u, { newPassword: "long enough", confirmPassword: "long enough" }).expect(400)).body, "currentPassword");
    expectIssue(
      (await change(u, { currentPassword: "secret123", newPassword: "é".repeat(37), confirmPassword: "é".repeat(37) }).expect(400)).body,
      "newPassword",
    );
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const u = await buildUser(app);
    expectWrongPassword(
      await change(u, { currentPassword: "not it", newPassword: "a new passphrase", confirmPassword: "a new passphrase" }),
      "currentPassword",
    );
    await login(u.input.email, u.input.password).expect(200);
  });

  it("changes it: the old password stops working, other sessions end, this one stays", async () => {
    const u = await buildUser(app);
    const phone = await anotherSession(u);
    const res = await change(u, { currentPassword: u.input.password, newPassword: "a new passphrase", confirmPassword: "a new passphrase" }).expect(200);
    expect(bodyOf<SignedOutDto>(res)).toEqual({ signedOut: 1 });
    await login(u.input.email, u.input.password).expect(401);
    await login(u.input.email, "a new passphrase").expect(200);
    await phone(request(app).get("/api/auth/me")).expect(401);
    await u.auth(request(app).get("/api/auth/me")).expect(200);
  });

  it("revokes the account's personal access tokens (the account may have been compromised)", async () => {
    const u = await buildUser(app);
    const { token } = await buildApiToken(app, u, { scope: "write" });
    await request(app).get("/api/games").set("Authorization", `Bearer ${token}`).expect(200);
    await change(u, { currentPassword: u.input.password, newPassword: "a new passphrase", confirmPassword: "a new passphrase" }).expect(200);
    await request(app).get("/api/games").set("Authorization", `Bearer ${token}`).expect(401);
    // A revoked token is not listed any more.
    const listed = await u.auth(request(app).get("/api/account/tokens")).expect(200);
    expect(listed.body).toEqual({ tokens: [] });
  });
});

describe("PUT /api/account/email", () => {
  const change = (u: TestUser, body: Record<string, unknown>) => u.auth(request(app).put("/api/account/email")).send(body);

  it("names the field that is wrong", async () => {
    const u = await buildUser(app);
    expectIssue((await change(u, { email: "not an email", password: u.input.password }).expect(400)).body, "email");
    expectIssue((await change(u, { email: "new@example.test" }).expect(400)).body, "password");
  });

  it("refuses a wrong password, and an email another account has (in any case)", async () => {
    const u = await buildUser(app);
    const other = await buildUser(app);
    expectWrongPassword(await change(u, { email: "fresh@example.test", password: "not it" }), "password");
    const taken = await change(u, { email: other.input.email.toUpperCase(), password: u.input.password }).expect(409);
    expect(errorOf(taken).details?.issues).toEqual([{ path: "email", message: "An account with this email already exists" }]);
    await login(u.input.email, u.input.password).expect(200);
  });

  it("changes it: the account answers with it and signs in with it, not with the old one", async () => {
    const u = await buildUser(app);
    const email = `New.${u.user.username}@Example.test`;
    const res = await change(u, { email: ` ${email} `, password: u.input.password }).expect(200);
    expect(bodyOf<PublicUser>(res).email).toBe(email);
    expect(bodyOf<PublicUser>(await u.auth(request(app).get("/api/auth/me")).expect(200)).email).toBe(email);
    await login(email.toLowerCase(), u.input.password).expect(200);
    await login(u.input.email, u.input.password).expect(401);
    // its own address again (another case) is no conflict
    await change(u, { email: email.toUpperCase(), password: u.input.password }).expect(200);
  });
});

describe("password confirmations are rate limited like sign-in", () => {
  it("answers 429 after the limit of wrong passwords, whatever is sent next", async () => {
    // a window of its own: the wrong passwords of the tests above are counted in the last one
    clock.advance(2 * 60_000);
    const limited = makeApp({ config: { authRateLimit: 2 } });
    const u = await buildUser(app);
    const wrong = () => u.auth(request(limited).put("/api/account/email")).send({ email: "x@example.test", password: "not it" });
    await wrong().expect(400);
    await wrong().expect(400);
    const res = await wrong().expect(429);
    expect(errorOf(res).message).toMatch(/^Too many password attempts\. Try again in \d+ minutes?\.$/);
    await u.auth(request(limited).post("/api/account/delete")).send({ password: u.input.password }).expect(429);
    await u.auth(request(limited).get("/api/auth/me")).expect(200);
  });
});
