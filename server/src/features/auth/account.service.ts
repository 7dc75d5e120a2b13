// The account's own changes, each confirmed by the current password: a new password (which signs out
// every other session and revokes every personal access token: the account may have been compromised),
// a new email, and deleting the account with everything it owns; and signing out everywhere else, which
// revokes the tokens too (ADR 003).
import { EMAIL_TAKEN_FIELD, LAST_ADMIN_DELETE, WRONG_PASSWORD, type ChangeEmailInput, type ChangePasswordInput, type PublicUser } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { conflict, unauthenticated, uniqueViolation, wrongPassword } from "../../http/errors.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import {
  countAdmins,
  countOtherAccounts,
  emailHeld,
  inTransaction,
  isAdminAccount,
  lockAdminSet,
  passwordHashOf,
  revokeTokens,
  writeEmail,
  writePasswordHash,
} from "./auth.queries.ts";
import { BCRYPT_COST } from "./auth.service.ts";
import { comparePassword, hashPassword } from "./password.hasher.ts";
import type { SessionService } from "./session.service.ts";
import { toPublicUser } from "./user.presenter.ts";

export interface AccountService {
  /** Answers how many other sessions were signed out; the one making the change stays. Every token is revoked. */
  changePassword(userId: string, sessionId: string, input: ChangePasswordInput): Promise<number>;
  /** 'Sign out everywhere else': every other session ends and every token is revoked; answers the sessions ended. */
  signOutOthers(userId: string, sessionId: string): Promise<number>;
  changeEmail(userId: string, input: ChangeEmailInput): Promise<PublicUser>;
  deleteAccount(userId: string, password: string): Promise<void>;
}

const emailTaken = () => conflict(EMAIL_TAKEN_FIELD, { issues: [{ path: "email", message: EMAIL_TAKEN_FIELD }] });

export function createAccountService(deps: {
  prisma: Db;
  sessions: SessionService;
  bcryptCost?: number;
  now?: () => Date;
  /** Deletes the account and everything it owns inside `tx` (deleteAccountRows and what app.ts adds); answers accounts deleted. */
  deleteAccount: (tx: Prisma.TransactionClient, userId: string) => Promise<number>;
}): AccountService {
  const { prisma } = deps;
  const now = deps.now ?? (() => new Date());

  /** The account's password, checked: a wrong one is `wrong_password` on `field`. */
  async function confirm(userId: string, password: string, field: string): Promise<void> {
    const user = await passwordHashOf(prisma, userId);
    if (!user) throw unauthenticated("This account no longer exists");
    if (!(await comparePassword(password, user.passwordHash))) throw wrongPassword(field, WRONG_PASSWORD);
  }

  return {
    async changePassword(userId, sessionId, input) {
      await confirm(userId, input.currentPassword, "currentPassword");
      const passwordHash = await hashPassword(input.newPassword, deps.bcryptCost ?? BCRYPT_COST);
      return inTransaction(prisma, async (tx) => {
        await writePasswordHash(tx, userId, passwordHash);
        await revokeTokens(tx, userId, now());
        return deps.sessions.revokeOthers(userId, sessionId, tx);
      });
    },
    signOutOthers(userId, sessionId) {
      return inTransaction(prisma, async (tx) => {
        await revokeTokens(tx, userId, now());
        return deps.sessions.revokeOthers(userId, sessionId, tx);
      });
    },
    async changeEmail(userId, input) {
      await confirm(userId, input.password, "password");
      const emailLower = input.email.toLowerCase();
      if (await emailHeld(prisma, emailLower, userId)) throw emailTaken();
      try {
        const user = await writeEmail(prisma, userId, input.email, emailLower);
        deps.sessions.userChanged(toPublicUser(user));
        return toPublicUser(user);
      } catch (err) {
        // Taken by an account created between the check and the write.
        if (uniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },
    async deleteAccount(userId, password) {
      await confirm(userId, password, "password");
      const deleted = await inTransaction(prisma, async (tx) => {
        await lockAdminSet(tx);
        if (await isAdminAccount(tx, userId)) {
          const admins = await countAdmins(tx);
          const others = await countOtherAccounts(tx, userId);
          if (admins === 1 && others > 0) throw conflict(LAST_ADMIN_DELETE);
        }
        return deps.deleteAccount(tx, userId);
      });
      if (deleted === 0) throw unauthenticated("This account no longer exists");
    },
  };
}
