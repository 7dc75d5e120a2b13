// The SQL of reviews and likes written in bulk (reviews.bulk.ts: imports and their undo) and of what an
// export reads of them.
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

type Tx = Prisma.TransactionClient;
type Read = Tx | Db;

const CHUNK = 500;

async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/** The shared games the user has reviewed. */
export async function reviewedKeys(db: Read, userId: string): Promise<Set<string>> {
  return new Set((await db.review.findMany({ where: { userId }, select: { gameKey: true } })).map((r) => r.gameKey));
}

/** The text of the user's review of each shared game they reviewed. */
export async function reviewTexts(db: Read, userId: string): Promise<Map<string, string>> {
  return new Map((await db.review.findMany({ where: { userId }, select: { gameKey: true, comment: true } })).map((r) => [r.gameKey, r.comment]));
}

export async function insertReviews(tx: Tx, rows: Prisma.ReviewCreateManyInput[]): Promise<void> {
  await inChunks(rows, (chunk) => tx.review.createMany({ data: chunk }));
}

export async function deleteReviews(tx: Tx, userId: string, ids: string[]): Promise<void> {
  if (ids.length > 0) await inChunks(ids, (chunk) => tx.review.deleteMany({ where: { userId, id: { in: chunk } } }));
}

/** Deletes a review whoever wrote it (an admin's removal); false when it was already gone. */
export async function deleteReviewById(tx: Tx, id: string): Promise<boolean> {
  return (await tx.review.deleteMany({ where: { id } })).count > 0;
}

/** The reviews the user has liked. */
export async function likedIds(db: Read, userId: string): Promise<Set<string>> {
  return new Set((await db.reviewLike.findMany({ where: { userId }, select: { reviewId: true } })).map((l) => l.reviewId));
}

/** Which of these reviews exist and are someone else's than the user's. */
export async function othersReviewIds(db: Read, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.review.findMany({ where: { id: { in: ids }, NOT: { userId } }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}

export async function insertLikes(tx: Tx, rows: Prisma.ReviewLikeCreateManyInput[]): Promise<void> {
  await inChunks(rows, (chunk) => tx.reviewLike.createMany({ data: chunk }));
}

export async function deleteLikes(tx: Tx, userId: string, reviewIds: string[]): Promise<void> {
  if (reviewIds.length > 0) await tx.reviewLike.deleteMany({ where: { userId, reviewId: { in: reviewIds } } });
}

/** The user's reviews as an export writes them, oldest first. */
export function reviewsForExport(db: Read, userId: string) {
  return db.review.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      libraryGameId: true,
      rating: true,
      comment: true,
      spoiler: true,
      hours: true,
      platform: true,
      completed100Percent: true,
      createdAt: true,
      updatedAt: true,
    },
  });
}

/** The likes the user gave, with whose review of what game, as an export writes them. */
export function likesForExport(db: Read, userId: string) {
  return db.reviewLike.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { reviewId: "asc" }],
    select: { reviewId: true, createdAt: true, review: { select: { user: { select: { username: true } }, libraryGame: { select: { title: true } } } } },
  });
}
