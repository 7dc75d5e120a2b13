// The analytics' one lean query: a row per library game with only what the figures read, its hours,
// its sessions by day and its backlog progression worked out in SQL.
import type { GameStatus } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";

type Sql = Pick<Db, "$queryRaw">;

export interface AnalyticsRow {
  id: string;
  title: string;
  slug: string;
  platform: string;
  genres: string[];
  status: GameStatus;
  rating: number | null;
  /** The larger of the game's play time and its logged sessions' (sessions add to play time). */
  hours: number;
  /** Minutes of the game's logged sessions (0 when none were logged). */
  sessionMinutes: number;
  /** The game's sessions as [calendar day, minutes], by day then by when they were logged. */
  sessions: [string, number][];
  imageUrl: string | null;
  /** When the game was added (microseconds, sortable as text): the rows' order with the id. */
  addedAt: string;
  startDate: string | null;
  completedDate: string | null;
  addedToBacklog: string | null;
  abandonedDate: string | null;
  achievementsCompleted: number | null;
  totalAchievements: number | null;
  /** A BACKLOG entry of the status history followed later by IN_PROGRESS / by COMPLETED. */
  backlogToInProgress: boolean;
  backlogToCompleted: boolean;
}

/** Whether a BACKLOG entry of game g's history is followed later by an entry with `status`. */
const progressed = (status: GameStatus) => Prisma.sql`EXISTS (
  SELECT 1 FROM "game_status_history" b
  JOIN "game_status_history" l ON l."gameId" = b."gameId" AND l."at" > b."at" AND l."status" = ${status}
  WHERE b."gameId" = g."id" AND b."status" = 'BACKLOG')`;

export interface AnalyticsRead {
  /** The user's library version the rows are as of (read in the same statement). */
  version: number;
  /** The user's games now (the rows read plus the unchanged ones kept, when nothing was deleted). */
  count: number;
  rows: AnalyticsRow[];
}

/**
 * The user's library games written after library version `since` (all of them when `since` is below
 * 0), newest addition first (the order of the card list), with the library's version and game count
 * as of the same snapshot. The rows come as one JSON text (json_agg keeps the subquery's order): one
 * value to decode instead of twenty per game.
 */
export async function analyticsRows(db: Sql, userId: string, since = -1): Promise<AnalyticsRead> {
  const [row] = await db.$queryRaw<{ body: string }[]>(Prisma.sql`
    SELECT json_build_object(
      'version', coalesce((SELECT "version" FROM "library_versions" WHERE "userId" = ${userId}::uuid), 0),
      'count', coalesce((SELECT "games" FROM "library_versions" WHERE "userId" = ${userId}::uuid), 0),
      'rows', coalesce(json_agg(r), '[]'::json))::text AS "body" FROM (
    SELECT g."id"::text AS "id", g."title", g."slug", g."platform", g."genres", g."status", g."rating",
           GREATEST(g."playTime", coalesce(s."minutes", 0) / 60.0)::float8 AS "hours",
           coalesce(s."minutes", 0)::float8 AS "sessionMinutes",
           coalesce(s."list", '[]'::json) AS "sessions",
           g."imageUrl",
           to_char(g."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.US') AS "addedAt",
           to_char(g."startDate", 'YYYY-MM-DD')      AS "startDate",
           to_char(g."completedDate", 'YYYY-MM-DD')  AS "completedDate",
           to_char(g."addedToBacklog", 'YYYY-MM-DD') AS "addedToBacklog",
           to_char(g."abandonedDate", 'YYYY-MM-DD')  AS "abandonedDate",
           g."achievementsCompleted", g."totalAchievements",
           ${progressed("IN_PROGRESS")} AS "backlogToInProgress",
           ${progressed("COMPLETED")} AS "backlogToCompleted"
    FROM "library_games" g
    LEFT JOIN LATERAL (
      SELECT sum(p."minutes")::float8 AS "minutes",
             json_agg(json_build_array(to_char(p."date", 'YYYY-MM-DD'), p."minutes") ORDER BY p."date", p."createdAt", p."id") AS "list"
      FROM "play_sessions" p WHERE p."gameId" = g."id" AND p."userId" = g."userId"
    ) s ON true
    WHERE g."userId" = ${userId}::uuid AND g."rowVersion" > ${since}::int
    ORDER BY g."createdAt" DESC, g."id" DESC) r`);
  return JSON.parse(row!.body) as AnalyticsRead;
}

/** The ids of the user's library games. */
export async function libraryIds(db: Sql, userId: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`SELECT "id"::text AS "id" FROM "library_games" WHERE "userId" = ${userId}::uuid`);
  return rows.map((r) => r.id);
}
