// The journal's queries: the filtered list (cursor pages), the facets of a scope, one game's entries,
// the games with entries, a game's summary, the categories, and the library the entry dialog picks from.
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { journalApi, type JournalFilter, type JournalScope } from "./api.ts";
import { journalKeys } from "./keys.ts";

/**
 * GET /api/journal, server-filtered and sorted: `data.pages.flatMap(p => p.items)`; `fetchNextPage` for
 * more. While a changed filter loads, the previous answer stays (`isPlaceholderData`).
 */
export function useJournalEntries(filter: JournalFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: journalKeys.list(filter),
    queryFn: ({ pageParam, signal }) => journalApi.list(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The categories, tags and months present in a scope (the filter buttons): once per scope, not per search. */
export function useJournalFacets(scope: JournalScope, enabled = true) {
  return useQuery({ queryKey: journalKeys.facets(scope), queryFn: ({ signal }) => journalApi.facets(scope, signal), enabled });
}

/** Every entry of one library game (null waits). */
export function useGameJournalEntries(gameId: string | null) {
  return useQuery({
    queryKey: journalKeys.gameEntries(gameId ?? ""),
    queryFn: ({ signal }) => journalApi.gameEntries(gameId!, signal),
    enabled: gameId !== null,
  });
}

/** The games with at least one entry, newest entry first. */
export function useJournalGames(enabled = true) {
  return useQuery({ queryKey: journalKeys.games(), queryFn: ({ signal }) => journalApi.games(signal), enabled });
}

/** A game's header and sidebar: the game, total entries, last entry date, streak, categories (null waits). */
export function useJournalGameSummary(gameId: string | null) {
  return useQuery({ queryKey: journalKeys.summary(gameId ?? ""), queryFn: ({ signal }) => journalApi.summary(gameId!, signal), enabled: gameId !== null });
}

/** The caller's categories with their colours and entry counts. */
export function useJournalCategories(enabled = true) {
  return useQuery({ queryKey: journalKeys.categories(), queryFn: ({ signal }) => journalApi.categories(signal), enabled });
}

/** The caller's library list (the entry dialog's game selector). */
export function useJournalLibrary(enabled = true) {
  return useQuery({ queryKey: journalKeys.library(), queryFn: ({ signal }) => journalApi.library(signal), enabled });
}
