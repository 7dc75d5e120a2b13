// /api/analytics: figures over the caller's own library only. Every route requires a session; `tz`
// (the browser's time zone) decides which calendar day and year are the current ones; a year in review whose
// year is not one (/year/abc) is not found.
import { AnalyticsQuerySchema, MonthlyQuerySchema, YearParamsSchema, type AnalyticsQuery } from "@savepoint/common";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { AnalyticsService } from "./analytics.service.ts";

export function analyticsRoutes({ analytics }: { analytics: AnalyticsService }): RouteGroup {
  const g = defineRoutes();
  // Answers typed by the service: AnalyticsSummary, TotalGamesAnalytics, CompletedAnalytics, BacklogForecast, PlayCalendar.
  const figures: [string, (actor: { id: string }, query: AnalyticsQuery) => Promise<unknown>][] = [
    ["/summary", (actor) => analytics.summary(actor)],
    ["/total-games", (actor) => analytics.totalGames(actor)],
    ["/completed", (actor, query) => analytics.completed(actor, query)],
    ["/forecast", (actor, query) => analytics.forecast(actor, query)],
    ["/play-calendar", (actor, query) => analytics.playCalendar(actor, query)],
  ];
  for (const [path, answer] of figures) {
    g.route({
      method: "get",
      path,
      access: "session",
      counts: "none",
      query: AnalyticsQuerySchema,
      example: { query: { tz: "Europe/Paris" } },
      handler: async ({ auth, query }, _req, res) => {
        res.json(await answer({ id: auth.user.id }, query));
      },
    });
  }

  g.route({
    method: "get",
    path: "/monthly",
    access: "session",
    counts: "none",
    query: MonthlyQuerySchema,
    example: { query: { tz: "Europe/Paris", year: "2026" } },
    handler: async ({ auth, query }, _req, res) => {
      res.json(await analytics.monthly({ id: auth.user.id }, query));
    },
  });

  g.route({
    method: "get",
    path: "/year/:year",
    access: "session",
    counts: "none",
    params: YearParamsSchema,
    notFound: "Year",
    resources: { year: "calendarYear" },
    handler: async ({ auth, params }, _req, res) => {
      res.json(await analytics.year({ id: auth.user.id }, params.year));
    },
  });

  return g;
}
