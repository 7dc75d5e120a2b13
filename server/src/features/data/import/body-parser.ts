// The import preview carries a whole file: its JSON body may be up to IMPORT_BODY_MAX_BYTES (the rest of
// the API reads 200 KB). A larger one is refused with 413 and a sentence saying how large a file may be.
import { DATA_TEXTS, IMPORT_BODY_MAX_BYTES } from "@savepoint/common";
import { largeJsonBody } from "../../../http/large-body.ts";

/** Mounted at /api + this path, before the API's own JSON parser. */
export const IMPORT_PATH = "/data/import/preview";

export const importBodyParser = largeJsonBody(IMPORT_BODY_MAX_BYTES, DATA_TEXTS.tooLarge);
