import {
  EMAIL_TAKEN,
  EMAIL_TAKEN_FIELD,
  INVALID_CREDENTIALS,
  USERNAME_TAKEN,
  type AccentColor,
  type PublicUser,
  type RegisterInput,
  type ThemeMode,
} from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { conflict, unauthenticated, uniqueViolation } from "../../http/errors.ts";
import {
  accountByEmail,
  accountHolding,
  countAccounts,
  inTransaction,
  insertAccount,
  lockFirstAccountDecision,
  writeAccountColor,
  writeTheme,
} from "./auth.queries.ts";
import { comparePassword, hashPassword } from "./password.hasher.ts";
import { toPublicUser } from "./user.presenter.ts";

export const BCRYPT_COST = 12;
/**
 * Compared against when the email is unknown, so both paths take the same time: a bcrypt hash at
 * BCRYPT_COST of a password no account has (`savepoint-timing-equaliser`). Written out rather than
 * hashed when the module loads, which took 0.6 s of the main thread at every start.
 */
export const DUMMY_HASH = "$2b$12$EpMqc4FpwURFZZfb4YiB0eiapcmmtUZar2MVhQPY/KHmtMUxv3jFG";

export interface AuthService {
  register(
    input: Required<Pick<RegisterInput, "firstName" | "lastName" | "username" | "email" | "password">> & { accountColor: AccentColor; invite?: string },
  ): Promise<PublicUser>;
  login(email: string, password: string): Promise<PublicUser>;
  setAccountColor(userId: string, color: AccentColor): Promise<PublicUser>;
  setTheme(userId: string, theme: ThemeMode): Promise<PublicUser>;
  /** How many accounts the instance has (the landing page's count). */
  countUsers(): Promise<number>;
}

const READ_COMMITTED = { isolationLevel: Prisma.TransactionIsolationLevel.ReadCommitted };

/**
 * Whether the account about to be created is the instance's first. Once any account exists no lock is
 * taken; while none does, sign-ups queue on the lock and count again holding it (read committed: each
 * count sees every account committed before it), so exactly one of them is first.
 */
async function isFirstAccount(tx: Prisma.TransactionClient): Promise<boolean> {
  if ((await countAccounts(tx)) > 0) return false;
  await lockFirstAccountDecision(tx);
  return (await countAccounts(tx)) === 0;
}

/**
 * Who may create an account besides the first (registration open, invite-only or closed): `admit` throws
 * to refuse and answers the invite it claimed; `claimed` records the account it made. Both run in the
 * sign-up's transaction.
 */
export interface Admission {
  admit(tx: Prisma.TransactionClient, invite: string | undefined): Promise<string | null>;
  claimed(tx: Prisma.TransactionClient, inviteId: string, userId: string): Promise<void>;
}

export function createAuthService(deps: { prisma: Db; adminEmails: string[]; bcryptCost?: number; admission?: Admission }): AuthService {
  const cost = deps.bcryptCost ?? BCRYPT_COST;
  return {
    async register(input) {
      const emailLower = input.email.toLowerCase();
      const passwordHash = await hashPassword(input.password, cost);
      try {
        const user = await inTransaction(
          deps.prisma,
          async (tx) => {
            // The first account of an instance administers it, as do ADMIN_EMAILS. Any other needs
            // admission, asked first: a closed instance tells nobody which emails it holds.
            const first = await isFirstAccount(tx);
            const inviteId = first ? null : ((await deps.admission?.admit(tx, input.invite)) ?? null);
            const taken = await accountHolding(tx, emailLower, input.username);
            if (taken) {
              const field = taken.emailLower === emailLower ? "email" : "username";
              // Sign-up says an email is taken (sign-in never does): see INVALID_CREDENTIALS.
              throw conflict(field === "email" ? EMAIL_TAKEN : USERNAME_TAKEN, {
                issues: [{ path: field, message: field === "email" ? EMAIL_TAKEN_FIELD : USERNAME_TAKEN }],
              });
            }
            const user = await insertAccount(tx, {
              firstName: input.firstName,
              lastName: input.lastName,
              username: input.username,
              email: input.email,
              emailLower,
              passwordHash,
              accountColor: input.accountColor,
              isAdmin: first || deps.adminEmails.includes(emailLower),
            });
            if (inviteId) await deps.admission?.claimed(tx, inviteId, user.id);
            return user;
          },
          READ_COMMITTED,
        );
        return toPublicUser(user);
      } catch (err) {
        // Two sign-ups for the same name at once: the second one's insert hits the unique index.
        if (uniqueViolation(err)) throw conflict("This email or username is already in use");
        throw err;
      }
    },
    async login(email, password) {
      const user = await accountByEmail(deps.prisma, email.toLowerCase());
      const ok = await comparePassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) throw unauthenticated(INVALID_CREDENTIALS);
      return toPublicUser(user);
    },
    async setAccountColor(userId, color) {
      return toPublicUser(await writeAccountColor(deps.prisma, userId, color));
    },
    async setTheme(userId, theme) {
      return toPublicUser(await writeTheme(deps.prisma, userId, theme));
    },
    countUsers() {
      return countAccounts(deps.prisma);
    },
  };
}
