// The library as other features see it: the game everyone shares behind a library game, the copy a
// review is written about (locked in the caller's transaction), its rating, and the community numbers
// over every user who tracks a shared game.
// A shared game's version (shared_game_stats.version, grown by triggers on every write that changes
// its reviews or numbers, by any process) keeps its community numbers in memory between writes, and
// the caller's library version keeps what an address of their library resolves to (ADR 012).
import { COMMUNITY_WINDOW_DAYS, DAY_MS, TIME_TO_BEAT_MIN_PLAYERS, type BacklogTimesToBeat, type GameCommunityStats, type TimeToBeat } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { notFound } from "../../http/errors.ts";
import { Lru } from "../../lib/lru.ts";
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";
import { databaseVersions } from "../../db/versions.ts";
import { sharedGameVersionsOf } from "./games.queries.ts";
import {
  backlogGameKeys,
  beatenByKeys,
  communityStatsRow,
  lockReviewTarget,
  ownGameByCatalogSlug,
  ownGameById,
  ownGameBySlug,
  writeRating,
  type ReviewTargetRow,
  type SharedGameRow,
} from "./games.shared.queries.ts";
import type { CatalogService } from "../catalog/index.ts";
import { librarySlug, ownedId } from "./games.rules.ts";
import { isUuid } from "../../lib/uuid.ts";

type Tx = Prisma.TransactionClient;

interface Actor {
  id: string;
}

/**
 * The game all users share: "c:<catalogGameId>" when a library game came from the catalog, else
 * "s:<its slug>". `slug` is the address a reader can open; `libraryGameId` is the caller's copy, if any.
 */
export interface SharedGame {
  key: string;
  title: string;
  slug: string;
  libraryGameId: string | null;
}

/** The caller's library game a review is about, as it stands when the review is written. */
export type ReviewTarget = ReviewTargetRow;

export interface SharedGames {
  /** A library game id of the caller's, a slug of their library, or a catalog slug; 404 otherwise. */
  sharedGame(actor: Actor, ref: string): Promise<SharedGame>;
  /** Locks the caller's game for the rest of `tx`; 404 when they have no such game. */
  reviewTarget(tx: Tx, actor: Actor, gameId: string): Promise<ReviewTarget>;
  /** Sets the rating of the caller's game inside `tx` (a review's rating is its game's). */
  setRating(tx: Tx, actor: Actor, gameId: string, rating: number): Promise<void>;
  /**
   * Over the players `counted` admits (SQL over `u`, their users row; the people feature's rule). Kept
   * per process against the shared game's version, the window's first day and every announced change of
   * who counts (community_changes) while the embedded database announces them as they commit; read
   * every time otherwise.
   */
  communityStats(key: string, counted: Prisma.Sql): Promise<GameCommunityStats>;
  /**
   * The time to beat of the user's backlog games that have one, over the players `counted` admits (as a
   * game's community numbers count them). Each shared game's players' hours are kept per process
   * against its version and who counts, as the community numbers are.
   */
  backlogTimesToBeat(userId: string, counted: Prisma.Sql): Promise<BacklogTimesToBeat>;
  /**
   * The shared game's version (shared_game_stats.version): it grows with every write that can change
   * what its reviews or community numbers show, by any process. Read it before what is kept against it.
   */
  sharedGameVersion(key: string): Promise<number>;
}

/**
 * The shared game of a library game already read: the TypeScript twin of the database's
 * shared_game_key (migration 20261128150000), which every trigger and query uses; games.shared-key.test.ts
 * holds the two together.
 */
export const sharedKey = (g: { catalogGameId: number | null; slug: string }) => (g.catalogGameId !== null ? `c:${g.catalogGameId}` : `s:${g.slug}`);

/** The first day (UTC, YYYY-MM-DD) of the community numbers' window at `now`: their answer changes with it. */
export const communitySince = (now: Date) => new Date(now.getTime() - COMMUNITY_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const oneDecimalOrNull = (n: number | null) => (n === null ? null : oneDecimal(n));

/**
 * A game's time to beat from its players' hours (one figure each, ascending): the median, and the
 * range, in hours with one decimal; null below TIME_TO_BEAT_MIN_PLAYERS players.
 */
export function timeToBeatOf(hours: readonly number[]): TimeToBeat | null {
  const n = hours.length;
  if (n < TIME_TO_BEAT_MIN_PLAYERS) return null;
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? hours[mid]! : (hours[mid - 1]! + hours[mid]!) / 2;
  return { medianHours: oneDecimal(median), minHours: oneDecimal(hours[0]!), maxHours: oneDecimal(hours[n - 1]!), players: n };
}

/** How many resolved (user, ref) pairs sharedGame keeps, and how many games' community numbers. */
const RESOLVED_MAX = 10_000;
const STATS_MAX = 10_000;

interface SharedGamesDeps {
  prisma: Db;
  catalog: Pick<CatalogService, "findStoredGame">;
  now: () => Date;
  /** The caller's library version (library_versions): a game resolved in their library is kept against it. */
  libraryVersion: (userId: string) => Promise<number>;
  /** The embedded database's notifications: shared game versions are then pushed, not read per request. */
  notifications?: NotificationHub;
  /**
   * The count of changes of who counts (audience_version, bumped by the database on every privacy
   * change, by any process): without the embedded database's announcements, caches are kept against it.
   */
  audienceVersion?: () => Promise<number>;
}

export function sharedGames(deps: SharedGamesDeps): SharedGames {
  const { prisma, catalog } = deps;
  const resolved = new Lru<{ version: number; game: SharedGame }>({ entries: RESOLVED_MAX });
  const gameVersion = databaseVersions(NOTIFY_CHANNELS.sharedGameVersions, (keys) => sharedGameVersionsOf(prisma, keys), deps.notifications);
  const stats = new Lru<{ version: number; since: string; audience: string; value: GameCommunityStats }>({ entries: STATS_MAX });
  // A privacy change can change who counts: the community's announcements of players (people), or
  // any without a scope (an older server's). Library writes, reviews and events are the game's version.
  let audienceChanges = 0;
  const hub = deps.notifications;
  hub?.subscribe(NOTIFY_CHANNELS.communityChanges, (payload) => {
    if (payload === "people" || payload === "") audienceChanges += 1;
  });
  // Who counts, as a tag the kept answers carry: the embedded database's announcements (no query), else
  // the database's own counter (one primary-key read); null (nothing kept) with neither.
  const audienceVersion = async (): Promise<string | null> => {
    if (hub?.reliable && !hub.remote) return `n${hub.epoch}:${audienceChanges}`;
    return deps.audienceVersion ? `d${await deps.audienceVersion()}` : null;
  };
  const beaten = new Lru<{ version: number; audience: string; hours: number[] }>({ entries: STATS_MAX });
  const fromRow = (g: SharedGameRow): SharedGame => ({ key: sharedKey(g), title: g.title, slug: g.catalogGame?.slug ?? g.slug, libraryGameId: g.id });

  /**
   * Each shared game's players' hours to complete it (beatenByKeys), kept against the game's version and
   * `audience` (who counts), both read by the caller first: only the games changed since are read again.
   */
  async function playersHours(versions: Map<string, number>, audience: string | null, counted: Prisma.Sql): Promise<Map<string, number[]>> {
    const keys = [...versions.keys()];
    const hours = new Map<string, number[]>();
    for (const k of keys) {
      const hit = beaten.get(k);
      if (audience !== null && hit !== undefined && hit.version === versions.get(k) && hit.audience === audience) hours.set(k, hit.hours);
    }
    const missing = keys.filter((k) => !hours.has(k));
    if (missing.length === 0) return hours;
    const read = await beatenByKeys(prisma, missing, counted);
    for (const k of missing) {
      const h = read.get(k) ?? [];
      hours.set(k, h);
      if (audience !== null) beaten.set(k, { version: versions.get(k)!, audience, hours: h });
    }
    return hours;
  }

  async function resolve(actor: Actor, ref: string): Promise<SharedGame> {
    if (isUuid(ref)) {
      const g = await ownGameById(prisma, actor.id, ref.toLowerCase());
      if (!g) throw notFound("Game");
      return fromRow(g);
    }
    const slug = librarySlug(ref);
    if (slug === null) throw notFound("Game");
    const own = (await ownGameBySlug(prisma, actor.id, slug)) ?? (await ownGameByCatalogSlug(prisma, actor.id, slug));
    if (own) return fromRow(own);
    const cat = await catalog.findStoredGame({ slug });
    if (!cat) throw notFound("Game");
    return { key: sharedKey({ catalogGameId: cat.id, slug: cat.slug }), title: cat.title, slug: cat.slug, libraryGameId: null };
  }

  return {
    async sharedGame(actor, ref) {
      // A game of the caller's library resolves the same while their library has not changed; a
      // catalog game outside it is looked up each time (the catalog changes without a library version).
      const key = `${actor.id} ${ref}`;
      const version = await deps.libraryVersion(actor.id);
      const hit = resolved.get(key);
      if (hit?.version === version) return hit.game;
      const game = await resolve(actor, ref);
      if (game.libraryGameId !== null) resolved.set(key, { version, game });
      return game;
    },

    async reviewTarget(tx, actor, rawId) {
      const id = ownedId(rawId);
      const g = await lockReviewTarget(tx, actor.id, id);
      if (!g) throw notFound("Game");
      return g;
    },

    async setRating(tx, actor, gameId, rating) {
      await writeRating(tx, actor.id, ownedId(gameId), rating);
    },

    sharedGameVersion: gameVersion,

    async communityStats(key, counted) {
      const since = communitySince(deps.now());
      // Who counts, then the game's version, both before the numbers: a change after them makes the
      // next read's tags differ.
      const audience = await audienceVersion();
      const version = await gameVersion(key);
      const hit = stats.get(key);
      if (audience !== null && hit?.version === version && hit.since === since && hit.audience === audience) return hit.value;
      const [numbers, hours] = await Promise.all([readCommunityStats(prisma, key, since, counted), playersHours(new Map([[key, version]]), audience, counted)]);
      const value = { ...numbers, timeToBeat: timeToBeatOf(hours.get(key) ?? []) };
      if (audience !== null) stats.set(key, { version, since, audience, value });
      return value;
    },

    async backlogTimesToBeat(userId, counted) {
      const games = await backlogGameKeys(prisma, userId);
      if (games.length === 0) return { items: [] };
      const audience = await audienceVersion();
      const keys = [...new Set(games.map((g) => g.key))];
      const hours = await playersHours(new Map(await Promise.all(keys.map(async (k) => [k, await gameVersion(k)] as const))), audience, counted);
      return {
        items: games.flatMap((g) => {
          const timeToBeat = timeToBeatOf(hours.get(g.key) ?? []);
          return timeToBeat ? [{ gameId: g.id, timeToBeat }] : [];
        }),
      };
    },
  };
}

async function readCommunityStats(prisma: Db, key: string, since: string, counted: Prisma.Sql): Promise<Omit<GameCommunityStats, "timeToBeat">> {
  const r = await communityStatsRow(prisma, key, since, counted);
  return {
    completedCount: r.completed,
    currentlyPlayingCount: r.playing,
    totalPlayers: r.players,
    averageRating: oneDecimalOrNull(r.rating),
    recentCompletions: r.recentCompletions,
    recentStarts: r.recentStarts,
    averagePlayTime: oneDecimalOrNull(r.playTime),
  };
}
