// The page's side of the service worker (sw.ts): registering it (main.tsx does, in the production build
// only: the dev server and the component tests have none), and telling it which account is signed in,
// so it keeps and serves that account's answers only. Loaded on demand, never with the first screen.
import { forgetAccounts, rememberAccount } from "./cache-rules.ts";

/** Registers the worker once the page has loaded, so it never competes with the first screen. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  // a refused registration (a browser's setting, a private window) leaves the app as it was: online only
  const start = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

/** The Cache Storage, where the browser has one (only on https or localhost). */
const storage = (): CacheStorage | undefined => (typeof caches === "undefined" ? undefined : caches);

/** `userId` signed in: the worker keeps its answers from now on, and drops every other account's. */
export function accountSignedIn(userId: string): Promise<void> {
  const c = storage();
  return c ? rememberAccount(c, userId).catch(() => undefined) : Promise.resolve();
}

/** Signed out, or the session ended: every account's kept answers go, and none is kept any more. */
export function accountSignedOut(): Promise<void> {
  const c = storage();
  return c ? forgetAccounts(c).catch(() => undefined) : Promise.resolve();
}
