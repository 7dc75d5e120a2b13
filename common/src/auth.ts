import { z } from "zod";
import { text, utf8Length } from "./primitives.ts";

/** The colours the sign-up form offers. */
export const REGISTER_COLORS = ["indigo", "blue", "green", "purple", "pink", "red", "orange", "emerald"] as const;
/** Settings offers these ten accents: the register colours plus yellow and amber. */
export const ACCENT_COLORS = ["indigo", "blue", "green", "purple", "pink", "red", "orange", "yellow", "emerald", "amber"] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];
export const DEFAULT_ACCENT: AccentColor = "indigo";
export const THEMES = ["dark", "light"] as const;
export type ThemeMode = (typeof THEMES)[number];

export const PASSWORD_MIN = 6;
/**
 * bcrypt reads only the first 72 bytes of a password: a new password may not be longer (in UTF-8),
 * so every character of it counts. Sign-in still accepts up to PASSWORD_MAX characters, for accounts
 * made before this rule (their first 72 bytes are what was ever checked).
 */
export const PASSWORD_MAX_BYTES = 72;
const PASSWORD_MAX = 200;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes: ${PASSWORD_MAX_BYTES} letters or digits, fewer with accented letters or emoji`;

const email = text("Email", "Email is required")
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Enter a valid email address" }));

const name = (label: string) =>
  text(label, `${label} is required`).trim().min(1, `${label} is required`).max(60, `${label} is too long`);

/** A password being chosen (sign-up): PASSWORD_MIN characters to PASSWORD_MAX_BYTES bytes. */
const newPassword = (typeError: string) =>
  text("Password", typeError)
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .refine((p) => utf8Length(p) <= PASSWORD_MAX_BYTES, PASSWORD_TOO_LONG);

export const LoginSchema = z.object({
  email,
  password: text("Password", "Password is required").min(1, "Password is required").max(PASSWORD_MAX, "Password is too long"),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const RegisterSchema = z
  .object({
    firstName: name("First name"),
    lastName: name("Last name"),
    username: text("Username", "Username is required")
      .trim()
      .min(1, "Username is required")
      .min(3, "Username must be at least 3 characters")
      .max(30, "Username must be at most 30 characters")
      .regex(/^[A-Za-z0-9_.-]+$/, "Use letters, digits, dots, dashes or underscores"),
    email,
    password: newPassword("Password is required"),
    confirmPassword: newPassword("Confirm your password"),
    accountColor: z.enum(REGISTER_COLORS, { error: `Choose one of: ${REGISTER_COLORS.join(", ")}` }).default("indigo"),
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

export interface AuthResponse {
  token: string;
  user: PublicUser;
}
