import { describe, expect, it } from "vitest";
import { AliasTable, aliasesOf, aliasKey } from "./aliases.ts";

const keys = (title: string) => Object.fromEntries(aliasesOf(title).map((a) => [a.key, a.phrase]));

describe("abbreviations derived from a title", () => {
  it("takes the initials of the whole title, keeping numbers whole, as digits and as written", () => {
    expect(keys("Final Fantasy VII")).toEqual({ ff7: "final fantasy 7", ffvii: "final fantasy 7" });
    expect(keys("Grand Theft Auto V")).toMatchObject({ gta5: "grand theft auto 5", gtav: "grand theft auto 5" });
    expect(keys("Left 4 Dead 2")).toMatchObject({ l4d2: "left 4 dead 2" });
    expect(keys("Fire Emblem: Three Houses")).toMatchObject({ fe3h: "fire emblem three houses", feth: "fire emblem three houses" });
  });

  it("takes the main part and each subtitle, with and without a leading The, and without Part", () => {
    expect(keys("The Legend of Zelda: Breath of the Wild")).toMatchObject({ botw: "breath of the wild", tloz: "legend of zelda" });
    expect(keys("Call of Duty 4: Modern Warfare")).toMatchObject({ cod4: "call of duty 4", cod4mw: "call of duty 4 modern warfare" });
    expect(keys("Star Wars: Knights of the Old Republic II - The Sith Lords")).toMatchObject({ kotor2: "knights of the old republic 2" });
    expect(keys("The Last of Us")).toMatchObject({ tlou: "last of us" });
    expect(keys("The Last of Us Part II")).toMatchObject({ tlou2: "last of us part 2" });
  });

  it("splits a word at its inner capitals (StarCraft), and never stands one letter and a number alone", () => {
    expect(keys("StarCraft II: Wings of Liberty")).toMatchObject({ sc2: "starcraft 2", wol: "wings of liberty" });
    expect(keys("StarCraft II: Wings of Liberty")).not.toHaveProperty("s2");
    expect(keys("StarCraft II: Wings of Liberty")).not.toHaveProperty("sii");
    expect(keys("Persona 5")).toEqual({});
    expect(keys("Tetris")).toEqual({});
  });

  it("reads a typed query the same way: spaces out, numerals as digits", () => {
    expect(aliasKey("gta 5")).toBe("gta5");
  });
});

describe("the alias table", () => {
  it("answers every phrase of an abbreviation while a game gives it, and forgets it with the last one", () => {
    const table = new AliasTable();
    table.add(1, "God of War III");
    table.add(2, "Gears of War 3");
    expect(table.lookup("gow3").sort()).toEqual(["gears of war 3", "god of war 3"]);
    table.remove(1);
    expect(table.lookup("gow3")).toEqual(["gears of war 3"]);
    table.remove(2);
    expect(table.lookup("gow3")).toEqual([]);
    expect(table.size).toBe(0);
  });
});
