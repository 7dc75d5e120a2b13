// What installing the web app and using it offline ask of the server: the service worker and the
// manifest with their own content types (the worker revalidated on every load), a policy that lets
// this origin's worker and manifest in, and the account an API answer belongs to, which the worker
// keeps answers under (client/src/offline/).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { ACCOUNT_HEADER } from "@savepoint/common";
import { SESSION_COOKIE } from "./auth.ts";
import { buildApiToken, buildUser } from "../../test/builders.ts";
import { setupFile } from "../../test/helpers.ts";

const INDEX = `<!doctype html><title>Savepoint</title>`;
const WORKER = `self.addEventListener("fetch",()=>{});${" ".repeat(2000)}`;
const MANIFEST = JSON.stringify({ name: "Savepoint", display: "standalone" });
const dist = mkdtempSync(join(tmpdir(), "savepoint-installable-"));
const bare = mkdtempSync(join(tmpdir(), "savepoint-installable-bare-"));
mkdirSync(join(dist, "icons"));
for (const [file, body] of [
  ["index.html", INDEX],
  ["sw.js", WORKER],
  ["manifest.webmanifest", MANIFEST],
] as const) {
  writeFileSync(join(dist, file), body);
  writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body));
}
writeFileSync(join(dist, "icons", "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(join(bare, "index.html"), INDEX);
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

const { makeApp } = await setupFile();
const app = makeApp({ clientDist: dist });

describe("the service worker and the manifest", () => {
  it("serve the worker as JavaScript, compressed and revalidated on every load, so a new build's reaches browsers at once", async () => {
    const res = await request(app).get("/sw.js").set("Accept-Encoding", "br").expect(200);
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.text).toBe(WORKER);
  });

  it("serve the manifest as application/manifest+json, and the icons as PNG, kept for an hour", async () => {
    const manifest = await request(app).get("/manifest.webmanifest").set("Accept-Encoding", "br").expect(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("public, max-age=3600");
    expect(JSON.parse(manifest.text)).toEqual(JSON.parse(MANIFEST));
    const icon = await request(app).get("/icons/icon-192.png").expect(200);
    expect(icon.headers["content-type"]).toBe("image/png");
  });

  it("answer 404 when the build has none, never the page (a browser would try to install the page as its worker)", async () => {
    const site = makeApp({ clientDist: bare });
    await request(site).get("/sw.js").expect(404);
    await request(site).get("/manifest.webmanifest").expect(404);
    expect((await request(site).get("/journal").expect(200)).text).toBe(INDEX);
  });

  it("are allowed by the Content-Security-Policy from this origin only", async () => {
    for (const path of ["/", "/sw.js", "/api/health"]) {
      const csp = (await request(app).get(path)).headers["content-security-policy"] as string;
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).not.toMatch(/(worker|manifest)-src[^;]*(\*|https?:)/);
    }
  });
});

describe("the account an API answer belongs to", () => {
  it("is named on every answer to a browser's session, and to no one else", async () => {
    const ada = await buildUser(app);
    const withCookie = await request(app).get("/api/games").set("Cookie", `${SESSION_COOKIE}=${ada.token}`).expect(200);
    expect(withCookie.headers[ACCOUNT_HEADER.toLowerCase()]).toBe(ada.user.id);
    const other = await buildUser(app);
    const hers = await request(app).get("/api/games/stats").set("Cookie", `${SESSION_COOKIE}=${other.token}`).expect(200);
    expect(hers.headers[ACCOUNT_HEADER.toLowerCase()]).toBe(other.user.id);
    // a script's token, a Bearer session, no session at all, a dead cookie: no account named
    const token = await buildApiToken(app, ada, { scope: "read" });
    const script = await request(app).get("/api/games").set("Authorization", `Bearer ${token.token}`).expect(200);
    expect(script.headers[ACCOUNT_HEADER.toLowerCase()]).toBeUndefined();
    expect((await ada.auth(request(app).get("/api/games")).expect(200)).headers[ACCOUNT_HEADER.toLowerCase()]).toBeUndefined();
    expect((await request(app).get("/api/games").expect(401)).headers[ACCOUNT_HEADER.toLowerCase()]).toBeUndefined();
    const dead = await request(app).get("/api/games").set("Cookie", `${SESSION_COOKIE}=not-a-token`).expect(401);
    expect(dead.headers[ACCOUNT_HEADER.toLowerCase()]).toBeUndefined();
  });
});
