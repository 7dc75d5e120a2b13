// The system project's global setup: one embedded data directory prepared once per run by the server's
// own first-start preparation (PGlite's initdb and every migration, no catalog: SKIP_CATALOG), handed to
// the files (inject("preparedDataDir")) that start a server on a data directory of their own: each
// copies it (server-process.ts, copyPreparedDataDir) instead of preparing one, about 10 s a start on 2
// cores. What a fresh directory's first start does keeps its own tests: the fresh-clone check
// (scripts/fresh-start-check.mjs) and server/src/db/first-start.test.ts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { PREPARE_ENV } from "../../src/db/first-start.ts";
import { SERVER_ARGS } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A DATA_DIR whose embedded database is created and migrated, with no catalog loaded. */
    preparedDataDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), "sp-system-prepared-"));
  const r = spawnSync(process.execPath, SERVER_ARGS, {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dir, SKIP_CATALOG: "true", LOG_LEVEL: "warn", [PREPARE_ENV]: "1" },
    encoding: "utf8",
    timeout: 120_000,
  });
  if (r.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`preparing the system tests' data directory failed (${r.signal ?? `exit ${r.status}`}):\n${r.stdout}${r.stderr}`);
  }
  project.provide("preparedDataDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
