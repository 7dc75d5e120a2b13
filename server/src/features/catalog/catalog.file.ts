// A catalog file in the import format (docs/catalog-format.md: JSON Lines or CSV) read as rows ready to
// upsert, each bad line named with its number and what is wrong with it. `npm run catalog:import` and
// the admin's upload read files through it.
import { normalizePlatform, unstorableText } from "@savepoint/common";
import { slugify } from "../../lib/text.ts";
import { CatalogLineSchema, lineToRow, type BundledRow } from "./catalog.data.ts";
import { parseCsv } from "./csv.ts";

const LIST = (v: string | undefined) =>
  (v ?? "")
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);

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

/** What is wrong with the first string in `value` (deeply) that PostgreSQL cannot store, if any. */
function unstorableIn(value: unknown, path = "row"): string | undefined {
  if (typeof value === "string") return unstorableText(path, value);
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, v] of Object.entries(value)) {
    const problem = unstorableText(`${path} key`, key) ?? unstorableIn(v, Array.isArray(value) ? path : key);
    if (problem) return problem;
  }
  return undefined;
}

/** The rows of a file and a line per bad row ("line 3: year: …"); bad rows are left out of `rows`. */
export function parseImportFile(text: string, kind: "jsonl" | "csv"): { rows: BundledRow[]; errors: string[] } {
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
    // Text PostgreSQL cannot store (a NUL, half a surrogate pair) that JSON escapes let through.
    const unstorable = unstorableIn(g);
    if (unstorable) {
      errors.push(`line ${line}: ${unstorable}`);
      continue;
    }
    const slug = g.slug ?? slugify(g.title);
    if (!slug) {
      errors.push(`line ${line}: title gives an empty slug`);
      continue;
    }
    rows.push(lineToRow({ ...g, slug, platforms: g.platforms.map(normalizePlatform) }, "import"));
  }
  return { rows, errors };
}
