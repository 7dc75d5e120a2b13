// The SQL of follows and blocks written in bulk (people.bulk.ts: imports and their undo) and of what an
// export reads of them.
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

type Tx = Prisma.TransactionClient;
type Read = Tx | Db;

/** The ids of the users with these usernames (exactly as written). */
export async function userIdsByName(db: Read, usernames: string[]): Promise<Map<string, string>> {
  if (usernames.length === 0) return new Map();
  const rows = await db.user.findMany({ where: { username: { in: usernames } }, select: { id: true, username: true } });
  return new Map(rows.map((u) => [u.username, u.id]));
}

export async function followeesOf(db: Read, userId: string): Promise<Set<string>> {
  return new Set((await db.follow.findMany({ where: { followerId: userId }, select: { followeeId: true } })).map((f) => f.followeeId));
}

/** Everyone the user blocks or is blocked by. */
export async function blockedEitherWay(db: Read, userId: string): Promise<{ blocking: Set<string>; blockedBy: Set<string> }> {
  const rows = await db.block.findMany({ where: { OR: [{ blockerId: userId }, { blockedId: userId }] }, select: { blockerId: true, blockedId: true } });
  return {
    blocking: new Set(rows.filter((b) => b.blockerId === userId).map((b) => b.blockedId)),
    blockedBy: new Set(rows.filter((b) => b.blockedId === userId).map((b) => b.blockerId)),
  };
}

export interface FollowRow {
  followerId: string;
  followeeId: string;
  createdAt: Date;
}

export async function insertFollows(tx: Tx, rows: FollowRow[]): Promise<void> {
  if (rows.length > 0) await tx.follow.createMany({ data: rows, skipDuplicates: true });
}

export async function insertBlocks(tx: Tx, rows: { blockerId: string; blockedId: string; createdAt: Date }[]): Promise<void> {
  if (rows.length > 0) await tx.block.createMany({ data: rows });
}

/** Deletes the follows between the user and these people, both ways: the rows deleted. */
export async function deleteFollowsBetween(tx: Tx, userId: string, others: string[]): Promise<FollowRow[]> {
  if (others.length === 0) return [];
  const where = {
    OR: [
      { followerId: userId, followeeId: { in: others } },
      { followeeId: userId, followerId: { in: others } },
    ],
  };
  const rows = await tx.follow.findMany({ where, select: { followerId: true, followeeId: true, createdAt: true } });
  if (rows.length > 0) await tx.follow.deleteMany({ where });
  return rows;
}

export async function deleteFollows(tx: Tx, userId: string, followeeIds: string[]): Promise<void> {
  if (followeeIds.length > 0) await tx.follow.deleteMany({ where: { followerId: userId, followeeId: { in: followeeIds } } });
}

export async function deleteBlocks(tx: Tx, userId: string, blockedIds: string[]): Promise<void> {
  if (blockedIds.length > 0) await tx.block.deleteMany({ where: { blockerId: userId, blockedId: { in: blockedIds } } });
}

/** The people the user follows as an export writes them, oldest first. */
export function followsForExport(db: Read, userId: string) {
  return db.follow.findMany({
    where: { followerId: userId },
    orderBy: [{ createdAt: "asc" }, { followeeId: "asc" }],
    select: { createdAt: true, followee: { select: { username: true } } },
  });
}

/** The people the user blocks as an export writes them, oldest first. */
export function blocksForExport(db: Read, userId: string) {
  return db.block.findMany({
    where: { blockerId: userId },
    orderBy: [{ createdAt: "asc" }, { blockedId: "asc" }],
    select: { createdAt: true, blocked: { select: { username: true } } },
  });
}
