// The reviews' queries: my reviews (a page at a time, or all of them), a game's reviews (cursor
// pages), the reviews I liked, a game's community numbers, and the library the review dialog picks from.
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ReviewSort } from "@savepoint/common";
import { reviewsApi, type MyReviewsFilter } from "./api.ts";
import { communityKeys, reviewKeys } from "./keys.ts";

const nextCursor = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

/** My Reviews: server-sorted pages, optionally of one game; `data.pages.flatMap(p => p.items)`. */
export function useMyReviews(filter: MyReviewsFilter) {
  return useInfiniteQuery({
    queryKey: reviewKeys.minePage(filter),
    queryFn: ({ pageParam, signal }) => reviewsApi.mine(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
}

/** Every review of mine, newest first (which games have one: the dialog's picker, the game filter). */
export function useAllMyReviews() {
  return useQuery({ queryKey: reviewKeys.allMine(), queryFn: ({ signal }) => reviewsApi.allMine(signal) });
}

/**
 * A game's reviews: `pages[0].mine` is the caller's own review (null when none), `pages[0].total`
 * how many others wrote; the others' reviews are `pages.flatMap(p => p.items)`. `ref` is a library
 * game id, a library slug or a catalog slug; null waits.
 */
export function useGameReviews(ref: string | null, sort: ReviewSort = "newest") {
  return useInfiniteQuery({
    queryKey: reviewKeys.game(ref ?? "", sort),
    queryFn: ({ pageParam, signal }) => reviewsApi.forGame(ref!, sort, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    enabled: ref !== null,
  });
}

/** Likes: the reviews I liked, newest like first. */
export function useLikedReviews() {
  return useInfiniteQuery({
    queryKey: reviewKeys.liked(),
    queryFn: ({ pageParam, signal }) => reviewsApi.liked(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
}

/** A game's community numbers (`ref` as for useGameReviews; null waits). */
export function useCommunityStats(ref: string | null) {
  return useQuery({
    queryKey: communityKeys.stats(ref ?? ""),
    queryFn: ({ signal }) => reviewsApi.communityStats(ref!, signal),
    enabled: ref !== null,
  });
}

/** The caller's library list (the review dialog offers its COMPLETED games). */
export function useLibraryForReviews(enabled = true) {
  return useQuery({ queryKey: communityKeys.library(), queryFn: ({ signal }) => reviewsApi.library(signal), enabled });
}
