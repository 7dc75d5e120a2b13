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

/**
 * The progress values that belong to a status (ADR 017). The Add/Edit Game form shows a field only for the
 * statuses listed here, and a library row holds a value only while its status shows it (the database
 * checks it): a status change moves what the new status hides into the status history entry of the change,
 * and a later change to a status that shows it again brings it back.
 */
export const STATUS_FIELDS = [
  "rating",
  "playTime",
  "startDate",
  "completedDate",
  "completed100Percent",
  "achievementsCompleted",
  "totalAchievements",
  "abandonedDate",
] as const;
export type StatusField = (typeof STATUS_FIELDS)[number];

const PLAYED: readonly StatusField[] = ["rating", "playTime", "startDate"];
export const STATUS_SHOWS: Record<GameStatus, readonly StatusField[]> = {
  BACKLOG: [],
  IN_PROGRESS: PLAYED,
  ABANDONED: [...PLAYED, "abandonedDate"],
  COMPLETED: [...PLAYED, "completedDate", "completed100Percent", "achievementsCompleted", "totalAchievements"],
};

/** Whether a status shows (and keeps) a field. */
export const statusShows = (status: GameStatus, field: StatusField): boolean => STATUS_SHOWS[status].includes(field);

/** A field's value when its status does not hold it. */
export const EMPTY_STATUS_VALUE: Record<StatusField, null | 0 | false> = {
  rating: null,
  playTime: 0,
  startDate: null,
  completedDate: null,
  completed100Percent: false,
  achievementsCompleted: null,
  totalAchievements: null,
  abandonedDate: null,
};

/** How a field is named in a message ("Rating is not kept for a Backlog game"). */
export const STATUS_FIELD_LABEL: Record<StatusField, string> = {
  rating: "Rating",
  playTime: "Play time",
  startDate: "Start date",
  completedDate: "Completion date",
  completed100Percent: "100% Completed",
  achievementsCompleted: "Achievements completed",
  totalAchievements: "Total achievements",
  abandonedDate: "Abandoned date",
};
const STATUS_NAME: Record<GameStatus, string> = { BACKLOG: "Backlog", IN_PROGRESS: "In Progress", COMPLETED: "Completed", ABANDONED: "Abandoned" };
export const hiddenFieldMessage = (field: StatusField, status: GameStatus) => `${STATUS_FIELD_LABEL[field]} is not kept for a ${STATUS_NAME[status]} game`;
/** The same conflict said on the status, when the request sets it: "A Backlog game keeps no rating or play time". */
export const statusHidesMessage = (status: GameStatus, fields: readonly StatusField[]) => {
  const names = fields.map((f) => STATUS_FIELD_LABEL[f].toLowerCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names[0];
  return `A ${STATUS_NAME[status]} game keeps no ${list}`;
};
