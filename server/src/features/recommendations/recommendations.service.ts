// Recommendations for the caller. Each user's answers are kept in this process against their library
// version (the games feature's: any write to the library bumps it) and their dismissed games; a
// refresh recomputes. The recommendation catalog is read from the catalog once (at start, once the
// search index is built, when the server passes warmAfter; else on first use), from its snapshot on
// disk when it has one (reco-snapshot.ts), and brought up to date with the rows written since at most
// every 30 s. What the instance knows (trending, games few players track) is shared by all users and
// processes: computed again at most every 10 minutes by one process and stored (recommendation_signals).
// A configured provider's trending list is asked at most every 10 minutes per process, and is sent only
// the date window, never anything about a user.
import {
  TRENDING_MIN_RATING,
  TRENDING_WINDOW_MONTHS,
  UNDERRATED_MAX_TRACKED,
  UNDERRATED_MIN_METACRITIC,
  UNDERRATED_MIN_RATING,
  type DismissedState,
  type RecommendationList,
  type SimilarRecommendations,
  type TasteProfile,
  type TrendingList,
} from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { notFound } from "../../http/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import type { CatalogService } from "../catalog/index.ts";
import {
  LOVED_RATING,
  coLoved,
  dismiss,
  dismissedOf,
  libraryOf,
  lovedButRare,
  playersOf,
  readSignals,
  refreshSignals,
  signalsStale,
  trendingSince,
  undismiss,
  type StoredSignals,
} from "./recommendations.queries.ts";
import {
  type RecoCatalog,
  profileOf,
  recommendForYou,
  recommendSimilar,
  recommendTrending,
  recommendUnderrated,
  tasteOf,
  type RecoSignals,
  type Taste,
} from "./recommender.ts";
import { emptySnapshot, loadSnapshot, readSince, saveSnapshot, type Snapshot, type SnapshotPlace } from "./reco-snapshot.ts";

interface Actor {
  id: string;
}

export interface RecommendationsService {
  forYou(actor: Actor, refresh?: boolean): Promise<RecommendationList>;
  similar(actor: Actor, refresh?: boolean): Promise<SimilarRecommendations>;
  similarTo(actor: Actor, gameId: string, refresh?: boolean): Promise<SimilarRecommendations>;
  trending(actor: Actor, refresh?: boolean): Promise<TrendingList>;
  underrated(actor: Actor, refresh?: boolean): Promise<RecommendationList>;
  profile(actor: Actor, refresh?: boolean): Promise<TasteProfile>;
  dismiss(actor: Actor, catalogId: number): Promise<DismissedState>;
  undismiss(actor: Actor, catalogId: number): Promise<DismissedState>;
}

interface RecommendationsDeps {
  prisma: Db;
  /** Without request timeouts (Database.bulk): computing the instance's signals reads every library game. Omitted → prisma. */
  bulk?: Db;
  /** providerTrending: the configured provider's trending list as catalog ids (none: trending from this instance and the catalog). */
  catalog: Pick<CatalogService, "readFacts" | "factsCheck"> & Partial<Pick<CatalogService, "providerTrending" | "sharedText">>;
  /** Where the recommendation catalog's snapshot is kept between starts (reco-snapshot.ts); omitted → none (every start reads the catalog in full). */
  snapshot?: SnapshotPlace;
  /**
   * When this resolves, the recommendation catalog is read (off the request path: the first list asked
   * for then finds it built). The server passes the search index's build, so the two reads do not overlap.
   */
  warmAfter?: Promise<unknown>;
  /** Told each time a read of the recommendation catalog ends. */
  catalogRead?: () => void;
  logger?: Logger;
  /** The user's library version (the games feature's). */
  libraryVersion: (userId: string) => Promise<number>;
  now?: () => Date;
  /** Users whose answers are kept, at most (least recently used dropped first). */
  maxUsers?: number;
  /**
   * Whose libraries count in what other players' libraries say (trending, 'popular with players who
   * loved', how many track a game): SQL over `u`, their users row (the people feature's rule).
   */
  countedPlayers: Prisma.Sql;
}

interface Entry {
  version: number;
  dismissed: string;
  taste: Taste;
  signals: RecoSignals;
  answers: Map<string, unknown>;
}

interface InstanceSignals {
  at: number;
  /** Null without a provider list, or when the provider failed or timed out. */
  providerTrending: number[] | null;
  trending: { catalogId: number; players: number }[];
  players: Map<number, number>;
  instanceRatings: Map<number, { mean: number; count: number }>;
}

const CATALOG_SYNC_MS = 30_000;
/** A sync that read this many rows (a catalog upload, a new bundled catalog) writes the snapshot again. */
const SNAPSHOT_REWRITE_ROWS = 1_000;
export const INSTANCE_TTL_MS = 10 * 60_000;
/** Where trending's window starts for a moment `t`: TRENDING_WINDOW_MONTHS calendar months before. */
function trendingStart(t: number): Date {
  const since = new Date(t);
  since.setUTCMonth(since.getUTCMonth() - TRENDING_WINDOW_MONTHS);
  return since;
}
/** How often a process reads the stored signals again (another process may have computed them). */
const SIGNALS_READ_MS = 30_000;
/** How long a request waits for stale signals to be computed again before it is answered from them. */
const STALE_WAIT_MS = 1_000;
/** The player's loved games whose lovers are asked what else they loved. */
const CO_LOVED_SEEDS = 10;
const TRENDING_READ = 60;
/** Answers kept per user (the lists, the profile and a few games' similar lists). */
const MAX_ANSWERS = 24;

export function createRecommendationsService(deps: RecommendationsDeps): RecommendationsService {
  const { prisma } = deps;
  const now = deps.now ?? (() => new Date());
  const maxUsers = deps.maxUsers ?? 1000;
  const users = new Map<string, Entry>();
  /** The recommendation catalog and what it has read; emptied (not yet read) until the first list or the warm-up. */
  let snap = emptySnapshot();
  let syncedAt: number | null = null;
  let syncing: Promise<void> | null = null;
  const bulk = deps.bulk ?? prisma;

  /** The snapshot this build wrote, when the database still matches it (else null: a full read). */
  async function fromSnapshot(place: SnapshotPlace): Promise<Snapshot | null> {
    try {
      return await loadSnapshot(deps.catalog, place);
    } catch (err) {
      deps.logger?.warn({ err, file: place.file }, "recommendations: the catalog's snapshot cannot be read (reading the catalog in full)");
      return null;
    }
  }

  /**
   * The recommendation catalog: the first time from the snapshot (when there is one) and the rows written
   * since, else read in full; brought up to date every 30 s (`force`: now). After a full read, or one of
   * many rows, the snapshot is written again, off the request path.
   */
  async function catalog(force = false): Promise<RecoCatalog> {
    if (force) await syncing?.catch(() => undefined);
    else if (syncedAt !== null && now().getTime() - syncedAt < CATALOG_SYNC_MS) return snap.catalog;
    syncing ??= (async () => {
      try {
        const place = deps.snapshot;
        if (syncedAt === null && place) snap = (await fromSnapshot(place)) ?? snap;
        const full = snap.until.getTime() === 0;
        const read = await readSince(deps.catalog, snap);
        snap.catalog.prepare();
        syncedAt = now().getTime();
        if (place && (full || read >= SNAPSHOT_REWRITE_ROWS)) {
          void saveSnapshot(deps.catalog, place, { ...snap }).catch((err: unknown) =>
            deps.logger?.warn({ err, file: place.file }, "recommendations: writing the catalog's snapshot failed"),
          );
        }
        deps.catalogRead?.();
      } finally {
        syncing = null;
      }
    })();
    await syncing;
    return snap.catalog;
  }

  deps.warmAfter
    ?.then(() => catalog())
    .then(() => deps.logger?.info({ games: snap.catalog.size }, "recommendations: catalog read"))
    .catch((err: unknown) => deps.logger?.warn({ err }, "recommendations: reading the catalog at start failed (the first list will)"));

  /**
   * What every process shares (recommendation_signals): read at most every SIGNALS_READ_MS; when older than
   * INSTANCE_TTL_MS (and than SIGNALS_DUTY times what computing them took), computed again by one process of the instance (the others wait for it). A request
   * waits for that at most STALE_WAIT_MS and is otherwise answered from the stored signals (a big instance
   * takes seconds to count); only an instance that has never stored any waits for the first.
   */
  let memo: { at: number; value: Promise<InstanceSignals> } | null = null;
  let computing: Promise<StoredSignals> | null = null;
  let provider: { at: number; list: Promise<number[] | null> } | null = null;

  function computeSignals(): Promise<StoredSignals> {
    computing ??= (async () => {
      try {
        const at = now();
        const since = trendingStart(at.getTime());
        const acclaimed = (await catalog()).acclaimedGames(UNDERRATED_MIN_METACRITIC, UNDERRATED_MIN_RATING).map((g) => g.id);
        return await refreshSignals(bulk, INSTANCE_TTL_MS, at, async (tx) => ({
          trending: await trendingSince(tx, since, TRENDING_READ, deps.countedPlayers),
          players: [...(await playersOf(tx, acclaimed, deps.countedPlayers))],
          ratings: (await lovedButRare(tx, UNDERRATED_MAX_TRACKED, deps.countedPlayers)).map((r): [number, number, number] => [r.id, r.mean, r.count]),
        }));
      } finally {
        computing = null;
      }
    })();
    return computing;
  }

  function instanceSignals(): Promise<InstanceSignals> {
    const t = now().getTime();
    if (memo && t - memo.at < SIGNALS_READ_MS) return memo.value;
    const value = (async (): Promise<InstanceSignals> => {
      let stored = await readSignals(prisma);
      if (!stored) {
        stored = await computeSignals();
      } else if (signalsStale(stored, new Date(t), INSTANCE_TTL_MS)) {
        const fresh = computeSignals();
        fresh.catch((err: unknown) => deps.logger?.warn({ err }, "recommendations: computing the instance's signals failed"));
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), STALE_WAIT_MS)));
        stored = (await Promise.race([fresh.catch(() => null), late]).finally(() => clearTimeout(timer))) ?? stored;
      }
      if (!provider || t - provider.at >= INSTANCE_TTL_MS) {
        provider = { at: t, list: providerTrending(trendingStart(t), new Date(t)) };
        // The provider's games may be new catalog rows: read them now rather than at the next 30 s sync.
        if ((await provider.list)?.length) await catalog(true);
      }
      return {
        at: t,
        providerTrending: await provider.list,
        trending: stored.trending,
        players: new Map(stored.players),
        instanceRatings: new Map(stored.ratings.map(([id, mean, count]) => [id, { mean, count }])),
      };
    })();
    memo = { at: t, value };
    value.catch(() => {
      if (memo?.value === value) memo = null;
    });
    return value;
  }

  /** The provider's trending list as catalog ids; null without one or on any failure (trending falls back to this instance and the catalog). */
  async function providerTrending(since: Date, until: Date): Promise<number[] | null> {
    if (!deps.catalog.providerTrending) return null;
    const day = (d: Date) => d.toISOString().slice(0, 10);
    try {
      return await deps.catalog.providerTrending({ since: day(since), until: day(until), minRating: TRENDING_MIN_RATING });
    } catch (err) {
      deps.logger?.warn({ err }, "recommendations: provider trending failed, using this instance and the catalog");
      return null;
    }
  }

  async function coLovedOf(userId: string, taste: Taste): Promise<Map<number, Map<number, number>>> {
    const seeds = taste.seeds
      .filter((s) => s.game.catalogId !== null && (s.game.rating ?? 0) >= LOVED_RATING && s.game.status !== "ABANDONED")
      .slice(0, CO_LOVED_SEEDS);
    const rows = await coLoved(
      prisma,
      userId,
      seeds.map((s) => s.game.catalogId!),
      deps.countedPlayers,
    );
    const out = new Map<number, Map<number, number>>();
    for (const r of rows) {
      const m = out.get(r.id) ?? new Map<number, number>();
      m.set(r.seed, r.n);
      out.set(r.id, m);
    }
    return out;
  }

  async function entry(userId: string, refresh: boolean): Promise<Entry> {
    const [version, dismissedIds] = await Promise.all([deps.libraryVersion(userId), dismissedOf(prisma, userId)]);
    const dismissed = dismissedIds.join(",");
    const hit = users.get(userId);
    users.delete(userId);
    if (hit && !refresh && hit.version === version && hit.dismissed === dismissed) {
      users.set(userId, hit);
      return hit;
    }
    const cat = await catalog();
    const sameLibrary = hit && !refresh && hit.version === version;
    const taste = sameLibrary ? hit.taste : tasteOf(await libraryOf(prisma, userId), cat);
    // Shared by every user and kept 10 minutes: a refresh recomputes the caller's lists, not the instance's.
    const shared = await instanceSignals();
    const signals: RecoSignals = {
      now: now(),
      dismissed: new Set(dismissedIds),
      coLoved: sameLibrary ? hit.signals.coLoved : await coLovedOf(userId, taste),
      trending: shared.trending,
      providerTrending: shared.providerTrending ?? undefined,
      players: shared.players,
      instanceRatings: shared.instanceRatings,
    };
    const e: Entry = { version, dismissed, taste, signals, answers: new Map() };
    users.set(userId, e);
    for (const [uid] of users) {
      if (users.size <= maxUsers) break;
      users.delete(uid);
    }
    return e;
  }

  async function answer<T>(actor: Actor, key: string, refresh: boolean, compute: (e: Entry, cat: RecoCatalog) => T): Promise<T> {
    const e = await entry(actor.id, refresh);
    if (e.answers.has(key)) return e.answers.get(key) as T;
    const value = compute(e, await catalog());
    if (e.answers.size >= MAX_ANSWERS) e.answers.clear();
    e.answers.set(key, value);
    return value;
  }

  const listOf = (e: Entry) => ({ libraryCount: e.taste.gameCount, generatedAt: e.signals.now.toISOString() });

  return {
    forYou: (actor, refresh = false) => answer(actor, "forYou", refresh, (e, cat) => ({ items: recommendForYou(cat, e.taste, e.signals), ...listOf(e) })),
    similar: (actor, refresh = false) => answer(actor, "similar", refresh, (e, cat) => ({ ...recommendSimilar(cat, e.taste, e.signals), ...listOf(e) })),
    async similarTo(actor, gameId, refresh = false) {
      // An id that is not one of the caller's games is answered before anything is kept for it.
      const e = await entry(actor.id, refresh);
      if (!e.taste.seeds.some((s) => s.game.id === gameId)) throw notFound("Game");
      return answer(actor, `similar:${gameId}`, false, (e2, cat) => ({ ...recommendSimilar(cat, e2.taste, e2.signals, gameId), ...listOf(e2) }));
    },
    trending: (actor, refresh = false) => answer(actor, "trending", refresh, (e, cat) => ({ ...recommendTrending(cat, e.taste, e.signals), ...listOf(e) })),
    underrated: (actor, refresh = false) =>
      answer(actor, "underrated", refresh, (e, cat) => ({ items: recommendUnderrated(cat, e.taste, e.signals), ...listOf(e) })),
    profile: (actor, refresh = false) => answer(actor, "profile", refresh, (e) => profileOf(e.taste)),
    async dismiss(actor, catalogId) {
      if (!(await dismiss(prisma, actor.id, catalogId))) throw notFound("Catalog game");
      return { catalogId, dismissed: true };
    },
    async undismiss(actor, catalogId) {
      await undismiss(prisma, actor.id, catalogId);
      return { catalogId, dismissed: false };
    },
  };
}
