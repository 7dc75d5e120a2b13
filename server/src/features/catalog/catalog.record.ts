// A catalog_games row as the rest of the app sees it: a CatalogRecord, without the bookkeeping columns.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { CatalogRecord } from "./catalog.types.ts";

export type CatalogRow = Prisma.CatalogGameGetPayload<object>;

/** Bookkeeping columns of catalog_games that a CatalogRecord leaves out (toRecord drops them). */
type BookkeepingColumn = "version" | "fetchedAt" | "updatedAt";
// Fails to compile when catalog_games gains a column that is neither in CatalogRecord nor bookkeeping.
const _everyColumnPlaced: Exclude<keyof CatalogRow, keyof CatalogRecord | BookkeepingColumn> extends never ? true : never = true;

export function toRecord(row: CatalogRow): CatalogRecord {
  const { version: _version, fetchedAt: _fetchedAt, updatedAt: _updatedAt, achievements, ...rest } = row;
  return { ...rest, achievements: (achievements as Record<string, number> | null) ?? null };
}
