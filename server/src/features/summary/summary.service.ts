// The home-dashboard summary of one user's library, from the games and analytics features' answers
// (both cached per library version): counts by status, the games in progress, the last completion and
// the hours of play sessions logged this calendar month in the caller's time zone.
import { SUMMARY_PLAYING_MAX, type AnalyticsQuery, type GameStatus, type HomeSummary, type LibraryGameSummary } from "@savepoint/common";
import type { AnalyticsService } from "../analytics/index.ts";
import type { GamesService } from "../games/index.ts";
import type { WishlistService } from "../wishlist/index.ts";

interface Actor {
  id: string;
}

export interface SummaryService {
  summary(actor: Actor, query: AnalyticsQuery): Promise<HomeSummary>;
}

interface SummaryDeps {
  games: Pick<GamesService, "stats" | "listBody">;
  analytics: Pick<AnalyticsService, "completed" | "playCalendar">;
  /** The wishlist's size, shown apart: a wish is not a library game and counts in none of the figures. */
  wishlist: Pick<WishlistService, "count">;
}

export function createSummaryService({ games, analytics, wishlist }: SummaryDeps): SummaryService {
  return {
    async summary(actor, query) {
      const [stats, playing, completed, calendar, wished] = await Promise.all([
        games.stats(actor),
        games.listBody(actor, "IN_PROGRESS", false),
        analytics.completed(actor, query),
        analytics.playCalendar(actor, query),
        wishlist.count(actor),
      ]);
      const counts: Record<GameStatus, number> = {
        BACKLOG: stats.backlogCount,
        IN_PROGRESS: stats.inProgressCount,
        COMPLETED: stats.completedGames,
        ABANDONED: stats.abandonedCount,
      };
      // The in-progress list is newest first, as My Games shows it.
      const cards = JSON.parse(playing.body.toString("utf8")) as LibraryGameSummary[];
      const last = completed.recent[0];
      const monthStart = `${calendar.today.slice(0, 7)}-01`;
      const minutes = calendar.days.filter((d) => d.date >= monthStart).reduce((sum, d) => sum + d.minutes, 0);
      return {
        totalGames: stats.totalGames,
        counts,
        currentlyPlaying: cards.slice(0, SUMMARY_PLAYING_MAX).map((g) => ({ title: g.title, slug: g.slug, platform: g.platform, imageUrl: g.imageUrl })),
        lastCompleted: last ? { title: last.title, slug: last.slug, platform: last.platform, completedDate: last.completedDate } : null,
        hoursThisMonth: Math.round(minutes / 6) / 10,
        monthStart,
        wishlist: wished,
      };
    },
  };
}
