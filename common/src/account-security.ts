// The account's own settings beyond appearance: email, password, the signed-in devices, and deleting
// the account. Every change is confirmed with the account's current password.
import { z } from "zod";
import { currentPasswordField, emailField, newPasswordField } from "./auth.ts";

/** The words of a wrong confirmation password (answered as `wrong_password` on the field that held it). */
export const WRONG_PASSWORD = "That is not your current password";
export const SESSION_NOT_FOUND = "Session";
/** Deleting the only admin of an instance that has other accounts would leave nobody to run it. */
export const LAST_ADMIN_DELETE = "You are the last admin: make another user admin before you delete your account";

export const ChangePasswordSchema = z
  .object({
    currentPassword: currentPasswordField("Current password"),
    newPassword: newPasswordField("New password is required"),
    confirmPassword: newPasswordField("Confirm your new password"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

export const ChangeEmailSchema = z.object({ email: emailField, password: currentPasswordField() });
export type ChangeEmailInput = z.infer<typeof ChangeEmailSchema>;

export const DeleteAccountSchema = z.object({ password: currentPasswordField() });
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

export const AccountSessionParamsSchema = z.object({ sessionId: z.uuid() });

/** One signed-in device of the account. */
export interface AccountSessionDto {
  id: string;
  /** From the browser's user agent: "Chrome on Windows", "Safari on iPhone", or "Unknown device". */
  device: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session this request was made with. */
  current: boolean;
}

export interface AccountSessionsDto {
  sessions: AccountSessionDto[];
}

/** What 'Sign out everywhere else' and a password change answer: how many other sessions ended. */
export interface SignedOutDto {
  signedOut: number;
}
