// What the library's endpoints answer with.
import type { GameStatus, Priority } from "./limits.ts";

/** One entry per status the game has had, oldest first; `at` is an ISO timestamp. */
interface StatusHistoryEntry {
  status: GameStatus;
  at: string;
}

export interface PlaySessionDto {
  id: string;
  gameId: string;
  /** "YYYY-MM-DD". */
  date: string;
  minutes: number;
  /** minutes / 60, two decimals. */
  hours: number;
  note: string | null;
  createdAt: string;
}

/** POST /api/games/:id/sessions answers the session and the game's new playTime (hours). */
export interface PlaySessionCreated {
  session: PlaySessionDto;
  playTime: number;
}

/** DELETE /api/games/:id/sessions/:sessionId answers the game's new playTime (hours). */
export interface PlaySessionDeleted {
  playTime: number;
}

/**
 * One item of GET /api/games: exactly what a game card shows, newest first, plus what tells copies apart
 * where a game is picked (the catalog game, when it was added). Dates, priority and the other fields of
 * the game are on GET /api/games/:id; a 1,000-game list stays small.
 */
export interface LibraryGameSummary {
  id: string;
  /** For /game/{slug}. */
  slug: string;
  title: string;
  platform: string;
  /** The genre chip: the game's first genre. */
  genre: string | null;
  releaseYear: number | null;
  /** The cover as this origin serves it: the catalog's, or a remote one through /api/games/:id/cover. */
  imageUrl: string | null;
  status: GameStatus;
  rating: number | null;
  /** Hours. */
  playTime: number;
  completed100Percent: boolean;
  achievementsCompleted: number | null;
  totalAchievements: number | null;
  customTags: string[];
  /** The first NOTES_EXCERPT_MAX characters of the notes (ending in "…" when cut): three card lines. Not for editing. */
  notesExcerpt: string | null;
  /** That catalog game's slug: /api/catalog/games/{catalogSlug} has its ratings and related games. */
  catalogSlug: string | null;
  /** ISO timestamp: when it was added to the library. */
  createdAt: string;
  /** ISO timestamp: its last change. */
  updatedAt: string;
  /** "YYYY-MM-DD" of its newest play session; null without one. */
  lastPlayed: string | null;
}

/** GET /api/games/notes-matches: the ids of the caller's games whose notes hold the text (any case). */
export interface NotesMatches {
  ids: string[];
}

/** GET /api/games/:id, GET /api/games/slug/:slug, POST and PUT answers. Dates are "YYYY-MM-DD" or null. */
export interface LibraryGameDto extends Omit<LibraryGameSummary, "notesExcerpt" | "genre" | "lastPlayed"> {
  genres: string[];
  /** The http(s) address the user gave for the cover (what the form shows); null for the catalog's or none. */
  customImageUrl: string | null;
  priority: Priority;
  startDate: string | null;
  completedDate: string | null;
  addedToBacklog: string | null;
  abandonedDate: string | null;
  notes: string | null;
  developer: string | null;
  publisher: string | null;
  description: string | null;
  rawgId: number | null;
  metacritic: number | null;
  /** The catalog game it was added from (null if typed in, or if that catalog row is gone). */
  catalogGameId: number | null;
  statusHistory: StatusHistoryEntry[];
  /**
   * What a change of status would bring back (ADR 017): each value the game's status hid when it changed,
   * the newest kept, dates "YYYY-MM-DD". The form shows them when the player picks a status that shows
   * them. Empty when nothing is kept.
   */
  kept: KeptStatusValues;
  /** Newest first. */
  sessions: PlaySessionDto[];
}

export type KeptStatusValues = Partial<{
  rating: number;
  playTime: number;
  startDate: string;
  completedDate: string;
  completed100Percent: boolean;
  achievementsCompleted: number;
  totalAchievements: number;
  abandonedDate: string;
}>;

/** GET /api/games/stats: the acting user's whole library. */
export interface GameStats {
  totalGames: number;
  completedGames: number;
  backlogCount: number;
  inProgressCount: number;
  abandonedCount: number;
  /** Mean rating over the games that HAVE a rating (any status), one decimal; 0 when none is rated. */
  averageRating: number;
  /** How many games have a rating (the population of averageRating). */
  ratedGames: number;
  /** Sum of playTime over all games (any status), in hours, two decimals. */
  totalPlayTime: number;
  /** Over games with a totalAchievements: the sum of achievementsCompleted (missing counts as 0). */
  totalAchievementsCompleted: number;
  /** Sum of totalAchievements over the games that have one. */
  totalAchievementsAvailable: number;
  /** round(100 × completed / available), 0 when nothing is available. */
  achievementCompletionRate: number;
}
