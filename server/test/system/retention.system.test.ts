// The daily trim runs in one process of an instance at a time (db/retention.ts): on PostgreSQL, a
// process that finds another trimming (RETENTION_LOCK held) skips the day's trim, and trims once the
// lock is free. PostgreSQL only (the embedded database is one process): the server of DATABASE_URL
// when set (as in CI), otherwise a throwaway one.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/database.ts";
import { RETENTION_LOCK, trimOnce } from "../../src/db/retention.ts";
import { trimImportFiles } from "../../src/features/data/index.ts";
import { databaseUrl, withAdmin } from "../global-setup.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./postgres.ts";

let throwaway: ThrowawayPostgres | undefined;
let url: string;
let db: Database;

beforeAll(async () => {
  const base = process.env.DATABASE_URL ?? (throwaway = await startThrowawayPostgres()).url;
  const name = `sp_trim_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await withAdmin(base, (c) => c.query(`CREATE DATABASE "${name}"`));
  url = databaseUrl(base, name);
  db = await openDatabase({ databaseUrl: url, dataDir: undefined });
  return async () => {
    await db.close();
    await withAdmin(base, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  };
}, 120_000);
afterAll(() => throwaway?.destroy());

describe("the daily trim on PostgreSQL", () => {
  it("is skipped by a process that finds another trimming, and runs once the lock is free", async () => {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1::bigint)", [String(RETENTION_LOCK)]);
      expect(await trimOnce(db.prisma, new Date(), { imports: trimImportFiles })).toBeNull();
      await other.query("SELECT pg_advisory_unlock($1::bigint)", [String(RETENTION_LOCK)]);
      expect(await trimOnce(db.prisma, new Date(), { imports: trimImportFiles })).toEqual({ imports: { previews: 0, files: 0 } });
    } finally {
      await other.end();
    }
  }, 60_000);
});
