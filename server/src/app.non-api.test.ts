// Paths outside /api serve the web app (GET and HEAD only). Any other method there, or a path nothing
// serves, is answered in the API's JSON envelope, never with Express's HTML error page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { setupFile } from "../test/helpers.ts";
import { errorOf } from "../test/responses.ts";

const dist = mkdtempSync(join(tmpdir(), "savepoint-dist-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Savepoint</title>");
writeFileSync(join(dist, "assets", "app.js"), "console.log(1)");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const { app: apiOnly, makeApp } = await setupFile();
const withClient = makeApp({ clientDist: dist });

describe.each([
  ["with the web app", withClient],
  ["API only", apiOnly],
])("outside /api, %s", (_what, app) => {
  it.each([
    ["post", "/anything"],
    ["put", "/anything"],
    ["patch", "/login"],
    ["delete", "/"],
    ["post", "/assets/x"],
    ["delete", "/assets/app.js"],
  ] as const)("%s %s is 405 with Allow: GET, HEAD, in the JSON envelope", async (method, path) => {
    const res = await request(app)[method](path).send({ a: 1 }).expect(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(errorOf(res)).toMatchObject({ code: "method_not_allowed" });
    expect(errorOf(res).requestId).toBe(res.headers["x-request-id"]);
  });

  it("OPTIONS says which methods there are", async () => {
    const res = await request(app).options("/anything");
    expect(res.status).toBeLessThan(300);
    expect(res.headers.allow?.replace(/\s/g, "")).toBe("GET,HEAD");
  });
});

describe("GET outside /api", () => {
  it("serves the web app for any path, and its assets", async () => {
    const page = await request(withClient).get("/games/celeste").expect(200);
    expect(page.text).toContain("<title>Savepoint</title>");
    await request(withClient).get("/assets/app.js").expect(200);
    await request(withClient).head("/login").expect(200);
  });

  it("without the web app, is a JSON 404", async () => {
    const res = await request(apiOnly).get("/anything").expect(404);
    expect(errorOf(res)).toMatchObject({ code: "not_found" });
  });
});
