// The instance page's numbers, the audit log's paging, and the rule over every /api/admin route: a
// signed-in user who is not an admin gets 403, nobody signed in gets 401.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { ADMIN_AUDIT_PAGE_SIZE, type AuditPage, type InstanceOverview } from "@savepoint/common";
import { routesOf } from "../../http/registry.ts";
import { buildCatalogGame, buildGame, buildJournalEntry, buildReview, buildUser } from "../../../test/builders.ts";
import { bodyOf, expectIssue } from "../../../test/responses.ts";
import { setupFile } from "../../../test/helpers.ts";
import { createProviderMonitor } from "./admin.providers.ts";
import { recordAdminAction } from "./admin.audit.ts";

const monitor = createProviderMonitor({ RAWG_API_KEY: "k", IGDB_CLIENT_ID: "only-half" }, () => new Date("2026-06-01T10:00:00Z"));
const startedAt = new Date(Date.now() - 90_000);
const { app, db } = await setupFile({ instanceInfo: { database: "embedded", startedAt, providers: () => monitor.status() } });
const { prisma } = db;
const admin = await buildUser(app, { username: "boss" });

describe("GET /api/admin/instance", () => {
  it("counts users, games, reviews and journal entries, and shows the database, catalog, providers and server", async () => {
    const u = await buildUser(app);
    await buildGame(app, u, { title: "Celeste" });
    await buildReview(app, u);
    await buildJournalEntry(app, u);
    await buildCatalogGame(prisma);
    await buildCatalogGame(prisma, { source: "mame" });
    await prisma.catalogMeta.create({ data: { key: "bundled_version", value: "2026.11.1" } });
    monitor.watch({ info() {}, warn() {}, error() {}, debug() {} }).warn({ provider: "rawg" }, "RAWG API request failed: 503");

    const o = bodyOf<InstanceOverview>(await admin.auth(request(app).get("/api/admin/instance")).expect(200));
    expect(o).toMatchObject({
      users: 2,
      admins: 1,
      gamesTracked: await prisma.libraryGame.count(),
      reviews: 1,
      journalEntries: 1,
      database: "embedded",
      registration: "open",
      catalog: { version: "2026.11.1", total: 2 },
    });
    expect(o.gamesTracked).toBe(2);
    expect([...o.catalog.bySource].sort((a, b) => a.source.localeCompare(b.source))).toEqual([
      { source: "core", rows: 1 },
      { source: "mame", rows: 1 },
    ]);
    expect(o.databaseBytes).toBeGreaterThan(100_000);
    expect(o.providers).toEqual([
      { name: "rawg", configured: true, lastError: { at: "2026-06-01T10:00:00.000Z", message: "RAWG API request failed: 503" } },
      { name: "igdb", configured: false, lastError: null },
      { name: "wikidata", configured: false, lastError: null },
      { name: "steam", configured: false, lastError: null },
    ]);
    expect(o.server.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(o.server.startedAt).toBe(startedAt.toISOString());
    expect(o.server.uptimeSeconds).toBeGreaterThanOrEqual(90);
  });
});

describe("GET /api/admin/audit", () => {
  it("pages the log newest first and names a bad page", async () => {
    for (let i = 0; i < ADMIN_AUDIT_PAGE_SIZE + 2; i++) {
      await recordAdminAction(prisma, {
        actorId: admin.user.id,
        action: "catalog.hide",
        targetType: "catalogGame",
        targetId: String(i),
        targetLabel: `Game ${i}`,
      });
    }
    const first = bodyOf<AuditPage>(await admin.auth(request(app).get("/api/admin/audit")).expect(200));
    expect(first.items).toHaveLength(ADMIN_AUDIT_PAGE_SIZE);
    expect(first.total).toBeGreaterThanOrEqual(ADMIN_AUDIT_PAGE_SIZE + 2);
    expect(first.items[0]).toMatchObject({ actorId: admin.user.id, actorName: "boss", action: "catalog.hide", targetType: "catalogGame" });
    const stamps = first.items.map((e) => e.at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const second = bodyOf<AuditPage>(await admin.auth(request(app).get("/api/admin/audit?page=2")).expect(200));
    expect(second.items.length).toBe(first.total - ADMIN_AUDIT_PAGE_SIZE);
    expectIssue((await admin.auth(request(app).get("/api/admin/audit?page=abc")).expect(400)).body, "page");
  });
});

describe("every /api/admin route", () => {
  it("answers 403 to a signed-in user who is not an admin, and 401 to nobody", async () => {
    const u = await buildUser(app);
    const admins = routesOf(app).filter((r) => r.path.startsWith("/api/admin/"));
    expect(admins.length).toBeGreaterThanOrEqual(10);
    for (const r of admins) {
      expect(r.access, r.path).toBe("admin");
      const path = r.path.replace(/:id/g, u.user.id);
      const as = await u.auth(request(app)[r.method](path)).send((r.example?.body as object | undefined) ?? {});
      expect(as.status, `${r.method} ${r.path}`).toBe(403);
      expect((await request(app)[r.method](path).send({})).status, `${r.method} ${r.path}`).toBe(401);
    }
  });
});
