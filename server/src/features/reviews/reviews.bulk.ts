// Reviews and likes written in bulk (imports, and their undo), by the rules of one review's create: about
// a game of the author's that is COMPLETED, or was when a dated review was written (a replayed game keeps
// its review); one per shared game; the text trimmed, not blank and at most REVIEW_COMMENT_MAX; the
// rating a whole 1–10. A review that breaks a rule is skipped with the reason, never written. A like is
// of someone else's review that exists, once. Also what an export reads of them.
import { randomUUID } from "node:crypto";
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX, REVIEW_TEXTS } from "@savepoint/common";
import type { Prisma } from "../../generated/prisma/client.ts";
import { emptyOutcome, type BulkOutcome } from "../../lib/bulk.ts";
import { bulkReviewTargets } from "../games/index.ts";
import { deleteLikes, deleteReviews, insertLikes, insertReviews, likedIds, othersReviewIds, reviewedKeys } from "./reviews.bulk.queries.ts";
import { isUuid } from "../../lib/uuid.ts";

export { likesForExport, reviewTexts, reviewsForExport } from "./reviews.bulk.queries.ts";

type Tx = Prisma.TransactionClient;

/** A review a bulk writer gives; the context (hours, platform, 100%) is the game's unless given. */
export interface BulkReview {
  libraryGameId: string;
  rating: number;
  comment: string;
  spoiler?: boolean;
  hours?: number;
  platform?: string;
  completed100Percent?: boolean;
  /** When it was written (a restored export's); absent: now, and the game must be COMPLETED now. */
  createdAt?: Date;
  updatedAt?: Date;
}

export const BULK_REVIEW_TEXTS = {
  notYours: "Its game is not in your library",
  tooLong: `A review must be at most ${REVIEW_COMMENT_MAX} characters`,
  badRating: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  notLikeable: "The review is gone, or it is your own",
} as const;

/** Writes the reviews that keep the rules inside `tx`; the others are skipped with the reason. */
export async function addReviews(tx: Tx, userId: string, reviews: BulkReview[], now: Date): Promise<BulkOutcome> {
  const out = emptyOutcome();
  if (reviews.length === 0) return out;
  const games = await bulkReviewTargets(
    tx,
    userId,
    reviews.map((r) => r.libraryGameId),
  );
  const reviewed = await reviewedKeys(tx, userId);
  const inBatch = new Set<string>();
  const rows: Prisma.ReviewCreateManyInput[] = [];
  reviews.forEach((r, index) => {
    const skip = (reason: string) => out.skipped.push({ index, reason });
    const game = games.get(r.libraryGameId);
    const comment = r.comment.trim();
    if (!game) return skip(BULK_REVIEW_TEXTS.notYours);
    // The game has its review already (the same export imported again): nothing to do.
    if (reviewed.has(game.key)) return out.already.push(index);
    const completed = game.status === "COMPLETED" || (r.createdAt !== undefined && game.firstCompletedAt !== null && game.firstCompletedAt <= r.createdAt);
    if (!completed) return skip(REVIEW_TEXTS.notCompleted);
    if (inBatch.has(game.key)) return skip(REVIEW_TEXTS.alreadyReviewed);
    if (comment === "") return skip(REVIEW_TEXTS.writeReview);
    if (comment.length > REVIEW_COMMENT_MAX) return skip(BULK_REVIEW_TEXTS.tooLong);
    if (!Number.isInteger(r.rating) || r.rating < RATING_MIN || r.rating > RATING_MAX) return skip(BULK_REVIEW_TEXTS.badRating);
    inBatch.add(game.key);
    const id = randomUUID();
    const createdAt = r.createdAt ?? now;
    rows.push({
      id,
      userId,
      libraryGameId: game.id,
      gameKey: game.key,
      rating: r.rating,
      comment,
      spoiler: r.spoiler ?? false,
      hours: r.hours ?? game.playTime,
      platform: r.platform ?? game.platform,
      completed100Percent: r.completed100Percent ?? game.completed100Percent,
      createdAt,
      updatedAt: r.updatedAt ?? createdAt,
    });
    out.written.push({ index, id });
  });
  await insertReviews(tx, rows);
  return out;
}

/** Removes reviews of the user's that a bulk write added. */
export async function removeReviews(tx: Tx, userId: string, ids: string[]): Promise<void> {
  await deleteReviews(tx, userId, ids);
}

/** Likes of other users' reviews that exist, each once; the others are skipped with the reason. */
export async function addLikes(tx: Tx, userId: string, likes: { reviewId: string; createdAt: Date }[]): Promise<BulkOutcome> {
  const out = emptyOutcome();
  if (likes.length === 0) return out;
  const liked = await likedIds(tx, userId);
  const likeable = await othersReviewIds(
    tx,
    userId,
    likes.map((l) => l.reviewId).filter((id) => isUuid(id)),
  );
  const rows: Prisma.ReviewLikeCreateManyInput[] = [];
  likes.forEach((l, index) => {
    if (!likeable.has(l.reviewId)) return out.skipped.push({ index, reason: BULK_REVIEW_TEXTS.notLikeable });
    if (liked.has(l.reviewId)) return out.already.push(index);
    liked.add(l.reviewId);
    rows.push({ reviewId: l.reviewId, userId, createdAt: l.createdAt });
    out.written.push({ index, id: l.reviewId });
  });
  await insertLikes(tx, rows);
  return out;
}

/** Takes back likes of the user's that a bulk write added. */
export async function removeLikes(tx: Tx, userId: string, reviewIds: string[]): Promise<void> {
  await deleteLikes(tx, userId, reviewIds);
}
