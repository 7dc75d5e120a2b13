// Recommendation answers. Every card is a catalog game the player does not have.

/** One recommended catalog game. */
export interface RecommendationCard {
  /** The catalog game's id: what 'Not interested' sends (/api/recommendations/dismissed/:catalogId). */
  catalogId: number;
  /** The catalog game's slug: the Add Game dialog and /api/catalog/games/{slug} take it. */
  slug: string;
  title: string;
  /** The cover as this origin serves it. */
  imageUrl: string;
  /** Players' rating out of 5, one decimal (null when unknown). */
  rating: number | null;
  /** Critic score 0–100 (null when unknown). */
  metacritic: number | null;
  /** The first platform, or 'Unknown'. */
  platform: string;
  /** At most 3. */
  platforms: string[];
  /** 0 when unknown. */
  releaseYear: number;
  /** At most 2, 'unknown' left out. */
  genres: string[];
  developer: string | null;
  publisher: string | null;
  /**
   * Similarity to the player's taste, 0–100 (the colour bands of matchBand apply), the same measure on
   * every list; null when the player has no game to compare with yet (no badge rather than 0%).
   */
  matchScore: number | null;
  /** Why it is here, naming the player's own games where it can. */
  reason: string;
}

/** A list of cards ('For you', trending, underrated). */
export interface RecommendationList {
  items: RecommendationCard[];
  /** How many games the library held when the list was computed. */
  libraryCount: number;
  /** ISO timestamp of the computation (a cached answer keeps its time). */
  generatedAt: string;
}

/**
 * Where trending came from: the configured provider's trending list (RAWG's, when a key is set), this
 * instance's activity, or the catalog's well-reviewed recent releases.
 */
export type TrendingBasis = "provider" | "instance" | "catalog";

export interface TrendingList extends RecommendationList {
  basis: TrendingBasis;
}

/** A library game the similar tab drew from, and its picks. */
export interface SimilarSource {
  /** The library game's id. */
  id: string;
  title: string;
  slug: string;
  items: RecommendationCard[];
}

/** Similar games: to one library game, or the tab (up to 5 sources). */
export interface SimilarRecommendations extends RecommendationList {
  /** False when the library has fewer than SIMILAR_MIN_LIBRARY games (the tab's empty state). */
  enough: boolean;
  sources: SimilarSource[];
}

export interface TasteProfile {
  /** At most 8, strongest first; 'unknown' ignored. Empty: 'No data available'. */
  favoriteGenres: string[];
  /** At most 3, strongest first. */
  preferredPlatforms: string[];
  /** Mean rating out of 10, one decimal; null: 'No ratings yet'. */
  averageRating: number | null;
  ratedCount: number;
  gameCount: number;
}

export interface DismissedState {
  catalogId: number;
  dismissed: boolean;
}
