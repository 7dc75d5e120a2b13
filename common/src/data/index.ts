// The export and import contract: the export's version, import sources, limits, texts, request schemas and answers.
export {
  CSV_EXPORTS,
  CSV_MAPPING_FIELDS,
  CSV_RATING_SCALES,
  DATA_TEXTS,
  EXPORT_FORMAT_MINOR_VERSION,
  EXPORT_FORMAT_VERSION,
  EXPORT_FORMATS,
  IMPORT_BATCH_GAMES,
  IMPORT_FILE_KEEP_DAYS,
  IMPORT_PREVIEW_KEEP_DAYS,
  IMPORT_BODY_MAX_BYTES,
  IMPORT_CHOICE_ROWS,
  IMPORT_FILE_MAX_CHARS,
  IMPORT_PREVIEW_ROWS,
  IMPORT_ROWS_MAX,
  IMPORT_RUNS_LISTED,
  IMPORT_SOURCE_LABELS,
  IMPORT_SOURCES,
  IMPORT_STATUS_WORDS,
  type CsvExport,
  type CsvMappingField,
  type ExportFormat,
  type ImportAction,
  type ImportOutcome,
  type ImportRunState,
  type ImportSource,
} from "./limits.ts";
export { csvHeaders, csvRecords, type CsvRecords } from "./csv.ts";
export {
  CsvMappingSchema,
  ExportQuerySchema,
  ImportApplySchema,
  ImportPreviewSchema,
  type CsvMapping,
  type ExportQuery,
  type ImportApplyInput,
  type ImportPreviewInput,
} from "./schemas.ts";
export type { ImportCopyDto, ImportCounts, ImportRejectedDto, ImportRowDto, ImportRunDto, ImportSourceDto } from "./dto.ts";
export { ExportGameSchema, SavepointExportSchema, type ExportGame, type SavepointExport } from "./export-format.ts";
