// The idle collector: one full collection once the server has been quiet for idleMs after work, none
// while work goes on, none again until there is new work, and nothing at all without V8's gc.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startIdleCollector, type IdleCollector } from "./idle-gc.ts";

describe("startIdleCollector", () => {
  let collector: IdleCollector | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    collector?.stop();
    vi.useRealTimers();
  });

  it("collects once the start's work has been quiet for idleMs, and not again without new work", async () => {
    const gc = vi.fn();
    collector = startIdleCollector({ gc, idleMs: 1_000 });
    await vi.advanceTimersByTimeAsync(750);
    expect(gc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(gc).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it("waits while work goes on, then collects once, idleMs after the last of it", async () => {
    const gc = vi.fn();
    const collected = vi.fn();
    collector = startIdleCollector({ gc, idleMs: 1_000, collected });
    await vi.advanceTimersByTimeAsync(1_250);
    expect(gc).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) {
      collector.touch();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(gc).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(2);
    expect(collected).toHaveBeenCalledTimes(2);
    expect(collected.mock.calls[1]![0]).toBeGreaterThanOrEqual(0);
  });

  it("does nothing without V8's gc (node without --expose-gc)", async () => {
    const saved = (globalThis as { gc?: unknown }).gc;
    delete (globalThis as { gc?: unknown }).gc;
    try {
      collector = startIdleCollector({ idleMs: 10 });
      collector.touch();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      if (saved !== undefined) (globalThis as { gc?: unknown }).gc = saved;
    }
  });
});
