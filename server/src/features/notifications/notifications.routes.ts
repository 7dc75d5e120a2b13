// /api/notifications: my inbox (newest first), its unread count for the header, marking the shown ones
// read, and which kinds I am told about.
import {
  MarkNotificationsReadSchema,
  NotificationSettingsSchema,
  NotificationsQuerySchema,
  type NotificationPage,
  type NotificationSettings,
  type UnreadNotifications,
} from "@savepoint/common";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { NotificationsService } from "./notifications.service.ts";

export function notificationsRoutes({ notifications }: { notifications: NotificationsService }): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/",
    access: "session",
    query: NotificationsQuerySchema,
    example: { query: {} },
    handler: async ({ auth, query }, _req, res) => {
      const body: NotificationPage = await notifications.list({ id: auth.user.id }, query);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/unread-count",
    access: "session",
    // The caller's own notifications, each shown to them by name or as "someone".
    counts: "none",
    handler: async ({ auth }, _req, res) => {
      const body: UnreadNotifications = await notifications.unread({ id: auth.user.id });
      res.set("Cache-Control", "private, no-cache").json(body);
    },
  });

  g.route({
    method: "post",
    path: "/read",
    access: "session",
    body: MarkNotificationsReadSchema,
    example: { body: { ids: ["00000000-0000-4000-8000-000000000000"] } },
    counts: "none",
    handler: async ({ auth, body: input }, _req, res) => {
      const body: UnreadNotifications = await notifications.markRead({ id: auth.user.id }, input);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/settings",
    access: "session",
    handler: async ({ auth }, _req, res) => {
      const body: NotificationSettings = await notifications.settings({ id: auth.user.id });
      res.json(body);
    },
  });

  g.route({
    method: "put",
    path: "/settings",
    access: "session",
    body: NotificationSettingsSchema,
    example: { body: { new_follower: true, review_liked: false, report_decided: true, review_removed: true } },
    handler: async ({ auth, body: input }, _req, res) => {
      const body: NotificationSettings = await notifications.setSettings({ id: auth.user.id }, input);
      res.json(body);
    },
  });

  return g;
}
