// The first start on a fresh embedded database runs its one-off heavy work (PGlite's initdb, the
// migrations, loading the 80,000-title catalog) in a child process that then exits, so the server
// itself opens the database as on any later start. Memory a process has grown is seldom given back:
// PGlite's initdb alone left ~130 MB resident, the catalog load ~60 MB of V8 heap and more of
// malloc's, none of which the serving process needs.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { StartupError } from "../startup.ts";

/** Set in the child: prepare the database, then exit instead of serving. */
export const PREPARE_ENV = "SAVEPOINT_PREPARE_ONLY";

export function isPrepareOnly(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[PREPARE_ENV] === "1";
}

/** Whether the embedded database under `dataDir` has not been created yet (PostgreSQL writes PG_VERSION first). */
export function isFreshEmbedded(opts: { databaseUrl: string | undefined; dataDir: string }): boolean {
  return !opts.databaseUrl && !existsSync(join(opts.dataDir, "db", "pglite", "PG_VERSION"));
}

/**
 * Runs this same entry point (same Node flags, so tsx or the built bundle alike) with PREPARE_ENV set,
 * its output going where this process's goes; resolves when it exits 0.
 */
export function prepareInChild(): Promise<void> {
  const entry = process.argv[1];
  if (!entry) return Promise.reject(new Error("cannot tell which script to run for the first start"));
  const child = spawn(process.execPath, [...process.execArgv, entry], { env: { ...process.env, [PREPARE_ENV]: "1" }, stdio: "inherit" });
  const stop = () => child.kill("SIGTERM");
  process.once("exit", stop);
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      process.off("exit", stop);
      if (code === 0) resolve();
      else reject(new StartupError(`The first start's database preparation stopped (${signal ?? `exit code ${code}`}); its messages are above.`));
    });
  });
}
