// Loads the bundled catalog into catalog_games: idempotent and versioned. A new catalog version
// updates rows in place (matched by sourceId), never duplicates them, keeps every existing slug
// (URLs stay stable), never touches provider-enriched columns, and never touches users' libraries.
// An entry an admin hid (catalog_hides) stays hidden whatever the new row says.
import type { Db } from "../../db/prisma.ts";
import type { Logger } from "../../lib/logger.ts";
import type { BundledRow } from "./catalog.data.ts";
import { catalogMetaRow, storedSlugs, upsertCatalogBatch, writeCatalogMeta } from "./catalog.queries.ts";

const BUNDLED_VERSION_KEY = "bundled_version";
const BATCH = 2000;

/** Gives each row a unique slug: existing rows keep theirs; collisions get a readable, stable suffix. */
function assignSlugs(rows: BundledRow[], existing: Map<string, string>, taken: Set<string>): string[] {
  return rows.map((row) => {
    const kept = existing.get(row.sourceId);
    if (kept) return kept;
    const base = row.slug || "game";
    const candidates = [
      base,
      ...row.suffixes.map(
        (s) =>
          `${base}-${s
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-|-$/g, "")}`,
      ),
    ];
    let slug = candidates.find((c) => !taken.has(c));
    for (let n = 2; !slug; n++) if (!taken.has(`${base}-${n}`)) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  });
}

/** Upserts rows; returns how many were inserted or changed. */
export async function upsertRows(prisma: Db, input: BundledRow[], version: string, logger?: Logger, label = "catalog"): Promise<number> {
  // One row per source id (the first wins): PostgreSQL refuses to upsert the same key twice in one statement.
  const seen = new Set<string>();
  const rows = input.filter((r) => !seen.has(r.sourceId) && Boolean(seen.add(r.sourceId)));
  if (rows.length < input.length) logger?.info({ dropped: input.length - rows.length }, `${label}: duplicate source ids ignored`);
  const existingRows = await storedSlugs(prisma);
  const existing = new Map(existingRows.map((r) => [r.sourceId, r.slug]));
  const taken = new Set(existingRows.map((r) => r.slug));
  const slugs = assignSlugs(rows, existing, taken);
  let written = 0;
  const t0 = Date.now();
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).map((r, j) => {
      const { suffixes: _s, ...row } = r;
      return { ...row, slug: slugs[i + j] };
    });
    written += await upsertCatalogBatch(prisma, JSON.stringify(batch), version);
    const done = Math.min(i + BATCH, rows.length);
    if (done === rows.length || (i / BATCH) % 10 === 0) {
      logger?.info({ done, total: rows.length, ms: Date.now() - t0 }, `${label}: ${done}/${rows.length} rows`);
    }
  }
  return written;
}

export async function syncBundledCatalog(
  prisma: Db,
  bundled: { version: string; rows: BundledRow[] },
  logger?: Logger,
): Promise<{ version: string; written: number; skipped: boolean }> {
  const meta = await catalogMetaRow(prisma, BUNDLED_VERSION_KEY);
  if (meta?.value === bundled.version) return { version: bundled.version, written: 0, skipped: true };
  logger?.info({ from: meta?.value ?? null, to: bundled.version, rows: bundled.rows.length }, "catalog: loading a new version");
  const written = await upsertRows(prisma, bundled.rows, bundled.version, logger);
  await writeCatalogMeta(prisma, BUNDLED_VERSION_KEY, bundled.version);
  return { version: bundled.version, written, skipped: false };
}
