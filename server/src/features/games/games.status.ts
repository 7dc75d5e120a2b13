// A status change's effect on the values that belong to a status (ADR 017), for every writer of library
// rows: PUT /api/games/:id, and imports and their undo through this feature's face. The new status's
// values the game lacks come back from the history entries that kept them; what it hides moves into the
// new history entry; the status's own date is filled when empty.
import type { GameStatus } from "@savepoint/common";
import type { Prisma } from "../../generated/prisma/client.ts";
import { keptEntries, setKept } from "./games.queries.ts";
import { fillStatusDate, restoreKept, splitByStatus, type KeptValues, type StatusValues } from "./games.rules.ts";

export interface StatusChangeResult {
  values: StatusValues;
  addedToBacklog: string | null;
  /** What the new history entry keeps (null: nothing hidden). */
  kept: KeptValues | null;
}

/**
 * `values` are the game's values with the request's applied; `given` names the fields the request set
 * (they are never replaced by kept ones). Uses up the kept copies of what the new status shows.
 */
export async function enterStatus(
  tx: Prisma.TransactionClient,
  gameId: string,
  status: GameStatus,
  values: StatusValues,
  addedToBacklog: string | null,
  given: ReadonlySet<string>,
  at: Date,
): Promise<StatusChangeResult> {
  const restored = restoreKept(status, values, given, await keptEntries(tx, gameId));
  for (const [entryId, kept] of restored.changed) await setKept(tx, entryId, kept);
  const split = splitByStatus(status, restored.values);
  const dates = fillStatusDate({ ...split.shown, addedToBacklog }, status, at);
  return {
    values: { ...split.shown, startDate: dates.startDate, completedDate: dates.completedDate, abandonedDate: dates.abandonedDate },
    addedToBacklog: dates.addedToBacklog,
    kept: split.hidden,
  };
}
