// The admin's user management: search and counts, make or revoke admin (never the last one, also when
// two admins race), sign a user out everywhere (sessions and tokens), delete a user; each change
// leaves one audit entry.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { ADMIN_TEXTS, ADMIN_USERS_PAGE_SIZE, type AdminUserDto, type AdminUserPage, type AuditPage, type SignOutResult } from "@savepoint/common";
import { buildApiToken, buildGame, buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";
import { setupFile } from "../../../test/helpers.ts";

const { app, db } = await setupFile({ config: { authRateLimit: 100_000 } });
const { prisma } = db;

// The file's first account is the instance's first: the admin.
const admin = await buildUser(app, { username: "root_admin" });
const get = (u: TestUser, path: string) => u.auth(request(app).get(path));
const send = (u: TestUser, method: "put" | "post" | "delete", path: string, body?: object) => u.auth(request(app)[method](path)).send(body ?? {});

async function auditOf(action: string, targetLabel: string) {
  const page = bodyOf<AuditPage>(await get(admin, "/api/admin/audit").expect(200));
  return page.items.filter((e) => e.action === action && e.targetLabel === targetLabel);
}

describe("GET /api/admin/users", () => {
  it("finds users by username, email or name with their games, reviews and last activity", async () => {
    const u = await buildUser(app, { firstName: "Grace", lastName: "Zebrahopper" });
    await buildGame(app, u, { title: "Outer Wilds", status: "COMPLETED" });
    await buildGame(app, u, { title: "Celeste" });
    await buildReview(app, u);
    for (const q of ["zebrahopper", u.user.username.toUpperCase(), u.input.email.split("@")[0]!]) {
      const page = bodyOf<AdminUserPage>(await get(admin, `/api/admin/users?q=${encodeURIComponent(q)}`).expect(200));
      expect(page.total, q).toBe(1);
      expect(page.items[0]).toMatchObject({
        id: u.user.id,
        username: u.user.username,
        email: u.input.email,
        isAdmin: false,
        games: 3,
        reviews: 1,
        activeSessions: 1,
      });
      expect(page.items[0]!.lastActiveAt).not.toBeNull();
    }
  });

  it("treats % and _ as plain characters and pages through everyone", async () => {
    expect(bodyOf<AdminUserPage>(await get(admin, "/api/admin/users?q=%25").expect(200)).total).toBe(0);
    for (let i = 0; i < 3; i++) await buildUser(app);
    const all = bodyOf<AdminUserPage>(await get(admin, "/api/admin/users").expect(200));
    expect(all.pageSize).toBe(ADMIN_USERS_PAGE_SIZE);
    expect(all.total).toBe(await prisma.user.count());
    const beyond = bodyOf<AdminUserPage>(await get(admin, "/api/admin/users?page=999").expect(200));
    expect(beyond).toMatchObject({ items: [], page: 999, total: all.total });
  });

  it("names the field of a bad query, and refuses a user who is not an admin", async () => {
    expectIssue((await get(admin, "/api/admin/users?page=0").expect(400)).body, "page");
    expectIssue((await get(admin, `/api/admin/users?q=${"x".repeat(101)}`).expect(400)).body, "q");
    const u = await buildUser(app);
    expect(errorOf(await get(u, "/api/admin/users").expect(403)).code).toBe("forbidden");
  });
});

describe("PUT /api/admin/users/:id/admin", () => {
  it("makes a user admin and revokes it, each recorded", async () => {
    const u = await buildUser(app);
    const made = bodyOf<AdminUserDto>(await send(admin, "put", `/api/admin/users/${u.user.id}/admin`, { isAdmin: true }).expect(200));
    expect(made.isAdmin).toBe(true);
    // the new admin is one at once
    await get(u, "/api/admin/users").expect(200);
    await send(admin, "put", `/api/admin/users/${u.user.id}/admin`, { isAdmin: false }).expect(200);
    await get(u, "/api/admin/users").expect(403);
    expect(await auditOf("user.admin.grant", u.user.username)).toEqual([
      expect.objectContaining({ actorId: admin.user.id, actorName: "root_admin", targetId: u.user.id }),
    ]);
    expect(await auditOf("user.admin.revoke", u.user.username)).toHaveLength(1);
  });

  it("never removes the last admin, and says so", async () => {
    await prisma.user.updateMany({ where: { isAdmin: true, id: { not: admin.user.id } }, data: { isAdmin: false } });
    const res = await send(admin, "put", `/api/admin/users/${admin.user.id}/admin`, { isAdmin: false }).expect(409);
    expect(errorOf(res)).toMatchObject({ code: "conflict", message: ADMIN_TEXTS.lastAdmin });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: admin.user.id } })).isAdmin).toBe(true);
  });

  it("keeps one admin when two admins revoke each other at the same moment", async () => {
    const second = await buildUser(app);
    await prisma.user.updateMany({ where: { isAdmin: true, id: { not: admin.user.id } }, data: { isAdmin: false } });
    await send(admin, "put", `/api/admin/users/${second.user.id}/admin`, { isAdmin: true }).expect(200);
    const [a, b] = await Promise.all([
      send(admin, "put", `/api/admin/users/${second.user.id}/admin`, { isAdmin: false }),
      send(second, "put", `/api/admin/users/${admin.user.id}/admin`, { isAdmin: false }),
    ]);
    // On PostgreSQL both pass the access check and the lock makes the second a 409; the embedded
    // database serves one request at a time, so there the second finds its asker no longer an admin.
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    expect(await prisma.user.count({ where: { isAdmin: true } })).toBe(1);
    // whoever is left restores the file's admin
    const left = a.status === 200 ? admin : second;
    if (left !== admin) await send(second, "put", `/api/admin/users/${admin.user.id}/admin`, { isAdmin: true }).expect(200);
  });

  it("names the missing field, and answers 404 for nobody", async () => {
    const u = await buildUser(app);
    expectIssue((await send(admin, "put", `/api/admin/users/${u.user.id}/admin`, {}).expect(400)).body, "isAdmin");
    expectIssue((await send(admin, "put", `/api/admin/users/${u.user.id}/admin`, { isAdmin: "yes" }).expect(400)).body, "isAdmin");
    await send(admin, "put", "/api/admin/users/00000000-0000-4000-8000-000000000000/admin", { isAdmin: true }).expect(404);
    await send(admin, "put", "/api/admin/users/not-a-uuid/admin", { isAdmin: true }).expect(404);
  });
});

describe("POST /api/admin/users/:id/sign-out", () => {
  it("ends every session and personal access token of the user", async () => {
    const u = await buildUser(app);
    const token = await buildApiToken(app, u);
    // a second device
    await request(app).post("/api/auth/login").send({ email: u.input.email, password: u.input.password }).expect(200);
    const result = bodyOf<SignOutResult>(await send(admin, "post", `/api/admin/users/${u.user.id}/sign-out`).expect(200));
    expect(result).toEqual({ revokedSessions: 2, revokedTokens: 1 });
    await get(u, "/api/auth/me").expect(401);
    await request(app).get("/api/games").set("Authorization", `Bearer ${token.token}`).expect(401);
    expect(await auditOf("user.sign_out", u.user.username)).toEqual([expect.objectContaining({ details: result })]);
    // the admin is still signed in
    await get(admin, "/api/auth/me").expect(200);
  });

  it("answers 404 for nobody", async () => {
    await send(admin, "post", "/api/admin/users/00000000-0000-4000-8000-000000000000/sign-out").expect(404);
  });
});

describe("DELETE /api/admin/users/:id", () => {
  it("deletes the account with everything it owns and logs it by username", async () => {
    const u = await buildUser(app);
    await buildGame(app, u);
    await send(admin, "delete", `/api/admin/users/${u.user.id}`).expect(204);
    expect(await prisma.user.findUnique({ where: { id: u.user.id } })).toBeNull();
    expect(await prisma.libraryGame.count({ where: { userId: u.user.id } })).toBe(0);
    await get(u, "/api/auth/me").expect(401);
    expect(await auditOf("user.delete", u.user.username)).toEqual([expect.objectContaining({ actorName: "root_admin", targetId: null })]);
    await send(admin, "delete", `/api/admin/users/${u.user.id}`).expect(404);
  });

  it("refuses to delete the admin's own account here, and a user who is not an admin", async () => {
    const res = await send(admin, "delete", `/api/admin/users/${admin.user.id}`).expect(409);
    expect(errorOf(res).message).toBe(ADMIN_TEXTS.deleteSelf);
    const u = await buildUser(app);
    const v = await buildUser(app);
    await send(u, "delete", `/api/admin/users/${v.user.id}`).expect(403);
    expect(await prisma.user.findUnique({ where: { id: v.user.id } })).not.toBeNull();
  });

  it("keeps the entries of an admin whose account is deleted, under their username", async () => {
    const other = await buildUser(app, { username: "second_admin" });
    await send(admin, "put", `/api/admin/users/${other.user.id}/admin`, { isAdmin: true }).expect(200);
    const target = await buildUser(app);
    await send(other, "post", `/api/admin/users/${target.user.id}/sign-out`).expect(200);
    await send(admin, "delete", `/api/admin/users/${other.user.id}`).expect(204);
    expect(await auditOf("user.sign_out", target.user.username)).toEqual([expect.objectContaining({ actorId: null, actorName: "second_admin" })]);
  });
});
