// The journal's SQL: entries with their game and category colour in one query (filtered, in each sort,
// keyset pages), the facets of a scope, the games with entries, a game's summary, the categories with
// their entry counts, and the moves a category's rename or deletion makes.
import type { JournalEntryDto, JournalSort } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { sortKeyKind, type JournalCursor } from "./journal.rules.ts";

type Sql = Pick<Db, "$queryRaw" | "$executeRaw">;

/** An entry as read: the answer's fields with its timestamps as dates, and the key it was sorted by. */
export type EntryRow = Omit<JournalEntryDto, "createdAt" | "updatedAt"> & {
  createdAt: Date;
  updatedAt: Date;
  /** The sort key the row was ordered by (title and category sorts), for the next page's cursor. */
  sortKey: string | null;
};

/**
 * The lower-cased key of the title and category sorts, compared by code point on every database. The
 * expressions are those of the indexes the sorts read (migration 20261201091000_journal_sort_indexes).
 */
const KEY = { title: Prisma.sql`lower(coalesce(e."title", '')) COLLATE "C"`, category: Prisma.sql`lower(e."category") COLLATE "C"` };

/** ORDER BY and "after the cursor" of a sort. */
function ordering(sort: JournalSort, cursor: JournalCursor | undefined): { order: Prisma.Sql; after: Prisma.Sql; key: Prisma.Sql } {
  const at = cursor ? Prisma.sql`${cursor.at.toISOString()}::timestamp(3)` : Prisma.empty;
  const rest = cursor ? Prisma.sql`(${cursor.date}::date, ${at}, ${cursor.id}::uuid)` : Prisma.empty;
  const tuple = Prisma.sql`(e."date", e."createdAt", e."id")`;
  if (sort === "date-desc" || sort === "date-asc") {
    const asc = sort === "date-asc";
    const dir = Prisma.raw(asc ? "ASC" : "DESC");
    return {
      order: Prisma.sql`e."date" ${dir}, e."createdAt" ${dir}, e."id" ${dir}`,
      after: cursor ? Prisma.sql`AND ${tuple} ${Prisma.raw(asc ? ">" : "<")} ${rest}` : Prisma.empty,
      key: Prisma.sql`NULL::text`,
    };
  }
  const key = KEY[sortKeyKind(sort)!];
  const asc = sort.endsWith("-asc");
  // The key in the sort's direction; on a tie, newest first.
  const after = cursor
    ? Prisma.sql`AND (${key} ${Prisma.raw(asc ? ">" : "<")} ${cursor.key}::text COLLATE "C" OR (${key} = ${cursor.key}::text COLLATE "C" AND ${tuple} < ${rest}))`
    : Prisma.empty;
  return { order: Prisma.sql`${key} ${Prisma.raw(asc ? "ASC" : "DESC")}, e."date" DESC, e."createdAt" DESC, e."id" DESC`, after, key };
}

/** The journal versions of `userIds` (journal_versions, kept by triggers); users without a row are left out. */
export async function journalVersionsOf(db: Sql, userIds: string[]): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ userId: string; version: number }[]>`
    SELECT "userId"::text AS "userId", "version" FROM "journal_versions" WHERE "userId" = ANY (${userIds}::uuid[])`;
  return new Map(rows.map((r) => [r.userId, r.version]));
}

/**
 * The user's journal version as this transaction sees it. Read after a write inside the transaction,
 * it is the version that write made: the write holds the version row until it commits.
 */
export async function journalVersionOf(tx: Sql, userId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ version: number }[]>`SELECT "version" FROM "journal_versions" WHERE "userId" = ${userId}::uuid`;
  return row?.version ?? 0;
}

/** Entries of `userId` matching `where` (SQL over `e`, the entries), in `sort` order after `cursor`, at most `take`. */
export function readEntries(
  db: Sql,
  userId: string,
  where: Prisma.Sql,
  sort: JournalSort,
  cursor: JournalCursor | undefined,
  take: number | null,
): Promise<EntryRow[]> {
  const { order, after, key } = ordering(sort, cursor);
  const limit = take === null ? Prisma.empty : Prisma.sql`LIMIT ${take}`;
  // The page is picked from the entries alone, then joined to its games and categories: joined first, a
  // sort on a computed key (title, category) joined every entry of the account before keeping 21
  // (45 ms for 5,000 entries on the embedded database, against 10 ms). Every entry has its category
  // (a foreign key), so the join keeps every picked row.
  return db.$queryRaw<EntryRow[]>`
    SELECT e."id"::text AS "id", e."libraryGameId"::text AS "gameId", g."title" AS "gameTitle", g."slug" AS "gameSlug",
           e."title", e."content", e."category", c."color" AS "categoryColor", to_char(e."date", 'YYYY-MM-DD') AS "date",
           e."tags", e."createdAt", e."updatedAt", ${key} AS "sortKey"
    FROM (SELECT e.* FROM "journal_entries" e WHERE e."userId" = ${userId}::uuid AND ${where} ${after} ORDER BY ${order} ${limit}) e
    LEFT JOIN "library_games" g ON g."id" = e."libraryGameId"
    JOIN "journal_categories" c ON c."userId" = e."userId" AND c."name" = e."category"
    ORDER BY ${order}`;
}

export interface FacetsRow {
  total: number;
  categories: string[];
  tags: string[];
  months: string[];
}

/**
 * What the entries of `userId` matching `scope` hold. Each part reads only what it needs: categories
 * by probing the (user, category) index once per category of the account, months by skipping down the
 * (user, date) index a month at a time, tags from the entries that have any.
 */
export async function readFacets(db: Sql, userId: string, scope: Prisma.Sql): Promise<FacetsRow> {
  const [row] = await db.$queryRaw<FacetsRow[]>`
    WITH RECURSIVE m AS (
      SELECT (SELECT max(e."date") FROM "journal_entries" e WHERE e."userId" = ${userId}::uuid AND ${scope}) AS d
      UNION ALL
      SELECT (SELECT max(e."date") FROM "journal_entries" e
              WHERE e."userId" = ${userId}::uuid AND ${scope} AND e."date" < date_trunc('month', m.d)::date)
      FROM m WHERE m.d IS NOT NULL
    )
    SELECT (SELECT count(*) FROM "journal_entries" e WHERE e."userId" = ${userId}::uuid AND ${scope})::int AS "total",
           ARRAY(SELECT c."name" FROM "journal_categories" c WHERE c."userId" = ${userId}::uuid
                 AND EXISTS (SELECT 1 FROM "journal_entries" e WHERE e."userId" = c."userId" AND e."category" = c."name" AND ${scope})) AS "categories",
           ARRAY(SELECT DISTINCT t FROM "journal_entries" e, unnest(e."tags") AS t
                 WHERE e."userId" = ${userId}::uuid AND ${scope} AND cardinality(e."tags") > 0) AS "tags",
           ARRAY(SELECT to_char(m.d, 'YYYY-MM') FROM m WHERE m.d IS NOT NULL ORDER BY m.d DESC) AS "months"`;
  return row!;
}

export interface GameRefRow {
  id: string;
  title: string;
  slug: string;
  platform: string;
  imageUrl: string | null;
}

/** The caller's library game, or undefined. */
export async function readGameRef(db: Sql, userId: string, gameId: string): Promise<GameRefRow | undefined> {
  const [row] = await db.$queryRaw<GameRefRow[]>`
    SELECT g."id"::text AS "id", g."title", g."slug", g."platform", g."imageUrl"
    FROM "library_games" g WHERE g."id" = ${gameId}::uuid AND g."userId" = ${userId}::uuid`;
  return row;
}

export interface JournalGameRow extends GameRefRow {
  entryCount: number;
  lastEntryDate: string;
}

/** The caller's games with at least one entry, newest entry date first (then by title). */
export function readJournalGames(db: Sql, userId: string): Promise<JournalGameRow[]> {
  return db.$queryRaw<JournalGameRow[]>`
    SELECT g."id"::text AS "id", g."title", g."slug", g."platform", g."imageUrl", j."entryCount", to_char(j."last", 'YYYY-MM-DD') AS "lastEntryDate"
    FROM (SELECT e."libraryGameId", count(*)::int AS "entryCount", max(e."date") AS "last"
          FROM "journal_entries" e WHERE e."userId" = ${userId}::uuid AND e."libraryGameId" IS NOT NULL GROUP BY e."libraryGameId") j
    JOIN "library_games" g ON g."id" = j."libraryGameId"
    ORDER BY j."last" DESC, lower(g."title") COLLATE "C", g."id"`;
}

export interface SummaryRow extends GameRefRow {
  total: number;
  lastEntryDate: string | null;
  lastEditedAt: Date | null;
  categories: string[];
  /** Distinct entry days, newest first. */
  days: string[];
}

/** The caller's game with its entries' numbers, in one query; undefined when it is not theirs. */
export async function readSummary(db: Sql, userId: string, gameId: string): Promise<SummaryRow | undefined> {
  const [row] = await db.$queryRaw<SummaryRow[]>`
    SELECT g."id"::text AS "id", g."title", g."slug", g."platform", g."imageUrl", s."total", to_char(s."last", 'YYYY-MM-DD') AS "lastEntryDate",
           s."edited" AS "lastEditedAt",
           ARRAY(SELECT DISTINCT e."category" FROM "journal_entries" e WHERE e."libraryGameId" = g."id" AND e."userId" = g."userId") AS "categories",
           ARRAY(SELECT DISTINCT to_char(e."date", 'YYYY-MM-DD') FROM "journal_entries" e WHERE e."libraryGameId" = g."id" AND e."userId" = g."userId" ORDER BY 1 DESC) AS "days"
    FROM "library_games" g
    CROSS JOIN LATERAL (SELECT count(*)::int AS "total", max(e."date") AS "last", max(e."updatedAt") AS "edited"
                        FROM "journal_entries" e WHERE e."libraryGameId" = g."id" AND e."userId" = g."userId") s
    WHERE g."id" = ${gameId}::uuid AND g."userId" = ${userId}::uuid`;
  return row;
}

export interface CategoryRow {
  id: string;
  name: string;
  color: string;
  entryCount: number;
}

/** The caller's categories (seeded ones in their order, added ones after) with their entry counts; `id` narrows to one. */
export function readCategories(db: Sql, userId: string, id?: string): Promise<CategoryRow[]> {
  const one = id ? Prisma.sql`AND c."id" = ${id}::uuid` : Prisma.empty;
  return db.$queryRaw<CategoryRow[]>`
    SELECT c."id"::text AS "id", c."name", c."color",
           (SELECT count(*) FROM "journal_entries" e WHERE e."userId" = c."userId" AND e."category" = c."name")::int AS "entryCount"
    FROM "journal_categories" c WHERE c."userId" = ${userId}::uuid ${one}
    ORDER BY c."position", c."createdAt", c."id"`;
}

/** The caller's category named `name` whatever its case, or undefined. */
export async function findCategoryByName(db: Sql, userId: string, name: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db.$queryRaw<{ id: string; name: string }[]>`
    SELECT c."id"::text AS "id", c."name" FROM "journal_categories" c WHERE c."userId" = ${userId}::uuid AND lower(c."name") = lower(${name})`;
  return row;
}

/** What a new entry names, in one round trip: the caller's category of that name (any case) and game (when given). */
export async function readEntryTargets(
  db: Sql,
  userId: string,
  category: string,
  gameId: string | null,
): Promise<{ category: { name: string; color: string } | null; game: { id: string; title: string; slug: string } | null }> {
  const [row] = await db.$queryRaw<{ category: { name: string; color: string } | null; game: { id: string; title: string; slug: string } | null }[]>`
    SELECT (SELECT json_build_object('name', c."name", 'color', c."color") FROM "journal_categories" c
            WHERE c."userId" = ${userId}::uuid AND lower(c."name") = lower(${category})) AS "category",
           (SELECT json_build_object('id', g."id"::text, 'title', g."title", 'slug', g."slug") FROM "library_games" g
            WHERE g."id" = ${gameId}::uuid AND g."userId" = ${userId}::uuid) AS "game"`;
  return row!;
}

/** Moves the caller's entries of category `from` to `to` (names); their updatedAt stays: nobody edited them. */
export function moveEntries(db: Sql, userId: string, from: string, to: string): Promise<number> {
  return db.$executeRaw`UPDATE "journal_entries" SET "category" = ${to} WHERE "userId" = ${userId}::uuid AND "category" = ${from}`;
}

/** Locks the user's category for the rest of the transaction: its name, or undefined when there is none. */
export async function lockCategory(tx: Sql, userId: string, id: string): Promise<{ name: string } | undefined> {
  const [row] = await tx.$queryRaw<{ name: string }[]>`
    SELECT "name" FROM "journal_categories" WHERE "id" = ${id}::uuid AND "userId" = ${userId}::uuid FOR UPDATE`;
  return row;
}

// --- the service's writes of entries and categories through Prisma's queries (journal.service.ts) ---------------

type Entries = Pick<Db, "journalEntry">;
type Categories = Pick<Db, "journalCategory">;

export { inTransaction } from "../../db/prisma.ts";

/** What an entry says, as a write gives it (a new entry here, an imported one in journal.bulk.ts). */
export interface EntryFields {
  libraryGameId: string | null;
  title: string | null;
  content: string;
  category: string;
  /** YYYY-MM-DD */
  date: string;
  tags: string[];
}

export interface NewEntry extends EntryFields {
  id: string;
  userId: string;
  /** Its createdAt and updatedAt. */
  at: Date;
}

/** One statement, without the ORM's query building (a new entry is the journal's most frequent write). */
export async function insertEntry(tx: Sql, e: NewEntry): Promise<void> {
  const at = Prisma.sql`${e.at.toISOString()}::timestamptz AT TIME ZONE 'UTC'`;
  await tx.$executeRaw`
    INSERT INTO "journal_entries" ("id", "userId", "libraryGameId", "title", "content", "category", "date", "tags", "createdAt", "updatedAt")
    VALUES (${e.id}::uuid, ${e.userId}::uuid, ${e.libraryGameId}::uuid, ${e.title}, ${e.content}, ${e.category}, ${e.date}::date, ${e.tags}::text[], ${at}, ${at})`;
}

/** Updates the user's entry; answers how many rows changed (0: not theirs, or none). */
export async function updateOwnEntry(db: Entries, id: string, userId: string, data: Prisma.JournalEntryUncheckedUpdateManyInput): Promise<number> {
  return (await db.journalEntry.updateMany({ where: { id, userId }, data })).count;
}

/** Deletes the user's entry; answers how many rows went (0: not theirs, or none). */
export async function deleteOwnEntry(db: Entries, id: string, userId: string): Promise<number> {
  return (await db.journalEntry.deleteMany({ where: { id, userId } })).count;
}

/** Deletes the entries of the user's library game; answers how many went. */
export async function deleteGameEntries(tx: Entries, userId: string, gameId: string): Promise<number> {
  return (await tx.journalEntry.deleteMany({ where: { userId, libraryGameId: gameId } })).count;
}

/** How many categories the user has, and their highest position. */
export function categoryStats(tx: Categories, userId: string) {
  return tx.journalCategory.aggregate({ where: { userId }, _count: true, _max: { position: true } });
}

export async function insertCategory(tx: Categories, data: Prisma.JournalCategoryUncheckedCreateInput): Promise<void> {
  await tx.journalCategory.create({ data });
}

/** Updates the user's category; answers how many rows changed (0: not theirs, or none). */
export async function updateOwnCategory(tx: Categories, id: string, userId: string, data: Prisma.JournalCategoryUncheckedUpdateManyInput): Promise<number> {
  return (await tx.journalCategory.updateMany({ where: { id, userId }, data })).count;
}

/** The user's category with this id; null when they have none. */
export function ownCategory(tx: Categories, id: string, userId: string): Promise<{ id: string; name: string } | null> {
  return tx.journalCategory.findFirst({ where: { id, userId }, select: { id: true, name: true } });
}

export function countCategories(tx: Categories, userId: string): Promise<number> {
  return tx.journalCategory.count({ where: { userId } });
}

export async function deleteCategoryRow(tx: Categories, id: string): Promise<void> {
  await tx.journalCategory.delete({ where: { id } });
}
