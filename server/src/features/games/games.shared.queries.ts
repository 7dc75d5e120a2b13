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

export interface StatsRow {
  completed: number;
  playing: number;
  players: number;
  rating: number | null;
  recentCompletions: number;
  recentStarts: number;
  playTime: number | null;
}

/** A shared game's trigger-kept counters (migration 20261125160000): its row, and the days of the window since `since`. */
export async function communityStatsRow(db: Sql, key: string, since: string): Promise<StatsRow> {
  const rows = await db.$queryRaw<StatsRow[]>(Prisma.sql`
    SELECT coalesce(s."completed", 0)::int AS "completed",
           coalesce(s."playing", 0)::int AS "playing",
           coalesce(s."players", 0)::int AS "players",
           (s."ratingSum"::float8 / nullif(s."ratingCount", 0)) AS "rating",
           coalesce(d."completions", 0)::int AS "recentCompletions",
           coalesce(d."starts", 0)::int AS "recentStarts",
           (s."playTimeSum"::float8 / nullif(s."playTimeCount", 0)) AS "playTime"
    FROM (SELECT 1) AS one
    LEFT JOIN "shared_game_stats" s ON s."gameKey" = ${key}
    LEFT JOIN (SELECT sum("completions") AS "completions", sum("starts") AS "starts" FROM "shared_game_days"
               WHERE "gameKey" = ${key} AND "day" >= ${since}::date) d ON true`);
  return rows[0]!;
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
