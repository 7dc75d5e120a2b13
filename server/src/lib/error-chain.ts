// An error as it reaches a handler wraps others: a `cause` (Node, pg, undici), and Prisma 7's driver
// adapter error under `meta.driverAdapterError`. Recognising one kind of failure means walking them.

/** The links any error may carry to the errors it wraps. */
interface Wrapping {
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

/** The first error in `err`'s chain (itself, what it wraps, breadth first) that `test` accepts. */
export function findInChain<T extends object>(err: unknown, test: (e: T & Wrapping) => boolean): (T & Wrapping) | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const next = queue.shift();
    if (next === null || typeof next !== "object" || seen.has(next)) continue;
    seen.add(next);
    const e = next as T & Wrapping;
    if (test(e)) return e;
    queue.push(e.cause, e.meta?.driverAdapterError);
  }
  return undefined;
}
