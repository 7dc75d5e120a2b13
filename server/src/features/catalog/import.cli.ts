// `npm run catalog:import -- <file>`: adds titles from a JSON Lines or CSV file (docs/catalog-format.md)
// to the catalog. Re-runnable: rows are matched by slug, and an unchanged file writes nothing.
import "dotenv/config";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { extname, resolve } from "node:path";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { upsertRows } from "./catalog.loader.ts";
import { parseImportFile } from "./catalog.file.ts";
import type { Logger } from "../../lib/logger.ts";

function bar(done: number, total: number): string {
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : width;
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${total ? Math.round((done / total) * 100) : 100}% ${done}/${total}`;
}

/** upsertRows' logger for a terminal: progress entries (they carry `done`) redraw the bar; others get a line. */
export function progressLogger(total: number, err: { write(text: string): unknown } = process.stderr): Logger {
  const line = (o: object, msg?: string): void => {
    err.write(`  ${msg ?? ""} ${JSON.stringify(o)}\n`);
  };
  return {
    info(o, msg) {
      if ("done" in o && typeof o.done === "number") err.write(`\r${bar(o.done, total)}`);
      else line(o, msg);
    },
    warn: line,
    error: line,
    debug: () => {},
  };
}

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run catalog:import -- <file.jsonl|file.csv>   (format: docs/catalog-format.md)");
    process.exit(2);
  }
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const text = readFileSync(path, "utf8");
  const kind = extname(path).toLowerCase() === ".csv" ? "csv" : "jsonl";
  const { rows, errors } = parseImportFile(text, kind);
  for (const e of errors.slice(0, 20)) console.error(`  skipped ${e}`);
  if (errors.length > 20) console.error(`  … and ${errors.length - 20} more`);
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, listenUrl: config.databaseListenUrl, dataDir: config.dataDir });
  try {
    const version = `import-${createHash("sha256").update(text).digest("hex").slice(0, 12)}`;
    const written = await upsertRows(db.bulk, rows, version, progressLogger(rows.length), "import");
    process.stderr.write(`\r${bar(rows.length, rows.length)}\n`);
    console.log(`Imported ${rows.length} titles from ${file} (${written} new or changed, ${errors.length} skipped).`);
    console.log("A running server picks the new titles up within 30 seconds.");
  } finally {
    await db.close();
  }
  process.exit(errors.length && !rows.length ? 1 : 0);
}

if (process.argv[1] && /import\.cli\.ts$/.test(process.argv[1])) await main();
