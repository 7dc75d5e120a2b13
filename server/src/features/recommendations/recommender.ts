// The recommender: pure functions from the catalog, the player's library and what this instance knows
// (who tracks and loves what) to the lists. Candidates come from the catalog's postings (the genres,
// series, developers and publishers of the player's games), never from a scan of the whole catalog.
import {
  RECOMMENDATION_LIST_MAX,
  REASON_TEXTS,
  SIMILAR_MAX_SOURCES,
  SIMILAR_MIN_LIBRARY,
  SIMILAR_MIN_PER_SOURCE,
  TRENDING_MIN_RATING,
  TRENDING_WINDOW_MONTHS,
  UNDERRATED_MAX_TRACKED,
  UNDERRATED_MIN_METACRITIC,
  UNDERRATED_MIN_RATING,
  type RecommendationCard,
  type SimilarSource,
  type TrendingBasis,
} from "@savepoint/common";
import type { RecoCatalog } from "./reco-catalog.ts";
import type { RecoGame } from "./reco-game.ts";
import { Picker, rank, reasonFor, seriesReason, sharesGenre, similarity, tasteScore, toCard, withCoLoved } from "./scoring.ts";
import type { Seed, Taste } from "./taste.ts";

export { RecoCatalog, type RecoCatalogRow } from "./reco-catalog.ts";
export { profileOf, tasteOf, type RecoLibraryGame, type Taste } from "./taste.ts";

/** What this instance knows besides the catalog (all optional: a new instance has none of it). */
export interface RecoSignals {
  now: Date;
  dismissed?: ReadonlySet<number>;
  /** How many libraries track each catalog game (games nobody tracks are absent). */
  players?: ReadonlyMap<number, number>;
  /** For a catalog game: per game of the player's (catalog id), how many players loved both. */
  coLoved?: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /** Catalog games of a provider's trending list (already filtered by rating, image and release), its order. */
  providerTrending?: readonly number[];
  /** Catalog games most added or started here lately, most players first. */
  trending?: readonly { catalogId: number; players: number }[];
  /** Mean rating (1–10) and raters per catalog game on this instance. */
  instanceRatings?: ReadonlyMap<number, { mean: number; count: number }>;
}

const MAX = RECOMMENDATION_LIST_MAX;
/** How deep into each posting candidates are read (postings are best known first). */
const DEPTH = { genre: 150, series: 40, developer: 40, publisher: 20, word: 30 } as const;
/** The player's strongest description words whose games are candidates too. */
const CANDIDATE_WORDS = 15;
/** 'For you' keeps room for discovery: at most this many games of series the player already plays. */
const FOR_YOU_MAX_CONTINUATIONS = 8;
/** How many of the player's heaviest games lend their series and companies to 'For you'. */
const FAMILY_SEEDS = 30;
/** A well-reviewed release for the catalog's trending: a critic score of at least 75 counts too. */
const WELL_REVIEWED_METACRITIC = 75;
/** The catalog's trending widens its window (months) until it has enough releases. */
const TRENDING_WINDOWS = [TRENDING_WINDOW_MONTHS, 6, 12, 24, 48, 120];
const UNDERRATED_INSTANCE_MEAN = 8;
/** Within a series: a known critic score of at least this ranks above an unscored entry. */
const ACCLAIMED_METACRITIC = 80;
const ACCLAIMED_BONUS = 0.1;
/** Within a series: a small preference for entries near the years of the player's loved games. */
const ERA_WEIGHT = 0.06;
const ERA_SPAN_YEARS = 25;
/** A similar pick with a lower similarity to the player's taste comes after every closer one. */
const SIMILAR_FLOOR = 0.3;

const liked = (taste: Taste) => taste.seeds.filter((s) => s.weight > 0);

function collect(catalog: RecoCatalog, out: Map<number, RecoGame>, kind: Exclude<keyof typeof DEPTH, "word">, names: Iterable<string>) {
  for (const name of names) for (const g of catalog.posting(kind, name, DEPTH[kind])) out.set(g.id, g);
}

/** Per candidate, how many players loved it with one of the player's games, scaled 0–1, and the strongest such game. */
function coLovedOf(taste: Taste, signals: RecoSignals) {
  const co = signals.coLoved;
  const seedsById = new Map(taste.seeds.flatMap((s) => (s.game.catalogId !== null ? [[s.game.catalogId, s] as const] : [])));
  let max = 0;
  const totals = new Map<number, { total: number; from: Seed | undefined }>();
  for (const [id, bySeed] of co ?? []) {
    let total = 0;
    let from: [Seed | undefined, number] = [undefined, 0];
    for (const [seedId, n] of bySeed) {
      total += n;
      if (n > from[1]) from = [seedsById.get(seedId), n];
    }
    totals.set(id, { total, from: from[0] });
    max = Math.max(max, total);
  }
  return (id: number) => {
    const t = totals.get(id);
    return t && max > 0 ? { value: t.total / max, from: t.from } : { value: 0, from: undefined };
  };
}

interface Scored {
  g: RecoGame;
  sim: number;
  r: number;
}

/** The player's loved games' release year: the weighted median of the years of their positive games. */
function lovedYear(seeds: readonly Seed[]): number | null {
  const years = seeds.flatMap((s) => (s.catalog?.year ? [[s.catalog.year, s.weight] as const] : [])).sort((a, b) => a[0] - b[0]);
  let half = years.reduce((a, [, w]) => a + w, 0) / 2;
  for (const [year, w] of years) if ((half -= w) <= 0) return year;
  return null;
}

/**
 * Within a series the list's places for it go to its acclaimed entries first (a known critic score of
 * 80 or more over an unscored one, presumed at the median) and then to entries near the years of the
 * player's loved games; the series keeps the places its members earned.
 */
function fillSeriesSlots(scored: Scored[], year: number | null): void {
  const era = (g: RecoGame) => (year === null || g.year === null ? 0.5 : Math.max(0, 1 - Math.abs(g.year - year) / ERA_SPAN_YEARS));
  const within = (s: Scored) => s.r + ((s.g.metacritic ?? 0) >= ACCLAIMED_METACRITIC ? ACCLAIMED_BONUS : 0) + ERA_WEIGHT * era(s.g);
  const bySeries = new Map<string, Scored[]>();
  for (const s of scored) {
    const series = s.g.series;
    if (!series) continue;
    const members = bySeries.get(series);
    if (members) members.push(s);
    else bySeries.set(series, [s]);
  }
  for (const members of bySeries.values()) {
    if (members.length < 2) continue;
    const places = members.map((m) => m.r).sort((a, b) => b - a);
    const order = members.map((m) => [m, within(m)] as const).sort((a, b) => b[1] - a[1] || a[0].g.id - b[0].g.id);
    // Members earning equal places keep the series' order.
    order.forEach(([m], i) => (m.r = places[i]! - i * 1e-9));
  }
}

/** The 'For you' picks in order, by `sim` (similarity, with or without what players who loved the player's games loved). */
function pickForYou(taste: Taste, signals: RecoSignals, candidates: readonly RecoGame[], sim: (g: RecoGame) => number): Scored[] {
  const picker = new Picker(taste, signals.dismissed ?? new Set());
  const scored = candidates
    .filter((g) => picker.allowed(g))
    .map((g) => {
      const s = sim(g);
      return { g, sim: s, r: rank(s, g) };
    });
  fillSeriesSlots(scored, lovedYear(liked(taste)));
  scored.sort((a, b) => b.r - a.r || a.g.id - b.g.id);
  const out: Scored[] = [];
  let continuations = 0;
  for (const s of scored) {
    if (out.length >= MAX) break;
    const continues = s.g.series !== null && (taste.series.get(s.g.series) ?? 0) > 0;
    if (continues && continuations >= FOR_YOU_MAX_CONTINUATIONS) continue;
    if (!picker.take(s.g)) continue;
    if (continues) continuations++;
    out.push(s);
  }
  return out;
}

/**
 * 'For you': the closest games to the player's taste, with what players who loved their games loved.
 * A pick the catalog alone would not have made is said to be popular with the lovers of the player's game.
 */
export function recommendForYou(catalog: RecoCatalog, taste: Taste, signals: RecoSignals): RecommendationCard[] {
  const seeds = liked(taste);
  if (seeds.length === 0) return [];
  const candidates = new Map<number, RecoGame>();
  const topGenres = [...taste.genres]
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([k]) => k);
  collect(catalog, candidates, "genre", topGenres);
  const family = seeds.slice(0, FAMILY_SEEDS);
  collect(
    catalog,
    candidates,
    "series",
    family.flatMap((s) => (s.series ? [s.series] : [])),
  );
  collect(catalog, candidates, "developer", new Set(family.flatMap((s) => s.developers)));
  collect(catalog, candidates, "publisher", new Set(family.slice(0, 15).flatMap((s) => s.publishers)));
  const topWords = [...taste.words].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, CANDIDATE_WORDS);
  for (const [w] of topWords) for (const g of catalog.wordPosting(w, DEPTH.word)) candidates.set(g.id, g);
  const fromCatalog = [...candidates.values()];
  for (const id of signals.coLoved?.keys() ?? []) {
    const g = catalog.get(id);
    if (g) candidates.set(id, g);
  }
  const co = coLovedOf(taste, signals);
  // Each candidate's taste score is read once, for both orders below.
  const scores = new Map<number, number>();
  const scoreOf = (g: RecoGame) => {
    let s = scores.get(g.id);
    if (s === undefined) scores.set(g.id, (s = tasteScore(taste, g)));
    return s;
  };
  const picks = pickForYou(taste, signals, [...candidates.values()], (g) => withCoLoved(scoreOf(g), co(g.id).value));
  const contentOnly = signals.coLoved?.size ? new Set(pickForYou(taste, signals, fromCatalog, (g) => withCoLoved(scoreOf(g), 0)).map((s) => s.g.id)) : null;
  const used = new Map<string, number>();
  const cards = picks.map((s) => {
    const from = contentOnly && !contentOnly.has(s.g.id) ? co(s.g.id).from : undefined;
    return toCard(taste, s.g, s.sim, reasonFor(taste, s.g, from, used));
  });
  // The rank chose the picks (how well known a game is counts there); the list reads by the match its
  // cards show, equal matches in rank order (a stable sort).
  return cards.sort((a, b) => b.matchScore! - a.matchScore!);
}

/** The same series as the library game, or a developer of it: only across a shared genre (sharesGenre). */
const sameSeries = (source: Seed, g: RecoGame) => source.series !== null && g.series === source.series;
const sameDeveloper = (source: Seed, g: RecoGame) => g.developers.some((d) => source.developers.includes(d));

/**
 * Likeness of a catalog game to one library game it shares a genre with: the same series ranks first
 * (+2), then the same developer (+1), then 0–1 from series, developer, the share of the source's
 * genres it has, publisher and platform.
 */
function likeness(source: Seed, g: RecoGame): number {
  const series = sameSeries(source, g) ? 1 : 0;
  const dev = sameDeveloper(source, g) ? 1 : 0;
  const shared = g.genres.filter((k) => source.genres.includes(k)).length;
  const genres = source.genres.length ? shared / source.genres.length : 0;
  const tier = series ? 2 : dev ? 1 : 0;
  const pub = g.publishers.some((p) => source.publishers.includes(p)) ? 1 : 0;
  const platform = source.game.platform && g.platforms.includes(source.game.platform) ? 1 : 0;
  return tier + 0.35 * series + 0.25 * dev + 0.25 * genres + 0.1 * pub + 0.05 * platform;
}

function similarReason(source: Seed, g: RecoGame): string {
  if (sameSeries(source, g)) return seriesReason(source);
  const dev = g.row.developers.find((d) => source.developers.includes(d.toLowerCase()));
  return dev ? REASON_TEXTS.sameDeveloper(dev, source.game.title) : REASON_TEXTS.similarTo(source.game.title);
}

function picksFor(catalog: RecoCatalog, taste: Taste, source: Seed, picker: Picker, count: number): RecommendationCard[] {
  const candidates = new Map<number, RecoGame>();
  if (source.series) collect(catalog, candidates, "series", [source.series]);
  collect(catalog, candidates, "developer", source.developers);
  collect(catalog, candidates, "publisher", source.publishers);
  collect(catalog, candidates, "genre", source.genres);
  const scored = [...candidates.values()]
    // A game sharing no genre with the library game is not like it, whatever series or studio they share.
    .filter((g) => g.id !== source.game.catalogId && sharesGenre(source.genres, g.genres) && picker.allowed(g))
    .map((g) => ({ g, sim: similarity(taste, g), r: 0.65 * likeness(source, g) + 0.2 * g.quality + 0.15 * similarity(taste, g) }))
    .sort((a, b) => b.r - a.r || a.g.id - b.g.id);
  // Picks far from the player's taste come only when closer ones run out.
  const close = scored.filter((s) => s.sim >= SIMILAR_FLOOR);
  const out: RecommendationCard[] = [];
  for (const s of [...close, ...scored.filter((s) => s.sim < SIMILAR_FLOOR)]) {
    if (out.length >= count) break;
    if (picker.take(s.g)) out.push(toCard(taste, s.g, s.sim, similarReason(source, s.g)));
  }
  return out;
}

const sourceOf = (s: Seed, items: RecommendationCard[]): SimilarSource => ({ id: s.game.id, title: s.game.title, slug: s.game.slug, items });

/**
 * Similar to the player's games: the heaviest up to 5 (linked to the catalog first), at least 3 picks
 * each (12 divided by the number of sources); the tab's list takes them in turn, at most 12. With
 * `sourceId`, one library game and up to 12 picks. Needs 3 games in the library (not for one game).
 */
export function recommendSimilar(
  catalog: RecoCatalog,
  taste: Taste,
  signals: RecoSignals,
  sourceId?: string,
): { enough: boolean; sources: SimilarSource[]; items: RecommendationCard[] } {
  const picker = new Picker(taste, signals.dismissed ?? new Set());
  if (sourceId !== undefined) {
    const seed = taste.seeds.find((s) => s.game.id === sourceId);
    if (!seed) return { enough: false, sources: [], items: [] };
    const items = picksFor(catalog, taste, seed, picker, MAX);
    return { enough: true, sources: [sourceOf(seed, items)], items };
  }
  if (taste.gameCount < SIMILAR_MIN_LIBRARY) return { enough: false, sources: [], items: [] };
  const usable = liked(taste).filter((s) => s.catalog !== undefined || s.genres.length > 0);
  const chosen = [...usable.filter((s) => s.catalog), ...usable.filter((s) => !s.catalog)].slice(0, SIMILAR_MAX_SOURCES);
  const perSource = Math.max(SIMILAR_MIN_PER_SOURCE, Math.floor(MAX / Math.max(1, chosen.length)));
  const sources = chosen.map((s) => sourceOf(s, picksFor(catalog, taste, s, picker, perSource))).filter((s) => s.items.length > 0);
  const items: RecommendationCard[] = [];
  for (let i = 0; items.length < MAX && sources.some((s) => i < s.items.length); i++) {
    for (const s of sources) if (i < s.items.length && items.length < MAX) items.push(s.items[i]!);
  }
  return { enough: true, sources, items };
}

function monthsBefore(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

const wellReviewed = (g: RecoGame) => (g.rating ?? 0) >= TRENDING_MIN_RATING || (g.metacritic ?? 0) >= WELL_REVIEWED_METACRITIC;

/**
 * What may trend offline, newest first: the catalog's well-reviewed games released in the 3 months
 * before its newest release (not before today: a catalog that is not kept up to date still has recent
 * games), best known first, then those of a window twice as long, and so on until they fill a list.
 * Every catalog game has a cover (drawn when it has no image).
 */
function trendingPool(catalog: RecoCatalog, picker: Picker, today: string): RecoGame[] {
  const released = catalog.newestReleases().filter((g) => g.released! <= today && wellReviewed(g) && picker.allowed(g));
  const newest = released[0]?.released;
  if (!newest) return [];
  const pool: RecoGame[] = [];
  let until: string | null = null;
  for (const months of TRENDING_WINDOWS) {
    if (pool.length >= MAX) break;
    const since = monthsBefore(newest, months);
    // Each window adds the games released before the previous one began.
    const tier = released.filter((g) => g.released! >= since && (until === null || g.released! < until));
    pool.push(...tier.sort((a, b) => b.quality - a.quality || a.id - b.id));
    until = since;
  }
  return pool;
}

/**
 * Trending: a provider's trending list when one is configured and answered; then, of the catalog's
 * well-reviewed recent releases (trendingPool), those most added or started by this instance's players
 * lately (most players first), then the rest. The basis names the first of these that gave a pick.
 */
export function recommendTrending(catalog: RecoCatalog, taste: Taste, signals: RecoSignals): { basis: TrendingBasis; items: RecommendationCard[] } {
  const picker = new Picker(taste, signals.dismissed ?? new Set());
  const items: RecommendationCard[] = [];
  const pool = trendingPool(catalog, picker, signals.now.toISOString().slice(0, 10));
  const inPool = new Set(pool.map((g) => g.id));
  const fromList = <T>(list: readonly T[] | undefined, idOf: (t: T) => number, reason: (t: T) => string) => {
    for (const t of list ?? []) {
      const g = catalog.get(idOf(t));
      if (items.length >= MAX) break;
      if (g && picker.take(g)) items.push(toCard(taste, g, similarity(taste, g), reason(t)));
    }
    return items.length > 0;
  };
  const fromProvider = fromList(
    signals.providerTrending,
    (id) => id,
    () => REASON_TEXTS.trendingOnProvider,
  );
  const fromInstance = fromList(
    signals.trending?.filter((t) => inPool.has(t.catalogId)),
    (t) => t.catalogId,
    (t) => REASON_TEXTS.trendingHere(t.players),
  );
  const basis: TrendingBasis = fromProvider ? "provider" : fromInstance ? "instance" : "catalog";
  fromList(
    pool,
    (g) => g.id,
    () => REASON_TEXTS.wellReviewedRecent,
  );
  return { basis, items };
}

/** Underrated: rated highly by critics, players or this instance, yet tracked by at most 2 libraries here. */
export function recommendUnderrated(catalog: RecoCatalog, taste: Taste, signals: RecoSignals): RecommendationCard[] {
  const players = signals.players ?? new Map<number, number>();
  const rare = (g: RecoGame) => (players.get(g.id) ?? 0) <= UNDERRATED_MAX_TRACKED;
  const candidates = new Map<number, RecoGame>();
  for (const g of catalog.acclaimedGames(UNDERRATED_MIN_METACRITIC, UNDERRATED_MIN_RATING)) if (rare(g)) candidates.set(g.id, g);
  for (const [id, r] of signals.instanceRatings ?? []) {
    const g = catalog.get(id);
    if (g && r.mean >= UNDERRATED_INSTANCE_MEAN && rare(g)) candidates.set(id, g);
  }
  const picker = new Picker(taste, signals.dismissed ?? new Set());
  const scored = [...candidates.values()]
    .filter((g) => picker.allowed(g))
    .map((g) => ({ g, sim: similarity(taste, g), r: 0.5 * similarity(taste, g) + 0.5 * g.quality }))
    .sort((a, b) => b.r - a.r || a.g.id - b.g.id);
  const cards: RecommendationCard[] = [];
  for (const s of scored) {
    if (cards.length >= MAX) break;
    if (!picker.take(s.g)) continue;
    const m = s.g.metacritic;
    cards.push(toCard(taste, s.g, s.sim, m !== null && m >= UNDERRATED_MIN_METACRITIC ? REASON_TEXTS.criticsLoved(m) : REASON_TEXTS.playersLoved));
  }
  return cards;
}
