// A process's database connection that a test can pause, to stand for a process caught mid-way through
// background work: its transactions wait from the nth on, or the whole process freezes (as under
// SIGSTOP, its lease renewals too). Prisma's model delegates pass straight through: only the raw and
// transaction calls the jobs' steps and renewals go through are held.
import type { Db } from "../src/db/prisma.ts";

const HELD = ["$transaction", "$executeRaw", "$executeRawUnsafe", "$queryRaw", "$queryRawUnsafe"] as const;
type Held = (typeof HELD)[number];

export function pausableDb(db: Db) {
  const calls = new Map<Held, number>();
  /** Calls of a kind wait once more than this many of that kind were made (null: never). */
  const pauseAfter = new Map<Held, number>();
  let open: Promise<void> = Promise.resolve();
  let release = () => {};
  let waiting = 0;
  const shut = () => {
    open = new Promise<void>((resolve) => (release = resolve));
  };
  const mustWait = (kind: Held, nth: number) => {
    const after = pauseAfter.get(kind);
    return after !== undefined && nth > after;
  };
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function" || !HELD.includes(key as Held)) return value;
      const kind = key as Held;
      return async (...args: unknown[]) => {
        const nth = (calls.get(kind) ?? 0) + 1;
        calls.set(kind, nth);
        while (mustWait(kind, nth)) {
          waiting += 1;
          await open;
          waiting -= 1;
        }
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    db: proxy,
    /** The `nth + 1`th call of `kind` and those after it wait until `resume()`. */
    pauseAfter(kind: Held, nth: number) {
      if (pauseAfter.size === 0) shut();
      pauseAfter.set(kind, nth);
    },
    /** Every held kind waits from its next call on: the process is frozen. */
    freeze() {
      if (pauseAfter.size === 0) shut();
      for (const kind of HELD) pauseAfter.set(kind, Math.min(pauseAfter.get(kind) ?? Infinity, calls.get(kind) ?? 0));
    },
    resume() {
      pauseAfter.clear();
      release();
    },
    /** Calls waiting now. */
    get waiting() {
      return waiting;
    },
    /** Calls of `kind` made so far (waiting ones included). */
    calls(kind: Held): number {
      return calls.get(kind) ?? 0;
    },
  };
}
