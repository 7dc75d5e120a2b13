// What the catalog search index takes and answers (catalog-index.ts), apart so the modules it uses
// (query-plan.ts) can name them without importing the index itself.
import type { CatalogRecord } from "../catalog.types.ts";
import type { MatchClass, MatchTier } from "./rules.ts";
import type { ShownGame } from "./shown-games.ts";

/**
 * What the index is built from (series for the cover URL's version; flags for the standing). No doc is
 * kept: matching and ranking data live in the game table, what an answer shows in ShownGames.
 */
export type SearchDoc = Pick<
  CatalogRecord,
  "id" | "slug" | "title" | "altTitles" | "year" | "platforms" | "series" | "rating" | "metacritic" | "source" | "hidden" | "coverUrl"
> &
  Partial<Pick<CatalogRecord, "flags">>;

export interface SearchHit {
  /** The catalog id. */
  id: number;
  /** The game as the answer shows it (its row's values). */
  game: ShownGame;
  /** normalizeTitle of the game's title. */
  normalizedTitle: string;
  year: number | null;
  tier: MatchTier;
  /** The finer class the hit ranked in ("inside" reports tier "contains"). */
  cls: MatchClass;
  /** rules.STANDING: curated, listed or demoted. */
  standing: number;
  /** rules.score: rating + metacritic / 20. */
  score: number;
}

export interface SearchOptions {
  /** Maximum number of hits (default 10). */
  limit?: number;
  /** Include hidden games (non-games, homebrew, unlicensed); default false. */
  includeHidden?: boolean;
}
