// /api/community: the community page's answers, each built for the signed-in viewer from what other
// users chose to share.
import { CommunityActivityQuerySchema, type ActivityPage, type CommunityReview, type CommunityStats, type CurrentlyPlayingItem } from "@savepoint/common";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { CommunityService } from "./community.service.ts";

export function communityRoutes({ community }: { community: CommunityService }): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/activity",
    access: "session",
    query: CommunityActivityQuerySchema,
    example: { query: { filter: "completions", sortBy: "newest", scope: "all", limit: "5" } },
    handler: async ({ auth, query }, _req, res) => {
      const body: ActivityPage = await community.activity({ id: auth.user.id }, query);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/stats",
    access: "session",
    counts: "players",
    handler: async (_input, _req, res) => {
      const body: CommunityStats = await community.stats();
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/reviews",
    access: "session",
    handler: async ({ auth }, _req, res) => {
      const body: CommunityReview[] = await community.topReviews({ id: auth.user.id });
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/currently-playing",
    access: "session",
    handler: async ({ auth }, _req, res) => {
      const body: CurrentlyPlayingItem[] = await community.currentlyPlaying({ id: auth.user.id });
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/completions",
    access: "session",
    handler: async ({ auth }, _req, res) => {
      const body: ActivityPage = await community.completions({ id: auth.user.id });
      res.json(body);
    },
  });

  return g;
}
