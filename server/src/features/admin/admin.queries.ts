// The admin feature's SQL beyond Prisma's queries.
import type { AdminUserDto } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";

type Sql = Pick<Db, "$executeRaw" | "$queryRaw">;

/** A row of the admin's user list: the answer's fields, with the database's dates. */
export type UserRow = Omit<AdminUserDto, "createdAt" | "lastActiveAt"> & { createdAt: Date; lastActiveAt: Date | null };

/** LIKE's own characters in a search, escaped with a backslash. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of users whose username, email or full name contains `q` (case-insensitive), newest first,
 * with their counts; and how many match in all. `onlyId` narrows it to one user. The matches come from
 * the trigram indexes (migration 20261202120000), materialized so that the planner does not walk the
 * users by creation date testing each; without `q`, the page is read in the order of the creation-date
 * index (migration 20261203100000).
 */
export async function searchUsers(
  db: Sql,
  q: string | undefined,
  page: { offset: number; limit: number },
  now: Date,
  onlyId: string | null = null,
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = `%${likeEscape((q ?? "").toLowerCase())}%`;
  const where = q
    ? Prisma.sql`(lower(u."username") LIKE ${pattern} OR u."emailLower" LIKE ${pattern} OR lower(u."firstName" || ' ' || u."lastName") LIKE ${pattern})
        AND (${onlyId}::uuid IS NULL OR u."id" = ${onlyId}::uuid)`
    : Prisma.sql`(${onlyId}::uuid IS NULL OR u."id" = ${onlyId}::uuid)`;
  const [counted] = await db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS "total" FROM "users" u WHERE ${where}`;
  const rows = await db.$queryRaw<UserRow[]>`
    WITH "page" AS ${q ? Prisma.sql`MATERIALIZED` : Prisma.sql`NOT MATERIALIZED`} (
      SELECT u."id", u."createdAt" FROM "users" u WHERE ${where}
    )
    SELECT u."id"::text AS "id", u."username", u."email", u."firstName", u."lastName", u."isAdmin", u."createdAt",
      (SELECT count(*)::int FROM "library_games" g WHERE g."userId" = u."id") AS "games",
      (SELECT count(*)::int FROM "reviews" r WHERE r."userId" = u."id") AS "reviews",
      (SELECT max(s."lastSeenAt") FROM "sessions" s WHERE s."userId" = u."id") AS "lastActiveAt",
      (SELECT count(*)::int FROM "sessions" s WHERE s."userId" = u."id" AND s."revokedAt" IS NULL AND s."expiresAt" > ${now}) AS "activeSessions"
    FROM (SELECT "id" FROM "page" ORDER BY "createdAt" DESC, "id" DESC OFFSET ${page.offset} LIMIT ${page.limit}) p
    JOIN "users" u ON u."id" = p."id"
    ORDER BY u."createdAt" DESC, u."id" DESC`;
  return { rows, total: counted?.total ?? 0 };
}

/** The bytes the current database takes on disk. */
export async function databaseBytes(db: Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ bytes: bigint | number | null }[]>`SELECT pg_database_size(current_database()) AS bytes`;
  return Number(row?.bytes ?? 0);
}
