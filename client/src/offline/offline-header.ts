// Its own module: the page's first screen needs it (status.ts), and nothing else of the worker's rules.
/** Set by the service worker on an answer it took from its cache because the network failed. */
export const OFFLINE_HEADER = "X-Savepoint-Offline";
