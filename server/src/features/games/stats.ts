// Library numbers: one user's game stats (one aggregate query) and the instance-wide landing-page
// contribution (games tracked, ratings, most-added catalog games of the last 30 days).
import type { GameStats, InstanceStats } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { StatsContributor } from "../instance/instance.service.ts";
import { coverPath } from "../catalog/catalog.presenter.ts";

interface StatsRow {
  total: number;
  backlog: number;
  inProgress: number;
  completed: number;
  abandoned: number;
  rated: number;
  ratingSum: number;
  playTime: number;
  achDone: number;
  achTotal: number;
}

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** Every figure of GameStats in one pass over the user's rows (the userId index). */
export async function queryGameStats(prisma: Pick<Db, "$queryRaw">, userId: string): Promise<GameStats> {
  const rows = await prisma.$queryRaw<StatsRow[]>(Prisma.sql`
    SELECT count(*)::int                                              AS "total",
           count(*) FILTER (WHERE "status" = 'BACKLOG')::int           AS "backlog",
           count(*) FILTER (WHERE "status" = 'IN_PROGRESS')::int       AS "inProgress",
           count(*) FILTER (WHERE "status" = 'COMPLETED')::int         AS "completed",
           count(*) FILTER (WHERE "status" = 'ABANDONED')::int         AS "abandoned",
           count("rating")::int                                        AS "rated",
           coalesce(sum("rating"), 0)::float8                          AS "ratingSum",
           coalesce(sum("playTime"), 0)::float8                        AS "playTime",
           coalesce(sum(LEAST(coalesce("achievementsCompleted", 0), "totalAchievements"))
                    FILTER (WHERE "totalAchievements" IS NOT NULL), 0)::float8 AS "achDone",
           coalesce(sum("totalAchievements"), 0)::float8               AS "achTotal"
    FROM "library_games"
    WHERE "userId" = ${userId}::uuid`);
  const r = rows[0]!;
  return {
    totalGames: r.total,
    completedGames: r.completed,
    backlogCount: r.backlog,
    inProgressCount: r.inProgress,
    abandonedCount: r.abandoned,
    averageRating: r.rated > 0 ? round(r.ratingSum / r.rated, 1) : 0,
    ratedGames: r.rated,
    totalPlayTime: round(r.playTime, 2),
    totalAchievementsCompleted: r.achDone,
    totalAchievementsAvailable: r.achTotal,
    achievementCompletionRate: r.achTotal > 0 ? Math.round((100 * r.achDone) / r.achTotal) : 0,
  };
}

export const TRENDING_DAYS = 30;
export const TRENDING_LIMIT = 4;

interface TrendingRow {
  slug: string;
  title: string;
  platforms: string[];
  year: number | null;
  series: string | null;
  coverUrl: string | null;
  adds: number;
}

/**
 * The landing page's library numbers: gamesTracked (library games), ratings (rated library games) and
 * trending (catalog games added by the most users in the last 30 days, top 4). The instance service
 * caches the result for 30 s.
 */
export function libraryInstanceStats(prisma: Db): StatsContributor {
  return async (): Promise<Pick<InstanceStats, "gamesTracked" | "ratings" | "trending">> => {
    const counts = await prisma.$queryRaw<{ games: number; ratings: number }[]>(
      Prisma.sql`SELECT count(*)::int AS "games", count("rating")::int AS "ratings" FROM "library_games"`,
    );
    const trending = await prisma.$queryRaw<TrendingRow[]>(Prisma.sql`
      SELECT c."slug", c."title", c."platforms", c."year", c."series", c."coverUrl", count(DISTINCT g."userId")::int AS "adds"
      FROM "library_games" g
      JOIN "catalog_games" c ON c."id" = g."catalogGameId"
      WHERE g."createdAt" >= (now() AT TIME ZONE 'UTC') - make_interval(days => ${TRENDING_DAYS}::int)
        AND NOT c."hidden"
      GROUP BY c."id"
      ORDER BY "adds" DESC, max(g."createdAt") DESC, c."title" ASC
      LIMIT ${TRENDING_LIMIT}::int`);
    return {
      gamesTracked: counts[0]?.games ?? 0,
      ratings: counts[0]?.ratings ?? 0,
      trending: trending.map((t) => ({
        title: t.title,
        slug: t.slug,
        platform: t.platforms[0] ?? null,
        imageUrl: coverPath(t),
        adds: t.adds,
      })),
    };
  };
}
