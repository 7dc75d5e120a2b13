// Applies prisma/migrations with Prisma's own (WASM) schema engine: the same engine, checksums and
// _prisma_migrations table as `prisma migrate deploy`, without the native binary.
//
// Most starts have nothing to apply. Loading the schema engine (a 5 MB WASM module) costs about a
// second and memory the process keeps, so the migrations table is read first with one query: when
// every local migration is recorded as finished, not rolled back, with the checksum Prisma would
// compute (sha256 of migration.sql), and no attempt is left failed, there is nothing to deploy.
// Anything else (a new, changed, failed or missing migration, no table yet) goes to the engine,
// which applies or refuses exactly as `prisma migrate deploy` does.
//
// Several processes may start at once on one PostgreSQL database. The schema engine takes Prisma's
// advisory lock (72707369) with a 10 s timeout of its own and fails the start when another holds it,
// so on PostgreSQL a deploy first waits, without a timeout of Prisma's, for Savepoint's own lock
// (MIGRATION_LOCK) on a dedicated connection, saying so every few seconds, then reads the table again:
// usually the other process has applied everything. The embedded database needs none of this: one
// process by design (its data directory is locked), one session shared by every connection.
import { createHash } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import type { MigrationList } from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { Logger } from "../../lib/logger.ts";
import { appRoot } from "../../paths.ts";
import { StartupError } from "../../startup.ts";
import { noFilter, readMigrations, withEngine } from "./engine.ts";
import { migrationAdapter } from "./pg-factory.ts";

/** A row of Prisma's _prisma_migrations table, as far as deciding "nothing to do" needs it. */
export interface AppliedMigration {
  migration_name: string;
  checksum: string;
  finished: boolean;
  rolled_back: boolean;
}

/** Whether `applied` already records every migration of `list` as cleanly applied (see the header). */
export function isUpToDate(list: MigrationList, applied: readonly AppliedMigration[]): boolean {
  if (applied.some((m) => !m.finished && !m.rolled_back)) return false; // a failed attempt: the engine reports it
  const done = new Map<string, string>();
  for (const m of applied) if (m.finished && !m.rolled_back) done.set(m.migration_name, m.checksum);
  return list.migrationDirectories.every((dir) => {
    const file = dir.migrationFile.content;
    if (file.tag !== "ok") return false;
    return done.get(dir.path) === createHash("sha256").update(file.value).digest("hex");
  });
}

/** The migrations of `list` that `applied` does not record as cleanly applied. */
export function pendingNames(list: MigrationList, applied: readonly AppliedMigration[]): string[] {
  const done = new Set(applied.filter((m) => m.finished && !m.rolled_back).map((m) => m.migration_name));
  return list.migrationDirectories.map((d) => d.path).filter((p) => !done.has(p));
}

/**
 * Savepoint's session-level advisory lock around deploying migrations: an arbitrary constant of this
 * app, next to its other locks (auth.queries.ts), and not Prisma's 72707369.
 */
export const MIGRATION_LOCK = 0x5361_7665_0003n;
/** How long each wait for MIGRATION_LOCK lasts before a progress line (lock_timeout). */
export const MIGRATION_LOCK_POLL_MS = 5_000;
/** How long a start waits for another process's migrations in all before it gives up. */
export const MIGRATION_LOCK_MAX_WAIT_MS = 10 * 60_000;

async function queryApplied(client: pg.Client): Promise<AppliedMigration[] | null> {
  const exists = await client.query<{ t: string | null }>("SELECT to_regclass('_prisma_migrations')::text AS t");
  if (!exists.rows[0]?.t) return null;
  const { rows } = await client.query<AppliedMigration>(
    `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back FROM _prisma_migrations`,
  );
  return rows;
}

/** The migrations table's rows, or null when it does not exist yet (a new database). */
export async function readApplied(url: string): Promise<AppliedMigration[] | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await queryApplied(client);
  } finally {
    await client.end();
  }
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** The PostgreSQL backend pid holding MIGRATION_LOCK, for the give-up message (undefined if it was just released). */
async function lockHolder(client: pg.Client): Promise<number | undefined> {
  const { rows } = await client.query<{ pid: number }>(
    // a bigint key shows in pg_locks as its high (classid) and low (objid) 32 bits, objsubid 1
    "SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1 AND objid = $2 AND objsubid = 1 AND pid <> pg_backend_pid()",
    [String(MIGRATION_LOCK >> 32n), String(MIGRATION_LOCK & 0xffff_ffffn)],
  );
  return rows[0]?.pid;
}

/**
 * Takes MIGRATION_LOCK on `client`, waiting on the lock itself in turns of `pollMs` (a progress line
 * after each) for at most `maxWaitMs` in all; past that, a StartupError that says what to do.
 */
async function takeMigrationLock(client: pg.Client, opts: { pollMs: number; maxWaitMs: number; logger?: Pick<Logger, "info"> }): Promise<void> {
  const start = Date.now();
  for (;;) {
    const left = opts.maxWaitMs - (Date.now() - start);
    await client.query(`SET lock_timeout = ${Math.max(1, Math.min(opts.pollMs, left))}`);
    try {
      await client.query("SELECT pg_advisory_lock($1::bigint)", [String(MIGRATION_LOCK)]);
      await client.query("SET lock_timeout = 0");
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== "55P03") throw err; // lock_not_available: lock_timeout ran out
    }
    const waited = Date.now() - start;
    if (waited >= opts.maxWaitMs) {
      const pid = await lockHolder(client);
      throw new StartupError(
        `Another Savepoint process has been applying migrations to this database for over ${seconds(waited)}` +
          `${pid === undefined ? "" : ` (its PostgreSQL session: pid ${pid})`}. Let it finish or stop it, then start this one again.`,
      );
    }
    opts.logger?.info({ waitedMs: waited }, `database: another Savepoint process is applying migrations; waiting (${seconds(waited)})`);
  }
}

export interface DeployOptions {
  /** The embedded database (one session for every connection): no lock to wait for, one engine connection. */
  singleConnection?: boolean;
  /** Apply only the migrations up to this one, inclusive (a test of a later migration's data repair). */
  until?: string;
  /** Where a wait for another process's migrations is said. */
  logger?: Pick<Logger, "info">;
  /**
   * Called once before migrations are applied to a database that already has some (an upgrade, not a
   * new database), with the names about to be applied; on PostgreSQL under MIGRATION_LOCK, so one
   * process of several starting at once calls it. What it throws stops the deploy before any change.
   */
  beforeUpgrade?: (pending: string[]) => Promise<void>;
  /** Each wait for MIGRATION_LOCK before a progress line; default MIGRATION_LOCK_POLL_MS. */
  lockPollMs?: number;
  /** The whole wait for MIGRATION_LOCK; default MIGRATION_LOCK_MAX_WAIT_MS. */
  lockMaxWaitMs?: number;
}

/** Applies what prisma/migrations has that the database lacks; the names of the migrations applied ([] when up to date). */
export async function deployMigrations(url: string, opts: DeployOptions = {}): Promise<string[]> {
  const all = await readMigrations(join(appRoot(), "prisma", "migrations"));
  const until = opts.until;
  const migrationsList = until === undefined ? all : { ...all, migrationDirectories: all.migrationDirectories.filter((m) => m.path <= until) };
  const applied = await readApplied(url);
  if (applied && isUpToDate(migrationsList, applied)) return [];
  const apply = async (now: readonly AppliedMigration[] | null) => {
    if (opts.beforeUpgrade && now?.some((m) => m.finished && !m.rolled_back)) await opts.beforeUpgrade(pendingNames(migrationsList, now));
    const result = await withEngine(migrationAdapter(url, opts.singleConnection ? 1 : 4), (engine) =>
      engine.applyMigrations({ migrationsList, filters: noFilter }),
    );
    return result.appliedMigrationNames;
  };
  if (opts.singleConnection) return apply(applied);
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined); // a lost connection fails its next query instead of the process
  await client.connect();
  try {
    await takeMigrationLock(client, {
      pollMs: opts.lockPollMs ?? MIGRATION_LOCK_POLL_MS,
      maxWaitMs: opts.lockMaxWaitMs ?? MIGRATION_LOCK_MAX_WAIT_MS,
      logger: opts.logger,
    });
    // Whoever held the lock has most likely applied everything meanwhile.
    const now = await queryApplied(client);
    if (now && isUpToDate(migrationsList, now)) return [];
    return await apply(now);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1::bigint)", [String(MIGRATION_LOCK)]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
