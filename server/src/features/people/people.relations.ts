// Follows and blocks between two users, and who the viewer may not see: the reads other features
// (activity, community, reviews) make through the people feature's face.
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";
import type { Db } from "../../db/prisma.ts";
import { Lru } from "../../lib/lru.ts";
import { hiddenUsers } from "./people.relations.queries.ts";

export { audienceOf, hiddenUsers, relationOf } from "./people.relations.queries.ts";

/** What one viewer's answers are filtered by. */
export interface Audience {
  viewerId: string;
  /** The users the viewer follows. */
  following: ReadonlySet<string>;
  /** The users the viewer blocked or was blocked by: hidden from the viewer everywhere. */
  hidden: ReadonlySet<string>;
}

/**
 * hiddenUsers per viewer, kept in this process while the embedded database's block_changes feed is
 * reliable (it arrives as the block commits): a block made or undone drops both users' entries, a
 * read that a change overtook is not kept. On PostgreSQL (notifications arrive a little after the
 * commit), or with no feed, every call reads: a game page read right after a block must honour it.
 */
export class HiddenUsersCache {
  private known = HiddenUsersCache.empty();
  private changes = 0;
  private epoch = 0;

  constructor(
    private readonly db: Pick<Db, "$queryRaw">,
    private readonly hub?: NotificationHub,
  ) {
    hub?.subscribe(NOTIFY_CHANNELS.blockChanges, (payload) => {
      this.changes += 1;
      for (const id of payload.split(":")) this.known.delete(id);
    });
  }

  private static empty() {
    return new Lru<ReadonlySet<string>>({ entries: 50_000 });
  }

  async of(viewerId: string): Promise<ReadonlySet<string>> {
    const hub = this.hub;
    if (!hub || hub.remote || !hub.reliable) return hiddenUsers(this.db, viewerId);
    if (hub.epoch !== this.epoch) {
      // The feed lapsed meanwhile: what was kept may have missed a change.
      this.known = HiddenUsersCache.empty();
      this.epoch = hub.epoch;
    }
    const hit = this.known.get(viewerId);
    if (hit) return hit;
    const [changes, epoch] = [this.changes, hub.epoch];
    const set = await hiddenUsers(this.db, viewerId);
    if (this.changes === changes && hub.epoch === epoch && hub.reliable) this.known.set(viewerId, set);
    return set;
  }
}
