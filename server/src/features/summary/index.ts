// The summary feature's public face: GET /api/summary, what a home-dashboard widget shows.
export { createSummaryService, type SummaryService } from "./summary.service.ts";
export { summaryRoutes } from "./summary.routes.ts";
