// An express-rate-limit Store that keeps its counters in the database, so a limit holds for the whole
// instance however many server processes share the database (a memory store would give each process
// its own allowance). One store per limiter: its prefix keeps the limiters' counters apart.
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { Db } from "../db/prisma.ts";
import { countHit, deleteEndedBefore, deleteKey, deletePrefix, readHits, uncountHit, type HitsRow } from "./rate-limit-store.queries.ts";

export interface DbRateLimitStoreOptions {
  /** Names the limiter ("sign-in:"); keys of different limiters never meet. */
  prefix: string;
  /** The clock windows are measured with (tests move it by hand). */
  now?: () => Date;
}

const toInfo = (row: HitsRow): ClientRateLimitInfo => ({ totalHits: row.hits, resetTime: row.resetAt });

export class DbRateLimitStore implements Store {
  readonly prefix: string;
  /** Counts are shared with other processes: express-rate-limit must not assume it sees them all. */
  readonly localKeys = false;
  private windowMs = 60_000;
  private readonly now: () => Date;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    opts: DbRateLimitStoreOptions,
  ) {
    this.prefix = opts.prefix;
    this.now = opts.now ?? (() => new Date());
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await readHits(this.db, this.prefix + key, this.now());
    return row && toInfo(row);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now();
    const row = await countHit(this.db, this.prefix + key, now, new Date(now.getTime() + this.windowMs));
    await this.sweep(now);
    return toInfo(row);
  }

  async decrement(key: string): Promise<void> {
    await uncountHit(this.db, this.prefix + key, this.now());
  }

  async resetKey(key: string): Promise<void> {
    await deleteKey(this.db, this.prefix + key);
  }

  async resetAll(): Promise<void> {
    await deletePrefix(this.db, this.prefix);
  }

  /**
   * At most once per window (per process), deletes the rows of every limiter that have been idle for a
   * whole window since theirs ended, so clients that went away do not stay in the table.
   */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < this.windowMs) return;
    this.lastSweep = now.getTime();
    await deleteEndedBefore(this.db, new Date(now.getTime() - this.windowMs));
  }
}

/** The store for one limiter; `name` becomes its key prefix. */
export function createDbRateLimitStore(db: Db, name: string, now?: () => Date): Store {
  return new DbRateLimitStore(db, { prefix: `${name}:`, now });
}

/**
 * A counter of hits per key in fixed windows of `windowMs`, shared by every process on the database:
 * each call counts one hit and answers the key's hits in its current window.
 */
export function createDbHitCounter(db: Db, name: string, windowMs: number, now?: () => Date): (key: string) => Promise<number> {
  const store = new DbRateLimitStore(db, { prefix: `${name}:`, now });
  store.init({ windowMs } as Options);
  return async (key) => (await store.increment(key)).totalHits;
}
