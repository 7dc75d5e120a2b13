// The library's limits and enumerations: what the game form offers and the server enforces.

export const GAME_STATUSES = ["BACKLOG", "IN_PROGRESS", "COMPLETED", "ABANDONED"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const DEFAULT_GAME_STATUS: GameStatus = "IN_PROGRESS";

export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = "medium";

/** The earliest release year (and the earliest year of any date field). */
export const RELEASE_YEAR_MIN = 1900;
/** Next year, evaluated on each call (a long-running server crosses New Year). */
export const releaseYearMax = () => new Date().getFullYear() + 1;
/** A rating is a whole number from RATING_MIN to RATING_MAX. */
export const RATING_MIN = 1;
export const RATING_MAX = 10;
/** Play time in hours. The form's step is not enforced by the server (sessions produce fractions). */
export const PLAY_TIME_STEP = 0.5;
export const PLAY_TIME_MAX = 100_000;
/** Characters of a title and of the notes. */
export const TITLE_MAX = 200;
export const NOTES_MAX = 10_000;
/**
 * The list's notes excerpt is at most this many characters (a longer note ends with "…"): a card clamps
 * notes to three lines, about 80 characters on a phone and 130 on the widest card.
 */
export const NOTES_EXCERPT_MAX = 140;
/** How many genres a game may have, and how many characters each may have. */
export const GENRE_LIMITS = { max: 20, maxChars: 60 } as const;
/** The same for custom tags. */
export const TAG_LIMITS = { max: 30, maxChars: 40 } as const;
/** The largest achievement count (completed or total). */
export const ACHIEVEMENTS_MAX = 100_000;
/** A play session lasts at most a day; its note stays short. */
export const SESSION_MINUTES_MAX = 24 * 60;
export const SESSION_NOTE_MAX = 500;

/** Which date a status fills when a game enters it with that date empty. */
export const STATUS_DATE_FIELD = {
  IN_PROGRESS: "startDate",
  COMPLETED: "completedDate",
  BACKLOG: "addedToBacklog",
  ABANDONED: "abandonedDate",
} as const satisfies Record<GameStatus, string>;
