import { describe, expect, it } from "vitest";
import { createTtlCache } from "./cache.ts";

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("TTL + LRU cache", () => {
  it("serves a value until its TTL has passed", () => {
    const c = clock();
    const cache = createTtlCache<string>({ ttlMs: 1000, now: c.now });
    cache.set("a", "x");
    c.advance(999);
    expect(cache.get("a")).toBe("x");
    c.advance(1);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("evicts the least recently used entry past maxSize", () => {
    const cache = createTtlCache<number>({ ttlMs: 10_000, maxSize: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // a is now the most recent
    cache.set("c", 3);
    expect(cache.has("b")).toBe(false);
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
  });

  it("accepts a per-entry TTL", () => {
    const c = clock();
    const cache = createTtlCache<string>({ ttlMs: 1000, now: c.now });
    cache.set("long", "x", 5000);
    c.advance(2000);
    expect(cache.get("long")).toBe("x");
  });

  it("getOrLoad loads once, shares an in-flight load, and does not store failures", async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000 });
    let loads = 0;
    // The first load stays in flight until the test opens the gate, so the second caller meets it.
    let openGate = (): void => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const load = async () => {
      loads++;
      await gate;
      return 42;
    };
    const both = Promise.all([cache.getOrLoad("k", load), cache.getOrLoad("k", load)]);
    openGate();
    const [a, b] = await both;
    expect([a, b, loads]).toEqual([42, 42, 1]);
    await cache.getOrLoad("k", load);
    expect(loads).toBe(1);

    const failing = () => Promise.reject(new Error("boom"));
    await expect(cache.getOrLoad("f", failing)).rejects.toThrow("boom");
    expect(cache.has("f")).toBe(false);
    await expect(cache.getOrLoad("f", () => Promise.resolve(7))).resolves.toBe(7);

    const syncThrow = (): Promise<number> => {
      throw new Error("sync");
    };
    await expect(cache.getOrLoad("s", syncThrow)).rejects.toThrow("sync");
    await expect(cache.getOrLoad("s", () => Promise.resolve(8))).resolves.toBe(8);
  });

  it("getOrLoad skips storing when shouldCache says no", async () => {
    const cache = createTtlCache<number[]>({ ttlMs: 1000 });
    let loads = 0;
    const load = () => {
      loads++;
      return Promise.resolve([]);
    };
    await cache.getOrLoad("k", load, (v) => v.length > 0);
    await cache.getOrLoad("k", load, (v) => v.length > 0);
    expect(loads).toBe(2);
  });
});
