// The reviews contract: limits, texts, request schemas and answers of reviews, likes and a game's
// community numbers.
export {
  COMMUNITY_WINDOW_DAYS,
  TIME_TO_BEAT_MIN_PLAYERS,
  DEFAULT_REVIEW_RATING,
  REVIEW_COMMENT_MAX,
  REVIEW_SORTS,
  REVIEW_TEXTS,
  REVIEWS_PAGE_SIZE,
  type ReviewSort,
} from "./limits.ts";
export {
  CreateReviewSchema,
  LikesQuerySchema,
  MyReviewsQuerySchema,
  ReviewListQuerySchema,
  UpdateReviewSchema,
  type CreateReviewInput,
  type LikesQuery,
  type MyReviewsQuery,
  type ReviewListQuery,
  type UpdateReviewInput,
} from "./schemas.ts";
export type {
  BacklogTimesToBeat,
  TimeToBeat,
  GameCommunityStats,
  GameReviews,
  ReviewAuthor,
  ReviewContext,
  ReviewDto,
  ReviewLikeState,
  ReviewPage,
} from "./dto.ts";
