// The recommendation catalog is read at start, off the request path: once the search index is built
// (never overlapping its read), so the first list asked for finds it built. An app told not to warm
// (the tests' default) reads it on the first list instead. With a snapshot place (the built server's),
// a full read leaves a snapshot, and the next process reads it and only the rows written since.
import type { RecommendationList } from "@savepoint/common";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildCatalogGame, buildGame, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { CatalogService } from "../catalog/index.ts";

const { db, makeApp } = await setupFile();

/** A catalog service whose facts reads are counted. */
function countedCatalog() {
  const catalog = new CatalogService({ prisma: db.prisma });
  const reads = vi.spyOn(catalog, "readFacts");
  return { catalog, reads };
}

describe("reading the recommendation catalog at start", () => {
  it("reads it once the search index is built, and the first list is answered from that read", async () => {
    const liked = await buildCatalogGame(db.prisma, { title: "Warm Start Puzzler", genres: ["Puzzle"], metacritic: 90 });
    const other = await buildCatalogGame(db.prisma, { title: "Warm Start Sequel", genres: ["Puzzle"], metacritic: 88 });
    const { catalog, reads } = countedCatalog();
    const app = makeApp({ catalog, warmRecommendations: true });
    // Not before the index: the start's own read of the catalog goes first (a sign-up's queries meanwhile read nothing).
    const u = await buildUser(app);
    expect(reads).not.toHaveBeenCalled();
    await catalog.init();
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    await reads.mock.results[0]!.value;

    await buildGame(app, u, { title: liked.title, catalogId: liked.id, status: "COMPLETED", rating: 10, genres: ["Puzzle"] });
    const list = bodyOf<RecommendationList>(await u.auth(request(app).get("/api/recommendations")).expect(200));
    expect(list.items.map((i) => i.catalogId)).toContain(other.id);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("without warming, nothing is read until a list is asked for", async () => {
    const { catalog, reads } = countedCatalog();
    const app = makeApp({ catalog });
    await catalog.init();
    const u = await buildUser(app);
    expect(reads).not.toHaveBeenCalled();
    await u.auth(request(app).get("/api/recommendations")).expect(200);
    expect(reads).toHaveBeenCalledTimes(1);
  });
});

describe("the recommendation catalog's snapshot between starts", () => {
  const dir = mkdtempSync(join(tmpdir(), "sp-reco-warm-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const place = { file: join(dir, "cache", "recommendations.snapshot"), build: "test-build" };

  it("a full read writes it; the next process reads it and only the rows written since", async () => {
    const liked = await buildCatalogGame(db.prisma, { title: "Snapshot Puzzler", genres: ["Snapshotty"], metacritic: 90 });
    const first = countedCatalog();
    const app = makeApp({ catalog: first.catalog, recommendationsSnapshot: place });
    const u = await buildUser(app);
    await buildGame(app, u, { title: liked.title, catalogId: liked.id, status: "COMPLETED", rating: 10, genres: ["Snapshotty"] });
    await u.auth(request(app).get("/api/recommendations")).expect(200);
    expect(first.reads.mock.calls.map((c) => c[0])).toEqual([new Date(0)]);
    await vi.waitFor(() => expect(existsSync(place.file)).toBe(true));

    // Written after the snapshot: the next process reads it on top.
    const sequel = await buildCatalogGame(db.prisma, { title: "Snapshot Sequel", genres: ["Snapshotty"], metacritic: 88 });
    const next = countedCatalog();
    const again = makeApp({ catalog: next.catalog, recommendationsSnapshot: place });
    const list = bodyOf<RecommendationList>(await u.auth(request(again).get("/api/recommendations")).expect(200));
    expect(list.items.map((i) => i.catalogId)).toContain(sequel.id);
    expect(next.reads).toHaveBeenCalledTimes(1);
    expect(next.reads.mock.calls[0]![0].getTime()).toBeGreaterThan(0);
  });

  it("the check a snapshot is compared with names the database, and counts and sums its catalog rows up to an id", async () => {
    const a = await buildCatalogGame(db.prisma, { title: "Check One" });
    const b = await buildCatalogGame(db.prisma, { title: "Check Two" });
    const catalog = new CatalogService({ prisma: db.prisma });
    const below = await catalog.factsCheck(a.id - 1);
    expect(await catalog.factsCheck(b.id)).toEqual({
      maxId: b.id,
      rows: below.rows + 2,
      idSum: String(BigInt(below.idSum) + BigInt(a.id) + BigInt(b.id)),
      database: below.database,
    });
    expect(below.database).toMatch(/^\d+\/\S+$/);
  });
});
