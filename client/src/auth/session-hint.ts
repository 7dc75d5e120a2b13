// What the page knows of a session before asking the server: the user cached at the last sign-in, and
// the script-readable `sp_signed_in` cookie the server sets beside the httpOnly session cookie.
import type { PublicUser } from "@savepoint/common";

const USER_KEY = "user";

export function readCachedUser(): PublicUser | null {
  try {
    const raw = localStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as PublicUser) : null;
  } catch {
    return null;
  }
}

/** The server sets a script-readable `sp_signed_in` cookie beside the httpOnly session cookie. */
export function sessionMayExist(): boolean {
  // (no document when the landing page is prerendered at build time: signed out)
  return readCachedUser() !== null || (typeof document !== "undefined" && /(?:^|;\s*)sp_signed_in=1/.test(document.cookie));
}

export function cacheUser(user: PublicUser | null) {
  try {
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
    localStorage.removeItem("authToken"); // written by older clients; never kept
  } catch {
    // storage unavailable: the session still works, only the hint is lost
  }
}
