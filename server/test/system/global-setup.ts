// The system project's global setup: the embedded data directory the files that start a server copy
// (inject("preparedDataDir"), server-process.ts's copyPreparedDataDir) instead of preparing one, about
// 10 s a start on 2 cores: prepared here, or ahead by `npm test` (prepared-data-dir.ts). What a fresh
// directory's first start does keeps its own tests: the fresh-clone check (scripts/fresh-start-check.mjs)
// and server/src/db/first-start.test.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { prepareDataDir, preparedAhead } from "./prepared-data-dir.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A DATA_DIR whose embedded database is created and migrated, with no catalog loaded. */
    preparedDataDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const named = process.env.SYSTEM_PREPARED_DIR;
  const ahead = named ? preparedAhead(named) : null;
  if (named && !ahead) console.log(`system tests: no whole data directory in ${named}: preparing one`);
  if (ahead) {
    project.provide("preparedDataDir", ahead);
    return () => undefined; // npm test's to remove
  }
  const own = mkdtempSync(join(tmpdir(), "sp-system-prepared-"));
  try {
    project.provide("preparedDataDir", prepareDataDir(own));
  } catch (err) {
    rmSync(own, { recursive: true, force: true });
    throw err;
  }
  return () => rmSync(own, { recursive: true, force: true });
}
