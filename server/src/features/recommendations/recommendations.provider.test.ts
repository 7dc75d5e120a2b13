// Trending with a RAWG key configured (fetch stubbed with the recorded answer, never the network): the
// provider's filtered list becomes catalog rows and the 'provider' basis, without the caller's library,
// dismissed or hidden games; it is asked once per 10 minutes for everyone and is sent nothing about a
// user; on an error or a timeout trending falls back to this instance and the catalog.
import type { TrendingList } from "@savepoint/common";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { rawgTrendingPage, stubFetch, type TrendingGame } from "../../../test/fixtures/providers/rawg-trending.ts";
import { buildCatalogGame, buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { CatalogService, createCatalogProviders } from "../catalog/index.ts";

const clock = manualClock(new Date("2026-11-25T12:00:00Z"));
const { db, makeApp } = await setupFile({ now: clock.now });
const IMAGE = "https://media.rawg.io/media/games/aa/aa.jpg";
const game = (id: number, name: string, over: Partial<TrendingGame> = {}): TrendingGame => ({
  id,
  name,
  released: "2026-10-10",
  rating: 4.4,
  background_image: IMAGE,
  ...over,
});

/** An app whose catalog has RAWG configured, answering with `reply` until `answer` changes it. */
async function appWithRawg(reply: Parameters<typeof stubFetch>[0]) {
  let current = stubFetch(reply);
  const urls: URL[] = [];
  const fetchImpl = ((input: string, init?: RequestInit) => {
    const answer = current.fetchImpl(input, init);
    urls.push(...current.urls.splice(0));
    return answer;
  }) as typeof fetch;
  const providers = createCatalogProviders({ RAWG_API_KEY: "test-key", RAWG_BASE_URL: "https://rawg.test/api" }, undefined, { fetchImpl, timeoutMs: 50 });
  const catalog = new CatalogService({ prisma: db.prisma, providers, now: () => clock.now().getTime() });
  await catalog.init();
  return { app: makeApp({ catalog }), urls, answer: (next: Parameters<typeof stubFetch>[0]) => (current = stubFetch(next)) };
}

type App = Awaited<ReturnType<typeof appWithRawg>>["app"];
/** The caller's trending; `refresh` recomputes their list (what the instance knows is still read at most every 10 minutes). */
const trending = async (app: App, u: TestUser, refresh = false) =>
  bodyOf<TrendingList>(await u.auth(request(app).get(`/api/recommendations/trending${refresh ? "?refresh=1" : ""}`)).expect(200));

describe("trending with RAWG configured", () => {
  it("lists RAWG's trending games as catalog rows, without the caller's library, dismissed or hidden games", async () => {
    const owned = await buildCatalogGame(db.prisma, { title: "Owned Trend", rawgId: 7001 });
    const notForMe = await buildCatalogGame(db.prisma, { title: "Dismissed Trend", rawgId: 7002 });
    await buildCatalogGame(db.prisma, { title: "Hidden Trend", rawgId: 7003, hidden: true });
    const rawg = await appWithRawg(
      rawgTrendingPage([
        game(7001, "Owned Trend"),
        game(7002, "Dismissed Trend"),
        game(7003, "Hidden Trend"),
        game(7004, "Fresh Trend"),
        game(7005, "Low Rated Trend", { rating: 3.1 }),
        game(7006, "Imageless Trend", { background_image: null }),
        game(7007, "Old Trend", { released: "2026-08-01" }),
        game(7008, "Second Fresh Trend", { released: "2026-11-20" }),
      ]),
    );
    const me = await buildUser(rawg.app);
    await buildGame(rawg.app, me, { title: owned.title, catalogGameId: owned.id, platform: "PC", status: "BACKLOG" });
    await me.auth(request(rawg.app).post(`/api/recommendations/dismissed/${notForMe.id}`)).expect(200);

    const r = await trending(rawg.app, me);
    expect(r.basis).toBe("provider");
    const fromRawg = r.items.filter((c) => c.reason === "Trending on RAWG");
    expect(fromRawg.map((c) => c.title)).toEqual(["Fresh Trend", "Second Fresh Trend"]);
    expect(r.items.map((c) => c.title)).not.toEqual(expect.arrayContaining(["Owned Trend"]));
    for (const title of ["Owned Trend", "Dismissed Trend", "Hidden Trend", "Low Rated Trend", "Imageless Trend", "Old Trend"]) {
      expect(r.items.map((c) => c.title)).not.toContain(title);
    }
    // The new games are catalog rows now, with the ids the cards carry.
    const fresh = await db.prisma.catalogGame.findFirstOrThrow({ where: { rawgId: 7004 } });
    expect(fresh).toMatchObject({ source: "rawg", title: "Fresh Trend", coverUrl: IMAGE, hidden: false });
    expect(fromRawg[0]).toMatchObject({ catalogId: fresh.id, slug: fresh.slug });
    expect(fromRawg[0]?.imageUrl).toMatch(/^\/api\/catalog\/covers\//);
    expect(await db.prisma.catalogGame.count({ where: { rawgId: { in: [7005, 7006, 7007] } } })).toBe(0);
  });

  it("asks RAWG once per 10 minutes for everyone, sending only the window, the order, the page size and the key", async () => {
    const rawg = await appWithRawg(rawgTrendingPage([game(7101, "Shared Trend")]));
    const [a, b] = [await buildUser(rawg.app), await buildUser(rawg.app)];
    await buildGame(rawg.app, a, { title: "Private Title Of A", platform: "PC", status: "COMPLETED", rating: 9 });
    expect((await trending(rawg.app, a)).items[0]?.title).toBe("Shared Trend");
    expect((await trending(rawg.app, b)).items[0]?.title).toBe("Shared Trend");
    expect(rawg.urls).toHaveLength(1);
    expect(Object.fromEntries(rawg.urls[0]!.searchParams)).toEqual({ dates: "2026-08-25,2026-11-25", ordering: "-added", page_size: "40", key: "test-key" });
    const sent = rawg.urls[0]!.href;
    for (const u of [a, b]) for (const value of [u.user.id, u.input.username, u.input.email]) expect(sent).not.toContain(encodeURIComponent(String(value)));
    expect(sent).not.toContain("Private");
    await trending(rawg.app, a, true);
    expect(rawg.urls).toHaveLength(1);
    clock.advance(10 * 60_000 + 1);
    await trending(rawg.app, a, true);
    expect(rawg.urls).toHaveLength(2);
  });

  it("falls back to this instance and the catalog on an error status or a timeout", async () => {
    clock.advance(11 * 60_000);
    const rawg = await appWithRawg(503);
    const me = await buildUser(rawg.app);
    const down = await trending(rawg.app, me);
    expect(down.basis).not.toBe("provider");
    expect(down.items.every((c) => c.reason !== "Trending on RAWG")).toBe(true);

    // A well-reviewed recent release players here added lately: the instance's trending.
    const hot = await buildCatalogGame(db.prisma, { title: "Instance Hot Pick", rawgId: null, released: "2026-10-01" });
    clock.advance(31_000);
    for (const p of [await buildUser(rawg.app), await buildUser(rawg.app)]) {
      await buildGame(rawg.app, p, { title: hot.title, catalogGameId: hot.id, platform: "PC", status: "BACKLOG" });
    }
    rawg.answer("hang");
    clock.advance(11 * 60_000);
    const slow = await trending(rawg.app, me, true);
    expect(slow.basis).toBe("instance");
    expect(slow.items.map((c) => c.title)).toContain("Instance Hot Pick");
    expect(rawg.urls).toHaveLength(2);
  });
});
