// Recommendation query keys: everything under ["recommendations"], so adding a game or hiding one
// refreshes every list with one invalidation. `round` counts 'Refresh All' presses: a new round is a
// new key, so each list asks again (with ?refresh=1) when it is next shown.
import type { RecommendationListName } from "./api.ts";

export const recommendationKeys = {
  all: ["recommendations"] as const,
  list: (name: RecommendationListName, round: number) => [...recommendationKeys.all, name, round] as const,
  profile: (round: number) => [...recommendationKeys.all, "profile", round] as const,
};
