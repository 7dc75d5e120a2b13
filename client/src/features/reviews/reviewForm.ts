// The review form's values, checks (the shared review rules plus 'Please select a game') and what a
// failed save says: the server's message when it explains the refusal, else the spec's failure text.
import { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { CreateReviewSchema, DEFAULT_REVIEW_RATING, REVIEW_TEXTS } from "@savepoint/common";
import { ApiError } from "../../api/client.ts";

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

/**
 * What a failed save shows: a refusal the server explains (not Completed, already reviewed, a field's
 * rule) in its words; anything else (no answer, a server fault) as the spec's failure text.
 */
export function reviewSaveError(err: unknown, mode: "create" | "update"): string {
  const fallback = mode === "create" ? REVIEW_TEXTS.createFailed : REVIEW_TEXTS.updateFailed;
  if (!(err instanceof ApiError) || err.status < 400 || err.status >= 500 || err.code === "http_error") return fallback;
  const issues = err.issues.map((i) => i.message);
  return issues.length > 0 ? issues.join("; ") : err.message;
}

/** 'n/2000 characters'. */
export const counterText = (comment: string, max: number) => `${comment.length}/${max} characters`;
