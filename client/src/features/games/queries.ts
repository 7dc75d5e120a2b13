// Server state of the library and the catalog: one query-key factory, the fetchers and the hooks.
// Every mutation invalidates the whole "games" tree (list, stats, details), so cards, counts and
// stats never disagree after a change.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  CatalogGame,
  CatalogSearchResult,
  GameStats,
  LibraryGameDto,
  LibraryGameSummary,
  PlaySessionCreated,
  PlaySessionDeleted,
} from "@savepoint/common";
import { api, ApiError } from "../../api/client.ts";

export const gameKeys = {
  all: ["games"] as const,
  lists: () => [...gameKeys.all, "list"] as const,
  list: () => [...gameKeys.lists(), "all"] as const,
  stats: () => [...gameKeys.all, "stats"] as const,
  details: () => [...gameKeys.all, "detail"] as const,
  detail: (id: string) => [...gameKeys.details(), id] as const,
  bySlug: (slug: string) => [...gameKeys.all, "slug", slug] as const,
};

export const catalogKeys = {
  all: ["catalog"] as const,
  search: (q: string) => [...catalogKeys.all, "search", q] as const,
  game: (slug: string) => [...catalogKeys.all, "game", slug] as const,
  related: (slug: string) => [...catalogKeys.all, "related", slug] as const,
};

const enc = encodeURIComponent;

export const gamesApi = {
  list: (signal?: AbortSignal) => api.get<LibraryGameSummary[]>("/games", { signal }),
  stats: (signal?: AbortSignal) => api.get<GameStats>("/games/stats", { signal }),
  get: (id: string, signal?: AbortSignal) => api.get<LibraryGameDto>(`/games/${enc(id)}`, { signal }),
  /** The user's copy of a game, or a 404 ApiError (raised here: the server answers `{ game: null }`). */
  bySlug: (slug: string, signal?: AbortSignal) =>
    api.get<{ game: LibraryGameDto | null }>(`/games/lookup/${enc(slug)}`, { signal }).then((r) => {
      if (!r.game) throw new ApiError(404, "not_found", "Game not found");
      return r.game;
    }),
  create: (body: Record<string, unknown>) => api.post<LibraryGameDto>("/games", body),
  update: (id: string, body: Record<string, unknown>) => api.put<LibraryGameDto>(`/games/${enc(id)}`, body),
  remove: (id: string) => api.del(`/games/${enc(id)}`),
  addSession: (id: string, body: { date: string; minutes: number; note: string | null }) =>
    api.post<PlaySessionCreated>(`/games/${enc(id)}/sessions`, body),
  removeSession: (id: string, sessionId: string) => api.del<PlaySessionDeleted>(`/games/${enc(id)}/sessions/${enc(sessionId)}`),
};

export const catalogApi = {
  search: (q: string, signal?: AbortSignal) =>
    api.get<{ results: CatalogSearchResult[] }>(`/catalog/search?q=${enc(q)}`, { signal }).then((r) => r.results),
  game: (slug: string, signal?: AbortSignal) => api.get<CatalogGame>(`/catalog/games/${enc(slug)}`, { signal }),
  related: (slug: string, signal?: AbortSignal) =>
    api.get<{ results: CatalogSearchResult[] }>(`/catalog/games/${enc(slug)}/related`, { signal }).then((r) => r.results),
  /** The achievement total for a title on a platform; null when the catalog has none (a 404). */
  achievements: async (title: string, platform: string): Promise<number | null> => {
    try {
      const r = await api.get<{ totalAchievements: number }>(`/catalog/achievements?title=${enc(title)}&platform=${enc(platform)}`);
      return r.totalAchievements;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
};

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

// --- queries ---------------------------------------------------------------------------------------

export function useGamesList() {
  return useQuery({ queryKey: gameKeys.list(), queryFn: ({ signal }) => gamesApi.list(signal) });
}

export function useGameStats() {
  return useQuery({ queryKey: gameKeys.stats(), queryFn: ({ signal }) => gamesApi.stats(signal) });
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

const catalogGameQuery = (slug: string) => ({
  queryKey: catalogKeys.game(slug),
  queryFn: ({ signal }: { signal?: AbortSignal }) => catalogApi.game(slug, signal),
  staleTime: 10 * 60_000,
});

export function useCatalogGame(slug: string | null, enabled = true) {
  return useQuery({ ...catalogGameQuery(slug ?? ""), enabled: enabled && slug !== null });
}

export function useRelatedGames(slug: string | null) {
  return useQuery({
    queryKey: catalogKeys.related(slug ?? ""),
    queryFn: ({ signal }) => catalogApi.related(slug!, signal),
    enabled: slug !== null,
    staleTime: 10 * 60_000,
  });
}

export function fetchCatalogGame(qc: QueryClient, slug: string) {
  return qc.fetchQuery(catalogGameQuery(slug));
}

// --- mutations -------------------------------------------------------------------------------------

function useInvalidateGames() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: gameKeys.all });
}

export function useCreateGame() {
  const invalidate = useInvalidateGames();
  return useMutation({ mutationFn: (body: Record<string, unknown>) => gamesApi.create(body), onSuccess: invalidate });
}

export function useUpdateGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) => gamesApi.update(id, body),
    onSuccess: (game) => {
      // The answer is the saved game: keep it, refresh everything else (lists, stats, its page).
      const saved = gameKeys.detail(game.id);
      qc.setQueryData(saved, game);
      return qc.invalidateQueries({ queryKey: gameKeys.all, predicate: (q) => q.queryKey.join("/") !== saved.join("/") });
    },
  });
}

/** Removes the game from the cached list at once (no reload), then refreshes list and stats. */
export function useDeleteGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => gamesApi.remove(id),
    onMutate: async (id) => {
      await qc.cancelQueries({ queryKey: gameKeys.lists() });
      const previous = qc.getQueryData<LibraryGameSummary[]>(gameKeys.list());
      qc.setQueryData<LibraryGameSummary[]>(gameKeys.list(), (old) => old?.filter((g) => g.id !== id));
      return { previous };
    },
    onError: (err, _id, ctx) => {
      // The spec logs delete failures; the card comes back so the screen tells the truth.
      console.error("Failed to delete game", err);
      if (ctx?.previous) qc.setQueryData(gameKeys.list(), ctx.previous);
    },
    onSettled: (_data, _err, id) => {
      qc.removeQueries({ queryKey: gameKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}

export function useLogSession() {
  const invalidate = useInvalidateGames();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: { date: string; minutes: number; note: string | null } }) => gamesApi.addSession(id, body),
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
