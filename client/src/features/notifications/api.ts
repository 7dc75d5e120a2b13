// The notifications endpoints (/api/notifications/…) and their query keys, for the inbox and Settings (the
// header's bell has its own few lines: unread.ts).
import type { NotificationPage, NotificationSettings, UnreadNotifications } from "@savepoint/common";
import { api, queryString } from "../../api/client.ts";
import { NOTIFICATIONS_KEY, unreadKey } from "./unread.ts";

export const notificationsApi = {
  list: (cursor?: string, signal?: AbortSignal) => api.get<NotificationPage>(`/notifications${queryString({ cursor })}`, { signal }),
  markRead: (ids: string[]) => api.post<UnreadNotifications>("/notifications/read", { ids }),
  settings: (signal?: AbortSignal) => api.get<NotificationSettings>("/notifications/settings", { signal }),
  setSettings: (body: NotificationSettings) => api.put<NotificationSettings>("/notifications/settings", body),
};

export const notificationKeys = {
  all: NOTIFICATIONS_KEY,
  unread: unreadKey,
  inbox: () => [...notificationKeys.all, "inbox"] as const,
  settings: () => [...notificationKeys.all, "settings"] as const,
};
