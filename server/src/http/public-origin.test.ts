// The instance's public origin (PUBLIC_ORIGIN): when it is set, the CSRF check and the feeds' absolute
// links use it, never the request's Host header, which the client chooses.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../test/builders.ts";
import { setupFile } from "../../test/helpers.ts";
import { SESSION_COOKIE } from "./auth.ts";

const PUBLIC = "https://games.example.org";
const { app, makeApp } = await setupFile({ config: { publicOrigin: PUBLIC } });
const hostTrusting = makeApp({ config: { publicOrigin: undefined } });

async function cookieUser() {
  const u = await buildUser(app);
  return { u, cookie: `${SESSION_COOKIE}=${u.token}` };
}

const changeTheme = (target: typeof app, cookie: string, headers: Record<string, string>) => {
  let r = request(target).put("/api/auth/theme").set("Cookie", cookie);
  for (const [k, v] of Object.entries(headers)) r = r.set(k, v);
  return r.send({ theme: "dark" });
};

describe("the CSRF check", () => {
  it("refuses a change whose Origin matches only the Host header it came with", async () => {
    const { cookie } = await cookieUser();
    const res = await changeTheme(app, cookie, { Host: "evil.test", Origin: "http://evil.test" });
    expect(res.status).toBe(403);
    expect((res.body as { error: { code: string } }).error.code).toBe("forbidden");
  });

  it("lets a change from the public origin through", async () => {
    const { cookie } = await cookieUser();
    await changeTheme(app, cookie, { Host: "evil.test", Origin: PUBLIC }).expect(200);
  });

  it("without a public origin, goes by the Host as before", async () => {
    const { cookie } = await cookieUser();
    await changeTheme(hostTrusting, cookie, { Host: "games.local:8080", Origin: "http://games.local:8080" }).expect(200);
  });
});

describe("the feeds' absolute links", () => {
  it("point at the public origin whatever Host the request names", async () => {
    const { u } = await cookieUser();
    const res = await request(app).get(`/api/u/${u.user.username}/feed.json`).set("Host", "evil.test").expect(200);
    const feed = JSON.parse(res.text) as { home_page_url: string; feed_url: string };
    expect(feed.feed_url).toBe(`${PUBLIC}/api/u/${u.user.username}/feed.json`);
    expect(feed.home_page_url.startsWith(PUBLIC)).toBe(true);
    expect(res.text).not.toContain("evil.test");
    const rss = await request(app).get(`/api/u/${u.user.username}/feed.xml`).set("Host", "evil.test").expect(200);
    expect(rss.text).toContain(PUBLIC);
    expect(rss.text).not.toContain("evil.test");
  });
});
