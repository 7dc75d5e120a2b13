import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLOUDFLARE_502, fixtureJson, startFakeServer, type FakeServer } from "../../../../test/fixtures/providers/fake-server.ts";
import { settleWhileHanging } from "./hanging-server.test-support.ts";
import { ProviderError } from "./http.ts";
import { createWikidataProvider, WIKIDATA_USER_AGENT } from "./wikidata.ts";

let server: FakeServer;
beforeEach(async () => {
  server = await startFakeServer(() => ({ json: fixtureJson("wikidata", "sparql-results-games.json"), contentType: "application/sparql-results+json" }));
});
afterEach(async () => {
  await server.close();
});

const wikidata = (opts: { timeoutMs?: number; userAgent?: string } = {}) => createWikidataProvider({ baseUrl: server.url, ...opts });

describe("Wikidata search request", () => {
  it("GETs /sparql with query and format=json, a descriptive User-Agent and the SPARQL JSON Accept", async () => {
    await wikidata().search("portal 2", 10);
    const req = server.requests[0]!;
    expect(req.method).toBe("GET");
    expect(req.path).toBe("/sparql");
    expect(req.query.get("format")).toBe("json");
    expect(req.headers["user-agent"]).toBe(WIKIDATA_USER_AGENT);
    expect(req.headers["user-agent"]).toMatch(/^Savepoint\//);
    expect(req.headers.accept).toBe("application/sparql-results+json");
    const sparql = req.query.get("query")!;
    expect(sparql).toContain("wdt:P31 wd:Q7889");
    expect(sparql).toContain('mwapi:search "portal 2"');
    for (const p of ["P577", "P400", "P136", "P178", "P123", "P179", "P1733", "P5794"]) expect(sparql).toContain(p);
    expect(sparql).toMatch(/LIMIT 10\s*$/);
  });

  it("takes a custom User-Agent", async () => {
    await wikidata({ userAgent: "Savepoint (admin@example.org)" }).search("portal", 5);
    expect(server.requests[0]!.headers["user-agent"]).toBe("Savepoint (admin@example.org)");
  });

  it("escapes the search text inside the SPARQL string literal", async () => {
    await wikidata().search('x" } ; DROP \\ "', 5);
    const sparql = server.requests[0]!.query.get("query")!;
    expect(sparql).toContain('mwapi:search "x\\" } ; DROP \\\\ \\""');
  });
});

describe("Wikidata mapping", () => {
  it("maps the recorded bindings and skips items without an English label", async () => {
    const games = await wikidata().search("portal", 10);
    expect(games.map((g) => g.title)).toEqual(["Portal 2", "The Witcher 3: Wild Hunt"]);
    expect(games[0]).toMatchObject({
      source: "wikidata",
      sourceId: "wikidata:Q100000001",
      wikidataId: "Q100000001",
      slug: "portal-2",
      released: "2011-04-18",
      year: 2011,
      platforms: ["PC", "PlayStation 3", "Xbox 360"],
      genres: ["puzzle video game", "first-person shooter"],
      developers: ["Valve Corporation"],
      publishers: ["Valve Corporation", "Electronic Arts"],
      series: "Portal",
      steamAppId: 620,
      igdbId: null,
      rawgId: null,
      coverUrl: null,
      achievements: null,
    });
    expect(games[1]).toMatchObject({
      released: "2015-05-19",
      platforms: ["PC", "PlayStation 4", "Xbox One", "Nintendo Switch", "PlayStation 5", "Xbox Series X", "Xbox Series S"],
      steamAppId: 292030,
      series: "The Witcher",
    });
  });

  it("keeps only the year of a year-precision date", async () => {
    server.handler = () => ({
      json: {
        head: { vars: [] },
        results: {
          bindings: [
            {
              item: { type: "uri", value: "http://www.wikidata.org/entity/Q5" },
              itemLabel: { type: "literal", value: "Old Game" },
              released: { type: "literal", value: "1982" },
            },
          ],
        },
      },
    });
    const [g] = await wikidata().search("old", 1);
    expect(g).toMatchObject({ title: "Old Game", year: 1982, released: null, platforms: [], series: null, steamAppId: null });
  });
});

describe("Wikidata details", () => {
  it("asks for one Q-id with VALUES", async () => {
    const g = await wikidata().details("Q100000001");
    expect(server.requests[0]!.query.get("query")).toContain("VALUES ?item { wd:Q100000001 }");
    expect(g?.title).toBe("Portal 2");
  });

  it("anything but a Q-id → null without a request", async () => {
    await expect(wikidata().details("portal-2")).resolves.toBeNull();
    await expect(wikidata().details("Q1 } DELETE")).resolves.toBeNull();
    expect(server.requests).toHaveLength(0);
  });
});

describe("Wikidata errors", () => {
  it("a 5xx HTML page → ProviderError with the status", async () => {
    server.handler = () => ({ status: 503, text: CLOUDFLARE_502, contentType: "text/html" });
    await expect(wikidata().search("portal", 5)).rejects.toMatchObject({ provider: "wikidata", status: 503 });
  });

  it("a query timeout → ProviderError 'timeout'", async () => {
    const err = await settleWhileHanging(server, 100, () => wikidata({ timeoutMs: 100 }).search("portal", 5));
    expect(err).toMatchObject({ provider: "wikidata", status: "timeout" });
    expect(err).toBeInstanceOf(ProviderError);
  });

  it("a JSON answer that is not SPARQL results → invalid-response", async () => {
    server.handler = () => ({ json: { hello: "world" } });
    await expect(wikidata().search("portal", 5)).rejects.toMatchObject({ status: "invalid-response" });
  });
});
