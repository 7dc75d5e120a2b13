// The recommendations contract: limits, texts, request schemas and the answers.
export {
  CARD_GENRES_MAX,
  MATCH_BANDS,
  REASON_TEXTS,
  RECOMMENDATION_LIST_MAX,
  RECOMMENDATION_TABS,
  RECOMMENDATION_TEXTS,
  SIMILAR_MAX_SOURCES,
  SIMILAR_MIN_LIBRARY,
  SIMILAR_MIN_PER_SOURCE,
  TOP_GENRES_MAX,
  TOP_PLATFORMS_MAX,
  TRENDING_MIN_RATING,
  TRENDING_WINDOW_MONTHS,
  UNDERRATED_MAX_TRACKED,
  UNDERRATED_MIN_METACRITIC,
  UNDERRATED_MIN_RATING,
  UNKNOWN_CARD_PLATFORM,
  UNKNOWN_GENRE,
  VARIETY_MAX_PER_COMPANY,
  VARIETY_MAX_PER_SERIES,
  matchBand,
  type MatchBand,
  type RecommendationTab,
} from "./limits.ts";
export { DismissParamsSchema, RecommendationsQuerySchema, SimilarParamsSchema, type DismissParams, type RecommendationsQuery } from "./schemas.ts";
export type { DismissedState, RecommendationCard, RecommendationList, SimilarRecommendations, SimilarSource, TasteProfile, TrendingBasis, TrendingList } from "./dto.ts";
