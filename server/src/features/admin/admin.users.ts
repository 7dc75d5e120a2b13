// The admin's view of the accounts: search with counts, make or revoke admin (never leaving the
// instance without one), sign a user out everywhere, delete a user. Each change writes its audit
// entry in its own transaction.
import { ADMIN_TEXTS, ADMIN_USERS_PAGE_SIZE, type AdminUserDto, type AdminUserPage, type AdminUsersQuery, type SignOutResult } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { lockAdminSet, revokeAccess, setAdminFlag } from "../auth/index.ts";
import { recordAdminAction } from "./admin.audit.ts";
import { adminTarget, countOtherAdmins, inTransaction, searchUsers, type UserRow } from "./admin.queries.ts";

type Tx = Prisma.TransactionClient;

export interface AdminUsersDeps {
  prisma: Db;
  now: () => Date;
  /** Deletes an account and everything it owns inside `tx` (the auth feature's deletion); answers rows deleted. */
  deleteAccount(tx: Tx, userId: string): Promise<number>;
}

export interface AdminUsersService {
  list(query: AdminUsersQuery): Promise<AdminUserPage>;
  setAdmin(actorId: string, userId: string, isAdmin: boolean): Promise<AdminUserDto>;
  signOutEverywhere(actorId: string, userId: string): Promise<SignOutResult>;
  remove(actorId: string, userId: string): Promise<void>;
}

const userNotFound = () => notFound({ message: ADMIN_TEXTS.userNotFound });

function toDto(r: UserRow): AdminUserDto {
  return { ...r, createdAt: r.createdAt.toISOString(), lastActiveAt: r.lastActiveAt?.toISOString() ?? null };
}

export function createAdminUsersService(deps: AdminUsersDeps): AdminUsersService {
  const { prisma, now } = deps;

  /** The user, read inside `tx`; 404 when there is none. */
  async function target(tx: Tx, userId: string) {
    const user = await adminTarget(tx, userId);
    if (!user) throw userNotFound();
    return user;
  }

  /** Holding the admin-set lock: refuses a change that would leave no admin. */
  async function keepAnAdmin(tx: Tx, user: { id: string; isAdmin: boolean }) {
    await lockAdminSet(tx);
    const admins = await countOtherAdmins(tx, user.id);
    if (admins === 0) throw conflict(ADMIN_TEXTS.lastAdmin);
  }

  async function one(userId: string): Promise<AdminUserDto> {
    const { rows } = await searchUsers(prisma, undefined, { offset: 0, limit: 1 }, now(), userId);
    if (!rows[0]) throw userNotFound();
    return toDto(rows[0]);
  }

  return {
    async list(query) {
      const pageSize = ADMIN_USERS_PAGE_SIZE;
      const { rows, total } = await searchUsers(prisma, query.q || undefined, { offset: (query.page - 1) * pageSize, limit: pageSize }, now());
      return { items: rows.map(toDto), page: query.page, pageSize, total };
    },
    async setAdmin(actorId, userId, isAdmin) {
      await inTransaction(prisma, async (tx) => {
        const user = await target(tx, userId);
        if (user.isAdmin === isAdmin) return;
        if (!isAdmin) await keepAnAdmin(tx, user);
        await setAdminFlag(tx, userId, isAdmin);
        await recordAdminAction(tx, {
          actorId,
          action: isAdmin ? "user.admin.grant" : "user.admin.revoke",
          targetType: "user",
          targetId: userId,
          targetLabel: user.username,
        });
      });
      return one(userId);
    },
    async signOutEverywhere(actorId, userId) {
      return inTransaction(prisma, async (tx) => {
        const user = await target(tx, userId);
        const result = await revokeAccess(tx, userId, now());
        await recordAdminAction(tx, {
          actorId,
          action: "user.sign_out",
          targetType: "user",
          targetId: userId,
          targetLabel: user.username,
          details: { ...result },
        });
        return result;
      });
    },
    async remove(actorId, userId) {
      if (actorId === userId) throw conflict(ADMIN_TEXTS.deleteSelf);
      await inTransaction(prisma, async (tx) => {
        const user = await target(tx, userId);
        if (user.isAdmin) await keepAnAdmin(tx, user);
        // The entry is written first and names the account by its username only: the id goes with it.
        await recordAdminAction(tx, { actorId, action: "user.delete", targetType: "user", targetLabel: user.username });
        await deps.deleteAccount(tx, userId);
      });
    },
  };
}
