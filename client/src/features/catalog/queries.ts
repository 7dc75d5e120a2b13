// The catalog's queries. Catalog answers change rarely, so they stay fresh for minutes.
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { catalogApi } from "./api.ts";
import { catalogKeys } from "./keys.ts";

const CATALOG_FRESH_MS = 10 * 60_000;

const catalogGameQuery = (slug: string) => ({
  queryKey: catalogKeys.game(slug),
  queryFn: ({ signal }: { signal?: AbortSignal }) => catalogApi.game(slug, signal),
  staleTime: CATALOG_FRESH_MS,
});

export function useCatalogGame(slug: string | null, enabled = true) {
  return useQuery({ ...catalogGameQuery(slug ?? ""), enabled: enabled && slug !== null });
}

/** A catalog game for a form to fill itself from (from the cache when it is fresh). */
export function fetchCatalogGame(qc: QueryClient, slug: string) {
  return qc.fetchQuery(catalogGameQuery(slug));
}

export function useRelatedGames(slug: string | null) {
  return useQuery({
    queryKey: catalogKeys.related(slug ?? ""),
    queryFn: ({ signal }) => catalogApi.related(slug!, signal),
    enabled: slug !== null,
    staleTime: CATALOG_FRESH_MS,
  });
}

/** Search results for `term` (asked only when `enabled`); the previous answer stays shown while the next loads. */
export function useCatalogSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.search(term.toLowerCase()),
    queryFn: ({ signal }) => catalogApi.search(term, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
