// GET /api/summary?tz=: the caller's home-dashboard summary (a session or a personal access token);
// `tz` (an IANA time zone, UTC when absent) decides which calendar month "this month" is.
import { AnalyticsQuerySchema, type HomeSummary } from "@savepoint/common";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { SummaryService } from "./summary.service.ts";

export function summaryRoutes({ summary }: { summary: SummaryService }): RouteGroup {
  const g = defineRoutes();
  g.route({
    method: "get",
    path: "/",
    access: "session",
    counts: "none",
    query: AnalyticsQuerySchema,
    example: { query: { tz: "Europe/Paris" } },
    handler: async ({ auth, query }, _req, res) => {
      const body: HomeSummary = await summary.summary({ id: auth.user.id }, query);
      res.json(body);
    },
  });
  return g;
}
