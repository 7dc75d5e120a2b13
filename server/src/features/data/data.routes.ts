// /api/data: the caller's export (Savepoint JSON with everything they own, or the library or journal as
// CSV, streamed) and imports from other trackers (sources on offer, preview, apply in the background, the
// runs with their progress, undo).
// Every route requires a session; another user's import run answers 404.
import { once } from "node:events";
import type { Response } from "express";
import { z } from "zod";
import { ExportQuerySchema, IMPORT_BODY_MAX_BYTES, ImportApplySchema, ImportPreviewSchema, type ImportRunDto, type ImportSourceDto } from "@savepoint/common";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { ExportService, ExportSink } from "./export.service.ts";
import type { ImportService } from "./import/import.service.ts";

// The service answers 404 for an id that is malformed or names nothing: here it is text.
const Id = z.object({ id: z.string() });
const ownRun = { params: Id, resources: { id: "importRun" } } as const;
const SAMPLE = "title,platform,status,rating,hours\nCeleste,PC,played,4.5,12\n";

/** Writes to the response, waiting for it to drain when its buffer is full. */
function sinkOf(res: Response): ExportSink {
  return {
    async write(chunk) {
      if (!res.write(chunk)) await once(res, "drain");
    },
  };
}

export function dataRoutes({ exporter, importer }: { exporter: ExportService; importer: ImportService }): RouteGroup {
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/export",
    access: "session",
    // Written at the pace the client reads it.
    takesTurn: false,
    query: ExportQuerySchema,
    example: { query: { format: "json" } },
    handler: async ({ auth, query }, _req, res) => {
      const stamp = new Date().toISOString().slice(0, 10);
      const name = query.format === "json" ? `savepoint-export-${stamp}.json` : `savepoint-${query.what}-${stamp}.csv`;
      res.setHeader("Content-Type", query.format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
      const out = sinkOf(res);
      // CSV starts with a BOM so spreadsheet programs read it as UTF-8.
      if (query.format === "csv") await out.write("\uFEFF");
      if (query.format === "json") await exporter.json(auth.user.id, out);
      else await exporter.csv(auth.user.id, query.what, out);
      res.end();
    },
  });

  g.route({
    method: "get",
    path: "/import/sources",
    access: "session",
    handler: (_input, _req, res) => {
      const body: ImportSourceDto[] = importer.sources();
      res.json(body);
    },
  });

  g.route({
    method: "post",
    path: "/import/preview",
    access: "session",
    // A Steam preview waits for Steam's answer.
    takesTurn: false,
    body: ImportPreviewSchema,
    bodyLimit: IMPORT_BODY_MAX_BYTES,
    example: { body: { source: "backloggd", content: SAMPLE, fileName: "backloggd.csv" } },
    handler: async ({ auth, body: input }, _req, res) => {
      const body: ImportRunDto = await importer.preview(auth.user.id, input);
      res.status(201).json(body);
    },
  });

  g.route({
    method: "get",
    path: "/import/runs",
    access: "session",
    handler: async ({ auth }, _req, res) => {
      const body: ImportRunDto[] = await importer.runs(auth.user.id);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/import/runs/:id",
    access: "session",
    counts: "none",
    ...ownRun,
    handler: async ({ auth, params }, _req, res) => {
      const body: ImportRunDto = await importer.run(auth.user.id, params.id);
      res.json(body);
    },
  });

  g.route({
    method: "post",
    path: "/import/runs/:id/apply",
    access: "session",
    ...ownRun,
    body: ImportApplySchema,
    example: { body: { choices: [{ line: 2, gameId: null }] } },
    handler: async ({ auth, params, body: input }, _req, res) => {
      // Queued: the run is applied in the background; GET /import/runs/:id shows its progress.
      const body: ImportRunDto = await importer.apply(auth.user.id, params.id, input);
      res.status(202).json(body);
    },
  });

  g.route({
    method: "post",
    path: "/import/runs/:id/undo",
    access: "session",
    ...ownRun,
    handler: async ({ auth, params }, _req, res) => {
      const body: ImportRunDto = await importer.undo(auth.user.id, params.id);
      res.json(body);
    },
  });

  return g;
}
