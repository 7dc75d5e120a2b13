import { z } from "zod";
import { text } from "./primitives.ts";
import { utf8Length } from "./text.ts";
import {
  ACCENT_COLORS,
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  REGISTER_COLORS,
  THEMES,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  USERNAME_RESERVED_MESSAGE,
  isReservedUsername,
  type AccentColor,
  type ThemeMode,
} from "./account.ts";

/** The longest invite token sign-up reads (the server makes 32-character ones). */
const INVITE_MAX = 200;

const email = text("Email", "Email is required")
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX, "Email is too long")
  .pipe(z.email({ error: "Enter a valid email address" }));

const name = (label: string) => text(label, `${label} is required`).trim().min(1, `${label} is required`).max(NAME_MAX, `${label} is too long`);

/** A password being chosen (sign-up): PASSWORD_MIN characters to PASSWORD_MAX_BYTES bytes. */
const newPassword = (typeError: string) =>
  text("Password", typeError)
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .refine((p) => utf8Length(p) <= PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG);

const username = text("Username", "Username is required")
  .trim()
  .min(1, "Username is required")
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(USERNAME_PATTERN, "Use letters, digits, dots, dashes or underscores")
  .refine((u) => !isReservedUsername(u), USERNAME_RESERVED_MESSAGE);

/** The names of an account, as sign-up and the profile form take them. */
export const ProfileNameSchema = z.object({ firstName: name("First name"), lastName: name("Last name"), username });

/** A password being checked (sign-in, or confirming an account change): any length up to PASSWORD_MAX. */
const currentPassword = (label = "Password") => text(label, `${label} is required`).min(1, `${label} is required`).max(PASSWORD_MAX, `${label} is too long`);

/** The field builders the other account forms share (account-security.ts). */
export { email as emailField, newPassword as newPasswordField, currentPassword as currentPasswordField };

export const LoginSchema = z.object({
  email,
  password: currentPassword(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    ...ProfileNameSchema.shape,
    email,
    password: newPassword("Password is required"),
    confirmPassword: newPassword("Confirm your password"),
    accountColor: z.enum(REGISTER_COLORS, { error: `Choose one of: ${REGISTER_COLORS.join(", ")}` }).default("indigo"),
    /** An invite link's token: what an invite-only instance asks for (ignored when registration is open). */
    invite: text("Invite")
      .trim()
      .max(INVITE_MAX, "This invite link is not valid")
      .transform((v) => v || undefined)
      .optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });
export type RegisterInput = z.input<typeof RegisterSchema>;

export const AccountColorSchema = z.object({
  accountColor: z.enum(ACCENT_COLORS, { error: `Choose one of: ${ACCENT_COLORS.join(", ")}` }),
});

export const ThemeSchema = z.object({
  theme: z.enum(THEMES, { error: "Choose dark or light" }),
});

export interface PublicUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  accountColor: AccentColor;
  theme: ThemeMode;
  isAdmin: boolean;
  createdAt: string;
}

/** Sign-in and sign-up answer the account; the session itself is only ever the httpOnly cookie. */
export interface AuthResponse {
  user: PublicUser;
}
