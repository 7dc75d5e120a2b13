// The idle collector: one full collection once the server has been quiet for idleMs after work and a
// second settleMs later, none while work goes on, none again until there is new work, and nothing at
// all without V8's gc.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startIdleCollector, type IdleCollector } from "./idle-gc.ts";

describe("startIdleCollector", () => {
  let collector: IdleCollector | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    collector?.stop();
    vi.useRealTimers();
  });

  it("collects once the start's work has been quiet for idleMs, once more settleMs later, then not again without new work", async () => {
    const gc = vi.fn();
    collector = startIdleCollector({ gc, idleMs: 1_000, settleMs: 2_000 });
    await vi.advanceTimersByTimeAsync(750);
    expect(gc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(gc).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(gc).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it("waits while work goes on, then collects idleMs after the last of it, and again settleMs later", async () => {
    const gc = vi.fn();
    const collected = vi.fn();
    collector = startIdleCollector({ gc, idleMs: 1_000, settleMs: 2_000, collected });
    await vi.advanceTimersByTimeAsync(3_250);
    expect(gc).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 10; i++) {
      collector.touch();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(gc).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(gc).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(gc).toHaveBeenCalledTimes(4);
    expect(collected).toHaveBeenCalledTimes(4);
    expect(collected.mock.calls[3]![0]).toBeGreaterThanOrEqual(0);
  });

  it("work between the two collections puts off the second until the server has been quiet again", async () => {
    const gc = vi.fn();
    collector = startIdleCollector({ gc, idleMs: 1_000, settleMs: 2_000 });
    await vi.advanceTimersByTimeAsync(1_250);
    expect(gc).toHaveBeenCalledTimes(1);
    collector.touch();
    await vi.advanceTimersByTimeAsync(900);
    expect(gc).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(gc).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_800);
    expect(gc).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(gc).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gc).toHaveBeenCalledTimes(3);
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
