// Recording events: every feature that changes something a feed shows calls recordActivity with its own
// transaction, so an event exists exactly when its change committed. The row carries what an item shows
// (the game's title, addresses, platform and cover), read from the rows it concerns in the same statement.
import type { GameStatus } from "@savepoint/common";
import type { Prisma } from "../../generated/prisma/client.ts";
import { insertEvent } from "./activity.queries.ts";

type Tx = Pick<Prisma.TransactionClient, "$executeRaw">;

/** The event a status change records. */
export const STATUS_EVENT = { IN_PROGRESS: "started", COMPLETED: "completed", ABANDONED: "abandoned", BACKLOG: "backlog" } as const satisfies Record<
  GameStatus,
  string
>;

export type GameEvent =
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

/** Writes one event in `tx` (the transaction of the change it records). */
export async function recordActivity(tx: Tx, event: ActivityEvent): Promise<void> {
  await insertEvent(tx, event);
}
