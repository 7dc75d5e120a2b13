// GET /api/summary: what a home-dashboard widget shows of the caller's library, and the public feeds
// of a user's reviews and completions (GET /api/u/:username/feed.xml and feed.json).
import type { GameStatus } from "./games/limits.ts";

/** Games in progress a summary lists, most recently added first. */
export const SUMMARY_PLAYING_MAX = 5;
/** Items a feed carries (reviews and completions together, newest first). */
export const FEED_ITEMS_MAX = 30;

export interface SummaryGame {
  title: string;
  slug: string;
  platform: string;
  imageUrl: string | null;
}

/** GET /api/summary?tz=: counts by status, what is being played, the last completion, hours this month. */
export interface HomeSummary {
  totalGames: number;
  counts: Record<GameStatus, number>;
  currentlyPlaying: SummaryGame[];
  lastCompleted: (Omit<SummaryGame, "imageUrl"> & { completedDate: string }) | null;
  /** Hours of play sessions logged this calendar month in the caller's time zone, one decimal. */
  hoursThisMonth: number;
  /** The first day of that month (YYYY-MM-DD). */
  monthStart: string;
  /** Games on the wishlist (issue 33): wanted, not owned, so in none of the figures above. */
  wishlist: number;
}

/** The text a feed gives a spoiler review in place of its comment. */
export const FEED_SPOILER_TEXT = "This review contains spoilers: read it on Savepoint.";
