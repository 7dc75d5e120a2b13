// The API document's public face: GET /api/openapi.json, generated from the app's route table.
export { apiDocsRoutes } from "./apidocs.routes.ts";
export { openApiDocument, openApiPath, tokenUse, type TokenScope } from "./openapi.ts";
