// The player's taste, from their library: each game weighs by its status and rating (completed and
// highly rated count most, abandoned counts against), and its genres, series, developers, publishers
// and platform add that weight to the taste. 'unknown' genres are ignored. A library game linked to
// the catalog adds the catalog's facts to its own.
import { RATING_MAX, TOP_GENRES_MAX, TOP_PLATFORMS_MAX, compareText, type GameStatus, type TasteProfile } from "@savepoint/common";
import { normalizeTitle } from "../../lib/text.ts";
import { descriptionWords } from "./keywords.ts";
import type { RecoCatalog } from "./reco-catalog.ts";
import { TitleSet, genreKey, type RecoGame } from "./reco-game.ts";

/** A library game as the recommender reads it. */
export interface RecoLibraryGame {
  id: string;
  slug: string;
  title: string;
  catalogId: number | null;
  status: GameStatus;
  /** 1–10. */
  rating: number | null;
  genres: string[];
  platform: string | null;
  developer?: string | null;
  publisher?: string | null;
}

/** A library game with what the taste read of it. */
export interface Seed {
  game: RecoLibraryGame;
  weight: number;
  catalog: RecoGame | undefined;
  genres: string[];
  developers: string[];
  publishers: string[];
  series: string | null;
}

export interface Taste {
  /** Per lower-cased name, scaled so the strongest positive is 1 (negative: the player turned away). */
  genres: Map<string, number>;
  series: Map<string, number>;
  developers: Map<string, number>;
  publishers: Map<string, number>;
  platforms: Map<string, number>;
  /** Description words (the catalog's numbers) of the player's positive games, the strongest up to 40, scaled to 1. */
  words: Map<number, number>;
  /** Every library game, heaviest first. */
  seeds: Seed[];
  /** Series of games the player loved (rated 8 or more, not abandoned): a game of one matches strongly. */
  lovedSeries: Set<string>;
  /**
   * Catalog ids in the library, and the normalised titles of every library game (as typed and, when
   * linked, as the catalog spells it): never recommended. Another edition or a remake under the same
   * title (Demon's Souls 2009 and 2020) is the game the player already has.
   */
  ownedIds: Set<number>;
  ownedTitles: TitleSet;
  gameCount: number;
}

const STATUS_WEIGHT: Record<GameStatus, number> = { COMPLETED: 1, IN_PROGRESS: 0.6, BACKLOG: 0.3, ABANDONED: -0.8 };
/** A rating of at least this is a game the player loved. */
const LOVED = 8;
/** Ratings above the middle of the scale add, below it subtract: 10 → +2.25, 1 → −2.25. */
const RATING_MIDDLE = 5.5;

export function weightOf(game: Pick<RecoLibraryGame, "status" | "rating">): number {
  const rated = game.rating === null ? 0 : (game.rating - RATING_MIDDLE) / 2;
  return STATUS_WEIGHT[game.status] + rated;
}

const lower = (s: string | null | undefined) => (s ? s.trim().toLowerCase() : "");
const uniq = (xs: Iterable<string>) => [...new Set([...xs].filter(Boolean))];

function seedOf(game: RecoLibraryGame, catalog: RecoCatalog): Seed {
  const c = game.catalogId !== null ? catalog.get(game.catalogId) : undefined;
  return {
    game,
    weight: weightOf(game),
    catalog: c,
    genres: uniq([...game.genres.map((g) => genreKey(g) ?? ""), ...(c?.genres ?? [])]),
    developers: uniq([lower(game.developer), ...(c?.developers ?? [])]),
    publishers: uniq([lower(game.publisher), ...(c?.publishers ?? [])]),
    series: c?.series ?? null,
  };
}

function addTo(m: Map<string, number>, keys: readonly string[], w: number) {
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + w);
}

/** Scales a map so its largest positive value is 1 (a map with no positive value is left as is). */
function scaled<K>(m: Map<K, number>): Map<K, number> {
  let max = 0;
  for (const v of m.values()) max = Math.max(max, v);
  if (max <= 0) return m;
  return new Map([...m].map(([k, v]) => [k, v / max]));
}

/** How many description words make a taste. */
const TASTE_WORDS = 40;

/** A taste word is in the descriptions of at least this many of the player's positive games (a name in one is not a taste). */
const TASTE_WORD_MIN_GAMES = 2;

/** The words the player's positive games share most, each weighted by how much sharing it says. */
function wordsOf(seeds: readonly Seed[], catalog: RecoCatalog): Map<number, number> {
  const sum = new Map<number, { weight: number; games: number }>();
  for (const s of seeds) {
    if (s.weight <= 0) continue;
    // Descriptions cite games by name ('the Souls genre', 'a Metroidvania'): the title's words count too.
    const titleWords = descriptionWords(s.game.title).flatMap((t) => catalog.wordId(t) ?? []);
    for (const w of new Set([...(s.catalog?.words ?? []), ...titleWords])) {
      const weight = catalog.wordWeight(w);
      if (weight === 0) continue;
      const t = sum.get(w) ?? { weight: 0, games: 0 };
      sum.set(w, { weight: t.weight + s.weight * weight, games: t.games + 1 });
    }
  }
  const shared = [...sum].filter(([, t]) => t.games >= TASTE_WORD_MIN_GAMES).map(([w, t]) => [w, t.weight] as [number, number]);
  return scaled(new Map(shared.sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, TASTE_WORDS)));
}

export function tasteOf(library: readonly RecoLibraryGame[], catalog: RecoCatalog): Taste {
  const seeds = library
    .map((g) => seedOf(g, catalog))
    .sort((a, b) => b.weight - a.weight || (b.game.rating ?? 0) - (a.game.rating ?? 0) || compareText(a.game.title, b.game.title));
  const genres = new Map<string, number>();
  const series = new Map<string, number>();
  const developers = new Map<string, number>();
  const publishers = new Map<string, number>();
  const platforms = new Map<string, number>();
  for (const s of seeds) {
    addTo(genres, s.genres, s.weight);
    if (s.series) addTo(series, [s.series], s.weight);
    // One abandoned game does not turn the player against a studio whose other games they loved.
    addTo(developers, s.developers, Math.max(0, s.weight));
    addTo(publishers, s.publishers, Math.max(0, s.weight));
    if (s.game.platform) addTo(platforms, [s.game.platform], Math.max(0.1, s.weight));
  }
  return {
    genres: scaled(genres),
    series: scaled(series),
    developers: scaled(developers),
    publishers: scaled(publishers),
    platforms: scaled(platforms),
    words: wordsOf(seeds, catalog),
    seeds,
    ownedIds: new Set(library.flatMap((g) => (g.catalogId === null ? [] : [g.catalogId]))),
    lovedSeries: new Set(seeds.flatMap((s) => (s.series && (s.game.rating ?? 0) >= LOVED && s.game.status !== "ABANDONED" ? [s.series] : []))),
    ownedTitles: new TitleSet(seeds.flatMap((s) => (s.catalog ? [normalizeTitle(s.game.title), s.catalog.normalizedTitle] : [normalizeTitle(s.game.title)]))),
    gameCount: library.length,
  };
}

/** The names with the largest positive weight, at most `max`; each shown as the library spells it most. */
function strongest(weights: Map<string, number>, spellings: Map<string, Map<string, number>>, max: number): string[] {
  return [...weights]
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
    .slice(0, max)
    .map(([k]) => {
      const names = spellings.get(k);
      return names ? [...names].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0]![0] : k;
    });
}

/** The profile block: favourite genres, preferred platforms, the mean rating out of 10. */
export function profileOf(taste: Taste): TasteProfile {
  const spell = new Map<string, Map<string, number>>();
  const genreWeights = new Map<string, number>();
  for (const s of taste.seeds) {
    const names = [...s.game.genres, ...(s.catalog?.row.genres ?? [])];
    for (const name of names) {
      const k = genreKey(name);
      if (k === null) continue;
      const m = spell.get(k) ?? new Map<string, number>();
      m.set(name.trim(), (m.get(name.trim()) ?? 0) + 1);
      spell.set(k, m);
    }
    // A game with no positive weight still says what the player plays: counted a little.
    addTo(genreWeights, s.genres, Math.max(0.05, s.weight));
  }
  const rated = taste.seeds.map((s) => s.game.rating).filter((r): r is number => r !== null);
  const mean = rated.length ? rated.reduce((a, b) => a + b, 0) / rated.length : null;
  const platformSpell = new Map(taste.seeds.flatMap((s) => (s.game.platform ? [[s.game.platform, new Map([[s.game.platform, 1]])] as const] : [])));
  return {
    favoriteGenres: strongest(genreWeights, spell, TOP_GENRES_MAX),
    preferredPlatforms: strongest(taste.platforms, platformSpell, TOP_PLATFORMS_MAX),
    averageRating: mean === null ? null : Math.round(Math.min(RATING_MAX, mean) * 10) / 10,
    ratedCount: rated.length,
    gameCount: taste.gameCount,
  };
}
