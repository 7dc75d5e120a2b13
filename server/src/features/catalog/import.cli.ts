// `npm run catalog:import -- <file>`: adds titles from a JSON Lines or CSV file (docs/catalog-format.md)
// to the catalog. Re-runnable: rows are matched by slug, and an unchanged file writes nothing.
import "dotenv/config";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { extname, resolve } from "node:path";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/database.ts";
import { CatalogLineSchema, lineToRow, type BundledRow } from "./catalog.data.ts";
import { upsertRows } from "./catalog.loader.ts";
import { parseCsv } from "./csv.ts";
import type { Logger } from "../../lib/logger.ts";
import { slugify } from "../../lib/text.ts";
import { normalizePlatform } from "@savepoint/common";

const LIST = (v: string | undefined) => (v ?? "").split(";").map((s) => s.trim()).filter(Boolean);

function csvToObject(rec: Record<string, string>): Record<string, unknown> {
  const num = (v: string | undefined) => (v && v.trim() ? Number(v) : null);
  const achievements: Record<string, number> = {};
  for (const part of LIST(rec.achievements)) {
    const i = part.lastIndexOf(":");
    if (i > 0) achievements[part.slice(0, i).trim()] = Number(part.slice(i + 1));
  }
  return {
    slug: rec.slug?.trim() || undefined,
    title: rec.title,
    year: num(rec.year),
    released: rec.released?.trim() || null,
    platforms: LIST(rec.platforms),
    genres: LIST(rec.genres),
    developers: LIST(rec.developers),
    publishers: LIST(rec.publishers),
    series: rec.series?.trim() || null,
    description: rec.description?.trim() || null,
    metacritic: num(rec.metacritic),
    achievements: Object.keys(achievements).length ? achievements : null,
  };
}

function parseImportFile(text: string, kind: "jsonl" | "csv"): { rows: BundledRow[]; errors: string[] } {
  const rows: BundledRow[] = [];
  const errors: string[] = [];
  const records: [number, unknown][] =
    kind === "csv"
      ? parseCsv(text).map((r, i) => [i + 2, csvToObject(r)] as [number, unknown])
      : text.split("\n").flatMap((l, i) => {
          if (!l.trim()) return [];
          try {
            return [[i + 1, JSON.parse(l)] as [number, unknown]];
          } catch {
            errors.push(`line ${i + 1}: not valid JSON`);
            return [];
          }
        });
  const schema = CatalogLineSchema.extend({ slug: CatalogLineSchema.shape.slug.optional() });
  for (const [line, obj] of records) {
    const parsed = schema.safeParse(obj);
    if (!parsed.success) {
      errors.push(`line ${line}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "row"}: ${i.message}`).join("; ")}`);
      continue;
    }
    const g = parsed.data;
    const slug = g.slug ?? slugify(g.title);
    if (!slug) {
      errors.push(`line ${line}: title gives an empty slug`);
      continue;
    }
    rows.push(lineToRow({ ...g, slug, platforms: g.platforms.map(normalizePlatform) }, "import"));
  }
  return { rows, errors };
}

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
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const version = `import-${createHash("sha256").update(text).digest("hex").slice(0, 12)}`;
    const written = await upsertRows(
      db.bulk,
      rows,
      version,
      progressLogger(rows.length),
      "import",
    );
    process.stderr.write(`\r${bar(rows.length, rows.length)}\n`);
    console.log(`Imported ${rows.length} titles from ${file} (${written} new or changed, ${errors.length} skipped).`);
    console.log("A running server picks the new titles up within 30 seconds.");
  } finally {
    await db.close();
  }
  process.exit(errors.length && !rows.length ? 1 : 0);
}

if (process.argv[1] && /import\.cli\.ts$/.test(process.argv[1])) await main();
