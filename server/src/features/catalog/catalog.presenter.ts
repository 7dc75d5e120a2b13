import type { CatalogGame, CatalogSearchResult } from "@savepoint/common";
import type { CatalogRecord } from "./catalog.types.ts";
import { displayRating } from "./search/rules.ts";
import { coverEtag } from "./covers/cover-svg.ts";

/** A browser never loads a provider's image directly: every cover goes through our own route. */
export function coverPath(r: Pick<CatalogRecord, "slug" | "title" | "platforms" | "year" | "coverUrl">): string {
  // The ETag is quoted for HTTP; the URL carries its bare value.
  const v = coverEtag({ title: r.title, platform: r.platforms[0] ?? null, year: r.year }).replace(/"/g, "") + (r.coverUrl ? "p" : "");
  return `/api/catalog/covers/${encodeURIComponent(r.slug)}?v=${v}`;
}

export type CatalogSearchResultDto = CatalogSearchResult;

export function toSearchResult(r: Pick<CatalogRecord, "slug" | "title" | "year" | "platforms" | "rating" | "metacritic" | "coverUrl" | "source">): CatalogSearchResultDto {
  return {
    slug: r.slug,
    title: r.title,
    year: r.year,
    platforms: r.platforms.slice(0, 3),
    rating: displayRating(r),
    imageUrl: coverPath(r),
    source: r.source,
  };
}

export type CatalogGameDto = CatalogGame;

export function toGameDto(r: CatalogRecord): CatalogGameDto {
  return {
    ...toSearchResult(r),
    platforms: r.platforms,
    id: r.id,
    altTitles: r.altTitles,
    released: r.released,
    genres: r.genres,
    developers: r.developers,
    publishers: r.publishers,
    series: r.series,
    description: r.description,
    metacritic: r.metacritic,
    achievements: r.achievements,
    rawgId: r.rawgId,
    igdbId: r.igdbId,
    steamAppId: r.steamAppId,
  };
}
