// /api/account/tokens: the signed-in user's personal access tokens. Only the signed-in app manages
// them: a token can neither list, create nor revoke tokens.
import { API_TOKEN_NOT_FOUND, ApiTokenParamsSchema, CreateApiTokenSchema, type ApiTokensDto } from "@savepoint/common";
import { notFound } from "../../http/errors.ts";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { ApiTokenService } from "./api-token.service.ts";

export function apiTokenRoutes(deps: { tokens: ApiTokenService }): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/",
    access: "session",
    tokens: "never",
    handler: async ({ auth }, _req, res) => res.json({ tokens: await deps.tokens.list(auth.user.id) } satisfies ApiTokensDto),
  });

  g.route({
    method: "post",
    path: "/",
    access: "session",
    tokens: "never",
    body: CreateApiTokenSchema,
    example: { body: { name: "Home dashboard", scope: "read", expiresInDays: 30 } },
    handler: async ({ auth, body }, _req, res) => res.status(201).json(await deps.tokens.create(auth.user.id, body)),
  });

  g.route({
    method: "delete",
    path: "/:tokenId",
    access: "session",
    tokens: "never",
    params: ApiTokenParamsSchema,
    notFound: API_TOKEN_NOT_FOUND,
    resources: { tokenId: "apiToken" },
    handler: async ({ auth, params }, _req, res) => {
      if (!(await deps.tokens.revoke(auth.user.id, params.tokenId))) throw notFound(API_TOKEN_NOT_FOUND);
      res.status(204).end();
    },
  });

  return g;
}
