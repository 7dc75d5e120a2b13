// The route registry: route() enforces the declared access, parses params, query and body with the
// declared schemas, and records the route in the app's own table.
import express from "express";
import request from "supertest";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders.ts";
import { setupFile } from "../../test/helpers.ts";
import { errorOf, issuesOf } from "../../test/responses.ts";
import { defineRoutes, joinPath, routesOf } from "./registry.ts";

const { db, makeApp } = await setupFile();

function probeRoutes() {
  const g = defineRoutes();
  g.route({
    method: "get",
    path: "/items/:n",
    access: "session",
    params: z.object({ n: z.coerce.number().int().positive() }),
    notFound: "Item",
    query: z.object({ q: z.string().min(2) }),
    example: { query: { q: "ok" } },
    handler: ({ params, query, auth }, _req, res) => void res.json({ n: params.n + 1, q: query.q, who: auth.user.username }),
  });
  g.route({
    method: "post",
    path: "/",
    access: "public",
    body: z.object({ name: z.string().min(1) }),
    example: { body: { name: "x" } },
    handler: ({ body, auth }, _req, res) => void res.status(201).json({ name: body.name, signedIn: auth !== undefined }),
  });
  g.route({ method: "get", path: "/admin", access: "admin", handler: (_i, _req, res) => void res.json({ ok: true }) });
  return g;
}

const app = makeApp({ extend: (api, routes) => routes.mount(api, "/probe", probeRoutes()) });
const user = await buildUser(app);
const admin = await buildUser(app);
await db.prisma.user.update({ where: { id: user.user.id }, data: { isAdmin: false } });
await db.prisma.user.update({ where: { id: admin.user.id }, data: { isAdmin: true } });

describe("route()", () => {
  it("checks the declared access: session, admin and public", async () => {
    await request(app).get("/api/probe/items/1?q=ok").expect(401);
    await request(app).get("/api/probe/admin").expect(401);
    const res = await user.auth(request(app).get("/api/probe/admin")).expect(403);
    expect(errorOf(res).code).toBe("forbidden");
    await admin.auth(request(app).get("/api/probe/admin")).expect(200);
    await request(app).post("/api/probe").send({ name: "a" }).expect(201, { name: "a", signedIn: false });
  });

  it("hands the handler parsed, typed params, query and body", async () => {
    const res = await user.auth(request(app).get("/api/probe/items/41?q=hi")).expect(200);
    expect(res.body).toEqual({ n: 42, q: "hi", who: user.user.username });
    await user.auth(request(app).post("/api/probe")).send({ name: "b" }).expect(201, { name: "b", signedIn: true });
  });

  it("answers 404 for params that fail their schema, 400 naming the field for query and body", async () => {
    const missing = await user.auth(request(app).get("/api/probe/items/-3?q=hi")).expect(404);
    expect(errorOf(missing).message).toBe("Item not found");
    expect(issuesOf(await user.auth(request(app).get("/api/probe/items/1?q=h")).expect(400)).map((i) => i.path)).toEqual(["q"]);
    expect(issuesOf(await request(app).post("/api/probe").send({ name: "" }).expect(400)).map((i) => i.path)).toEqual(["name"]);
  });

  it("answers 404 in the envelope for a path param whose percent-encoding does not decode", async () => {
    for (const bad of ["%E0%A4%A", "%", "%ED%A0%80", "%C0%80"]) {
      const res = await user.auth(request(app).get(`/api/games/${bad}`)).expect(404);
      expect(errorOf(res).code).toBe("not_found");
    }
  });
});

describe("the route table", () => {
  it("records every mounted route with its full path, access and schemas", () => {
    const probe = routesOf(app).filter((r) => r.path.startsWith("/api/probe"));
    expect(probe.map((r) => [r.method, r.path, r.access])).toEqual([
      ["get", "/api/probe/items/:n", "session"],
      ["post", "/api/probe", "public"],
      ["get", "/api/probe/admin", "admin"],
    ]);
    expect(probe[0]!.query).toBeDefined();
    expect(probe[1]!.example).toEqual({ body: { name: "x" } });
  });

  it("belongs to one app: another app built alongside does not see its routes", () => {
    expect(routesOf(makeApp()).some((r) => r.path.startsWith("/api/probe"))).toBe(false);
  });

  it("is only on apps createApp built", () => {
    expect(() => routesOf(express())).toThrow(/no route table/);
  });

  it("joins paths without doubled or trailing slashes", () => {
    expect(joinPath("/api", "/games", "/")).toBe("/api/games");
    expect(joinPath("/api", "/games", "/:id/sessions")).toBe("/api/games/:id/sessions");
    expect(joinPath("/")).toBe("/");
  });
});
