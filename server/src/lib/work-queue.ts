// A fair queue in front of a limited resource (the database's pooled connections, the password-hashing
// threads): at most `slots` holders at once, the others wait in arrival order, and none waits longer
// than `maxWaitMs`. One that would is refused with ServerBusyError, which the API answers 503
// `server_busy` with Retry-After (http/errors.ts): the server is healthy but has more work than it can
// do in time. Never a longer wait: a queue that waits without bound only hides the overload (ADR 020).

import { findInChain } from "./error-chain.ts";

/**
 * The longest a request waits in the database's queue for its turn (ADR 020). A request may queue
 * there more than once (its session, then its write), so this leaves room under the 5 s it may take.
 */
export const QUEUE_WAIT_MS = 4_000;

/** The longest a password waits for a hashing thread: a sign-up queues there once, and nowhere waits longer (ADR 020). */
export const MAX_QUEUE_WAIT_MS = 5_000;

/** What a request refused by a full queue is told: try again after this many seconds. */
export const BUSY_RETRY_AFTER_S = 2;

/** A queue's wait ran out: the server is saturated (not down). */
export class ServerBusyError extends Error {
  readonly serverBusy = true;
  constructor(what: string, waitedMs: number) {
    super(`${what}: no turn within ${waitedMs} ms`);
    this.name = "ServerBusyError";
  }
}

/** True when `err`, or an error it wraps (`cause`, Prisma's driver adapter error), is a ServerBusyError. */
export function isServerBusy(err: unknown): boolean {
  return findInChain<{ serverBusy?: unknown }>(err, (e) => e.serverBusy === true) !== undefined;
}

interface Waiter {
  grant: () => void;
  refuse: (err: unknown) => void;
  timer: NodeJS.Timeout;
}

export class WorkQueue {
  private held = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly what: string,
    private readonly slots: number,
    private readonly maxWaitMs: number = QUEUE_WAIT_MS,
  ) {}

  /** How many wait for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Waits for a slot (at most maxWaitMs, else ServerBusyError) and answers the function that frees it, once. */
  acquire(): Promise<() => void> {
    if (this.held < this.slots && this.waiting.length === 0) {
      this.held++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => resolve(this.releaser()),
        refuse: reject,
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new ServerBusyError(this.what, this.maxWaitMs));
        }, this.maxWaitMs),
      };
      waiter.timer.unref();
      this.waiting.push(waiter);
    });
  }

  /**
   * Refuses everyone waiting now with `err`: the resource itself has failed (the database cannot be
   * reached), so they learn that at once instead of waiting their turn to find it out, or being told busy.
   */
  failWaiting(err: unknown): void {
    for (const waiter of this.waiting.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.refuse(err);
    }
  }

  /** Runs `work` in a slot. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  private releaser(): () => void {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next) {
        // the slot passes straight to the longest waiter: nobody arriving now can overtake it
        clearTimeout(next.timer);
        next.grant();
      } else {
        this.held--;
      }
    };
  }
}
