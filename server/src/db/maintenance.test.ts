// The embedded database's autovacuum (maintenance.ts): PGlite has no autovacuum of its own, so these
// run on an embedded database whatever the run's engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmptyEmbedded } from "../../test/helpers.ts";
import type { EmbeddedDatabase } from "./embedded.ts";
import { MAINTENANCE, dueWork, maintainOnce, maintenanceSql, startMaintenance, type MaintenancePass } from "./maintenance.ts";
import { createPrisma, type Db } from "./prisma.ts";

const activity = (over: Partial<Parameters<typeof dueWork>[0]>) => ({ table: "t", tuples: 1000, changed: 0, dead: 0, inserted: 0, ...over });

describe("what a table is due", () => {
  it("follows PostgreSQL's autovacuum thresholds", () => {
    expect(dueWork(activity({}))).toEqual([]);
    // ANALYZE past 50 + 10 % of the rows changed
    expect(dueWork(activity({ changed: 150 }))).toEqual([]);
    expect(dueWork(activity({ changed: 151 }))).toEqual(["ANALYZE"]);
    // VACUUM past 50 + 20 % dead, or 1000 + 20 % inserted
    expect(dueWork(activity({ dead: 250 }))).toEqual([]);
    expect(dueWork(activity({ dead: 251 }))).toEqual(["VACUUM"]);
    expect(dueWork(activity({ inserted: 1201 }))).toEqual(["VACUUM"]);
    expect(dueWork(activity({ dead: 400, changed: 400 }))).toEqual(["VACUUM", "ANALYZE"]);
    expect(MAINTENANCE.everyMs).toBe(60_000);
  });

  it("analyzes a table never analyzed, however little changed", () => {
    expect(dueWork(activity({ tuples: -1 }))).toEqual(["ANALYZE"]);
    expect(dueWork(activity({ tuples: 0, changed: 51 }))).toEqual(["ANALYZE"]);
  });

  it("says one statement per table, its name quoted", () => {
    expect(maintenanceSql("users", ["ANALYZE"])).toBe(`ANALYZE "users"`);
    expect(maintenanceSql("users", ["VACUUM"])).toBe(`VACUUM "users"`);
    expect(maintenanceSql(`a"b`, ["VACUUM", "ANALYZE"])).toBe(`VACUUM (ANALYZE) "a""b"`);
  });
});

describe("maintenance on the embedded database", () => {
  let embedded: EmbeddedDatabase;
  let db: Db;
  const table = async () =>
    (
      await db.$queryRaw<{ tuples: number; analyzed: boolean; dead: number }[]>`
        SELECT c."reltuples"::float8 AS "tuples", s."last_analyze" IS NOT NULL AS "analyzed", s."n_dead_tup"::float8 AS "dead"
        FROM "pg_class" c JOIN "pg_stat_user_tables" s ON s."relid" = c."oid" WHERE c."relname" = 'kept'`
    )[0]!;

  beforeAll(async () => {
    embedded = await startEmptyEmbedded();
    db = createPrisma(embedded.url, 1);
    await db.$executeRawUnsafe(`CREATE TABLE "kept" ("id" int PRIMARY KEY, "v" int NOT NULL)`);
  }, 60_000);
  afterAll(async () => {
    await db?.$disconnect();
    await embedded?.stop();
  });

  it("analyzes a table once enough of it changed, vacuums it once enough is dead, and leaves it alone otherwise", async () => {
    await db.$executeRawUnsafe(`INSERT INTO "kept" SELECT g, g FROM generate_series(1, 2000) g`);
    const first = await maintainOnce(db);
    expect(first.analyzed).toContain("kept");
    expect(first.vacuumed).toContain("kept"); // 2,000 inserted: past 1,000 + 20 % of none
    expect(await table()).toMatchObject({ tuples: 2000, analyzed: true, dead: 0 });

    expect((await maintainOnce(db)).analyzed).not.toContain("kept");

    await db.$executeRawUnsafe(`DELETE FROM "kept" WHERE "id" > 1000`);
    expect((await table()).tuples).toBe(2000);
    const after = await maintainOnce(db);
    expect(after.analyzed).toContain("kept");
    expect(after.vacuumed).toContain("kept");
    expect(await table()).toMatchObject({ tuples: 1000, dead: 0 });
  });

  it("runs on its own soon after start, and stops", async () => {
    await db.$executeRawUnsafe(`UPDATE "kept" SET "v" = "v" + 1`);
    const passes: MaintenancePass[] = [];
    const failures: object[] = [];
    const logger = { debug: (pass: object) => passes.push(pass as MaintenancePass), warn: (err: object) => failures.push(err) };
    const maintenance = startMaintenance(db, { firstMs: 10, everyMs: 60_000, logger });
    await expect.poll(() => passes.length + failures.length, { timeout: 10_000 }).toBe(1);
    await maintenance.stop();
    expect(failures).toEqual([]);
    expect(passes[0]!.analyzed).toContain("kept");
    expect(passes[0]!.vacuumed).toContain("kept");
    expect((await table()).dead).toBe(0);
  });
});
