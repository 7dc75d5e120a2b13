// Community answers kept in memory between changes, by scope (ADR 013). The database announces every
// statement that can change one of them on community_changes, naming what changed (migration
// 20261202110000): the embedded database as the write commits, a PostgreSQL server through a LISTEN
// connection, whose announcements may trail the commit a little, so a reader there first hears every
// one committed before it asked (one round trip shared by concurrent readers). Each kind of answer
// names the scopes it shows; an announcement lets go only of the kinds that show its scope (one
// without a scope, as an older server's, of all). A kind's version is the count of announcements of
// its scopes, read before the answer is built. Without a feed, or while it is down, nothing is kept
// and every answer is read. Entries are per viewer wherever the answer depends on the viewer.
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";
import { Lru } from "../../lib/lru.ts";

/**
 * What a community_changes announcement says changed: an activity event; any review (likes too); a
 * review's rating, text or spoiler flag (the feed shows them); a library game's status, title,
 * cover or play time; a player (names, colour, privacy), a follow or a block; a catalog game's slug.
 */
export const COMMUNITY_SCOPES = ["activity", "reviews", "review-text", "library", "people", "catalog"] as const;
export type CommunityScope = (typeof COMMUNITY_SCOPES)[number];

/** The scopes an announcement names: its own, or all of them for one that names none (or one unknown). */
export function announcedScopes(payload: string): readonly CommunityScope[] {
  return (COMMUNITY_SCOPES as readonly string[]).includes(payload) ? [payload as CommunityScope] : COMMUNITY_SCOPES;
}

/** Answers of one kind: those that show what `scopes` cover. */
export interface CommunityKind {
  /** The answer kept under `key` for the current versions of the kind's scopes, else `build()`'s (concurrent misses share one build). */
  get<T>(key: string, build: () => Promise<T>): Promise<T>;
  /** How many answers of this kind are kept now. */
  readonly size: number;
}

export class CommunityCache {
  private readonly versions = new Map<CommunityScope, number>(COMMUNITY_SCOPES.map((s) => [s, 0]));
  private readonly kinds: { scopes: readonly CommunityScope[]; entries: Lru<{ version: number; value: Promise<unknown> }> }[] = [];

  constructor(private readonly hub: NotificationHub | undefined) {
    hub?.subscribe(NOTIFY_CHANNELS.communityChanges, (payload) => {
      const changed = announcedScopes(payload);
      for (const s of changed) this.versions.set(s, this.versions.get(s)! + 1);
      // The kinds that show what changed are out of date: let them go rather than hold them until they
      // are replaced (under steady writes a map otherwise fills with stale answers, kept after the load).
      for (const kind of this.kinds) if (kind.scopes.some((s) => changed.includes(s))) kind.entries.clear();
    });
  }

  /** How many answers are kept now, of every kind. */
  get size(): number {
    return this.kinds.reduce((n, k) => n + k.entries.size, 0);
  }

  /** A kind of answer that shows `scopes`, keeping at most `entries` of them. */
  kind(scopes: readonly CommunityScope[], entries: number): CommunityKind {
    const kind = { scopes, entries: new Lru<{ version: number; value: Promise<unknown> }>({ entries }) };
    this.kinds.push(kind);
    const version = () => scopes.reduce((n, s) => n + this.versions.get(s)!, 0);
    const hub = this.hub;
    return {
      get: async <T>(key: string, build: () => Promise<T>): Promise<T> => {
        if (!hub?.reliable) return build();
        if (hub.remote) {
          const heard = await hub.catchUp().then(
            () => true,
            () => false,
          );
          if (!heard || !hub.reliable) return build();
        }
        const v = version() + hub.epoch * 1e9;
        const hit = kind.entries.get(key);
        if (hit && hit.version === v) return hit.value as Promise<T>;
        const value = build();
        kind.entries.set(key, { version: v, value });
        value.catch(() => {
          if (kind.entries.get(key)?.value === value) kind.entries.delete(key);
        });
        return value;
      },
      get size() {
        return kind.entries.size;
      },
    };
  }
}
