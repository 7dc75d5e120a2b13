// The instance's signals (recommendation_signals) are computed by one process at a time: processes that
// find them stale together compute once, and the others wait and read what it stored. On PostgreSQL the
// two calls hold two connections and meet at the advisory lock; on the embedded database they queue.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupFile } from "../../../test/helpers.ts";
import { readSignals, refreshSignals, type StoredSignals } from "./recommendations.queries.ts";

const { db } = await setupFile();
const MINUTE = 60_000;

beforeEach(async () => {
  await db.prisma.$executeRaw`DELETE FROM "recommendation_signals"`;
});

function gatedCompute(result: Omit<StoredSignals, "computedAt" | "tookMs">) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const compute = vi.fn(async () => {
    await gate;
    return result;
  });
  return { compute, release };
}

const sample = { trending: [{ catalogId: 7, players: 3 }], players: [[7, 3]] as [number, number][], ratings: [[9, 8.5, 2]] as [number, number, number][] };

describe("the instance's recommendation signals", () => {
  it("are computed once when two processes find them missing together; the other reads what was stored", async () => {
    const t = new Date("2026-11-29T12:00:00.000Z");
    const { compute, release } = gatedCompute(sample);
    const first = refreshSignals(db.prisma, 10 * MINUTE, t, compute);
    const second = refreshSignals(db.prisma, 10 * MINUTE, new Date(t.getTime() + 1), compute);
    await vi.waitFor(() => expect(compute).toHaveBeenCalledTimes(1));
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(b.computedAt.getTime()).toBe(a.computedAt.getTime());
    expect(await readSignals(db.prisma)).toEqual({ ...sample, computedAt: a.computedAt, tookMs: expect.any(Number) as number });
  });

  it("are read as stored while fresh, and computed again once older than asked", async () => {
    const t = new Date("2026-11-29T12:00:00.000Z");
    await refreshSignals(db.prisma, 10 * MINUTE, t, () => Promise.resolve(sample));
    const again = vi.fn(() => Promise.resolve({ ...sample, trending: [{ catalogId: 8, players: 4 }] }));
    const fresh = await refreshSignals(db.prisma, 10 * MINUTE, new Date(t.getTime() + 5 * MINUTE), again);
    expect(again).not.toHaveBeenCalled();
    expect(fresh.trending).toEqual(sample.trending);
    const later = new Date(t.getTime() + 11 * MINUTE);
    const stale = await refreshSignals(db.prisma, 10 * MINUTE, later, again);
    expect(again).toHaveBeenCalledTimes(1);
    expect(await readSignals(db.prisma)).toEqual({
      ...sample,
      trending: [{ catalogId: 8, players: 4 }],
      computedAt: later,
      tookMs: expect.any(Number) as number,
    });
    expect(stale.computedAt).toEqual(later);
  });

  it("after a long computation, are kept fifty times as long as it took before the next", async () => {
    const t = new Date("2026-11-29T12:00:00.000Z");
    await db.prisma.$executeRaw`
      INSERT INTO "recommendation_signals" ("id", "computedAt", "tookMs", "trending", "players", "ratings")
      VALUES (1, ${t}, ${30_000}::int, '[]', '[]', '[]')`;
    const compute = vi.fn(() => Promise.resolve(sample));
    await refreshSignals(db.prisma, 10 * MINUTE, new Date(t.getTime() + 11 * MINUTE), compute);
    expect(compute).not.toHaveBeenCalled();
    await refreshSignals(db.prisma, 10 * MINUTE, new Date(t.getTime() + 25 * MINUTE), compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it("refuses a second row and anything but lists", async () => {
    await expect(
      db.prisma
        .$executeRaw`INSERT INTO "recommendation_signals" ("id", "computedAt", "tookMs", "trending", "players", "ratings") VALUES (2, now(), 1, '[]', '[]', '[]')`,
    ).rejects.toThrow(/recommendation_signals_one_row_check/);
    await expect(
      db.prisma
        .$executeRaw`INSERT INTO "recommendation_signals" ("id", "computedAt", "tookMs", "trending", "players", "ratings") VALUES (1, now(), 1, '{}', '[]', '[]')`,
    ).rejects.toThrow(/recommendation_signals_arrays_check/);
  });
});
