// Catalog management: POST /api/admin/catalog/uploads (validated row by row, applied in the background,
// its progress polled at /uploads/:id), and hiding entries (PUT/DELETE /api/admin/catalog/:id/hidden):
// admins only, the field a refusal names, and the effect read back through /api/catalog/search.
import { randomUUID } from "node:crypto";
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import {
  CATALOG_ADMIN_TEXTS,
  type AuditPage,
  type CatalogHiddenState,
  type CatalogSearchResult,
  type CatalogUploadDto,
  type HiddenCatalogEntryDto,
  type RecommendationList,
} from "@savepoint/common";
import { buildCatalogGame, buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile, silentLogger } from "../../../test/helpers.ts";
import { pausableDb } from "../../../test/pausable-db.ts";
import { bodyOf, errorOf, expectIssue, issuesOf } from "../../../test/responses.ts";
import { CatalogService } from "../catalog/index.ts";
import { UPLOAD_CHUNK, createCatalogAdminService } from "./catalog-admin.service.ts";
import { recoverUploads } from "./catalog-admin.queries.ts";
import type { Db } from "../../db/prisma.ts";
import { newJobOwner } from "../../lib/leases.ts";
import type { Logger } from "../../lib/logger.ts";

const { db, makeApp } = await setupFile();
const catalog = new CatalogService({ prisma: db.prisma });
await catalog.init();
const app = makeApp({ catalog });
const admin = await buildUser(app);
await db.prisma.user.update({ where: { id: admin.user.id }, data: { isAdmin: true } });
const member = await buildUser(app);

const upload = (body: Record<string, unknown>, u: TestUser = admin) => u.auth(request(app).post("/api/admin/catalog/uploads")).send(body);
const status = async (id: string) => bodyOf<CatalogUploadDto>(await admin.auth(request(app).get(`/api/admin/catalog/uploads/${id}`)).expect(200));
const search = async (q: string) =>
  bodyOf<{ results: CatalogSearchResult[] }>(await member.auth(request(app).get("/api/catalog/search").query({ q })).expect(200)).results;
const audit = async () => bodyOf<AuditPage>(await admin.auth(request(app).get("/api/admin/audit")).expect(200)).items;
const finished = async (id: string) => {
  await expect.poll(async () => (await status(id)).status).not.toBe("running");
  return status(id);
};

describe("every catalog admin route", () => {
  it.each([
    ["post", "/api/admin/catalog/uploads"],
    ["get", "/api/admin/catalog/uploads"],
    ["get", "/api/admin/catalog/uploads/00000000-0000-4000-8000-000000000000"],
    ["get", "/api/admin/catalog/hidden"],
    ["put", "/api/admin/catalog/1/hidden"],
    ["delete", "/api/admin/catalog/1/hidden"],
  ] as const)("%s %s answers 403 to a user who is not an admin and 401 without a session", async (method, path) => {
    const res = await member.auth(request(app)[method](path)).send(method === "post" ? { fileName: "a.jsonl", content: '{"title":"A"}' } : undefined);
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe("forbidden");
    expect((await request(app)[method](path)).status).toBe(401);
  });
});

describe("POST /api/admin/catalog/uploads", () => {
  it("applies a JSON Lines file with progress, makes its rows searchable and logs the upload", async () => {
    const lines = Array.from({ length: UPLOAD_CHUNK + 3 }, (_, i) =>
      JSON.stringify({ title: `Lanternfall Chronicle ${i + 1}`, year: 2020, platforms: ["pc"], genres: ["RPG"] }),
    );
    const res = await upload({ fileName: "lanternfall.jsonl", content: `${lines.join("\n")}\n` }).expect(202);
    const job = bodyOf<CatalogUploadDto>(res);
    expect(job).toMatchObject({ fileName: "lanternfall.jsonl", status: "running", total: UPLOAD_CHUNK + 3 });
    const done = await finished(job.id);
    expect(done).toMatchObject({ status: "done", total: UPLOAD_CHUNK + 3, done: UPLOAD_CHUNK + 3, written: UPLOAD_CHUNK + 3, error: null });
    expect(done.finishedAt).not.toBeNull();
    const hits = await search("Lanternfall Chronicle 7");
    expect(hits[0]).toMatchObject({ title: "Lanternfall Chronicle 7", year: 2020, platforms: ["PC"] });
    expect((await audit())[0]).toMatchObject({
      action: "catalog.upload",
      targetId: job.id,
      targetLabel: "lanternfall.jsonl",
      details: { rows: UPLOAD_CHUNK + 3 },
    });
    expect(bodyOf<CatalogUploadDto[]>(await admin.auth(request(app).get("/api/admin/catalog/uploads")).expect(200))[0]!.id).toBe(job.id);

    // The same file again writes nothing.
    const again = await finished(bodyOf<CatalogUploadDto>(await upload({ fileName: "lanternfall.jsonl", content: `${lines.join("\n")}\n` }).expect(202)).id);
    expect(again).toMatchObject({ status: "done", written: 0 });
  });

  it("applies a CSV file", async () => {
    const content = "title,year,platforms,genres,developers,metacritic\nQuillwick Harbor,2019,PC;Nintendo Switch,Adventure,Tidewater,81\n";
    const job = await finished(bodyOf<CatalogUploadDto>(await upload({ fileName: "harbor.CSV", content }).expect(202)).id);
    expect(job).toMatchObject({ status: "done", total: 1, written: 1 });
    expect((await search("Quillwick Harbor"))[0]).toMatchObject({ title: "Quillwick Harbor", year: 2019 });
  });

  it("refuses a file with bad rows whole, naming each bad line, and applies nothing", async () => {
    const content = [
      '{"title":"Brightmoor Valley","year":2020}',
      '{"title":"","year":2020}',
      "not json",
      '{"title":"Brightmoor Two","year":1800}',
      '{"title":"Brightmoor \\u0000"}',
    ].join("\n");
    const res = await upload({ fileName: "bad.jsonl", content }).expect(400);
    expect(errorOf(res).message).toBe(CATALOG_ADMIN_TEXTS.badRows);
    const messages = issuesOf(res).map((i) => `${i.path} ${i.message}`);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatch(/^content Line 3: not valid JSON/);
    expect(messages.slice(1).map((m) => m.slice(0, 15))).toEqual(["content Line 2:", "content Line 4:", "content Line 5:"]);
    expect(messages[2]).toContain("year");
    expect(await db.prisma.catalogGame.count({ where: { title: { startsWith: "Brightmoor" } } })).toBe(0);
  });

  it("names the field of a bad request: file name, empty content, a file over the limit", async () => {
    expectIssue((await upload({ fileName: "titles.txt", content: '{"title":"A"}' }).expect(400)).body, "fileName");
    expectIssue((await upload({ fileName: "titles.jsonl" }).expect(400)).body, "content");
    expectIssue((await upload({ fileName: "titles.jsonl", content: "\n\n" }).expect(400)).body, "content");
    const huge = await upload({ fileName: "titles.jsonl", content: "x".repeat(13 * 1024 * 1024) }).expect(413);
    expect(errorOf(huge).message).toBe(CATALOG_ADMIN_TEXTS.tooLarge);
  });

  it("marks an upload failed, with a sentence saying so, when the database refuses its rows", async () => {
    const refusing: Db = new Proxy(db.prisma, {
      get: (target, key): unknown => (key === "$executeRawUnsafe" ? () => Promise.reject(new Error("disk full")) : Reflect.get(target, key)),
    });
    const service = createCatalogAdminService({ prisma: db.prisma, bulk: refusing, catalog });
    const job = await service.upload({ id: admin.user.id }, { fileName: "full.jsonl", content: '{"title":"Stormglass Keep"}\n' });
    const failed = await finished(job.id);
    expect(failed).toMatchObject({ status: "failed", done: 0, error: "The catalog could not be updated after 0 written rows. Please try again." });
    expect(failed.error).not.toContain("disk full");
  });

  it("answers 404 for an upload that does not exist", async () => {
    await admin.auth(request(app).get("/api/admin/catalog/uploads/00000000-0000-4000-8000-000000000000")).expect(404);
    await admin.auth(request(app).get("/api/admin/catalog/uploads/nope")).expect(404);
  });
});

describe("hiding a catalog entry", () => {
  it("takes it out of search until it is unhidden, lists it, and logs both", async () => {
    const game = await buildCatalogGame(db.prisma, { title: "Mirelight Sanctum", slug: "mirelight-sanctum", rawgId: null });
    await catalog.refresh();
    expect((await search("Mirelight Sanctum")).map((g) => g.slug)).toContain("mirelight-sanctum");

    const hidden = bodyOf<CatalogHiddenState>(await admin.auth(request(app).put(`/api/admin/catalog/${game.id}/hidden`)).expect(200));
    expect(hidden).toEqual({ id: game.id, slug: "mirelight-sanctum", title: "Mirelight Sanctum", hidden: true, hiddenByAdmin: true });
    expect((await search("Mirelight Sanctum")).map((g) => g.slug)).not.toContain("mirelight-sanctum");
    const list = bodyOf<HiddenCatalogEntryDto[]>(await admin.auth(request(app).get("/api/admin/catalog/hidden")).expect(200));
    expect(list[0]).toMatchObject({ id: game.id, title: "Mirelight Sanctum", hiddenBy: admin.user.username });
    expect((await audit())[0]).toMatchObject({
      action: "catalog.hide",
      targetType: "catalogGame",
      targetId: String(game.id),
      targetLabel: "Mirelight Sanctum",
    });
    // Hiding twice changes nothing and logs nothing.
    await admin.auth(request(app).put(`/api/admin/catalog/${game.id}/hidden`)).expect(200);
    expect((await audit()).filter((e) => e.action === "catalog.hide" && e.targetId === String(game.id))).toHaveLength(1);

    const shown = bodyOf<CatalogHiddenState>(await admin.auth(request(app).delete(`/api/admin/catalog/${game.id}/hidden`)).expect(200));
    expect(shown).toMatchObject({ hidden: false, hiddenByAdmin: false });
    expect((await search("Mirelight Sanctum")).map((g) => g.slug)).toContain("mirelight-sanctum");
    expect((await audit())[0]).toMatchObject({ action: "catalog.unhide", targetId: String(game.id) });
  });

  it("keeps an entry hidden by the catalog's own rules hidden after it is unhidden", async () => {
    const game = await buildCatalogGame(db.prisma, { title: "Typing Drill", hidden: true, flags: ["nongame"], rawgId: null });
    await admin.auth(request(app).put(`/api/admin/catalog/${game.id}/hidden`)).expect(200);
    const after = bodyOf<CatalogHiddenState>(await admin.auth(request(app).delete(`/api/admin/catalog/${game.id}/hidden`)).expect(200));
    expect(after).toMatchObject({ hidden: true, hiddenByAdmin: false });
  });

  it("keeps an entry an admin hid hidden when a new file rewrites its row", async () => {
    const first = await finished(
      bodyOf<CatalogUploadDto>(await upload({ fileName: "ember.jsonl", content: '{"title":"Emberwake Hollow","year":2016}\n' }).expect(202)).id,
    );
    expect(first.status).toBe("done");
    const row = await db.prisma.catalogGame.findUniqueOrThrow({ where: { slug: "emberwake-hollow" } });
    await admin.auth(request(app).put(`/api/admin/catalog/${row.id}/hidden`)).expect(200);
    const second = await finished(
      bodyOf<CatalogUploadDto>(await upload({ fileName: "ember.jsonl", content: '{"title":"Emberwake Hollow","year":2017}\n' }).expect(202)).id,
    );
    expect(second).toMatchObject({ status: "done", written: 1 });
    expect(await db.prisma.catalogGame.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ year: 2017, hidden: true });
    expect((await search("Emberwake Hollow")).map((g) => g.slug)).not.toContain("emberwake-hollow");
  });

  it("answers 404 for an entry that does not exist", async () => {
    for (const id of ["999999999", "0", "abc", "2147483648"]) {
      await admin.auth(request(app).put(`/api/admin/catalog/${id}/hidden`)).expect(404);
    }
  });
});

describe("a hidden entry and recommendations", () => {
  it("leaves the recommendations once hidden and comes back once unhidden", async () => {
    // Recommendations re-read the catalog every 30 s: an app on a clock the test moves.
    const clock = manualClock(new Date("2026-11-25T12:00:00Z"));
    const recoApp = makeApp({ catalog, now: clock.now });
    const first = await buildCatalogGame(db.prisma, { title: "Cinderpath", series: "Cinderpath", genres: ["RPG"], rawgId: null });
    const sequel = await buildCatalogGame(db.prisma, { title: "Cinderpath II", series: "Cinderpath", genres: ["RPG"], rawgId: null });
    const fan = await buildUser(recoApp);
    await buildGame(recoApp, fan, { title: first.title, catalogGameId: first.id, platform: "PC", status: "COMPLETED", rating: 9 });
    const picks = async () => {
      clock.advance(31_000);
      return bodyOf<RecommendationList>(await fan.auth(request(recoApp).get("/api/recommendations?refresh=true")).expect(200)).items.map((i) => i.catalogId);
    };
    expect(await picks()).toContain(sequel.id);
    await admin.auth(request(recoApp).put(`/api/admin/catalog/${sequel.id}/hidden`)).expect(200);
    expect(await picks()).not.toContain(sequel.id);
    await admin.auth(request(recoApp).delete(`/api/admin/catalog/${sequel.id}/hidden`)).expect(200);
    expect(await picks()).toContain(sequel.id);
  });
});

describe("catalog uploads cut off by a stop", () => {
  it("are marked failed at start with the reason, and finished ones are left alone", async () => {
    // As a stopped process leaves its upload: running, the lease over (ADR 025).
    const gone = { leaseOwner: randomUUID(), leaseUntil: new Date("2026-01-01T00:00:00Z") };
    const running = await db.prisma.catalogUpload.create({ data: { fileName: "cut.jsonl", status: "running", total: 10, done: 5, ...gone } });
    const done = await db.prisma.catalogUpload.create({ data: { fileName: "ok.jsonl", status: "done", total: 3, done: 3 } });
    expect(await recoverUploads(db.prisma, new Date("2026-11-25T12:00:00Z"))).toBeGreaterThanOrEqual(1);
    expect(await db.prisma.catalogUpload.findUniqueOrThrow({ where: { id: running.id } })).toMatchObject({
      status: "failed",
      error: CATALOG_ADMIN_TEXTS.interrupted,
      done: 5,
    });
    expect(await db.prisma.catalogUpload.findUniqueOrThrow({ where: { id: done.id } })).toMatchObject({ status: "done", error: null });
  });
});

describe("catalog uploads under leases, several processes on one database (ADR 025)", () => {
  it("a live process's upload is left alone; frozen past its lease it is failed once, and woken, that process does not mark it done", async () => {
    const paused = pausableDb(db.prisma);
    const stopped = vi.fn();
    const logger = { ...silentLogger, warn: stopped } as unknown as Logger;
    const service = createCatalogAdminService({ prisma: paused.db, bulk: paused.db, catalog, logger, owner: newJobOwner({ ttlMs: 400, renewMs: 100 }) });
    const rows = Array.from({ length: UPLOAD_CHUNK + 5 }, (_, i) => JSON.stringify({ title: `Leasehold Saga ${i + 1}` }));
    // Caught after its first chunk: the second chunk's write waits.
    paused.pauseAfter("$executeRawUnsafe", 1);
    const job = await service.upload({ id: admin.user.id }, { fileName: "lease.jsonl", content: `${rows.join("\n")}\n` });
    await vi.waitFor(() => expect(paused.waiting).toBeGreaterThan(0), { timeout: 30_000 });
    // Another process's start: a live upload is not recovered.
    expect(await recoverUploads(db.prisma, new Date())).toBe(0);
    expect(await status(job.id)).toMatchObject({ status: "running", done: UPLOAD_CHUNK });
    // Frozen (no renewals), its lease ends: two processes sweeping at once fail it once.
    paused.freeze();
    const at = new Date("2026-11-25T12:00:00Z");
    await vi.waitFor(
      async () => {
        const [a, b] = await Promise.all([recoverUploads(db.prisma, at), recoverUploads(db.prisma, at)]);
        expect(a + b).toBe(1);
      },
      { timeout: 15_000, interval: 50 },
    );
    const failed = { status: "failed", error: CATALOG_ADMIN_TEXTS.interrupted, finishedAt: at.toISOString() };
    expect(await status(job.id)).toMatchObject(failed);
    // Woken, the process finds the upload no longer its own after its next chunk, and stops there.
    paused.resume();
    await vi.waitFor(() => expect(stopped).toHaveBeenCalledWith({ upload: job.id }, expect.stringContaining("another process")), { timeout: 30_000 });
    expect(await status(job.id)).toMatchObject({ ...failed, done: UPLOAD_CHUNK });
  });

  it("the database refuses a running upload without a lease, and a finished one with one", async () => {
    await expect(db.prisma.catalogUpload.create({ data: { fileName: "x.jsonl", status: "running", total: 1 } })).rejects.toThrow(/catalog_uploads_lease_check/);
    await expect(
      db.prisma.catalogUpload.create({ data: { fileName: "x.jsonl", status: "done", total: 1, leaseOwner: randomUUID(), leaseUntil: new Date() } }),
    ).rejects.toThrow(/catalog_uploads_lease_check/);
  });
});
