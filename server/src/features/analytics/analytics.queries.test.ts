// The analytics' read of a library on the database: the version and game count of the same snapshot,
// and the rows written after a version only (the triggers stamp each write with the library version
// it makes and keep the count through inserts, updates, sessions and deletes, a user's too).
import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildGame, buildSession, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { analyticsRows, libraryIds } from "./analytics.queries.ts";

const { app, db } = await setupFile();

describe("analyticsRows", () => {
  it("reads the rows written after a version, with the library's version and game count", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    expect(await analyticsRows(db.prisma, u.user.id)).toEqual({ version: 0, count: 0, rows: [] });
    const a = await buildGame(app, u, { title: "Alpha" });
    const b = await buildGame(app, u, { title: "Beta" });
    await buildGame(app, other, { title: "Other" });
    const all = await analyticsRows(db.prisma, u.user.id);
    expect(all.count).toBe(2);
    expect(all.rows.map((r) => r.title)).toEqual(["Beta", "Alpha"]);
    expect((await analyticsRows(db.prisma, u.user.id, all.version)).rows).toEqual([]);

    await buildSession(app, u, a.id, { date: "2026-01-02", minutes: 40 });
    const logged = await analyticsRows(db.prisma, u.user.id, all.version);
    expect(logged.version).toBeGreaterThan(all.version);
    expect(logged.rows.map((r) => [r.title, r.sessionMinutes, r.sessions])).toEqual([["Alpha", 40, [["2026-01-02", 40]]]]);

    // One statement writing two games: both stamped above the version read before it.
    await db.prisma.$executeRaw`UPDATE "library_games" SET "notes" = 'x' WHERE "userId" = ${u.user.id}::uuid`;
    expect((await analyticsRows(db.prisma, u.user.id, logged.version)).rows.map((r) => r.title)).toEqual(["Beta", "Alpha"]);

    await u.auth(request(app).delete(`/api/games/${b.id}`)).expect(204);
    expect(await analyticsRows(db.prisma, u.user.id, 2_000_000_000)).toMatchObject({ count: 1, rows: [] });
    expect(await libraryIds(db.prisma, u.user.id)).toEqual([a.id]);
    expect((await analyticsRows(db.prisma, other.user.id)).count).toBe(1);
  });
});
