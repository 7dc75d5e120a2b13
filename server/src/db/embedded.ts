// The embedded database: PGlite (PostgreSQL compiled to WASM) persisted under DATA_DIR and served
// on a loopback socket, so Prisma talks to it through the same adapter-pg path as a real server.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { NOTIFY_CHANNELS, NotificationHub, scanProtocolAnswers } from "./notifications.ts";

export interface EmbeddedDatabase {
  url: string;
  /** Every NOTIFY on NOTIFY_CHANNELS, by whichever connection, delivered as its transaction commits. */
  notifications: NotificationHub;
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

/** `dir` undefined → an in-memory database (tests). */
export async function startEmbedded(dir: string | undefined): Promise<EmbeddedDatabase> {
  let location = "memory://";
  let unlock = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    unlock = lock(dir);
    location = join(dir, "pglite");
  }
  const db = await PGlite.create(location, { extensions: { pg_trgm, unaccent } });
  const notifications = new NotificationHub();
  scanProtocolAnswers(db, notifications);
  // PGlite has one session, shared by every connection on the socket: LISTEN once, for all of them.
  for (const channel of Object.values(NOTIFY_CHANNELS)) await db.exec(`LISTEN "${channel}"`);
  // maxConnections ≥ 2: pg-pool replaces a client after a query error before the old socket is gone.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 8 });
  await server.start();
  const url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return {
    url,
    notifications,
    async stop() {
      await server.stop();
      await db.close();
      unlock();
    },
  };
}
