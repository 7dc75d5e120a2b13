// The notifications' request schemas.
import { z } from "zod";
import { text } from "../primitives.ts";
import { NOTIFICATION_KINDS, NOTIFICATION_TEXTS, NOTIFICATIONS_MARK_MAX, type NotificationKind } from "./limits.ts";

const cursor = text("Cursor", NOTIFICATION_TEXTS.badCursor).regex(/^[A-Za-z0-9_-]{1,200}$/, NOTIFICATION_TEXTS.badCursor);

/** GET /api/notifications: newest first; `cursor` is the previous page's nextCursor. */
export const NotificationsQuerySchema = z.object({ cursor: cursor.optional() });
export type NotificationsQuery = z.output<typeof NotificationsQuerySchema>;

/** POST /api/notifications/read: the ones shown (ids that are not the caller's, or gone, are ignored). */
export const MarkNotificationsReadSchema = z.object({
  ids: z
    .array(z.uuid({ error: "Each id must be a notification's id" }), { error: "Ids must be a list of notification ids" })
    .min(1, "Name at least one notification")
    .max(NOTIFICATIONS_MARK_MAX, `Name at most ${NOTIFICATIONS_MARK_MAX} notifications`),
});
export type MarkNotificationsReadInput = z.output<typeof MarkNotificationsReadSchema>;

const onOff = (kind: NotificationKind) => z.boolean({ error: `${NOTIFICATION_TEXTS.settingLabels[kind]} must be true or false` });

/** PUT /api/notifications/settings: every kind, on or off. */
export const NotificationSettingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, onOff(k)])) as Record<NotificationKind, ReturnType<typeof onOff>>,
);
export type NotificationSettings = z.output<typeof NotificationSettingsSchema>;
