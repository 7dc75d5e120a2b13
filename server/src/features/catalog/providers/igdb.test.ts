import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  fixtureJson,
  fixtureText,
  startFakeServer,
  type FakeServer,
  type Handler,
  type RecordedRequest,
} from "../../../../test/fixtures/providers/fake-server.ts";
import { settleWhileHanging } from "./hanging-server.test-support.ts";
import { ProviderError } from "./http.ts";
import { createIgdbProvider } from "./igdb.ts";

const CLIENT_ID = "test-client-id";
const SECRET = "test-client-secret-xyz";
const TOKEN = (fixtureJson("igdb", "oauth-token.json") as { access_token: string }).access_token;

let server: FakeServer;
let validTokens: Set<string>;
let issued: number;

/** Twitch issues TOKEN first, then "fresh-token-2", "fresh-token-3", …; IGDB accepts only tokens in validTokens. */
const handler: Handler = (req) => {
  if (req.path === "/oauth2/token") {
    if (req.query.get("client_secret") !== SECRET) return { status: 400, json: fixtureJson("igdb", "oauth-token-error-400.json") };
    issued++;
    const token = issued === 1 ? TOKEN : `fresh-token-${issued}`;
    validTokens.add(token);
    return { json: { ...(fixtureJson("igdb", "oauth-token.json") as object), access_token: token } };
  }
  const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
  if (!validTokens.has(bearer) || req.headers["client-id"] !== CLIENT_ID) {
    return { status: 401, json: fixtureJson("igdb", "error-401-auth.json") };
  }
  if (req.path === "/v4/games") {
    if (req.body.startsWith("search")) return { json: fixtureJson("igdb", "games-search.json") };
    const byIds = fixtureJson("igdb", "games-by-ids.json") as { id: number; slug: string }[];
    const id = /where id = (\d+);/.exec(req.body)?.[1];
    const slug = /where slug = "([^"]+)";/.exec(req.body)?.[1];
    return { json: byIds.filter((g) => String(g.id) === id || g.slug === slug) };
  }
  return { status: 404, text: "" };
};

beforeEach(async () => {
  validTokens = new Set();
  issued = 0;
  server = await startFakeServer(handler);
});
afterEach(async () => {
  await server.close();
});

function igdb(opts: { secret?: string; now?: () => number; timeoutMs?: number } = {}) {
  return createIgdbProvider({
    clientId: CLIENT_ID,
    clientSecret: opts.secret ?? SECRET,
    baseUrl: `${server.url}/v4`,
    authUrl: `${server.url}/oauth2/token`,
    now: opts.now,
    timeoutMs: opts.timeoutMs,
  });
}

const tokenRequests = () => server.requests.filter((r) => r.path === "/oauth2/token");
const gameRequests = () => server.requests.filter((r) => r.path === "/v4/games");

/** Statement keyword → its text, from an Apicalypse body. */
function statements(body: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of body.split(";")) {
    const s = raw.replace(/\s+/g, " ").trim();
    if (!s) continue;
    const space = s.indexOf(" ");
    out.set(s.slice(0, space), s.slice(space + 1));
  }
  return out;
}

describe("IGDB requests", () => {
  it("gets a Twitch token with client credentials, then POSTs Apicalypse with Client-ID and Bearer", async () => {
    await igdb().search("witcher 3", 10);
    const [tokenReq] = tokenRequests();
    expect(tokenReq!.method).toBe("POST");
    expect(Object.fromEntries(tokenReq!.query)).toEqual({
      client_id: CLIENT_ID,
      client_secret: SECRET,
      grant_type: "client_credentials",
    });
    const req = gameRequests()[0] as RecordedRequest;
    expect(req.method).toBe("POST");
    expect(req.headers["client-id"]).toBe(CLIENT_ID);
    expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req.headers.accept).toBe("application/json");
  });

  it("sends a search body shaped like the recorded request", async () => {
    await igdb().search("witcher 3", 10);
    const sent = statements(gameRequests()[0]!.body);
    const recorded = statements(fixtureText("igdb", "request-search.apicalypse"));
    expect(sent.get("search")).toBe(recorded.get("search"));
    expect(sent.get("where")).toBe(recorded.get("where"));
    expect(sent.get("limit")).toBe(recorded.get("limit"));
    const sentFields = new Set(
      sent
        .get("fields")!
        .split(",")
        .map((f) => f.trim()),
    );
    for (const f of recorded.get("fields")!.split(",")) expect(sentFields).toContain(f.trim());
  });

  it("keeps quotes and backslashes out of the search string", async () => {
    await igdb().search('say "hi"; fields *\\', 5);
    const body = gameRequests()[0]!.body;
    expect(body.split("\n")[0]).toBe('search "say hi ; fields *";');
    expect(body).toContain("limit 5;");
  });
});

describe("IGDB mapping", () => {
  it("maps the recorded search answer", async () => {
    const games = await igdb().search("witcher 3", 10);
    expect(games.map((g) => g.sourceId)).toEqual(["igdb:1942", "igdb:12503", "igdb:12502"]);
    expect(games[0]).toMatchObject({
      source: "igdb",
      title: "The Witcher 3: Wild Hunt",
      slug: "the-witcher-3-wild-hunt",
      released: "2015-05-19",
      year: 2015,
      platforms: ["PC", "PlayStation 4", "Xbox One", "Nintendo Switch", "PlayStation 5", "Xbox Series X", "Xbox Series S"],
      genres: ["Role-playing (RPG)", "Adventure"],
      developers: ["CD Projekt RED"],
      publishers: ["CD Projekt", "Bandai Namco Entertainment", "Warner Bros. Interactive Entertainment"],
      series: "The Witcher",
      metacritic: 93,
      rating: null, // the recording has no `rating` (IGDB user score)
      coverUrl: "https://images.igdb.com/igdb/image/upload/t_cover_big/co1wyy.jpg",
      igdbId: 1942,
      rawgId: null,
      steamAppId: null,
      wikidataId: null,
      achievements: null,
    });
    expect(games[0]!.description).toMatch(/^RPG and sequel to The Witcher 2/);
    expect(games[1]).toMatchObject({ title: "The Witcher 3: Wild Hunt - Blood and Wine", year: 2016, developers: ["CD Projekt RED"] });
  });

  it("details by id: `where id = N;` and the Portal 2 record", async () => {
    const g = await igdb().details("72");
    const body = gameRequests()[0]!.body;
    expect(body).toContain("where id = 72;");
    expect(body).toContain("limit 1;");
    expect(g).toMatchObject({
      title: "Portal 2",
      slug: "portal-2",
      released: "2011-04-18",
      year: 2011,
      platforms: ["PC", "PlayStation 3", "Xbox 360"],
      developers: ["Valve Corporation"],
      publishers: ["Valve Corporation", "Electronic Arts"],
      series: "Portal",
      metacritic: 95,
      coverUrl: "https://images.igdb.com/igdb/image/upload/t_cover_big/co1rs4.jpg",
      igdbId: 72,
    });
  });

  it("details by slug, and an empty answer → null", async () => {
    const zelda = await igdb().details("the-legend-of-zelda-breath-of-the-wild");
    expect(gameRequests()[0]!.body).toContain('where slug = "the-legend-of-zelda-breath-of-the-wild";');
    expect(zelda).toMatchObject({ igdbId: 7346, year: 2017, released: "2017-03-03", platforms: ["Nintendo Switch", "Nintendo Wii U"] });
    await expect(igdb().details("no-such-game")).resolves.toBeNull();
    await expect(igdb().details('bad"slug')).resolves.toBeNull();
  });

  it("turns a user rating (0–100) into 0–5", async () => {
    server.handler = (req) => (req.path === "/oauth2/token" ? handler(req) : { json: [{ id: 1, name: "Rated", rating: 85, aggregated_rating: 79.6 }] });
    const [g] = await igdb().search("rated", 1);
    expect(g).toMatchObject({ rating: 4.25, metacritic: 80, released: null, platforms: [], coverUrl: null });
  });

  it("tolerates unexpanded references (ids instead of objects)", async () => {
    server.handler = (req) => (req.path === "/oauth2/token" ? handler(req) : { json: fixtureJson("igdb", "games-minimal-ids.json") });
    const [g] = await igdb().search("witcher", 1);
    expect(g).toMatchObject({ title: "The Witcher 3: Wild Hunt", platforms: [], genres: [], coverUrl: null, year: 2015 });
  });
});

describe("IGDB token handling", () => {
  it("reuses the token until shortly before it expires", async () => {
    let now = 1_000_000;
    const provider = igdb({ now: () => now });
    await provider.search("witcher 3", 10);
    await provider.search("portal", 10);
    expect(tokenRequests()).toHaveLength(1);
    now += 5184000 * 1000 - 60_000; // expires_in minus a minute: inside the renewal margin
    await provider.search("zelda", 10);
    expect(tokenRequests()).toHaveLength(2);
    expect(gameRequests()[2]!.headers.authorization).toBe("Bearer fresh-token-2");
  });

  it("shares one token request between concurrent calls", async () => {
    const provider = igdb();
    await Promise.all([provider.search("a", 1), provider.search("b", 1), provider.details("72")]);
    expect(tokenRequests()).toHaveLength(1);
  });

  it("gets a new token once when IGDB answers 401, and retries", async () => {
    const provider = igdb();
    await provider.search("witcher 3", 10);
    validTokens.delete(TOKEN); // revoked on Twitch's side
    const games = await provider.search("witcher 3", 10);
    expect(games).toHaveLength(3);
    expect(tokenRequests()).toHaveLength(2);
    expect(gameRequests().map((r) => r.headers.authorization)).toEqual([`Bearer ${TOKEN}`, `Bearer ${TOKEN}`, "Bearer fresh-token-2"]);
  });

  it("a second 401 → ProviderError 401 (no loop)", async () => {
    server.handler = (req) => (req.path === "/oauth2/token" ? handler(req) : { status: 401, json: fixtureJson("igdb", "error-401-auth.json") });
    const err = await igdb()
      .search("witcher 3", 10)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ provider: "igdb", status: 401, message: "IGDB API request failed: 401" });
    expect(tokenRequests()).toHaveLength(2);
    expect(gameRequests()).toHaveLength(2);
  });

  it("bad credentials → ProviderError 400 that does not contain the secret", async () => {
    const err = await igdb({ secret: "wrong-secret-777" })
      .search("witcher 3", 10)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe(400);
    expect((err as ProviderError).detail).toBe("invalid client");
    expect(`${(err as Error).message} ${(err as ProviderError).url} ${(err as Error).stack}`).not.toContain("wrong-secret-777");
    expect(gameRequests()).toHaveLength(0);
  });
});

describe("IGDB errors", () => {
  it("a syntax error (400, array body) → ProviderError 400", async () => {
    server.handler = (req) => (req.path === "/oauth2/token" ? handler(req) : { status: 400, json: fixtureJson("igdb", "error-400-syntax.json") });
    const err = await igdb()
      .search("witcher", 5)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, message: "IGDB API request failed: 400" });
    expect((err as ProviderError).detail).toMatch(/^Syntax Error: Expecting a STRING/);
  });

  it("a timeout → ProviderError 'timeout'", async () => {
    const gamesHang = (req: { path: string }) => req.path !== "/oauth2/token";
    const err = await settleWhileHanging(server, 100, () => igdb({ timeoutMs: 100 }).search("witcher", 5), gamesHang);
    expect(err).toMatchObject({ status: "timeout" });
    expect(server.requests.map((r) => r.path)).toEqual(["/oauth2/token", "/v4/games"]);
  });

  it("a 429 → ProviderError 429", async () => {
    server.handler = (req) => (req.path === "/oauth2/token" ? handler(req) : { status: 429, json: { message: "Too Many Requests" } });
    await expect(igdb().search("witcher", 5)).rejects.toThrow("IGDB API request failed: 429");
  });
});
