// Shapes shared inside the catalog feature (search index, covers, providers, loader, routes).

import type { CatalogGameFacts } from "@savepoint/common";

/** A catalog game as the rest of the server sees it (one row of catalog_games). */
export interface CatalogRecord extends CatalogGameFacts {
  slug: string;
  /** "core" (curated, ships in the repo), "mame" (retro extension), "rawg" | "igdb" | "wikidata" | "steam" (looked up), "import". */
  source: string;
  sourceId: string;
  title: string;
  year: number | null;
  /** Every platform (a search result shows at most 3). */
  platforms: string[];
  /** Provider user rating out of 5. */
  rating: number | null;
  /** A provider's average play time in whole hours (RAWG's `playtime`, the only one that reports it); null when unknown. */
  playtimeHours: number | null;
  /** A provider's image URL (served to browsers only through /api/catalog/covers). */
  coverUrl: string | null;
  wikidataId: string | null;
  /** Non-game software, homebrew or unlicensed: kept out of default search. */
  hidden: boolean;
  flags: string[];
}

/** What a provider adapter returns for one game: a CatalogRecord without database identity. */
export type ProviderGame = Omit<CatalogRecord, "id" | "slug" | "hidden" | "flags"> & { slug?: string };

export interface CatalogProviders {
  /** True when at least one provider is configured. */
  readonly enabled: boolean;
  searchAll(query: string, limit: number): Promise<ProviderGame[]>;
  detailsAll(idOrSlug: string): Promise<ProviderGame | null>;
  /** Series and suggested games from a provider ([] when unknown or on failure). */
  relatedAll(idOrSlug: string): Promise<ProviderGame[]>;
  achievementsFor(game: { title: string; steamAppId?: number | null; platform: string }): Promise<number | null>;
  /** A provider's trending list (GameProvider.trending); null when no provider has one or on failure. Never throws. */
  trending(window: { since: string; until: string; minRating: number }): Promise<ProviderGame[] | null>;
}

export const noProviders: CatalogProviders = {
  enabled: false,
  searchAll: () => Promise.resolve([]),
  detailsAll: () => Promise.resolve(null),
  relatedAll: () => Promise.resolve([]),
  achievementsFor: () => Promise.resolve(null),
  trending: () => Promise.resolve(null),
};
