// The embedded database: PGlite (PostgreSQL compiled to WASM) persisted under DATA_DIR and served by
// our protocol server (protocol-server.ts), so Prisma talks to it through the same adapter-pg path as a
// real server: the server's own pool in process (in-process-stream.ts), every other client on a Unix
// socket. The socket accepts any user name and password, so the socket itself is the lock: it lives
// in a directory only this user may enter (0700) and is itself 0600. No TCP port is opened.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Duplex } from "node:stream";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { NOTIFY_CHANNELS, NotificationHub, scanProtocolAnswers } from "./notifications.ts";
import { lazyBundledFiles, type BundleFs } from "./pglite-bundle.ts";
import { releaseParsedMessages } from "./pglite-messages.ts";
import { ProtocolServer } from "./protocol-server.ts";

export interface EmbeddedDatabase {
  /** A postgresql:// URL naming the socket's directory (`?host=`): only this user can connect with it. */
  url: string;
  /** The directory holding the socket (mode 0700). */
  socketDir: string;
  /** Every NOTIFY on NOTIFY_CHANNELS, by whichever connection, delivered as its transaction commits. */
  notifications: NotificationHub;
  /** A connection from this process that needs no socket (node-postgres's `stream` option: in-process-stream.ts). */
  connectInProcess(): Duplex;
  /** How many clients are connected now (by the socket or in process). */
  connections(): number;
  stop(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** PGlite is single-process: a lock file keeps a second process (e.g. an import) off a live directory. */
function lock(dir: string): () => void {
  const file = join(dir, "owner.pid");
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, "utf8").trim());
    if (pid && pid !== process.pid && alive(pid)) {
      throw new Error(`The embedded database in ${dir} is in use by process ${pid}. Stop that Savepoint server first, or use DATABASE_URL.`);
    }
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The file in a data directory's `db` folder naming the socket's URL while a process serves it. */
export const SOCKET_URL_FILE = "socket.url";

/**
 * The URL of the embedded database a live process serves from `dir` (DATA_DIR/db), or undefined when
 * no process holds it (then a program may open it itself).
 */
export function runningEmbeddedUrl(dir: string): string | undefined {
  const pidFile = join(dir, "owner.pid");
  const urlFile = join(dir, SOCKET_URL_FILE);
  if (!existsSync(pidFile) || !existsSync(urlFile)) return undefined;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  if (!pid || pid === process.pid || !alive(pid)) return undefined;
  return readFileSync(urlFile, "utf8").trim();
}

/** node-postgres finds a server's socket as `<host>/.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;
const SOCKET_NAME = `.s.PGSQL.${SOCKET_PORT}`;
/** The longest Unix socket path everywhere: sun_path holds 104 bytes on macOS, 108 on Linux, with the NUL. */
const MAX_SOCKET_PATH = 103;

/** A directory only this user may enter: made (or set) 0700, and refused if it is someone else's. */
function ownDirectory(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  const st = statSync(path);
  if (!st.isDirectory() || (process.getuid && st.uid !== process.getuid())) {
    throw new Error(`${path} must be a directory owned by the user running Savepoint (the embedded database keeps it private)`);
  }
  chmodSync(path, 0o700);
}

/**
 * Where the socket goes: `<dir>/socket` when `dir` is short enough for a socket path, else (and for an
 * in-memory database) a fresh private directory under the system's temporary folder, removed on stop.
 */
export function socketDirectory(dir: string | undefined, logger: EmbeddedOptions["logger"]): { path: string; remove: () => void } {
  if (dir) {
    const path = join(dir, "socket");
    if (Buffer.byteLength(join(path, SOCKET_NAME)) <= MAX_SOCKET_PATH) {
      ownDirectory(path);
      return { path, remove: () => rmSync(join(path, SOCKET_NAME), { force: true }) };
    }
  }
  const path = mkdtempSync(join(tmpdir(), "savepoint-db-")); // created 0700
  if (Buffer.byteLength(join(path, SOCKET_NAME)) > MAX_SOCKET_PATH) {
    rmSync(path, { recursive: true, force: true });
    throw new Error(`No short enough folder for the embedded database's socket: set TMPDIR to a shorter path than ${tmpdir()}`);
  }
  if (dir) logger?.info({ socketDir: path }, `embedded database: ${dir} is too deep for a socket path, using a private folder instead`);
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface EmbeddedOptions {
  logger?: { info(obj: object, msg?: string): void };
  /**
   * An in-memory database only: start from this data directory (a tarball made by PGlite's
   * `dumpDataDir`) instead of an empty one. The tests copy one migrated database this way.
   */
  loadDataDir?: Blob;
}

/**
 * PostgreSQL's memory settings for the embedded database. PGlite's WASM memory never shrinks once
 * grown, and PostgreSQL's defaults (shared_buffers 128MB, maintenance_work_mem 64MB) are sized for a
 * dedicated server: with them an idle Savepoint held ~290 MB for the database alone. Search never
 * reads the table (the in-memory index answers it), a library is a few thousand rows, and the data
 * files stay in the operating system's page cache, so small buffers cost no measurable speed.
 */
export const EMBEDDED_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "8MB",
  wal_buffers: "1MB",
  temp_buffers: "2MB",
  work_mem: "2MB",
  maintenance_work_mem: "16MB",
  effective_cache_size: "64MB",
  // Timestamps are UTC whatever the host's zone (as on PostgreSQL: SESSION_OPTIONS in prisma.ts).
  TimeZone: "UTC",
};

/** PGlite's own start parameters followed by EMBEDDED_SETTINGS as `-c name=value`. */
export function embeddedStartParams(): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(EMBEDDED_SETTINGS).flatMap(([k, v]) => ["-c", `${k}=${v}`])];
}

/** `dir` undefined → an in-memory database (tests). */
export async function startEmbedded(dir: string | undefined, opts: EmbeddedOptions = {}): Promise<EmbeddedDatabase> {
  let location = "memory://";
  let unlock = () => {};
  if (dir && opts.loadDataDir) throw new Error("loadDataDir starts an in-memory database: give no directory with it");
  if (dir) {
    // The database files are as private as its socket (a folder made by an older version may be 0755).
    ownDirectory(dir);
    unlock = lock(dir);
    location = join(dir, "pglite");
  }
  const db = await PGlite.create(location, { extensions: { pg_trgm, unaccent }, startParams: embeddedStartParams(), loadDataDir: opts.loadDataDir });
  const notifications = new NotificationHub();
  lazyBundledFiles((db as unknown as { Module: { FS: BundleFs } }).Module.FS);
  releaseParsedMessages(db);
  scanProtocolAnswers(db, notifications);
  // PGlite has one session, shared by every connection on the socket: LISTEN once, for all of them.
  for (const channel of Object.values(NOTIFY_CHANNELS)) await db.exec(`LISTEN "${channel}"`);
  let socket: ReturnType<typeof socketDirectory> | undefined;
  let server: ProtocolServer | undefined;
  try {
    socket = socketDirectory(dir, opts.logger);
    // A socket left by a process killed with -9 (the lock says none is alive now).
    rmSync(join(socket.path, SOCKET_NAME), { force: true });
    // maxConnections ≥ 2: pg-pool replaces a client after a query error before the old socket is gone.
    server = new ProtocolServer(db, { path: join(socket.path, SOCKET_NAME), maxConnections: 8 });
    await server.start();
    chmodSync(join(socket.path, SOCKET_NAME), 0o600);
  } catch (err) {
    await server?.stop();
    socket?.remove();
    await db.close();
    unlock();
    throw err;
  }
  const url = `postgresql://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(socket.path)}&sslmode=disable`;
  // Where another program of this user (`npm run backup`) finds the running database.
  const urlFile = dir ? join(dir, SOCKET_URL_FILE) : undefined;
  if (urlFile) writeFileSync(urlFile, url, { mode: 0o600 });
  const { remove } = socket;
  const listening = server;
  return {
    url,
    socketDir: socket.path,
    notifications,
    connectInProcess: () => listening.connectInProcess(),
    connections: () => listening.size,
    async stop() {
      await listening.stop();
      if (urlFile) rmSync(urlFile, { force: true });
      remove();
      await db.close();
      unlock();
    },
  };
}
