// The per-user cache of the card lists, the stats and the games opened whole, kept in this process and keyed by
// library_versions.version: a per-user counter a database trigger bumps on every write to library_games
// (by any process or feature). A write needs no cache call: its version bump makes the old entry
// unreachable, and the next read replaces it.
//
// How the version is known, on PostgreSQL and on the embedded database: db/versions.ts.
import type { GameStats } from "@savepoint/common";
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";
import { databaseVersions } from "../../db/versions.ts";
import type { CachedJson } from "../../lib/cached-json.ts";

/**
 * A user's current library version: from the embedded database's notifications when there are some,
 * else read (coalesced) from library_versions.
 */
export function libraryVersions(
  query: (userIds: string[]) => Promise<Map<string, number>>,
  notifications: NotificationHub | undefined,
): (userId: string) => Promise<number> {
  return databaseVersions(NOTIFY_CHANNELS.libraryVersions, query, notifications);
}

interface CacheEntry {
  version: number;
  stats?: GameStats;
  /** JSON answers: the card lists by status ("ALL" for all), the games by "game:{id}". */
  answers: Map<string, CachedJson>;
  bytes: number;
}

/** Per-user entries for one library version each, least recently used dropped first past maxBytes. */
export class LibraryCache {
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
    const fresh: CacheEntry = { version, answers: new Map(), bytes: 0 };
    this.users.set(userId, fresh);
    return fresh;
  }

  putStats(userId: string, version: number, stats: GameStats) {
    const e = this.entry(userId, version);
    if (e) e.stats = stats;
  }

  putAnswer(userId: string, version: number, key: string, answer: CachedJson) {
    // Budget the gzipped copy too (about a tenth of the JSON).
    const size = Math.ceil(answer.json.length * 1.1);
    if (size > this.maxBytes / 4) return;
    const e = this.entry(userId, version);
    if (!e) return;
    const old = e.answers.get(key);
    if (old !== undefined) {
      const oldSize = Math.ceil(old.json.length * 1.1);
      e.bytes -= oldSize;
      this.bytes -= oldSize;
    }
    e.answers.set(key, answer);
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
