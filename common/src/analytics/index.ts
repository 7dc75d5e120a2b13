// The analytics contract: the time-zone and year queries, list limits, and the answers.
export {
  ANALYTICS_RECENT,
  ANALYTICS_TOP,
  ANALYTICS_YEAR_MAX,
  ANALYTICS_YEAR_MIN,
  COMPLETION_YEARS,
  FORECAST_MAX_MONTHS,
  FORECAST_MIN_COMPLETIONS,
  UNKNOWN_PLATFORM,
} from "./limits.ts";
export { AnalyticsQuerySchema, MonthlyQuerySchema, YearParamsSchema, isTimeZone, type AnalyticsQuery, type MonthlyQuery } from "./schemas.ts";
export type {
  AnalyticsCompletion,
  BacklogForecast,
  PlayCalendar,
  PlayStreak,
  AnalyticsGameRef,
  AnalyticsRecentGame,
  AnalyticsSummary,
  CompletedAnalytics,
  MonthlySeries,
  NamedCount,
  RatingDistribution,
  TotalGamesAnalytics,
  YearInReview,
} from "./dto.ts";
