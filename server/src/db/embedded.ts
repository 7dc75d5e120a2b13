// The embedded database: PGlite (PostgreSQL compiled to WASM) persisted under DATA_DIR and served
// on a loopback socket, so Prisma talks to it through the same adapter-pg path as a real server.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** `dir` undefined → an in-memory database (tests). */
export async function startEmbedded(dir: string | undefined): Promise<EmbeddedDatabase> {
  let location = "memory://";
  if (dir) {
    mkdirSync(dir, { recursive: true });
    location = join(dir, "pglite");
  }
  const db = await PGlite.create(location, { extensions: { pg_trgm, unaccent } });
  // maxConnections ≥ 2: pg-pool replaces a client after a query error before the old socket is gone.
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 8 });
  await server.start();
  const url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
