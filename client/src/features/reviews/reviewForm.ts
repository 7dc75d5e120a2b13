// The review form's values and checks (the shared review rules plus 'Please select a game'). This is
// where the review code meets zod: only the review dialog and the game form's review check load it.
import { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { CreateReviewSchema, DEFAULT_REVIEW_RATING, REVIEW_TEXTS } from "@savepoint/common";

export interface ReviewFormValues {
  /** The library game reviewed ("" until one is chosen). */
  gameId: string;
  rating: number;
  comment: string;
  spoiler: boolean;
}

export const reviewFormSchema = z.object({
  gameId: z.string().min(1, REVIEW_TEXTS.selectGame),
  rating: CreateReviewSchema.shape.rating.unwrap(),
  comment: CreateReviewSchema.shape.comment,
  spoiler: z.boolean(),
});
export type ReviewFormOutput = z.output<typeof reviewFormSchema>;

export const reviewFormResolver = zodResolver(reviewFormSchema) as unknown as Resolver<ReviewFormValues, unknown, ReviewFormOutput>;

/** The stars a review of this game starts with: the game's own rating, or the default. */
export const presetRating = (game: { rating: number | null } | undefined): number => game?.rating ?? DEFAULT_REVIEW_RATING;
