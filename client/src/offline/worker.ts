// What the service worker does (sw.ts only wires it to the worker's events), written against the
// caches and fetch it is given so the unit tests run it as it is:
// - install: the app shell of this build (index.html, its hashed assets, the icons) into its own cache;
// - activate: the shells of older builds dropped;
// - a page's address: the network's page, or the cached shell when the network fails (the app then
//   starts from the shell and reads what it can);
// - a file of the shell: from the cache, else the network;
// - a read of My Games or a game page (cache-rules.ts): the network's answer, kept in the cache of the
//   account the server says it answered for; when the network fails, the signed-in account's kept
//   answer, marked as such (OFFLINE_HEADER). A 401 drops every account's answers.
// Nothing else is touched: every other API request, and every request that is not a GET, goes to the
// network as if there were no worker.
import { ACCOUNT_HEADER } from "@savepoint/common";
import { apiCacheName, currentAccount, forgetAccounts, isApi, isCachedApiRead, SHELL_CACHE_PREFIX } from "./cache-rules.ts";
import { OFFLINE_HEADER } from "./offline-header.ts";

export interface WorkerEnv {
  caches: CacheStorage;
  fetch: (request: Request) => Promise<Response>;
  /** The app's origin (the worker's own). */
  origin: string;
  /** This build's version: names its shell cache. */
  version: string;
  /** The shell's files, as paths ("/index.html", "/assets/index-abc.js"). */
  precache: readonly string[];
}

const SHELL_PAGE = "/index.html";

const shellCache = (env: WorkerEnv) => env.caches.open(`${SHELL_CACHE_PREFIX}${env.version}`);

export async function install(env: WorkerEnv): Promise<void> {
  await (await shellCache(env)).addAll([...env.precache]);
}

export async function activate(env: WorkerEnv): Promise<void> {
  const current = `${SHELL_CACHE_PREFIX}${env.version}`;
  const old = (await env.caches.keys()).filter((n) => n.startsWith(SHELL_CACHE_PREFIX) && n !== current);
  await Promise.all(old.map((n) => env.caches.delete(n)));
}

/** The worker's answer to `request`, or null to leave it to the browser. */
export function respond(request: Request, env: WorkerEnv): Promise<Response> | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  // (an API address opened as a page, a feed or the API document, is the API's: never the shell)
  if (request.mode === "navigate" && url.origin === env.origin && !isApi(url, env.origin)) return page(request, env);
  if (isCachedApiRead(request.method, url, env.origin)) return apiRead(request, env);
  if (url.origin === env.origin && env.precache.includes(url.pathname)) return shellFile(request, env);
  return null;
}

async function page(request: Request, env: WorkerEnv): Promise<Response> {
  try {
    return await env.fetch(request);
  } catch (err) {
    const shell = await (await shellCache(env)).match(SHELL_PAGE);
    if (shell) return shell;
    throw err;
  }
}

async function shellFile(request: Request, env: WorkerEnv): Promise<Response> {
  const kept = await (await shellCache(env)).match(request, { ignoreSearch: true });
  return kept ?? env.fetch(request);
}

async function apiRead(request: Request, env: WorkerEnv): Promise<Response> {
  let res: Response;
  try {
    res = await env.fetch(request);
  } catch (err) {
    const kept = await keptAnswer(request, env);
    if (kept) return kept;
    throw err;
  }
  if (res.status === 401) {
    await forgetAccounts(env.caches);
  } else if (res.status === 200) {
    // Kept only in the cache of the account the server answered for, and served only to the account
    // the page says is signed in. Kept when that is this account, or when the page has said nobody yet
    // (a returning player's first reads go out before the page has asked who is signed in); never while
    // the page says another account is: its sign-in drops every other account's answers.
    const owner = res.headers.get(ACCOUNT_HEADER);
    const account = owner ? await currentAccount(env.caches) : null;
    if (owner && (account === null || account === owner)) {
      await (await env.caches.open(apiCacheName(owner))).put(request, res.clone());
    }
  }
  return res;
}

/** The signed-in account's kept answer to `request`, marked as taken from the cache; null when there is none. */
async function keptAnswer(request: Request, env: WorkerEnv): Promise<Response | null> {
  const account = await currentAccount(env.caches);
  if (!account) return null;
  const kept = await (await env.caches.open(apiCacheName(account))).match(request, { ignoreVary: true });
  if (!kept) return null;
  const headers = new Headers(kept.headers);
  headers.set(OFFLINE_HEADER, "1");
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}
