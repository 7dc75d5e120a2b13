// The notifications feature's public face: the header's bell (in the shell, so this face stays small), and
// the inbox page and Settings' Notifications section, each fetched on demand.
export { UnreadBell } from "./UnreadBell.tsx";
export const loadNotificationsPage = () => import("./NotificationsPage.tsx").then((m) => ({ default: m.NotificationsPage }));
export const loadNotificationSettings = () => import("./NotificationSettings.tsx").then((m) => ({ default: m.NotificationSettings }));
