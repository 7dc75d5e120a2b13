// Builds the providers the environment configures, and the helpers the catalog uses to ask them:
// fallback across providers, a TTL cache in front of the network, and no exceptions for callers.
// Nothing is configured by default, so an instance without keys (or without internet) makes no calls.

import type { ProviderGame } from "../catalog.types.ts";
import { silentLogger, type Logger } from "../../../lib/logger.ts";
import { normalizeTitle } from "../../../lib/text.ts";
import { createTtlCache, type TtlCache } from "./cache.ts";
import { redactSecrets } from "./http.ts";
import { createIgdbProvider } from "./igdb.ts";
import { createRawgProvider } from "./rawg.ts";
import { createSteamProvider } from "./steam.ts";
import { clampLimit, type GameProvider, type ProviderName } from "./types.ts";
import { createWikidataProvider } from "./wikidata.ts";

export interface ProvidersEnv {
  RAWG_API_KEY?: string;
  IGDB_CLIENT_ID?: string;
  IGDB_CLIENT_SECRET?: string;
  STEAM_API_KEY?: string;
  /** "true" (or "1"), or true as loadConfig parses it, turns the Wikidata lookups on; they are off by default. */
  WIKIDATA_ENABLED?: string | boolean;
  /** User-Agent for Wikidata; Wikimedia asks for a way to contact the operator. */
  WIKIDATA_USER_AGENT?: string;
  // API roots, for tests and proxies.
  RAWG_BASE_URL?: string;
  IGDB_BASE_URL?: string;
  TWITCH_AUTH_URL?: string;
  STEAM_BASE_URL?: string;
  WIKIDATA_BASE_URL?: string;
}

export interface ProvidersDeps {
  fetchImpl?: typeof fetch;
  /** Where failures are reported (default: nowhere). Messages never contain credentials. */
  logger?: Logger;
  /** Per-request timeout for every provider (Wikidata defaults to 5 s, the others to 2 s). */
  timeoutMs?: number;
  /** Clock in ms for the caches and the Twitch token (tests). */
  now?: () => number;
  /** Default 6 h. */
  searchTtlMs?: number;
  /** Details, related games and achievement counts. Default 24 h. */
  detailsTtlMs?: number;
  /** Entries per cache. Default 500. */
  cacheMaxSize?: number;
}

interface ProviderRegistry {
  /** The configured providers, in fallback order (RAWG, IGDB, Wikidata, Steam). */
  readonly providers: readonly GameProvider[];
  get(name: ProviderName): GameProvider | undefined;
  /** The first non-empty answer of RAWG, IGDB, Wikidata (those configured). Never throws. */
  searchAll(query: string, limit: number): Promise<ProviderGame[]>;
  /**
   * One game. Pass a sourceId ("rawg:3328", "igdb:1942", "wikidata:Q42") to ask that provider; a bare
   * slug is tried on each provider in order, a bare number is a RAWG id (IGDB's when RAWG is not configured),
   * a bare Q-id goes to Wikidata. Null when nobody knows it or on failure. Never throws.
   */
  detailsAll(idOrSlug: string): Promise<ProviderGame | null>;
  /** Series and suggested games ([] when unknown or on failure). Never throws. */
  relatedAll(idOrSlug: string): Promise<ProviderGame[]>;
  /**
   * Total achievements from Steam; without a steamAppId, Wikidata (when enabled) is asked for the app id
   * of a game with exactly this title. Null when unknown. Never throws.
   */
  achievementsFor(game: { title: string; steamAppId?: number | null }): Promise<number | null>;
  /** The trending list of the first provider that has one (RAWG); null when none does or it failed (logged). Never throws. */
  trendingAll(window: TrendingWindow): Promise<ProviderGame[] | null>;
  clearCache(): void;
}

type TrendingWindow = Parameters<NonNullable<GameProvider["trending"]>>[0];

const HOUR = 3_600_000;
const MAX_SEARCH_LIMIT = 40;
const SEARCH_ORDER: ProviderName[] = ["rawg", "igdb", "wikidata"];

function value(v: string | undefined): string | undefined {
  const t = v?.trim();
  return t ? t : undefined;
}

function enabled(v: string | boolean | undefined): boolean {
  if (typeof v === "boolean") return v;
  const t = value(v)?.toLowerCase();
  return t === "true" || t === "1";
}

/** What a cached load produced, and whether it is a real answer (not the result of a failure). */
interface Outcome<T> {
  value: T;
  complete: boolean;
}

/** One cached fallback lookup across providers (searchAll, detailsAll, relatedAll). */
interface Lookup<T> {
  /** For the log lines: "catalog provider <name> <op> failed: …", "catalog <op> failed: …". */
  op: "search" | "details" | "related";
  cache: TtlCache<Outcome<T>>;
  key: string;
  /** Asked in order until one gives an answer. */
  targets: readonly GameProvider[];
  ask(provider: GameProvider): Promise<T>;
  /** Whether a value is an answer (non-empty) rather than "nothing here". */
  isAnswer(value: T): boolean;
  /** The result when nobody answers. */
  none: T;
  /**
   * Whether "nobody answered, nobody failed" may be cached (default true; false when an empty answer
   * may hide a failure).
   */
  cacheNone?: boolean;
  /** Whether an unexpected error is logged as "catalog <op> failed: …" before `none` is returned (default true). */
  logUnexpected?: boolean;
}

/**
 * A Lookup of one game by id or slug, asked of the providers that have the method named by `op`: the
 * targets and the cache key come from routing the id.
 */
type RoutedLookup<T> = Omit<Lookup<T>, "op" | "key" | "targets" | "ask"> & {
  op: "details" | "related";
  ask(provider: GameProvider, id: string): Promise<T>;
};

export function createProviders(env: ProvidersEnv, deps: ProvidersDeps = {}): ProviderRegistry {
  const logger = deps.logger ?? silentLogger;
  const common = { fetchImpl: deps.fetchImpl, logger, timeoutMs: deps.timeoutMs };
  const providers: GameProvider[] = [];

  const rawgKey = value(env.RAWG_API_KEY);
  if (rawgKey) providers.push(createRawgProvider({ ...common, apiKey: rawgKey, baseUrl: value(env.RAWG_BASE_URL) }));

  const igdbId = value(env.IGDB_CLIENT_ID);
  const igdbSecret = value(env.IGDB_CLIENT_SECRET);
  if (igdbId && igdbSecret) {
    providers.push(
      createIgdbProvider({
        ...common,
        clientId: igdbId,
        clientSecret: igdbSecret,
        baseUrl: value(env.IGDB_BASE_URL),
        authUrl: value(env.TWITCH_AUTH_URL),
        now: deps.now,
      }),
    );
  } else if (igdbId || igdbSecret) {
    logger.warn({ provider: "igdb" }, "IGDB needs both IGDB_CLIENT_ID and IGDB_CLIENT_SECRET; IGDB lookups are off");
  }

  if (enabled(env.WIKIDATA_ENABLED)) {
    providers.push(createWikidataProvider({ ...common, baseUrl: value(env.WIKIDATA_BASE_URL), userAgent: value(env.WIKIDATA_USER_AGENT) }));
  }

  const steamKey = value(env.STEAM_API_KEY);
  if (steamKey) providers.push(createSteamProvider({ ...common, apiKey: steamKey, baseUrl: value(env.STEAM_BASE_URL) }));

  const byName = new Map(providers.map((p) => [p.name, p] as const));
  const cacheOpts = { maxSize: deps.cacheMaxSize ?? 500, now: deps.now };
  const searchCache = createTtlCache<Outcome<ProviderGame[]>>({ ...cacheOpts, ttlMs: deps.searchTtlMs ?? 6 * HOUR });
  const detailsCache = createTtlCache<Outcome<ProviderGame | null>>({ ...cacheOpts, ttlMs: deps.detailsTtlMs ?? 24 * HOUR });
  const relatedCache = createTtlCache<Outcome<ProviderGame[]>>({ ...cacheOpts, ttlMs: deps.detailsTtlMs ?? 24 * HOUR });
  const achievementsCache = createTtlCache<Outcome<number | null>>({ ...cacheOpts, ttlMs: deps.detailsTtlMs ?? 24 * HOUR });

  function logFailure(provider: ProviderName, op: string, err: unknown): void {
    const message = err instanceof Error ? err.message : String(err);
    logger.warn({ provider }, redactSecrets(`catalog provider ${provider} ${op} failed: ${message}`));
  }

  /** "igdb:1942" → igdb + "1942"; a bare value → the providers to try, in order. */
  function route(idOrSlug: string, capable: GameProvider[]): { targets: GameProvider[]; id: string } {
    const raw = idOrSlug.trim();
    const prefixed = /^(rawg|igdb|wikidata|steam):(.+)$/i.exec(raw);
    if (prefixed) {
      const name = prefixed[1]!.toLowerCase() as ProviderName;
      return { targets: capable.filter((p) => p.name === name), id: prefixed[2]!.trim() };
    }
    if (/^Q\d+$/i.test(raw)) return { targets: capable.filter((p) => p.name === "wikidata"), id: raw };
    const nonWikidata = capable.filter((p) => p.name !== "wikidata");
    if (/^\d+$/.test(raw)) return { targets: nonWikidata.slice(0, 1), id: raw };
    return { targets: nonWikidata, id: raw };
  }

  /** The first provider answer (cached), or `none`; failures are logged and keep the result out of the cache. Never throws. */
  async function firstAnswer<T>(lookup: Lookup<T>): Promise<T> {
    try {
      const outcome = await lookup.cache.getOrLoad(
        lookup.key,
        async () => {
          let failed = false;
          for (const provider of lookup.targets) {
            try {
              const value = await lookup.ask(provider);
              if (lookup.isAnswer(value)) return { value, complete: true };
            } catch (err) {
              failed = true;
              logFailure(provider.name, lookup.op, err);
            }
          }
          return { value: lookup.none, complete: (lookup.cacheNone ?? true) && !failed };
        },
        (o) => o.complete,
      );
      return outcome.value;
    } catch (err) {
      if (lookup.logUnexpected ?? true) {
        logger.warn({ op: lookup.op }, redactSecrets(`catalog ${lookup.op} failed: ${err instanceof Error ? err.message : String(err)}`));
      }
      return lookup.none;
    }
  }

  /** firstAnswer for one game: `idOrSlug` routed to its providers (none: `lookup.none`). */
  function routedAnswer<T>(idOrSlug: string, lookup: RoutedLookup<T>): Promise<T> {
    const { targets, id } = route(
      idOrSlug,
      providers.filter((p) => p[lookup.op] !== undefined),
    );
    if (!id || targets.length === 0) return Promise.resolve(lookup.none);
    const key = `${targets.map((p) => p.name).join(",")}:${id.toLowerCase()}`;
    return firstAnswer({ ...lookup, key, targets, ask: (provider) => lookup.ask(provider, id) });
  }

  const searchers = SEARCH_ORDER.map((n) => byName.get(n)).filter((p): p is GameProvider => !!p?.search);

  const registry: ProviderRegistry = {
    providers,

    get(name) {
      return byName.get(name);
    },

    async searchAll(query, limit) {
      const q = query.trim().replace(/\s+/g, " ");
      if (!q || searchers.length === 0) return [];
      const n = clampLimit(limit, MAX_SEARCH_LIMIT);
      return firstAnswer({
        op: "search",
        cache: searchCache,
        key: `${n}:${q.toLowerCase()}`,
        targets: searchers,
        ask: async (provider) => (await provider.search!(q, n)).slice(0, n),
        isAnswer: (games) => games.length > 0,
        none: [],
      });
    },

    detailsAll(idOrSlug) {
      return routedAnswer(idOrSlug, {
        op: "details",
        cache: detailsCache,
        ask: (provider, id) => provider.details!(id),
        isAnswer: (game) => !!game,
        none: null,
      });
    },

    relatedAll(idOrSlug) {
      return routedAnswer(idOrSlug, {
        op: "related",
        cache: relatedCache,
        ask: (provider, id) => provider.related!(id),
        isAnswer: (games) => games.length > 0,
        none: [],
        // related() reports failures as [], so an empty answer is not cached: it may be a failure.
        cacheNone: false,
        logUnexpected: false,
      });
    },

    async achievementsFor(game) {
      const steam = byName.get("steam");
      if (!steam?.achievements) return null;
      try {
        let appId = typeof game.steamAppId === "number" && game.steamAppId > 0 ? game.steamAppId : null;
        if (appId === null) appId = await steamAppIdFromWikidata(game.title);
        if (appId === null) return null;
        const resolved = appId;
        const outcome = await achievementsCache.getOrLoad(
          String(resolved),
          async () => {
            try {
              return { value: await steam.achievements!({ title: game.title, steamAppId: resolved }), complete: true };
            } catch (err) {
              logFailure("steam", "achievements", err);
              return { value: null, complete: false };
            }
          },
          (o) => o.complete,
        );
        return outcome.value;
      } catch {
        return null;
      }
    },

    async trendingAll(window) {
      const provider = providers.find((p) => p.trending !== undefined);
      if (!provider) return null;
      try {
        return await provider.trending!(window);
      } catch (err) {
        logFailure(provider.name, "trending", err);
        return null;
      }
    },

    clearCache() {
      searchCache.clear();
      detailsCache.clear();
      relatedCache.clear();
      achievementsCache.clear();
    },
  };

  /**
   * The Steam app id Wikidata records for a game with exactly this title, compared as normalizeTitle folds
   * titles (case, accents, punctuation, apostrophes, "&", a leading "The", roman numerals).
   */
  async function steamAppIdFromWikidata(title: string): Promise<number | null> {
    const wikidata = byName.get("wikidata");
    const wanted = normalizeTitle(title);
    if (!wikidata?.search || !wanted) return null;
    const key = `wikidata-steam:${wanted}`;
    const outcome = await searchCache.getOrLoad(
      key,
      async () => {
        try {
          return { value: await wikidata.search!(title, 5), complete: true };
        } catch (err) {
          logFailure("wikidata", "search", err);
          return { value: [], complete: false };
        }
      },
      (o) => o.complete,
    );
    const match = outcome.value.find((g) => g.steamAppId && normalizeTitle(g.title) === wanted);
    return match?.steamAppId ?? null;
  }

  return registry;
}
