// The sessions' reads and writes (sessions is this feature's table): a new session, one with its user,
// the last-seen step, the live sessions of an account, and revoking.
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

type Sessions = Pick<Db, "session"> | Pick<Prisma.TransactionClient, "session">;

/** An account's sessions that are neither revoked nor expired at `at`. */
const live = (userId: string, at: Date) => ({ userId, revokedAt: null, expiresAt: { gt: at } });

export function insertSession(db: Sessions, data: { userId: string; createdAt: Date; expiresAt: Date; userAgent: string | null }) {
  return db.session.create({ data: { ...data, lastSeenAt: data.createdAt } });
}

export function sessionWithUser(db: Sessions, id: string) {
  return db.session.findUnique({ where: { id }, include: { user: true } });
}

/** Moves lastSeenAt from `seen` to `at`, unless another request already moved it. */
export async function touchSession(db: Sessions, id: string, seen: Date, at: Date): Promise<void> {
  await db.session.updateMany({ where: { id, lastSeenAt: seen }, data: { lastSeenAt: at } });
}

export async function revokeSession(db: Sessions, id: string, at: Date): Promise<void> {
  await db.session.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
}

/** The live sessions of an account, most recently seen first. */
export function liveSessions(db: Sessions, userId: string, at: Date) {
  return db.session.findMany({
    where: live(userId, at),
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
    select: { id: true, userAgent: true, createdAt: true, lastSeenAt: true },
  });
}

/** Revokes the account's live sessions: `only` that one, or all but `except`; answers how many. */
export async function revokeLiveSessions(db: Sessions, userId: string, at: Date, which: { only: string } | { except: string }): Promise<number> {
  const id = "only" in which ? which.only : { not: which.except };
  const { count } = await db.session.updateMany({ where: { ...live(userId, at), id }, data: { revokedAt: at } });
  return count;
}
