// The embedded data directory the system tests' servers start from (copyPreparedDataDir): PGlite's
// initdb and every migration, done once per run by the server's own first-start preparation, with no
// catalog (SKIP_CATALOG). The system project's global setup prepares it, unless `npm test`
// (scripts/test.mjs) prepared it ahead, while ESLint leaves a core free, and names it in
// SYSTEM_PREPARED_DIR: a folder holding the data directory and a mark written once it is whole.
//
//   node --import tsx server/test/system/prepared-data-dir.ts <folder>     prepares one ahead
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { PREPARE_ENV } from "../../src/db/first-start.ts";

/** How a system test runs the server: its sources through tsx, with this process's Node. */
export const SERVER_ARGS = ["--import", "tsx", "server/src/index.ts"];

const dataIn = (folder: string) => join(folder, "data");
const wholeMark = (folder: string) => join(folder, "whole");

/** Prepares `folder`/data and marks it whole; throws with the server's output when the preparation fails. */
export function prepareDataDir(folder: string): string {
  const dir = dataIn(folder);
  mkdirSync(dir, { recursive: true });
  const r = spawnSync(process.execPath, SERVER_ARGS, {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: dir, SKIP_CATALOG: "true", LOG_LEVEL: "warn", [PREPARE_ENV]: "1" },
    encoding: "utf8",
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`preparing the system tests' data directory failed (${r.signal ?? `exit ${r.status}`}):\n${r.stdout}${r.stderr}`);
  writeFileSync(wholeMark(folder), "");
  return dir;
}

/** The data directory prepared ahead in `folder`, when it is whole; else null. */
export function preparedAhead(folder: string): string | null {
  return existsSync(wholeMark(folder)) ? dataIn(folder) : null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("usage: node --import tsx server/test/system/prepared-data-dir.ts <folder>");
    process.exit(2);
  }
  prepareDataDir(folder);
}
