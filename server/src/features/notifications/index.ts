// The notifications feature's public face: the inbox and its routes, and the moderation decisions other
// features report in their own transaction (follows and likes are noticed by the database itself). It
// imports no other feature, so any feature may import it.
export { createNotificationsService, type NotificationsService } from "./notifications.service.ts";
export { notificationsRoutes } from "./notifications.routes.ts";
// The per-kind switches in an export, and an import's restore of them and its undo.
export { notificationSettingsForExport, restoreNotificationSettings, undoNotificationSettings } from "./notifications.export.ts";
export { notifyReportDecision, notifyReviewRemoved, type DecidedGame } from "./notifications.moderation.ts";
