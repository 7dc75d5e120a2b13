import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { InstanceService } from "./instance.service.ts";

export function instanceRoutes(deps: { instance: InstanceService }): RouteGroup {
  const g = defineRoutes();
  g.route({
    method: "get",
    path: "/stats",
    access: "public",
    counts: "players",
    handler: async (_input, _req, res) => {
      res.set("Cache-Control", "public, max-age=30").json(await deps.instance.stats());
    },
  });
  return g;
}
