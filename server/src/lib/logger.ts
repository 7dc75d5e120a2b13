// The one logger shape the server's modules accept. A pino logger fits; tests pass `silentLogger`.
// Messages never contain credentials (pino's redaction in http/logger.ts covers request headers).

type LogFn = (obj: object, msg?: string) => void;

export interface Logger {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
  debug: LogFn;
}

const nothing: LogFn = () => {};

export const silentLogger: Logger = { info: nothing, warn: nothing, error: nothing, debug: nothing };
