// Account choices and limits, free of zod: the web app's first screens (theme, sign-in, sign-up) read
// them without loading the schemas. auth.ts builds the authoritative schemas from the same values.

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
export const PASSWORD_MAX = 200;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_BYTES} bytes: ${PASSWORD_MAX_BYTES} letters or digits, fewer with accented letters or emoji`;
export const EMAIL_MAX = 254;
export const NAME_MAX = 60;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Names that are addresses of their own (/api/users/suggestions), in any case. */
export const RESERVED_USERNAMES: readonly string[] = ["suggestions"];
export const USERNAME_RESERVED_MESSAGE = "This username is not available";
export const isReservedUsername = (username: string) => RESERVED_USERNAMES.includes(username.toLowerCase());

/**
 * Sign-in refuses a wrong password and an unknown email with the same words, so it never tells whether
 * an account exists. Sign-up does tell (EMAIL_TAKEN): with no mail server to prove who owns an address,
 * there is no honest way to refuse it otherwise (ADR 003).
 */
export const INVALID_CREDENTIALS = "Invalid email or password";
export const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";
export const EMAIL_TAKEN_FIELD = "An account with this email already exists";
export const USERNAME_TAKEN = "This username is taken";
/**
 * The API's header naming the account a cookie session's answer belongs to (its user id): the web app's
 * service worker keeps an answer for offline use only in that account's own cache (client/src/offline/).
 */
export const ACCOUNT_HEADER = "X-Savepoint-Account";
/** The client's words when no answer came (offline, or a proxy answered for a server that is down). */
export const SERVER_UNREACHABLE = "Cannot reach the server. Check your connection and try again.";

/** A rate-limited sign-in, sign-up or password confirmation, with the whole minutes until the next attempt is allowed. */
export function tooManyAttempts(what: "sign-in" | "sign-up" | "password", minutes: number): string {
  const m = Math.max(1, Math.ceil(minutes));
  return `Too many ${what} attempts. Try again in ${m} ${m === 1 ? "minute" : "minutes"}.`;
}
