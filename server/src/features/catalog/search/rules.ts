// The search filter and ranking rules as pure functions. The index (catalog-index.ts) uses these
// for verification and ordering; the tests pin each rule down.

import { foldText } from "../../../lib/text.ts";

/** The tier a hit is reported with (SearchHit.tier). */
export type MatchTier = "exact" | "prefix" | "contains" | "fuzzy";

/**
 * The finer class used for ranking: the "contains" tier is split into "contains" (every query
 * word starts a word of the title: "zelda" in "The Legend of Zelda") and "inside" (some query
 * word only occurs inside a word: "pac" in "FreeSpace"). "inside" hits report tier "contains".
 */
export type MatchClass = "exact" | "prefix" | "contains" | "inside" | "fuzzy";

export const CLASS_RANK: Readonly<Record<MatchClass, number>> = {
  exact: 0,
  prefix: 1,
  contains: 2,
  inside: 3,
  fuzzy: 4,
};

export function tierOf(matchClass: MatchClass): MatchTier {
  return matchClass === "inside" ? "contains" : matchClass;
}

/**
 * Titles containing one of these are kept out of search results.
 *
 * "Containing" means as a whole word or whole phrase of the folded title (foldText): a substring
 * test would also drop real games ("mod" in "Modern Warfare", "hack" in "Shack" or "Hacker",
 * "custom" in "Customs"). So "Super Mario Bros (Hack)" and "Sonic Fan-Made" are excluded,
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
 * Minimum-rating rule: a game with a known rating below 2 (out of 5) is excluded. A game with
 * neither rating nor metacritic is kept: the offline catalog has no ratings for most games, so
 * excluding those would empty the results.
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

/** Whether every query token starts a word of the normalised string. */
function startsWords(normalized: string, queryTokens: readonly string[]): boolean {
  for (const token of queryTokens) {
    if (!normalized.startsWith(token) && !normalized.includes(` ${token}`)) return false;
  }
  return true;
}

/**
 * The keep rule for one normalised title, as a ranking class: equal to the normalised query
 * ("exact"), starting with it ("prefix"), containing it or containing every query word
 * ("contains", or "inside" when a query word only occurs inside a word); else null.
 */
export function titleMatchClass(
  normalizedTitle: string,
  normalizedQuery: string,
  queryTokens: readonly string[] = normalizedQuery.split(" "),
): Exclude<MatchClass, "fuzzy"> | null {
  if (normalizedQuery === "") return null;
  if (normalizedTitle === normalizedQuery) return "exact";
  if (normalizedTitle.startsWith(normalizedQuery)) return "prefix";
  if (!normalizedTitle.includes(normalizedQuery) && !containsAllWords(normalizedTitle, queryTokens)) return null;
  return startsWords(normalizedTitle, queryTokens) ? "contains" : "inside";
}

/** The keep rule for one normalised title, as the reported tier (see titleMatchClass). */
export function titleMatch(
  normalizedTitle: string,
  normalizedQuery: string,
  queryTokens: readonly string[] = normalizedQuery.split(" "),
): "exact" | "prefix" | "contains" | null {
  const c = titleMatchClass(normalizedTitle, normalizedQuery, queryTokens);
  return c === null ? null : (tierOf(c) as "exact" | "prefix" | "contains");
}

/**
 * The keep rule for a game: the best class its title or any of its alt titles reaches
 * (the same test is tried against each alt title); null when none matches.
 */
export function docMatchClass(
  normalizedTitle: string,
  normalizedAltTitles: readonly string[],
  normalizedQuery: string,
  queryTokens: readonly string[] = normalizedQuery.split(" "),
): Exclude<MatchClass, "fuzzy"> | null {
  let best = titleMatchClass(normalizedTitle, normalizedQuery, queryTokens);
  for (const alt of normalizedAltTitles) {
    if (best === "exact") break;
    const c = titleMatchClass(alt, normalizedQuery, queryTokens);
    if (c !== null && (best === null || CLASS_RANK[c] < CLASS_RANK[best])) best = c;
  }
  return best;
}

/** docMatchClass as the reported tier. */
export function docMatch(
  normalizedTitle: string,
  normalizedAltTitles: readonly string[],
  normalizedQuery: string,
  queryTokens: readonly string[] = normalizedQuery.split(" "),
): "exact" | "prefix" | "contains" | null {
  const c = docMatchClass(normalizedTitle, normalizedAltTitles, normalizedQuery, queryTokens);
  return c === null ? null : (tierOf(c) as "exact" | "prefix" | "contains");
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
 * Full result ordering. Games fall into four groups, in this order:
 *   1. core games matching exactly, by prefix or at word starts ("exact", "prefix", "contains");
 *   2. every other game matching the same way;
 *   3. matches inside words only ("inside", reported as tier "contains");
 *   4. "fuzzy" matches (typo-corrected; only ever produced when nothing else matched).
 * Inside a group: the class (exact, prefix, contains), then compareRankKeys (core first, score,
 * platforms, shorter title, alphabetical).
 *
 * Why core games come before a better tier: with ~78k MAME entries, ordering by tier first (core
 * first only inside a tier) lets obscure retro entries whose title equals or starts with the
 * query (an Amstrad CPC "Zelda", "Zelda II Demo", console ports titled "Street Fighter II")
 * outrank the curated games the user means ("The Legend of Zelda: Ocarina of Time", "Street
 * Fighter II: The World Warrior"), which only "contain" the query. So the ~1,600 core games rank
 * as a block, with the tier order (exact, prefix, contains) kept inside each group. A core match
 * that is only inside a word ("pac" in "FreeSpace 2") is too weak for that promotion and ranks
 * after every word-level match.
 */
export function compareRanked(aClass: MatchClass, a: RankKey, bClass: MatchClass, b: RankKey): number {
  const ra = CLASS_RANK[aClass];
  const rb = CLASS_RANK[bClass];
  const ga = ra <= CLASS_RANK.contains ? (a.core ? 0 : 1) : ra;
  const gb = rb <= CLASS_RANK.contains ? (b.core ? 0 : 1) : rb;
  if (ga !== gb) return ga - gb;
  if (ra !== rb) return ra - rb;
  return compareRankKeys(a, b);
}
