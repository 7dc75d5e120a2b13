// Start-up helpers for index.ts: take the port early (answering 503 until the app is ready), say in
// one line what a self-hoster can fix (port taken, data in use), and the lines worth reading once up.
import { createServer, type RequestListener, type Server } from "node:http";

/** A start-up failure the person running Savepoint can fix: said in one line, without a stack. */
export class StartupError extends Error {}

/** The one-line reason a listen failed, for the causes a setting fixes; undefined for anything else. */
export function listenErrorMessage(err: unknown, port: number, host: string): string | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE") return `Port ${port} is already in use. Set PORT to another port, or stop the program using it.`;
  if (code === "EACCES") return `Port ${port} needs privileges this user lacks. Set PORT to 1024 or above, or serve it through a reverse proxy.`;
  if (code === "EADDRNOTAVAIL") return `HOST ${host} is not an address of this machine. Set HOST to 127.0.0.1, 0.0.0.0 or one of its addresses.`;
  return undefined;
}

/** Messages of errors that are already a complete sentence for the operator (no stack helps them). */
const SELF_EXPLAINING = [/^Invalid configuration:/, /is in use by process \d+/];

export function isSelfExplaining(err: unknown): err is Error {
  return err instanceof StartupError || (err instanceof Error && SELF_EXPLAINING.some((re) => re.test(err.message)));
}

export interface EarlyServer {
  server: Server;
  port: number;
  /** Hands requests to the app from now on. */
  attach(app: RequestListener): void;
}

/**
 * Listens before anything slow (a first start's preparation, migrations, the catalog and its index),
 * so a taken port is found at once; until attach, every request gets 503 with Retry-After.
 */
export function listenEarly(port: number, host: string): Promise<EarlyServer> {
  let handler: RequestListener = (_req, res) => {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" });
    res.end("Savepoint is starting; try again in a few seconds.\n");
  };
  const server = createServer((req, res) => handler(req, res));
  return new Promise((resolve, reject) => {
    server.once("error", (err) => {
      const message = listenErrorMessage(err, port, host);
      reject(message ? new StartupError(message) : err);
    });
    server.listen(port, host, () => {
      const addr = server.address();
      resolve({
        server,
        port: typeof addr === "object" && addr ? addr.port : port,
        attach: (app) => {
          handler = app;
        },
      });
    });
  });
}

/** The address to type into a browser: a wildcard host means this machine, reached as localhost. */
export function browserUrl(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Where the data lives, without the database password. */
export function dataLocation(kind: "embedded" | "postgres", dataDir: string, databaseUrl: string | undefined): string {
  if (kind === "embedded" || !databaseUrl) return `Data: ${dataDir} (embedded database; \`npm run backup -- <folder>\` backs it up while it runs)`;
  let where = "DATABASE_URL";
  try {
    const u = new URL(databaseUrl);
    where = `${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname}`;
  } catch {
    /* keep the generic name */
  }
  return `Data: PostgreSQL at ${where}; cached covers in ${dataDir} (\`npm run backup -- <folder>\` backs both up)`;
}
