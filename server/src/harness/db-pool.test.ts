// The test files' databases are kept from one file to the next (server/test/db-pool.ts): what one file
// leaves must never reach the next. On the run's engine.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { poolStats } from "../../test/db-pool.ts";
import { leaseTestDatabase } from "../../test/helpers.ts";

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const USER = `INSERT INTO users (id, "firstName", "lastName", email, "emailLower", username, "passwordHash")
  VALUES ('00000000-0000-4000-8000-000000000001', 'Kept', 'Behind', 'kept@example.com', 'kept@example.com', 'kept', 'x')`;

describe("the test files' databases", () => {
  it("come back empty, their sequences restarted, the migrations' rows kept", async () => {
    const first = await leaseTestDatabase();
    const migrations = await query<{ n: number }>(first.url, `SELECT count(*)::int AS n FROM _prisma_migrations`);
    await query(first.url, USER);
    await query(first.url, `SELECT nextval('catalog_games_id_seq')`);
    await first.release();
    const reused = poolStats.reused;
    const second = await leaseTestDatabase();
    try {
      expect(poolStats.reused).toBe(reused + 1);
      expect(await query(second.url, `SELECT id FROM users`)).toEqual([]);
      expect(await query<{ n: string }>(second.url, `SELECT nextval('catalog_games_id_seq')::text AS n`)).toEqual([{ n: "1" }]);
      expect(await query(second.url, `SELECT count(*)::int AS n FROM _prisma_migrations`)).toEqual(migrations);
    } finally {
      await second.release();
    }
  });

  it("cannot be reached by the last file's clients", async () => {
    const first = await leaseTestDatabase();
    await first.release();
    await expect(query(first.url, `SELECT 1`)).rejects.toThrow();
    const second = await leaseTestDatabase();
    try {
      expect(second.url).not.toBe(first.url);
    } finally {
      await second.release();
    }
  });

  it("are dropped when a file changed the schema or the migrations' rows, and the next file gets a new copy", async () => {
    for (const change of [
      `ALTER TABLE users ADD COLUMN left_behind int`,
      `ALTER TABLE users DISABLE TRIGGER ALL`,
      `DELETE FROM _prisma_migrations WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations)`,
    ]) {
      const first = await leaseTestDatabase();
      await query(first.url, change);
      const dropped = poolStats.dropped;
      await first.release();
      expect(poolStats.dropped, change).toBe(dropped + 1);
      const second = await leaseTestDatabase();
      try {
        expect(await query(second.url, `SELECT column_name FROM information_schema.columns WHERE column_name = 'left_behind'`)).toEqual([]);
        expect(await query(second.url, `SELECT tgname FROM pg_trigger WHERE tgenabled = 'D'`)).toEqual([]);
      } finally {
        await second.release();
      }
    }
  });

  // embedded, every connection shares one session: what a client left on it must be undone
  it("do not keep an open transaction, settings or temporary tables a client left", async () => {
    const first = await leaseTestDatabase();
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query(`SET statement_timeout = 1234`);
    await client.query(`CREATE TEMP TABLE scratch (n int)`);
    await client.query(`BEGIN`);
    await client.query(USER);
    await client.end(); // embedded: the transaction is still open on the shared session
    await first.release();
    const reused = poolStats.reused;
    const second = await leaseTestDatabase();
    try {
      expect(poolStats.reused).toBe(reused + 1);
      expect(await query(second.url, `SHOW statement_timeout`)).toEqual([{ statement_timeout: "0" }]);
      expect(await query(second.url, `SELECT to_regclass('pg_temp.scratch') AS t`)).toEqual([{ t: null }]);
      expect(await query(second.url, `SELECT id FROM users`)).toEqual([]);
    } finally {
      await second.release();
    }
  });
});
