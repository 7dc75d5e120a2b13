import { describe, expect, it } from "vitest";
import { CANONICAL_PLATFORMS, canonicalPlatform, canonicalPlatforms, expandPlatform } from "./platforms.ts";

describe("canonical platforms", () => {
  it("lists each canonical name once", () => {
    expect(new Set(CANONICAL_PLATFORMS).size).toBe(CANONICAL_PLATFORMS.length);
    expect(CANONICAL_PLATFORMS).toContain("Nintendo Switch 2");
  });

  it("maps every canonical name onto itself, case-insensitively", () => {
    for (const name of CANONICAL_PLATFORMS) {
      expect(canonicalPlatform(name)).toBe(name);
      expect(canonicalPlatform(name.toUpperCase())).toBe(name);
    }
  });

  it.each([
    ["PS4", "PlayStation 4"],
    ["ps5", "PlayStation 5"],
    ["PlayStation4", "PlayStation 4"],
    ["PS1", "PlayStation"],
    ["PSX", "PlayStation"],
    ["PSP", "PlayStation Portable"],
    ["PS Vita", "PlayStation Vita"],
    ["PC (Microsoft Windows)", "PC"],
    ["Windows", "PC"],
    ["Linux", "PC"],
    ["macOS", "PC"],
    ["Mac", "PC"],
    ["Switch", "Nintendo Switch"],
    ["Switch 2", "Nintendo Switch 2"],
    ["Wii", "Nintendo Wii"],
    ["Wii U", "Nintendo Wii U"],
    ["Nintendo GameCube", "GameCube"],
    ["SNES", "Super Nintendo"],
    ["Super Nintendo Entertainment System", "Super Nintendo"],
    ["NES", "Nintendo Entertainment System"],
    ["Genesis", "Sega Genesis"],
    ["Sega Mega Drive/Genesis", "Sega Genesis"],
    ["Mega Drive", "Sega Genesis"],
    ["Dreamcast", "Sega Dreamcast"],
    ["GBA", "Game Boy Advance"],
    ["N64", "Nintendo 64"],
    ["3DS", "Nintendo 3DS"],
    ["TurboGrafx-16/PC Engine", "TurboGrafx-16"],
    ["Web browser", "Web Browser"],
    ["iPhone", "iOS"],
  ])("%s → %s", (input, expected) => {
    expect(canonicalPlatform(input)).toBe(expected);
  });

  it("expands combined Xbox Series entries into both consoles", () => {
    for (const spelling of ["Xbox Series S/X", "Xbox Series X|S", "Xbox Series X and Series S"]) {
      expect(expandPlatform(spelling)).toEqual(["Xbox Series X", "Xbox Series S"]);
    }
    expect(canonicalPlatform("Xbox Series S/X")).toBe("Xbox Series X");
  });

  it("keeps unknown names as the provider wrote them", () => {
    expect(canonicalPlatform("  Commodore Amiga ")).toBe("Commodore Amiga");
    expect(expandPlatform("")).toEqual([]);
  });

  it("maps a list without duplicates, first-seen order", () => {
    expect(canonicalPlatforms(["PC", "Linux", "macOS", "PlayStation 3", "Xbox Series S/X", "Xbox Series X"])).toEqual([
      "PC",
      "PlayStation 3",
      "Xbox Series X",
      "Xbox Series S",
    ]);
  });
});
