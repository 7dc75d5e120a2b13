// Shapes shared inside the catalog feature (search index, covers, providers, loader, routes).

/** A catalog game as the rest of the server sees it (one row of catalog_games). */
export interface CatalogRecord {
  id: number;
  slug: string;
  /** "core" (curated, ships in the repo), "mame" (retro extension), "rawg" | "igdb" | "wikidata" | "steam" (looked up), "import". */
  source: string;
  sourceId: string;
  title: string;
  altTitles: string[];
  year: number | null;
  /** "YYYY-MM-DD" when known. */
  released: string | null;
  platforms: string[];
  genres: string[];
  developers: string[];
  publishers: string[];
  series: string | null;
  description: string | null;
  /** Critic score 0–100. */
  metacritic: number | null;
  /** Provider user rating out of 5. */
  rating: number | null;
  /** Achievement / trophy totals per canonical platform name. */
  achievements: Record<string, number> | null;
  /** A provider's image URL (served to browsers only through /api/catalog/covers). */
  coverUrl: string | null;
  rawgId: number | null;
  igdbId: number | null;
  steamAppId: number | null;
  wikidataId: string | null;
  /** Non-game software, homebrew or unlicensed: kept out of default search. */
  hidden: boolean;
  flags: string[];
}

/** What a provider adapter returns for one game: a CatalogRecord without database identity. */
export type ProviderGame = Omit<CatalogRecord, "id" | "slug" | "hidden" | "flags"> & { slug?: string };
