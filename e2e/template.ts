// The data directory every suite server starts from (instance.ts): the embedded database created,
// migrated and the catalog loaded, with the clock a day before the suite's FIXED_NOW, as if the
// instance had been installed the day before. The global setup prepares it, unless `npm test`
// (scripts/test.mjs) prepared it ahead, while ESLint leaves a core free, and names it in
// E2E_TEMPLATE_DIR: a folder holding the data directory and the clock it was prepared with.
//
//   node --import tsx e2e/template.ts <folder>     prepares one ahead (exits non-zero if it fails)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { FIXED_NOW } from "./clock.ts";
import { prepareDataDir } from "./instance.ts";

/** What the template's clock starts at: a day before FIXED_NOW, so what it wrote is older than any journey's. */
export const TEMPLATE_CLOCK_START = new Date(FIXED_NOW.getTime() - 86_400_000);

const dataIn = (folder: string) => join(folder, "data");
const clockFile = (folder: string) => join(folder, "clock-start");

/** Prepares the template in `folder`/data, then writes the clock it used beside it (written last: the mark of a whole one). */
export async function prepareTemplate(folder: string): Promise<string> {
  mkdirSync(dataIn(folder), { recursive: true });
  await prepareDataDir(dataIn(folder), TEMPLATE_CLOCK_START);
  writeFileSync(clockFile(folder), TEMPLATE_CLOCK_START.toISOString());
  return dataIn(folder);
}

/** The data directory prepared ahead in `folder`, when it is whole and has this run's clock; else null. */
export function preparedTemplate(folder: string): string | null {
  if (!existsSync(clockFile(folder))) return null;
  return readFileSync(clockFile(folder), "utf8") === TEMPLATE_CLOCK_START.toISOString() ? dataIn(folder) : null;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const folder = process.argv[2];
  if (!folder) {
    console.error("usage: node --import tsx e2e/template.ts <folder>");
    process.exit(2);
  }
  await prepareTemplate(folder);
}
