// A full garbage collection once the server has gone quiet after work. V8 collects its old generation
// when it grows under allocation, not when the process goes idle: after a burst of requests, or the
// recommendation catalog's read, the garbage promoted meanwhile stayed resident for minutes (+110 MB
// 60 s after the first recommendations on a busy box, `npm run bench:reco-start`). One collection
// `idleMs` after the last work gives those pages back. It needs V8's `gc` (node --expose-gc, which
// scripts/server-launch.mjs passes); without it this does nothing.

export interface IdleCollector {
  /** Work happened now (a request began, a background read ended): collect once it has been quiet for idleMs. */
  touch(this: void): void;
  stop(this: void): void;
}

export interface IdleCollectorOptions {
  /** How long after the last work to collect (default 10 s). */
  idleMs?: number;
  /** The collector (globalThis.gc under --expose-gc). */
  gc?: (() => void) | undefined;
  now?: () => number;
  /** Told how long each collection took, in ms. */
  collected?: (ms: number) => void;
}

export function startIdleCollector(opts: IdleCollectorOptions = {}): IdleCollector {
  const gc = opts.gc ?? (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== "function") return { touch: () => undefined, stop: () => undefined };
  const idleMs = opts.idleMs ?? 10_000;
  const now = opts.now ?? Date.now;
  // The start itself (the catalog and the search index read) is work to collect after.
  let last = now();
  let pending = true;
  const timer = setInterval(
    () => {
      if (!pending || now() - last < idleMs) return;
      pending = false;
      const t0 = performance.now();
      gc();
      opts.collected?.(performance.now() - t0);
    },
    Math.max(100, Math.floor(idleMs / 4)),
  );
  timer.unref();
  return {
    touch() {
      last = now();
      pending = true;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
