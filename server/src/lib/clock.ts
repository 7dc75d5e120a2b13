// The server's clock: the host's, or (SAVEPOINT_CLOCK_START, for end-to-end tests) one that read a
// given instant when the process started and runs on from it in real time. Running, not frozen: every
// record still gets its own moment, in order.
//
// A started clock is the whole process's Date, not only the `now` the services are given: Prisma fills
// @default(now()) and @updatedAt with its own `new Date()`, and the embedded database's now(),
// CURRENT_TIMESTAMP and CURRENT_DATE read Date.now() (PGlite's WASM asks JavaScript for the time). One
// clock for all of them, so a game's createdAt, its status date and its activity event agree. An
// external PostgreSQL (DATABASE_URL) keeps its own clock for its SQL defaults.

/** A Date constructor whose clock is `offsetMs` ahead of `real`'s; dates built from a value are as usual. */
export function offsetDate(offsetMs: number, real: DateConstructor = Date): DateConstructor {
  const now = () => real.now() + offsetMs;
  return new Proxy(real, {
    construct: (target, args: unknown[], newTarget: NewableFunction) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    // Date() called as a function answers the current time as a string.
    apply: () => new real(now()).toString(),
    get: (target, key, receiver): unknown => (key === "now" ? now : Reflect.get(target, key, receiver)),
  });
}

/**
 * The clock every "now" of the server reads. With `start`, the process's clock is set to read `start`
 * at the moment the process started (performance.timeOrigin) and runs in real time from there; call it
 * first thing, before anything has read the time.
 */
export function startClock(start: Date | undefined): () => Date {
  // Whole milliseconds: Date.now() stays an integer, as everything that reads it expects.
  if (start) globalThis.Date = offsetDate(Math.round(start.getTime() - performance.timeOrigin));
  return () => new Date();
}
