import request from "supertest";
import { describe, expect, it } from "vitest";
import type { InstanceStats } from "@savepoint/common";
import { setupFile, silentLogger, testConfig } from "../test/helpers.ts";
import { bodyOf, errorOf } from "../test/responses.ts";
import { createApp } from "./app.ts";
import { createPrisma } from "./db/prisma.ts";
import { CatalogService } from "./features/catalog/index.ts";

const { app, db } = await setupFile();

describe("GET /api/health", () => {
  it("reports the version and a reachable database", async () => {
    const res = await request(app).get("/api/health").expect(200);
    expect(res.body).toEqual({ status: "ok", version: "0.0.0-test", database: "up", storage: "ok" });
  });

  it("answers 503 when the database cannot be reached", async () => {
    const dead = createPrisma("postgresql://postgres@127.0.0.1:1/none", 1);
    const broken = createApp({ prisma: dead, config: testConfig, logger: silentLogger });
    const res = await request(broken).get("/api/health").expect(503);
    expect(res.body).toMatchObject({ status: "degraded", database: "down" });
  });
});

describe("the API envelope", () => {
  it("answers an unknown /api path with 404 not_found and a request id", async () => {
    const res = await request(app).get("/api/does-not-exist").expect(404);
    expect(errorOf(res)).toMatchObject({ code: "not_found" });
    expect(errorOf(res).requestId).toBe(res.headers["x-request-id"]);
  });

  it("keeps a sane incoming X-Request-Id", async () => {
    const res = await request(app).get("/api/nowhere").set("X-Request-Id", "abc12345-trace").expect(404);
    expect(errorOf(res).requestId).toBe("abc12345-trace");
  });

  it("sends a Content-Security-Policy that allows only this origin", async () => {
    const res = await request(app).get("/api/health");
    const csp = res.headers["content-security-policy"] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:\/\//);
  });

  it("answers 503 database_unavailable, not 500, when the database cannot be reached", async () => {
    const dead = createPrisma("postgresql://postgres@127.0.0.1:1/none", 1);
    const broken = createApp({ prisma: dead, config: testConfig, logger: silentLogger });
    const res = await request(broken).get("/api/instance/stats").expect(503);
    expect(errorOf(res).code).toBe("database_unavailable");
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:|127\.0\.0\.1/);
  });

  it("never leaks a stack trace on an internal error", async () => {
    const catalog = new CatalogService({ prisma: db.prisma });
    catalog.countVisible = () => Promise.reject(new TypeError("Cannot read properties of undefined (at /srv/catalog.ts:1)"));
    const buggy = createApp({ prisma: db.prisma, catalog, config: testConfig, logger: silentLogger });
    const res = await request(buggy).get("/api/instance/stats").expect(500);
    expect(errorOf(res).code).toBe("internal_error");
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:|Cannot read/);
  });

  it("rejects an oversized body with 413", async () => {
    const res = await request(app)
      .post("/api/auth/login")
      .send({ email: "a@b.test", password: "x".repeat(300_000) })
      .expect(413);
    expect(errorOf(res).code).toBe("payload_too_large");
  });
});

describe("GET /api/instance/stats", () => {
  it("answers public aggregate counts", async () => {
    const res = await request(app).get("/api/instance/stats").expect(200);
    const body = bodyOf<InstanceStats>(res);
    expect(body.users).toBe(await db.prisma.user.count());
    expect(typeof body.gamesTracked).toBe("number");
    expect(typeof body.reviews).toBe("number");
    expect(Array.isArray(body.trending)).toBe(true);
  });
});
