import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLOUDFLARE_502, fixtureJson, memoryLogger, startFakeServer, type FakeServer, type Reply } from "../../../../test/fixtures/providers/fake-server.ts";
import type { ProviderGame } from "../catalog.types.ts";
import { settleWhileHanging } from "./hanging-server.test-support.ts";
import { createProviders, type ProvidersEnv } from "./registry.ts";

type Mode = "ok" | "empty" | "fail";
const HOUR = 3_600_000;
const KEYS = { RAWG_API_KEY: "rawg-secret-key", IGDB_CLIENT_ID: "igdb-id", IGDB_CLIENT_SECRET: "igdb-secret", STEAM_API_KEY: "steam-secret-key" };

let server: FakeServer;
let mode: Record<"rawg" | "igdb" | "wikidata" | "steam", Mode>;

function answer(m: Mode, ok: () => Reply, empty: unknown): Reply {
  if (m === "fail") return { status: 500, text: CLOUDFLARE_502, contentType: "text/html" };
  if (m === "empty") return { json: empty };
  return ok();
}

beforeEach(async () => {
  mode = { rawg: "ok", igdb: "ok", wikidata: "ok", steam: "ok" };
  server = await startFakeServer((req) => {
    const p = req.path;
    if (p === "/twitch/token") return { json: fixtureJson("igdb", "oauth-token.json") };
    if (p === "/rawg/games") {
      return answer(mode.rawg, () => ({ json: fixtureJson("rawg", "games-search.json") }), { count: 0, next: null, previous: null, results: [] });
    }
    if (p === "/rawg/games/3328") return answer(mode.rawg, () => ({ json: fixtureJson("rawg", "game-detail-3328.json") }), {});
    if (p === "/rawg/games/3328/game-series") return answer(mode.rawg, () => ({ json: fixtureJson("rawg", "game-series-3328.json") }), { results: [] });
    if (p === "/rawg/games/3328/suggested") return answer(mode.rawg, () => ({ json: fixtureJson("rawg", "game-suggested-3328.json") }), { results: [] });
    if (p.startsWith("/rawg/")) return { status: 404, json: fixtureJson("rawg", "error-404-not-found.json") };
    if (p === "/igdb/games") {
      const file = req.body.startsWith("search") ? "games-search.json" : "games-by-ids.json";
      const all = fixtureJson("igdb", file) as { id: number; slug: string }[];
      const slug = /where slug = "([^"]+)"/.exec(req.body)?.[1];
      const id = /where id = (\d+)/.exec(req.body)?.[1];
      const picked = slug || id ? all.filter((g) => g.slug === slug || String(g.id) === id) : all;
      return answer(mode.igdb, () => ({ json: picked }), []);
    }
    if (p === "/wikidata/sparql") {
      const none = { head: { vars: [] }, results: { bindings: [] } };
      return answer(mode.wikidata, () => ({ json: fixtureJson("wikidata", "sparql-results-games.json") }), none);
    }
    if (p === "/steam/ISteamUserStats/GetSchemaForGame/v2/") {
      return answer(mode.steam, () => ({ json: fixtureJson("steam", "GetSchemaForGame-620.json") }), { game: {} });
    }
    return { status: 404, text: "" };
  });
});
afterEach(async () => {
  await server.close();
});

function env(extra: ProvidersEnv = {}): ProvidersEnv {
  return {
    ...KEYS,
    RAWG_BASE_URL: `${server.url}/rawg`,
    IGDB_BASE_URL: `${server.url}/igdb`,
    TWITCH_AUTH_URL: `${server.url}/twitch/token`,
    STEAM_BASE_URL: `${server.url}/steam`,
    WIKIDATA_BASE_URL: `${server.url}/wikidata`,
    ...extra,
  };
}

const hits = (prefix: string) => server.requests.filter((r) => r.path.startsWith(prefix)).length;

describe("createProviders: configuration", () => {
  it("no keys → no providers, and every helper answers empty without touching the network", async () => {
    const fetchImpl = vi.fn<typeof fetch>(() => Promise.reject(new Error("no network here")));
    const registry = createProviders({}, { fetchImpl });
    expect(registry.providers).toEqual([]);
    await expect(registry.searchAll("portal", 10)).resolves.toEqual([]);
    await expect(registry.detailsAll("portal-2")).resolves.toBeNull();
    await expect(registry.relatedAll("rawg:4200")).resolves.toEqual([]);
    await expect(registry.achievementsFor({ title: "Portal 2", steamAppId: 620 })).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("blank values count as unset", () => {
    const registry = createProviders({ RAWG_API_KEY: "  ", STEAM_API_KEY: "", WIKIDATA_ENABLED: "" });
    expect(registry.providers).toEqual([]);
  });

  it("builds the configured providers in fallback order; Wikidata only when enabled", () => {
    expect(createProviders(env()).providers.map((p) => p.name)).toEqual(["rawg", "igdb", "steam"]);
    expect(createProviders(env({ WIKIDATA_ENABLED: "false" })).providers.map((p) => p.name)).toEqual(["rawg", "igdb", "steam"]);
    expect(createProviders(env({ WIKIDATA_ENABLED: "true" })).providers.map((p) => p.name)).toEqual(["rawg", "igdb", "wikidata", "steam"]);
    expect(createProviders({ WIKIDATA_ENABLED: "1" }).providers.map((p) => p.name)).toEqual(["wikidata"]);
  });

  it("IGDB needs both the client id and the secret", () => {
    const logger = memoryLogger();
    const registry = createProviders({ IGDB_CLIENT_ID: "only-id" }, { logger });
    expect(registry.get("igdb")).toBeUndefined();
    expect(logger.lines[0]).toMatch(/IGDB_CLIENT_SECRET/);
  });

  it("accepts process.env and a pino logger", () => {
    const processEnv: NodeJS.ProcessEnv = {};
    expect(createProviders(processEnv, { logger: pino({ level: "silent" }) }).providers).toEqual([]);
  });
});

describe("searchAll: fallback order RAWG → IGDB → Wikidata", () => {
  it("answers from RAWG when it has results, asking nobody else", async () => {
    const games = await createProviders(env({ WIKIDATA_ENABLED: "true" })).searchAll("witcher 3", 5);
    expect(games[0]).toMatchObject({ source: "rawg", rawgId: 3328 });
    expect([hits("/rawg"), hits("/igdb"), hits("/twitch"), hits("/wikidata")]).toEqual([1, 0, 0, 0]);
  });

  it("falls back to IGDB when RAWG fails, logging the failure without secrets", async () => {
    mode.rawg = "fail";
    const logger = memoryLogger();
    const games = await createProviders(env(), { logger }).searchAll("witcher 3", 5);
    expect(games.map((g) => g.sourceId)).toEqual(["igdb:1942", "igdb:12503", "igdb:12502"]);
    expect(logger.lines).toEqual(["catalog provider rawg search failed: RAWG API request failed: 500"]);
  });

  it("falls back to IGDB when RAWG has nothing", async () => {
    mode.rawg = "empty";
    const games = await createProviders(env()).searchAll("witcher 3", 5);
    expect(games[0]?.source).toBe("igdb");
  });

  it("falls back to Wikidata when RAWG times out and IGDB fails", async () => {
    mode.igdb = "fail";
    const logger = memoryLogger();
    const registry = createProviders(env({ WIKIDATA_ENABLED: "true" }), { logger, timeoutMs: 100 });
    const rawgHangs = (req: { path: string }) => req.path.startsWith("/rawg/");
    const games = (await settleWhileHanging(server, 100, () => registry.searchAll("portal", 5), rawgHangs)) as ProviderGame[];
    expect(games.map((g) => g.sourceId)).toEqual(["wikidata:Q100000001", "wikidata:Q100000002"]);
    expect(logger.lines).toEqual([
      "catalog provider rawg search failed: RAWG API request failed: timeout",
      "catalog provider igdb search failed: IGDB API request failed: 500",
    ]);
  });

  it("everything failing → [] (never throws), one log line per provider, no key in any line", async () => {
    mode = { rawg: "fail", igdb: "fail", wikidata: "fail", steam: "fail" };
    const logger = memoryLogger();
    await expect(createProviders(env({ WIKIDATA_ENABLED: "true" }), { logger }).searchAll("portal", 5)).resolves.toEqual([]);
    expect(logger.lines).toHaveLength(3);
    for (const secret of Object.values(KEYS)) expect(logger.lines.join("\n")).not.toContain(secret);
  });

  it("caps the result count at the limit", async () => {
    const games = await createProviders(env()).searchAll("witcher 3", 2);
    expect(games).toHaveLength(2);
  });
});

describe("the cache in front of the providers", () => {
  it("serves the same search from memory within 6 h, and asks again after", async () => {
    let now = 0;
    const registry = createProviders(env(), { now: () => now });
    await registry.searchAll("Witcher 3", 5);
    await registry.searchAll("  witcher   3 ", 5);
    expect(hits("/rawg/games")).toBe(1);
    now += 6 * HOUR - 1;
    await registry.searchAll("witcher 3", 5);
    expect(hits("/rawg/games")).toBe(1);
    now += 1;
    await registry.searchAll("witcher 3", 5);
    expect(hits("/rawg/games")).toBe(2);
  });

  it("does not remember an answer that came from failures", async () => {
    mode.rawg = "fail";
    mode.igdb = "fail";
    const registry = createProviders(env());
    await registry.searchAll("portal", 5);
    mode.rawg = "ok";
    const games = await registry.searchAll("portal", 5);
    expect(games[0]?.source).toBe("rawg");
    expect(hits("/rawg/games")).toBe(2);
  });

  it("keeps details for 24 h (TTL overridable)", async () => {
    let now = 0;
    const registry = createProviders(env(), { now: () => now });
    await registry.detailsAll("rawg:3328");
    now += 24 * HOUR - 1;
    await registry.detailsAll("rawg:3328");
    expect(hits("/rawg/games/3328")).toBe(1);
    now += 1;
    await registry.detailsAll("rawg:3328");
    expect(hits("/rawg/games/3328")).toBe(2);

    const short = createProviders(env(), { now: () => now, detailsTtlMs: 1000, searchTtlMs: 1000 });
    await short.searchAll("portal", 5);
    now += 1000;
    await short.searchAll("portal", 5);
    expect(server.requests.filter((r) => r.path === "/rawg/games")).toHaveLength(2);
  });

  it("clearCache forgets everything", async () => {
    const registry = createProviders(env());
    await registry.searchAll("portal", 5);
    registry.clearCache();
    await registry.searchAll("portal", 5);
    expect(hits("/rawg/games")).toBe(2);
  });
});

describe("detailsAll", () => {
  it("routes a sourceId to its provider", async () => {
    const registry = createProviders(env({ WIKIDATA_ENABLED: "true" }));
    await expect(registry.detailsAll("rawg:3328")).resolves.toMatchObject({ rawgId: 3328, developers: ["CD PROJEKT RED"] });
    await expect(registry.detailsAll("igdb:72")).resolves.toMatchObject({ igdbId: 72, title: "Portal 2" });
    await expect(registry.detailsAll("wikidata:Q100000001")).resolves.toMatchObject({ wikidataId: "Q100000001" });
    expect(hits("/wikidata")).toBe(1);
  });

  it("tries a bare slug on RAWG, then IGDB", async () => {
    const registry = createProviders(env());
    const g = await registry.detailsAll("portal-2"); // RAWG's fake server has no /games/portal-2 → 404
    expect(g).toMatchObject({ source: "igdb", igdbId: 72 });
    expect(server.requests.map((r) => r.path)).toEqual(["/rawg/games/portal-2", "/twitch/token", "/igdb/games"]);
  });

  it("unknown everywhere → null; failures → null and logged", async () => {
    const logger = memoryLogger();
    const registry = createProviders(env(), { logger });
    await expect(registry.detailsAll("no-such-game")).resolves.toBeNull();
    mode.rawg = "fail";
    await expect(registry.detailsAll("rawg:3328")).resolves.toBeNull();
    expect(logger.lines).toEqual(["catalog provider rawg details failed: RAWG API request failed: 500"]);
  });
});

describe("relatedAll", () => {
  it("returns RAWG's series and suggested games", async () => {
    const related = await createProviders(env()).relatedAll("rawg:3328");
    expect(related.map((g) => g.slug)).toContain("the-witcher");
    expect(related.map((g) => g.slug)).toContain("the-legend-of-zelda-breath-of-the-wild");
  });

  it("[] on failure, with the RAWG log line", async () => {
    mode.rawg = "fail";
    const logger = memoryLogger();
    await expect(createProviders(env(), { logger }).relatedAll("3328")).resolves.toEqual([]);
    expect(logger.lines).toEqual(["RAWG API request failed: 500", "RAWG API request failed: 500"]);
  });

  it("[] when no provider can answer", async () => {
    await expect(createProviders(env({ RAWG_API_KEY: "" })).relatedAll("igdb:1942")).resolves.toEqual([]);
  });
});

describe("achievementsFor", () => {
  it("asks Steam for the app's achievement count, once per day", async () => {
    const registry = createProviders(env());
    await expect(registry.achievementsFor({ title: "Portal 2", steamAppId: 620 })).resolves.toBe(6);
    await expect(registry.achievementsFor({ title: "Portal 2", steamAppId: 620 })).resolves.toBe(6);
    expect(hits("/steam")).toBe(1);
  });

  it("finds the Steam app id through Wikidata when it is missing", async () => {
    const registry = createProviders(env({ WIKIDATA_ENABLED: "true" }));
    await expect(registry.achievementsFor({ title: "portal 2" })).resolves.toBe(6);
    expect(server.requests.find((r) => r.path.startsWith("/steam"))?.query.get("appid")).toBe("620");
    await expect(registry.achievementsFor({ title: "Half-Life 3" })).resolves.toBeNull();
  });

  it("null without Steam, without an app id, or when Steam fails", async () => {
    await expect(createProviders(env({ STEAM_API_KEY: "" })).achievementsFor({ title: "Portal 2", steamAppId: 620 })).resolves.toBeNull();
    await expect(createProviders(env()).achievementsFor({ title: "Portal 2" })).resolves.toBeNull();
    mode.steam = "fail";
    const logger = memoryLogger();
    await expect(createProviders(env(), { logger }).achievementsFor({ title: "Portal 2", steamAppId: 620 })).resolves.toBeNull();
    expect(logger.lines).toEqual(["catalog provider steam achievements failed: Steam API request failed: 500"]);
  });
});
