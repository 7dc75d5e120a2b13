// Recording events: every feature that changes something a feed shows calls recordActivity with its own
// transaction, so an event exists exactly when its change committed. The row carries what an item shows
// (the game's title, addresses, platform and cover), read from the rows it concerns in the same statement.
import type { GameStatus } from "@savepoint/common";
import { Prisma } from "../../generated/prisma/client.ts";

type Tx = Pick<Prisma.TransactionClient, "$executeRaw">;

/** The event a status change records. */
export const STATUS_EVENT = { IN_PROGRESS: "started", COMPLETED: "completed", ABANDONED: "abandoned", BACKLOG: "backlog" } as const satisfies Record<
  GameStatus,
  string
>;

type GameEvent =
  /** `status`: the status the game was added with. */
  | { type: "game_added"; status: GameStatus }
  | { type: (typeof STATUS_EVENT)[GameStatus] }
  | { type: "rating_changed"; rating: number }
  | { type: "review_posted"; reviewId: string; rating: number }
  | { type: "session_logged"; playSessionId: string; minutes: number }
  /** Recorded for the author when an admin deletes their review (the review itself is gone). */
  | { type: "review_removed" };

/** One event: who, when, and what it concerns (a library game of the actor's, a journal entry, a follow). */
export type ActivityEvent = { actorId: string; at: Date } & (
  | ({ gameId: string } & GameEvent)
  | { type: "journal_written"; journalEntryId: string }
  /** The follow row must exist: the event lives as long as it does. */
  | { type: "user_followed"; subjectUserId: string }
);

const uuid = (id: string | null) => (id === null ? Prisma.sql`NULL::uuid` : Prisma.sql`${id}::uuid`);
const at = (d: Date) => Prisma.sql`${d.toISOString()}::timestamptz AT TIME ZONE 'UTC'`;

/** What a game event adds to the payload. */
function extra(e: GameEvent): Prisma.Sql {
  switch (e.type) {
    case "game_added":
      return Prisma.sql`jsonb_build_object('status', ${e.status}::text)`;
    case "rating_changed":
    case "review_posted":
      return Prisma.sql`jsonb_build_object('rating', ${e.rating}::int)`;
    case "session_logged":
      return Prisma.sql`jsonb_build_object('minutes', ${e.minutes}::int)`;
    case "started":
    case "completed":
    case "abandoned":
    case "backlog":
    case "review_removed":
      return Prisma.sql`'{}'::jsonb`;
  }
}

/** Writes one event in `tx` (the transaction of the change it records). */
export async function recordActivity(tx: Tx, event: ActivityEvent): Promise<void> {
  if (event.type === "journal_written") {
    await tx.$executeRaw`
      INSERT INTO "activity_events" ("actorId", "type", "journalEntryId", "payload", "createdAt")
      SELECT j."userId", 'journal_written', j."id", jsonb_build_object('entryTitle', j."title", 'title', g."title"), ${at(event.at)}
      FROM "journal_entries" j LEFT JOIN "library_games" g ON g."id" = j."libraryGameId"
      WHERE j."id" = ${event.journalEntryId}::uuid AND j."userId" = ${event.actorId}::uuid`;
    return;
  }
  if (event.type === "user_followed") {
    await tx.$executeRaw`
      INSERT INTO "activity_events" ("actorId", "type", "subjectUserId", "createdAt")
      VALUES (${event.actorId}::uuid, 'user_followed', ${event.subjectUserId}::uuid, ${at(event.at)})`;
    return;
  }
  const reviewId = event.type === "review_posted" ? event.reviewId : null;
  const sessionId = event.type === "session_logged" ? event.playSessionId : null;
  await tx.$executeRaw`
    INSERT INTO "activity_events" ("actorId", "type", "libraryGameId", "gameKey", "reviewId", "playSessionId", "payload", "createdAt")
    SELECT g."userId", ${event.type}, g."id",
           CASE WHEN g."catalogGameId" IS NOT NULL THEN 'c:' || g."catalogGameId" ELSE 's:' || g."slug" END,
           ${uuid(reviewId)}, ${uuid(sessionId)},
           jsonb_build_object('title', g."title", 'slug', g."slug", 'catalogSlug', c."slug", 'platform', g."platform",
                              'imageUrl', CASE WHEN g."imageUrl" ~* '^https?://' THEN NULL ELSE g."imageUrl" END) || ${extra(event)},
           ${at(event.at)}
    FROM "library_games" g LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    WHERE g."id" = ${event.gameId}::uuid AND g."userId" = ${event.actorId}::uuid`;
}
