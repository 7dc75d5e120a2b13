import { describe, expect, it } from "vitest";
import { capLength, graphemes } from "./typography.ts";

describe("capLength", () => {
  it("returns text within the limit unchanged, whatever its characters", () => {
    for (const text of ["Chrono Trigger", "Pokémon", "e\u0301e\u0301", "👨‍👩‍👧 family", "ファイナルファンタジー", ""]) {
      expect(capLength(text, Math.max(text.length, 1))).toBe(text);
    }
  });

  it("counts characters as a reader does: combined sequences longer in code units than the limit still fit", () => {
    // Three graphemes in ten UTF-16 units.
    const family = "👨‍👩‍👧ab";
    expect(graphemes(family)).toHaveLength(3);
    expect(capLength(family, 3)).toBe(family);
  });

  it("cuts longer text at a word boundary, never inside a character, with an ellipsis", () => {
    expect(capLength("The Legend of Zelda: Breath of the Wild", 20)).toBe("The Legend of Zelda…");
    const cut = capLength("😀".repeat(30), 10);
    expect(graphemes(cut)).toHaveLength(10);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
