// Applies prisma/migrations with Prisma's own (WASM) schema engine: the same engine, checksums and
// _prisma_migrations table as `prisma migrate deploy`, without the native binary.
import { join } from "node:path";
import { appRoot } from "../../paths.ts";
import { noFilter, readMigrations, withEngine } from "./engine.ts";
import { migrationAdapter } from "./pg-factory.ts";

export async function deployMigrations(url: string, opts: { singleConnection?: boolean } = {}): Promise<string[]> {
  const migrationsList = await readMigrations(join(appRoot(), "prisma", "migrations"));
  const result = await withEngine(migrationAdapter(url, opts.singleConnection ? 1 : 4), (engine) =>
    engine.applyMigrations({ migrationsList, filters: noFilter }),
  );
  return result.appliedMigrationNames;
}
