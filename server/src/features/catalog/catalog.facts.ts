// What recommendations read of the catalog: the facts games are compared by (genres, companies,
// series, scores, the description's words), read a page at a time from the rows written after a point in time.
import type { Db } from "../../db/prisma.ts";
import { factsCheck, factsPage } from "./catalog.queries.ts";
import type { CatalogRecord } from "./catalog.types.ts";
import { readPages } from "./search/pages.ts";

/** What recommendations read of a catalog game. */
export type CatalogFactsRow = Pick<
  CatalogRecord,
  | "id"
  | "slug"
  | "title"
  | "year"
  | "released"
  | "platforms"
  | "genres"
  | "developers"
  | "publishers"
  | "series"
  /** Its first FACTS_DESCRIPTION_CHARS characters. */
  | "description"
  | "metacritic"
  | "rating"
  | "hidden"
  | "flags"
  | "coverUrl"
  | "source"
> & { updatedAt: Date };

/** How much of a description the facts carry: recommendations read only its start. */
export const FACTS_DESCRIPTION_CHARS = 600;

/**
 * Rows per page of facts. A page's rows (with their descriptions) are garbage once handed over: small
 * pages die in V8's young generation (the server runs with a 2 × 4 MB one) instead of being promoted to
 * the old one, which the process would keep resident long after the read.
 */
const FACTS_PAGE_ROWS = 1_000;

/** Hands over the rows written after `since`, a page at a time; answers the newest updatedAt seen (or `since`). */
export async function readFacts(db: Db, since: Date, take: (rows: CatalogFactsRow[]) => void): Promise<Date> {
  let newest = since;
  await readPages(
    (after, n) => factsPage(db, since, after, n, FACTS_DESCRIPTION_CHARS),
    (rows) => {
      for (const r of rows) if (r.updatedAt > newest) newest = r.updatedAt;
      take(rows);
    },
    FACTS_PAGE_ROWS,
  );
  return newest;
}

/** What a copy of the facts kept elsewhere checks it still matches (readFactsCheck). */
export interface FactsCheck {
  maxId: number;
  /** The catalog rows with an id up to maxId, and the sum of their ids (as text: it can pass 2^53). */
  rows: number;
  idSum: string;
  /** The database: its cluster's system identifier and its name. */
  database: string;
}

/**
 * A copy of the facts kept elsewhere (the recommendations' snapshot) checks with this that the rows it
 * was read from are still the ones here: catalog rows are never deleted, and another database (a
 * restore, another DATABASE_URL) says another identifier or name.
 */
export async function readFactsCheck(db: Db, maxId: number): Promise<FactsCheck> {
  return { maxId, ...(await factsCheck(db, maxId)) };
}
