// Follows and blocks between two users, and who the viewer may not see: the reads other features
// (activity, community, reviews) make through the people feature's face.
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";
import type { Db } from "../../db/prisma.ts";
import { Lru } from "../../lib/lru.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Relationship } from "@savepoint/common";

/** What one viewer's answers are filtered by. */
export interface Audience {
  viewerId: string;
  /** The users the viewer follows. */
  following: ReadonlySet<string>;
  /** The users the viewer blocked or was blocked by: hidden from the viewer everywhere. */
  hidden: ReadonlySet<string>;
}

export async function audienceOf(db: Pick<Db, "$queryRaw">, viewerId: string): Promise<Audience> {
  const rows = await db.$queryRaw<{ id: string; kind: "f" | "b" }[]>`
    SELECT "followeeId"::text AS "id", 'f' AS "kind" FROM "follows" WHERE "followerId" = ${viewerId}::uuid
    UNION ALL SELECT "blockedId"::text, 'b' FROM "blocks" WHERE "blockerId" = ${viewerId}::uuid
    UNION ALL SELECT "blockerId"::text, 'b' FROM "blocks" WHERE "blockedId" = ${viewerId}::uuid`;
  const following = new Set<string>();
  const hidden = new Set<string>();
  for (const r of rows) (r.kind === "f" ? following : hidden).add(r.id);
  return { viewerId, following, hidden };
}

/** The users `viewerId` blocked or was blocked by. */
export async function hiddenUsers(db: Pick<Db, "$queryRaw">, viewerId: string): Promise<ReadonlySet<string>> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "blockedId"::text AS "id" FROM "blocks" WHERE "blockerId" = ${viewerId}::uuid
    UNION SELECT "blockerId"::text FROM "blocks" WHERE "blockedId" = ${viewerId}::uuid`;
  return new Set(rows.map((r) => r.id));
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

/** The viewer's relation to `userId`, and whether `userId` blocked the viewer. */
export async function relationOf(db: Pick<Db, "$queryRaw">, viewerId: string, userId: string): Promise<Relationship & { blockedBy: boolean }> {
  const me = Prisma.sql`${viewerId}::uuid`;
  const them = Prisma.sql`${userId}::uuid`;
  const [row] = await db.$queryRaw<(Relationship & { blockedBy: boolean })[]>`
    SELECT EXISTS (SELECT 1 FROM "follows" WHERE "followerId" = ${me} AND "followeeId" = ${them}) AS "following",
           EXISTS (SELECT 1 FROM "follows" WHERE "followerId" = ${them} AND "followeeId" = ${me}) AS "followsYou",
           EXISTS (SELECT 1 FROM "blocks" WHERE "blockerId" = ${me} AND "blockedId" = ${them}) AS "blocking",
           EXISTS (SELECT 1 FROM "blocks" WHERE "blockerId" = ${them} AND "blockedId" = ${me}) AS "blockedBy"`;
  return row!;
}
