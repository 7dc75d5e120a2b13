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

/**
 * How much a game stands for "the game people mean", before any match: curated games, then the retro
 * lists' rows, then rows that are not the real game (demos, samplers, betas, prototypes, pirate ports).
 */
export const STANDING = { curated: 0, listed: 1, demoted: 2 } as const;

/** Whole words or phrases of a folded title that mark something other than the full game. */
const NOT_THE_GAME_RE =
  /(?:^| )(?:demo|demos|sampler|beta|prototype|proto|preview|taikenban|kiosk|trial version|trial edition|not for resale|press kit)(?= |$)/;

/**
 * What leaves a retro-list row out of search although its title has no exclusion word: marks of
 * something that is not a game at all (a sampler, a demo disc, a bootleg) and the flag of a port by a
 * house known for unlicensed conversions ("Final Fantasy VII - Zui Zhong Huan Xian 7" on the NES).
 */
const NON_GAME_RE = /(?:^| )(?:sampler|samplers|demo disc|demo disk|demo cd|bootleg|bootlegs)(?= |$)/;
const LEAVING_OUT_FLAGS: readonly string[] = ["pirate"];

/**
 * Whether search may show a game at all: no exclusion word, no known rating below 2 and, for a row of
 * the retro lists (curated games are games whatever their title), nothing that marks it as a non-game
 * or a bootleg.
 */
export function isKeptInSearch(doc: { source: string; rating: number | null; flags?: readonly string[] }, foldedTitle: string): boolean {
  if (isExcludedFolded(foldedTitle) || !passesMinimumRating(doc)) return false;
  if (doc.source === "core") return true;
  return !NON_GAME_RE.test(foldedTitle) && !doc.flags?.some((f) => LEAVING_OUT_FLAGS.includes(f));
}

/** Whether a folded title (foldText) names a demo, sampler, beta, prototype or the like. */
export function isNotTheGameFolded(foldedTitle: string): boolean {
  return NOT_THE_GAME_RE.test(foldedTitle);
}

/**
 * A game's standing (STANDING): curated games are real games whatever their title ("Prototype" is a
 * 2009 game); a listed row is demoted by a demo-like title word.
 */
export function standingOf(doc: { source: string }, foldedTitle: string): number {
  if (doc.source === "core") return STANDING.curated;
  if (isNotTheGameFolded(foldedTitle)) return STANDING.demoted;
  return STANDING.listed;
}

/**
 * What tracking adds to a game's notability: half a point per doubling of the players on this instance
 * who have it in their library (1 player +0.5, 3 players +1, 15 players +2), at most 2.5 — half the
 * critic-score range, so a widely tracked game beats a slightly better-reviewed one nobody plays here.
 */
export function trackingBonus(players: number): number {
  return players > 0 ? Math.min(2.5, Math.log2(1 + players) / 2) : 0;
}

/** Notability: rules.score plus the tracking bonus. */
export function notability(r: { rating: number | null; metacritic: number | null }, players = 0): number {
  return score(r) + trackingBonus(players);
}

/** The per-game part of the ordering, computed once per game. */
export interface RankKey {
  /** STANDING: curated, listed or demoted. */
  standing: number;
  /** notability(): critic score, rating and how many players here track the game. */
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
    flags?: readonly string[];
  },
  foldedTitle: string = foldText(doc.title),
  players = 0,
): RankKey {
  return {
    standing: standingOf(doc, foldedTitle),
    score: notability(doc, players),
    platformCount: doc.platforms.length,
    titleLength: doc.title.length,
    sortTitle: foldedTitle,
    id: doc.id,
  };
}

/**
 * Ordering of games that reached the same tier: standing (curated, listed, demoted), then notability
 * descending, then more platforms, then the shorter title, then the title alphabetically (id as the
 * last, deterministic resort).
 */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  if (a.standing !== b.standing) return a.standing - b.standing;
  return compareFromScore(a, b);
}

function compareFromScore(a: RankKey, b: RankKey): number {
  if (a.score !== b.score) return b.score - a.score;
  return compareFromPlatforms(a, b);
}

function compareFromPlatforms(a: RankKey, b: RankKey): number {
  if (a.platformCount !== b.platformCount) return b.platformCount - a.platformCount;
  if (a.titleLength !== b.titleLength) return a.titleLength - b.titleLength;
  if (a.sortTitle !== b.sortTitle) return a.sortTitle < b.sortTitle ? -1 : 1;
  return a.id - b.id;
}

/** The group a hit ranks in (see compareRanked): word-level matches by standing, then inside, then fuzzy. */
export function groupOf(cls: MatchClass, key: RankKey): number {
  const rank = CLASS_RANK[cls];
  return rank <= CLASS_RANK.contains ? key.standing : rank + 1;
}

/**
 * Full result ordering. Games fall into six groups, in this order:
 *   0. curated games matching exactly, by prefix or at word starts ("exact", "prefix", "contains");
 *   1. retro-list games matching the same way;
 *   2. demos, samplers, betas, prototypes and pirate ports matching the same way;
 *   4. matches inside words only ("inside", reported as tier "contains");
 *   5. "fuzzy" matches (typo-corrected; only ever produced when nothing else matched).
 * Inside a group: exact matches first; then, for curated games, notability (critic score, rating,
 * players tracking it) before prefix-versus-contains, and for the others the class (prefix, then
 * contains) before notability; then platforms, shorter title, alphabetical.
 *
 * Why curated games come before a better tier: with ~78k MAME entries, ordering by tier first lets
 * obscure retro entries whose title equals or starts with the query (an Amstrad CPC "Zelda",
 * console ports titled "Street Fighter II") outrank the curated games the user means ("The Legend
 * of Zelda: Ocarina of Time"), which only "contain" the query. Why notability before prefix among
 * curated games: "mario" means Super Mario 64 or Odyssey as much as Mario Kart; the spec's strict
 * prefix-first order filled the page with spin-offs. A match only inside a word ("pac" in
 * "FreeSpace 2") is too weak for either promotion and ranks after every word-level match.
 */
export function compareRanked(aClass: MatchClass, a: RankKey, bClass: MatchClass, b: RankKey): number {
  const ga = groupOf(aClass, a);
  const gb = groupOf(bClass, b);
  if (ga !== gb) return ga - gb;
  const ra = CLASS_RANK[aClass];
  const rb = CLASS_RANK[bClass];
  if (ra !== rb && (ra === CLASS_RANK.exact || rb === CLASS_RANK.exact)) return ra - rb;
  if (a.standing !== b.standing) return a.standing - b.standing;
  if (a.standing === STANDING.curated) {
    if (a.score !== b.score) return b.score - a.score;
    if (ra !== rb) return ra - rb;
    return compareFromPlatforms(a, b);
  }
  if (ra !== rb) return ra - rb;
  return compareFromScore(a, b);
}
