// Deleting an account: the password confirms it, one transaction removes every row the account owns,
// and every session of it ends. The sweep reads the database's own list of tables, so a table added
// later is checked without anyone remembering to add it here.
import { randomUUID } from "node:crypto";
import request from "supertest";
import { LAST_ADMIN_DELETE } from "@savepoint/common";
import { describe, expect, it } from "vitest";
import {
  buildApiToken,
  buildCatalogGame,
  buildGame,
  buildJournalCategory,
  buildJournalEntry,
  buildReview,
  buildSession,
  buildUser,
  type TestUser,
} from "../../../test/builders.ts";
import { errorOf, expectIssue, sessionTokenOf } from "../../../test/responses.ts";
import { setupFile } from "../../../test/helpers.ts";

const { app, db } = await setupFile();
const { prisma } = db;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table of the app's schema. */
async function allTables(): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ name: string }[]>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`;
  return rows.map((r) => r.name).filter((t) => t !== "_prisma_migrations");
}

/** The tables with a foreign key to users: what an account owns rows in. */
async function userOwnedTables(): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ name: string }[]>`
    SELECT DISTINCT c.relname AS name FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
    WHERE k.contype = 'f' AND k.confrelid = 'users'::regclass AND c.relname <> 'users' ORDER BY 1`;
  return rows.map((r) => r.name);
}

/** Per table, how many rows mention the user: their id, email or username anywhere in the row (any column, JSON, arrays). */
async function rowsMentioning(user: TestUser): Promise<Record<string, number>> {
  const username = user.user.username.replace(/[.-]/g, "\\$&");
  const counts: Record<string, number> = {};
  for (const table of await allTables()) {
    // The audit log outlives accounts: an admin's entries keep their username (never their id or email).
    const byName = table === "admin_audit_log" ? null : `(^|[^A-Za-z0-9_.-])${username}($|[^A-Za-z0-9_.-])`;
    const [row] = await prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM ${quote(table)} t WHERE strpos(t::text, $1) > 0 OR strpos(lower(t::text), $2) > 0 OR t::text ~ $3::text`,
      user.user.id,
      user.input.email.toLowerCase(),
      byName,
    );
    counts[table] = row!.n;
  }
  return counts;
}

const post = (u: TestUser, path: string) => u.auth(request(app).post(path)).send({});

/** A user with rows in every table an account can own rows in, and other users linked to them. */
async function userWithEverything() {
  const u = await buildUser(app);
  const other = await buildUser(app);
  const blocker = await buildUser(app);
  const blocked = await buildUser(app);
  const shared = `Shared ${randomUUID().slice(0, 8)}`;
  const game = await buildGame(app, u, { title: shared, status: "COMPLETED", rating: 9 });
  await buildGame(app, other, { title: shared, status: "COMPLETED", rating: 7 });
  await buildSession(app, u, game.id, { minutes: 45, note: "Long evening" });
  await u
    .auth(request(app).put("/api/profile/favourites"))
    .send({ gameIds: [game.id] })
    .expect(200);
  const mine = await buildReview(app, u, { gameId: game.id });
  const theirs = await buildReview(app, other);
  await post(u, `/api/reviews/${theirs.id}/like`).expect(200);
  await post(other, `/api/reviews/${mine.id}/like`).expect(200);
  const category = await buildJournalCategory(app, u);
  await buildJournalEntry(app, u, { gameId: game.id, category: category.name, title: "First steps" });
  await buildJournalEntry(app, u);
  await post(u, `/api/users/${other.user.username}/follow`).expect(200);
  await post(other, `/api/users/${u.user.username}/follow`).expect(200);
  await post(u, `/api/users/${blocked.user.username}/block`).expect(200);
  await post(blocker, `/api/users/${u.user.username}/block`).expect(200);
  const catalogGame = await buildCatalogGame(prisma);
  await post(u, `/api/recommendations/dismissed/${catalogGame.id}`).expect(200);
  await u.auth(request(app).post("/api/wishlist")).send({ catalogGameId: catalogGame.id }).expect(201);
  await importedBy(u, game.id);
  await buildApiToken(app, u);
  await asAdmin(u, other);
  await post(u, `/api/reviews/${theirs.id}/report`).send({ reason: "spam" }).expect(201);
  await u
    .auth(request(app).put("/api/notifications/settings"))
    .send({ new_follower: true, review_liked: true, report_decided: false, review_removed: true })
    .expect(200);
  await u.auth(request(app).put(`/api/admin/catalog/${catalogGame.id}/hidden`)).expect((r) => expect([200, 204]).toContain(r.status));
  await prisma.catalogUpload.create({ data: { adminId: u.user.id, fileName: "mine.jsonl", status: "done", total: 0 } });
  const phone = await request(app)
    .post("/api/auth/login")
    .set("User-Agent", "Mozilla/5.0 (iPhone)")
    .send({ email: u.input.email, password: u.input.password })
    .expect(200);
  const phoneToken = sessionTokenOf(phone);
  return { u, other, theirs, mine, shared, phoneToken };
}

/** An import run and the link it left (written directly: the rows an import of a file leaves). */
async function importedBy(u: TestUser, gameId: string) {
  await prisma.$executeRaw`INSERT INTO "import_runs" ("id", "userId", "source", "rows", "summary") VALUES (gen_random_uuid(), ${u.user.id}::uuid, 'grouvee', '[]', '{}')`;
  await prisma.$executeRaw`INSERT INTO "import_links" ("userId", "source", "sourceKey", "libraryGameId", "imported") VALUES (${u.user.id}::uuid, 'grouvee', 'title:shared', ${gameId}::uuid, '{}')`;
}

/** Makes the user an admin who has acted (an invite link of theirs and its audit entry), beside another admin. */
async function asAdmin(u: TestUser, another: TestUser) {
  await prisma.user.updateMany({ where: { id: { in: [u.user.id, another.user.id] } }, data: { isAdmin: true } });
  await u.auth(request(app).post("/api/admin/invites")).send({ note: "For a friend" }).expect(201);
}

const likesOf = async (reviewId: string) => (await prisma.review.findUnique({ where: { id: reviewId }, select: { likeCount: true } }))?.likeCount;

describe("POST /api/account/delete", () => {
  it("names the missing password, refuses a wrong one and keeps everything", async () => {
    const u = await buildUser(app);
    await buildGame(app, u);
    expectIssue((await u.auth(request(app).post("/api/account/delete")).send({}).expect(400)).body, "password");
    const res = await u.auth(request(app).post("/api/account/delete")).send({ password: "not it" }).expect(400);
    expect(errorOf(res)).toMatchObject({ code: "wrong_password", details: { issues: [{ path: "password" }] } });
    await u.auth(request(app).get("/api/auth/me")).expect(200);
    expect(await prisma.libraryGame.count({ where: { userId: u.user.id } })).toBe(1);
  });

  it("refuses to delete the last admin while other accounts exist, and deletes an admin who has another beside them", async () => {
    const admin = await buildUser(app);
    const second = await buildUser(app);
    await prisma.user.updateMany({ where: { id: { not: admin.user.id } }, data: { isAdmin: false } });
    await prisma.user.update({ where: { id: admin.user.id }, data: { isAdmin: true } });
    const res = await admin.auth(request(app).post("/api/account/delete")).send({ password: admin.input.password }).expect(409);
    expect(errorOf(res).message).toBe(LAST_ADMIN_DELETE);
    await admin.auth(request(app).get("/api/auth/me")).expect(200);
    await prisma.user.update({ where: { id: second.user.id }, data: { isAdmin: true } });
    await admin.auth(request(app).post("/api/account/delete")).send({ password: admin.input.password }).expect(204);
    expect(await prisma.user.count({ where: { id: admin.user.id } })).toBe(0);
  });

  it("leaves no row of the account in any table, signs it out everywhere, and keeps others' counts right", async () => {
    const { u, other, theirs, shared, phoneToken } = await userWithEverything();

    // the user has rows in every table that can hold one
    const before = await rowsMentioning(u);
    const owned = await userOwnedTables();
    expect(owned.length).toBeGreaterThan(10);
    const missing = [...owned, "library_versions", "shared_game_players"].filter((t) => !before[t]);
    expect(missing, "userWithEverything() must give the user rows in these tables").toEqual([]);
    expect(await likesOf(theirs.id)).toBe(1);
    const sharedKey = `s:${shared
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}`;
    expect(await prisma.sharedGameStats.findUnique({ where: { gameKey: sharedKey }, select: { players: true, reviews: true } })).toEqual({
      players: 2,
      reviews: 1,
    });

    const res = await u.auth(request(app).post("/api/account/delete")).send({ password: u.input.password }).expect(204);
    expect(String(res.headers["set-cookie"])).toMatch(/sp_session=;/);

    const after = await rowsMentioning(u);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    // signed out everywhere, and the account is gone
    await u.auth(request(app).get("/api/auth/me")).expect(401);
    await request(app).get("/api/auth/me").set("Authorization", `Bearer ${phoneToken}`).expect(401);
    await request(app).post("/api/auth/login").send({ email: u.input.email, password: u.input.password }).expect(401);
    // the others' numbers no longer count the account
    expect(await likesOf(theirs.id)).toBe(0);
    expect(await prisma.sharedGameStats.findUnique({ where: { gameKey: sharedKey }, select: { players: true, reviews: true } })).toEqual({
      players: 1,
      reviews: 0,
    });
    await other.auth(request(app).get("/api/auth/me")).expect(200);
    // and the address can make a new account
    await buildUser(app, { email: u.input.email, username: u.user.username });
  });
});
