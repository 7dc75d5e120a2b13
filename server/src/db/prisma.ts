// The Prisma client factory. A request pool answers or fails within DB_TIMEOUTS, so a database that is
// down or frozen costs a request at most about 2 s (a 503, http/errors.ts), never a hang; start-up and
// background work that may legitimately run long (catalog load, imports) use an unbounded pool.
import { PrismaPg } from "@prisma/adapter-pg";
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

export function createPrisma(url: string, max: number, opts: PrismaOptions = {}): PrismaClient {
  const limits = opts.timeouts
    ? {
        connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
        statement_timeout: DB_TIMEOUTS.statementMs,
        query_timeout: DB_TIMEOUTS.queryMs,
        idle_in_transaction_session_timeout: DB_TIMEOUTS.idleInTransactionMs,
        keepAlive: true,
      }
    : {};
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max, ...limits }) });
}
