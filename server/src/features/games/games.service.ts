// The "My Games" library. Every method takes the acting user first and only ever touches that user's
// rows: another user's game answers exactly like a missing one (404).
//
// Speed: the list and the stats are cached per user in this process, keyed by library_versions.version,
// a per-user counter a database trigger bumps on every write to library_games (by any process or
// feature). On PostgreSQL, while nothing changed a request costs one primary-key lookup, and concurrent
// requests share one (VersionReader): another server process's write is seen by the next request. On
// the embedded database, which only this process can open, the trigger's NOTIFY arrives as the write
// commits (db/notifications.ts), so versions already seen are answered from memory (NotifiedVersions).
// A write needs no cache call: its version bump makes the old entry unreachable, and the next read
// replaces it.
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import {
  DEFAULT_GAME_STATUS,
  DEFAULT_PRIORITY,
  STATUS_DATE_FIELD,
  ACHIEVEMENTS_OVER_TOTAL_MESSAGE,
  normalizePlatform,
  type CreateGameInput,
  type CreatePlaySessionInput,
  type GameStats,
  type GameStatus,
  type LibraryGameDto,
  type PlaySessionCreated,
  type PlaySessionDeleted,
  type PlaySessionDto,
  type UpdateGameInput,
} from "@savepoint/common";
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";
import type { Db } from "../../db/prisma.ts";
import { Prisma, type CatalogGame } from "../../generated/prisma/client.ts";
import { notFound, validationFailed } from "../../http/errors.ts";
import { coverPath } from "../catalog/catalog.presenter.ts";
import { slugify } from "../../lib/text.ts";
import { FULL_GAME_INCLUDE, fromYmd, listJsonSql, toGameDto, toPlaySessionDto, todayUtc, ymd } from "./games.presenter.ts";
import { queryGameStats } from "./stats.ts";

/** Who is asking (an authenticated user). */
export interface Actor {
  id: string;
}

/** The card list ready to send: UTF-8 JSON, or that JSON gzipped when the client accepts it. */
export interface ListBody {
  body: Buffer;
  gzip: boolean;
}

export interface GamesService {
  /** The card list (newest first) ready to send; `acceptGzip` → gzipped (computed once per version). */
  listBody(actor: Actor, status: GameStatus | undefined, acceptGzip: boolean): Promise<ListBody>;
  stats(actor: Actor): Promise<GameStats>;
  get(actor: Actor, id: string): Promise<LibraryGameDto>;
  /** By the game's own slug, else by the slug of the catalog game it was added from; newest first. */
  getBySlug(actor: Actor, slug: string): Promise<LibraryGameDto>;
  create(actor: Actor, input: CreateGameInput): Promise<LibraryGameDto>;
  update(actor: Actor, id: string, input: UpdateGameInput): Promise<LibraryGameDto>;
  remove(actor: Actor, id: string): Promise<void>;
  addSession(actor: Actor, gameId: string, input: CreatePlaySessionInput): Promise<PlaySessionCreated>;
  listSessions(actor: Actor, gameId: string): Promise<PlaySessionDto[]>;
  removeSession(actor: Actor, gameId: string, sessionId: string): Promise<PlaySessionDeleted>;
}

export interface GamesServiceDeps {
  prisma: Db;
  now?: () => Date;
  /** Bound of the per-process list cache, in bytes of JSON (default 64 MiB). */
  cacheMaxBytes?: number;
  /** The embedded database's notifications: library versions are then pushed, not read per request. */
  notifications?: NotificationHub;
}

/** Smaller lists are sent as they are. */
const GZIP_MIN_BYTES = 2048;
const gzipAsync = promisify(gzip);

/** Fields an update stores as given (the others have rules: title → slug, status, dates, achievements). */
const COPIED_FIELDS = [
  "platform", "genres", "releaseYear", "imageUrl", "rating", "playTime", "notes", "priority",
  "customTags", "developer", "publisher", "description", "rawgId", "metacritic",
] as const satisfies readonly (keyof UpdateGameInput & keyof Prisma.LibraryGameUncheckedUpdateInput)[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed id is simply not found (never a 500 from the uuid cast). */
function gameId(id: string): string {
  if (!UUID.test(id)) throw notFound("Game");
  return id.toLowerCase();
}

/**
 * playTime (hours) plus or minus a session's minutes, never below 0. A total on the minute grid (every
 * total built from sessions and half hours) is snapped back onto it first, so repeated sessions do not
 * accumulate float error: six 10-minute sessions make exactly 1 hour, and removing them exactly 0.
 */
export function addMinutes(hours: number, minutes: number): number {
  const m = hours * 60;
  const onGrid = Math.abs(m - Math.round(m)) < 1e-6 ? Math.round(m) : m;
  const total = Math.max(0, onGrid + minutes);
  return Math.round((total / 60) * 1e10) / 1e10;
}

/** The spec's slug of a title; titles with no latin letters or digits fall back to the catalog's or "game". */
export function gameSlug(title: string, fallback?: string): string {
  return slugify(title) || fallback || "game";
}

function dedupeLabels(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const s = raw.trim();
    if (s && !seen.has(s.toLowerCase())) {
      seen.add(s.toLowerCase());
      out.push(s);
    }
  }
  return out;
}

// --- the per-user cache ---------------------------------------------------------------------------

/**
 * Reads users' library versions, coalescing concurrent requests: a read joins the next query to start
 * (never one already running, whose snapshot may predate a write the caller has seen), and that query
 * answers every user waiting on it. Under load this is one query per round trip instead of per request.
 */
class VersionReader {
  private waiting = new Map<string, { resolve: (v: number) => void; reject: (e: unknown) => void }[]>();
  private running = false;
  constructor(private readonly query: (userIds: string[]) => Promise<Map<string, number>>) {}

  read(userId: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(userId);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(userId, [{ resolve, reject }]);
      this.next();
    });
  }

  private next() {
    if (this.running || this.waiting.size === 0) return;
    const batch = this.waiting;
    this.waiting = new Map();
    this.running = true;
    this.query([...batch.keys()])
      .then(
        (versions) => {
          for (const [uid, list] of batch) for (const w of list) w.resolve(versions.get(uid) ?? 0);
        },
        (err: unknown) => {
          for (const list of batch.values()) for (const w of list) w.reject(err);
        },
      )
      .finally(() => {
        this.running = false;
        this.next();
      });
  }
}

/** One cached list: its JSON and, once asked for, its gzipped form. */
interface CachedList {
  json: Buffer;
  gzip?: Promise<Buffer>;
}

interface CacheEntry {
  version: number;
  stats?: GameStats;
  lists: Map<string, CachedList>;
  bytes: number;
}

class LibraryCache {
  private readonly users = new Map<string, CacheEntry>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(userId: string, version: number): CacheEntry | undefined {
    const e = this.users.get(userId);
    if (!e || e.version !== version) return undefined;
    // Least recently used last out: re-insert on use.
    this.users.delete(userId);
    this.users.set(userId, e);
    return e;
  }

  /** The entry to write into for this version (a newer version replaces an older one, never the reverse). */
  private entry(userId: string, version: number): CacheEntry | undefined {
    const e = this.users.get(userId);
    if (e && e.version === version) return e;
    if (e && e.version > version) return undefined;
    if (e) this.drop(userId);
    const fresh: CacheEntry = { version, lists: new Map(), bytes: 0 };
    this.users.set(userId, fresh);
    return fresh;
  }

  putStats(userId: string, version: number, stats: GameStats) {
    const e = this.entry(userId, version);
    if (e) e.stats = stats;
  }

  putList(userId: string, version: number, key: string, list: CachedList) {
    // Budget the gzipped copy too (about a tenth of the JSON).
    const size = Math.ceil(list.json.length * 1.1);
    if (size > this.maxBytes / 4) return;
    const e = this.entry(userId, version);
    if (!e) return;
    const old = e.lists.get(key);
    if (old !== undefined) {
      const oldSize = Math.ceil(old.json.length * 1.1);
      e.bytes -= oldSize;
      this.bytes -= oldSize;
    }
    e.lists.set(key, list);
    e.bytes += size;
    this.bytes += size;
    for (const [uid] of this.users) {
      if (this.bytes <= this.maxBytes) break;
      if (uid !== userId) this.drop(uid);
    }
  }

  private drop(userId: string) {
    const e = this.users.get(userId);
    if (!e) return;
    this.bytes -= e.bytes;
    this.users.delete(userId);
  }
}

/**
 * Library versions as the embedded database announces them at each commit ("{userId}:{version}" on
 * NOTIFY_CHANNELS.libraryVersions, raised by the version trigger for every writer). A user seen before
 * is answered from memory; a user not seen yet is read once. Versions only grow, so keeping the higher
 * of a read and a notification is right whichever arrives first. If the database ever could not read
 * its own answers (hub no longer reliable), every request reads again.
 */
class NotifiedVersions {
  private readonly known = new Map<string, number>();

  constructor(
    private readonly hub: NotificationHub,
    private readonly reader: VersionReader,
  ) {
    hub.subscribe(NOTIFY_CHANNELS.libraryVersions, (payload) => {
      const at = payload.lastIndexOf(":");
      const version = Number(payload.slice(at + 1));
      if (at > 0 && Number.isInteger(version)) this.raise(payload.slice(0, at), version);
    });
  }

  private raise(userId: string, version: number): number {
    const current = this.known.get(userId);
    if (current !== undefined && current >= version) return current;
    this.known.set(userId, version);
    return version;
  }

  async read(userId: string): Promise<number> {
    if (!this.hub.reliable) return this.reader.read(userId);
    const known = this.known.get(userId);
    if (known !== undefined) return known;
    return this.raise(userId, await this.reader.read(userId));
  }
}

// --- the service -----------------------------------------------------------------------------------

export function createGamesService(deps: GamesServiceDeps): GamesService {
  const { prisma } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = new LibraryCache(deps.cacheMaxBytes ?? 64 * 1024 * 1024);
  const versions = new VersionReader(async (userIds) => {
    const rows = await prisma.$queryRaw<{ userId: string; version: number }[]>(
      Prisma.sql`SELECT "userId"::text AS "userId", "version" FROM "library_versions" WHERE "userId" = ANY(${userIds}::uuid[])`,
    );
    return new Map(rows.map((r) => [r.userId, r.version]));
  });
  const notified = deps.notifications ? new NotifiedVersions(deps.notifications, versions) : null;
  const version = (userId: string) => (notified ? notified.read(userId) : versions.read(userId));

  async function findOwned(actor: Actor, id: string): Promise<LibraryGameDto> {
    const row = await prisma.libraryGame.findFirst({ where: { id: gameId(id), userId: actor.id }, include: FULL_GAME_INCLUDE });
    if (!row) throw notFound("Game");
    return toGameDto(row);
  }

  async function catalogRow(input: CreateGameInput): Promise<CatalogGame | null> {
    if (input.catalogGameId != null) {
      const row = await prisma.catalogGame.findUnique({ where: { id: input.catalogGameId } });
      if (!row) throw validationFailed([{ path: "catalogGameId", message: "This game is no longer in the catalog" }]);
      return row;
    }
    if (input.catalogSlug != null) {
      const row = await prisma.catalogGame.findUnique({ where: { slug: input.catalogSlug } });
      if (!row) throw validationFailed([{ path: "catalogSlug", message: "This game is no longer in the catalog" }]);
      return row;
    }
    return null;
  }

  async function cachedList(actor: Actor, status: GameStatus | undefined): Promise<CachedList> {
    const key = status ?? "ALL";
    const v = await version(actor.id);
    const hit = cache.get(actor.id, v)?.lists.get(key);
    if (hit !== undefined) return hit;
    const rows = await prisma.$queryRaw<{ body: string }[]>(listJsonSql(actor.id, status));
    const list: CachedList = { json: Buffer.from(rows[0]?.body ?? "[]", "utf8") };
    cache.putList(actor.id, v, key, list);
    return list;
  }

  return {
    async listBody(actor, status, acceptGzip) {
      const list = await cachedList(actor, status);
      if (!acceptGzip || list.json.length < GZIP_MIN_BYTES) return { body: list.json, gzip: false };
      if (!list.gzip) {
        const pending = gzipAsync(list.json, { level: 6 });
        list.gzip = pending;
        // A failure is not cached: the next request tries again.
        pending.catch(() => {
          if (list.gzip === pending) list.gzip = undefined;
        });
      }
      return { body: await list.gzip, gzip: true };
    },

    async stats(actor) {
      const v = await version(actor.id);
      const hit = cache.get(actor.id, v)?.stats;
      if (hit) return hit;
      const stats = await queryGameStats(prisma, actor.id);
      cache.putStats(actor.id, v, stats);
      return stats;
    },

    get: findOwned,

    async getBySlug(actor, slug) {
      const s = slug.toLowerCase();
      if (!/^[a-z0-9][a-z0-9-]{0,200}$/.test(s)) throw notFound("Game");
      const order = [{ createdAt: "desc" as const }, { id: "desc" as const }];
      const row =
        (await prisma.libraryGame.findFirst({ where: { userId: actor.id, slug: s }, orderBy: order, include: FULL_GAME_INCLUDE })) ??
        (await prisma.libraryGame.findFirst({ where: { userId: actor.id, catalogGame: { slug: s } }, orderBy: order, include: FULL_GAME_INCLUDE }));
      if (!row) throw notFound("Game");
      return toGameDto(row);
    },

    async create(actor, input) {
      const cat = await catalogRow(input);
      const title = input.title ?? cat?.title;
      if (!title) throw validationFailed([{ path: "title", message: "Title is required" }]);
      const firstPlatform = cat?.platforms.find((p) => p.trim() !== "");
      const platform = input.platform ?? (firstPlatform ? normalizePlatform(firstPlatform) : undefined);
      if (!platform) throw validationFailed([{ path: "platform", message: "Platform is required" }]);

      const status = input.status ?? DEFAULT_GAME_STATUS;
      const dates = {
        startDate: input.startDate ?? null,
        completedDate: input.completedDate ?? null,
        addedToBacklog: input.addedToBacklog ?? null,
        abandonedDate: input.abandonedDate ?? null,
      };
      const at = now();
      const dateField = STATUS_DATE_FIELD[status];
      dates[dateField] ??= todayUtc(at);

      const completed100Percent = input.completed100Percent ?? false;
      const totalAchievements = input.totalAchievements ?? null;
      const achievementsCompleted = completed100Percent && totalAchievements != null ? totalAchievements : (input.achievementsCompleted ?? null);

      const joined = (list: string[] | undefined) => (list && list.length ? list.join(", ") : null);
      const row = await prisma.libraryGame.create({
        data: {
          userId: actor.id,
          catalogGameId: cat?.id ?? null,
          title,
          slug: gameSlug(title, cat?.slug),
          platform,
          genres: input.genres?.length ? input.genres : dedupeLabels(cat?.genres ?? []),
          releaseYear: input.releaseYear ?? cat?.year ?? null,
          imageUrl: input.imageUrl ?? (cat ? coverPath(cat) : null),
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
          achievementsCompleted,
          totalAchievements,
          customTags: input.customTags ?? [],
          developer: input.developer ?? joined(cat?.developers),
          publisher: input.publisher ?? joined(cat?.publishers),
          description: input.description ?? cat?.description ?? null,
          rawgId: input.rawgId ?? cat?.rawgId ?? null,
          metacritic: input.metacritic ?? cat?.metacritic ?? null,
          statusHistory: { create: { status, at } },
        },
        include: FULL_GAME_INCLUDE,
      });
      return toGameDto(row);
    },

    async update(actor, rawId, input) {
      const id = gameId(rawId);
      const row = await prisma.$transaction(async (tx) => {
        const locked = await tx.$queryRaw<{ id: string }[]>(
          Prisma.sql`SELECT "id" FROM "library_games" WHERE "id" = ${id}::uuid AND "userId" = ${actor.id}::uuid FOR UPDATE`,
        );
        if (locked.length === 0) throw notFound("Game");
        const cur = await tx.libraryGame.findUniqueOrThrow({ where: { id } });

        const data: Prisma.LibraryGameUncheckedUpdateInput = {};
        if (input.title !== undefined) {
          data.title = input.title;
          data.slug = gameSlug(input.title, cur.slug);
        }
        for (const key of COPIED_FIELDS) if (input[key] !== undefined) (data as Record<string, unknown>)[key] = input[key];

        // Dates: what the payload says, then the transition rule fills the new status's date if empty.
        const dates = {
          startDate: input.startDate !== undefined ? input.startDate : ymd(cur.startDate),
          completedDate: input.completedDate !== undefined ? input.completedDate : ymd(cur.completedDate),
          addedToBacklog: input.addedToBacklog !== undefined ? input.addedToBacklog : ymd(cur.addedToBacklog),
          abandonedDate: input.abandonedDate !== undefined ? input.abandonedDate : ymd(cur.abandonedDate),
        };
        const at = now();
        const statusChanged = input.status !== undefined && input.status !== cur.status;
        if (statusChanged) {
          const field = STATUS_DATE_FIELD[input.status!];
          dates[field] ??= todayUtc(at);
          data.status = input.status;
          // History stays strictly ordered even for two changes within one millisecond.
          const last = await tx.statusChange.findFirst({ where: { gameId: id }, orderBy: { at: "desc" }, select: { at: true } });
          const when = last && last.at.getTime() >= at.getTime() ? new Date(last.at.getTime() + 1) : at;
          data.statusHistory = { create: { status: input.status!, at: when } };
        }
        for (const key of ["startDate", "completedDate", "addedToBacklog", "abandonedDate"] as const) {
          if (dates[key] !== ymd(cur[key])) data[key] = dates[key] ? fromYmd(dates[key]) : null;
        }

        // Achievements on the merged state: the 100% flag with a total sets completed = total.
        const c100 = input.completed100Percent ?? cur.completed100Percent;
        const total = input.totalAchievements !== undefined ? input.totalAchievements : cur.totalAchievements;
        let done = input.achievementsCompleted !== undefined ? input.achievementsCompleted : cur.achievementsCompleted;
        if (c100 && total != null) done = total;
        if (done != null && total != null && done > total) {
          throw validationFailed([{ path: "achievementsCompleted", message: ACHIEVEMENTS_OVER_TOTAL_MESSAGE }]);
        }
        if (input.completed100Percent !== undefined) data.completed100Percent = input.completed100Percent;
        if (input.totalAchievements !== undefined) data.totalAchievements = input.totalAchievements;
        if (done !== cur.achievementsCompleted) data.achievementsCompleted = done;

        return tx.libraryGame.update({ where: { id }, data, include: FULL_GAME_INCLUDE });
      });
      return toGameDto(row);
    },

    async remove(actor, rawId) {
      const { count } = await prisma.libraryGame.deleteMany({ where: { id: gameId(rawId), userId: actor.id } });
      if (count === 0) throw notFound("Game");
    },

    async addSession(actor, rawId, input) {
      const id = gameId(rawId);
      const minutes = input.minutes ?? Math.round((input.hours ?? 0) * 60);
      if (minutes < 1) throw validationFailed([{ path: "hours", message: "A session must last at least 1 minute" }]);
      const at = now();
      const date = input.date ?? todayUtc(at);
      const tomorrow = todayUtc(new Date(at.getTime() + 86_400_000));
      if (date > tomorrow) throw validationFailed([{ path: "date", message: "A session cannot be in the future" }]);
      const result = await prisma.$transaction(async (tx) => {
        const locked = await tx.$queryRaw<{ playTime: number }[]>(
          Prisma.sql`SELECT "playTime" FROM "library_games" WHERE "id" = ${id}::uuid AND "userId" = ${actor.id}::uuid FOR UPDATE`,
        );
        const game = locked[0];
        if (!game) throw notFound("Game");
        const session = await tx.playSession.create({
          data: { gameId: id, userId: actor.id, date: fromYmd(date), minutes, note: input.note ?? null, createdAt: at },
        });
        const playTime = addMinutes(game.playTime, minutes);
        await tx.libraryGame.update({ where: { id }, data: { playTime }, select: { id: true } });
        return { session: toPlaySessionDto(session), playTime };
      });
      return result;
    },

    async listSessions(actor, rawId) {
      const id = gameId(rawId);
      const game = await prisma.libraryGame.findFirst({ where: { id, userId: actor.id }, select: { id: true } });
      if (!game) throw notFound("Game");
      const rows = await prisma.playSession.findMany({ where: { gameId: id }, orderBy: [{ date: "desc" }, { createdAt: "desc" }] });
      return rows.map(toPlaySessionDto);
    },

    async removeSession(actor, rawId, sessionId) {
      const id = gameId(rawId);
      if (!UUID.test(sessionId)) throw notFound("Play session");
      const result = await prisma.$transaction(async (tx) => {
        const locked = await tx.$queryRaw<{ playTime: number }[]>(
          Prisma.sql`SELECT "playTime" FROM "library_games" WHERE "id" = ${id}::uuid AND "userId" = ${actor.id}::uuid FOR UPDATE`,
        );
        const game = locked[0];
        if (!game) throw notFound("Game");
        const session = await tx.playSession.findFirst({ where: { id: sessionId, gameId: id }, select: { id: true, minutes: true } });
        if (!session) throw notFound("Play session");
        await tx.playSession.delete({ where: { id: session.id } });
        const playTime = addMinutes(game.playTime, -session.minutes);
        await tx.libraryGame.update({ where: { id }, data: { playTime }, select: { id: true } });
        return { playTime };
      });
      return result;
    },
  };
}
