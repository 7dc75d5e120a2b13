// The health feature's public face: GET /api/health, the version and whether the database answers.
export { createHealthService } from "./health.service.ts";
export { healthRoutes } from "./health.routes.ts";
