// The analytics' one lean query: a row per library game with only what the figures read, its hours
// and its backlog progression worked out in SQL.
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
  imageUrl: string | null;
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

/**
 * The user's library, newest addition first (the order of the card list). The rows come as one JSON
 * text (json_agg keeps the subquery's order): one value to decode instead of seventeen per game.
 */
export async function analyticsRows(db: Sql, userId: string): Promise<AnalyticsRow[]> {
  const [row] = await db.$queryRaw<{ body: string }[]>(Prisma.sql`
    SELECT coalesce(json_agg(r), '[]'::json)::text AS "body" FROM (
    SELECT g."id"::text AS "id", g."title", g."slug", g."platform", g."genres", g."status", g."rating",
           GREATEST(g."playTime", coalesce(s."minutes", 0) / 60.0)::float8 AS "hours",
           coalesce(s."minutes", 0)::float8 AS "sessionMinutes",
           g."imageUrl",
           to_char(g."startDate", 'YYYY-MM-DD')      AS "startDate",
           to_char(g."completedDate", 'YYYY-MM-DD')  AS "completedDate",
           to_char(g."addedToBacklog", 'YYYY-MM-DD') AS "addedToBacklog",
           to_char(g."abandonedDate", 'YYYY-MM-DD')  AS "abandonedDate",
           g."achievementsCompleted", g."totalAchievements",
           ${progressed("IN_PROGRESS")} AS "backlogToInProgress",
           ${progressed("COMPLETED")} AS "backlogToCompleted"
    FROM "library_games" g
    LEFT JOIN (
      SELECT "gameId", sum("minutes")::float8 AS "minutes" FROM "play_sessions" WHERE "userId" = ${userId}::uuid GROUP BY "gameId"
    ) s ON s."gameId" = g."id"
    WHERE g."userId" = ${userId}::uuid
    ORDER BY g."createdAt" DESC, g."id" DESC) r`);
  return JSON.parse(row!.body) as AnalyticsRow[];
}

export interface SessionRow {
  gameId: string;
  date: string;
  minutes: number;
}

/** The user's play sessions dated in `year`. */
export function sessionsOfYear(db: Sql, userId: string, year: number): Promise<SessionRow[]> {
  return db.$queryRaw<SessionRow[]>(Prisma.sql`
    SELECT "gameId"::text AS "gameId", to_char("date", 'YYYY-MM-DD') AS "date", "minutes"
    FROM "play_sessions"
    WHERE "userId" = ${userId}::uuid AND "date" >= make_date(${year}::int, 1, 1) AND "date" < make_date(${year}::int + 1, 1, 1)
    ORDER BY "date", "createdAt"`);
}
