// Once per run: the data directory every worker's server starts from (instance.ts), prepared with the
// clock a day before the suite's FIXED_NOW, as if the instance had been installed the day before: what it
// wrote (the catalog) is older than anything a journey does. Removed when the run ends.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FIXED_NOW } from "./clock.ts";
import { prepareDataDir } from "./instance.ts";

export default async function globalSetup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "savepoint-e2e-template-"));
  await prepareDataDir(dir, new Date(FIXED_NOW.getTime() - 86_400_000));
  process.env.E2E_TEMPLATE_DIR = dir; // the workers inherit the runner's environment
  return () => rmSync(dir, { recursive: true, force: true });
}
