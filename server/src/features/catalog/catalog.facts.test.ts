// The facts recommendations read: each row's title and slug are handed out as the search index holds
// them (CatalogIndex.sameText), so a reader that keeps them holds no second copy; the values are the rows'.
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCatalogGame } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import type { CatalogFactsRow } from "./catalog.facts.ts";
import { CatalogService } from "./catalog.service.ts";
import { CatalogIndex } from "./search/catalog-index.ts";

const { db } = await setupFile();

describe("CatalogService.readFacts", () => {
  afterEach(() => vi.restoreAllMocks());

  it("hands each title and slug through the search index, with the rows' own values", async () => {
    const a = await buildCatalogGame(db.prisma, { title: "Shared Title Quest", slug: "shared-title-quest" });
    const b = await buildCatalogGame(db.prisma, { title: "Shared Title Saga", slug: "saga-1998" });
    const catalog = new CatalogService({ prisma: db.prisma });
    await catalog.init();
    const same = vi.spyOn(CatalogIndex.prototype, "sameText");
    const rows: CatalogFactsRow[] = [];
    await catalog.readFacts(new Date(0), (page) => rows.push(...page));
    for (const game of [a, b]) {
      expect(rows.find((r) => r.id === game.id)).toMatchObject({ title: game.title, slug: game.slug });
      expect(same).toHaveBeenCalledWith(game.id, game.title);
      expect(same).toHaveBeenCalledWith(game.id, game.slug);
    }
    expect(catalog.sharedText(b.id, "saga-1998")).toBe("saga-1998");
    expect(catalog.sharedText(b.id, "something else")).toBe("something else");
  });
});
