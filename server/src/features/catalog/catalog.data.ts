// Reads the catalog that ships in the repo: the curated core (prisma/catalog/core/*.jsonl) and the
// MAME retro extension (prisma/catalog/retro.jsonl.gz), as rows ready to upsert. The version is a
// hash of the files, so a changed file means a new catalog version.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { z } from "zod";
import { appRoot } from "../../paths.ts";
import type { CatalogRecord } from "./catalog.types.ts";
import { normalizePlatform } from "@savepoint/common";
import { normalizeTitle } from "../../lib/text.ts";

/**
 * Part of the catalog version: change it whenever the rules below turn the same files into different
 * rows (platform names, flags, duplicates), so databases loaded before pick the new rows up.
 */
const ROW_RULES_VERSION = "rows-3";

export const CatalogLineSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug must follow the slug rule"),
  title: z.string().trim().min(1).max(300),
  year: z.number().int().min(1950).max(2100).nullable().optional(),
  released: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
  platforms: z.array(z.string().min(1)).default([]),
  genres: z.array(z.string().min(1)).default([]),
  developers: z.array(z.string().min(1)).default([]),
  publishers: z.array(z.string().min(1)).default([]),
  series: z.string().min(1).nullable().optional(),
  description: z.string().min(1).max(2000).nullable().optional(),
  metacritic: z.number().int().min(1).max(100).nullable().optional(),
  rating: z.number().min(0).max(5).nullable().optional(),
  achievements: z.record(z.string(), z.number().int().min(0)).nullable().optional(),
  altTitles: z.array(z.string()).optional(),
});
export type CatalogLine = z.infer<typeof CatalogLineSchema>;

/**
 * A row as written to catalog_games: a CatalogRecord without the database id and the provider
 * columns (a bundled or imported row never has them). `slug` is a wish: collisions get a suffix.
 */
export type BundledRow = Omit<CatalogRecord, "id" | "coverUrl" | "playtimeHours" | "rawgId" | "igdbId" | "steamAppId" | "wikidataId" | "source"> & {
  /** Where the row comes from: the curated core, the MAME retro extension, or `catalog:import`. */
  source: "core" | "mame" | "import";
  /** For slug collisions: a stable, readable suffix candidate (year, then platform id). */
  suffixes: string[];
};

function catalogDir(): string {
  return join(appRoot(), "prisma", "catalog");
}

export function coreFiles(dir = catalogDir()): string[] {
  const core = join(dir, "core");
  if (!existsSync(core)) return [];
  return readdirSync(core)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .map((f) => join(core, f));
}

export function retroFile(dir = catalogDir()): string | undefined {
  const f = join(dir, "retro.jsonl.gz");
  return existsSync(f) ? f : undefined;
}

export function lineToRow(line: CatalogLine, source: "core" | "import"): BundledRow {
  return {
    source,
    sourceId: `${source}:${line.slug}`,
    slug: line.slug,
    title: line.title,
    altTitles: line.altTitles ?? [],
    year: line.year ?? (line.released ? Number(line.released.slice(0, 4)) : null),
    released: line.released ?? null,
    platforms: line.platforms,
    genres: line.genres,
    developers: line.developers,
    publishers: line.publishers,
    series: line.series ?? null,
    description: line.description ?? null,
    metacritic: line.metacritic ?? null,
    rating: line.rating ?? null,
    achievements: line.achievements ?? null,
    hidden: false,
    flags: [],
    suffixes: line.year ? [String(line.year)] : [],
  };
}

export function parseJsonl(text: string, where: string): CatalogLine[] {
  const out: CatalogLine[] = [];
  text.split("\n").forEach((raw, i) => {
    if (!raw.trim()) return;
    const parsed = CatalogLineSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) throw new Error(`${where}:${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`);
    out.push(parsed.data);
  });
  return out;
}

interface RetroLine {
  id: string;
  title: string;
  year: number | null;
  platforms: string[];
  developers: string[];
  publishers: string[];
  alt_titles: string[];
  platform_ids: string[];
  nongame?: boolean;
  homebrew?: boolean;
  unlicensed?: boolean;
}

/**
 * Publishers known for unlicensed ports and bootleg conversions (MAME lists them as ordinary
 * publishers): their rows stay searchable but rank with the demos (flag "pirate").
 */
const PIRATE_PUBLISHERS = new Set([
  "nanjing",
  "shenzhen nanjing",
  "waixing",
  "hummer team",
  "j.y. company",
  "ka sheng",
  "kaiser",
  "whirlwind manu",
  "ntdec",
  "super game",
  "henggedianzi",
  "mimi?",
  "sachen",
]);

/** Canonical platform names (common PLATFORM_ALIASES), each once, in the row's order. */
export function canonicalPlatforms(platforms: readonly string[]): string[] {
  return [...new Set(platforms.map(normalizePlatform))];
}

export function retroToRow(r: RetroLine, slugify: (s: string) => string): BundledRow {
  const hiding = [r.nongame && "nongame", r.homebrew && "homebrew", r.unlicensed && "unlicensed"].filter((f): f is string => Boolean(f));
  const pirate = r.publishers?.some((p) => PIRATE_PUBLISHERS.has(p.toLowerCase())) ?? false;
  const flags = pirate ? [...hiding, "pirate"] : hiding;
  return {
    source: "mame",
    sourceId: r.id,
    slug: slugify(r.title) || slugify(r.id),
    title: r.title,
    altTitles: r.alt_titles ?? [],
    year: r.year ?? null,
    released: null,
    platforms: canonicalPlatforms(r.platforms ?? []),
    genres: [],
    developers: r.developers ?? [],
    publishers: r.publishers ?? [],
    series: null,
    description: null,
    metacritic: null,
    rating: null,
    achievements: null,
    hidden: hiding.length > 0,
    flags,
    suffixes: [r.year ? String(r.year) : "", ...(r.platform_ids ?? [])].filter(Boolean),
  };
}

interface BundledCatalog {
  version: string;
  rows: BundledRow[];
}

/**
 * The version is a hash of the files' bytes; the rows are parsed only when asked for, so a start-up
 * whose catalog is already loaded does not parse 80,000 rows for nothing.
 */
export function readBundledCatalog(slugify: (s: string) => string, dir = catalogDir()): BundledCatalog {
  const hash = createHash("sha256");
  const core = coreFiles(dir).map((f) => ({ f, text: readFileSync(f, "utf8") }));
  hash.update(ROW_RULES_VERSION);
  for (const { text } of core) hash.update(text);
  const retroPath = retroFile(dir);
  const gz = retroPath ? readFileSync(retroPath) : undefined;
  if (gz) hash.update(gz);
  let rows: BundledRow[] | undefined;
  return {
    version: hash.digest("hex").slice(0, 16),
    get rows() {
      if (rows) return rows;
      rows = core.flatMap(({ f, text }) => parseJsonl(text, f).map((line) => lineToRow(line, "core")));
      if (gz) {
        for (const raw of gunzipSync(gz).toString("utf8").split("\n")) {
          if (raw.trim()) rows.push(retroToRow(JSON.parse(raw) as RetroLine, slugify));
        }
      }
      hideCuratedDuplicates(rows);
      return rows;
    },
  };
}

/** Alt titles a curated game takes from its retro-list twins, at most. */
const MAX_TWIN_ALT_TITLES = 16;

/** Titles compared with spaces left out as well: "Spiderman 2" and "Spider-Man 2", "Sim City" and "SimCity". */
const twinKey = (title: string) => normalizeTitle(title).replace(/ /g, "");

/**
 * One game appears once: a retro-list row that is a curated game again (the same title or alt title
 * with spaces left out, year within one, a platform in common) is hidden from search with the flag
 * "duplicate", and the curated game takes the row's title and alt titles as its own alt titles
 * (regional and native names: "Rockman", "ファイナルファンタジー"), so searching them finds it.
 */
export function hideCuratedDuplicates(rows: BundledRow[]): number {
  const curated = new Map<string, BundledRow[]>();
  for (const row of rows) {
    if (row.source !== "core") continue;
    for (const title of [row.title, ...row.altTitles]) {
      const key = twinKey(title);
      const list = curated.get(key);
      if (!list) curated.set(key, [row]);
      else if (!list.includes(row)) list.push(row);
    }
  }
  let hidden = 0;
  for (const row of rows) {
    if (row.source !== "mame" || row.flags.includes("duplicate")) continue;
    const twin = curated
      .get(twinKey(row.title))
      ?.find((core) => row.year !== null && core.year !== null && Math.abs(row.year - core.year) <= 1 && core.platforms.some((p) => row.platforms.includes(p)));
    if (!twin) continue;
    row.hidden = true;
    row.flags = [...row.flags, "duplicate"];
    for (const alt of [row.title, ...row.altTitles]) {
      if (twin.altTitles.length >= MAX_TWIN_ALT_TITLES) break;
      if (alt !== twin.title && !twin.altTitles.includes(alt)) twin.altTitles = [...twin.altTitles, alt];
    }
    hidden++;
  }
  return hidden;
}
