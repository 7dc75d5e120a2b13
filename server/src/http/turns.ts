// Requests take turns (ADR 024): at most `slots` route handlers run at once, the others wait in
// arrival order, none longer than TURN_WAIT_MS (then 503 server_busy, as every bounded queue here).
// Without turns, fifty requests in progress interleave at every database round trip: a request that
// makes eight waits behind everyone eight times, so the tail grows with a request's round trips and
// the interleaving itself costs CPU. In turns, a request waits once, for those that came before it.
// A route whose time goes to waiting off the server's thread (a password hash, a remote cover, a
// download a client reads at its own pace) declares `takesTurn: false` and runs beside the turns.
import type { Request, Response } from "express";
import { WorkQueue } from "../lib/work-queue.ts";

/** The longest a request waits for its turn; the database queue behind it is short once requests take turns. */
export const TURN_WAIT_MS = 3_000;

/**
 * How many requests are in turn at once, by database. The embedded database runs on the server's own
 * thread, so more than two in turn only interleave them; PostgreSQL works beside it on its own
 * connections (the request pool has 10), so twice the pool keeps them busy. Measured in ADR 024.
 */
export const REQUEST_TURNS = { embedded: 2, postgres: 20 } as const;

const LOCALS_KEY = "requestTurns";

/** Requests to `app` take turns from now on, `slots` at a time. */
export function keepRequestTurns(app: { locals: Record<string, unknown> }, slots: number, waitMs = TURN_WAIT_MS): WorkQueue {
  const queue = new WorkQueue("request turn", slots, waitMs);
  app.locals[LOCALS_KEY] = queue;
  return queue;
}

/** The app's turns, if it has them. */
export function requestTurns(app: { locals: Record<string, unknown> }): WorkQueue | undefined {
  const queue: unknown = app.locals[LOCALS_KEY];
  return queue instanceof WorkQueue ? queue : undefined;
}

const TURN_KEY = Symbol("turn");

/** A request's hold on its turn: given up when the answer is handed over, or for a wait off the thread. */
class Turn {
  private free: (() => void) | undefined;
  constructor(private readonly queue: WorkQueue) {}

  async take(): Promise<void> {
    this.free = await this.queue.acquire();
  }

  pass(): void {
    const free = this.free;
    this.free = undefined;
    free?.();
  }
}

/**
 * Waits for this request's turn (ServerBusyError when it does not come within the wait). The turn
 * passes on as soon as the answer is handed over (`res.end`), not when a slow client has read it,
 * or when the client goes away first. False when the client went away while it waited: nobody is
 * left to answer, so the request is not run.
 */
export async function takeTurn(req: Request, res: Response): Promise<boolean> {
  const queue = requestTurns(req.app);
  if (!queue) return true;
  const turn = new Turn(queue);
  await turn.take();
  if (res.closed) {
    turn.pass();
    return false;
  }
  (res.locals as Record<symbol, Turn>)[TURN_KEY] = turn;
  const end = res.end.bind(res) as (...a: unknown[]) => Response;
  res.end = function (...args: unknown[]) {
    try {
      return end(...args);
    } finally {
      turn.pass();
    }
  } as Response["end"];
  res.once("close", () => turn.pass());
  return true;
}

/** Runs `wait` (a wait off the server's thread: a remote fetch) with the turn given up, then queues for it again. */
export type Aside = <T>(wait: () => Promise<T>) => Promise<T>;

/** The Aside of the request answered by `res`: gives its turn up while `wait` runs (ADR 024). */
export function asideOf(res: Response): Aside {
  return async (wait) => {
    const turn = (res.locals as Record<symbol, Turn | undefined>)[TURN_KEY];
    if (!turn) return wait();
    turn.pass();
    try {
      return await wait();
    } finally {
      await turn.take();
    }
  };
}
