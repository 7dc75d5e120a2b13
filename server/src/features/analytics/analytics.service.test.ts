// The analytics cache: one read of a library per version, answers never shared between users, and
// rows over the row budget dropped (the answers already computed stay).
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/prisma.ts";
import type { AnalyticsRow } from "./analytics.queries.ts";
import { createAnalyticsService } from "./analytics.service.ts";

function fakeLibrary(games: Record<string, number>) {
  const versions = new Map<string, number>();
  const reads: string[] = [];
  const row = (userId: string, i: number): Partial<AnalyticsRow> => ({ id: `${userId}-${i}`, title: userId, platform: "PC", genres: [], status: "BACKLOG", rating: null, hours: 1 });
  const prisma = {
    $queryRaw: (sql: { values: unknown[] }) => {
      const userId = String(sql.values.at(-1));
      reads.push(userId);
      return Promise.resolve([{ body: JSON.stringify(Array.from({ length: games[userId] ?? 0 }, (_, i) => row(userId, i))) }]);
    },
  } as unknown as Db;
  return { prisma, reads, versions, libraryVersion: (u: string) => Promise.resolve(versions.get(u) ?? 0) };
}

describe("the analytics cache", () => {
  it("reads a library once per version, and each user's own", async () => {
    const lib = fakeLibrary({ ann: 2, bob: 3 });
    const a = createAnalyticsService({ prisma: lib.prisma, libraryVersion: lib.libraryVersion, cover: () => null });
    expect((await a.summary({ id: "ann" })).totalGames).toBe(2);
    expect((await a.totalGames({ id: "ann" })).totalGames).toBe(2);
    expect((await a.summary({ id: "bob" })).totalGames).toBe(3);
    expect((await a.summary({ id: "ann" })).totalGames).toBe(2);
    expect(lib.reads).toEqual(["ann", "bob"]);
    lib.versions.set("ann", 1);
    await a.summary({ id: "ann" });
    await a.summary({ id: "bob" });
    expect(lib.reads).toEqual(["ann", "bob", "ann"]);
  });

  it("drops other users' rows past the row budget, keeping their answers", async () => {
    const lib = fakeLibrary({ ann: 3, bob: 3 });
    const a = createAnalyticsService({ prisma: lib.prisma, libraryVersion: lib.libraryVersion, cover: () => null, maxRows: 4 });
    await a.summary({ id: "ann" });
    await a.summary({ id: "bob" });
    await a.summary({ id: "ann" });
    expect(lib.reads).toEqual(["ann", "bob"]);
    await a.totalGames({ id: "ann" });
    expect(lib.reads).toEqual(["ann", "bob", "ann"]);
  });
});
