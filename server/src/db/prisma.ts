// The Prisma client factory. A request pool answers or fails within DB_TIMEOUTS, so a database that is
// down or frozen costs a request at most about 2 s (a 503, http/errors.ts), never a hang; start-up and
// background work that may legitimately run long (catalog load, imports) use an unbounded pool.
// Requests wait for a free connection in a fair queue (QueuedPool): a wait that runs out means the
// server is busy (503 server_busy), never that the database is down (ADR 020).
import { createHash } from "node:crypto";
import type { Duplex } from "node:stream";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient, type Prisma } from "../generated/prisma/client.ts";
import { QUEUE_WAIT_MS, WorkQueue } from "../lib/work-queue.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

export { QUEUE_WAIT_MS };

export type Db = PrismaClient;

/**
 * Runs `work` in one transaction. A service draws the boundary (ADR 008); each statement inside is a
 * queries function taking the transaction. Feature queries files re-export it, so only they and this
 * module open transactions.
 */
export function inTransaction<T>(
  db: Db,
  work: (tx: Prisma.TransactionClient) => Promise<T>,
  options?: { timeout?: number; maxWait?: number; isolationLevel?: Prisma.TransactionIsolationLevel },
): Promise<T> {
  return db.$transaction(work, options);
}

/** The request pool's limits (PostgreSQL). Their sum stays under the 2 s a request may wait for the database. */
export const DB_TIMEOUTS = {
  /**
   * Opening a new connection (a frozen server accepts TCP but never answers). Waiting for a free one
   * is the queue's, bounded by QUEUE_WAIT_MS: a busy pool is not a database that is down.
   */
  connectMs: 800,
  /** A statement the server runs longer than this is cancelled by the server (SQLSTATE 57014). */
  statementMs: 1000,
  /** A query with no answer by then fails in the client (a frozen or unreachable server). */
  queryMs: 1200,
  /** A session left idle inside a transaction (its client gave up) is ended by the server. */
  idleInTransactionMs: 5000,
} as const;

export interface PrismaOptions {
  /** Apply DB_TIMEOUTS (request pools on PostgreSQL); false for work that may run long. */
  timeouts?: boolean;
  /**
   * Queue for the pool's connections, waiting at most this long for a turn (request pools:
   * QUEUE_WAIT_MS, ADR 020); omitted for work that may wait long (pg-pool's own unbounded queue).
   */
  queueWaitMs?: number;
  /**
   * The embedded database: the connections share one session. Statements are named (each parsed once),
   * and a new connection clears its predecessors' named statements.
   */
  sharedSession?: boolean;
  /**
   * DATABASE_URL goes through a pooler in transaction mode (PgBouncer): connect with only the startup
   * parameters it passes on (forPooler).
   */
  pooled?: boolean;
  /**
   * The embedded database: each connection is a stream from this process to it (EmbeddedDatabase's
   * connectInProcess) instead of its socket.
   */
  stream?: () => Duplex;
}

/** pg's message when a query got no answer within `query_timeout`. */
export const READ_TIMEOUT_MESSAGE = "Query read timeout";

const isReadTimeout = (err: unknown) => err instanceof Error && err.message === READ_TIMEOUT_MESSAGE;

/**
 * A connection whose query got no answer in time is dropped at once. pg keeps it open with the
 * unanswered query still in flight, so the next statement on it (a transaction's ROLLBACK) would
 * queue behind that query and wait out a second timeout; on a dropped connection it fails at once,
 * and the pool discards the connection when it comes back. The server rolls the transaction back
 * when it sees the connection gone.
 */
export class DroppingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    // The pool's own connectionTimeoutMillis also bounds the wait for a free connection; a new
    // connection's attempt keeps the short bound (a frozen server), whatever the pool is given.
    super({ ...config, connectionTimeoutMillis: DB_TIMEOUTS.connectMs });
  }

  override query(...args: unknown[]): never {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (err: unknown, res: unknown) => {
        if (isReadTimeout(err)) this.drop();
        (callback as (e: unknown, r: unknown) => void)(err, res);
      };
      return (super.query as (...a: unknown[]) => never)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch((err: unknown) => isReadTimeout(err) && this.drop());
    return result as never;
  }

  private drop() {
    this.on("error", () => {}); // the dead socket's error is expected here, and must not go unheard
    (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }
}

/**
 * Every session reads and writes time in UTC, whatever the server's or the database's time zone: the
 * timestamp columns hold UTC, and a default (CURRENT_TIMESTAMP) or now() in SQL must write UTC too.
 */
export const SESSION_OPTIONS = "-c TimeZone=UTC";

/**
 * A pool whose checkouts take turns in a WorkQueue with one slot per connection: a checkout waits at
 * most QUEUE_WAIT_MS for a free connection (else ServerBusyError, answered 503 server_busy), in arrival
 * order, and then finds one idle or opens one (bounded by DB_TIMEOUTS.connectMs on PostgreSQL). Prisma
 * checks out a connection for every query (pool.query) and every transaction (pool.connect).
 */
export class QueuedPool extends pg.Pool {
  readonly queue: WorkQueue;

  constructor(config: pg.PoolConfig & { max: number }, maxWaitMs: number) {
    super(config);
    this.queue = new WorkQueue("database connection", config.max, maxWaitMs);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    const checkout = this.checkout();
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, (err?: unknown) => client.release(err as Error | boolean | undefined)),
      (err: Error) => callback(err, undefined, () => {}),
    );
    return undefined;
  }

  private async checkout(): Promise<pg.PoolClient> {
    const free = await this.queue.acquire();
    let client: pg.PoolClient;
    try {
      client = await super.connect();
    } catch (err) {
      // The database cannot be reached: whoever waits behind this checkout would only find that out in
      // turn (and the last of them be told busy); they are told now, database_unavailable (ADR 020).
      if (isDatabaseUnavailable(err)) this.queue.failWaiting(err);
      free();
      throw err;
    }
    // pg-pool gives each checkout its own release: the connection goes back first, then the turn passes on
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => {
      try {
        release(err);
      } finally {
        free();
      }
    };
    return client;
  }
}

/**
 * Prisma's interactive transactions: `maxWait` (getting a connection to begin on) is longer than the
 * queue's own bound, so a transaction waits its turn in the queue and the queue says when it is too
 * long; `timeout` bounds the transaction once begun. Work that may run long passes its own (LONG_TX).
 */
export const TRANSACTION_OPTIONS = { maxWait: QUEUE_WAIT_MS + 1_000, timeout: 5_000 } as const;

/** At most this many distinct statements get a name (the server runs fewer than 200 shapes). */
export const NAMED_STATEMENTS_MAX = 400;

/**
 * Names for the statements a pool runs, so that each connection parses a statement once and then only
 * binds and executes it (node-postgres keeps a connection's named statements; PostgreSQL may keep their
 * plans): parsing and planning were most of what a simple read cost on the embedded database. A name is
 * `prefix` and a hash of the text. Past `max` distinct texts (a query whose text varies with its input,
 * such as an IN list) the rest go unnamed, parsed each time, so a connection holds a bounded number.
 */
export function statementNames(prefix: string, max = NAMED_STATEMENTS_MAX): (query: { sql: string }) => string | undefined {
  const names = new Map<string, string>();
  return ({ sql }) => {
    let name = names.get(sql);
    if (name === undefined && names.size < max) {
      name = `${prefix}${createHash("sha256").update(sql).digest("hex").slice(0, 24)}`;
      names.set(sql, name);
    }
    return name;
  };
}

let pools = 0;

/**
 * The statement a new connection of a pool runs first on a shared session: it drops the statements an
 * earlier connection of the same pool named there (pg-pool replaces a connection after an error, and
 * the newcomer would find its names taken). Other pools' statements stay: their prefixes differ.
 */
export function forgetStatementsSql(prefix: string): string {
  return `DO $forget$ DECLARE s text; BEGIN
    FOR s IN SELECT "name" FROM pg_prepared_statements WHERE starts_with("name", '${prefix}') LOOP EXECUTE format('DEALLOCATE %I', s); END LOOP;
  END $forget$`;
}

/**
 * Statement names for a pool on the embedded database's one session, shared by every connection to its
 * socket (this pool's, a test's second pool, the migrations'): each pool names its statements apart, and
 * a new connection of the pool first drops what an earlier one named there.
 */
function sharedSessionNames(config: pg.PoolConfig): (query: { sql: string }) => string {
  const prefix = `sp${(++pools).toString(36)}_`;
  // pg-pool awaits this before it hands the connection out: a statement sent from its "connect" event
  // instead went on the same client as the first query, which pg queues with a deprecation warning
  // (pg 9 refuses it).
  // (@types/pg types the hook as returning nothing; pg-pool awaits what it returns.)
  (config as { onConnect?: (client: pg.ClientBase) => Promise<void> }).onConnect = (client) =>
    client.query(forgetStatementsSql(prefix)).then(
      () => undefined,
      () => undefined,
    );
  // The adapter's type wants a name for every statement; it passes the value on as `name` to pg, which
  // runs a statement without one (past NAMED_STATEMENTS_MAX) unnamed.
  return statementNames(prefix) as (query: { sql: string }) => string;
}

/** What pg's Client sends to open a session (not in its types). */
type StartupConf = Record<string, string>;

/**
 * A client for a pooler in transaction mode. PgBouncer refuses a connection that sends `options` or a
 * setting it does not track ("unsupported startup parameter"), and a session setting would outlive the
 * client on a shared server connection anyway. It tracks TimeZone per client: UTC is sent that way
 * instead of in `options`. The server-side timeouts are not sent: the client's own read timeout
 * (DB_TIMEOUTS.queryMs) still answers a request in time (the README says how to bound statements at
 * the pooler).
 */
export function forPooler(Base: typeof pg.Client): typeof pg.Client {
  return class PooledClient extends Base {
    getStartupConf(): StartupConf {
      const conf = (Base.prototype as unknown as { getStartupConf(this: unknown): StartupConf }).getStartupConf.call(this);
      const { options: _options, statement_timeout: _statement, idle_in_transaction_session_timeout: _idle, ...kept } = conf;
      return { ...kept, TimeZone: "UTC" };
    }
  };
}

export function createPrisma(url: string, max: number, opts: PrismaOptions = {}): PrismaClient {
  const config: pg.PoolConfig & { max: number } = { connectionString: url, max, options: SESSION_OPTIONS };
  const Client = opts.timeouts ? DroppingClient : pg.Client;
  config.Client = opts.pooled ? forPooler(Client) : Client;
  if (opts.stream) config.stream = opts.stream;
  if (opts.timeouts) {
    Object.assign(config, {
      connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
      statement_timeout: DB_TIMEOUTS.statementMs,
      query_timeout: DB_TIMEOUTS.queryMs,
      idle_in_transaction_session_timeout: DB_TIMEOUTS.idleInTransactionMs,
      keepAlive: true,
    });
  }
  // Named on the embedded database only, where parsing and planning run on this process's one thread
  // (ADR 022). On PostgreSQL the load bench's seeding met a database_unavailable with names on, not yet
  // understood: there statements stay unnamed (parsed each time), as before.
  const statementNameGenerator = opts.sharedSession ? sharedSessionNames(config) : undefined;
  const pool = opts.queueWaitMs ? new QueuedPool(config, opts.queueWaitMs) : new pg.Pool(config);
  const adapter = new PrismaPg(pool, { disposeExternalPool: true, statementNameGenerator });
  // "minimal": otherwise every call of the client makes an Error to find its call site in our code,
  // for a code frame in the message of an error that almost never comes (about 1 % of the server's
  // CPU in the journal bench, and its garbage). Errors keep their code, meta and message.
  return new PrismaClient({ adapter, transactionOptions: TRANSACTION_OPTIONS, errorFormat: "minimal" });
}
