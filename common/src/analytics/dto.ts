// Analytics answers. Hours, shares (percent of a total) and average ratings have one decimal; the
// achievement rate is a whole percent. Dates are calendar days (YYYY-MM-DD).
import type { GameStatus } from "../games/limits.ts";

/** A game a figure names. */
export interface AnalyticsGameRef {
  id: string;
  title: string;
  slug: string;
  platform: string;
}

export interface NamedCount {
  name: string;
  count: number;
}

/**
 * How many games have each rating: `byRating` holds every rating from RATING_MIN to RATING_MAX in
 * order (0 games included); the games without a rating are counted apart, never as a bar.
 */
export interface RatingDistribution {
  byRating: { rating: number; games: number }[];
  unrated: number;
}

export interface AnalyticsSummary {
  totalGames: number;
  backlogCount: number;
  inProgressCount: number;
  completedGames: number;
  abandonedCount: number;
  /** Mean rating over rated completed games (0 if none). */
  averageRatingCompleted: number;
  /** Mean rating over every rated game (0 if none). */
  averageRating: number;
  /** Hours of completed games. */
  totalPlayTimeCompleted: number;
  /** Hours of the whole library. */
  totalPlayTime: number;
  /** Games with a BACKLOG entry in their status history followed later by IN_PROGRESS / COMPLETED. */
  backlogProgression: { toInProgress: number; toCompleted: number };
  abandonment: { count: number; averageHours: number; games: (AnalyticsGameRef & { hours: number })[] };
  /** Every status, its count and its share of all games. */
  statusDistribution: { status: GameStatus; count: number; share: number }[];
  playtime: { totalHours: number; byStatus: { status: GameStatus; hours: number }[]; byPlatform: { platform: string; hours: number }[] };
  /** Over games with a known achievement total: achievements earned of all there are. */
  achievements: { games: number; completed: number; total: number; rate: number };
  /** The library's games per rating (1–10) and the unrated ones. */
  ratings: RatingDistribution;
}

export interface MonthlySeries {
  year: number;
  /**
   * January first; each series lists the games (one chart segment each). sessionHours: the minutes of
   * the play sessions dated in the month (by the session's calendar day), summed, then in hours with
   * one decimal.
   */
  months: {
    month: number;
    started: AnalyticsGameRef[];
    completed: AnalyticsGameRef[];
    backlog: AnalyticsGameRef[];
    abandoned: AnalyticsGameRef[];
    sessionHours: number;
  }[];
  /**
   * Hours of play time typed as a game's total beyond its logged sessions, over the whole library, one
   * decimal: they have no date, so no month holds them.
   */
  undatedHours: number;
}

export interface AnalyticsRecentGame extends AnalyticsGameRef {
  imageUrl: string | null;
  status: GameStatus;
  rating: number | null;
}

export interface TotalGamesAnalytics {
  totalGames: number;
  completed: number;
  /** Completed games as a share of all games (0 when there are none). */
  completionRate: number;
  inProgress: number;
  averageRating: number;
  /** Top 5 by count; a game without a platform counts as Unknown. */
  platforms: NamedCount[];
  genres: NamedCount[];
  /** The 6 most recently added. */
  recent: AnalyticsRecentGame[];
}

export interface CompletedAnalytics {
  count: number;
  averageRating: number;
  totalHours: number;
  /** The current calendar year in the caller's time zone, and how many were completed in it. */
  year: number;
  thisYear: number;
  topRated: (AnalyticsGameRef & { rating: number })[];
  longestPlayed: (AnalyticsGameRef & { hours: number })[];
  /** The 5 most recent years with completions, newest first; share of all completed games. */
  timeline: { year: number; count: number; share: number }[];
  recent: AnalyticsCompletion[];
}

export type AnalyticsCompletion = AnalyticsGameRef & { completedDate: string };

/** One calendar year of the library, by the games' calendar days and the sessions logged that year. */
export interface YearInReview {
  year: number;
  started: AnalyticsGameRef[];
  completed: AnalyticsCompletion[];
  abandoned: AnalyticsGameRef[];
  /**
   * Hours played that year: the sessions logged that year, plus the play time of games completed that
   * year that have no logged session at all.
   */
  hoursPlayed: number;
  longestSession: (AnalyticsGameRef & { date: string; minutes: number }) | null;
  /** Top 5 over the games started, completed or abandoned that year. */
  topGenres: NamedCount[];
  topPlatforms: NamedCount[];
  /** Top 5 rated of the games completed that year. */
  bestRated: (AnalyticsGameRef & { rating: number })[];
  /** January first: games started, completed, abandoned and hours of sessions per month. */
  months: { month: number; started: number; completed: number; abandoned: number; sessionHours: number }[];
  firstCompleted: AnalyticsCompletion | null;
  lastCompleted: AnalyticsCompletion | null;
}

/**
 * When the backlog would be cleared at the player's own pace: completions per month over the last 12
 * months (completion dates after the same day a year ago, up to today in the caller's time zone).
 */
export interface BacklogForecast {
  /** Today in the caller's time zone. */
  today: string;
  backlog: number;
  completionsLast12Months: number;
  /** completionsLast12Months / 12, two decimals. */
  completionsPerMonth: number;
  /** Mean hours of the completed games with any play time (null when none has). */
  hoursPerCompletedGame: number | null;
  /**
   * What an 'hours per week' pace divides: each backlog game's time to beat here (its median) where it
   * has one, else hoursPerCompletedGame (null when a game has neither).
   */
  backlogHours: number | null;
  /** The backlog games counted at their time to beat here. */
  timeToBeatGames: number;
  /** False below FORECAST_MIN_COMPLETIONS completions in the last 12 months: no projection then. */
  enoughHistory: boolean;
  monthsToClear: number | null;
  projectedDate: string | null;
  /** The backlog left at the start of each month from this one, down to 0 (at most FORECAST_MAX_MONTHS + 1 points). */
  burnDown: { month: string; remaining: number }[];
}

/** A run of consecutive calendar days with at least one logged play session. */
export interface PlayStreak {
  days: number;
  start: string;
  end: string;
}

/**
 * Play sessions by calendar day over the last 12 months (from the same day a year ago, after it, up
 * to today in the caller's time zone), and the streaks of consecutive session days.
 */
export interface PlayCalendar {
  today: string;
  /** The first day the calendar covers. */
  from: string;
  /** Only the days with sessions, oldest first. */
  days: { date: string; minutes: number }[];
  activeDays: number;
  totalHours: number;
  streaks: {
    /** The run that includes today or yesterday (null when neither had a session). */
    current: PlayStreak | null;
    /** The longest run within the current calendar year (null without sessions that year). */
    longestThisYear: PlayStreak | null;
    /** The longest run ever logged; ties go to the most recent. */
    longestAllTime: PlayStreak | null;
  };
}
