// A catalog upload carries a whole file: its JSON body may be up to CATALOG_UPLOAD_BODY_MAX_BYTES.
import { CATALOG_ADMIN_TEXTS, CATALOG_UPLOAD_BODY_MAX_BYTES } from "@savepoint/common";
import { largeJsonBody } from "../../http/large-body.ts";

/** Mounted at /api + this path, before the API's own JSON parser. */
export const CATALOG_UPLOAD_PATH = "/admin/catalog/uploads";

export const catalogUploadBodyParser = largeJsonBody(CATALOG_UPLOAD_BODY_MAX_BYTES, CATALOG_ADMIN_TEXTS.tooLarge);
