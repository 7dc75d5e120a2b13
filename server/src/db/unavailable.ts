// What a database that is down, restarting, frozen or overloaded looks like, by the time the error
// reaches a request: Prisma's connection codes, the driver adapter's error kinds and SQLSTATEs, and
// node-postgres's own errors (its pool and query timeouts, closed sockets). http/errors.ts answers all
// of them with 503 database_unavailable; anything else stays what it is.
import { findInChain } from "../lib/error-chain.ts";

/** Prisma: can't reach the server, timed out, server closed the connection, pool timeout. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
/** The driver adapter's kinds for a connection that failed. */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
/**
 * SQLSTATEs: class 08 (connection exception), 57014 (cancelled: the statement timeout), 57P01–57P03
 * (shut down, crashed, not accepting connections yet), 53300 (too many connections).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57014|57P0[1-3]|53300)$/;
/** A PostgreSQL Unix socket (the embedded database's) that is gone or refuses: node-postgres passes it on raw. */
const UNIX_SOCKET = /\.s\.PGSQL\.\d+$/;
const UNIX_SOCKET_CODES = new Set(["ENOENT", "ECONNREFUSED", "ECONNRESET", "EPIPE"]);
/** node-postgres (client and pool) raises these as plain Errors, with no code. */
const DRIVER_MESSAGES = [
  "Query read timeout",
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

interface ErrorShape {
  code?: unknown;
  errorCode?: unknown;
  kind?: unknown;
  message?: unknown;
  address?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown };
}

function matches(e: ErrorShape): boolean {
  const code = typeof e.code === "string" ? e.code : typeof e.errorCode === "string" ? e.errorCode : "";
  if (PRISMA_CODES.has(code) || SQLSTATE.test(code)) return true;
  if (UNIX_SOCKET_CODES.has(code) && typeof e.address === "string" && UNIX_SOCKET.test(e.address)) return true;
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  const message = typeof e.message === "string" ? e.message : "";
  return DRIVER_MESSAGES.some((m) => message.startsWith(m));
}

/** True when `err` (or what it wraps) says the database could not be reached or did not answer in time. */
export function isDatabaseUnavailable(err: unknown): boolean {
  return findInChain<ErrorShape>(err, matches) !== undefined;
}
