// The recommendations feature's public face: the service (lists, taste profile, 'Not interested') and
// its routes. It reads the catalog (through the catalog's face) and the library version (the games').
export { createRecommendationsService, type RecommendationsService } from "./recommendations.service.ts";
export { recommendationsRoutes } from "./recommendations.routes.ts";
