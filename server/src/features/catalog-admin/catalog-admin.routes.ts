// /api/admin/catalog: upload a catalog file and poll its progress, hide and unhide entries. Admins only.
import { z } from "zod";
import {
  CATALOG_UPLOAD_BODY_MAX_BYTES,
  CatalogUploadSchema,
  INT4_MAX,
  type CatalogHiddenState,
  type CatalogUploadDto,
  type HiddenCatalogEntryDto,
} from "@savepoint/common";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { CatalogAdminService } from "./catalog-admin.service.ts";

/** A catalog game by its numeric id. */
const GameId = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .refine((n) => n <= INT4_MAX),
});
const UploadId = z.object({ id: z.string() });
const game = { params: GameId, notFound: "Catalog game", resources: { id: "catalogGameId" } } as const;

export const SAMPLE_UPLOAD = '{"title":"Harness Upload Quest","year":2021,"platforms":["PC"],"genres":["Puzzle"]}\n';

export function catalogAdminRoutes({ catalogAdmin }: { catalogAdmin: CatalogAdminService }): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "post",
    path: "/uploads",
    access: "admin",
    body: CatalogUploadSchema,
    bodyLimit: CATALOG_UPLOAD_BODY_MAX_BYTES,
    example: { body: { fileName: "titles.jsonl", content: SAMPLE_UPLOAD } },
    handler: async ({ auth, body: input }, _req, res) => {
      const body: CatalogUploadDto = await catalogAdmin.upload({ id: auth.user.id }, input);
      res.status(202).json(body);
    },
  });

  g.route({
    method: "get",
    path: "/uploads",
    access: "admin",
    handler: async (_input, _req, res) => {
      const body: CatalogUploadDto[] = await catalogAdmin.recentUploads();
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/uploads/:id",
    access: "admin",
    counts: "operator",
    params: UploadId,
    resources: { id: "catalogUpload" },
    handler: async ({ params }, _req, res) => {
      const body: CatalogUploadDto = await catalogAdmin.uploadStatus(params.id);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/hidden",
    access: "admin",
    handler: async (_input, _req, res) => {
      const body: HiddenCatalogEntryDto[] = await catalogAdmin.hidden();
      res.json(body);
    },
  });

  for (const [method, hidden] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    g.route({
      method,
      path: "/:id/hidden",
      access: "admin",
      ...game,
      handler: async ({ auth, params }, _req, res) => {
        const body: CatalogHiddenState = await catalogAdmin.setHidden({ id: auth.user.id }, params.id, hidden);
        res.json(body);
      },
    });
  }

  return g;
}
