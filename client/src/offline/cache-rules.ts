// What the service worker (sw.ts) keeps, and whose: shared with the page, which says which account is
// signed in (account.ts). No page or worker globals: the caches are passed in, so both use it as it is.

/** The app shell's cache: one per build (the worker's version), the old ones dropped when a new worker takes over. */
export const SHELL_CACHE_PREFIX = "savepoint-shell-";
/** The API answers kept for offline use: one cache per account (`savepoint-api-<user id>`). */
export const API_CACHE_PREFIX = "savepoint-api-";
/** Which account the page says is signed in: one entry, read by the worker before it keeps or serves an answer. */
const ACCOUNT_CACHE = "savepoint-account";
const ACCOUNT_KEY = "/__savepoint/account";

export function apiCacheName(userId: string): string {
  return `${API_CACHE_PREFIX}${userId}`;
}

/**
 * The API reads a player needs to look at their library offline: My Games (the list, the stats, the
 * backlog's times to beat) and a game page (the player's copy by address or id, the catalog's page of a
 * game they do not have, its related games, community numbers, reviews and journal summary). Nothing
 * else of the API is ever kept: not the account, not other players' pages, no search.
 */
const CACHED_API = [
  /^\/api\/games$/,
  /^\/api\/games\/(stats|time-to-beat)$/,
  /^\/api\/games\/lookup\/[^/]+$/,
  /^\/api\/games\/[^/]+\/community-stats$/,
  /^\/api\/games\/(?!notes-matches$)[^/]+$/,
  /^\/api\/catalog\/games\/[^/]+(\/related)?$/,
  /^\/api\/reviews\/game\/[^/]+$/,
  /^\/api\/journal\/games\/[^/]+\/summary$/,
];

/** Whether the worker may keep (and later serve offline) this request's answer: a GET of one of CACHED_API. */
export function isCachedApiRead(method: string, url: URL, origin: string): boolean {
  return method === "GET" && url.origin === origin && CACHED_API.some((re) => re.test(url.pathname));
}

/** An address of the API (kept or not): opened as a page, it is never answered with the app's shell. */
export function isApi(url: URL, origin: string): boolean {
  return url.origin === origin && (url.pathname === "/api" || url.pathname.startsWith("/api/"));
}

/** The account the page last said is signed in, or null (signed out, or never said). */
export async function currentAccount(caches: CacheStorage): Promise<string | null> {
  const entry = await (await caches.open(ACCOUNT_CACHE)).match(ACCOUNT_KEY);
  return entry ? await entry.text() : null;
}

/** `userId` is signed in: its answers may be kept from now on, and every other account's are dropped. */
export async function rememberAccount(caches: CacheStorage, userId: string): Promise<void> {
  await (await caches.open(ACCOUNT_CACHE)).put(ACCOUNT_KEY, new Response(userId));
  const others = (await caches.keys()).filter((n) => n.startsWith(API_CACHE_PREFIX) && n !== apiCacheName(userId));
  await Promise.all(others.map((n) => caches.delete(n)));
}

/** Signed out (or the session ended): nothing is kept any more, and every account's answers are dropped. */
export async function forgetAccounts(caches: CacheStorage): Promise<void> {
  await caches.delete(ACCOUNT_CACHE);
  const kept = (await caches.keys()).filter((n) => n.startsWith(API_CACHE_PREFIX));
  await Promise.all(kept.map((n) => caches.delete(n)));
}
