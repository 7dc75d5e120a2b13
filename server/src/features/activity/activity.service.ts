// The events: my own activity (every type, journal included), and pages of events for the community
// feature, which says whose (its `where` is built from the people feature's privacy rules).
import { ACTIVITY_PAGE_SIZE, type ActivityPage, type ActivityQuery } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { activeUsers, decodeCursor, encodeCursor, readEvents, type EventFilter, type Order, type OrderBy } from "./activity.queries.ts";
import { toActivityItem } from "./activity.presenter.ts";

interface Actor {
  id: string;
}

export interface PageRequest {
  cursor?: string;
  limit?: number;
  order?: Order;
  /** when it happened (my activity, completions) or when it was recorded (the feed, the default). */
  by?: OrderBy;
}

export interface ActivityService {
  /** GET /api/activity: the caller's events, latest happened first. */
  mine(actor: Actor, query: ActivityQuery): Promise<ActivityPage>;
  /** Events matching `filter`, as `viewerId` sees them. */
  page(viewerId: string, filter: EventFilter, request: PageRequest): Promise<ActivityPage>;
  /** How many users have an event at or after `since`. */
  /** `counted`: who counts (SQL over `u`, a users row: the people feature's countedPlayerSql). */
  activeUsers(since: Date, counted: Prisma.Sql): Promise<number>;
}

export function createActivityService({ prisma }: { prisma: Db }): ActivityService {
  async function page(viewerId: string, filter: EventFilter, request: PageRequest): Promise<ActivityPage> {
    const limit = request.limit ?? ACTIVITY_PAGE_SIZE;
    const by = request.by ?? "recorded";
    const rows = await readEvents(prisma, filter, request.order ?? "newest", by, decodeCursor(request.cursor), limit + 1);
    const shown = rows.length > limit ? rows.slice(0, limit) : rows;
    const last = shown[shown.length - 1];
    return {
      items: shown.map((r) => toActivityItem(r, viewerId)),
      nextCursor: rows.length > limit && last ? encodeCursor(by === "happened" ? last.happenedAt : last.createdAt, last.id) : null,
    };
  }
  return {
    mine: (actor, query) => page(actor.id, { events: Prisma.sql`e."actorId" = ${actor.id}::uuid`, actors: Prisma.sql`true` }, { ...query, by: "happened" }),
    page,
    activeUsers: (since, counted) => activeUsers(prisma, since, counted),
  };
}
