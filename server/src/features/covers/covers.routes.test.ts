// Remote covers: POST /api/covers/check, GET /api/covers/preview, GET /api/games/:id/cover, and the
// check a save makes. The internet here is pretend (server/test/helpers.ts: TEST_COVERS); the address
// rules are the real ones.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { COVER_REFUSAL_MESSAGES, type CoverCheckResult, type LibraryGameDto, type LibraryGameSummary } from "@savepoint/common";
import { buildGame, buildUser } from "../../../test/builders.ts";
import { TEST_COVERS, setupFile, testRemoteCovers } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue, issuesOf } from "../../../test/responses.ts";
import { PNG_1PX } from "../../lib/safe-fetch.test-support.ts";

const { app, makeApp } = await setupFile();
const check = (u: Awaited<ReturnType<typeof buildUser>>, imageUrl: unknown, on = app) => u.auth(request(on).post("/api/covers/check")).send({ imageUrl });

describe("without a session", () => {
  it.each([
    ["post", "/api/covers/check"],
    ["get", "/api/covers/preview?url=https%3A%2F%2Fcovers.example.com%2Fx.png&sig=0123456789abcdef0123456789abcdef"],
    ["get", "/api/games/00000000-0000-4000-8000-000000000000/cover"],
  ] as const)("%s %s is 401", async (method, path) => {
    const res = await request(app)[method](path).send({ imageUrl: TEST_COVERS.image }).expect(401);
    expect(errorOf(res).code).toBe("unauthenticated");
  });
});

describe("POST /api/covers/check", () => {
  it("answers the image's type and size and a same-origin preview of it", async () => {
    const u = await buildUser(app);
    const res = await check(u, TEST_COVERS.image).expect(200);
    const body = bodyOf<CoverCheckResult>(res);
    expect(body).toMatchObject({ ok: true, contentType: "image/png", bytes: PNG_1PX.length });
    expect(body.previewUrl).toMatch(/^\/api\/covers\/preview\?url=[^&]+&sig=[a-f0-9]{32}$/);
    expect(new URL(body.previewUrl, "http://x").searchParams.get("url")).toBe(TEST_COVERS.image);
    // effect read back: the preview is the checked image, served as an image that cannot run as a page
    const img = await u.auth(request(app).get(body.previewUrl)).expect(200);
    expect(img.headers["content-type"]).toBe("image/png");
    expect(img.headers["x-content-type-options"]).toBe("nosniff");
    expect(img.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(img.body as Buffer).equals(PNG_1PX)).toBe(true);
  });

  it.each([
    [TEST_COVERS.page, COVER_REFUSAL_MESSAGES["not-image"]],
    [TEST_COVERS.missing, COVER_REFUSAL_MESSAGES["not-image"]],
    [TEST_COVERS.huge, COVER_REFUSAL_MESSAGES["too-large"]],
    [TEST_COVERS.intranet, COVER_REFUSAL_MESSAGES.private],
    ["http://127.0.0.1:3000/api/health", COVER_REFUSAL_MESSAGES.private],
    ["http://169.254.169.254/latest/meta-data/", COVER_REFUSAL_MESSAGES.private],
    [TEST_COVERS.nowhere, COVER_REFUSAL_MESSAGES.unreachable],
  ])("refuses %s with a message on imageUrl", async (url, message) => {
    const u = await buildUser(app);
    const res = await check(u, url).expect(400);
    expectIssue(res.body, "imageUrl");
    expect(issuesOf(res)).toEqual([{ path: "imageUrl", message }]);
    expect(errorOf(res).message).toBe(message);
  });

  it.each([["not a url"], ["ftp://covers.example.com/a.png"], ["javascript:alert(1)"], [""], [42]])(
    "refuses %j as invalid input naming imageUrl",
    async (imageUrl) => {
      const u = await buildUser(app);
      expectIssue((await check(u, imageUrl).expect(400)).body, "imageUrl");
    },
  );

  it("limits how many addresses a user may have fetched, and counts images already cached as free", async () => {
    const limited = makeApp({ remoteCovers: testRemoteCovers(2) });
    const u = await buildUser(limited);
    await check(u, "https://covers.example.com/1.png", limited).expect(200);
    await check(u, "https://covers.example.com/2.png", limited).expect(200);
    expect(errorOf(await check(u, "https://covers.example.com/3.png", limited).expect(429)).code).toBe("rate_limited");
    await check(u, "https://covers.example.com/1.png", limited).expect(200);
    await check(await buildUser(limited), "https://covers.example.com/3.png", limited).expect(200);
  });

  it("counts the allowance in the database, so two server processes share it", async () => {
    const [one, two] = [makeApp({ remoteCovers: testRemoteCovers(2) }), makeApp({ remoteCovers: testRemoteCovers(2) })];
    const u = await buildUser(one);
    await check(u, "https://covers.example.com/11.png", one).expect(200);
    await check(u, "https://covers.example.com/12.png", two).expect(200);
    expect(errorOf(await check(u, "https://covers.example.com/13.png", one).expect(429)).code).toBe("rate_limited");
    expect(errorOf(await check(u, "https://covers.example.com/13.png", two).expect(429)).code).toBe("rate_limited");
  });

  it("says every address is unreachable when the server is built without a fetcher", async () => {
    const offline = makeApp({ remoteCovers: {} });
    const u = await buildUser(offline);
    expect(issuesOf(await check(u, TEST_COVERS.image, offline).expect(400))).toEqual([{ path: "imageUrl", message: COVER_REFUSAL_MESSAGES.unreachable }]);
  });
});

describe("GET /api/covers/preview", () => {
  const previewOf = async (u: Awaited<ReturnType<typeof buildUser>>, url: string, on = app) =>
    bodyOf<CoverCheckResult>(await check(u, url, on).expect(200)).previewUrl;
  const withParam = (path: string, name: string, value: string) => {
    const p = new URL(path, "http://x");
    p.searchParams.set(name, value);
    return `${p.pathname}${p.search}`;
  };

  it("answers only addresses checked for this user: an unsigned, altered or another user's path is 404, and nothing is fetched for it", async () => {
    const remote = testRemoteCovers();
    const on = makeApp({ remoteCovers: remote });
    const [u, other] = [await buildUser(on), await buildUser(on)];
    const path = await previewOf(u, "https://covers.example.com/signed.png", on);
    const fetches = remote.fetch.net.requests.length;
    await u.auth(request(on).get(withParam(path, "url", "https://covers.example.com/other.png"))).expect(404);
    await u.auth(request(on).get(withParam(path, "sig", "0123456789abcdef0123456789abcdef"))).expect(404);
    await other.auth(request(on).get(path)).expect(404);
    expect(remote.fetch.net.requests.length).toBe(fetches);
    await u.auth(request(on).get(path)).expect(200);
  });

  it("names the field of a bad query", async () => {
    const u = await buildUser(app);
    expectIssue((await u.auth(request(app).get("/api/covers/preview?url=https%3A%2F%2Fcovers.example.com%2Fx.png&sig=nothex")).expect(400)).body, "sig");
    expectIssue((await u.auth(request(app).get("/api/covers/preview?url=ftp%3A%2F%2Fx&sig=0123456789abcdef0123456789abcdef")).expect(400)).body, "url");
  });

  it("works through another process than the check's: it fetches the image once, then answers it from memory", async () => {
    const remote = testRemoteCovers();
    const [one, two] = [makeApp({ remoteCovers: remote }), makeApp({ remoteCovers: { ...remote } })];
    const u = await buildUser(one);
    const path = await previewOf(u, "https://covers.example.com/elsewhere.png", one);
    const fetched = () => remote.fetch.net.requests.filter((r) => r.url.toString() === "https://covers.example.com/elsewhere.png").length;
    expect(fetched()).toBe(1);
    for (let i = 0; i < 3; i++) {
      const img = await u.auth(request(two).get(path)).expect(200);
      expect(Buffer.from(img.body as Buffer).equals(PNG_1PX)).toBe(true);
    }
    expect(fetched()).toBe(2);
  });
});

describe("saving a game with a remote cover", () => {
  it("keeps the address, shows the cover through this origin, and the form gets the address back", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { title: "Celeste", imageUrl: TEST_COVERS.image });
    expect(g.customImageUrl).toBe(TEST_COVERS.image);
    expect(g.imageUrl).toMatch(new RegExp(`^/api/games/${g.id}/cover\\?v=[a-f0-9]{12}$`));
    // the card list builds the same path in SQL
    const list = bodyOf<LibraryGameSummary[]>(await u.auth(request(app).get("/api/games")).expect(200));
    expect(list.find((c) => c.id === g.id)?.imageUrl).toBe(g.imageUrl);
    const img = await u.auth(request(app).get(g.imageUrl!)).expect(200);
    expect(img.headers["content-type"]).toBe("image/png");
    expect(img.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(img.headers["x-content-type-options"]).toBe("nosniff");
    expect(img.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });

  it("gives a new address a new path", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { imageUrl: TEST_COVERS.image });
    const moved = bodyOf<LibraryGameDto>(
      await u
        .auth(request(app).put(`/api/games/${g.id}`))
        .send({ imageUrl: "https://covers.example.com/other.png" })
        .expect(200),
    );
    expect(moved.customImageUrl).toBe("https://covers.example.com/other.png");
    expect(moved.imageUrl).not.toBe(g.imageUrl);
  });

  it("refuses, on imageUrl, an address that is not a usable image (create and update), and stores nothing", async () => {
    const u = await buildUser(app);
    const res = await u.auth(request(app).post("/api/games")).send({ title: "Refused", platform: "PC", imageUrl: TEST_COVERS.page }).expect(400);
    expect(issuesOf(res)).toEqual([{ path: "imageUrl", message: COVER_REFUSAL_MESSAGES["not-image"] }]);
    expect(bodyOf<LibraryGameSummary[]>(await u.auth(request(app).get("/api/games")).expect(200))).toEqual([]);
    const g = await buildGame(app, u, {});
    const put = await u
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ imageUrl: TEST_COVERS.intranet })
      .expect(400);
    expect(issuesOf(put)).toEqual([{ path: "imageUrl", message: COVER_REFUSAL_MESSAGES.private }]);
    expect(bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/${g.id}`)).expect(200)).customImageUrl).toBeNull();
  });

  it("shows the catalog's own cover path as it is, with no address for the form", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { imageUrl: "/api/catalog/covers/celeste?v=1" });
    expect(g).toMatchObject({ imageUrl: "/api/catalog/covers/celeste?v=1", customImageUrl: null });
  });
});

describe("GET /api/games/:id/cover", () => {
  it("is 404 for another user's game, and for a game with no remote cover", async () => {
    const owner = await buildUser(app);
    const other = await buildUser(app);
    const g = await buildGame(app, owner, { imageUrl: TEST_COVERS.image });
    expect(errorOf(await other.auth(request(app).get(`/api/games/${g.id}/cover`)).expect(404)).code).toBe("not_found");
    const plain = await buildGame(app, owner, {});
    await owner.auth(request(app).get(`/api/games/${plain.id}/cover`)).expect(404);
    await owner.auth(request(app).get("/api/games/not-a-uuid/cover")).expect(404);
  });

  it("fetches the owner's cover again when the cache lost it", async () => {
    const remote = testRemoteCovers();
    const first = makeApp({ remoteCovers: remote });
    const u = await buildUser(first);
    const g = await buildGame(first, u, { imageUrl: TEST_COVERS.image });
    const fetched = () => remote.fetch.net.requests.filter((r) => r.url.toString() === TEST_COVERS.image).length;
    const before = fetched();
    // the same app answers from its cache, without fetching again
    await u.auth(request(first).get(`/api/games/${g.id}/cover`)).expect(200);
    expect(fetched()).toBe(before);
    const fresh = makeApp({ remoteCovers: { ...remote } }); // a new in-memory cache
    const res = await u.auth(request(fresh).get(`/api/games/${g.id}/cover`)).expect(200);
    expect(fetched()).toBe(before + 1);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(Buffer.from(res.body as Buffer).equals(PNG_1PX)).toBe(true);
  });

  it("shows every saved cover through a new process, beyond the player's allowance of checks: showing is not checking", async () => {
    const remote = testRemoteCovers(2);
    const first = makeApp({ remoteCovers: remote });
    const u = await buildUser(first);
    const games = [
      await buildGame(first, u, { imageUrl: "https://covers.example.com/s1.png" }),
      await buildGame(first, u, { imageUrl: "https://covers.example.com/s2.png" }),
    ];
    // The allowance (shared by the processes) is spent; a process with an empty cache shows both all the same.
    expect(errorOf(await check(u, "https://covers.example.com/s3.png", first).expect(429)).code).toBe("rate_limited");
    const fresh = makeApp({ remoteCovers: { ...remote } });
    for (const g of games) await u.auth(request(fresh).get(`/api/games/${g.id}/cover`)).expect(200);
  });
});
