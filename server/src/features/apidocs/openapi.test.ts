// GET /api/openapi.json: every route the real app mounts is in the document with its access, params,
// query and body, and the document validates against the OpenAPI 3.1 schema.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { Validator } from "@seriousme/openapi-schema-validator";
import { routesOf } from "../../http/registry.ts";
import { setupFile } from "../../../test/helpers.ts";
import { openApiPath } from "./openapi.ts";

const { app } = await setupFile();

interface Operation {
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { "application/json": { schema: { properties?: Record<string, unknown> } } } };
  "x-savepoint-access": string;
  "x-savepoint-token": string | null;
  responses: Record<string, unknown>;
}
interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const doc = (await request(app).get("/api/openapi.json").expect(200).expect("content-type", /json/)).body as Doc;
const op = (path: string, method: string) => doc.paths[path]?.[method];

describe("GET /api/openapi.json", () => {
  it("answers without a session", () => {
    expect(doc.openapi).toBe("3.1.0");
  });

  it("lists every mounted route, with its access", () => {
    const routes = routesOf(app);
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter((r) => op(openApiPath(r.path), r.method)?.["x-savepoint-access"] !== r.access).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const documented = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(documented).toBe(routes.length);
  });

  it("validates against the OpenAPI 3.1 schema", async () => {
    const result = await new Validator().validate(doc as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("writes paths in OpenAPI syntax with their path params", () => {
    const get = op("/api/games/{id}/sessions/{sessionId}", "delete")!;
    expect(get.parameters.filter((p) => p.in === "path").map((p) => [p.name, p.required])).toEqual([
      ["id", true],
      ["sessionId", true],
    ]);
    expect(get.responses["404"]).toBeDefined();
  });

  it("generates query params and bodies from the routes' zod schemas", () => {
    const monthly = op("/api/analytics/monthly", "get")!;
    const year = monthly.parameters.find((p) => p.name === "year" && p.in === "query")!;
    expect(year.required).toBe(false);
    expect(year.schema).toMatchObject({ type: "string", pattern: "^\\d{4}$" });
    const create = op("/api/games", "post")!;
    expect(Object.keys(create.requestBody!.content["application/json"].schema.properties ?? {})).toEqual(
      expect.arrayContaining(["title", "status", "platform"]),
    );
    // Required as the route decides: a field parsed through a preprocess is still required, one with a default is not.
    const register = op("/api/auth/register", "post")!.requestBody!.content["application/json"].schema as { required?: string[] };
    expect(register.required).toEqual(expect.arrayContaining(["email", "password", "username"]));
    expect(op("/api/summary", "get")!.parameters).toEqual([expect.objectContaining({ name: "tz", in: "query", required: false })]);
    const invalid = create.responses["400"] as { description: string; content: unknown };
    expect(invalid.description).toContain("validation_failed");
    expect(invalid.content).toEqual({ "application/json": { schema: { $ref: "#/components/schemas/Error" } } });
  });

  it("says who may call each route: public, session cookie or bearer token, admin", () => {
    expect(op("/api/health", "get")!.security).toEqual([]);
    expect(op("/api/games", "get")!.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
    expect(op("/api/games", "get")!["x-savepoint-token"]).toBe("read");
    expect(op("/api/games", "post")!["x-savepoint-token"]).toBe("write");
    expect(op("/api/games", "get")!.responses["401"]).toBeDefined();
    // busy (with Retry-After) or a database that is down: every route may say either (ADR 020)
    expect(JSON.stringify(op("/api/games", "post")!.responses["503"])).toMatch(/database_unavailable.*server_busy.*Retry-After/);
    // a write may find the disk full; a read never says so
    expect(JSON.stringify(op("/api/games", "post")!.responses["507"])).toMatch(/storage_full/);
    expect(op("/api/games", "get")!.responses["507"]).toBeUndefined();
    const never = routesOf(app).filter((r) => r.tokens === "never");
    expect(never.length).toBeGreaterThan(0);
    for (const r of never) {
      const o = op(openApiPath(r.path), r.method)!;
      expect([o.security, o["x-savepoint-token"]]).toEqual([[{ sessionCookie: [] }], "never"]);
    }
    const admin = routesOf(app).find((r) => r.access === "admin");
    if (admin) expect(op(openApiPath(admin.path), admin.method)!.responses["403"]).toBeDefined();
  });

  it("describes the error envelope with every error code", () => {
    const schemas = (doc as unknown as { components: { schemas: { Error: { properties: { error: { properties: { code: { enum: string[] } } } } } } } })
      .components.schemas;
    expect(schemas.Error.properties.error.properties.code.enum).toEqual(
      expect.arrayContaining(["validation_failed", "unauthenticated", "not_found", "internal_error"]),
    );
  });
});
