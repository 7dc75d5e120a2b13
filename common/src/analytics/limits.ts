// Analytics limits: list lengths and the years the monthly series may be asked for.
export const ANALYTICS_TOP = 5;
export const ANALYTICS_RECENT = 6;
/** Completions per year cover this many most recent years. */
export const COMPLETION_YEARS = 5;
export const ANALYTICS_YEAR_MIN = 1970;
export const ANALYTICS_YEAR_MAX = 2999;
/** The platform of a game with none recorded. */
export const UNKNOWN_PLATFORM = "Unknown";
/** Fewer completions than this in the last 12 months: 'Not enough history yet'. */
export const FORECAST_MIN_COMPLETIONS = 3;
/** The burn-down is drawn over at most this many months. */
export const FORECAST_MAX_MONTHS = 120;
