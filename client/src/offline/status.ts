// Whether the app is offline: the browser says it has no network, or the last API answer could not
// come from the server (the service worker's kept copy came instead, or nothing came). The signed-in
// app shows a banner then (OfflineBanner), and the API client refuses changes while the browser is offline.
// In the first screen's code (the API client uses it): the hook that reads it is useOffline.ts.
import { OFFLINE_HEADER } from "./offline-header.ts";

/** The API client's words for a change it refuses offline. */
export const OFFLINE_CHANGES = "You are offline, so changes are turned off. Try again when you are back online.";

let stale = false;
/** Who redraws when it changes (useOffline.ts). */
export const listeners = new Set<() => void>();

function setStale(value: boolean) {
  if (value === stale) return;
  stale = value;
  for (const l of listeners) l();
}

/** The browser has no network at all. */
export const browserOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export const isOffline = () => browserOffline() || stale;

/** An API answer arrived: from the server (fresh) or from the worker's cache (marked OFFLINE_HEADER). */
export function noteAnswer(res: Response) {
  setStale(res.headers.get(OFFLINE_HEADER) === "1");
}

/** An API request got no answer at all. */
export function noteUnreachable() {
  setStale(true);
}

// Back online: fresh answers are expected again (a server still out of reach says so at the next request).
if (typeof window !== "undefined") window.addEventListener("online", () => setStale(false));
