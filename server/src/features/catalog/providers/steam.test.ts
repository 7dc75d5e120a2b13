import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixtureJson, startFakeServer, type FakeServer, type Handler } from "../../../../test/fixtures/providers/fake-server.ts";
import { settleWhileHanging } from "./hanging-server.test-support.ts";
import { ProviderError } from "./http.ts";
import { createSteamProvider } from "./steam.ts";

const KEY = "STEAMKEY0123456789";
const BAD_KEY_HTML =
  "<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1>Access is denied. Retrying will not help. Please verify your <pre>key=</pre> parameter.</body></html>";

// appids 9001–9003 are made-up apps that answer with the recorded "nothing to count" shapes.
const steamFixtures: Handler = (req) => {
  if (req.query.get("key") !== KEY) return { status: 403, text: BAD_KEY_HTML, contentType: "text/html" };
  switch (req.query.get("appid") ?? "") {
    case "620":
      return { json: fixtureJson("steam", "GetSchemaForGame-620.json") };
    case "1234560":
      return { json: fixtureJson("steam", "GetSchemaForGame-hidden-achievement.json") };
    case "9001":
      return { json: fixtureJson("steam", "GetSchemaForGame-no-achievements.json") };
    case "9002":
      return { status: 403, json: fixtureJson("steam", "GetPlayerAchievements-private-profile.json") };
    case "9003":
      return { status: 400, json: fixtureJson("steam", "GetPlayerAchievements-no-stats.json") };
    default:
      return { json: { game: {} } };
  }
};

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer(steamFixtures);
});
afterEach(async () => {
  await server.close();
});

const steam = (opts: { apiKey?: string; timeoutMs?: number } = {}) =>
  createSteamProvider({ apiKey: opts.apiKey ?? KEY, baseUrl: server.url, timeoutMs: opts.timeoutMs });

describe("Steam achievements", () => {
  it("GETs GetSchemaForGame/v2 with key and appid, and counts the achievements", async () => {
    await expect(steam().achievements({ title: "Portal 2", steamAppId: 620 })).resolves.toBe(6);
    const req = server.requests[0]!;
    expect(req.method).toBe("GET");
    expect(req.path).toBe("/ISteamUserStats/GetSchemaForGame/v2/");
    expect(req.query.get("key")).toBe(KEY);
    expect(req.query.get("appid")).toBe("620");
  });

  it("counts hidden achievements that have no description", async () => {
    await expect(steam().achievements({ title: "Test", steamAppId: 1234560 })).resolves.toBe(1);
  });

  it('no achievements ({"game":{}}) → null', async () => {
    await expect(steam().achievements({ title: "None", steamAppId: 9001 })).resolves.toBeNull();
  });

  it("a private-profile answer (403 JSON) → null without throwing", async () => {
    await expect(steam().achievements({ title: "Private", steamAppId: 9002 })).resolves.toBeNull();
  });

  it("a no-stats answer (400 JSON) → null without throwing", async () => {
    await expect(steam().achievements({ title: "No stats", steamAppId: 9003 })).resolves.toBeNull();
  });

  it("no Steam app id → null without a request", async () => {
    await expect(steam().achievements({ title: "Portal 2" })).resolves.toBeNull();
    await expect(steam().achievements({ title: "Portal 2", steamAppId: null })).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it("a bad key (403 HTML) → ProviderError 403 that does not contain the key", async () => {
    const err = await steam({ apiKey: "BADKEY42" })
      .achievements({ title: "Portal 2", steamAppId: 620 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ provider: "steam", status: 403, message: "Steam API request failed: 403" });
    expect(`${(err as Error).message} ${(err as ProviderError).url} ${(err as ProviderError).detail}`).not.toContain("BADKEY42");
  });

  it("401 → ProviderError 401", async () => {
    server.handler = () => ({ status: 401, text: "<html>Unauthorized</html>", contentType: "text/html" });
    await expect(steam().achievements({ title: "Portal 2", steamAppId: 620 })).rejects.toMatchObject({ status: 401 });
  });

  it("a timeout → ProviderError 'timeout'", async () => {
    const call = () => steam({ timeoutMs: 100 }).achievements({ title: "Portal 2", steamAppId: 620 });
    expect(await settleWhileHanging(server, 100, call)).toMatchObject({ status: "timeout" });
  });
});
