// Registration modes and invite links: open lets anyone in, invite-only needs an unused, unexpired,
// unrevoked invite (each works once), closed lets nobody in, and the first account of an empty
// instance is always let in. The sign-up page learns the mode from a public GET.
import request from "supertest";
import { describe, expect, it } from "vitest";
import {
  ADMIN_TEXTS,
  INVITE_DAYS_DEFAULT,
  type AuditPage,
  type AuthResponse,
  type CreatedInvite,
  type PublicRegistration,
  type RegistrationSettings,
} from "@savepoint/common";
import { buildUser, userInput } from "../../../test/builders.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app, db } = await setupFile({ now: clock.now, config: { authRateLimit: 100_000 } });
const { prisma } = db;
const DAY = 86_400_000;

const register = (over: Record<string, unknown> = {}) => request(app).post("/api/auth/register").send(userInput(over));
const publicMode = async () => bodyOf<PublicRegistration>(await request(app).get("/api/auth/registration").expect(200));

// The file's first account, made while registration is closed.
await prisma.instanceSetting.create({ data: { key: "registration", value: "closed" } });
const emptyInstance = await publicMode();
const admin = await buildUser(app, { username: "first_one" });
const afterFirst = await publicMode();
await prisma.instanceSetting.deleteMany({});

describe("an empty instance", () => {
  it("lets its first account in whatever the mode, and that account is the admin", () => {
    expect(emptyInstance).toEqual({ mode: "closed", firstAccount: true });
    expect(admin.user.isAdmin).toBe(true);
    expect(afterFirst).toEqual({ mode: "closed", firstAccount: false });
  });
});

const setMode = (mode: string) => admin.auth(request(app).put("/api/admin/registration")).send({ mode });
const createInvite = async (body: object = {}) => bodyOf<CreatedInvite>(await admin.auth(request(app).post("/api/admin/invites")).send(body).expect(201));

describe("registration modes", () => {
  it("open: anyone may sign up, with or without an invite", async () => {
    bodyOf<RegistrationSettings>(await setMode("open").expect(200));
    expect((await publicMode()).mode).toBe("open");
    await register().expect(201);
    await register({ invite: "whatever" }).expect(201);
  });

  it("closed: sign-up is refused with a clear message", async () => {
    expect(bodyOf<RegistrationSettings>(await setMode("closed").expect(200)).mode).toBe("closed");
    const res = await register().expect(403);
    expect(errorOf(res)).toMatchObject({ code: "forbidden", message: ADMIN_TEXTS.registrationClosed });
    const invite = await createInvite();
    await register({ invite: invite.token }).expect(403);
  });

  it("invite-only: needs an invite; each works once; a revoked or expired one is refused on the invite field", async () => {
    await setMode("invite").expect(200);
    expect(errorOf(await register().expect(403)).message).toBe(ADMIN_TEXTS.inviteRequired);
    const invite = await createInvite({ note: "For Ada" });
    expect(invite).toMatchObject({ status: "active", note: "For Ada", path: `/register?invite=${invite.token}` });
    expect(new Date(invite.expiresAt).getTime() - new Date(invite.createdAt).getTime()).toBe(INVITE_DAYS_DEFAULT * DAY);

    const made = await register({ invite: invite.token, username: "invited_ada" }).expect(201);
    expect(bodyOf<AuthResponse>(made).user.isAdmin).toBe(false);
    // used
    const again = await register({ invite: invite.token }).expect(400);
    expect(errorOf(again).message).toBe(ADMIN_TEXTS.inviteInvalid);
    expectIssue(again.body, "invite");
    // unknown
    expectIssue((await register({ invite: "nope" }).expect(400)).body, "invite");
    // expired
    const shortLived = await createInvite({ expiresInDays: 1 });
    clock.advance(DAY + 1000);
    expectIssue((await register({ invite: shortLived.token }).expect(400)).body, "invite");
    // revoked
    const revoked = await createInvite();
    await admin.auth(request(app).delete(`/api/admin/invites/${revoked.id}`)).expect(204);
    expectIssue((await register({ invite: revoked.token }).expect(400)).body, "invite");

    const settings = bodyOf<RegistrationSettings>(await admin.auth(request(app).get("/api/admin/registration")).expect(200));
    const byId = new Map(settings.invites.map((i) => [i.id, i]));
    expect(byId.get(invite.id)).toMatchObject({ status: "used", usedBy: "invited_ada" });
    expect(byId.get(shortLived.id)?.status).toBe("expired");
    expect(byId.get(revoked.id)?.status).toBe("revoked");
    // the token is shown once: the list never holds it
    expect(JSON.stringify(settings)).not.toContain(invite.token);
  });

  it("lets only one of two sign-ups through with one invite", async () => {
    await setMode("invite").expect(200);
    const invite = await createInvite();
    const [a, b] = await Promise.all([register({ invite: invite.token }), register({ invite: invite.token })]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
  });
});

describe("the admin's registration routes", () => {
  it("name the failing field and the missing invite, and refuse non-admins", async () => {
    expectIssue((await setMode("sometimes").expect(400)).body, "mode");
    expectIssue((await admin.auth(request(app).post("/api/admin/invites")).send({ expiresInDays: 0 }).expect(400)).body, "expiresInDays");
    expectIssue(
      (
        await admin
          .auth(request(app).post("/api/admin/invites"))
          .send({ note: "x".repeat(101) })
          .expect(400)
      ).body,
      "note",
    );
    await admin.auth(request(app).delete("/api/admin/invites/00000000-0000-4000-8000-000000000000")).expect(404);
    await setMode("open").expect(200);
    const u = await buildUser(app);
    await u.auth(request(app).get("/api/admin/registration")).expect(403);
    await u.auth(request(app).put("/api/admin/registration")).send({ mode: "closed" }).expect(403);
    await u.auth(request(app).post("/api/admin/invites")).send({}).expect(403);
    expect((await publicMode()).mode).toBe("open");
  });

  it("record every change in the audit log", async () => {
    const invite = await createInvite({ note: "Audit me" });
    await admin.auth(request(app).delete(`/api/admin/invites/${invite.id}`)).expect(204);
    await setMode("closed").expect(200);
    await setMode("open").expect(200);
    const log = bodyOf<AuditPage>(await admin.auth(request(app).get("/api/admin/audit")).expect(200)).items;
    expect(
      log
        .filter((e) => e.targetId === invite.id)
        .map((e) => e.action)
        .sort(),
    ).toEqual(["invite.create", "invite.revoke"]);
    expect(log.find((e) => e.action === "registration.mode")).toMatchObject({ details: { from: "closed", to: "open" }, actorName: admin.user.username });
  });
});
