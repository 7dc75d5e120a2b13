// The accounts' SQL beyond Prisma's queries.
import type { Db } from "../../db/prisma.ts";

type Sql = Pick<Db, "$executeRaw">;

/** The advisory lock that decides the first account of an instance (an arbitrary constant of this app). */
const FIRST_ACCOUNT_LOCK = 0x5361_7665_0001n;

/**
 * Waits for, then holds until the transaction ends, the lock of the first-account decision: two
 * sign-ups on an empty instance take turns, and the second one sees the first one's account.
 */
export async function lockFirstAccountDecision(tx: Sql): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK}::bigint)`;
}

/** The advisory lock every change of who is an admin takes (an arbitrary constant of this app). */
const ADMIN_SET_LOCK = 0x5361_7665_0002n;

/**
 * Waits for, then holds until the transaction ends, the lock of the admin set: two admins revoking
 * each other (or deleting each other, or themselves) take turns, and the second one counts the first
 * one's change.
 */
export async function lockAdminSet(tx: Sql): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_SET_LOCK}::bigint)`;
}

/**
 * Deletes an account and everything it owns, inside the caller's transaction. Every table that names a
 * user does so by a foreign key to users ON DELETE CASCADE, so the one delete takes the library, its
 * history and play sessions, reviews and the likes given and received (the trigger keeps other
 * reviews' like counts), the journal and its categories, follows both ways, blocks, events, dismissed
 * recommendations and sessions. The library's change counter has no key on purpose (its trigger fires
 * during that cascade): it is deleted after.
 */
export async function deleteAccountRows(tx: Sql, userId: string): Promise<number> {
  const users = await tx.$executeRaw`DELETE FROM "users" WHERE "id" = ${userId}::uuid`;
  await tx.$executeRaw`DELETE FROM "library_versions" WHERE "userId" = ${userId}::uuid`;
  return users;
}
