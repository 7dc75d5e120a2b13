// The header's unread count: its request, its query key and how often it is asked again. Apart from
// api.ts so the bell, which every signed-in route loads, carries nothing of the inbox or the settings.
import type { UnreadNotifications } from "@savepoint/common";
import { api } from "../../api/client.ts";

/** The bell asks for the unread count no more often than this (and when the window regains focus). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** The root of every notifications query key. */
export const NOTIFICATIONS_KEY = ["notifications"] as const;
export const unreadKey = () => [...NOTIFICATIONS_KEY, "unread"] as const;

export const fetchUnread = (signal?: AbortSignal) => api.get<UnreadNotifications>("/notifications/unread-count", { signal });
