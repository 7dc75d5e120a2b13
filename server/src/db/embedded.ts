// The embedded database: PGlite (PostgreSQL compiled to WASM) persisted under DATA_DIR and served
// on a Unix socket, so Prisma talks to it through the same adapter-pg path as a real server.
// PGlite's socket server accepts any user name and password, so the socket itself is the lock: it
// lives in a directory only this user may enter (0700) and is itself 0600. No TCP port is opened.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { clockOffsetMs } from "../lib/clock.ts";
import type { FromWorker, ToWorker, WorkerStart } from "./embedded.worker.ts";
import { NotificationHub } from "./notifications.ts";

export interface EmbeddedDatabase {
  /** A postgresql:// URL naming the socket's directory (`?host=`): only this user can connect with it. */
  url: string;
  /** The directory holding the socket (mode 0700). */
  socketDir: string;
  /** Every NOTIFY on NOTIFY_CHANNELS, by whichever connection, delivered as its transaction commits. */
  notifications: NotificationHub;
  /** How many clients are connected to the socket now. */
  connections(): Promise<number>;
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
  logger?: { info(obj: object, msg?: string): void; error?(obj: object, msg?: string): void };
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

/** How long a stopping database may take to close its files before its thread is ended. */
const STOP_MS = 30_000;

/**
 * Starts the database's thread (embedded.worker.ts): in the built server, dist/embedded-worker.js
 * beside the bundle; from the sources (tests, benches), the TypeScript file, loaded through tsx.
 */
function startThread(start: WorkerStart): Worker {
  const options = { workerData: start, transferList: start.loadDataDir ? [start.loadDataDir] : [] };
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./embedded-worker.js", import.meta.url), options);
  const entry = JSON.stringify(new URL("./embedded.worker.ts", import.meta.url).href);
  return new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${entry}); });`, { ...options, eval: true });
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
  let socket: ReturnType<typeof socketDirectory> | undefined;
  let worker: Worker | undefined;
  const notifications = new NotificationHub();
  try {
    socket = socketDirectory(dir, opts.logger);
    const socketFile = join(socket.path, SOCKET_NAME);
    // A socket left by a process killed with -9 (the lock says none is alive now).
    rmSync(socketFile, { force: true });
    const loadDataDir = opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined;
    // maxConnections ≥ 2: pg-pool replaces a client after a query error before the old socket is gone.
    const start: WorkerStart = { location, socketFile, startParams: embeddedStartParams(), loadDataDir, maxConnections: 8, clockOffsetMs: clockOffsetMs() };
    worker = startThread(start);
    await ready(worker);
  } catch (err) {
    await worker?.terminate();
    socket?.remove();
    unlock();
    throw err;
  }
  const thread = worker;
  const counts = new Map<number, (n: number) => void>();
  let asked = 0;
  let stopping = false;
  thread.on("message", (msg: FromWorker) => {
    if (msg.type === "notify") {
      for (const [channel, payload] of msg.notes) notifications.deliver(channel, payload);
      thread.postMessage({ type: "ack", id: msg.id } satisfies ToWorker);
    } else if (msg.type === "notifications-lost") {
      notifications.fail(new Error(msg.message));
    } else if (msg.type === "connections") {
      counts.get(msg.id)?.(msg.count);
      counts.delete(msg.id);
    }
  });
  // The thread ending on its own (out of memory, a crash in PostgreSQL): every query fails from now on
  // (database_unavailable), and nothing may trust what it was told would be announced.
  thread.on("exit", (code) => {
    if (stopping) return;
    notifications.fail(new Error(`the embedded database stopped (thread exit ${code})`));
    opts.logger?.error?.({ code }, "the embedded database's thread stopped: restart Savepoint");
  });
  thread.on("error", (err) => opts.logger?.error?.({ err }, "the embedded database's thread failed"));
  const url = `postgresql://postgres@localhost:${SOCKET_PORT}/postgres?host=${encodeURIComponent(socket.path)}&sslmode=disable`;
  const { remove } = socket;
  return {
    url,
    socketDir: socket.path,
    notifications,
    connections: () =>
      new Promise((resolve) => {
        const id = ++asked;
        counts.set(id, resolve);
        thread.postMessage({ type: "connections", id } satisfies ToWorker);
      }),
    async stop() {
      if (stopping) return;
      stopping = true;
      const exited = new Promise((resolve) => thread.once("exit", resolve));
      thread.postMessage({ type: "stop" } satisfies ToWorker);
      const timer = setTimeout(() => void thread.terminate(), STOP_MS);
      await exited;
      clearTimeout(timer);
      remove();
      unlock();
    },
  };
}

/** Resolves when the thread's database listens on its socket; rejects with why it could not start. */
function ready(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: FromWorker) => {
      if (msg.type === "ready") done(resolve);
      else if (msg.type === "failed") done(() => reject(new Error(msg.message)));
    };
    const onError = (err: Error) => done(() => reject(err));
    const onExit = (code: number) => done(() => reject(new Error(`the embedded database's thread ended while starting (exit ${code})`)));
    const done = (then: () => void) => {
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      then();
    };
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
  });
}
