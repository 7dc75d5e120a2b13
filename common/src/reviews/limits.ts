// The reviews' limits and the texts both sides show.

/** A review's text is required after trimming and holds at most this many characters. */
export const REVIEW_COMMENT_MAX = 2000;
/** The rating a new review starts with when its game has none. */
export const DEFAULT_REVIEW_RATING = 5;
/** Reviews per page of every list. */
export const REVIEWS_PAGE_SIZE = 20;
/** The window of a game's recent completions and starts, in days. */
export const COMMUNITY_WINDOW_DAYS = 30;
/**
 * A game's time to beat is shown once this many counted players (ADR 019: never a hidden one) have
 * completed it with play time: fewer would let a reader infer one player's hours.
 */
export const TIME_TO_BEAT_MIN_PLAYERS = 3;

/** newest: by date; rating: highest first; likes ("Most Helpful"): most liked first. Ties: newest first. */
export const REVIEW_SORTS = ["newest", "rating", "likes"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_TEXTS = {
  selectGame: "Please select a game",
  writeReview: "Please write a review",
  notCompleted: "Only completed games can be reviewed: mark the game Completed first",
  alreadyReviewed: "You have already reviewed this game: edit your review instead",
  ownLike: "You cannot like your own review",
  createFailed: "Failed to create review. Please try again.",
  updateFailed: "Failed to update review. Please try again.",
  deleteFailed: "Failed to delete review. Please try again.",
  badCursor: "This page of reviews is no longer valid: start from the first page",
} as const;
