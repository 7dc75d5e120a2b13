// The service worker (dist/sw.js, built by client/vite.config.ts's serviceWorker plugin, which fills in
// the build's version and shell files). Registered by the production build only (register.ts).
// What it does is worker.ts; this file wires it to the worker's events.
import { activate, install, respond, type WorkerEnv } from "./worker.ts";

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: readonly string[];

/** The parts of the worker's global scope used here (the client's types are the page's, not a worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
}

const scope = self as unknown as WorkerScope;
const env: WorkerEnv = {
  caches,
  fetch: (request) => fetch(request),
  origin: scope.location.origin,
  version: __SW_VERSION__,
  precache: __SW_PRECACHE__,
};

// A new build's worker takes over at once: pages ask the network first, and hashed files never change.
scope.addEventListener("install", (event) => event.waitUntil(install(env).then(() => scope.skipWaiting())));
scope.addEventListener("activate", (event) => event.waitUntil(activate(env).then(() => scope.clients.claim())));
scope.addEventListener("fetch", (event) => {
  const answer = respond(event.request, env);
  if (answer) event.respondWith(answer);
});
