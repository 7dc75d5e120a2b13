// The catalog with a configured provider (RAWG, served by a local fake from recorded answers):
// answers become local rows, enrich the curated game they match, and fail over to the embedded catalog.
import { readFileSync } from "node:fs";
import type { CatalogSearchResult } from "@savepoint/common";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { registerUser, setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { startFakeServer } from "../../../test/fixtures/providers/fake-server.ts";
import { CatalogService } from "./catalog.service.ts";
import { lineToRow } from "./catalog.data.ts";
import { syncBundledCatalog } from "./catalog.loader.ts";
import { createCatalogProviders } from "./providers.wiring.ts";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../../test/fixtures/providers/rawg/${name}`, import.meta.url), "utf8")) as unknown;

let mode: "ok" | "down" = "ok";
const fake = await startFakeServer((req) => {
  if (mode === "down") return { status: 503, text: "<html>Service Unavailable</html>", contentType: "text/html" };
  if (req.path === "/games" && req.query.get("search")) return { json: fixture("games-search.json") };
  if (req.path === "/games/3328" || req.path === "/games/the-witcher-3-wild-hunt") return { json: fixture("game-detail-3328.json") };
  if (req.path === "/games/4200" || req.path === "/games/portal-2") return { json: fixture("game-detail-4200.json") };
  if (req.path.endsWith("/game-series")) return { json: fixture("game-series-3328.json") };
  if (req.path.endsWith("/suggested")) return { status: 401, json: { error: "not allowed" } };
  return { status: 404, json: { detail: "Not found." } };
});
afterAll(() => fake.close());

const { db, makeApp } = await setupFile();
await syncBundledCatalog(db.prisma, {
  version: "p-1",
  rows: [
    lineToRow(
      {
        slug: "the-witcher-3-wild-hunt",
        title: "The Witcher 3: Wild Hunt",
        year: 2015,
        platforms: ["PC"],
        genres: ["RPG"],
        developers: ["CD Projekt Red"],
        publishers: ["CD Projekt"],
        series: "The Witcher",
        description: "Curated description. Two sentences.",
        metacritic: 92,
      },
      "core",
    ),
  ],
});
const providers = createCatalogProviders({ RAWG_API_KEY: "test-key", RAWG_BASE_URL: fake.url }, undefined, { timeoutMs: 500 });
const catalog = new CatalogService({ prisma: db.prisma, providers });
await catalog.init();
const app = makeApp({ catalog });
const user = await registerUser(app);

/** The `results` of a search answer. */
const resultsOf = (res: { body: unknown }) => bodyOf<{ results: CatalogSearchResult[] }>(res).results;

describe("with RAWG configured", () => {
  it("merges search answers: the curated row is enriched, not duplicated, and new games become local", async () => {
    const res = await user.auth(request(app).get("/api/catalog/search?q=witcher%203")).expect(200);
    const titles = resultsOf(res).map((r) => r.title);
    expect(titles[0]).toBe("The Witcher 3: Wild Hunt");
    expect(titles.filter((t) => t === "The Witcher 3: Wild Hunt")).toHaveLength(1);
    const w3 = await db.prisma.catalogGame.findUniqueOrThrow({ where: { slug: "the-witcher-3-wild-hunt" } });
    expect(w3).toMatchObject({ source: "core", rawgId: 3328, description: "Curated description. Two sentences.", playtimeHours: 46 });
    expect(w3.coverUrl).toMatch(/^https:\/\/media\.rawg\.io\//);
    expect(await db.prisma.catalogGame.count({ where: { source: "rawg" } })).toBeGreaterThan(0);
    // the key never reaches the stored rows
    expect(JSON.stringify(await db.prisma.catalogGame.findMany())).not.toContain("test-key");
  });

  it("asks the provider once per query within the cache window", async () => {
    const before = fake.requests.filter((r) => r.path === "/games").length;
    await user.auth(request(app).get("/api/catalog/search?q=witcher%203")).expect(200);
    expect(fake.requests.filter((r) => r.path === "/games").length).toBe(before);
  });

  it("serves covers of stored games only: an anonymous cover request never asks the provider or writes", async () => {
    const asked = fake.requests.length;
    const rows = await db.prisma.catalogGame.count();
    await request(app).get("/api/catalog/covers/portal-2").expect(404);
    expect(fake.requests.length).toBe(asked);
    expect(await db.prisma.catalogGame.count()).toBe(rows);
    await request(app).get("/api/catalog/covers/the-witcher-3-wild-hunt").expect(200);
  });

  it("looks up an unknown slug at the provider and keeps it", async () => {
    const res = await user.auth(request(app).get("/api/catalog/games/portal-2")).expect(200);
    // RAWG's average play time, labelled with its source.
    expect(res.body).toMatchObject({ title: "Portal 2", rawgId: 4200, source: "rawg", playtime: { hours: 11, source: "RAWG" } });
    expect(await db.prisma.catalogGame.count({ where: { slug: "portal-2" } })).toBe(1);
  });

  it("falls back to the embedded catalog when the provider is down", async () => {
    mode = "down";
    try {
      const res = await user.auth(request(app).get("/api/catalog/search?q=the%20witcher%203%20wild")).expect(200);
      expect(resultsOf(res)[0]?.title).toBe("The Witcher 3: Wild Hunt");
      await user.auth(request(app).get("/api/catalog/games/some-unknown-game")).expect(404);
    } finally {
      mode = "ok";
    }
    // a failure is not remembered: once the provider is back, the same query asks it again
    const searches = () => fake.requests.filter((r) => r.path === "/games" && r.query.get("search") === "the witcher 3 wild").length;
    const before = searches();
    await user.auth(request(app).get("/api/catalog/search?q=the%20witcher%203%20wild")).expect(200);
    expect(searches()).toBe(before + 1);
  });
});
