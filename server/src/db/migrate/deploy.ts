// Applies prisma/migrations with Prisma's own (WASM) schema engine: the same engine, checksums and
// _prisma_migrations table as `prisma migrate deploy`, without the native binary.
//
// Most starts have nothing to apply. Loading the schema engine (a 5 MB WASM module) costs about a
// second and memory the process keeps, so the migrations table is read first with one query: when
// every local migration is recorded as finished, not rolled back, with the checksum Prisma would
// compute (sha256 of migration.sql), and no attempt is left failed, there is nothing to deploy.
// Anything else (a new, changed, failed or missing migration, no table yet) goes to the engine,
// which applies or refuses exactly as `prisma migrate deploy` does.
import { createHash } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import type { MigrationList } from "@prisma/schema-engine-wasm/schema_engine_bg";
import { appRoot } from "../../paths.ts";
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

/** The migrations table's rows, or null when it does not exist yet (a new database). */
export async function readApplied(url: string): Promise<AppliedMigration[] | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query<{ t: string | null }>("SELECT to_regclass('_prisma_migrations')::text AS t");
    if (!exists.rows[0]?.t) return null;
    const { rows } = await client.query<AppliedMigration>(
      `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back FROM _prisma_migrations`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** `until`: apply only the migrations up to that one, inclusive (a test of a later migration's data repair). */
export async function deployMigrations(url: string, opts: { singleConnection?: boolean; until?: string } = {}): Promise<string[]> {
  const all = await readMigrations(join(appRoot(), "prisma", "migrations"));
  const until = opts.until;
  const migrationsList = until === undefined ? all : { ...all, migrationDirectories: all.migrationDirectories.filter((m) => m.path <= until) };
  const applied = await readApplied(url);
  if (applied && isUpToDate(migrationsList, applied)) return [];
  const result = await withEngine(migrationAdapter(url, opts.singleConnection ? 1 : 4), (engine) =>
    engine.applyMigrations({ migrationsList, filters: noFilter }),
  );
  return result.appliedMigrationNames;
}
