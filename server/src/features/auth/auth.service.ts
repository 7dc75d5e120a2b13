import bcrypt from "bcryptjs";
import { EMAIL_TAKEN, EMAIL_TAKEN_FIELD, INVALID_CREDENTIALS, USERNAME_TAKEN, type AccentColor, type PublicUser, type RegisterInput, type ThemeMode } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { conflict, unauthenticated, uniqueViolation } from "../../http/errors.ts";
import { lockFirstAccountDecision } from "./auth.queries.ts";
import { toPublicUser } from "./user.presenter.ts";

export const BCRYPT_COST = 12;
// Compared against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = bcrypt.hashSync("savepoint-timing-equaliser", BCRYPT_COST);

export interface AuthService {
  register(input: Required<Pick<RegisterInput, "firstName" | "lastName" | "username" | "email" | "password">> & { accountColor: AccentColor }): Promise<PublicUser>;
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
  if ((await tx.user.count()) > 0) return false;
  await lockFirstAccountDecision(tx);
  return (await tx.user.count()) === 0;
}

export function createAuthService(deps: { prisma: Db; adminEmails: string[]; bcryptCost?: number }): AuthService {
  const cost = deps.bcryptCost ?? BCRYPT_COST;
  return {
    async register(input) {
      const emailLower = input.email.toLowerCase();
      const passwordHash = await bcrypt.hash(input.password, cost);
      try {
        const user = await deps.prisma.$transaction(async (tx) => {
          const taken = await tx.user.findFirst({
            where: { OR: [{ emailLower }, { username: { equals: input.username, mode: "insensitive" } }] },
            select: { emailLower: true },
          });
          if (taken) {
            const field = taken.emailLower === emailLower ? "email" : "username";
            // Sign-up says an email is taken (sign-in never does): see INVALID_CREDENTIALS.
            throw conflict(field === "email" ? EMAIL_TAKEN : USERNAME_TAKEN, {
              issues: [{ path: field, message: field === "email" ? EMAIL_TAKEN_FIELD : USERNAME_TAKEN }],
            });
          }
          // The first account of an instance administers it, as do ADMIN_EMAILS.
          const first = await isFirstAccount(tx);
          return tx.user.create({
            data: {
              firstName: input.firstName,
              lastName: input.lastName,
              username: input.username,
              email: input.email,
              emailLower,
              passwordHash,
              accountColor: input.accountColor,
              isAdmin: first || deps.adminEmails.includes(emailLower),
            },
          });
        }, READ_COMMITTED);
        return toPublicUser(user);
      } catch (err) {
        // Two sign-ups for the same name at once: the second one's insert hits the unique index.
        if (uniqueViolation(err)) throw conflict("This email or username is already in use");
        throw err;
      }
    },
    async login(email, password) {
      const user = await deps.prisma.user.findUnique({ where: { emailLower: email.toLowerCase() } });
      const ok = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) throw unauthenticated(INVALID_CREDENTIALS);
      return toPublicUser(user);
    },
    async setAccountColor(userId, color) {
      return toPublicUser(await deps.prisma.user.update({ where: { id: userId }, data: { accountColor: color } }));
    },
    async setTheme(userId, theme) {
      return toPublicUser(await deps.prisma.user.update({ where: { id: userId }, data: { theme } }));
    },
    countUsers() {
      return deps.prisma.user.count();
    },
  };
}
