// The health feature's public face: GET /api/health, the version, whether the database answers and
// whether the storage is full (the watch other parts report disk-full failures to).
export { createHealthService } from "./health.service.ts";
export { createStorageWatch, type StorageWatch } from "./health.storage.ts";
export { healthRoutes } from "./health.routes.ts";
