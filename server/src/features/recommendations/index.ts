// The recommendations feature's public face: the service (lists, taste profile, 'Not interested') and
// its routes. It reads the catalog (through the catalog's face) and the library version (the games').
export { createRecommendationsService, type RecommendationsService } from "./recommendations.service.ts";
export { recommendationsRoutes } from "./recommendations.routes.ts";
// 'Not interested' as a user's export carries it and an import of one restores it (the data feature).
export { dismissalsOf, removeDismissals, restoreDismissals, type DismissalRecord } from "./dismissals.queries.ts";
// The recommendation catalog's snapshot between starts: where it lives, and writing it ahead (the first start's preparation).
export { buildSnapshot as buildRecommendationSnapshot, type SnapshotPlace as RecommendationSnapshotPlace } from "./reco-snapshot.ts";
