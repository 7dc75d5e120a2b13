// Once per run: the data directory every worker's server starts from (instance.ts), prepared with the
// clock a day before the suite's FIXED_NOW, as if the instance had been installed the day before: what it
// wrote (the catalog) is older than anything a journey does. On PostgreSQL (postgres.ts) the prepared
// database is a template database every worker copies. Both are removed when the run ends.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FIXED_NOW } from "./clock.ts";
import { prepareDataDir } from "./instance.ts";
import { createDatabase, e2ePostgres } from "./postgres.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), "savepoint-e2e-template-"));
  const base = e2ePostgres();
  const template = base ? await createDatabase(base, "sp_e2e_template") : null;
  try {
    await prepareDataDir(dir, new Date(FIXED_NOW.getTime() - 86_400_000), template?.url);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    await template?.drop();
    throw err;
  }
  // The workers inherit the runner's environment.
  process.env.E2E_TEMPLATE_DIR = dir;
  if (base && template) Object.assign(process.env, { E2E_PG_BASE: base, E2E_PG_TEMPLATE: template.name });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}
