// The web app's files go precompressed (Brotli, then gzip, then as is) with Vary: Accept-Encoding and
// their own Content-Type; /api JSON over 1 KB is compressed on the fly, and never twice.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { buildGame, buildUser } from "../../test/builders.ts";
import { setupFile } from "../../test/helpers.ts";

const INDEX = `<!doctype html><title>Savepoint</title>${" ".repeat(2000)}`;
const JS = `console.log("${"x".repeat(3000)}");`;
const dist = mkdtempSync(join(tmpdir(), "savepoint-static-"));
mkdirSync(join(dist, "assets"));
function withTwins(file: string, body: string, twins: ("br" | "gz")[] = ["br", "gz"]) {
  writeFileSync(join(dist, file), body);
  if (twins.includes("br")) writeFileSync(join(dist, `${file}.br`), brotliCompressSync(body));
  if (twins.includes("gz")) writeFileSync(join(dist, `${file}.gz`), gzipSync(body));
}
withTwins("index.html", INDEX);
withTwins("assets/app-abc123.js", JS);
withTwins("assets/only-gzip-abc.css", "body{color:red}", ["gz"]);
writeFileSync(join(dist, "assets", "logo-abc.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
withTwins("favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const { makeApp } = await setupFile();
const app = makeApp({ clientDist: dist });

/** The answer's bytes, decoded once by supertest as its Content-Encoding says (twice-compressed would not read back). */
function raw(path: string, acceptEncoding: string) {
  return request(app)
    .get(path)
    .set("Accept-Encoding", acceptEncoding)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
}

describe("the web app's files", () => {
  it("go as Brotli to a browser that takes it, whatever order it lists encodings in", async () => {
    const res = await raw("/assets/app-abc123.js", "gzip, deflate, br, zstd").expect(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((res.body as Buffer).toString()).toBe(JS);
  });

  it("go as gzip when the browser does not take Brotli, or has no Brotli twin", async () => {
    const a = await raw("/assets/app-abc123.js", "gzip").expect(200);
    expect(a.headers["content-encoding"]).toBe("gzip");
    expect((a.body as Buffer).toString()).toBe(JS);
    const b = await raw("/assets/only-gzip-abc.css", "br, gzip").expect(200);
    expect(b.headers["content-encoding"]).toBe("gzip");
    expect(b.headers["content-type"]).toMatch(/^text\/css/);
  });

  it("go as they are without Accept-Encoding, with q=0, or without a twin", async () => {
    for (const ae of ["identity", "br;q=0, gzip;q=0", ""]) {
      const res = await raw("/assets/app-abc123.js", ae).expect(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect((res.body as Buffer).toString()).toBe(JS);
    }
    const png = await raw("/assets/logo-abc.png", "br, gzip").expect(200);
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers["content-type"]).toBe("image/png");
  });

  it("serves index.html compressed and revalidated for every path the app owns", async () => {
    for (const path of ["/", "/login", "/game/celeste", "/index.html"]) {
      const res = await raw(path, "gzip, br").expect(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect((res.body as Buffer).toString()).toBe(INDEX);
    }
  });

  it("sends the prerendered landing page for / to a visitor without a session, and a route's own page where the build made one", async () => {
    const LANDING = `<!doctype html><div id="root" data-prerendered="landing">Every game you play, saved.</div>${" ".repeat(2000)}`;
    const withLanding = mkdtempSync(join(tmpdir(), "savepoint-static-landing-"));
    try {
      const LOGIN = `<!doctype html><link rel="modulepreload" href="/assets/LoginPage-abc.js">${" ".repeat(2000)}`;
      for (const [file, body] of [
        ["index.html", INDEX],
        ["landing.html", LANDING],
        ["login.html", LOGIN],
      ] as const) {
        writeFileSync(join(withLanding, file), body);
        writeFileSync(join(withLanding, `${file}.br`), brotliCompressSync(body));
      }
      const site = makeApp({ clientDist: withLanding });
      const page = (path: string, cookie?: string) => {
        const req = request(site).get(path).set("Accept-Encoding", "br");
        return (cookie ? req.set("Cookie", cookie) : req).expect(200);
      };
      const first = await page("/");
      expect(first.text).toBe(LANDING);
      expect(first.headers["content-encoding"]).toBe("br");
      expect(first.headers["cache-control"]).toBe("no-cache");
      expect(first.headers.vary).toMatch(/Cookie/);
      // A session (or its script-readable hint), a `?next=` address, or any other path: the app's own page.
      expect((await page("/", "sp_session=abc")).text).toBe(INDEX);
      expect((await page("/", "theme=dark; sp_signed_in=1")).text).toBe(INDEX);
      expect((await page("/?next=%2Fjournal")).text).toBe(INDEX);
      expect((await page("/journal")).text).toBe(INDEX);
      expect((await page("/", "other_sp_session_like=1")).text).toBe(LANDING);
      // A page the build made for a route (its chunks preloaded), whatever the cookies; none made: index.html.
      expect((await page("/login")).text).toBe(LOGIN);
      expect((await page("/login", "sp_session=abc")).text).toBe(LOGIN);
      expect((await page("/register")).text).toBe(INDEX);
    } finally {
      rmSync(withLanding, { recursive: true, force: true });
    }
  });

  it("caches files outside /assets for an hour (their names carry no hash)", async () => {
    const res = await raw("/favicon.svg", "br").expect(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  it("answers 404 for a missing asset, and never serves a file outside the build", async () => {
    await request(app).get("/assets/gone-123.js").expect(404);
    const res = await request(app).get("/..%2f..%2fetc%2fpasswd").expect(200);
    expect(res.text).toContain("<title>Savepoint</title>");
  });
});

describe("/api compression", () => {
  it("leaves answers under 1 KB alone", async () => {
    const small = await request(app).get("/api/health").set("Accept-Encoding", "gzip, br").expect(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("passes the library list's own gzip through untouched (never compressed twice)", async () => {
    const u = await buildUser(app);
    for (let i = 0; i < 40; i++) await buildGame(app, u, { title: `Listed game ${i}`, notes: "a note ".repeat(20) });
    const res = await u.auth(raw("/api/games", "gzip, deflate, br")).expect(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    // decoding gzip once gives the JSON itself: the body was not wrapped a second time
    const list = JSON.parse((res.body as Buffer).toString()) as unknown[];
    expect(list).toHaveLength(40);
  });

  it("compresses a large JSON answer the route sent plain", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { title: "Long notes", notes: "word ".repeat(1000) });
    const res = await u.auth(raw(`/api/games/${g.id}`, "gzip")).expect(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect((JSON.parse((res.body as Buffer).toString()) as { title: string }).title).toBe("Long notes");
  });
});
