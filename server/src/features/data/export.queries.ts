// The reads behind an export: everything one user owns, the library in pages (a large account is
// streamed page by page, never held whole).
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

type Read = Pick<Db, "user" | "libraryGame" | "review" | "reviewLike" | "journalCategory" | "journalEntry" | "follow" | "block">;

export const EXPORT_PAGE = 1000;

export function profileOf(db: Read, userId: string) {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      username: true,
      firstName: true,
      lastName: true,
      email: true,
      bio: true,
      accountColor: true,
      theme: true,
      createdAt: true,
      profileVisibility: true,
      showActivity: true,
      showPlaying: true,
    },
  });
}

const GAME_INCLUDE = {
  statusHistory: { orderBy: [{ at: "asc" }, { id: "asc" }], select: { status: true, at: true } },
  playSessions: { orderBy: [{ date: "asc" }, { createdAt: "asc" }, { id: "asc" }], select: { date: true, minutes: true, note: true, createdAt: true } },
  catalogGame: { select: { slug: true, igdbId: true, steamAppId: true } },
} satisfies Prisma.LibraryGameInclude;

export type ExportGameRow = Prisma.LibraryGameGetPayload<{ include: typeof GAME_INCLUDE }>;

/** One page of the library, oldest first (by creation, then id), after the given game. */
export function libraryPage(db: Read, userId: string, after: { createdAt: Date; id: string } | null): Promise<ExportGameRow[]> {
  const where: Prisma.LibraryGameWhereInput = after
    ? { userId, OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
    : { userId };
  return db.libraryGame.findMany({ where, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: EXPORT_PAGE, include: GAME_INCLUDE });
}

export function reviewsOf(db: Read, userId: string) {
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

export function likesOf(db: Read, userId: string) {
  return db.reviewLike.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { reviewId: "asc" }],
    select: { reviewId: true, createdAt: true, review: { select: { user: { select: { username: true } }, libraryGame: { select: { title: true } } } } },
  });
}

export function categoriesOf(db: Read, userId: string) {
  return db.journalCategory.findMany({
    where: { userId },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { name: true, color: true, position: true, createdAt: true },
  });
}

export function journalOf(db: Read, userId: string) {
  return db.journalEntry.findMany({
    where: { userId },
    orderBy: [{ date: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: {
      libraryGameId: true,
      title: true,
      content: true,
      category: true,
      date: true,
      tags: true,
      createdAt: true,
      updatedAt: true,
      libraryGame: { select: { title: true, platform: true } },
    },
  });
}

export function followsOf(db: Read, userId: string) {
  return db.follow.findMany({
    where: { followerId: userId },
    orderBy: [{ createdAt: "asc" }, { followeeId: "asc" }],
    select: { createdAt: true, followee: { select: { username: true } } },
  });
}

export function blocksOf(db: Read, userId: string) {
  return db.block.findMany({
    where: { blockerId: userId },
    orderBy: [{ createdAt: "asc" }, { blockedId: "asc" }],
    select: { createdAt: true, blocked: { select: { username: true } } },
  });
}
