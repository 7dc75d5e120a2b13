import type { CatalogGame, CatalogSearchResult } from "@savepoint/common";
import type { CatalogRecord } from "./catalog.types.ts";
import { displayRating } from "./search/rules.ts";
import { coverEtag, type CoverInput } from "./covers/cover-svg.ts";

/** The fields a generated cover is drawn from. */
type CoverFields = Pick<CatalogRecord, "title" | "platforms" | "year" | "series">;

/**
 * What the cover route draws and tags (its ETag) and what coverPath's `?v=` is derived from: one
 * list, so a change to any of these fields gives the long-cached cover a new URL.
 */
export function coverInput(r: CoverFields): CoverInput {
  return { title: r.title, platform: r.platforms[0] ?? null, year: r.year, series: r.series };
}

/** A browser never loads a provider's image directly: every cover goes through our own route. */
export function coverPath(r: CoverFields & Pick<CatalogRecord, "slug" | "coverUrl">): string {
  // The ETag is quoted for HTTP; the URL carries its bare value.
  const v = coverEtag(coverInput(r)).replace(/"/g, "") + (r.coverUrl ? "p" : "");
  return `/api/catalog/covers/${encodeURIComponent(r.slug)}?v=${v}`;
}

const COVER_ROUTE = "/api/catalog/covers/";

/**
 * A generated catalog cover drawn with another platform (a library copy's: the cover route takes
 * `?platform=`); any other image address is returned as it is.
 */
export function coverForPlatform(imageUrl: string | null, platform: string): string | null {
  if (!imageUrl?.startsWith(COVER_ROUTE)) return imageUrl;
  const url = new URL(imageUrl, "http://cover.invalid");
  url.searchParams.set("platform", platform);
  return url.pathname + url.search;
}

export function toSearchResult(
  r: Pick<CatalogRecord, "slug" | "title" | "year" | "platforms" | "series" | "rating" | "metacritic" | "coverUrl" | "source">,
): CatalogSearchResult {
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

export function toGameDto(r: CatalogRecord): CatalogGame {
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
    playtime: r.playtimeHours ? { hours: r.playtimeHours, source: "RAWG" } : null,
    achievements: r.achievements,
    rawgId: r.rawgId,
    igdbId: r.igdbId,
    steamAppId: r.steamAppId,
  };
}
