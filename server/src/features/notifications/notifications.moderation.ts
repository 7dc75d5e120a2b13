// The admin's decisions as notifications, written in the decision's transaction by the moderation feature.
import type { ReportOutcome } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { addNotification } from "./notifications.queries.ts";

type Tx = Pick<Db, "$queryRaw" | "$executeRaw">;

/** The game a decision concerns, as its recipient may open it (null: no page of theirs to open). */
export interface DecidedGame {
  title: string;
  slug: string | null;
}

/**
 * Tells each reporter what became of the review they reported. `authorId` is the review's author: never
 * named, but a reporter who blocked them (or was blocked) is not told.
 */
export async function notifyReportDecision(
  tx: Tx,
  d: { reporterIds: readonly string[]; authorId: string; game: DecidedGame; outcome: ReportOutcome; at: Date },
): Promise<void> {
  for (const recipientId of [...d.reporterIds].sort()) {
    await addNotification(tx, { recipientId, kind: "report_decided", actorId: d.authorId, payload: { ...d.game, outcome: d.outcome }, at: d.at });
  }
}

/** Tells a review's author an administrator removed it (the game's title and their own game's address). */
export async function notifyReviewRemoved(tx: Tx, d: { authorId: string; game: DecidedGame; at: Date }): Promise<void> {
  await addNotification(tx, { recipientId: d.authorId, kind: "review_removed", actorId: null, payload: { ...d.game }, at: d.at });
}
