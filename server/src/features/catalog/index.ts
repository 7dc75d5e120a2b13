// The catalog feature's public face: the catalog service (search, details, the games other features
// copy or show), its routes, and what start-up needs to load the bundled catalog and reach providers.
export { CatalogService, type StoredCatalogGame } from "./catalog.service.ts";
export { FACTS_DESCRIPTION_CHARS, type CatalogFactsRow } from "./catalog.facts.ts";
export { catalogRoutes } from "./catalog.routes.ts";
export { coverForPlatform, coverPath as catalogCoverPath } from "./catalog.presenter.ts";
export { createCoverProxy, type CachedImage } from "./covers/proxy.ts";
export { createImageCache, type ImageCache } from "./covers/image-cache.ts";
export { createCatalogProviders } from "./providers.wiring.ts";
export type { ProvidersEnv } from "./providers/registry.ts";
export { readBundledCatalog } from "./catalog.data.ts";
export { displayRating } from "./search/rules.ts";
export { syncBundledCatalog } from "./catalog.loader.ts";
export { createSteamPlayerApi, type SteamPlayerApi } from "./providers/steam.ts";
export { parseImportFile } from "./catalog.file.ts";
export { upsertRows } from "./catalog.loader.ts";
export type { BundledRow } from "./catalog.data.ts";
// Look-ups of catalog games by external id, slug or folded title (imports), an admin's hide and overview.
export {
  bundledCatalogVersion,
  catalogByIds,
  catalogByTitles,
  catalogEntry,
  catalogRowsBySource,
  compactTitle,
  setCatalogGameHidden,
  type CatalogMatch,
} from "./catalog.queries.ts";
