// The events' SQL: recording one (with what its item shows), pages of a feed in either order with their
// cursors (the order's time, id): by when it happened (happenedAt) or when it was recorded (createdAt),
// and who was active since a time. A page is one query: the actor's public
// fields, the followed user's and the review's live text are joined to the events (by primary key, a
// page's worth of rows).
import { ACTIVITY_COMMENT_MAX, ACTIVITY_TEXTS, type ActivityType } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { validationFailed } from "../../http/errors.ts";
import type { ActivityEvent, GameEvent } from "./activity.record.ts";

type Sql = Pick<Db, "$queryRaw">;

/** What an item shows, in one row. */
export interface EventRow {
  id: string;
  type: ActivityType;
  createdAt: Date;
  happenedAt: Date;
  /** The day the player gave for it, when it has one. */
  happenedOn: Date | null;
  actorId: string;
  payload: Record<string, unknown>;
  reviewId: string | null;
  journalEntryId: string | null;
  username: string;
  firstName: string;
  lastName: string;
  accountColor: string;
  subjectId: string | null;
  subjectUsername: string | null;
  subjectFirstName: string | null;
  subjectLastName: string | null;
  subjectAccountColor: string | null;
  reviewRating: number | null;
  reviewComment: string | null;
  reviewSpoiler: boolean | null;
}

/** Where a page stopped. */
export interface Cursor {
  at: Date;
  id: string;
}

export type Order = "newest" | "oldest";
/** Which time orders a page: when it happened (my activity, completions) or when it was recorded (the feed). */
export type OrderBy = "happened" | "recorded";

/** Which events: `events` is SQL over `e` (the events), `actors` over `u` (their actor's users row). */
export interface EventFilter {
  events: Prisma.Sql;
  actors: Prisma.Sql;
  /**
   * A subquery of the only actors to read (the people someone follows): each one's newest events are
   * read through the (actorId, createdAt) index, a page's worth apiece, instead of every event of theirs.
   */
  actorIds?: Prisma.Sql;
}

/**
 * Events matching `filter` in `order` of `by`'s time after `cursor`. Either order walks an index on
 * (time, id), or (actorId, …) / (type, …) when the filter pins one.
 */
export async function readEvents(db: Sql, filter: EventFilter, order: Order, by: OrderBy, cursor: Cursor | undefined, take: number): Promise<EventRow[]> {
  const newest = order === "newest";
  const time = Prisma.raw(by === "happened" ? `e."happenedAt"` : `e."createdAt"`);
  const after = cursor
    ? Prisma.sql`AND (${time}, e."id") ${Prisma.raw(newest ? "<" : ">")} (${cursor.at.toISOString()}::timestamp(3), ${cursor.id}::uuid)`
    : Prisma.empty;
  const direction = Prisma.raw(newest ? "DESC" : "ASC");
  const source = filter.actorIds
    ? Prisma.sql`(${filter.actorIds}) AS a("id") CROSS JOIN LATERAL (
        SELECT * FROM "activity_events" e WHERE e."actorId" = a."id" AND ${filter.events} ${after}
        ORDER BY ${time} ${direction}, e."id" ${direction} LIMIT ${take}::int) e`
    : Prisma.sql`"activity_events" e`;
  return db.$queryRaw<EventRow[]>`
    SELECT e."id"::text AS "id", e."type", e."createdAt", e."happenedAt", e."happenedOn", e."actorId"::text AS "actorId", e."payload",
           e."reviewId"::text AS "reviewId", e."journalEntryId"::text AS "journalEntryId",
           u."username", u."firstName", u."lastName", u."accountColor",
           s."id"::text AS "subjectId", s."username" AS "subjectUsername", s."firstName" AS "subjectFirstName",
           s."lastName" AS "subjectLastName", s."accountColor" AS "subjectAccountColor",
           r."rating" AS "reviewRating", left(r."comment", ${ACTIVITY_COMMENT_MAX}::int) AS "reviewComment", r."spoiler" AS "reviewSpoiler"
    FROM ${source}
    JOIN "users" u ON u."id" = e."actorId"
    LEFT JOIN "users" s ON s."id" = e."subjectUserId"
    LEFT JOIN "reviews" r ON r."id" = e."reviewId"
    WHERE ${filter.events} AND ${filter.actors} ${after}
    ORDER BY ${time} ${direction}, e."id" ${direction}
    LIMIT ${take}::int`;
}

/** How many users have an event at or after `since`. */
/** The users `counted` admits (SQL over `u`, their users row) with an event since `since`. */
export async function activeUsers(db: Sql, since: Date, counted: Prisma.Sql): Promise<number> {
  const rows = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS "n" FROM "users" u
    WHERE ${counted} AND EXISTS (SELECT 1 FROM "activity_events" e WHERE e."actorId" = u."id" AND e."createdAt" >= ${since.toISOString()}::timestamp(3))`;
  return rows[0]?.n ?? 0;
}

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor a previous page gave, or a 400 on `cursor` for anything else. */
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined) return undefined;
  const bad = () => validationFailed([{ path: "cursor", message: ACTIVITY_TEXTS.badCursor }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw bad();
  const [at, id] = parsed as unknown[];
  const time = typeof at === "string" ? new Date(at) : new Date(NaN);
  const year = time.getUTCFullYear();
  if (Number.isNaN(year) || year < 1970 || year > 9999 || typeof id !== "string" || !UUID.test(id)) throw bad();
  return { at: time, id };
}

// --- recording (activity.record.ts) -------------------------------------------------------------------

const uuid = (id: string | null) => (id === null ? Prisma.sql`NULL::uuid` : Prisma.sql`${id}::uuid`);
const at = (d: Date) => Prisma.sql`${d.toISOString()}::timestamptz AT TIME ZONE 'UTC'`;

/** What a game event adds to the payload. */
function extra(e: GameEvent): Prisma.Sql {
  switch (e.type) {
    case "game_added":
      return Prisma.sql`jsonb_build_object('status', ${e.status}::text)`;
    case "started":
    case "completed":
    case "abandoned":
      return Prisma.sql`'{}'::jsonb`;
    case "rating_changed":
    case "review_posted":
      return Prisma.sql`jsonb_build_object('rating', ${e.rating}::int)`;
    case "session_logged":
      return Prisma.sql`jsonb_build_object('minutes', ${e.minutes}::int)`;
    case "backlog":
    case "review_removed":
      return Prisma.sql`'{}'::jsonb`;
  }
}

/** The day an event happened on (a game event's `on`), or null. */
const dayOf = (e: ActivityEvent): string | null => ("on" in e && e.on ? e.on : null);
/** happenedAt: the record time, or the day at the record's time of day (the CHECK activity_events_happened_check). */
const happened = (on: string | null, d: Date) => (on === null ? Prisma.sql`NULL::date, ${at(d)}` : Prisma.sql`${on}::date, ${on}::date + (${at(d)})::time(3)`);

/** Inserts one event, with what its item shows read from the rows it concerns in the same statement. */
export async function insertEvent(tx: Pick<Prisma.TransactionClient, "$executeRaw">, event: ActivityEvent): Promise<void> {
  if (event.type === "library_imported") {
    await tx.$executeRaw`
      INSERT INTO "activity_events" ("actorId", "type", "payload", "createdAt", "happenedOn", "happenedAt")
      VALUES (${event.actorId}::uuid, 'library_imported', jsonb_build_object('count', ${event.count}::int, 'importRunId', ${event.importRunId}::text),
              ${at(event.at)}, ${happened(null, event.at)})`;
    return;
  }
  if (event.type === "journal_written") {
    await tx.$executeRaw`
      INSERT INTO "activity_events" ("actorId", "type", "journalEntryId", "payload", "createdAt", "happenedOn", "happenedAt")
      SELECT j."userId", 'journal_written', j."id", jsonb_build_object('entryTitle', j."title", 'title', g."title"), ${at(event.at)}, ${happened(null, event.at)}
      FROM "journal_entries" j LEFT JOIN "library_games" g ON g."id" = j."libraryGameId"
      WHERE j."id" = ${event.journalEntryId}::uuid AND j."userId" = ${event.actorId}::uuid`;
    return;
  }
  if (event.type === "user_followed") {
    await tx.$executeRaw`
      INSERT INTO "activity_events" ("actorId", "type", "subjectUserId", "createdAt", "happenedOn", "happenedAt")
      VALUES (${event.actorId}::uuid, 'user_followed', ${event.subjectUserId}::uuid, ${at(event.at)}, ${happened(null, event.at)})`;
    return;
  }
  const reviewId = event.type === "review_posted" ? event.reviewId : null;
  const sessionId = event.type === "session_logged" ? event.playSessionId : null;
  await tx.$executeRaw`
    INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "reviewId", "playSessionId", "payload", "createdAt", "happenedOn", "happenedAt")
    SELECT g."userId", ${event.type}, g."id",
           "shared_game_key"(g."catalogGameId", g."slug"),
           ${uuid(reviewId)}, ${uuid(sessionId)},
           jsonb_build_object('title', g."title", 'slug', g."slug", 'catalogSlug', c."slug", 'platform', g."platform",
                              'imageUrl', CASE WHEN g."imageUrl" ~* '^https?://' THEN NULL ELSE g."imageUrl" END) || ${extra(event)},
           ${at(event.at)}, ${happened(dayOf(event), event.at)}
    FROM "library_games" g LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    WHERE g."id" = ${event.gameId}::uuid AND g."userId" = ${event.actorId}::uuid`;
}

/** Removes an import run's summary event (its undo). */
export async function deleteImportSummary(tx: Pick<Prisma.TransactionClient, "$executeRaw">, actorId: string, importRunId: string): Promise<void> {
  await tx.$executeRaw`
    DELETE FROM "activity_events"
    WHERE "actorId" = ${actorId}::uuid AND "type" = 'library_imported' AND "payload"->>'importRunId' = ${importRunId}::text`;
}
