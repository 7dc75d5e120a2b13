// The LRU map keeps within its count and byte bounds, forgetting the least recently used first.
import { describe, expect, it } from "vitest";
import { Lru } from "./lru.ts";

describe("Lru", () => {
  it("forgets the least recently used entry past its count", () => {
    const lru = new Lru<number>({ entries: 2 });
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1); // a is now the most recently used
    lru.set("c", 3);
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual([1, undefined, 3]);
    expect(lru.size).toBe(2);
  });

  it("keeps within its byte budget, refuses a value over a quarter of it, and counts a replaced value once", () => {
    const lru = new Lru<string>({ entries: 100, bytes: 1000 });
    for (let i = 0; i < 10; i++) lru.set(`k${i}`, "x", 200);
    expect(lru.bytes).toBeLessThanOrEqual(1000);
    expect(lru.size).toBe(5);
    expect(lru.get("k9")).toBe("x");
    expect(lru.get("k4")).toBeUndefined();
    lru.set("big", "y", 251);
    expect(lru.get("big")).toBeUndefined();
    lru.set("k9", "z", 100);
    expect(lru.bytes).toBe(900);
    lru.delete("k9");
    expect(lru.bytes).toBe(800);
    lru.clear();
    expect([lru.size, lru.bytes, lru.get("k8")]).toEqual([0, 0, undefined]);
  });
});
