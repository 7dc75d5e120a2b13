// The activity page's and the community page's queries: cursor-paged feeds and the side panels.
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { communityApi, type FeedQuery } from "./api.ts";
import { activityKeys, feedKeys } from "./keys.ts";

const nextCursor = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;
/** Events come from every other screen (and other people): each visit reads afresh, showing what it had meanwhile. */
const FRESH = { staleTime: 0 } as const;

/** My events, newest first; `data.pages.flatMap(p => p.items)`. */
export function useMyActivity() {
  return useInfiniteQuery({
    queryKey: activityKeys.mine(),
    queryFn: ({ pageParam, signal }) => communityApi.mine(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    ...FRESH,
  });
}

/** The community feed, filtered, sorted and scoped by the server; the previous list stays while another loads. */
export function useCommunityFeed(q: FeedQuery) {
  return useInfiniteQuery({
    queryKey: feedKeys.feed(q),
    queryFn: ({ pageParam, signal }) => communityApi.feed(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export const useCommunityStats = () => useQuery({ queryKey: feedKeys.stats(), queryFn: ({ signal }) => communityApi.stats(signal), ...FRESH });
export const useTopReviews = () => useQuery({ queryKey: feedKeys.topReviews(), queryFn: ({ signal }) => communityApi.topReviews(signal), ...FRESH });
export const useCurrentlyPlaying = () => useQuery({ queryKey: feedKeys.playing(), queryFn: ({ signal }) => communityApi.playing(signal), ...FRESH });
export const useRecentCompletions = () => useQuery({ queryKey: feedKeys.completions(), queryFn: ({ signal }) => communityApi.completions(signal), ...FRESH });
