// The reviews' request schemas: the server validates with them, the review dialog resolves with them.
import { z } from "zod";
import { int, text } from "../primitives.ts";
import { DEFAULT_REVIEW_RATING, REVIEW_COMMENT_MAX, REVIEW_SORTS, REVIEW_TEXTS } from "./limits.ts";
import { RATING_MAX, RATING_MIN } from "../games/limits.ts";

const rating = int("Rating", { min: RATING_MIN, max: RATING_MAX, range: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}` });
const comment = text("Review", REVIEW_TEXTS.writeReview)
  .trim()
  .min(1, REVIEW_TEXTS.writeReview)
  .max(REVIEW_COMMENT_MAX, `A review must be at most ${REVIEW_COMMENT_MAX} characters`);
const spoiler = z.boolean({ error: "Spoiler must be true or false" });

/** POST /api/reviews/game/:id. */
export const CreateReviewSchema = z.object({
  rating: rating.default(DEFAULT_REVIEW_RATING),
  comment,
  spoiler: spoiler.default(false),
});
export type CreateReviewInput = z.output<typeof CreateReviewSchema>;

/** PUT /api/reviews/:id: any of the fields. */
export const UpdateReviewSchema = z.object({ rating: rating.optional(), comment: comment.optional(), spoiler: spoiler.optional() });
export type UpdateReviewInput = z.output<typeof UpdateReviewSchema>;

const cursor = text("Cursor", REVIEW_TEXTS.badCursor).regex(/^[A-Za-z0-9_-]{1,400}$/, REVIEW_TEXTS.badCursor);
const sort = z.enum(REVIEW_SORTS, { error: `Sort must be one of ${REVIEW_SORTS.join(", ")}` });
const gameId = text("Game").regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "Game must be a game id");

/** A page of a review list: `cursor` is the previous page's nextCursor. */
export const ReviewListQuerySchema = z.object({ sort: sort.default("newest"), cursor: cursor.optional() });
export type ReviewListQuery = z.output<typeof ReviewListQuerySchema>;

/** GET /api/reviews/user: the list, optionally of one library game. */
export const MyReviewsQuerySchema = ReviewListQuerySchema.extend({ gameId: gameId.optional() });
export type MyReviewsQuery = z.output<typeof MyReviewsQuerySchema>;

/** GET /api/likes: newest like first. */
export const LikesQuerySchema = z.object({ cursor: cursor.optional() });
export type LikesQuery = z.output<typeof LikesQuerySchema>;
