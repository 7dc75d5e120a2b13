// The notifications endpoints (/api/notifications/…) and their query keys. Small on purpose: the header's
// bell imports it with the shell.
import type { NotificationPage, NotificationSettings, UnreadNotifications } from "@savepoint/common";
import { api, queryString } from "../../api/client.ts";

export const notificationsApi = {
  unread: (signal?: AbortSignal) => api.get<UnreadNotifications>("/notifications/unread-count", { signal }),
  list: (cursor?: string, signal?: AbortSignal) => api.get<NotificationPage>(`/notifications${queryString({ cursor })}`, { signal }),
  markRead: (ids: string[]) => api.post<UnreadNotifications>("/notifications/read", { ids }),
  settings: (signal?: AbortSignal) => api.get<NotificationSettings>("/notifications/settings", { signal }),
  setSettings: (body: NotificationSettings) => api.put<NotificationSettings>("/notifications/settings", body),
};

export const notificationKeys = {
  all: ["notifications"] as const,
  unread: () => [...notificationKeys.all, "unread"] as const,
  inbox: () => [...notificationKeys.all, "inbox"] as const,
  settings: () => [...notificationKeys.all, "settings"] as const,
};
