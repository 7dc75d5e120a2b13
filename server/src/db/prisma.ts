// The Prisma client factory. A request pool answers or fails within DB_TIMEOUTS, so a database that is
// down or frozen costs a request at most about 2 s (a 503, http/errors.ts), never a hang; start-up and
// background work that may legitimately run long (catalog load, imports) use an unbounded pool.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client.ts";

export type Db = PrismaClient;

/** The request pool's limits (PostgreSQL). Their sum stays under the 2 s a request may wait for the database. */
export const DB_TIMEOUTS = {
  /** Getting a connection: a free one from the pool, or a new one (a frozen server accepts TCP but never answers). */
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

export function createPrisma(url: string, max: number, opts: PrismaOptions = {}): PrismaClient {
  if (!opts.timeouts) return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max, options: SESSION_OPTIONS }) });
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: SESSION_OPTIONS,
    Client: DroppingClient,
    connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
    statement_timeout: DB_TIMEOUTS.statementMs,
    query_timeout: DB_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: DB_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
  });
  return new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
}
