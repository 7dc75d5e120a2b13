// A full garbage collection once the server has gone quiet after work. V8 collects its old generation
// when it grows under allocation, not when the process goes idle: after a burst of requests, or the
// recommendation catalog's read, the garbage promoted meanwhile stayed resident for minutes (+110 MB
// 60 s after the first recommendations on a busy box, `npm run bench:reco-start`). One collection
// `idleMs` after the last work gives those pages back. It needs V8's `gc` (node --expose-gc, which
// scripts/server-launch.mjs passes); without it this does nothing.
//
// A second collection follows `settleMs` later if it is still quiet. V8 sizes its young generation by
// the allocation rate it saw since the previous collection: at the first one that rate still counts
// the burst, so the young generation keeps the room it grew to (2 x 16 MB by default); at the second
// the rate is low and V8 shrinks it to its first size (1 MB) and gives the rest back.

export interface IdleCollector {
  /** Work happened now (a request began, a background read ended): collect once it has been quiet for idleMs. */
  touch(this: void): void;
  stop(this: void): void;
}

export interface IdleCollectorOptions {
  /** How long after the last work to collect (default 10 s). */
  idleMs?: number;
  /** How long after that first collection to collect once more if still quiet (default 5 s). */
  settleMs?: number;
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
  const settleMs = opts.settleMs ?? 5_000;
  const now = opts.now ?? Date.now;
  // The start itself (the catalog and the search index read) is work to collect after. How long after
  // the last work each collection comes; `done` counts those made since then.
  const after = [idleMs, idleMs + settleMs];
  let last = now();
  let done = 0;
  const timer = setInterval(
    () => {
      const due = after[done];
      if (due === undefined || now() - last < due) return;
      done += 1;
      const t0 = performance.now();
      gc();
      opts.collected?.(performance.now() - t0);
    },
    Math.max(100, Math.floor(Math.min(idleMs, settleMs) / 4)),
  );
  timer.unref();
  return {
    touch() {
      last = now();
      done = 0;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
