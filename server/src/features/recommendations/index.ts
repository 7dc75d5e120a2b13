// The recommendations feature's public face: the service (lists, taste profile, 'Not interested') and
// its routes. It reads the catalog (through the catalog's face) and the library version (the games').
export { createRecommendationsService, type RecommendationsService } from "./recommendations.service.ts";
export { recommendationsRoutes } from "./recommendations.routes.ts";
// 'Not interested' as a user's export carries it and an import of one restores it (the data feature).
export { dismissalsOf, removeDismissals, restoreDismissals, type DismissalRecord } from "./dismissals.queries.ts";
