// The catalog's raw SQL: a batch of the bundled catalog (or an upload) upserted, other features' look-ups
// (an import matches its rows by IGDB id, Steam app id, catalog slug and folded title, hidden games too
// when named exactly), and the hidden flag an admin sets. Then the service's reads and writes: the rows
// the search index is built from, stored games and cards, and a provider's game made local.
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { CatalogFactsRow } from "./catalog.facts.ts";
import type { SearchDoc } from "./search/catalog-index.ts";

type Read = Prisma.TransactionClient | Db;

/** A catalog game as an import copies it into the library. */
export interface CatalogMatch {
  id: number;
  slug: string;
  title: string;
  platforms: string[];
  year: number | null;
  series: string | null;
  coverUrl: string | null;
  genres: string[];
  developers: string[];
  publishers: string[];
  description: string | null;
  rawgId: number | null;
  metacritic: number | null;
  igdbId: number | null;
  steamAppId: number | null;
}

const CATALOG_COLUMNS = Prisma.sql`"id", "slug", "title", "platforms", "year", "series", "coverUrl", "genres", "developers", "publishers", "description", "rawgId", "metacritic", "igdbId", "steamAppId"`;

/** Catalog games with any of these IGDB ids, Steam app ids or slugs (hidden ones too: a file names them exactly). */
export function catalogByIds(db: Read, ids: { igdb: number[]; steam: number[]; slugs: string[] }): Promise<CatalogMatch[]> {
  if (ids.igdb.length + ids.steam.length + ids.slugs.length === 0) return Promise.resolve([]);
  return db.$queryRaw<CatalogMatch[]>`
    SELECT ${CATALOG_COLUMNS} FROM "catalog_games"
    WHERE "igdbId" = ANY(${ids.igdb}::int[]) OR "steamAppId" = ANY(${ids.steam}::int[]) OR "slug" = ANY(${ids.slugs}::text[])`;
}

/** The title as letters and digits only (what catalogByTitles compares; accents are folded by the caller too). */
export const compactTitle = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "");

/** Visible catalog games whose compacted title is one of these (the caller compares normalised titles). */
export function catalogByTitles(db: Read, compact: string[]): Promise<CatalogMatch[]> {
  if (compact.length === 0) return Promise.resolve([]);
  return db.$queryRaw<CatalogMatch[]>`
    SELECT ${CATALOG_COLUMNS} FROM "catalog_games"
    WHERE NOT "hidden" AND regexp_replace(lower("title"), '[^a-z0-9]+', '', 'g') = ANY(${compact}::text[])`;
}

/** Hides or shows a catalog game (an admin's hide); updatedAt moves so search and recommendations pick it up. */
export async function setCatalogGameHidden(tx: Prisma.TransactionClient, id: number, hidden: boolean): Promise<void> {
  await tx.catalogGame.update({ where: { id }, data: { hidden, updatedAt: new Date() }, select: { id: true } });
}

// One batch of catalog rows, as JSON: inserted, or updated in place by source id (see catalog.loader.ts).
const COLUMNS = `slug text, source text, "sourceId" text, title text, "altTitles" text[], year int, released text,
  platforms text[], genres text[], developers text[], publishers text[], series text, description text,
  metacritic int, rating float8, achievements jsonb, hidden boolean, flags text[]`;

const UPSERT = `
INSERT INTO catalog_games (slug, source, "sourceId", title, "altTitles", year, released, platforms, genres, developers,
  publishers, series, description, metacritic, rating, achievements, hidden, flags, version, "updatedAt")
SELECT slug, source, "sourceId", title, "altTitles", year, released, platforms, genres, developers,
  publishers, series, description, metacritic, rating, achievements, hidden, flags, $2, now()
FROM jsonb_to_recordset($1::jsonb) AS x(${COLUMNS})
ON CONFLICT ("sourceId") DO UPDATE SET
  title = EXCLUDED.title, "altTitles" = EXCLUDED."altTitles", year = EXCLUDED.year, released = EXCLUDED.released,
  platforms = EXCLUDED.platforms, genres = EXCLUDED.genres, developers = EXCLUDED.developers,
  publishers = EXCLUDED.publishers, series = EXCLUDED.series, description = EXCLUDED.description,
  metacritic = COALESCE(EXCLUDED.metacritic, catalog_games.metacritic), rating = COALESCE(EXCLUDED.rating, catalog_games.rating),
  achievements = COALESCE(EXCLUDED.achievements, catalog_games.achievements),
  hidden = EXCLUDED.hidden OR EXISTS (SELECT 1 FROM catalog_hides h WHERE h."catalogGameId" = catalog_games.id), flags = EXCLUDED.flags,
  version = EXCLUDED.version, "updatedAt" = now()
WHERE catalog_games.version IS DISTINCT FROM EXCLUDED.version`;

/** Upserts one batch of rows (JSON text) of a catalog version: how many rows were inserted or changed. */
export function upsertCatalogBatch(db: Db, rowsJson: string, version: string): Promise<number> {
  return db.$executeRawUnsafe(UPSERT, rowsJson, version);
}

/** A catalog game's name and whether it is hidden (locked for the rest of `tx`: an admin's hide takes turns). */
export async function catalogEntry(tx: Read, id: number): Promise<{ id: number; slug: string; title: string; hidden: boolean } | undefined> {
  const [row] = await tx.$queryRaw<{ id: number; slug: string; title: string; hidden: boolean }[]>`
    SELECT "id", "slug", "title", "hidden" FROM "catalog_games" WHERE "id" = ${id}::int FOR UPDATE`;
  return row;
}

/** Catalog rows per source, the largest first (the admin's overview). */
export function catalogRowsBySource(db: Read): Promise<{ source: string; rows: number }[]> {
  return db.$queryRaw<{ source: string; rows: number }[]>`
    SELECT "source", count(*)::int AS "rows" FROM "catalog_games" GROUP BY "source" ORDER BY 2 DESC, 1`;
}

/** The bundled catalog's version stored (null before the first load). */
export async function bundledCatalogVersion(db: Read): Promise<string | null> {
  return (await db.catalogMeta.findUnique({ where: { key: "bundled_version" }, select: { value: true } }))?.value ?? null;
}

// --- the service's reads and writes: the search index's rows, stored games, a provider's game made local ----

type Games = Pick<Db, "catalogGame">;

/** The columns the search index is built from (exactly SearchDoc's fields), plus updatedAt for the sync cursor. */
const DOC_SELECT = {
  id: true,
  slug: true,
  title: true,
  altTitles: true,
  year: true,
  platforms: true,
  series: true,
  rating: true,
  metacritic: true,
  source: true,
  hidden: true,
  flags: true,
  coverUrl: true,
  updatedAt: true,
} as const satisfies Record<keyof DocRow, true>;

export type DocRow = SearchDoc & { flags: string[]; updatedAt: Date };

/** The search index's rows with ids after `afterId`, `take` of them by ascending id (a page of search/pages.ts). */
export function docPage(db: Games, afterId: number, take: number): Promise<DocRow[]> {
  return db.catalogGame.findMany({ select: DOC_SELECT, where: { id: { gt: afterId } }, orderBy: { id: "asc" }, take });
}

/** The search index's rows written after `since`. */
export function docsUpdatedAfter(db: Games, since: Date): Promise<DocRow[]> {
  return db.catalogGame.findMany({
    where: { updatedAt: { gt: since } },
    select: DOC_SELECT,
  });
}

export function countVisibleCatalogGames(db: Games): Promise<number> {
  return db.catalogGame.count({ where: { hidden: false } });
}

/** A stored catalog game by id or slug. */
export function catalogGameRow(db: Games, ref: { id: number } | { slug: string }) {
  return db.catalogGame.findUnique({ where: "id" in ref ? { id: ref.id } : { slug: ref.slug } });
}

/** Stored catalog games with these ids (in no particular order). */
export function catalogGamesByIds(db: Games, ids: number[]) {
  return db.catalogGame.findMany({ where: { id: { in: ids } } });
}

/** What a card shows of each of these stored games (in no particular order). */
export function cardRows(db: Games, ids: number[]) {
  return db.catalogGame.findMany({
    where: { id: { in: ids } },
    select: { id: true, slug: true, title: true, platforms: true, year: true, series: true, coverUrl: true },
  });
}

/** The first stored game with any of a provider's game's ids: its source id, RAWG, IGDB or Wikidata id. */
export function catalogGameByProviderIds(db: Games, g: { sourceId: string; rawgId: number | null; igdbId: number | null; wikidataId: string | null }) {
  const idMatch: Prisma.CatalogGameWhereInput[] = [{ sourceId: g.sourceId }];
  if (g.rawgId) idMatch.push({ rawgId: g.rawgId });
  if (g.igdbId) idMatch.push({ igdbId: g.igdbId });
  if (g.wikidataId) idMatch.push({ wikidataId: g.wikidataId });
  return db.catalogGame.findFirst({ where: { OR: idMatch } });
}

/** A stored game holds this RAWG id. */
export async function rawgIdHeld(db: Games, rawgId: number): Promise<boolean> {
  return (await db.catalogGame.findFirst({ where: { rawgId } })) !== null;
}

/** A stored game holds this IGDB id. */
export async function igdbIdHeld(db: Games, igdbId: number): Promise<boolean> {
  return (await db.catalogGame.findFirst({ where: { igdbId } })) !== null;
}

/** A stored game holds this slug. */
export async function catalogSlugHeld(db: Games, slug: string): Promise<boolean> {
  return (await db.catalogGame.findUnique({ where: { slug }, select: { id: true } })) !== null;
}

export function updateCatalogGame(db: Games, id: number, data: Prisma.CatalogGameUpdateInput) {
  return db.catalogGame.update({ where: { id }, data });
}

/** Inserts a provider's game; when its source id is stored already, only moves that row's fetchedAt. */
export function insertProviderGame(db: Games, data: Prisma.CatalogGameCreateInput & { fetchedAt: Date }) {
  return db.catalogGame.upsert({ where: { sourceId: data.sourceId }, update: { fetchedAt: data.fetchedAt }, create: data });
}

/**
 * The recommender's rows written after `since` with ids after `afterId`, `take` of them by ascending id
 * (a page of search/pages.ts): the columns recommendations compare games by (catalog.facts.ts's
 * CatalogFactsRow), the description cut to its first `descriptionChars` characters (all it reads).
 */
export function factsPage(db: Db, since: Date, afterId: number, take: number, descriptionChars: number) {
  return db.$queryRaw<CatalogFactsRow[]>`
    SELECT "id", "slug", "title", "year", "released", "platforms", "genres", "developers", "publishers", "series",
           left("description", ${descriptionChars}::int) AS "description",
           "metacritic", "rating", "hidden", "flags", "coverUrl", "source", "updatedAt"
    FROM "catalog_games"
    WHERE "id" > ${afterId}::int AND "updatedAt" > ${since}
    ORDER BY "id"
    LIMIT ${take}::int`;
}

/** How many rows have an id up to `maxId`, the sum of those ids, and which database this is (catalog.facts.ts). */
export async function factsCheck(db: Db, maxId: number): Promise<{ rows: number; idSum: string; database: string }> {
  const [row] = await db.$queryRaw<{ rows: number; idSum: string; database: string }[]>`
    SELECT count(*)::int AS "rows", coalesce(sum("id"), 0)::text AS "idSum",
           (SELECT "system_identifier"::text FROM pg_control_system()) || '/' || current_database() AS "database"
    FROM "catalog_games" WHERE "id" <= ${maxId}::int`;
  return row!;
}

// --- related games (catalog.related.ts) --------------------------------------------------------------------

/** Up to 40 visible games of the series but this one, by year. */
export function sameSeries(db: Games, series: string, exceptId: number) {
  return db.catalogGame.findMany({
    where: { series, hidden: false, id: { not: exceptId } },
    orderBy: [{ year: "asc" }, { id: "asc" }],
    take: 40,
  });
}

/** Up to 400 visible games but this one sharing a genre (within 6 years of `year`, when known): the columns they are scored on. */
export function sharingGenres(db: Games, exceptId: number, genres: string[], year: number | null) {
  return db.catalogGame.findMany({
    where: {
      hidden: false,
      id: { not: exceptId },
      genres: { hasSome: genres },
      ...(year ? { year: { gte: year - 6, lte: year + 6 } } : {}),
    },
    select: { id: true, title: true, genres: true, platforms: true, metacritic: true, year: true, source: true },
    take: 400,
  });
}

/** Up to 60 visible games but this one on one of `platforms` (within 2 years of `year`, when known), best scored first: ids and titles. */
export function sharingPlatforms(db: Games, exceptId: number, platforms: string[], year: number | null) {
  return db.catalogGame.findMany({
    where: {
      hidden: false,
      id: { not: exceptId },
      platforms: { hasSome: platforms },
      ...(year ? { year: { gte: year - 2, lte: year + 2 } } : {}),
    },
    select: { id: true, title: true },
    orderBy: [{ metacritic: { sort: "desc", nulls: "last" } }, { id: "asc" }],
    take: 60,
  });
}

// --- the bundled catalog's load (catalog.loader.ts) -----------------------------------------------------------

/** Every stored catalog game's source id and slug (the slugs a load keeps and must not reuse). */
export function storedSlugs(db: Games): Promise<{ sourceId: string; slug: string }[]> {
  return db.catalogGame.findMany({ select: { sourceId: true, slug: true } });
}

/** The catalog meta row under `key`; null when there is none. */
export function catalogMetaRow(db: Pick<Db, "catalogMeta">, key: string) {
  return db.catalogMeta.findUnique({ where: { key } });
}

/** Stores `value` under `key` in the catalog's meta rows. */
export async function writeCatalogMeta(db: Pick<Db, "catalogMeta">, key: string, value: string): Promise<void> {
  await db.catalogMeta.upsert({ where: { key }, create: { key, value }, update: { value } });
}
