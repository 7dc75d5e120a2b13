// The moderation feature's public face: reporting reviews, and the admin's reported-reviews list,
// dismissals and review deletions, with their routes.
export { createModerationService, type ModerationService } from "./moderation.service.ts";
export { moderationRoutes, reportRoutes } from "./moderation.routes.ts";
