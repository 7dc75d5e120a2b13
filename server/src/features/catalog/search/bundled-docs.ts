// The bundled catalog (catalog.data.ts) as search documents numbered like table ids: what the search
// benchmark and the relevance set (`npm run eval:search`) build an index from, without a database.
import { readBundledCatalog } from "../catalog.data.ts";
import { slugify } from "../../../lib/text.ts";
import type { SearchDoc } from "./catalog-index.ts";

export function bundledSearchDocs(): SearchDoc[] {
  return readBundledCatalog(slugify).rows.map((row, i) => ({
    id: i + 1,
    slug: row.slug,
    title: row.title,
    altTitles: row.altTitles,
    year: row.year,
    platforms: row.platforms,
    series: row.series,
    rating: row.rating,
    metacritic: row.metacritic,
    source: row.source,
    hidden: row.hidden,
    flags: row.flags,
    coverUrl: null,
  }));
}
