import { describe, expect, it } from "vitest";
import { compareText, countOf, formatCount, nounOf } from "./text.ts";

// Whole numbers of every length and sign, the edges of the safe range, and what goes to Intl.
const WHOLE = [0, 1, -1, 2, 9, 10, 99, 100, 999, 1000, 1001, 9999, 12345, 100000, 999999, 1000000, 1234567, -1234567, 2 ** 31, 2 ** 53 - 1, -(2 ** 53 - 1)];
const OTHER = [-0, 1.5, 0.0005, 1.0000001, -1234.5678, 999.9995, 2 ** 53, 1e21, NaN, Infinity, -Infinity];

describe("formatCount and nounOf", () => {
  const intlNumber = new Intl.NumberFormat("en-US");
  const intlPlural = new Intl.PluralRules("en-US");

  it("write every number as Intl's en-US rules do, whole numbers without them", () => {
    for (let digits = 1; digits <= 16; digits++) WHOLE.push(Number("7".repeat(digits)), -Number("3".repeat(digits)));
    for (const n of [...WHOLE, ...OTHER]) {
      expect(formatCount(n), String(n)).toBe(intlNumber.format(n));
      expect(nounOf(n, "game"), String(n)).toBe(intlPlural.select(n) === "one" ? "game" : "games");
    }
  });

  it("give the singular for one and minus one only", () => {
    expect(countOf(1, "game")).toBe("1 game");
    expect(countOf(-1, "entry", "entries")).toBe("-1 entry");
    expect(countOf(0, "game")).toBe("0 games");
    expect(countOf(2100, "entry", "entries")).toBe("2,100 entries");
    expect(countOf(1234567, "game")).toBe("1,234,567 games");
  });
});

describe("compareText", () => {
  it("orders as localeCompare does", () => {
    const words = ["Zelda", "zelda", "Éclair", "eclair", "apple", "Apple", "10 Second Ninja", "2 Ninja", "a-b", "ab", "Œuvre", ""];
    for (const a of words) for (const b of words) expect(Math.sign(compareText(a, b)), `${a} / ${b}`).toBe(Math.sign(a.localeCompare(b)));
  });
});
