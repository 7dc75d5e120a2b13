import { z } from "zod";
import { text } from "./primitives.ts";

/** The search box: at least 3 characters, at most 10 results, 300 ms debounce. */
export const SEARCH_MIN_CHARS = 3;
/** Shorter queries (2 characters: "Ys", "Oz") find only titles equal to them. */
export const SEARCH_EXACT_MIN_CHARS = 2;
/** What the search box says while the query is too short to search everything. */
export const SEARCH_TOO_SHORT_TEXT = `Type at least ${SEARCH_MIN_CHARS} characters`;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MAX_RESULTS = 10;

export const CatalogSearchQuerySchema = z.object({
  q: text("Search term", "Enter a search term")
    .trim()
    .min(SEARCH_EXACT_MIN_CHARS, `Enter at least ${SEARCH_EXACT_MIN_CHARS} characters`)
    .max(200, "Search term is too long"),
  includeHidden: z.enum(["true", "false"], { error: "includeHidden must be true or false" }).optional(),
});

export const AchievementsQuerySchema = z.object({
  title: text("Title", "Title is required").trim().min(1, "Title is required").max(300, "Title must be at most 300 characters"),
  platform: text("Platform", "Platform is required").trim().min(1, "Platform is required").max(100, "Platform must be at most 100 characters"),
});

export interface CatalogSearchResult {
  slug: string;
  title: string;
  year: number | null;
  /** At most 3. */
  platforms: string[];
  /** Out of 5, one decimal. */
  rating: number | null;
  imageUrl: string;
  source: string;
}

/** What the catalog knows about a game beyond a search result, answered as stored. */
export interface CatalogGameFacts {
  id: number;
  altTitles: string[];
  /** "YYYY-MM-DD" when known. */
  released: string | null;
  genres: string[];
  developers: string[];
  publishers: string[];
  series: string | null;
  description: string | null;
  /** Critic score 0–100. */
  metacritic: number | null;
  /** Achievement / trophy totals per canonical platform name. */
  achievements: Record<string, number> | null;
  rawgId: number | null;
  igdbId: number | null;
  steamAppId: number | null;
}

/** A provider's average play time of a game, labelled with the provider (RAWG's `playtime`). */
export interface ProviderPlaytime {
  /** Whole hours. */
  hours: number;
  source: "RAWG";
}

export interface CatalogGame extends CatalogSearchResult, CatalogGameFacts {
  /** Null when no configured provider reported one (nothing offline carries it). */
  playtime: ProviderPlaytime | null;
}

export const achievementsNotFoundMessage = (game: string, platform: string) => `No achievement data found for ${game} on ${platform}. Please enter manually.`;
