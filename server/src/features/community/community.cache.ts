// Community answers kept in memory between changes. The database announces every statement that can
// change one of them on community_changes (migration 20261125230000): the embedded database as the write
// commits, a PostgreSQL server through a LISTEN connection, whose announcements may trail the commit a
// little, so a reader there first hears every one committed before it asked (one round trip shared by
// concurrent readers). The count of announcements is the version answers are kept against, read before
// the answer is built. Without a feed, or while it is down, nothing is kept and every answer is read.
// Entries are per viewer wherever the answer depends on the viewer.
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";
import { Lru } from "../../lib/lru.ts";

export class CommunityCache {
  private changes = 0;
  private readonly entries = new Lru<{ version: number; value: Promise<unknown> }>({ entries: 20_000 });

  constructor(private readonly hub: NotificationHub | undefined) {
    hub?.subscribe(NOTIFY_CHANNELS.communityChanges, () => {
      this.changes += 1;
      // Every kept answer is now out of date: let them go rather than hold them until they are replaced
      // (under steady writes the map otherwise filled with stale answers, kept after the load was over).
      this.entries.clear();
    });
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /** The answer kept under `key` for the current version, else `build()`'s (concurrent misses share one build). */
  async get<T>(key: string, build: () => Promise<T>): Promise<T> {
    const hub = this.hub;
    if (!hub?.reliable) return build();
    if (hub.remote) {
      const heard = await hub.catchUp().then(
        () => true,
        () => false,
      );
      if (!heard || !hub.reliable) return build();
    }
    const version = this.changes + hub.epoch * 1e9;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    const value = build();
    this.entries.set(key, { version, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
