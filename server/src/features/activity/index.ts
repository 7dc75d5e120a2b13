// The activity feature's public face: recording events (every feature that changes what a feed shows
// calls recordActivity in its own transaction), reading them, and GET /api/activity. It imports no other
// feature, so any feature may import it.
export { recordActivity, removeImportSummary, STATUS_EVENT, type ActivityEvent } from "./activity.record.ts";
export { createActivityService, type ActivityService, type PageRequest } from "./activity.service.ts";
export type { EventFilter } from "./activity.queries.ts";
export { activityRoutes } from "./activity.routes.ts";
