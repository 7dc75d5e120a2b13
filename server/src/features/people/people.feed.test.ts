// GET /api/u/:username/feed.xml and feed.json: a hand-made user's reviews and completions, newest
// first, XML-escaped, with absolute links under APP_ORIGIN (else the request's host); a spoiler's text
// never in the feed; a private profile, hidden activity or unknown user is the same 404; no session needed.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { FEED_SPOILER_TEXT } from "@savepoint/common";
import { buildGame, buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { xmlText } from "./people.feed.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const ORIGIN = "https://savepoint.example";
const { app, makeApp } = await setupFile({ now: clock.now, config: { appOrigins: [ORIGIN] } });

interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  items: { id: string; url: string; title: string; content_text: string; date_published: string }[];
}

/** Hades & <Friends> (completed 10 May, rated 9, reviewed with markup), Outer Wilds (20 May, a spoiler review), Celeste (1 April, unrated). */
async function writer() {
  const u = await buildUser(app);
  await u.auth(request(app).put("/api/profile")).send({ firstName: "Fee", lastName: "Dee", username: u.user.username, bio: "Feeds" }).expect(200);
  const hades = await buildGame(app, u, { title: "Hades & <Friends>", status: "COMPLETED", completedDate: "2026-05-10", rating: 9 });
  const wilds = await buildGame(app, u, { title: "Outer Wilds", status: "COMPLETED", completedDate: "2026-05-20", rating: 10 });
  await buildGame(app, u, { title: "Celeste", status: "COMPLETED", completedDate: "2026-04-01" });
  await buildGame(app, u, { title: "Still Playing", status: "IN_PROGRESS" });
  clock.advance(1000);
  await buildReview(app, u, { gameId: hades.id, body: { rating: 9, comment: `Loved "it" & <b>more</b>` } });
  clock.advance(1000);
  await buildReview(app, u, { gameId: wilds.id, body: { rating: 10, comment: "The secret ending is the sun", spoiler: true } });
  return u;
}

const feedUrl = (u: TestUser, ext: "xml" | "json") => `/api/u/${u.user.username}/feed.${ext}`;

describe("a user's public feed", () => {
  it("lists reviews and completions newest first as JSON Feed 1.1, with absolute links under APP_ORIGIN", async () => {
    const u = await writer();
    const res = await request(app)
      .get(feedUrl(u, "json"))
      .expect(200)
      .expect("content-type", /application\/feed\+json/);
    const feed = JSON.parse(res.text) as JsonFeed;
    const home = `${ORIGIN}/u/${u.user.username}`;
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: "Fee Dee on Savepoint",
      home_page_url: home,
      feed_url: `${ORIGIN}${feedUrl(u, "json")}`,
    });
    expect(feed.items.map((i) => i.title)).toEqual([
      "Reviewed Outer Wilds: 10/10",
      "Reviewed Hades & <Friends>: 9/10",
      "Completed Outer Wilds: 10/10",
      "Completed Hades & <Friends>: 9/10",
      "Completed Celeste",
    ]);
    expect(feed.items.map((i) => i.content_text)).toEqual([
      FEED_SPOILER_TEXT,
      `Loved "it" & <b>more</b>`,
      "Completed Outer Wilds (PC) on 2026-05-20.",
      "Completed Hades & <Friends> (PC) on 2026-05-10.",
      "Completed Celeste (PC) on 2026-04-01.",
    ]);
    // Reviews carry their time (the database's clock), completions their calendar day.
    expect(feed.items.map((i) => i.date_published).slice(2)).toEqual(["2026-05-20T00:00:00.000Z", "2026-05-10T00:00:00.000Z", "2026-04-01T00:00:00.000Z"]);
    expect(feed.items[0]!.date_published >= feed.items[1]!.date_published).toBe(true);
    expect(feed.items.every((i) => i.url.startsWith(`${ORIGIN}/`) && i.id.startsWith(home))).toBe(true);
    expect(new Set(feed.items.map((i) => i.id)).size).toBe(5);
    expect(res.text).not.toContain("secret ending");
  });

  it("is RSS 2.0 with every text XML-escaped", async () => {
    const u = await writer();
    const res = await request(app)
      .get(feedUrl(u, "xml"))
      .expect(200)
      .expect("content-type", /application\/rss\+xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(res.text).toContain(`<link>${ORIGIN}/u/${u.user.username}</link>`);
    expect(res.text).toContain(`<atom:link href="${ORIGIN}${feedUrl(u, "xml")}" rel="self" type="application/rss+xml"/>`);
    expect(res.text).toContain("<title>Reviewed Hades &amp; &lt;Friends&gt;: 9/10</title>");
    expect(res.text).toContain("<description>Loved &quot;it&quot; &amp; &lt;b&gt;more&lt;/b&gt;</description>");
    expect(res.text).toContain("<pubDate>Wed, 20 May 2026 00:00:00 GMT</pubDate>");
    expect(res.text.match(/<item>/g)).toHaveLength(5);
    expect(res.text).not.toContain("<b>");
    expect(res.text).not.toContain("secret ending");
  });

  it("removes the characters XML cannot carry", () => {
    expect(xmlText("a\u0007b\uFFFEc\tok 🎮 '")).toBe("abc\tok 🎮 &apos;");
  });

  it("builds links from the request's host without APP_ORIGIN", async () => {
    const u = await writer();
    const res = await request(makeApp({ config: { appOrigins: [] } }))
      .get(feedUrl(u, "json"))
      .expect(200);
    expect((JSON.parse(res.text) as JsonFeed).home_page_url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/u/${u.user.username}$`));
  });

  it("is the same 404 for a private profile, hidden activity and an unknown user, in both formats", async () => {
    const unknown = await request(app).get("/api/u/nobody_at_all/feed.xml").expect(404);
    for (const privacy of [{ profileVisibility: "PRIVATE" }, { showActivity: false }]) {
      const u = await writer();
      await u.auth(request(app).put("/api/profile/privacy")).send(privacy).expect(200);
      for (const ext of ["xml", "json"] as const) {
        const res = await request(app).get(feedUrl(u, ext)).expect(404);
        expect((res.body as { error: { message: string } }).error.message).toBe((unknown.body as { error: { message: string } }).error.message);
        expect(res.text).not.toContain("Hades");
        // Signed in as the owner changes nothing: a feed is what everyone sees.
        await u.auth(request(app).get(feedUrl(u, ext))).expect(404);
      }
    }
  });

  it("tells a profile's viewers whether the user has a feed", async () => {
    const u = await writer();
    const viewer = await buildUser(app);
    const hasFeed = async () => ((await viewer.auth(request(app).get(`/api/users/${u.user.username}`)).expect(200)).body as { hasFeed: boolean }).hasFeed;
    expect(await hasFeed()).toBe(true);
    await u.auth(request(app).put("/api/profile/privacy")).send({ showActivity: false }).expect(200);
    expect(await hasFeed()).toBe(false);
  });

  it("finds the user whatever the case, and an impossible username is a 404", async () => {
    const u = await writer();
    await request(app).get(feedUrl(u, "json").replace(u.user.username, u.user.username.toUpperCase())).expect(200);
    await request(app).get("/api/u/no%20spaces/feed.json").expect(404);
  });
});
