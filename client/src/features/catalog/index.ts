// The catalog feature's public face: what other features may use of the shared game catalog.
export { lookupAchievementTotal } from "./api.ts";
export { fetchCatalogGame, useCatalogGame, useCatalogSearch, useRelatedGames } from "./queries.ts";
