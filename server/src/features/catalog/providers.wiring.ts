// Connects the provider registry (RAWG, IGDB, Wikidata, Steam — all optional) to the catalog.
import type { Logger } from "../../lib/logger.ts";
import type { CatalogProviders } from "./catalog.types.ts";
import { createProviders, type ProvidersDeps, type ProvidersEnv } from "./providers/registry.ts";

export function createCatalogProviders(env: ProvidersEnv, logger?: Logger, deps: ProvidersDeps = {}): CatalogProviders {
  const registry = createProviders(env, { logger, ...deps });
  const enabled = registry.providers.length > 0;
  return {
    enabled,
    searchAll: (q, limit) => registry.searchAll(q, limit),
    detailsAll: (idOrSlug) => registry.detailsAll(idOrSlug),
    relatedAll: (idOrSlug) => registry.relatedAll(idOrSlug),
    achievementsFor: ({ title, steamAppId, platform }) =>
      // Steam counts are PC achievements; other platforms' trophy lists differ.
      platform === "PC" || platform === "Steam Deck" ? registry.achievementsFor({ title, steamAppId }) : Promise.resolve(null),
    trending: (window) => registry.trendingAll(window),
  };
}
