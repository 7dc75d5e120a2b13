import { describe, expect, it } from "vitest";
import { withoutGame } from "./listData.ts";
import { buildCard, buildProfile, CELESTE_FANS, listOf, similarOf } from "./testCards.ts";

describe("withoutGame", () => {
  it("takes the game out of a list's items", () => {
    expect(withoutGame(listOf(CELESTE_FANS), 102).items.map((c) => c.catalogId)).toEqual([101, 103]);
  });

  it("takes it out of the similar tab's items and of every source's picks", () => {
    const other = buildCard({ catalogId: 9 });
    const data = {
      ...similarOf(CELESTE_FANS),
      sources: [
        { id: "a", title: "Celeste", slug: "celeste", items: [CELESTE_FANS[0]!, other] },
        { id: "b", title: "Hades", slug: "hades", items: [CELESTE_FANS[0]!] },
      ],
    };
    const out = withoutGame(data, 101);
    expect(out.items.map((c) => c.catalogId)).toEqual([102, 103]);
    expect(out.sources.map((s) => s.items.map((c) => c.catalogId))).toEqual([[9], []]);
    expect(out.enough).toBe(true);
  });

  it("leaves the profile and an empty cache as they are", () => {
    const profile = buildProfile();
    expect(withoutGame(profile, 101)).toBe(profile);
    expect(withoutGame(undefined, 101)).toBeUndefined();
  });
});
