// A full disk (issue 27): a write PostgreSQL refuses with SQLSTATE 53100 (disk_full), or a file write
// refused with ENOSPC, answers 507 storage_full, never 500; reads keep working, and /api/health says
// storage "full" (status "degraded") until five minutes after the last such failure. The database's
// refusal is real: a trigger in this file's own database raises disk_full on every new library game,
// as PostgreSQL does when it cannot extend a table's file, and Prisma passes it on as it would that.
import { mkdtempSync, rmSync, symlinkSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import type { Health, LibraryGameDto } from "@savepoint/common";
import { TEST_COVERS, manualClock, setupFile, testRemoteCovers } from "../../../test/helpers.ts";
import { buildGame, buildUser } from "../../../test/builders.ts";
import { bodyOf } from "../../../test/responses.ts";
import { createImageCache } from "../catalog/index.ts";
import { STORAGE_FULL_MEMORY_MS } from "./health.storage.ts";

const { db, makeApp } = await setupFile();

const coverDir = mkdtempSync(join(tmpdir(), "sp-covers-full-"));
afterAll(() => rmSync(coverDir, { recursive: true, force: true }));

const STORAGE_FULL_MESSAGE = "The server's disk is full, so nothing can be saved right now. Your data is safe; an administrator must free space.";

/** Until `undo`, every insert into library_games fails with PostgreSQL's disk_full (SQLSTATE 53100). */
async function diskFullOnNewGames() {
  await db.prisma.$executeRawUnsafe(
    `CREATE OR REPLACE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`,
  );
  await db.prisma.$executeRawUnsafe(`CREATE TRIGGER test_disk_full BEFORE INSERT ON library_games FOR EACH ROW EXECUTE FUNCTION test_disk_full()`);
  return async () => {
    await db.prisma.$executeRawUnsafe(`DROP TRIGGER test_disk_full ON library_games`);
    await db.prisma.$executeRawUnsafe(`DROP FUNCTION test_disk_full()`);
  };
}

function expectStorageFull(res: request.Response) {
  expect(res.status).toBe(507);
  expect(res.body).toEqual({ error: { code: "storage_full", message: STORAGE_FULL_MESSAGE, requestId: res.headers["x-request-id"] as string } });
}

describe("a full disk", () => {
  it("answers a database write 507 storage_full, keeps reads working, and health says storage full for five minutes", async () => {
    const clock = manualClock();
    const app = makeApp({ now: clock.now });
    const user = await buildUser(app);
    const kept = await buildGame(app, user, { title: "Celeste" });
    const before = await request(app).get("/api/health").expect(200);
    expect(bodyOf<Health>(before)).toEqual({ status: "ok", version: "0.0.0-test", database: "up", storage: "ok" });

    const undo = await diskFullOnNewGames();
    try {
      const res = await user.auth(request(app).post("/api/games")).send({ title: "Hades", platform: "PC" });
      expect(res.status).not.toBe(500);
      expectStorageFull(res);
      // reads work: the library holds what it held, and nothing of the refused writes
      const list = await user.auth(request(app).get("/api/games")).expect(200);
      expect(bodyOf<LibraryGameDto[]>(list).map((g) => g.id)).toEqual([kept.id]);
      await user.auth(request(app).get(`/api/games/${kept.id}`)).expect(200);

      const health = await request(app).get("/api/health").expect(503);
      expect(bodyOf<Health>(health)).toEqual({ status: "degraded", version: "0.0.0-test", database: "up", storage: "full" });
    } finally {
      await undo();
    }
    // space again: writes work at once; health remembers the failure for five minutes
    await buildGame(app, user, { title: "Hades" });
    clock.advance(STORAGE_FULL_MEMORY_MS - 1_000);
    expect(bodyOf<Health>(await request(app).get("/api/health").expect(503)).storage).toBe("full");
    clock.advance(1_000);
    expect(bodyOf<Health>(await request(app).get("/api/health").expect(200))).toMatchObject({ status: "ok", storage: "ok" });
  });

  it("answers a cover the disk cannot store (ENOSPC) 507 storage_full, and health says storage full", async () => {
    // The cache file of this cover is the kernel's full device: writing it fails with a genuine ENOSPC.
    symlinkSync("/dev/full", join(coverDir, createImageCache().keyOf(TEST_COVERS.image)));
    const app = makeApp({ remoteCovers: { ...testRemoteCovers(), cacheDir: coverDir } });
    const user = await buildUser(app);
    const res = await user.auth(request(app).post("/api/games")).send({ title: "Celeste", platform: "PC", imageUrl: TEST_COVERS.image });
    expect(res.status).not.toBe(500);
    expectStorageFull(res);
    expect(bodyOf<Health>(await request(app).get("/api/health").expect(503))).toMatchObject({ status: "degraded", storage: "full" });
    // nothing half-written stays in the cache: with room again, the same cover is stored and the game saved
    const saved = await user.auth(request(app).post("/api/games")).send({ title: "Celeste", platform: "PC", imageUrl: TEST_COVERS.image }).expect(201);
    const cover = await user.auth(request(app).get(bodyOf<LibraryGameDto>(saved).imageUrl!)).expect(200);
    expect(cover.headers["content-type"]).toBe("image/png");
  });
  it("still shows a saved cover the disk has no room to cache again, and health says storage full", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sp-covers-shown-"));
    try {
      const saving = makeApp({ remoteCovers: { ...testRemoteCovers(), cacheDir: dir } });
      const user = await buildUser(saving);
      const game = await buildGame(saving, user, { imageUrl: TEST_COVERS.image });
      // The cached image is lost, and its place is the kernel's full device: caching it again fails with ENOSPC.
      const file = join(dir, createImageCache().keyOf(TEST_COVERS.image));
      unlinkSync(file);
      symlinkSync("/dev/full", file);
      const showing = makeApp({ remoteCovers: { ...testRemoteCovers(), cacheDir: dir } });
      const cover = await user.auth(request(showing).get(game.imageUrl!));
      expect([cover.status, cover.headers["content-type"]]).toEqual([200, "image/png"]);
      expect(bodyOf<Health>(await request(showing).get("/api/health").expect(503))).toMatchObject({ status: "degraded", storage: "full" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
