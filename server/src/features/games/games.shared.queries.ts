// The SQL of the library as other features see it (games.shared.ts, games.community.ts): the copy a
// review is written about, locked; a shared game's community numbers; what people are playing now.
import type { GameStatus } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";

type Sql = Pick<Db, "$queryRaw">;

export interface ReviewTargetRow {
  id: string;
  /** Its shared game (the database's shared_game_key). */
  key: string;
  status: GameStatus;
  playTime: number;
  platform: string;
  completed100Percent: boolean;
}

/** The user's game, locked for the rest of the transaction; undefined when they have no such game. */
export async function lockReviewTarget(tx: Sql, userId: string, id: string): Promise<ReviewTargetRow | undefined> {
  const rows = await tx.$queryRaw<ReviewTargetRow[]>`
    SELECT "id"::text AS "id", "shared_game_key"("catalogGameId", "slug") AS "key", "status", "playTime", "platform", "completed100Percent"
    FROM "library_games" WHERE "id" = ${id}::uuid AND "userId" = ${userId}::uuid FOR UPDATE`;
  return rows[0];
}

/**
 * SQL true when the owner of the library row `g` (an alias) is one `counted` admits (SQL over `u`), asked
 * per copy by the users primary key: a join would read every user to hash them (80,000 at 100,000
 * players) for a game's few thousand copies (at that size: 92 → 56 ms for 6,588 copies).
 */
const ownerCounts = (counted: Prisma.Sql, g: string) => Prisma.sql`(SELECT ${counted} FROM "users" u WHERE u."id" = ${Prisma.raw(`${g}."userId"`)})`;

export interface StatsRow {
  completed: number;
  playing: number;
  players: number;
  rating: number | null;
  recentCompletions: number;
  recentStarts: number;
  playTime: number | null;
}

/**
 * A shared game's community numbers over the copies of the users `counted` admits (SQL over `u`, their
 * users row: hidden players never count, ADR 019), with the completions and starts dated since `since`.
 * The same figures the trigger-kept shared_game_stats hold for everyone (migration 20261125160000), read
 * from the copies themselves (a key is one catalog game, or one slug of custom games: its copies are few
 * next to a library, found by the catalog game or slug index).
 */
export async function communityStatsRow(db: Sql, key: string, since: string, counted: Prisma.Sql): Promise<StatsRow> {
  const copies = key.startsWith("c:")
    ? Prisma.sql`g."catalogGameId" = ${Number(key.slice(2))}::int`
    : Prisma.sql`g."catalogGameId" IS NULL AND g."slug" = ${key.slice(2)}`;
  const rows = await db.$queryRaw<StatsRow[]>(Prisma.sql`
    SELECT (count(*) FILTER (WHERE g."status" = 'COMPLETED'))::int AS "completed",
           (count(*) FILTER (WHERE g."status" = 'IN_PROGRESS'))::int AS "playing",
           count(DISTINCT g."userId")::int AS "players",
           avg(g."rating")::float8 AS "rating",
           (count(*) FILTER (WHERE g."completedDate" >= ${since}::date))::int AS "recentCompletions",
           (count(*) FILTER (WHERE g."startDate" >= ${since}::date))::int AS "recentStarts",
           (avg(g."playTime") FILTER (WHERE g."playTime" > 0))::float8 AS "playTime"
    FROM "library_games" g
    WHERE ${copies} AND ${ownerCounts(counted, "g")}`);
  return rows[0]!;
}

/** The user's backlog games, each with its shared game's key. */
export function backlogGameKeys(db: Sql, userId: string): Promise<{ id: string; key: string }[]> {
  return db.$queryRaw<{ id: string; key: string }[]>`
    SELECT g."id"::text AS "id", "shared_game_key"(g."catalogGameId", g."slug") AS "key"
    FROM "library_games" g WHERE g."userId" = ${userId}::uuid AND g."status" = 'BACKLOG'`;
}

/**
 * Per shared game of `keys` ("c:<catalog id>" or "s:<slug>"), its players' hours to complete it: each
 * player `counted` admits once, with their shortest completed copy that has play time, ascending (a key
 * nobody completed with time is left out).
 * A catalog game's are read from library_games_beaten_idx alone; a custom title's by the slug index.
 */
export async function beatenByKeys(db: Sql, keys: readonly string[], counted: Prisma.Sql): Promise<Map<string, number[]>> {
  const catalogIds = keys.filter((k) => k.startsWith("c:")).map((k) => Number(k.slice(2)));
  const slugs = keys.filter((k) => k.startsWith("s:")).map((k) => k.slice(2));
  const owned = ownerCounts(counted, "o");
  const rows = await db.$queryRaw<{ key: string; beaten: number[] }[]>(Prisma.sql`
    SELECT b."key", array_agg(b."hours" ORDER BY b."hours")::float8[] AS "beaten"
    FROM (SELECT "shared_game_key"(o."catalogGameId", NULL) AS "key", min(o."playTime") AS "hours" FROM "library_games" o
          WHERE o."status" = 'COMPLETED' AND o."playTime" > 0 AND o."catalogGameId" IS NOT NULL
            AND o."catalogGameId" = ANY(${catalogIds}::int[]) AND ${owned}
          GROUP BY o."catalogGameId", o."userId"
          UNION ALL
          SELECT "shared_game_key"(NULL, o."slug"), min(o."playTime") FROM "library_games" o
          WHERE o."status" = 'COMPLETED' AND o."playTime" > 0 AND o."catalogGameId" IS NULL
            AND o."slug" = ANY(${slugs}::text[]) AND ${owned}
          GROUP BY o."slug", o."userId") b
    GROUP BY b."key"`);
  return new Map(rows.map((r) => [r.key, r.beaten]));
}

export interface PlayingRow {
  key: string;
  userId: string;
  title: string;
  slug: string;
  catalogSlug: string | null;
  platform: string;
  imageUrl: string | null;
  playTime: number;
  username: string;
  firstName: string;
  lastName: string;
  accountColor: string;
}

/** In-progress games of the users `players` admits (SQL over `u`, their users row), most recently changed first. */
export function playingNowRows(db: Sql, players: Prisma.Sql, limit: number): Promise<PlayingRow[]> {
  return db.$queryRaw<PlayingRow[]>`
    SELECT left(md5(g."id"::text), 16) AS "key", g."userId"::text AS "userId", g."title", g."slug", c."slug" AS "catalogSlug",
           g."platform", CASE WHEN g."imageUrl" ~* '^https?://' THEN NULL ELSE g."imageUrl" END AS "imageUrl", g."playTime",
           u."username", u."firstName", u."lastName", u."accountColor"
    FROM "library_games" g
    JOIN "users" u ON u."id" = g."userId"
    LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    WHERE g."status" = 'IN_PROGRESS' AND ${players}
    ORDER BY g."updatedAt" DESC, g."id" DESC
    LIMIT ${limit}::int`;
}

// --- a shared game resolved from the caller's library, and the rating a review sets (games.shared.ts) ----------

/** What a shared game is resolved from: the library game and its catalog game's slug. */
export interface SharedGameRow {
  id: string;
  title: string;
  slug: string;
  catalogGameId: number | null;
  catalogGame: { slug: string } | null;
}

/** The user's newest library game matching `where` (SQL over `g` and its catalog game `c`), with its catalog game's slug, in one round trip. */
async function ownGame(db: Sql, userId: string, where: Prisma.Sql): Promise<SharedGameRow | null> {
  const rows = await db.$queryRaw<(Omit<SharedGameRow, "catalogGame"> & { catalogSlug: string | null })[]>`
    SELECT g."id"::text AS "id", g."title", g."slug", g."catalogGameId", c."slug" AS "catalogSlug"
    FROM "library_games" g LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    WHERE g."userId" = ${userId}::uuid AND ${where}
    ORDER BY g."createdAt" DESC, g."id" LIMIT 1`;
  const r = rows[0];
  if (!r) return null;
  const { catalogSlug, ...game } = r;
  return { ...game, catalogGame: catalogSlug === null ? null : { slug: catalogSlug } };
}

/** The user's library game with this id; null when they have none. */
export const ownGameById = (db: Sql, userId: string, id: string) => ownGame(db, userId, Prisma.sql`g."id" = ${id}::uuid`);

/** The user's library game with this slug; null when they have none. */
export const ownGameBySlug = (db: Sql, userId: string, slug: string) => ownGame(db, userId, Prisma.sql`g."slug" = ${slug}`);

/** The user's newest library game made from the catalog game with this slug; null when they have none. */
export const ownGameByCatalogSlug = (db: Sql, userId: string, slug: string) => ownGame(db, userId, Prisma.sql`c."slug" = ${slug}`);

/** The rating of the user's game (none such: nothing changes). */
export async function writeRating(tx: Pick<Prisma.TransactionClient, "libraryGame">, userId: string, id: string, rating: number | null): Promise<void> {
  await tx.libraryGame.updateMany({ where: { id, userId }, data: { rating } });
}
