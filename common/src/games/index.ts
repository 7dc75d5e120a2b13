// The "My Games" library contract: limits, request schemas and answers, shared by the client's forms
// and the server's validation.
export {
  DEFAULT_GAME_STATUS,
  DEFAULT_PRIORITY,
  GAME_STATUSES,
  GENRE_LIMITS,
  NOTES_EXCERPT_MAX,
  NOTES_MAX,
  PLAY_TIME_STEP,
  PRIORITIES,
  RATING_MAX,
  RATING_MIN,
  RELEASE_YEAR_MIN,
  SESSION_MINUTES_MAX,
  SESSION_NOTE_MAX,
  STATUS_DATE_FIELD,
  STATUS_FIELDS,
  STATUS_FIELD_LABEL,
  STATUS_SHOWS,
  EMPTY_STATUS_VALUE,
  hiddenFieldMessage,
  statusShows,
  type StatusField,
  TAG_LIMITS,
  TITLE_MAX,
  releaseYearMax,
  type GameStatus,
  type Priority,
} from "./limits.ts";
export { withGenreAlias } from "./preprocess.ts";
export {
  ACHIEVEMENTS_OVER_TOTAL_MESSAGE,
  COMPLETED_BEFORE_START_MESSAGE,
  SESSION_ON_BACKLOG_MESSAGE,
  CreateGameSchema,
  CreatePlaySessionSchema,
  GamesQuerySchema,
  UpdateGameSchema,
  type CreateGameInput,
  type CreatePlaySessionInput,
  type UpdateGameInput,
} from "./schemas.ts";
export type { GameStats, KeptStatusValues, LibraryGameDto, LibraryGameSummary, PlaySessionCreated, PlaySessionDeleted, PlaySessionDto } from "./dto.ts";
