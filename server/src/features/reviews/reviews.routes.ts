// /api/reviews and /api/likes (reviews and likes), and /api/games/:id/community-stats. Every route
// requires a session; a review or game that is not the caller's to change answers 404.
import { z } from "zod";
import {
  CreateReviewSchema,
  LikesQuerySchema,
  MyReviewsQuerySchema,
  ReviewListQuerySchema,
  UpdateReviewSchema,
  type GameCommunityStats,
  type GameReviews,
  type ReviewDto,
  type ReviewLikeState,
  type ReviewPage,
} from "@savepoint/common";
import type { AuthContext } from "../../http/auth.ts";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { Json, ReviewsService } from "./reviews.service.ts";

// The service answers 404 for an id that is malformed or names nothing: here they are text.
const Id = z.object({ id: z.string() });
const actor = (auth: AuthContext) => ({ id: auth.user.id });

const ownReview = { params: Id, resources: { id: "review" } } as const;
const othersReview = { params: Id, resources: { id: "othersReview" } } as const;
const sample = { rating: 9, comment: "Tight controls, a soundtrack to keep.", spoiler: false };

export function reviewsRoutes({ reviews }: { reviews: ReviewsService }): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/user",
    access: "session",
    query: MyReviewsQuerySchema,
    example: { query: { sort: "newest" } },
    handler: async ({ auth, query }, _req, res) => {
      const body: ReviewPage = await reviews.mine(actor(auth), query);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/game/:id",
    access: "session",
    counts: "none",
    params: Id,
    resources: { id: "libraryGame" },
    query: ReviewListQuerySchema,
    example: { query: { sort: "likes" } },
    handler: async ({ auth, params, query }, _req, res) => {
      const body: Json<GameReviews> = await reviews.forGame(actor(auth), params.id, query);
      res.type("json").send(body);
    },
  });

  g.route({
    method: "post",
    path: "/game/:id",
    access: "session",
    params: Id,
    resources: { id: "completedGame" },
    body: CreateReviewSchema,
    example: { body: sample },
    handler: async ({ auth, params, body: input }, _req, res) => {
      const body: ReviewDto = await reviews.create(actor(auth), params.id, input);
      res.status(201).json(body);
    },
  });

  g.route({
    method: "put",
    path: "/:id",
    access: "session",
    ...ownReview,
    body: UpdateReviewSchema,
    example: { body: { ...sample, rating: 7, spoiler: true } },
    handler: async ({ auth, params, body: input }, _req, res) => {
      const body: ReviewDto = await reviews.update(actor(auth), params.id, input);
      res.json(body);
    },
  });

  g.route({
    method: "delete",
    path: "/:id",
    access: "session",
    ...ownReview,
    handler: async ({ auth, params }, _req, res) => {
      await reviews.remove(actor(auth), params.id);
      res.status(204).end();
    },
  });

  g.route({
    method: "post",
    path: "/:id/like",
    access: "session",
    ...othersReview,
    handler: async ({ auth, params }, _req, res) => {
      const body: ReviewLikeState = await reviews.like(actor(auth), params.id);
      res.json(body);
    },
  });

  g.route({
    method: "delete",
    path: "/:id/like",
    access: "session",
    ...othersReview,
    handler: async ({ auth, params }, _req, res) => {
      const body: ReviewLikeState = await reviews.unlike(actor(auth), params.id);
      res.json(body);
    },
  });

  return g;
}

/** /api/likes: the reviews the caller liked. */
export function likesRoutes({ reviews }: { reviews: ReviewsService }): RouteGroup {
  const g = defineRoutes();
  g.route({
    method: "get",
    path: "/",
    access: "session",
    query: LikesQuerySchema,
    example: { query: {} },
    handler: async ({ auth, query }, _req, res) => {
      const body: ReviewPage = await reviews.liked(actor(auth), query);
      res.json(body);
    },
  });
  return g;
}

/** /api/games/:id/community-stats: `:id` is the caller's library game id, or a catalog slug. */
export function communityStatsRoutes({ reviews }: { reviews: ReviewsService }): RouteGroup {
  const g = defineRoutes();
  g.route({
    method: "get",
    path: "/:id/community-stats",
    access: "session",
    counts: "players",
    params: Id,
    resources: { id: "libraryGame" },
    handler: async ({ auth, params }, _req, res) => {
      const body: GameCommunityStats = await reviews.communityStats(actor(auth), params.id);
      res.json(body);
    },
  });
  return g;
}
