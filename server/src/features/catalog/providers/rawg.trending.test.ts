// RAWG's trending list with fetch stubbed (never the network): the request (the date window, most added
// first, 40 a page, the key and nothing else), the filter (an image, a rating of at least 3.5, released
// inside the window) and, through the registry, null on an error status or a timeout.
import { describe, expect, it } from "vitest";
import { memoryLogger } from "../../../../test/fixtures/providers/fake-server.ts";
import { rawgTrendingPage, stubFetch, type TrendingGame } from "../../../../test/fixtures/providers/rawg-trending.ts";
import { createRawgProvider } from "./rawg.ts";
import { createProviders } from "./registry.ts";

const KEY = "test-rawg-key-123";
const WINDOW = { since: "2026-08-25", until: "2026-11-25", minRating: 3.5 };
const IMAGE = "https://media.rawg.io/media/games/aa/aa.jpg";

const GAMES: TrendingGame[] = [
  { id: 1, name: "Kept Inside", released: "2026-10-01", rating: 4.2, background_image: IMAGE },
  { id: 2, name: "Kept At The Floor", released: "2026-08-25", rating: 3.5, background_image: IMAGE },
  { id: 3, name: "Kept Today", released: "2026-11-25", rating: 4.9, background_image: IMAGE },
  { id: 4, name: "No Image", released: "2026-10-01", rating: 4.5, background_image: null },
  { id: 5, name: "Empty Image", released: "2026-10-01", rating: 4.5, background_image: "" },
  { id: 6, name: "Rated Low", released: "2026-10-01", rating: 3.49, background_image: IMAGE },
  { id: 7, name: "Not Rated", released: "2026-10-01", rating: 0, background_image: IMAGE },
  { id: 8, name: "Too Old", released: "2026-08-24", rating: 4.5, background_image: IMAGE },
  { id: 9, name: "Not Out Yet", released: "2026-11-26", rating: 4.5, background_image: IMAGE },
  { id: 10, name: "No Date", released: null, rating: 4.5, background_image: IMAGE },
];

const rawg = (fetchImpl: typeof fetch) => createRawgProvider({ apiKey: KEY, baseUrl: "https://rawg.test/api", fetchImpl });

describe("RAWG trending", () => {
  it("asks /games for the window, most added first, 40 a page, with the key and nothing else", async () => {
    const { fetchImpl, urls } = stubFetch(rawgTrendingPage(GAMES));
    await rawg(fetchImpl).trending(WINDOW);
    expect(urls).toHaveLength(1);
    expect(urls[0]!.origin + urls[0]!.pathname).toBe("https://rawg.test/api/games");
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ dates: "2026-08-25,2026-11-25", ordering: "-added", page_size: "40", key: KEY });
  });

  it("keeps games with an image, a rating of at least 3.5 and a release inside the window, in RAWG's order", async () => {
    const { fetchImpl } = stubFetch(rawgTrendingPage(GAMES));
    const games = await rawg(fetchImpl).trending(WINDOW);
    expect(games.map((g) => g.title)).toEqual(["Kept Inside", "Kept At The Floor", "Kept Today"]);
    expect(games[0]).toMatchObject({ source: "rawg", sourceId: "rawg:1", rawgId: 1, coverUrl: IMAGE, rating: 4.2, released: "2026-10-01", year: 2026 });
    // the recorded fields come through (the recorded game's platforms and genres)
    expect(games[0]!.platforms.length).toBeGreaterThan(0);
    expect(games[0]!.genres.length).toBeGreaterThan(0);
  });

  it("the minimum rating is the caller's", async () => {
    const { fetchImpl } = stubFetch(rawgTrendingPage(GAMES));
    const games = await rawg(fetchImpl).trending({ ...WINDOW, minRating: 4.5 });
    expect(games.map((g) => g.title)).toEqual(["Kept Today"]);
  });
});

describe("the registry's trendingAll", () => {
  const env = { RAWG_API_KEY: KEY, RAWG_BASE_URL: "https://rawg.test/api" };

  it("answers RAWG's filtered list", async () => {
    const { fetchImpl } = stubFetch(rawgTrendingPage(GAMES));
    const games = await createProviders(env, { fetchImpl }).trendingAll(WINDOW);
    expect(games?.map((g) => g.rawgId)).toEqual([1, 2, 3]);
  });

  it("answers null without a RAWG key, asking nobody", async () => {
    const { fetchImpl, urls } = stubFetch(rawgTrendingPage(GAMES));
    await expect(createProviders({ WIKIDATA_ENABLED: "true", STEAM_API_KEY: "s" }, { fetchImpl }).trendingAll(WINDOW)).resolves.toBeNull();
    expect(urls).toHaveLength(0);
  });

  it("answers null on an error status and on a timeout, and logs without the key", async () => {
    for (const reply of [503, 401, "hang"] as const) {
      const logger = memoryLogger();
      const { fetchImpl } = stubFetch(reply);
      await expect(createProviders(env, { fetchImpl, logger, timeoutMs: 50 }).trendingAll(WINDOW)).resolves.toBeNull();
      expect(logger.lines).toEqual([expect.stringMatching(/^catalog provider rawg trending failed: RAWG API request failed: (503|401|timeout)$/)]);
      expect(logger.lines.join()).not.toContain(KEY);
    }
  });
});
