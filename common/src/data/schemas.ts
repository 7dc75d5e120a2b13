// Export and import request schemas.
import { z } from "zod";
import { text } from "../primitives.ts";
import { unstorableText } from "../text.ts";
import { GAME_STATUSES } from "../games/limits.ts";
import {
  CSV_EXPORTS,
  CSV_MAPPING_FIELDS,
  CSV_RATING_SCALES,
  DATA_TEXTS,
  EXPORT_FORMATS,
  IMPORT_FILE_MAX_CHARS,
  IMPORT_ROWS_MAX,
  IMPORT_SOURCES,
} from "./limits.ts";

/** GET /api/data/export?format=json | format=csv&what=library|journal */
export const ExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS).default("json"),
  what: z.enum(CSV_EXPORTS).default("library"),
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

const header = text("Column").trim().min(1).max(200);

/** The columns of a generic CSV, by header name, for each field (title required). */
export const CsvMappingSchema = z
  .object(
    Object.fromEntries(CSV_MAPPING_FIELDS.map((f) => [f, header.optional()])) as Record<(typeof CSV_MAPPING_FIELDS)[number], z.ZodOptional<typeof header>>,
  )
  .extend({ ratingScale: z.enum(CSV_RATING_SCALES).default("10") })
  .refine((m) => m.title !== undefined, { path: ["title"], message: DATA_TEXTS.mappingTitle });
export type CsvMapping = z.infer<typeof CsvMappingSchema>;

/**
 * POST /api/data/import/preview: a file's text (with its source), or a SteamID. Nothing is written to
 * the library: the answer is the run to apply.
 */
export const ImportPreviewSchema = z
  .object({
    source: z.enum(IMPORT_SOURCES),
    // A file with a NUL in it is a binary file chosen by mistake: said as such, not as a field's rule.
    content: z
      .string({ error: DATA_TEXTS.contentRequired })
      .max(IMPORT_FILE_MAX_CHARS, DATA_TEXTS.tooLarge)
      .refine((s) => unstorableText("File", s) === undefined, DATA_TEXTS.notText)
      .optional(),
    fileName: text("File name").trim().max(255).optional(),
    /** The status every row gets when the file is one list (an IGDB list export); else from the file name. */
    listStatus: z.enum(GAME_STATUSES).optional(),
    mapping: CsvMappingSchema.optional(),
    steamId: text("Steam profile").trim().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.source === "steam") {
      if (!v.steamId) ctx.addIssue({ code: "custom", path: ["steamId"], message: DATA_TEXTS.steamIdRequired });
    } else if (v.content === undefined || v.content.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["content"], message: DATA_TEXTS.contentRequired });
    }
    if (v.source === "csv" && !v.mapping) ctx.addIssue({ code: "custom", path: ["mapping", "title"], message: DATA_TEXTS.mappingTitle });
  });
export type ImportPreviewInput = z.infer<typeof ImportPreviewSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/data/import/runs/:id/apply: for rows that match several copies of a game, the copy each
 * updates (`gameId`, one of the row's `copies`), or none (null). Rows not named keep the preview's
 * default: the copy whose status agrees, else none. No body: every row keeps its default.
 */
export const ImportApplySchema = z
  .object({
    choices: z
      .array(
        z.object({
          line: z.number({ error: "Line must be a row's line" }).int().min(1),
          gameId: text("Game")
            .regex(UUID, "Game must be a game id")
            .transform((id) => id.toLowerCase())
            .nullable(),
        }),
      )
      .max(IMPORT_ROWS_MAX)
      .default([]),
  })
  .optional();
export type ImportApplyInput = z.output<typeof ImportApplySchema>;
