import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { HealthService } from "./health.service.ts";

export function healthRoutes(deps: { health: HealthService }): RouteGroup {
  const g = defineRoutes();
  g.route({
    method: "get",
    path: "/",
    access: "public",
    // Health answers within a second even when every turn is taken (ADR 020's burst test).
    takesTurn: false,
    handler: async (_input, _req, res) => {
      const body = await deps.health.check();
      res
        .status(body.status === "ok" ? 200 : 503)
        .set("Cache-Control", "no-store")
        .json(body);
    },
  });
  return g;
}
