// The embedded database's thread (ADR 023): PGlite and its socket server run here, off the thread that
// serves HTTP, so the database's work and the rest of a request's run on two cores at once. embedded.ts
// starts it and talks to it with the messages below; Prisma reaches the database through the socket as
// before.
//
// Notifications keep their promise (notifications.ts): an answer that carries one is held until the
// main thread has handed it to its subscribers and said so, so a write never resolves before they ran.
import { parentPort, workerData } from "node:worker_threads";
import { chmodSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { offsetDate } from "../lib/clock.ts";
import { NOTIFY_CHANNELS, scanProtocolAnswers, type AnswerWatcher } from "./notifications.ts";
import { releaseParsedMessages } from "./pglite-messages.ts";

/** What the thread is started with. */
export interface WorkerStart {
  location: string;
  socketFile: string;
  startParams: string[];
  loadDataDir?: ArrayBuffer;
  maxConnections: number;
  /** The main thread's clock offset (lib/clock.ts): PostgreSQL's now() reads this thread's Date. */
  clockOffsetMs: number;
}

/** Thread → main. */
export type FromWorker =
  | { type: "ready" }
  | { type: "failed"; message: string }
  | { type: "notify"; id: number; notes: [string, string][] }
  | { type: "notifications-lost"; message: string }
  | { type: "connections"; id: number; count: number }
  | { type: "stopped" };

/** Main → thread. */
export type ToWorker = { type: "ack"; id: number } | { type: "connections"; id: number } | { type: "stop" };

const port = parentPort!;
const post = (msg: FromWorker) => port.postMessage(msg);
/** Notifications the main thread has not yet said it delivered, by id: their answers wait. */
const delivered = new Map<number, () => void>();
let nextId = 0;

/** The main thread's hub, across the threads: an answer with notifications waits until they were delivered. */
const toMainThread: AnswerWatcher = {
  heard: (notes) =>
    new Promise<void>((resolve) => {
      const id = ++nextId;
      delivered.set(id, resolve);
      post({ type: "notify", id, notes });
    }),
  lost: (err) => post({ type: "notifications-lost", message: err instanceof Error ? err.message : String(err) }),
};

async function start(data: WorkerStart): Promise<void> {
  // Before PGlite reads the time: now(), CURRENT_TIMESTAMP and CURRENT_DATE agree with the server's clock.
  if (data.clockOffsetMs !== 0) globalThis.Date = offsetDate(data.clockOffsetMs);
  const loadDataDir = data.loadDataDir ? new Blob([data.loadDataDir]) : undefined;
  const db = await PGlite.create(data.location, { extensions: { pg_trgm, unaccent }, startParams: data.startParams, loadDataDir });
  releaseParsedMessages(db);
  scanProtocolAnswers(db, toMainThread);
  // PGlite has one session, shared by every connection on the socket: LISTEN once, for all of them.
  for (const channel of Object.values(NOTIFY_CHANNELS)) await db.exec(`LISTEN "${channel}"`);
  const server = new PGLiteSocketServer({ db, path: data.socketFile, maxConnections: data.maxConnections });
  try {
    await server.start();
    chmodSync(data.socketFile, 0o600);
  } catch (err) {
    await server.stop();
    await db.close();
    throw err;
  }
  port.on("message", (msg: ToWorker) => {
    if (msg.type === "ack") {
      delivered.get(msg.id)?.();
      delivered.delete(msg.id);
    } else if (msg.type === "connections") {
      post({ type: "connections", id: msg.id, count: server.getStats().activeConnections });
    } else if (msg.type === "stop") {
      void (async () => {
        // Nobody is left to hear them: the answers they hold go on.
        for (const resolve of delivered.values()) resolve();
        await server.stop();
        await db.close();
        post({ type: "stopped" });
        port.close();
      })();
    }
  });
  post({ type: "ready" });
}

start(workerData as WorkerStart).catch((err: unknown) => {
  post({ type: "failed", message: err instanceof Error ? err.message : String(err) });
  port.close();
});
