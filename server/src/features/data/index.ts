// The data feature's public face: the export, imports from other trackers, their routes, and the body
// parser the import preview is read with (its own size limit, mounted before the API's).
export { createExportService, type ExportService } from "./export.service.ts";
export { createImportService, type ImportService, type SteamLibrary } from "./import/import.service.ts";
export { importsSettled, recoverImports, trimImportFiles } from "./import/import.job.ts";
export { dataRoutes } from "./data.routes.ts";
export { importBodyParser, IMPORT_PATH } from "./import/body-parser.ts";
export { createSteamLibrary } from "./import/steam-profile.ts";
