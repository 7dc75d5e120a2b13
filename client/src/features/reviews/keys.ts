// The reviews' query keys. Every review list lives under ["reviews"], so one invalidation refreshes
// My Reviews, a game's reviews and Likes together. What depends on the library (a game's community
// numbers, the library list the review dialog picks from) lives under the library's prefix ["games"]:
// every library change refreshes it, and so does a review save (it sets the game's rating).
import type { ReviewSort } from "@savepoint/common";
import type { MyReviewsFilter } from "./api.ts";

/** The library's query-key prefix (the games feature's `gameKeys.all`), written here so neither feature imports the other. */
export const LIBRARY_KEY = ["games"] as const;

export const reviewKeys = {
  all: ["reviews"] as const,
  mine: () => [...reviewKeys.all, "mine"] as const,
  minePage: (filter: MyReviewsFilter) => [...reviewKeys.mine(), "pages", filter.sort, filter.gameId ?? "all"] as const,
  allMine: () => [...reviewKeys.mine(), "every"] as const,
  games: () => [...reviewKeys.all, "game"] as const,
  game: (ref: string, sort: ReviewSort) => [...reviewKeys.games(), ref, sort] as const,
  liked: () => [...reviewKeys.all, "liked"] as const,
};

export const communityKeys = {
  all: () => [...LIBRARY_KEY, "community-stats"] as const,
  stats: (ref: string) => [...communityKeys.all(), ref] as const,
  /** The library list as the review dialog reads it. */
  library: () => [...LIBRARY_KEY, "for-reviews"] as const,
};
