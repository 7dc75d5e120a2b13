// Managing the catalog from the admin dashboard: uploading a catalog file (the import format of
// docs/catalog-format.md), following its progress, and hiding entries from search and recommendations.
import { z } from "zod";
import { text } from "../primitives.ts";
import { formatCount } from "../text.ts";

/** The largest catalog file an upload may carry (the request body's limit is a little above it). */
export const CATALOG_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The request body of an upload: the file as text in JSON, plus room for the escaping JSON adds. */
export const CATALOG_UPLOAD_BODY_MAX_BYTES = 12 * 1024 * 1024;
/** The most rows one file may hold. */
export const CATALOG_UPLOAD_MAX_ROWS = 50_000;
/** How many bad rows a refusal lists (the rest are counted). */
export const CATALOG_UPLOAD_ERRORS_SHOWN = 20;

export const CATALOG_FILE_FORMATS = ["jsonl", "csv"] as const;
export type CatalogFileFormat = (typeof CATALOG_FILE_FORMATS)[number];

export const CATALOG_ADMIN_TEXTS = {
  tooLarge: `A catalog file may be at most ${CATALOG_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  tooManyRows: `A catalog file may hold at most ${formatCount(CATALOG_UPLOAD_MAX_ROWS)} rows`,
  empty: "The file holds no rows",
  fileName: "The file name must end in .jsonl or .csv",
  badRows: "Some rows of the file are not valid: fix them and upload it again",
  uploadNotFound: "Upload not found",
  gameNotFound: "Catalog game not found",
  interrupted: "The server stopped during this upload: upload the file again (the rows already written stay, and only the missing ones are written)",
} as const;

/** POST /api/admin/catalog/uploads. The format is the file name's: .jsonl (JSON Lines) or .csv. */
export const CatalogUploadSchema = z.object({
  fileName: text("File name")
    .trim()
    .min(1, CATALOG_ADMIN_TEXTS.fileName)
    .max(255, "A file name must be at most 255 characters")
    .regex(/\.(jsonl|csv)$/i, CATALOG_ADMIN_TEXTS.fileName),
  content: text("Content").max(CATALOG_UPLOAD_MAX_BYTES, CATALOG_ADMIN_TEXTS.tooLarge),
});
export type CatalogUploadInput = z.output<typeof CatalogUploadSchema>;

export const CATALOG_UPLOAD_STATUSES = ["running", "done", "failed"] as const;
export type CatalogUploadStatus = (typeof CATALOG_UPLOAD_STATUSES)[number];

/** An upload being applied or applied: the client polls it until it is no longer running. */
export interface CatalogUploadDto {
  id: string;
  fileName: string;
  status: CatalogUploadStatus;
  /** Rows in the file. */
  total: number;
  /** Rows applied so far. */
  done: number;
  /** Rows that were new or changed (the rest were already in the catalog as they are). */
  written: number;
  /** Why it failed (status failed). */
  error: string | null;
  /** ISO timestamps. */
  createdAt: string;
  finishedAt: string | null;
}

/** PUT/DELETE /api/admin/catalog/:id/hidden: whether the entry is hidden now. */
export interface CatalogHiddenState {
  id: number;
  slug: string;
  title: string;
  /** Hidden from search and recommendations now (by an admin, or by the catalog's own rules). */
  hidden: boolean;
  hiddenByAdmin: boolean;
}

/** An entry an admin hid (GET /api/admin/catalog/hidden), most recently hidden first. */
export interface HiddenCatalogEntryDto {
  id: number;
  slug: string;
  title: string;
  year: number | null;
  /** ISO timestamp. */
  hiddenAt: string;
  /** The admin's username (null once their account is gone). */
  hiddenBy: string | null;
}
