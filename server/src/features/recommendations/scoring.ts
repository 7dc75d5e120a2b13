// How close a catalog game is to the player's taste (the match score), how well known it is, the
// reason line that names the player's own games, the card, and the variety caps of a list.
import {
  CARD_GENRES_MAX,
  REASON_TEXTS,
  UNKNOWN_CARD_PLATFORM,
  VARIETY_MAX_PER_COMPANY,
  VARIETY_MAX_PER_SERIES,
  type RecommendationCard,
} from "@savepoint/common";
import { catalogCoverPath, displayRating } from "../catalog/index.ts";
import { TitleSet, genreKey, type RecoGame } from "./reco-game.ts";
import type { Seed, Taste } from "./taste.ts";

/** How much each kind of likeness counts in the match score (they add up to 1). */
const W = { genres: 0.45, family: 0.2, words: 0.15, publisher: 0.04, platform: 0.06, coLoved: 0.1 } as const;
/** Description words shared with the player's taste: this much of their taste's weight is a full match. */
const WORDS_FULL = 1;

function wordLikeness(taste: Taste, g: RecoGame): number {
  let sum = 0;
  for (const w of g.words) sum += taste.words.get(w) ?? 0;
  return Math.min(1, sum / WORDS_FULL);
}

/** Genre likeness 0–1: the taste of each of the game's genres, over √(genres × 2), capped at 1. */
function genreLikeness(taste: Taste, g: RecoGame): number {
  if (g.genres.length === 0) return 0;
  let sum = 0;
  for (const k of g.genres) sum += taste.genres.get(k) ?? 0;
  return Math.max(-1, Math.min(1, sum / Math.sqrt(g.genres.length * 2)));
}

const best = (m: Map<string, number>, keys: readonly string[]) => keys.reduce((acc, k) => Math.max(acc, m.get(k) ?? 0), 0);

/**
 * Similarity to the player's taste, 0–1: genres, then the same series or developer, description words,
 * publisher, a preferred platform, and (0–1, when known) how often players who loved the player's games loved it.
 */
export function similarity(taste: Taste, g: RecoGame, coLoved = 0): number {
  return withCoLoved(tasteScore(taste, g), coLoved);
}

/** Similarity from a game's tasteScore and its co-loved share (0–1). */
export const withCoLoved = (score: number, coLoved: number) => Math.max(0, Math.min(1, score + W.coLoved * coLoved));

/** Similarity's part read from the game and the player's taste alone (not yet bounded to 0–1). */
export function tasteScore(taste: Taste, g: RecoGame): number {
  const genres = genreLikeness(taste, g);
  // A series or studio the player knows counts only for a game in a genre they like (or of unknown genre).
  const series = g.series ? (taste.lovedSeries.has(g.series) ? 1 : (taste.series.get(g.series) ?? 0)) : 0;
  const family = genres > 0 || g.genres.length === 0 ? Math.max(series, best(taste.developers, g.developers)) : 0;
  const platform = g.platforms.some((p) => (taste.platforms.get(p) ?? 0) >= 0.25) ? 1 : 0;
  return (
    W.genres * genres +
    W.family * Math.max(0, family) +
    W.words * wordLikeness(taste, g) +
    W.publisher * best(taste.publishers, g.publishers) +
    W.platform * platform
  );
}

/**
 * Whether a series or studio link between the player's game and a candidate counts: they share a genre
 * (or either has none known). Diddy Kong Racing's series does not make Donkey Kong 64 like it.
 */
export const sharesGenre = (a: readonly string[], b: readonly string[]) => a.length === 0 || b.length === 0 || a.some((k) => b.includes(k));

export const matchScore = (sim: number) => Math.round(Math.max(0, Math.min(1, sim)) * 100);

/** What makes a candidate worth showing: similarity mostly, how well known it is a little. */
export const rank = (sim: number, g: RecoGame) => 0.75 * sim + 0.25 * g.quality;

const positive = (s: Seed) => s.weight > 0;
/** Reasons name one of the player's heaviest games. */
const REASON_SEEDS = 40;

/** 'Same series as …' (a game under the title of one the player has is never offered: Picker). */
export function seriesReason(seed: Seed): string {
  return REASON_TEXTS.sameSeries(seed.game.title);
}

/**
 * The player's game behind a pick: when players who loved one of the player's games brought it into the
 * list (`coLovedFrom`), that game; else one of the same series, else of the same developer (either
 * sharing a genre with the pick: sharesGenre), else the loved game
 * sharing the most genres with it. `used` counts how often each game was named in the list so far:
 * among equals, another is named.
 */
export function reasonFor(taste: Taste, g: RecoGame, coLovedFrom?: Seed, used: Map<string, number> = new Map()): string {
  const liked = taste.seeds.filter(positive);
  const named = (s: Seed, text: string) => {
    used.set(s.game.id, (used.get(s.game.id) ?? 0) + 1);
    return text;
  };
  if (coLovedFrom) return named(coLovedFrom, REASON_TEXTS.popularWithLovers(coLovedFrom.game.title));
  const series = g.series ? liked.find((s) => s.series === g.series && sharesGenre(s.genres, g.genres)) : undefined;
  if (series) return named(series, seriesReason(series));
  for (const s of liked) {
    if (!sharesGenre(s.genres, g.genres)) continue;
    const dev = g.developers.find((d) => s.developers.includes(d));
    if (dev) return named(s, REASON_TEXTS.sameDeveloper(g.row.developers.find((d) => d.toLowerCase() === dev) ?? dev, s.game.title));
  }
  let top: Seed | undefined;
  let topScore = 0;
  for (const s of liked.slice(0, REASON_SEEDS)) {
    const shared = g.genres.filter((k) => s.genres.includes(k)).length;
    if (shared === 0) continue;
    const score = shared + Math.min(1, s.weight / 3) - 0.6 * (used.get(s.game.id) ?? 0);
    if (!top || score > topScore) [top, topScore] = [s, score];
  }
  if (top) return named(top, top.game.rating !== null ? REASON_TEXTS.becauseRated(top.game.title, top.game.rating) : REASON_TEXTS.becauseLiked(top.game.title));
  const genres = g.row.genres.filter((n) => genreKey(n) !== null && (taste.genres.get(genreKey(n)!) ?? 0) > 0).slice(0, CARD_GENRES_MAX);
  return genres.length ? REASON_TEXTS.matchesGenres(genres) : REASON_TEXTS.wellReviewedRecent;
}

/** Whether the player has a taste to match games against (a game with positive weight). */
export const hasTaste = (taste: Taste) => taste.seeds.some(positive);

/** The card of a pick; `score` is its similarity to the player's taste (no match score without a taste). */
export function toCard(taste: Taste, g: RecoGame, score: number, reason: string): RecommendationCard {
  const r = g.row;
  return {
    catalogId: r.id,
    slug: r.slug,
    title: r.title,
    imageUrl: catalogCoverPath(r),
    rating: displayRating(r),
    metacritic: r.metacritic,
    platform: r.platforms[0] ?? UNKNOWN_CARD_PLATFORM,
    platforms: r.platforms.slice(0, 3),
    releaseYear: r.year ?? 0,
    genres: r.genres.filter((n) => genreKey(n) !== null).slice(0, CARD_GENRES_MAX),
    developer: r.developers[0] ?? null,
    publisher: r.publishers[0] ?? null,
    matchScore: hasTaste(taste) ? matchScore(score) : null,
    reason,
  };
}

/**
 * Picks games in order while keeping a list varied: at most 2 from one series and 3 from one developer
 * or publisher, one game per normalised title, none the player has (nor one under the title of one
 * they have), dismissed, or already picked.
 */
export class Picker {
  private readonly series = new Map<string, number>();
  private readonly companies = new Map<string, number>();
  private readonly titles = new TitleSet();
  readonly picked: RecoGame[] = [];

  constructor(
    private readonly taste: Taste,
    private readonly dismissed: ReadonlySet<number>,
    private readonly taken: Set<number> = new Set(),
  ) {}

  /** Whether the game may be recommended at all (not owned, dismissed or already taken). */
  allowed(g: RecoGame): boolean {
    return (
      !this.taste.ownedIds.has(g.id) && !this.dismissed.has(g.id) && !this.taken.has(g.id) && !this.taste.ownedTitles.hasGame(g) && !this.titles.hasGame(g)
    );
  }

  /** Takes the game unless it is not allowed or would break a variety cap. */
  take(g: RecoGame): boolean {
    if (!this.allowed(g)) return false;
    if (g.series && (this.series.get(g.series) ?? 0) >= VARIETY_MAX_PER_SERIES) return false;
    const companies = [...new Set([...g.developers.map((d) => `d:${d}`), ...g.publishers.map((p) => `p:${p}`)])];
    if (companies.some((c) => (this.companies.get(c) ?? 0) >= VARIETY_MAX_PER_COMPANY)) return false;
    if (g.series) this.series.set(g.series, (this.series.get(g.series) ?? 0) + 1);
    for (const c of companies) this.companies.set(c, (this.companies.get(c) ?? 0) + 1);
    this.titles.add(g.normalizedTitle);
    this.taken.add(g.id);
    this.picked.push(g);
    return true;
  }
}
