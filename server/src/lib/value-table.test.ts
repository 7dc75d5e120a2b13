// ValueTable: equal values numbered once; after forgetKeys the numbers stay, the next value numbered
// finds its equal again (the map rebuilt from the values), and the map's memory is given back meanwhile.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { ValueTable } from "./value-table.ts";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const lists = () => new ValueTable<readonly string[]>((l) => l.join("\u0000"));

describe("ValueTable", () => {
  it("numbers equal values once, storing what `store` makes of the first", () => {
    const table = lists();
    const store = vi.fn((l: readonly string[]) => Object.freeze([...l]));
    expect(table.numberOf(["PC", "Switch"], store)).toBe(0);
    expect(table.numberOf(["PC"], store)).toBe(1);
    expect(table.numberOf(["PC", "Switch"], store)).toBe(0);
    expect(
      table.numberOf(
        ["PC\u0000Switch"].flatMap((s) => s.split("\u0000")),
        store,
      ),
    ).toBe(0);
    expect(store).toHaveBeenCalledTimes(2);
    expect(table.values).toEqual([["PC", "Switch"], ["PC"]]);
    expect(Object.isFrozen(table.values[0])).toBe(true);
  });

  it("after forgetKeys, keeps every number, finds equal values again and numbers new ones after them", () => {
    const table = new ValueTable<string | null>((s) => (s === null ? "\u0000" : `s${s}`));
    const names = ["Zelda", null, "Mario", "null", ""];
    const numbers = names.map((n) => table.numberOf(n));
    table.forgetKeys();
    expect(table.values).toEqual(names);
    expect(names.map((n) => table.numberOf(n))).toEqual(numbers);
    expect(table.numberOf("Metroid")).toBe(names.length);
    table.forgetKeys();
    expect(table.numberOf("Metroid")).toBe(names.length);
    expect(table.numberOf(null)).toBe(1);
  });

  it("gives the map's memory back once it forgets the keys", () => {
    const table = lists();
    for (let i = 0; i < 5_000; i++) table.numberOf([`Platform ${i} `.repeat(80), "PC"]);
    gc();
    const before = process.memoryUsage().heapUsed;
    table.forgetKeys();
    gc();
    // 5,000 keys of about 1,200 characters (6 MB), and the map's entries; the worker's own noise is a
    // few hundred KB at most
    expect(before - process.memoryUsage().heapUsed).toBeGreaterThan(4 * 2 ** 20);
    expect(table.values).toHaveLength(5_000);
  });
});
