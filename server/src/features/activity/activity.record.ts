// Recording events: every feature that changes something a feed shows calls recordActivity with its own
// transaction, so an event exists exactly when its change committed. The row carries what an item shows
// (the game's title, addresses, platform and cover), read from the rows it concerns in the same statement.
import type { GameStatus } from "@savepoint/common";
import type { Prisma } from "../../generated/prisma/client.ts";
import { deleteImportSummary, insertEvent } from "./activity.queries.ts";

type Tx = Pick<Prisma.TransactionClient, "$executeRaw">;

/** The event a status change records. */
export const STATUS_EVENT = { IN_PROGRESS: "started", COMPLETED: "completed", ABANDONED: "abandoned", BACKLOG: "backlog" } as const satisfies Record<
  GameStatus,
  string
>;

/** The day (YYYY-MM-DD) the player gave for what happened (null or absent: it happened when it was recorded). */
interface Dated {
  on?: string | null;
}

export type GameEvent =
  /** `status`: the status the game was added with. */
  | { type: "game_added"; status: GameStatus }
  | ({ type: (typeof STATUS_EVENT)[GameStatus] } & Dated)
  | { type: "rating_changed"; rating: number }
  | { type: "review_posted"; reviewId: string; rating: number }
  | ({ type: "session_logged"; playSessionId: string; minutes: number } & Dated)
  /** Recorded for the author when an admin deletes their review (the review itself is gone). */
  | { type: "review_removed" };

/** One event: who, when, and what it concerns (a library game of the actor's, a journal entry, a follow). */
export type ActivityEvent = { actorId: string; at: Date } & (
  | ({ gameId: string } & GameEvent)
  | { type: "journal_written"; journalEntryId: string }
  /** The follow row must exist: the event lives as long as it does. */
  | { type: "user_followed"; subjectUserId: string }
  /** One import run's summary: what followers see instead of an event per game (undo removes it). */
  | { type: "library_imported"; importRunId: string; count: number }
);

/** Writes one event in `tx` (the transaction of the change it records). */
export async function recordActivity(tx: Tx, event: ActivityEvent): Promise<void> {
  await insertEvent(tx, event);
}

/** Removes the summary event of an import run that is being undone, in the undo's transaction. */
export async function removeImportSummary(tx: Tx, actorId: string, importRunId: string): Promise<void> {
  await deleteImportSummary(tx, actorId, importRunId);
}
