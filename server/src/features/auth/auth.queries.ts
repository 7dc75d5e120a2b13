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
