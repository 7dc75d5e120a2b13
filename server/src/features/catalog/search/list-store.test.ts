import { describe, expect, it } from "vitest";
import { ListStore } from "./list-store.ts";

const values = (store: ListStore, key: number): number[] => {
  const out: number[] = [];
  store.each(key, (v) => out.push(v));
  return out.sort((a, b) => a - b);
};

describe("ListStore", () => {
  it("keeps every list through packing, later additions and removals", () => {
    const store = new ListStore(2);
    store.add(0, 5);
    store.add(0, 7);
    store.add(3, 1); // past the expected keys: grows
    store.pack();
    expect(values(store, 0)).toEqual([5, 7]);
    expect(values(store, 3)).toEqual([1]);
    expect(values(store, 9)).toEqual([]);

    store.add(0, 9);
    expect(store.lastAdded(0)).toBe(9);
    expect(store.remove(0, 5)).toBe(true); // packed value
    expect(store.remove(0, 9)).toBe(true); // overflow value
    expect(store.remove(0, 42)).toBe(false);
    store.add(1, 2);
    expect(values(store, 0)).toEqual([7]);
    expect([store.size(0), store.size(1), store.size(3), store.size(100)]).toEqual([1, 1, 1, 0]);

    store.pack();
    expect(store.lastAdded(0)).toBe(-1);
    expect([values(store, 0), values(store, 1), values(store, 3)]).toEqual([[7], [2], [1]]);
    expect(store.size(0)).toBe(1);
  });
});
