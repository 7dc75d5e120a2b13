// The analytics feature's public face: figures over the signed-in user's library, and their routes.
export { createAnalyticsService, type AnalyticsService } from "./analytics.service.ts";
export { analyticsRoutes } from "./analytics.routes.ts";
