import { describe, expect, it } from "vitest";
import { Interner, readInternedPages } from "./intern.ts";

const row = (id: number) => ({ id, platforms: id % 2 ? ["Arcade"] : ["PC", "Mac"], source: id % 3 ? "mame" : "core", altTitles: [] as string[] });

describe("readInternedPages", () => {
  it("reads every row once, in pages after the last id, with equal lists shared and frozen", async () => {
    const table = Array.from({ length: 12_345 }, (_, i) => row(i + 1));
    const asked: number[] = [];
    const rows = await readInternedPages((after, take) => {
      asked.push(after);
      return Promise.resolve(table.filter((r) => r.id > after).slice(0, take).map((r) => ({ ...r, platforms: [...r.platforms] })));
    });
    expect(rows.map((r) => r.id)).toEqual(table.map((r) => r.id));
    expect(asked).toEqual([0, 5000, 10_000]);
    expect(rows[0]!.platforms).toBe(rows[2]!.platforms);
    expect(rows[0]!.platforms).toEqual(["Arcade"]);
    expect(Object.isFrozen(rows[1]!.platforms)).toBe(true);
    expect(rows[0]!.altTitles).toBe(rows[1]!.altTitles);
  });
});

describe("Interner", () => {
  it("keeps lists with the same strings in another order apart", () => {
    const shared = new Interner();
    expect(shared.list(["PC", "Mac"])).not.toBe(shared.list(["Mac", "PC"]));
    expect(shared.list(["PC", "Mac"])).toBe(shared.list(["PC", "Mac"]));
  });
});
