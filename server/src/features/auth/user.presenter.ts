import { ACCENT_COLORS, DEFAULT_ACCENT, type AccentColor, type PublicUser } from "@savepoint/common";
import type { User } from "../../generated/prisma/client.ts";

/** The columns of a user a PublicUser is made from. */
export type PublicUserRow = Pick<User, "id" | "firstName" | "lastName" | "email" | "username" | "accountColor" | "theme" | "isAdmin" | "createdAt">;

export function toPublicUser(u: PublicUserRow): PublicUser {
  const accent = (ACCENT_COLORS as readonly string[]).includes(u.accountColor) ? (u.accountColor as AccentColor) : DEFAULT_ACCENT;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    username: u.username,
    accountColor: accent,
    theme: u.theme === "light" ? "light" : "dark",
    isAdmin: u.isAdmin,
    createdAt: u.createdAt.toISOString(),
  };
}
