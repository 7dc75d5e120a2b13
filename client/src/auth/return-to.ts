// Where a signed-out visitor was going: a deep link to a signed-in page becomes `/?next=<path>`, the
// landing and auth pages pass `next` along, and signing in or up ends there. Only a path of this app
// is followed: anything that could leave the origin (`//host`, `https:`, `/\host`) is dropped.
import { matchPath, useLocation } from "react-router-dom";

/** The signed-in pages a link may lead to. */
const SIGNED_IN_PAGES = ["/dashboard", "/games/add", "/game/:slug", "/settings"];

const ORIGIN = "https://savepoint.invalid";

/** A tab, newline or other control character: URL parsing drops some of them, so `/\t/host` would leave. */
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * `raw` as a same-origin path of a signed-in page (path, query and fragment), or null when it is
 * missing, malformed, leaves the app or names no signed-in page.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048 || !raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\") || hasControl(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (!SIGNED_IN_PAGES.some((pattern) => matchPath(pattern, url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` of a location's query string, when it is safe to follow. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get("next"));
}

/** `path` with `?next=` when there is somewhere to return to. */
export function withReturnPath(path: string, next: string | null): string {
  return next ? `${path}?${new URLSearchParams({ next }).toString()}` : path;
}

/** Where the current page's visitor should end up after signing in or up, if anywhere. */
export function useReturnPath(): string | null {
  return returnPathOf(useLocation().search);
}
