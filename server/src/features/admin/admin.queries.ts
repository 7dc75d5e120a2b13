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

// --- the admin's reads and writes through Prisma's queries (the overview's counts, the audit log, the accounts it changes) ---

type Tx = Prisma.TransactionClient;

export { inTransaction } from "../../db/prisma.ts";

export function countUsers(db: Pick<Db, "user">): Promise<number> {
  return db.user.count();
}

export function countAdminUsers(db: Pick<Db, "user">): Promise<number> {
  return db.user.count({ where: { isAdmin: true } });
}

export function countLibraryGames(db: Pick<Db, "libraryGame">): Promise<number> {
  return db.libraryGame.count();
}

export function countReviews(db: Pick<Db, "review">): Promise<number> {
  return db.review.count();
}

/** The account's username; null when the account no longer exists. */
export function usernameOf(db: Pick<Db, "user">, userId: string): Promise<{ username: string } | null> {
  return db.user.findUnique({ where: { id: userId }, select: { username: true } });
}

export async function insertAuditEntry(tx: Pick<Db, "adminAuditEntry">, data: Prisma.AdminAuditEntryUncheckedCreateInput): Promise<void> {
  await tx.adminAuditEntry.create({ data });
}

export function countAuditEntries(db: Pick<Db, "adminAuditEntry">): Promise<number> {
  return db.adminAuditEntry.count();
}

/** A page of the audit log, newest first. */
export function auditEntries(db: Pick<Db, "adminAuditEntry">, skip: number, take: number) {
  return db.adminAuditEntry.findMany({ orderBy: [{ at: "desc" }, { id: "desc" }], skip, take });
}

/** The account as the admin changes it; null when there is none. */
export function adminTarget(tx: Pick<Tx, "user">, userId: string): Promise<{ id: string; username: string; isAdmin: boolean } | null> {
  return tx.user.findUnique({ where: { id: userId }, select: { id: true, username: true, isAdmin: true } });
}

/** How many admins there are besides this account. */
export function countOtherAdmins(tx: Pick<Tx, "user">, userId: string): Promise<number> {
  return tx.user.count({ where: { isAdmin: true, id: { not: userId } } });
}

// --- registration: the instance's settings and the invites (admin.registration.ts) ----------------------------

/** What a listed invite names: who made it and who used it. */
const INVITE_NAMES = { usedBy: { select: { username: true } }, createdBy: { select: { username: true } } } as const;

/** The instance setting stored under `key`; null when none is. */
export function instanceSetting(db: Pick<Db, "instanceSetting">, key: string) {
  return db.instanceSetting.findUnique({ where: { key } });
}

/** Writes the instance setting: `create` when there is none under its key, `update` when there is. */
export async function upsertInstanceSetting(
  tx: Pick<Tx, "instanceSetting">,
  create: Prisma.InstanceSettingCreateInput,
  update: Prisma.InstanceSettingUpdateInput,
): Promise<void> {
  await tx.instanceSetting.upsert({ where: { key: create.key }, create, update });
}

/** The newest `take` invites, with who made and who used them. */
export function latestInvites(db: Pick<Db, "invite">, take: number) {
  return db.invite.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take, include: INVITE_NAMES });
}

/** A new invite, with who made it (and who used it: nobody yet). */
export function insertInvite(tx: Pick<Tx, "invite">, data: Prisma.InviteUncheckedCreateInput) {
  return tx.invite.create({ data, include: INVITE_NAMES });
}

/** Revokes the invite unless it is used or revoked already; 1 when it did, else 0. */
export async function revokeOpenInvite(tx: Pick<Tx, "invite">, id: string, at: Date): Promise<number> {
  return (await tx.invite.updateMany({ where: { id, revokedAt: null, usedAt: null }, data: { revokedAt: at } })).count;
}

export async function inviteExists(tx: Pick<Tx, "invite">, id: string): Promise<boolean> {
  return (await tx.invite.findUnique({ where: { id }, select: { id: true } })) !== null;
}

/** The invite's note (it must exist). */
export function inviteNote(tx: Pick<Tx, "invite">, id: string): Promise<{ note: string | null }> {
  return tx.invite.findUniqueOrThrow({ where: { id }, select: { note: true } });
}

/** Claims the invite with this token hash while it is unused, unrevoked and unexpired at `at`; 1 when it did, else 0. */
export async function claimInvite(tx: Pick<Tx, "invite">, tokenHash: string, at: Date): Promise<number> {
  return (await tx.invite.updateMany({ where: { tokenHash, usedAt: null, revokedAt: null, expiresAt: { gt: at } }, data: { usedAt: at } })).count;
}

/** The id of the invite with this token hash (it must exist). */
export function inviteIdByHash(tx: Pick<Tx, "invite">, tokenHash: string): Promise<{ id: string }> {
  return tx.invite.findUniqueOrThrow({ where: { tokenHash }, select: { id: true } });
}

/** Records which account the invite made. */
export async function setInviteUser(tx: Pick<Tx, "invite">, inviteId: string, userId: string): Promise<void> {
  await tx.invite.update({ where: { id: inviteId }, data: { usedById: userId } });
}
