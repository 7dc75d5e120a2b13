// GET /api/openapi.json (public): the OpenAPI 3.1 document of every route of the app's route table,
// built on the first request (when every group, this one included, is mounted) and kept.
import { defineRoutes, type RouteGroup, type RouteTable } from "../../http/registry.ts";
import { openApiDocument } from "./openapi.ts";

export function apiDocsRoutes({ routes, version }: { routes: RouteTable; version: string }): RouteGroup {
  const g = defineRoutes();
  let body: string | undefined;
  g.route({
    method: "get",
    path: "/openapi.json",
    access: "public",
    handler: (_input, _req, res) => {
      body ??= JSON.stringify(openApiDocument(routes.list(), { version }));
      res.type("application/json").send(body);
    },
  });
  return g;
}
