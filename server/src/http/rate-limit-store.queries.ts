// The SQL of the database rate-limit store: one row per limiter and client key in "rate_limits".
import type { Db } from "../db/prisma.ts";

type Sql = Pick<Db, "$queryRaw" | "$executeRaw">;

export interface HitsRow {
  hits: number;
  resetAt: Date;
}

/**
 * Counts one hit, atomically (concurrent hits from any process each get their own count): a new key,
 * or one whose window ended at or before `now`, starts at 1 with a window ending at `resetAt`.
 * The count stops at the column's maximum instead of overflowing.
 */
export async function countHit(db: Sql, key: string, now: Date, resetAt: Date): Promise<HitsRow> {
  const rows = await db.$queryRaw<HitsRow[]>`
    INSERT INTO "rate_limits" ("key", "hits", "resetAt") VALUES (${key}, 1, ${resetAt}::timestamptz)
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN "rate_limits"."resetAt" <= ${now}::timestamptz THEN 1
                    ELSE LEAST("rate_limits"."hits" + 1, 2147483647) END,
      "resetAt" = CASE WHEN "rate_limits"."resetAt" <= ${now}::timestamptz THEN EXCLUDED."resetAt"
                       ELSE "rate_limits"."resetAt" END
    RETURNING "hits", "resetAt"`;
  return rows[0]!;
}

/** The key's count in its current window, if it has one. */
export async function readHits(db: Sql, key: string, now: Date): Promise<HitsRow | undefined> {
  const rows = await db.$queryRaw<HitsRow[]>`
    SELECT "hits", "resetAt" FROM "rate_limits" WHERE "key" = ${key} AND "resetAt" > ${now}::timestamptz`;
  return rows[0];
}

/** Takes back one hit of the current window (never below 0). */
export async function uncountHit(db: Sql, key: string, now: Date): Promise<void> {
  await db.$executeRaw`
    UPDATE "rate_limits" SET "hits" = "hits" - 1
    WHERE "key" = ${key} AND "hits" > 0 AND "resetAt" > ${now}::timestamptz`;
}

export async function deleteKey(db: Sql, key: string): Promise<void> {
  await db.$executeRaw`DELETE FROM "rate_limits" WHERE "key" = ${key}`;
}

/** Every key of one limiter. */
export async function deletePrefix(db: Sql, prefix: string): Promise<void> {
  await db.$executeRaw`DELETE FROM "rate_limits" WHERE starts_with("key", ${prefix})`;
}

/** Rows whose window ended before `before`: their next hit would start from 1 anyway. */
export async function deleteEndedBefore(db: Sql, before: Date): Promise<number> {
  return db.$executeRaw`DELETE FROM "rate_limits" WHERE "resetAt" < ${before}::timestamptz`;
}
