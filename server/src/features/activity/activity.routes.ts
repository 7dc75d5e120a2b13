// /api/activity: the caller's own events, newest first, a page at a time.
import { ActivityQuerySchema, type ActivityPage } from "@savepoint/common";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { ActivityService } from "./activity.service.ts";

export function activityRoutes({ activity }: { activity: ActivityService }): RouteGroup {
  const g = defineRoutes();
  g.route({
    method: "get",
    path: "/",
    access: "session",
    query: ActivityQuerySchema,
    example: { query: { limit: "10" } },
    handler: async ({ auth, query }, _req, res) => {
      const body: ActivityPage = await activity.mine({ id: auth.user.id }, query);
      res.json(body);
    },
  });
  return g;
}
