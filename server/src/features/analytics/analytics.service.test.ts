// The analytics cache: one read of a library per version, answers never shared between users, rows
// over the row budget dropped (the answers already computed stay), and a newer version read from the
// rows kept: only the games written since, the deleted ones dropped, the order of the list kept.
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/prisma.ts";
import type { AnalyticsRow } from "./analytics.queries.ts";
import { createAnalyticsService } from "./analytics.service.ts";

interface FakeGame {
  row: Partial<AnalyticsRow>;
  rowVersion: number;
}

/** Libraries in memory, answering the analytics' two queries as the database would. */
function fakeLibrary(games: Record<string, number>) {
  const versions = new Map<string, number>();
  const library = new Map<string, FakeGame[]>();
  const reads: string[] = [];
  for (const [userId, count] of Object.entries(games)) {
    const rows = Array.from({ length: count }, (_, i) => ({
      row: {
        id: `${userId}-${i}`,
        title: userId,
        platform: "PC",
        genres: [],
        status: "BACKLOG" as const,
        rating: null,
        hours: 1,
        sessions: [],
        addedAt: `2026-01-01T00:00:0${i}`,
      },
      rowVersion: 0,
    }));
    library.set(userId, rows.reverse());
  }
  const version = (u: string) => versions.get(u) ?? 0;
  const prisma = {
    $queryRaw: (sql: { strings: string[]; values: unknown[] }) => {
      const userId = String(sql.values[0]);
      const rows = library.get(userId) ?? [];
      if (!sql.strings.join("?").includes("json_build_object")) {
        reads.push(`${userId} ids`);
        return Promise.resolve(rows.map((g) => ({ id: g.row.id })));
      }
      const since = Number(sql.values.at(-1));
      reads.push(since < 0 ? userId : `${userId} since ${since}`);
      const body = { version: version(userId), count: rows.length, rows: rows.filter((g) => g.rowVersion > since).map((g) => g.row) };
      return Promise.resolve([{ body: JSON.stringify(body) }]);
    },
  } as unknown as Db;
  /** A write to the user's library, as the version triggers stamp it. */
  function write(userId: string, change: (rows: FakeGame[], v: number) => FakeGame[]) {
    const v = version(userId) + 1;
    versions.set(userId, v);
    library.set(userId, change(library.get(userId) ?? [], v));
  }
  return { prisma, reads, versions, write, libraryVersion: (u: string) => Promise.resolve(version(u)) };
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
    lib.write("ann", (rows) => rows);
    await a.summary({ id: "ann" });
    await a.summary({ id: "bob" });
    expect(lib.reads).toEqual(["ann", "bob", "ann since 0"]);
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

  it("after a write reads only the games written since, sees additions and deletions, and keeps the newest-first order", async () => {
    const lib = fakeLibrary({ ann: 3 });
    const a = createAnalyticsService({ prisma: lib.prisma, libraryVersion: lib.libraryVersion, cover: () => null });
    const recent = async () => (await a.totalGames({ id: "ann" })).recent.map((r) => r.id);
    expect(await recent()).toEqual(["ann-2", "ann-1", "ann-0"]);
    lib.write("ann", (rows, v) => rows.map((g) => (g.row.id === "ann-1" ? { row: { ...g.row, status: "COMPLETED" }, rowVersion: v } : g)));
    expect((await a.summary({ id: "ann" })).completedGames).toBe(1);
    expect(await recent()).toEqual(["ann-2", "ann-1", "ann-0"]);
    lib.write("ann", (rows, v) => [{ row: { ...rows[0]!.row, id: "ann-3", addedAt: "2026-02-01T00:00:00" }, rowVersion: v }, ...rows]);
    expect(await recent()).toEqual(["ann-3", "ann-2", "ann-1", "ann-0"]);
    lib.write("ann", (rows) => rows.filter((g) => g.row.id !== "ann-2"));
    expect(await recent()).toEqual(["ann-3", "ann-1", "ann-0"]);
    expect((await a.summary({ id: "ann" })).totalGames).toBe(3);
    expect(lib.reads).toEqual(["ann", "ann since 0", "ann since 1", "ann since 2", "ann ids"]);
  });
});
