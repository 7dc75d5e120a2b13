import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLOUDFLARE_502, fixtureJson, memoryLogger, startFakeServer, type FakeServer, type Handler } from "../../../../test/fixtures/providers/fake-server.ts";
import { settleWhileHanging } from "./hanging-server.test-support.ts";
import { ProviderError } from "./http.ts";
import { createRawgProvider } from "./rawg.ts";

const KEY = "test-rawg-key-123";

// Serves the recorded RAWG answers the way api.rawg.io would.
const rawgFixtures: Handler = (req) => {
  if (req.query.get("key") !== KEY) return { status: 401, json: fixtureJson("rawg", "error-401-missing-key.json") };
  const p = req.path;
  if (p === "/api/games") return { json: fixtureJson("rawg", "games-search.json") };
  for (const id of ["3328", "4200", "22511"]) {
    if (p === `/api/games/${id}`) return { json: fixtureJson("rawg", `game-detail-${id}.json`) };
  }
  if (p === "/api/games/the-witcher-3-wild-hunt") return { json: fixtureJson("rawg", "game-detail-3328.json") };
  if (p === "/api/games/4200/game-series") return { json: fixtureJson("rawg", "game-series-4200.json") };
  if (p === "/api/games/3328/game-series") return { json: fixtureJson("rawg", "game-series-3328.json") };
  if (p === "/api/games/3328/suggested") return { json: fixtureJson("rawg", "game-suggested-3328.json") };
  return { status: 404, json: fixtureJson("rawg", "error-404-not-found.json") };
};

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer(rawgFixtures);
});
afterEach(async () => {
  await server.close();
});

function rawg(opts: { apiKey?: string; timeoutMs?: number; logger?: ReturnType<typeof memoryLogger> } = {}) {
  return createRawgProvider({ apiKey: opts.apiKey ?? KEY, baseUrl: `${server.url}/api/`, timeoutMs: opts.timeoutMs, logger: opts.logger });
}

describe("RAWG search", () => {
  it("sends GET /games with search, page_size, search_precise and key", async () => {
    await rawg().search("witcher 3", 3);
    expect(server.requests).toHaveLength(1);
    const req = server.requests[0]!;
    expect(req.method).toBe("GET");
    expect(req.path).toBe("/api/games");
    expect(Object.fromEntries(req.query)).toEqual({ search: "witcher 3", page_size: "3", search_precise: "true", key: KEY });
  });

  it("caps page_size at 40 and skips blank queries", async () => {
    await rawg().search("portal", 100);
    expect(server.requests[0]!.query.get("page_size")).toBe("40");
    await expect(rawg().search("   ", 5)).resolves.toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it("maps the recorded result list", async () => {
    const games = await rawg().search("witcher 3", 3);
    expect(games.map((g) => g.title)).toEqual([
      "The Witcher 3: Wild Hunt",
      "The Witcher 3: Wild Hunt – Hearts of Stone",
      "The Witcher 3: Wild Hunt – Blood and Wine",
    ]);
    const w3 = games[0]!;
    expect(w3).toMatchObject({
      source: "rawg",
      sourceId: "rawg:3328",
      slug: "the-witcher-3-wild-hunt",
      released: "2015-05-18",
      year: 2015,
      genres: ["Action", "Adventure", "RPG"],
      developers: [],
      publishers: [],
      description: null,
      metacritic: 92,
      rawgId: 3328,
      igdbId: null,
      steamAppId: null,
      wikidataId: null,
      achievements: null,
      series: null,
    });
    expect(w3.platforms).toEqual(["Xbox Series X", "Xbox Series S", "PlayStation 4", "PC", "Nintendo Switch", "Xbox One", "PlayStation 5"]);
    expect(w3.coverUrl).toMatch(/^https:\/\/media\.rawg\.io\/media\/games\/.+\.jpg$/);
    expect(w3.rating).toBeGreaterThan(0);
    expect(w3.rating).toBeLessThanOrEqual(5);
    expect(games[1]).toMatchObject({ slug: "the-witcher-3-wild-hunt-hearts-of-stone", year: 2015, rawgId: 10034 });
  });

  it("maps macOS and Linux to PC once (paginated Portal fixture)", async () => {
    server.handler = () => ({ json: fixtureJson("rawg", "games-search-paginated.json") });
    const games = await rawg().search("portal", 2);
    expect(games.map((g) => [g.slug, g.year, g.platforms])).toEqual([
      ["portal-2", 2011, ["Xbox 360", "PC", "PlayStation 3"]],
      ["portal", 2007, ["PC", "Xbox 360", "PlayStation 3"]],
    ]);
  });

  it("skips malformed items, ignores unknown keys, and treats tba as no date", async () => {
    server.handler = () => ({
      json: {
        count: 3,
        next: null,
        results: [
          { id: 1, slug: "future", name: "Future Game", released: "2030-01-01", tba: true, rating: 0, new_field: { x: 1 }, platforms: null },
          { slug: "no-id", name: "Broken" },
          { id: 2, slug: "bare", name: "Bare Game" },
        ],
      },
    });
    const games = await rawg().search("x", 5);
    expect(games.map((g) => g.title)).toEqual(["Future Game", "Bare Game"]);
    expect(games[0]).toMatchObject({ released: null, year: null, rating: null, platforms: [], coverUrl: null });
  });

  it("401 (missing or bad key) → ProviderError 'RAWG API request failed: 401' without the key", async () => {
    const err = await rawg({ apiKey: "wrong-key-999" })
      .search("portal", 3)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ provider: "rawg", status: 401, message: "RAWG API request failed: 401" });
    expect((err as ProviderError).detail).toBe("The key parameter is not provided");
    expect(`${(err as Error).message} ${(err as ProviderError).url} ${(err as Error).stack}`).not.toContain("wrong-key-999");
  });

  it("a 5xx HTML page (Cloudflare) → ProviderError with that status", async () => {
    server.handler = () => ({ status: 502, text: CLOUDFLARE_502, contentType: "text/html" });
    await expect(rawg().search("portal", 3)).rejects.toMatchObject({ status: 502, message: "RAWG API request failed: 502" });
  });

  it("a server that never answers → ProviderError 'timeout' after timeoutMs", async () => {
    const err = await settleWhileHanging(server, 100, () => rawg({ timeoutMs: 100 }).search("portal", 3));
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe("timeout");
  });
});

describe("RAWG details", () => {
  it("GETs /games/{id} and maps the detail fields", async () => {
    const g = await rawg().details("3328");
    expect(server.requests[0]!.path).toBe("/api/games/3328");
    expect(server.requests[0]!.query.get("key")).toBe(KEY);
    expect(g).toMatchObject({
      title: "The Witcher 3: Wild Hunt",
      slug: "the-witcher-3-wild-hunt",
      released: "2015-05-18",
      year: 2015,
      developers: ["CD PROJEKT RED"],
      publishers: ["CD PROJEKT RED"],
      metacritic: 92,
      // RAWG's average play time in hours.
      playtimeHours: 46,
      rawgId: 3328,
      sourceId: "rawg:3328",
      achievements: null,
    });
    expect(g!.platforms).toEqual(["PC", "PlayStation 5", "PlayStation 4", "Xbox Series X", "Xbox Series S", "Xbox One", "Nintendo Switch"]);
    expect(g!.description).toMatch(/^The third game in a series/);
  });

  it("accepts a slug", async () => {
    const g = await rawg().details("the-witcher-3-wild-hunt");
    expect(server.requests[0]!.path).toBe("/api/games/the-witcher-3-wild-hunt");
    expect(g?.rawgId).toBe(3328);
  });

  it("maps Portal 2 and Breath of the Wild", async () => {
    const portal = await rawg().details("4200");
    expect(portal).toMatchObject({
      title: "Portal 2",
      year: 2011,
      released: "2011-04-18",
      platforms: ["PC", "PlayStation 3", "Xbox 360"],
      genres: ["Shooter", "Puzzle"],
      developers: ["Valve Software"],
      publishers: ["Valve", "Electronic Arts"],
      metacritic: 95,
    });
    const zelda = await rawg().details("22511");
    expect(zelda).toMatchObject({
      slug: "the-legend-of-zelda-breath-of-the-wild",
      year: 2017,
      platforms: ["Nintendo Switch", "Nintendo Wii U"],
      developers: ["Nintendo"],
      publishers: ["Nintendo"],
      metacritic: 97,
      achievements: null,
    });
  });

  it("cuts description_raw to about 600 characters", async () => {
    const detail = fixtureJson("rawg", "game-detail-4200.json") as Record<string, unknown>;
    server.handler = () => ({ json: { ...detail, description_raw: "Chell solves another test chamber with the portal gun. ".repeat(30) } });
    const g = await rawg().details("4200");
    expect(g!.description!.length).toBeLessThanOrEqual(601);
    expect(g!.description!.length).toBeGreaterThan(500);
    expect(g!.description!.endsWith("…")).toBe(true);
  });

  it("404 → null", async () => {
    await expect(rawg().details("no-such-game")).resolves.toBeNull();
  });

  it("401 → ProviderError 'RAWG API request failed: 401'", async () => {
    await expect(rawg({ apiKey: "nope" }).details("3328")).rejects.toThrow("RAWG API request failed: 401");
  });
});

describe("RAWG related", () => {
  it("merges the game series and the suggested games", async () => {
    const related = await rawg().related("3328");
    expect(server.requests.map((r) => r.path).sort()).toEqual(["/api/games/3328/game-series", "/api/games/3328/suggested"]);
    expect(related.map((g) => g.slug)).toEqual([
      "the-witcher",
      "the-witcher-2-assassins-of-kings-enhanced-edition",
      "thronebreaker-the-witcher-tales",
      "the-legend-of-zelda-breath-of-the-wild",
      "god-of-war-2",
    ]);
    expect(related[0]).toMatchObject({ title: "The Witcher", year: 2007, platforms: ["PC"], sourceId: "rawg:10213" });
  });

  it("a failing endpoint contributes [] and logs 'RAWG API request failed: {status}'", async () => {
    const logger = memoryLogger();
    const related = await rawg({ logger }).related("4200"); // no suggested fixture for 4200 → 404
    expect(related.map((g) => g.title)).toEqual(["Portal"]);
    expect(logger.lines).toEqual(["RAWG API request failed: 404"]);
  });

  it("both endpoints failing → [] and one log line each", async () => {
    const logger = memoryLogger();
    server.handler = () => ({ status: 500, text: CLOUDFLARE_502, contentType: "text/html" });
    await expect(rawg({ logger }).related("3328")).resolves.toEqual([]);
    expect(logger.lines).toEqual(["RAWG API request failed: 500", "RAWG API request failed: 500"]);
  });

  it("a missing key → [] with 'RAWG API request failed: 401'", async () => {
    const logger = memoryLogger();
    await expect(rawg({ apiKey: "nope", logger }).related("3328")).resolves.toEqual([]);
    expect(logger.lines).toContain("RAWG API request failed: 401");
    expect(logger.lines.join(" ")).not.toContain("nope");
  });

  it("timeouts → [] and 'RAWG API request failed: timeout'", async () => {
    const logger = memoryLogger();
    expect(await settleWhileHanging(server, 100, () => rawg({ logger, timeoutMs: 100 }).related("3328"))).toEqual([]);
    expect(logger.lines).toEqual(["RAWG API request failed: timeout", "RAWG API request failed: timeout"]);
  });

  it("stops asking /suggested after a 403 (free keys do not get it)", async () => {
    const logger = memoryLogger();
    server.handler = (req) => (req.path.endsWith("/suggested") ? { status: 403, json: { detail: "forbidden" } } : rawgFixtures(req));
    const provider = rawg({ logger });
    await provider.related("3328");
    await provider.related("3328");
    expect(server.requests.filter((r) => r.path.endsWith("/suggested"))).toHaveLength(1);
    expect(server.requests.filter((r) => r.path.endsWith("/game-series"))).toHaveLength(2);
    expect(logger.lines).toEqual(["RAWG API request failed: 403"]);
  });
});
