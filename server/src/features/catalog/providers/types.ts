// The contract every external metadata provider adapter implements.

import type { z } from "zod";
import type { Logger } from "../../../lib/logger.ts";
import type { ProviderGame } from "../catalog.types.ts";

export type { ProviderGame };

export type ProviderName = "rawg" | "igdb" | "wikidata" | "steam";

export interface GameProvider {
  readonly name: ProviderName;
  /** Games matching a free-text query, best match first. Throws `ProviderError` on failure. */
  search?(query: string, limit: number): Promise<ProviderGame[]>;
  /** One game by the provider's id or slug; null when the provider does not know it (404). */
  details?(idOrSlug: string): Promise<ProviderGame | null>;
  /** Games in the same series plus suggested ones; [] on failure (logged, never thrown). */
  related?(idOrSlug: string): Promise<ProviderGame[]>;
  /**
   * The games most added lately among those released from `since` to `until` (YYYY-MM-DD), most added
   * first, keeping only those with an image and a players' rating of at least `minRating` (out of 5).
   * Throws `ProviderError` on failure.
   */
  trending?(window: { since: string; until: string; minRating: number }): Promise<ProviderGame[]>;
  /** Total number of achievements of a game; null when unknown or the game has none. */
  achievements?(game: { title: string; steamAppId?: number | null }): Promise<number | null>;
}

/** Options shared by the adapter factories. */
export interface ProviderOptions {
  /** Overrides the provider's API root (tests point it at a local fake server). */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  /** Where failures are reported (default: nowhere). Messages never contain credentials. */
  logger?: Logger;
  /** Per-request timeout in ms (unset: fetchJson's 2 s default; Wikidata uses 5 s). */
  timeoutMs?: number;
}

/**
 * Schema fields that may be missing or null in a provider's answer, all of one type:
 * `nullishFields(z.string(), ["slug", "name"])` is `{ slug: z.string().nullish(), name: z.string().nullish() }`.
 */
export function nullishFields<S extends z.ZodType, K extends string>(schema: S, keys: readonly K[]): Record<NoInfer<K>, z.ZodOptional<z.ZodNullable<S>>> {
  return Object.fromEntries(keys.map((key) => [key, schema.nullish()])) as Record<K, z.ZodOptional<z.ZodNullable<S>>>;
}

/**
 * A provider's search(): a blank query answers [] without a request; otherwise `fetch` gets the trimmed
 * query and the limit clamped to 1..`max`, and its answer is cut to that limit.
 */
export function boundedSearch(
  max: number,
  fetch: (query: string, limit: number) => Promise<ProviderGame[]>,
): (query: string, limit: number) => Promise<ProviderGame[]> {
  return async (query, limit) => {
    const q = query.trim();
    if (!q) return [];
    const n = clampLimit(limit, max);
    return (await fetch(q, n)).slice(0, n);
  };
}

/** A ProviderGame with every field at its empty value, for adapters to fill in. */
export function emptyProviderGame(source: ProviderName, sourceId: string, title: string): ProviderGame {
  return {
    source,
    sourceId,
    title,
    altTitles: [],
    year: null,
    released: null,
    platforms: [],
    genres: [],
    developers: [],
    publishers: [],
    series: null,
    description: null,
    metacritic: null,
    rating: null,
    playtimeHours: null,
    achievements: null,
    coverUrl: null,
    rawgId: null,
    igdbId: null,
    steamAppId: null,
    wikidataId: null,
  };
}

/** Trims the base URL's trailing slashes so paths can be appended with "/". */
export function trimBase(url: string): string {
  return url.replace(/\/+$/, "");
}

/** `YYYY-MM-DD…` → { released: "YYYY-MM-DD", year }; a bare year → { released: null, year }. */
export function parseDate(value: string | null | undefined): { released: string | null; year: number | null } {
  if (!value) return { released: null, year: null };
  const full = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (full) {
    const year = Number(full[1]);
    return { released: `${full[1]}-${full[2]}-${full[3]}`, year };
  }
  const yearOnly = /^(\d{4})$/.exec(value.trim());
  if (yearOnly) return { released: null, year: Number(yearOnly[1]) };
  return { released: null, year: null };
}

/** Cuts text to about `max` characters at a word boundary, adding "…" when something was cut. */
export function shorten(text: string | null | undefined, max = 600): string | null {
  if (!text) return null;
  const clean = text.replace(/\r\n?/g, "\n").trim();
  if (!clean) return null;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.search(/\s\S*$/);
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Distinct non-blank strings, first-seen order. */
export function uniqueNames(values: Iterable<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const v of values) {
    const t = v?.trim();
    if (t) out.add(t);
  }
  return [...out];
}

/** A result count as an integer from 1 to `max` (a missing, zero or non-numeric limit means 1). */
export function clampLimit(limit: number, max: number): number {
  return Math.max(1, Math.min(max, Math.floor(limit) || 1));
}

/** The alternative titles that are not the main title (compared ignoring case). */
export function otherTitles(titles: readonly string[], title: string): string[] {
  const main = title.toLowerCase();
  return titles.filter((t) => t.toLowerCase() !== main);
}
