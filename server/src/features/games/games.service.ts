// The "My Games" library. Every method takes the acting user first and only ever touches that user's
// rows: another user's game answers exactly like a missing one (404). The card lists, the stats and a game
// opened whole are answered from a per-user cache kept in step with the database (library-cache.ts).
import {
  DEFAULT_GAME_STATUS,
  DEFAULT_PRIORITY,
  normalizePlatform,
  STATUS_DATE_FIELD,
  type CreateGameInput,
  type GameJournalOnDelete,
  type GameStats,
  type GameStatus,
  type InstanceStats,
  type LibraryGameDto,
  type UpdateGameInput,
} from "@savepoint/common";
import { randomUUID } from "node:crypto";
import type { NotificationHub } from "../../db/notifications.ts";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { notFound, uniqueViolation, validationFailed } from "../../http/errors.ts";
import { coverForPlatform, type CatalogService, type StoredCatalogGame } from "../catalog/index.ts";
import { sharedGames, type SharedGames } from "./games.shared.ts";
import { communityGames, type CommunityGames } from "./games.community.ts";
import { recordActivity, STATUS_EVENT } from "../activity/index.ts";
import { bodyToSend, type CachedJson } from "../../lib/cached-json.ts";
import { LibraryCache, libraryVersions } from "./library-cache.ts";
import {
  type FullGameRow,
  deleteOwnedGame,
  fullGame,
  fullGameBySlug,
  inTransaction,
  insertGame,
  instanceCounts,
  lastHistoryAt,
  libraryVersionsOf,
  listJson,
  lockGameForEdit,
  notesMatching,
  playersPerCatalogGame,
  slugsTaken,
  statsRow,
  trendingAdds,
  updateGame,
} from "./games.queries.ts";
import { toGameDto, toGameStats } from "./games.presenter.ts";
import { sessionMethods, type Actor, type SessionMethods } from "./games.sessions.ts";
import { enterStatus } from "./games.status.ts";
import {
  COPIED_FIELDS,
  achievementsDone,
  changedStatusColumns,
  checkDateOrder,
  mergeStatusValues,
  refuseHidden,
  storedStatusValues,
  dedupeLabels,
  fillStatusDate,
  fromYmd,
  nextHistoryTime,
  ownedId,
  pickSlug,
  renamedSlugs,
  slugCandidates,
  librarySlug,
  ymd,
  type StatusDates,
} from "./games.rules.ts";

export interface GamesService extends SharedGames, CommunityGames, SessionMethods {
  /** The card list (newest first) ready to send; `acceptGzip` → gzipped (computed once per version). */
  listBody(actor: Actor, status: GameStatus | undefined, acceptGzip: boolean): Promise<{ body: Buffer; gzip: boolean }>;
  stats(actor: Actor): Promise<GameStats>;
  /** The ids of the actor's games whose whole notes hold `text` (My Games' search box). */
  notesMatching(actor: Actor, text: string): Promise<string[]>;
  /** The user's library version: bumped by every write to their library (caches keep answers against it). */
  libraryVersion(userId: string): Promise<number>;
  get(actor: Actor, id: string): Promise<LibraryGameDto>;
  /** As get, ready to send: kept as JSON against the library version, gzipped once when asked for. */
  getBody(actor: Actor, id: string, acceptGzip: boolean): Promise<{ body: Buffer; gzip: boolean }>;
  /** By the game's address, else one it had before a rename, else the slug of the catalog game it was added from (newest copy). */
  getBySlug(actor: Actor, slug: string): Promise<LibraryGameDto>;
  /** As getBySlug, but null when the caller has no such game. */
  findBySlug(actor: Actor, slug: string): Promise<LibraryGameDto | null>;
  /**
   * Adds a game. `first`, when given, runs in the game's transaction before the game is written (a move
   * from the wishlist takes its item off there): what it throws undoes the whole addition.
   */
  create(actor: Actor, input: CreateGameInput, first?: (tx: Prisma.TransactionClient) => Promise<void>): Promise<LibraryGameDto>;
  update(actor: Actor, id: string, input: UpdateGameInput): Promise<LibraryGameDto>;
  /** `journal: "delete"` deletes the game's journal entries with it; otherwise they stay as general entries. */
  remove(actor: Actor, id: string, options?: { journal?: GameJournalOnDelete }): Promise<void>;
  /**
   * The landing page's library numbers: games tracked, ratings, and the most-added catalog games.
   * `counted`: whose library games and ratings count (SQL over `u`, their users row: the people feature's rule).
   */
  instanceStats(counted: Prisma.Sql): Promise<Pick<InstanceStats, "gamesTracked" | "ratings" | "trending">>;
  /** How many users track each catalog game (search ranks well-tracked games higher). */
  playersPerCatalogGame(): Promise<Map<number, number>>;
}

interface GamesServiceDeps {
  prisma: Db;
  /** What the library reads from the catalog: the game a library game is added from, trending cards. */
  catalog: Pick<CatalogService, "findStoredGame" | "cards">;
  now?: () => Date;
  /** Bound of the per-process list cache, in bytes of JSON (default 64 MiB). */
  cacheMaxBytes?: number;
  /** The embedded database's notifications: library versions are then pushed, not read per request. */
  notifications?: NotificationHub;
  /** Deletes a game's journal entries inside the game's deletion (the journal passes it: it owns them). */
  removeJournalEntries?: (tx: Prisma.TransactionClient, userId: string, gameId: string) => Promise<unknown>;
  /** The count of changes of who counts in others' numbers (the people feature's audience_version). */
  audienceVersion?: () => Promise<number>;
}

/** Trending: catalog games added by the most users in this many days, top TRENDING_LIMIT. */
const TRENDING_DAYS = 30;
const TRENDING_LIMIT = 4;

/** Runs a write again (up to 3 times in all) when a concurrent write took the address it chose. */
async function retryOnSlugClash<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (attempt >= 3 || !uniqueViolation(err)) throw err;
    }
  }
}

/** The day a status event happened on: the game's date for that status (a move to the backlog has none). */
function eventDay(status: GameStatus, d: { startDate: string | null; completedDate: string | null; abandonedDate: string | null }): string | null {
  return status === "BACKLOG" ? null : d[STATUS_DATE_FIELD[status]];
}

export function createGamesService(deps: GamesServiceDeps): GamesService {
  const { prisma, catalog } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = new LibraryCache(deps.cacheMaxBytes ?? 64 * 1024 * 1024);
  const version = libraryVersions((userIds) => libraryVersionsOf(prisma, userIds), deps.notifications);

  /** A game this transaction just wrote, whole (one round trip). */
  async function readWritten(tx: Prisma.TransactionClient, userId: string, id: string): Promise<FullGameRow> {
    const row = await fullGame(tx, userId, id);
    if (!row) throw new Error(`game ${id} was written but cannot be read back`);
    return row;
  }

  async function findOwned(actor: Actor, id: string): Promise<LibraryGameDto> {
    const row = await fullGame(prisma, actor.id, ownedId(id));
    if (!row) throw notFound("Game");
    return toGameDto(row);
  }

  /**
   * The answer kept under `key` for the user's current library version, else `build()`'s JSON, kept.
   * The version is read first: what is read after it is at least that new (a later write bumps it).
   */
  async function keptAnswer(userId: string, key: string, build: () => Promise<string>): Promise<CachedJson> {
    const v = await version(userId);
    const hit = cache.get(userId, v)?.answers.get(key);
    if (hit !== undefined) return hit;
    const answer: CachedJson = { json: Buffer.from(await build(), "utf8") };
    cache.putAnswer(userId, v, key, answer);
    return answer;
  }

  /** The game page's game (GET /api/games/:id), kept beside the lists. */
  function cachedGame(actor: Actor, rawId: string): Promise<CachedJson> {
    const id = ownedId(rawId);
    return keptAnswer(actor.id, `game:${id}`, async () => {
      const row = await fullGame(prisma, actor.id, id);
      if (!row) throw notFound("Game");
      return JSON.stringify(toGameDto(row));
    });
  }

  async function findBySlug(actor: Actor, slug: string): Promise<LibraryGameDto | null> {
    const s = librarySlug(slug);
    if (s === null) return null;
    // One round trip finds which game and reads it whole.
    const row = await fullGameBySlug(prisma, actor.id, s);
    return row ? toGameDto(row) : null;
  }

  /** The catalog game a new library game is added from (by id or slug), if any. */
  async function catalogSource(input: CreateGameInput): Promise<StoredCatalogGame | null> {
    const ref =
      typeof input.catalogGameId === "number" ? { id: input.catalogGameId } : typeof input.catalogSlug === "string" ? { slug: input.catalogSlug } : null;
    if (!ref) return null;
    const found = await catalog.findStoredGame(ref);
    if (!found) throw validationFailed([{ path: "id" in ref ? "catalogGameId" : "catalogSlug", message: "This game is no longer in the catalog" }]);
    return found;
  }

  function cachedList(actor: Actor, status: GameStatus | undefined): Promise<CachedJson> {
    return keptAnswer(actor.id, status ?? "ALL", () => listJson(prisma, actor.id, status));
  }

  return {
    ...sharedGames({ prisma, catalog, now, libraryVersion: version, notifications: deps.notifications, audienceVersion: deps.audienceVersion }),
    ...communityGames(prisma),

    async listBody(actor, status, acceptGzip) {
      return bodyToSend(await cachedList(actor, status), acceptGzip);
    },

    async stats(actor) {
      const v = await version(actor.id);
      const hit = cache.get(actor.id, v)?.stats;
      if (hit) return hit;
      const stats = toGameStats(await statsRow(prisma, actor.id));
      cache.putStats(actor.id, v, stats);
      return stats;
    },

    libraryVersion: version,

    notesMatching: (actor, text) => notesMatching(prisma, actor.id, text),

    get: findOwned,

    async getBody(actor, id, acceptGzip) {
      return bodyToSend(await cachedGame(actor, id), acceptGzip);
    },

    async getBySlug(actor, slug) {
      const game = await findBySlug(actor, slug);
      if (!game) throw notFound("Game");
      return game;
    },

    findBySlug,

    async create(actor, input, first) {
      const cat = await catalogSource(input);
      const title = input.title ?? cat?.title;
      if (!title) throw validationFailed([{ path: "title", message: "Title is required" }]);
      const firstPlatform = cat?.platforms.find((p) => p.trim() !== "");
      const catalogPlatform = firstPlatform ? normalizePlatform(firstPlatform) : undefined;
      const platform = input.platform ?? catalogPlatform;
      if (!platform) throw validationFailed([{ path: "platform", message: "Platform is required" }]);

      const status = input.status ?? DEFAULT_GAME_STATUS;
      refuseHidden(status, input);
      const at = now();
      const given: StatusDates = {
        startDate: input.startDate ?? null,
        completedDate: input.completedDate ?? null,
        addedToBacklog: input.addedToBacklog ?? null,
        abandonedDate: input.abandonedDate ?? null,
      };
      const dates = fillStatusDate(given, status, at);
      checkDateOrder(dates);
      const completed100Percent = input.completed100Percent ?? false;
      const totalAchievements = input.totalAchievements ?? null;
      const joined = (list: string[] | undefined) => (list?.length ? list.join(", ") : null);
      const id = randomUUID();
      const candidates = slugCandidates({ id, title, platform }, cat?.slug);
      // The game and its events in one transaction (a game added as completed is a completion too).
      const row = await retryOnSlugClash(() =>
        inTransaction(prisma, async (tx) => {
          if (first) await first(tx);
          await insertGame(tx, {
            id,
            userId: actor.id,
            catalogGameId: cat?.id ?? null,
            title,
            slug: pickSlug(candidates, await slugsTaken(tx, actor.id, id, candidates), id),
            platform,
            genres: input.genres?.length ? input.genres : dedupeLabels(cat?.genres ?? []),
            releaseYear: input.releaseYear ?? cat?.year ?? null,
            imageUrl: input.imageUrl ?? (platform === catalogPlatform ? cat?.imageUrl : coverForPlatform(cat?.imageUrl ?? null, platform)) ?? null,
            status,
            rating: input.rating ?? null,
            playTime: input.playTime ?? 0,
            completed100Percent,
            notes: input.notes ?? null,
            priority: input.priority ?? DEFAULT_PRIORITY,
            startDate: dates.startDate ? fromYmd(dates.startDate) : null,
            completedDate: dates.completedDate ? fromYmd(dates.completedDate) : null,
            addedToBacklog: dates.addedToBacklog ? fromYmd(dates.addedToBacklog) : null,
            abandonedDate: dates.abandonedDate ? fromYmd(dates.abandonedDate) : null,
            achievementsCompleted: achievementsDone({ completed100Percent, total: totalAchievements, done: input.achievementsCompleted ?? null }),
            totalAchievements,
            customTags: input.customTags ?? [],
            developer: input.developer ?? joined(cat?.developers),
            publisher: input.publisher ?? joined(cat?.publishers),
            description: input.description ?? cat?.description ?? null,
            rawgId: input.rawgId ?? cat?.rawgId ?? null,
            metacritic: input.metacritic ?? cat?.metacritic ?? null,
            statusHistory: { create: { status, at } },
          });
          await recordActivity(tx, { type: "game_added", status, actorId: actor.id, gameId: id, at });
          // What the player did besides adding it (a game added as completed is a completion too), a
          // millisecond later so it reads after the addition, on the day the form gave for it.
          if (status !== "BACKLOG") {
            await recordActivity(tx, {
              type: STATUS_EVENT[status],
              actorId: actor.id,
              gameId: id,
              at: new Date(at.getTime() + 1),
              on: eventDay(status, dates),
            });
          }
          return readWritten(tx, actor.id, id);
        }),
      );
      return toGameDto(row);
    },

    async update(actor, rawId, input) {
      const id = ownedId(rawId);
      const row = await retryOnSlugClash(() =>
        inTransaction(prisma, async (tx) => {
          const cur = await lockGameForEdit(tx, id, actor.id);
          if (!cur) throw notFound("Game");

          const data: Prisma.LibraryGameUncheckedUpdateInput = {};
          if (input.title !== undefined) {
            data.title = input.title;
            const candidates = slugCandidates({ id, title: input.title, platform: input.platform ?? cur.platform }, cur.catalogSlug ?? undefined);
            const moved = renamedSlugs(cur, candidates, await slugsTaken(tx, actor.id, id, candidates), input.title);
            if (moved) Object.assign(data, moved);
          }
          for (const key of COPIED_FIELDS) if (input[key] !== undefined) (data as Record<string, unknown>)[key] = input[key];
          // A generated cover shows the copy's platform.
          if (input.platform !== undefined && input.platform !== cur.platform) {
            data.imageUrl = coverForPlatform(input.imageUrl !== undefined ? input.imageUrl : cur.imageUrl, input.platform);
          }

          // The status values (ADR 017): what the payload says over what is stored. A status change moves
          // what the new status hides into its history entry, and brings back what it shows from older ones.
          const at = now();
          const status = input.status ?? cur.status;
          refuseHidden(status, input);
          const stored = storedStatusValues(cur);
          let values = mergeStatusValues(stored, input);
          let addedToBacklog = input.addedToBacklog !== undefined ? input.addedToBacklog : ymd(cur.addedToBacklog);
          if (status !== cur.status) {
            const given = new Set(Object.keys(input).filter((k) => input[k as keyof typeof input] !== undefined));
            const entered = await enterStatus(tx, id, status, values, addedToBacklog, given, at);
            ({ values, addedToBacklog } = entered);
            data.status = status;
            const last = await lastHistoryAt(tx, id);
            data.statusHistory = { create: { status, at: nextHistoryTime(last, at), kept: entered.kept ?? undefined } };
          }
          if (input.startDate !== undefined || input.completedDate !== undefined || data.status !== undefined) checkDateOrder({ ...values, addedToBacklog });
          values.achievementsCompleted = achievementsDone(
            { completed100Percent: values.completed100Percent, total: values.totalAchievements, done: values.achievementsCompleted },
            input.achievementsCompleted === undefined && input.totalAchievements !== undefined ? "totalAchievements" : "achievementsCompleted",
          );
          Object.assign(data, changedStatusColumns(stored, values));
          if (addedToBacklog !== ymd(cur.addedToBacklog)) data.addedToBacklog = addedToBacklog ? fromYmd(addedToBacklog) : null;

          await updateGame(tx, id, data);
          const event = { actorId: actor.id, gameId: id, at };
          if (data.status !== undefined) {
            // Dated by the day the game now holds for its new status (a move to the backlog has none).
            await recordActivity(tx, { ...event, type: STATUS_EVENT[status], on: eventDay(status, values) });
          }
          if (input.rating !== undefined && input.rating !== null && input.rating !== cur.rating) {
            await recordActivity(tx, { ...event, type: "rating_changed", rating: input.rating });
          }
          return readWritten(tx, actor.id, id);
        }),
      );
      return toGameDto(row);
    },

    async remove(actor, rawId, options = {}) {
      const id = ownedId(rawId);
      const removeJournal = options.journal === "delete" ? deps.removeJournalEntries : undefined;
      const count = await deleteOwnedGame(prisma, actor.id, id, removeJournal && ((tx) => removeJournal(tx, actor.id, id)));
      if (count === 0) throw notFound("Game");
    },

    ...sessionMethods(prisma, now),

    playersPerCatalogGame: () => playersPerCatalogGame(prisma),

    async instanceStats(counted) {
      const counts = await instanceCounts(prisma, counted);
      const adds = await trendingAdds(prisma, TRENDING_DAYS, TRENDING_LIMIT, counted);
      const cards = new Map((await catalog.cards(adds.map((a) => a.catalogGameId))).map((c) => [c.id, c]));
      const trending = adds.flatMap(({ catalogGameId, adds: count }) => {
        const card = cards.get(catalogGameId);
        return card ? [{ title: card.title, slug: card.slug, platform: card.platform, imageUrl: card.imageUrl, adds: count }] : [];
      });
      return { gamesTracked: counts.games, ratings: counts.ratings, trending };
    },
  };
}
