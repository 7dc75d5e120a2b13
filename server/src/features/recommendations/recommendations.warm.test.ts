// The recommendation catalog is read at start, off the request path: once the search index is built
// (never overlapping its read), so the first list asked for finds it built. An app told not to warm
// (the tests' default) reads it on the first list instead.
import type { RecommendationList } from "@savepoint/common";
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
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
