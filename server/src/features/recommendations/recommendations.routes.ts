// /api/recommendations: the caller's lists ('For you', similar, trending, underrated), their taste
// profile, and the games they marked 'Not interested'. Every route requires a session; `?refresh=1`
// recomputes a list instead of answering the kept one.
import { DismissParamsSchema, RecommendationsQuerySchema, SimilarParamsSchema } from "@savepoint/common";
import type { AuthContext } from "../../http/auth.ts";
import { defineRoutes, type Counts, type RouteGroup } from "../../http/registry.ts";
import type { RecommendationsService } from "./recommendations.service.ts";

export function recommendationsRoutes(deps: { recommendations: RecommendationsService }): RouteGroup {
  const g = defineRoutes();
  const r = deps.recommendations;
  const actor = (auth: AuthContext) => ({ id: auth.user.id });
  // `counts`: "players" where a list ranks or explains games by how many players here track them (ADR 019).
  const list = (path: string, counts: Counts, read: (a: { id: string }, refresh: boolean) => Promise<unknown>) =>
    g.route({
      method: "get",
      path,
      access: "session",
      counts,
      query: RecommendationsQuerySchema,
      example: { query: { refresh: "0" } },
      handler: async ({ auth, query }, _req, res) => {
        res.json(await read(actor(auth), query.refresh));
      },
    });

  list("/", "players", (a, refresh) => r.forYou(a, refresh));
  list("/similar", "none", (a, refresh) => r.similar(a, refresh));
  list("/trending", "players", (a, refresh) => r.trending(a, refresh));
  list("/underrated", "players", (a, refresh) => r.underrated(a, refresh));
  list("/profile", "none", (a, refresh) => r.profile(a, refresh));

  g.route({
    method: "get",
    path: "/similar/:id",
    access: "session",
    params: SimilarParamsSchema,
    notFound: "Game",
    resources: { id: "libraryGame" },
    counts: "none",
    query: RecommendationsQuerySchema,
    example: { query: { refresh: "0" } },
    handler: async ({ auth, params, query }, _req, res) => {
      res.json(await r.similarTo(actor(auth), params.id, query.refresh));
    },
  });

  for (const method of ["post", "delete"] as const) {
    g.route({
      method,
      path: "/dismissed/:catalogId",
      access: "session",
      params: DismissParamsSchema,
      notFound: "Catalog game",
      resources: { catalogId: "catalogGameId" },
      handler: async ({ auth, params }, _req, res) => {
        res.json(method === "post" ? await r.dismiss(actor(auth), params.catalogId) : await r.undismiss(actor(auth), params.catalogId));
      },
    });
  }
  return g;
}
