import { describe, expect, it } from "vitest";
import { readPages } from "./pages.ts";

describe("readPages", () => {
  it("hands every row over once, a page at a time, each read after the last id of the one before", async () => {
    const table = Array.from({ length: 12_345 }, (_, i) => ({ id: 2 * i + 1 }));
    const asked: number[] = [];
    const pages: number[][] = [];
    await readPages(
      (after, take) => {
        asked.push(after);
        return Promise.resolve(table.filter((r) => r.id > after).slice(0, take));
      },
      (rows) => pages.push(rows.map((r) => r.id)),
    );
    expect(pages.flat()).toEqual(table.map((r) => r.id));
    expect(pages.map((p) => p.length)).toEqual([5000, 5000, 2345]);
    expect(asked).toEqual([0, 9999, 19_999]);
  });
});
