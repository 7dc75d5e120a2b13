// The route table reaches a mounted group through one layer that picks it by the path's first segment:
// what a request reaches must be what mounting the groups one after another gave.
import express, { type ErrorRequestHandler } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { defineRoutes, firstSegment, RouteTable, type RouteGroup } from "./registry.ts";

/** A group whose GET routes answer `{ from: name, path }`; `entered` counts requests that came into its router. */
function group(name: string, paths: string[], entered: Map<string, number>): RouteGroup {
  const g = defineRoutes();
  g.router.use((_req, _res, next) => {
    entered.set(name, (entered.get(name) ?? 0) + 1);
    next();
  });
  g.route({
    method: "get",
    path: "/broken",
    access: "public",
    handler: () => {
      throw new Error(`${name} broke`);
    },
  });
  for (const path of paths) {
    g.route({ method: "get", path, access: "public", handler: (_i, _req, res) => void res.json({ from: name, path }) });
  }
  return g;
}

function appWithGroups() {
  const entered = new Map<string, number>();
  const app = express();
  const api = express.Router();
  const table = new RouteTable("/api");
  table.mount(api, "/games", group("games", ["/:id"], entered));
  table.mount(api, "/games", group("game-covers", ["/:id/cover", "/:id"], entered));
  table.mount(api, "/account", group("account", ["/", "/tokens/old"], entered));
  table.mount(api, "/", group("root", ["/openapi.json", "/games/special/one"], entered));
  table.mount(api, "/account/tokens", group("tokens", ["/", "/old"], entered));
  table.mount(api, "/u", group("u", ["/:name"], entered));
  api.use((_req, res) => void res.status(404).json({ from: "api-not-found" }));
  app.use("/api", api);
  const onError: ErrorRequestHandler = (err: Error, _req, res, _next) => void res.status(500).json({ error: err.message });
  app.use(onError);
  return { app, table, entered };
}

describe("RouteTable: groups reached by their first segment", () => {
  it("reads a path's first segment as Express matches a mount: lower-cased, up to a slash or the query", () => {
    expect(firstSegment("/Games/12?x=1")).toBe("games");
    expect(firstSegment("/games?x=/a")).toBe("games");
    expect(firstSegment("/games")).toBe("games");
    expect(firstSegment("/")).toBe("");
    expect(firstSegment("/account/tokens")).toBe("account");
  });

  it("answers from the group mounted first among those of a segment, in order, as mounts one after another did", async () => {
    const { app } = appWithGroups();
    expect((await request(app).get("/api/games/7").expect(200)).body).toEqual({ from: "games", path: "/:id" });
    expect((await request(app).get("/api/games/7/cover").expect(200)).body).toEqual({ from: "game-covers", path: "/:id/cover" });
    // Express matches mount points whatever their case, and the query is not part of the path.
    expect((await request(app).get("/api/GAMES/7/Cover?size=2").expect(200)).body).toEqual({ from: "game-covers", path: "/:id/cover" });
    // "/account" was mounted before "/account/tokens": its "/tokens/old" wins, as it did.
    expect((await request(app).get("/api/account/tokens/old").expect(200)).body).toEqual({ from: "account", path: "/tokens/old" });
    expect((await request(app).get("/api/account/tokens").expect(200)).body).toEqual({ from: "tokens", path: "/" });
    expect((await request(app).get("/api/u/someone").expect(200)).body).toEqual({ from: "u", path: "/:name" });
  });

  it("tries a group mounted at the root for any segment, after that segment's own groups have passed", async () => {
    const { app } = appWithGroups();
    expect((await request(app).get("/api/openapi.json").expect(200)).body).toEqual({ from: "root", path: "/openapi.json" });
    expect((await request(app).get("/api/games/special/one").expect(200)).body).toEqual({ from: "root", path: "/games/special/one" });
  });

  it("passes what no group answers to what follows (the API's 404), and a prefix is a whole segment", async () => {
    const { app } = appWithGroups();
    expect((await request(app).get("/api/nothing-here").expect(404)).body).toEqual({ from: "api-not-found" });
    expect((await request(app).get("/api/gamesx/7").expect(404)).body).toEqual({ from: "api-not-found" });
    expect((await request(app).get("/api/account/tokens/a/b/c").expect(404)).body).toEqual({ from: "api-not-found" });
  });

  it("hands a handler's error to the error handler", async () => {
    const { app } = appWithGroups();
    expect((await request(app).get("/api/u/broken").expect(500)).body).toEqual({ error: "u broke" });
    expect((await request(app).get("/api/broken").expect(500)).body).toEqual({ error: "root broke" });
  });

  it("enters only the groups of the request's segment and the root's", async () => {
    const { app, entered } = appWithGroups();
    await request(app).get("/api/u/someone").expect(200);
    expect(Object.fromEntries(entered)).toEqual({ u: 1 });
    entered.clear();
    await request(app).get("/api/openapi.json").expect(200);
    expect(Object.fromEntries(entered)).toEqual({ root: 1 });
  });

  it("refuses a group whose first segment is a pattern, which the segment could never match", () => {
    const table = new RouteTable("/api");
    const api = express.Router();
    expect(() => table.mount(api, "/:userId/games", group("p", ["/"], new Map()))).toThrow(/first segment must be literal: "\/:userId\/games"/);
    expect(() => table.mount(api, "/*rest", group("p", ["/"], new Map()))).toThrow(/must be literal/);
    // A pattern after the first segment is matched by the group's own router, as before.
    expect(() => table.mount(api, "/u/:name", group("p", ["/"], new Map()))).not.toThrow();
  });

  it("lists every mounted route at its full path", () => {
    const { table } = appWithGroups();
    const paths = table.list().map((r) => r.path);
    expect(paths).toContain("/api/games/:id/cover");
    expect(paths).toContain("/api/account/tokens/old");
    expect(paths).toContain("/api/openapi.json");
    expect(paths).toHaveLength(16);
  });
});
