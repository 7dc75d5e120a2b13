// The harness bites: an app with deliberately broken routes (unprotected, leaking, throwing, refusing
// in the wrong shape) must make the authorization matrix and the fuzzer report each one, so adding
// such a route to the real app fails `npm test`.
import { Router } from "express";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { validationFailed } from "../http/errors.ts";
import { defineRoutes, routesOf, type RouteGroup } from "../http/registry.ts";
import { setupFile } from "../../test/helpers.ts";
import { fuzzRoutes } from "../../test/harness/fuzz.ts";
import { authorizationMatrix, type Finding } from "../../test/harness/matrix.ts";
import { mountedRoutes } from "../../test/harness/mounted.ts";

const { db, makeApp } = await setupFile({ config: { authRateLimit: 100_000 } });
const prisma = db.prisma;

/** Routes that each break one rule, mounted at /api/bites. */
function brokenRoutes(): RouteGroup {
  const g = defineRoutes();
  // Declared public, but answers with every user's email.
  g.route({
    method: "get",
    path: "/everyone",
    access: "public",
    handler: async (_i, _req, res) => void res.json(await prisma.user.findMany({ select: { email: true } })),
  });
  // A session route that answers the raw user row, password hash included.
  g.route({
    method: "get",
    path: "/me-raw",
    access: "session",
    handler: async ({ auth }, _req, res) => void res.json(await prisma.user.findUnique({ where: { id: auth.user.id } })),
  });
  // Reads a game by id without asking whose it is.
  g.route({
    method: "get",
    path: "/games/:id",
    access: "session",
    params: z.object({ id: z.string() }),
    resources: { id: "libraryGame" },
    handler: async ({ params }, _req, res) =>
      void res.json(await prisma.libraryGame.findUnique({ where: { id: params.id }, select: { id: true, title: true } })),
  });
  // Throws on a NUL (as PostgreSQL would), refuses in its own shape, and names the wrong field.
  g.route({
    method: "post",
    path: "/notes",
    access: "session",
    body: z.object({ text: z.string().max(500), count: z.number().optional() }),
    example: { body: { text: "hello", count: 1 } },
    handler: ({ body }, _req, res) => {
      if (body.text.includes("\u0000")) throw new Error("invalid byte sequence for encoding UTF8: 0x00");
      if ([...body.text].some((c) => c.charCodeAt(0) > 0x7f)) return void res.status(400).send("ASCII only");
      if (body.count !== undefined && body.count > 2 ** 31) throw validationFailed([{ path: "somethingElse", message: "too big" }]);
      res.status(201).json({ ok: true });
    },
  });
  // An admin route done right, and a param whose kind the harness cannot build.
  g.route({ method: "get", path: "/admin/ok", access: "admin", handler: (_i, _req, res) => void res.json({ ok: true }) });
  g.route({ method: "get", path: "/widgets/:widgetId", access: "session", resources: { widgetId: "widget" }, handler: (_i, _req, res) => void res.json({}) });
  g.route({ method: "get", path: "/things/:thing", access: "session", handler: (_i, _req, res) => void res.json({}) });
  return g;
}

/** Routes whose registry entry says one thing while the router does another. */
function lyingRoutes(): RouteGroup {
  const router = Router();
  router.get("/secret", (_req, res) => void res.json({ secret: 42 }));
  router.get("/admin/open", (_req, res) => void res.json({ users: 0 }));
  // In a group mounted through the table, but never declared with route().
  router.get("/undeclared", (_req, res) => void res.json({ open: true }));
  const entry = { resources: {}, tokens: "scope" } as const;
  return {
    router,
    routes: [
      { ...entry, method: "get", path: "/secret", access: "session" },
      { ...entry, method: "get", path: "/admin/open", access: "admin" },
    ],
    route: () => undefined,
  };
}

const app = makeApp({
  extend(api, routes) {
    routes.mount(api, "/bites", brokenRoutes());
    routes.mount(api, "/lies", lyingRoutes());
    // Mounted with plain Express, so the registry never hears of it.
    api.get("/unlisted", (_req, res) => void res.json({ open: true }));
  },
});

describe("the authorization matrix", async () => {
  const report = await authorizationMatrix({ app, prisma });
  const about = (route: string, as?: Finding["as"]) =>
    report.findings.filter((f) => f.route === route && (as === undefined || f.as === as)).map((f) => f.problem);

  it("reports a route mounted outside the registry, and that it answers without a session", () => {
    expect(about("GET /api/unlisted")).toEqual([expect.stringMatching(/mounted outside the route registry.*answers 200 without a session/)]);
    expect(about("GET /api/lies/undeclared")).toEqual([expect.stringMatching(/mounted outside the route registry.*answers 200 without a session/)]);
  });

  it("reports a route that answers without a session while not declared public", () => {
    expect(about("GET /api/lies/secret", "anonymous")).toEqual([expect.stringMatching(/answered 200 without a session, but the route is not declared public/)]);
  });

  it("reports another user's email, a password hash, and another user's resource answered", () => {
    expect(about("GET /api/bites/everyone", "anonymous")).toEqual([expect.stringMatching(/another user's data: .*@harness\.test/)]);
    expect(about("GET /api/bites/me-raw", "owner")).toEqual([expect.stringMatching(/bcrypt password hash/)]);
    expect(about("GET /api/bites/games/:id", "other")).toEqual([expect.stringMatching(/another user's data|must be 404/)]);
  });

  it("reports a non-admin reaching an admin route, and passes one that refuses them", () => {
    expect(about("GET /api/lies/admin/open", "owner")).toEqual([expect.stringMatching(/answered 200 to a user who is not an administrator/)]);
    expect(about("GET /api/lies/admin/open", "other")).toHaveLength(1);
    expect(about("GET /api/bites/admin/ok")).toEqual([]);
    expect(report.answers["GET /api/bites/admin/ok"]).toBe("anonymous 401, other 403, admin 200, owner 403");
  });

  it("reports a param naming a kind it has no factory for, and a param naming no kind", () => {
    expect(about("GET /api/bites/widgets/:widgetId")).toEqual([expect.stringMatching(/no fixture factory for resource kind "widget"/)]);
    expect(about("GET /api/bites/things/:thing")).toEqual([expect.stringMatching(/param :thing names no resource kind/)]);
  });

  it("finds nothing wrong with the real routes of the same app", () => {
    const real = report.findings.filter((f) => !/^\w+ \/api\/(bites|lies|unlisted)/.test(f.route));
    expect(real).toEqual([]);
    // ...which the walk of what is mounted did reach: every registered route of the app is found there.
    const mounted = new Set(mountedRoutes(app).map((r) => `${r.method} ${r.path}`));
    expect(routesOf(app).filter((r) => !mounted.has(`${r.method} ${r.path}`))).toEqual([]);
  });
});

describe("the fuzzer", async () => {
  const report = await fuzzRoutes({ app, prisma, seed: 1, inputs: 1_000, only: (r) => r.path === "/api/bites/notes" });
  const problems = report.findings.map((f) => `${f.field} ${f.status} ${f.problem}`);

  it("reports a 500 from a NUL that reached the handler", () => {
    expect(problems).toContainEqual(expect.stringMatching(/^text 500 answered 500/));
  });

  it("reports a 4xx outside the error envelope", () => {
    expect(problems).toContainEqual(expect.stringMatching(/^text 400 answered 400 without the error envelope: ASCII only/));
  });

  it("reports a validation error that names another field than the one broken", () => {
    expect(problems).toContainEqual(expect.stringMatching(/^count 400 validation_failed names "somethingElse", not the failing field "count"/));
  });

  it("sent at least what it was asked to, to that route only", () => {
    expect(report.inputs).toBeGreaterThanOrEqual(1_000);
    expect(report.routes).toBe(1);
  });
});
