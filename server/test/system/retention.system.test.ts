// The daily trim runs in one process of an instance at a time (db/retention.ts): on PostgreSQL, a
// process that finds another trimming (RETENTION_LOCK held) skips the day's trim, and trims once the
// lock is free. PostgreSQL only (the embedded database is one process): the server of DATABASE_URL
// when set (as in CI), otherwise a throwaway one.
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/database.ts";
import { RETENTION_LOCK, trimOnce } from "../../src/db/retention.ts";
import { trimImportFiles } from "../../src/features/data/index.ts";
import { freshDatabase } from "./postgres.ts";

let url: string;
let db: Database;

beforeAll(async () => {
  const database = await freshDatabase("sp_trim");
  url = database.url;
  db = await openDatabase({ databaseUrl: url, dataDir: undefined });
  return async () => {
    await db.close();
    await database.drop();
  };
}, 120_000);

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
