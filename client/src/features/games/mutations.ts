// The library's mutations. Each invalidates the whole "games" tree (list, stats, details), so cards,
// counts and stats never disagree after a change.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateGameInput, CreatePlaySessionInput, GameJournalOnDelete, LibraryGameSummary, UpdateGameInput } from "@savepoint/common";
import { gamesApi } from "./api.ts";
import { gameKeys } from "./keys.ts";

function useInvalidateGames() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: gameKeys.all });
}

export function useCreateGame() {
  const invalidate = useInvalidateGames();
  return useMutation({ mutationFn: (body: CreateGameInput) => gamesApi.create(body), onSuccess: invalidate });
}

export function useUpdateGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGameInput }) => gamesApi.update(id, body),
    onSuccess: (game) => {
      // The answer is the saved game: keep it, refresh everything else (lists, stats, its page).
      const saved = gameKeys.detail(game.id);
      qc.setQueryData(saved, game);
      return qc.invalidateQueries({ queryKey: gameKeys.all, predicate: (q) => q.queryKey.join("/") !== saved.join("/") });
    },
  });
}

/**
 * Removes the game from the cached list at once (no reload), then refreshes list and stats, and the
 * journal (its entries became general entries, or were deleted with it).
 */
/**
 * Where the journal keeps its queries (journal/keys.ts). Named here rather than imported: the journal's
 * face would bring its cards and dialog into My Games' first load.
 */
const JOURNAL_QUERIES = ["journal"] as const;

/** Whether `key` is a game page's entry by address (gameKeys.bySlug), which names the slug, not the id. */
const isBySlugKey = (key: readonly unknown[]) => key.length === 3 && key[0] === gameKeys.all[0] && key[1] === gameKeys.bySlug("")[1];

export function useDeleteGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, journal }: { id: string; journal?: GameJournalOnDelete }) => gamesApi.remove(id, journal),
    onMutate: async ({ id }) => {
      await qc.cancelQueries({ queryKey: gameKeys.lists() });
      const previous = qc.getQueryData<LibraryGameSummary[]>(gameKeys.list());
      qc.setQueryData<LibraryGameSummary[]>(gameKeys.list(), (old) => old?.filter((g) => g.id !== id));
      return { previous };
    },
    onError: (err, _vars, ctx) => {
      // A failed delete is logged, and the card comes back so the screen tells the truth.
      console.error("Failed to delete game", err);
      if (ctx?.previous) qc.setQueryData(gameKeys.list(), ctx.previous);
    },
    onSettled: async (_data, _err, { id }) => {
      // The game's own queries (its details, community stats, journal summary and entries: any key naming
      // its id, and its page's entry by address, whose answer is the game) are never asked again: asked,
      // they would answer 404. Those a screen still shows (the game page until the next one loads) stay
      // as they are, and go when it unmounts; the others are dropped.
      const ofGame = (q: { queryKey: readonly unknown[]; state: { data: unknown } }) =>
        q.queryKey.includes(id) || (isBySlugKey(q.queryKey) && (q.state.data as { id?: unknown } | undefined)?.id === id);
      await qc.cancelQueries({ predicate: ofGame });
      qc.removeQueries({ predicate: (q) => ofGame(q) && q.getObserversCount() === 0 });
      const refresh = (prefix: readonly unknown[]) => qc.invalidateQueries({ queryKey: prefix, predicate: (q) => !ofGame(q) });
      await Promise.all([refresh(gameKeys.all), refresh(JOURNAL_QUERIES)]);
    },
  });
}

export function useLogSession() {
  const invalidate = useInvalidateGames();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreatePlaySessionInput }) => gamesApi.addSession(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteSession() {
  const invalidate = useInvalidateGames();
  return useMutation({
    mutationFn: ({ id, sessionId }: { id: string; sessionId: string }) => gamesApi.removeSession(id, sessionId),
    onSuccess: invalidate,
  });
}
