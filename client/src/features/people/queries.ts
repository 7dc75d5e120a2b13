// The people queries: my profile and privacy, my recent activity, a user's profile, search,
// suggestions, and a user's followers or following (cursor pages).
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { peopleApi, type FollowSide } from "./api.ts";
import { favouriteKeys, peopleKeys } from "./keys.ts";

const nextCursor = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

/** The profile's Recent Activity holds this many events. */
export const RECENT_ACTIVITY = 5;

export const useMyProfile = () => useQuery({ queryKey: peopleKeys.me(), queryFn: ({ signal }) => peopleApi.myProfile(signal) });

export const useBlockedUsers = () => useQuery({ queryKey: peopleKeys.blocks(), queryFn: ({ signal }) => peopleApi.blocks(signal) });
export const usePrivacy = () => useQuery({ queryKey: peopleKeys.privacy(), queryFn: ({ signal }) => peopleApi.privacy(signal) });

export const useMyRecentActivity = () =>
  useQuery({ queryKey: peopleKeys.myActivity(), queryFn: ({ signal }) => peopleApi.myActivity(RECENT_ACTIVITY, signal) });

export const useUserProfile = (username: string) =>
  useQuery({ queryKey: peopleKeys.profile(username), queryFn: ({ signal }) => peopleApi.profile(username, signal), retry: false });

/** A user search by name or username; an empty query waits. */
export function useUserSearch(q: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.search(q),
    queryFn: ({ pageParam, signal }) => peopleApi.search(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    enabled: q !== "",
  });
}

export const useSuggestions = () => useQuery({ queryKey: peopleKeys.suggestions(), queryFn: ({ signal }) => peopleApi.suggestions(signal) });

export function useFollowList(username: string, side: FollowSide) {
  return useInfiniteQuery({
    queryKey: peopleKeys.list(username, side),
    queryFn: ({ pageParam, signal }) => peopleApi.list(username, side, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
  });
}

export const useMyFavourites = () => useQuery({ queryKey: favouriteKeys.mine(), queryFn: ({ signal }) => peopleApi.favourites(signal) });

/** My library, for the favourites' picker (`enabled` once it opens). */
export const useLibraryForFavourites = (enabled = true) =>
  useQuery({ queryKey: favouriteKeys.library(), queryFn: ({ signal }) => peopleApi.library(signal), enabled });
