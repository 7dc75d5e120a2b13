import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import { prettyDestination, usePretty, type LogFormat } from "./log-format.ts";

/**
 * The server's logger: JSON lines (one event per line, for log collectors) unless the format says
 * pretty, or is auto and stdout is a terminal; then one readable line per event (log-format.ts).
 */
export function createLogger(level: string, format: LogFormat = "json", isTerminal = Boolean(process.stdout.isTTY)): Logger {
  const options = {
    level,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]', "*.password", "*.token"], remove: true },
  };
  if (!usePretty(format, isTerminal)) return pino(options);
  // Synchronous, like pino's default destination, so a fatal line is out before process.exit.
  return pino(options, prettyDestination(pino.destination({ dest: 1, sync: true })));
}

const ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A request that took this long is logged as a warning, whatever its status. */
export const SLOW_REQUEST_MS = 2_000;

/**
 * One request id per request (a sane incoming X-Request-Id is kept), echoed in the response. Each
 * request is logged when it ends: an error for a 5xx, a warning for a 4xx or one slower than `slowMs`
 * (an operator's first clue to a busy database; level info hides the rest), info otherwise.
 */
export function httpLogger(logger: Logger, { slowMs = SLOW_REQUEST_MS }: { slowMs?: number } = {}) {
  const startedAt = new WeakMap<IncomingMessage, number>();
  const slow = (req: IncomingMessage) => performance.now() - (startedAt.get(req) ?? performance.now()) >= slowMs;
  const log = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && ID.test(incoming) ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 || slow(req) ? "warn" : "info"),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === "/api/health" },
  });
  return (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
    startedAt.set(req, performance.now());
    log(req, res, next);
  };
}
