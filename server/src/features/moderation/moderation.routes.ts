// POST /api/reviews/:id/report (any signed-in user), and /api/admin/reports and /api/admin/reviews
// (administrators): the reported reviews, dismissing their reports, deleting a review.
import { z } from "zod";
import { ReportReviewSchema, ReportsQuerySchema, type ReportResult, type ReportedReviewPage } from "@savepoint/common";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { ModerationService } from "./moderation.service.ts";

// The service answers 404 for an id that is malformed or names nothing: here they are text.
const Id = z.object({ id: z.string() });
const othersReview = { params: Id, resources: { id: "othersReview" } } as const;

/** Mounted at /api/reviews beside the reviews' own routes. */
export function reportRoutes({ moderation }: { moderation: ModerationService }): RouteGroup {
  const g = defineRoutes();
  g.route({
    method: "post",
    path: "/:id/report",
    access: "session",
    ...othersReview,
    body: ReportReviewSchema,
    example: { body: { reason: "spam", note: "Links to a shop" } },
    handler: async ({ auth, params, body: input }, _req, res) => {
      const body: ReportResult = await moderation.report({ id: auth.user.id }, params.id, input);
      res.status(201).json(body);
    },
  });
  return g;
}

/** Mounted at /api/admin. */
export function moderationRoutes({ moderation }: { moderation: ModerationService }): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/reports",
    access: "admin",
    query: ReportsQuerySchema,
    example: { query: {} },
    handler: async ({ query }, _req, res) => {
      const body: ReportedReviewPage = await moderation.reported(query);
      res.json(body);
    },
  });

  g.route({
    method: "post",
    path: "/reports/:id/dismiss",
    access: "admin",
    ...othersReview,
    handler: async ({ auth, params }, _req, res) => {
      await moderation.dismiss({ id: auth.user.id }, params.id);
      res.status(204).end();
    },
  });

  g.route({
    method: "delete",
    path: "/reviews/:id",
    access: "admin",
    ...othersReview,
    handler: async ({ auth, params }, _req, res) => {
      await moderation.deleteReview({ id: auth.user.id }, params.id);
      res.status(204).end();
    },
  });

  return g;
}
