// The server project's global setup: migrate ONE database per run, on the run's engine, and hand it
// to the workers (inject("testDatabaseTemplate")); each test file then starts from a copy of it
// (server/test/helpers.ts) instead of running every migration again.
// - PostgreSQL (DATABASE_URL): a template database, named for this run so two runs on one server
//   never share one, that nobody may connect to; each file copies it with CREATE DATABASE … TEMPLATE.
//   Dropped when the run ends.
// - Embedded (PGlite): the migrated data directory dumped once into a tarball in a private temporary
//   folder; each file starts its in-memory database from it (startEmbedded's loadDataDir).
// On both engines it also dumps an empty embedded data directory (PGlite's initdb, nothing migrated):
// the embedded database's own tests start from it instead of running initdb each.
// The path from an empty database (deployMigrations on nothing) keeps a test of its own on each
// engine: server/src/db/migrate/deploy.test.ts.
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { embeddedStartParams, startEmbedded } from "../src/db/embedded.ts";
import { deployMigrations } from "../src/db/migrate/deploy.ts";

/** What the workers receive: the template database's name, or the path of the embedded tarball. */
export type TestDatabaseTemplate = { engine: "postgres"; database: string } | { engine: "embedded"; tarball: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
    /** An embedded data directory as PGlite's initdb leaves it, nothing migrated (a tarball's path): on both engines, for the embedded database's own tests. */
    emptyEmbeddedTarball: string;
  }
}

/** `base` with its database replaced by `database`. */
export function databaseUrl(base: string, database: string): string {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
}

/** What the test files' databases copied from `template` are named by (server/test/db-pool.ts). */
export function testDatabasePrefix(template: string): string {
  return `${template.replace(/^sp_template_/, "sp_test_")}_`;
}

/** Runs `fn` on a new connection to `base`, closed afterwards. */
export async function withAdmin<T>(base: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(base: string): Promise<{ template: TestDatabaseTemplate; teardown: () => Promise<void> }> {
  const database = `sp_template_${process.pid}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await withAdmin(base, (c) => c.query(`CREATE DATABASE "${database}"`));
  const drop = () =>
    withAdmin(base, async (c) => {
      // the copies the workers kept for their next file (db-pool.ts), then the template
      const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [testDatabasePrefix(database)]);
      for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await c.query(`ALTER DATABASE "${database}" WITH IS_TEMPLATE false`);
      await c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    });
  try {
    await deployMigrations(databaseUrl(base, database));
    await withAdmin(base, async (c) => {
      // A copy needs the template to have no session: refuse new ones, and end any the migration
      // left closing (waiting up to 5 s for each to be gone).
      await c.query(`ALTER DATABASE "${database}" WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      await c.query(`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [database]);
    });
  } catch (err) {
    await drop();
    throw err;
  }
  return { template: { engine: "postgres", database }, teardown: drop };
}

/**
 * PGlite on `location` (a folder, or memory:// for a new one), as startEmbedded opens it, dumped into
 * `tarball` (uncompressed: it loads faster).
 */
async function dumpEmbedded(location: string, tarball: string): Promise<void> {
  const db = await PGlite.create(location, { extensions: { pg_trgm, unaccent }, startParams: embeddedStartParams() });
  try {
    writeFileSync(tarball, Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await db.close();
  }
}

/**
 * Embedded data directories in a private temporary folder: the empty one (initdb only) always, and on
 * an embedded run the migrated template too, made from the same files.
 */
async function embeddedTarballs(migrate: boolean): Promise<{ empty: string; migrated?: string; teardown: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "sp-template-")); // 0700
  const teardown = () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
  try {
    const data = join(dir, "db");
    const empty = join(dir, "empty.tar");
    // What startEmbedded makes on a first start (PGlite's initdb, our settings), kept on disk to be
    // migrated next on an embedded run.
    mkdirSync(data, { mode: 0o700 });
    await dumpEmbedded(migrate ? join(data, "pglite") : "memory://", empty);
    if (!migrate) return { empty, teardown };
    const migrating = await startEmbedded(data);
    try {
      await deployMigrations(migrating.url, { singleConnection: true });
    } finally {
      await migrating.stop();
    }
    const migrated = join(dir, "migrated.tar");
    await dumpEmbedded(join(data, "pglite"), migrated);
    return { empty, migrated, teardown };
  } catch (err) {
    await teardown();
    throw err;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.DATABASE_URL;
  // Side by side: the PostgreSQL template is mostly the server's work, the embedded one this process's.
  const [embedded, postgres] = await Promise.allSettled([embeddedTarballs(!base), base ? postgresTemplate(base) : Promise.resolve(undefined)]);
  const teardown = async () => {
    if (postgres.status === "fulfilled") await postgres.value?.teardown();
    if (embedded.status === "fulfilled") await embedded.value.teardown();
  };
  if (embedded.status === "rejected" || postgres.status === "rejected") {
    await teardown();
    throw embedded.status === "rejected" ? embedded.reason : (postgres as PromiseRejectedResult).reason;
  }
  project.provide("testDatabaseTemplate", postgres.value?.template ?? { engine: "embedded", tarball: embedded.value.migrated! });
  project.provide("emptyEmbeddedTarball", embedded.value.empty);
  return teardown;
}
