// The accounts' SQL beyond Prisma's queries, the account row as other features write it, and the account
// row as this feature reads and writes it (sign-up, sign-in, preferences, account security).
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";

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
 * during that cascade): the games feature deletes it after (app.ts wires the two: deleteAccount).
 */
export async function deleteAccountRows(tx: Sql, userId: string): Promise<number> {
  return tx.$executeRaw`DELETE FROM "users" WHERE "id" = ${userId}::uuid`;
}

// --- the account row as other features write it (through the face: users is this feature's table) ----------

type Tx = Prisma.TransactionClient;
type Read = Tx | Db;

/**
 * Locks the account's row for the rest of the transaction: writers that must take turns per user (the
 * imports of one user) lock it first; deleting the account waits for them.
 */
export async function lockAccount(tx: Tx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "users" WHERE "id" = ${userId}::uuid FOR UPDATE`;
}

/** The settings a profile shows and its privacy (the people feature's rules decide their values). */
export const PROFILE_SETTINGS_SELECT = {
  bio: true,
  accountColor: true,
  theme: true,
  profileVisibility: true,
  showActivity: true,
  showPlaying: true,
} satisfies Prisma.UserSelect;
export type ProfileSettings = Prisma.UserGetPayload<{ select: typeof PROFILE_SETTINGS_SELECT }>;

export function profileSettings(db: Read, userId: string): Promise<ProfileSettings> {
  return db.user.findUniqueOrThrow({ where: { id: userId }, select: PROFILE_SETTINGS_SELECT });
}

export async function writeProfileSettings(db: Read, userId: string, data: Partial<ProfileSettings>): Promise<ProfileSettings> {
  return db.user.update({ where: { id: userId }, data, select: PROFILE_SETTINGS_SELECT });
}

/** Another account (than `exceptId`) holds this username, whatever its case. */
export async function usernameHeld(db: Read, username: string, exceptId: string): Promise<boolean> {
  return (await db.user.findFirst({ where: { username: { equals: username, mode: "insensitive" }, id: { not: exceptId } }, select: { id: true } })) !== null;
}

export async function writeNames(
  db: Read,
  userId: string,
  names: { firstName: string; lastName: string; username: string; bio: string | null },
): Promise<void> {
  await db.user.update({ where: { id: userId }, data: names, select: { id: true } });
}

export async function setAdminFlag(tx: Tx, userId: string, isAdmin: boolean): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { isAdmin }, select: { id: true } });
}

/** Revokes every live session and API token of the account: how many of each. */
/** Revokes every live personal access token of the user; answers how many. */
export async function revokeTokens(tx: Tx, userId: string, at: Date): Promise<number> {
  const { count } = await tx.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: at } });
  return count;
}

export async function revokeAccess(tx: Tx, userId: string, at: Date): Promise<{ revokedSessions: number; revokedTokens: number }> {
  const sessions = await tx.session.updateMany({ where: { userId, revokedAt: null, expiresAt: { gt: at } }, data: { revokedAt: at } });
  const tokens = await tx.apiToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: at } });
  return { revokedSessions: sessions.count, revokedTokens: tokens.count };
}

/** The account as an export writes it. */
export function accountForExport(db: Read, userId: string) {
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

/** How many accounts the instance has. */
export function countAccounts(db: Pick<Db, "user">): Promise<number> {
  return db.user.count();
}

// --- the account row as this feature reads and writes it (sign-up, sign-in, preferences, account security) ----

export { inTransaction } from "../../db/prisma.ts";

/** The account holding this email (lower-cased) or, whatever its case, this username: which email it holds. */
export function accountHolding(tx: Read, emailLower: string, username: string): Promise<{ emailLower: string } | null> {
  return tx.user.findFirst({
    where: { OR: [{ emailLower }, { username: { equals: username, mode: "insensitive" } }] },
    select: { emailLower: true },
  });
}

export function insertAccount(tx: Read, data: Prisma.UserCreateInput) {
  return tx.user.create({ data });
}

export function accountByEmail(db: Read, emailLower: string) {
  return db.user.findUnique({ where: { emailLower } });
}

export function writeAccountColor(db: Read, userId: string, accountColor: string) {
  return db.user.update({ where: { id: userId }, data: { accountColor } });
}

export function writeTheme(db: Read, userId: string, theme: string) {
  return db.user.update({ where: { id: userId }, data: { theme } });
}

/** The account's password hash; null when the account no longer exists. */
export function passwordHashOf(db: Read, userId: string): Promise<{ passwordHash: string } | null> {
  return db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
}

export async function writePasswordHash(tx: Read, userId: string, passwordHash: string): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { passwordHash } });
}

/** Another account (than `exceptId`) holds this email (lower-cased). */
export async function emailHeld(db: Read, emailLower: string, exceptId: string): Promise<boolean> {
  return (await db.user.findFirst({ where: { emailLower, id: { not: exceptId } }, select: { id: true } })) !== null;
}

export function writeEmail(db: Read, userId: string, email: string, emailLower: string) {
  return db.user.update({ where: { id: userId }, data: { email, emailLower } });
}

/** Whether the account is an admin (false when it no longer exists). */
export async function isAdminAccount(tx: Read, userId: string): Promise<boolean> {
  return (await tx.user.findUnique({ where: { id: userId }, select: { isAdmin: true } }))?.isAdmin ?? false;
}

export function countAdmins(tx: Read): Promise<number> {
  return tx.user.count({ where: { isAdmin: true } });
}

export function countOtherAccounts(tx: Read, userId: string): Promise<number> {
  return tx.user.count({ where: { id: { not: userId } } });
}
