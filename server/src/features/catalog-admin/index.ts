// The catalog-admin feature's public face: uploading catalog files, hiding entries, their admin routes
// (/api/admin/catalog), and the upload's body parser (its own size limit, mounted before the API's).
export { createCatalogAdminService, type CatalogAdminService } from "./catalog-admin.service.ts";
export { catalogAdminRoutes } from "./catalog-admin.routes.ts";
export { recoverUploads } from "./catalog-admin.queries.ts";
export { CATALOG_UPLOAD_PATH, catalogUploadBodyParser } from "./catalog-admin.body.ts";
