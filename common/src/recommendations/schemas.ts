// Recommendation requests: the refresh flag every list takes, a library game's id, and the catalog id
// 'Not interested' names.
import { z } from "zod";

/** `?refresh=1` recomputes instead of answering the cached list ('Refresh All'). */
export const RecommendationsQuerySchema = z.object({
  refresh: z
    .enum(["1", "0", "true", "false"], { error: "refresh must be 1 or 0" })
    .optional()
    .transform((v) => v === "1" || v === "true"),
});

/** A library game's id; the service answers 404 for one that is not the caller's. */
export const SimilarParamsSchema = z.object({ id: z.string() });

/** A catalog game's id (a positive whole number). */
export const DismissParamsSchema = z.object({
  catalogId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .refine((n) => n <= 2_147_483_647),
});

export type RecommendationsQuery = z.output<typeof RecommendationsQuerySchema>;
export type DismissParams = z.output<typeof DismissParamsSchema>;
