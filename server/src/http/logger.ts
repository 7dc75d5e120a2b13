import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { pino, type Logger } from "pino";
import { stackMapper } from "../lib/stack-map.ts";
import { prettyDestination, usePretty, type LogFormat } from "./log-format.ts";

/** In the bundle (server/dist/index.js), a logged error's stack names the sources through the bundle's map. */
const stacks = stackMapper(import.meta.url);

/** pino's error serializer, with the stack's positions in the bundle mapped to the sources. */
export function serializeError(err: unknown, mapper = stacks): unknown {
  const out = pino.stdSerializers.err(err as Error) as unknown;
  if (out !== null && typeof out === "object" && typeof (out as { stack?: unknown }).stack === "string") {
    const shown = out as { stack: string };
    shown.stack = mapper.map(shown.stack);
  }
  return out;
}

/**
 * The server's logger: JSON lines (one event per line, for log collectors) unless the format says
 * pretty, or is auto and stdout is a terminal; then one readable line per event (log-format.ts).
 */
export function createLogger(level: string, format: LogFormat = "json", isTerminal = Boolean(process.stdout.isTTY)): Logger {
  const options = {
    level,
    serializers: { err: serializeError },
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "*.password", "*.token"], remove: true },
  };
  if (!usePretty(format, isTerminal)) return pino(options);
  // Synchronous, like pino's default destination, so a fatal line is out before process.exit.
  return pino(options, prettyDestination(pino.destination({ dest: 1, sync: true })));
}

const ID = /^[A-Za-z0-9._-]{8,64}$/;
const HEALTH = "/api/health";

/** A request that took this long is logged as a warning, whatever its status. */
export const SLOW_REQUEST_MS = 2_000;

/**
 * One request id per request (a sane incoming X-Request-Id is kept), echoed in the response. Each
 * request is logged when it ends: an error for a 5xx, a warning for a 4xx or one slower than `slowMs`
 * (an operator's first clue to a busy database; level info hides the rest), info otherwise. A request
 * whose client went away before the answer was sent is logged as aborted.
 *
 * Our own middleware rather than pino-http: the same line (`req`, `res`, `responseTime`), without a
 * child logger and serializer wrappers made for every request. `req.log` is the server's logger; an
 * error handler adds the request to what it logs (`requestBindings`).
 */
export function httpLogger(logger: Logger, { slowMs = SLOW_REQUEST_MS }: { slowMs?: number } = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const startedAt = performance.now();
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && ID.test(incoming) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", id);
    req.id = id;
    req.log = logger;
    if (req.originalUrl === HEALTH) return next();
    const done = () => {
      res.off("close", done);
      res.off("finish", done);
      const responseTime = performance.now() - startedAt;
      const line = { ...requestBindings(req), res: { statusCode: res.statusCode }, responseTime };
      if (!res.writableFinished) logger.warn(line, "request aborted");
      else if (res.statusCode >= 500) logger.error(line, "request errored");
      else if (res.statusCode >= 400 || responseTime >= slowMs) logger.warn(line, "request completed");
      else logger.info(line, "request completed");
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}

/** What an error handler's line says of the request it failed (the request log's own fields). */
export function requestBindings(req: Request): { req: { id: string | undefined; method: string; url: string } } {
  return { req: { id: req.id, method: req.method, url: req.originalUrl } };
}
