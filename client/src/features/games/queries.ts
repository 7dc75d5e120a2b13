// The library's queries: the list, the stats and one game (by id or by slug).
import { useCallback } from "react";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BacklogTimesToBeat, TimeToBeat } from "@savepoint/common";
import { gamesApi } from "./api.ts";
import { gameKeys } from "./keys.ts";

/** The library list My Games shows (also read by the Add Game dialog's copy check). */
export const gamesListQuery = () => queryOptions({ queryKey: gameKeys.list(), queryFn: ({ signal }) => gamesApi.list(signal) });

export function useGamesList() {
  return useQuery(gamesListQuery());
}

export function useGameStats() {
  return useQuery({ queryKey: gameKeys.stats(), queryFn: ({ signal }) => gamesApi.stats(signal) });
}

/**
 * How long players here took to beat one of the backlog games: every backlog card shares one request
 * for them all (other players' completions change it, so it is asked again after a minute). The select
 * is kept per game, so a card's render does not search the answer again.
 */
export function useBacklogTimeToBeat(gameId: string) {
  const select = useCallback((r: BacklogTimesToBeat): TimeToBeat | null => r.items.find((i) => i.gameId === gameId)?.timeToBeat ?? null, [gameId]);
  return useQuery({ queryKey: gameKeys.timesToBeat(), queryFn: ({ signal }) => gamesApi.timesToBeat(signal), staleTime: 60_000, select });
}

export function useGame(id: string | null) {
  return useQuery({
    queryKey: gameKeys.detail(id ?? ""),
    queryFn: ({ signal }) => gamesApi.get(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The game page's copy; it also fills the by-id entry, so Edit opens on it without a spinner. */
export function useLibraryGameBySlug(slug: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: gameKeys.bySlug(slug),
    queryFn: async ({ signal }) => {
      const game = await gamesApi.bySlug(slug, signal);
      qc.setQueryData(gameKeys.detail(game.id), game);
      return game;
    },
    staleTime: 0,
  });
}

/** The ids of the games whose whole notes hold the search text (asked once the text has 3 characters). */
export function useNotesMatches(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: gameKeys.notes(text),
    queryFn: ({ signal }) => gamesApi.notesMatches(text, signal).then((r) => new Set(r.ids)),
    enabled: text.length >= 3,
    staleTime: 30_000,
  });
}
