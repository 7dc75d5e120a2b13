// The catalog endpoints (/api/catalog/…).
import type { CatalogGame, CatalogSearchResult } from "@savepoint/common";
import { api, isNotFound } from "../../api/client.ts";

const enc = encodeURIComponent;

export const catalogApi = {
  search: (q: string, signal?: AbortSignal) => api.get<{ results: CatalogSearchResult[] }>(`/catalog/search?q=${enc(q)}`, { signal }).then((r) => r.results),
  game: (slug: string, signal?: AbortSignal) => api.get<CatalogGame>(`/catalog/games/${enc(slug)}`, { signal }),
  related: (slug: string, signal?: AbortSignal) =>
    api.get<{ results: CatalogSearchResult[] }>(`/catalog/games/${enc(slug)}/related`, { signal }).then((r) => r.results),
};

/** The achievement total for a title on a platform; null when the catalog has none (a 404). */
export async function lookupAchievementTotal(title: string, platform: string): Promise<number | null> {
  try {
    const r = await api.get<{ totalAchievements: number }>(`/catalog/achievements?title=${enc(title)}&platform=${enc(platform)}`);
    return r.totalAchievements;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}
