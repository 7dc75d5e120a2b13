// Opens the database Savepoint runs on: DATABASE_URL when given, otherwise the embedded PGlite under
// DATA_DIR. Applies pending migrations before anything else touches it.
import { join } from "node:path";
import type { Logger } from "pino";
import { startEmbedded } from "./embedded.ts";
import { deployMigrations } from "./migrate/deploy.ts";
import type { NotificationHub } from "./notifications.ts";
import { createPrisma, type Db } from "./prisma.ts";

export interface Database {
  prisma: Db;
  url: string;
  kind: "embedded" | "postgres";
  /**
   * Embedded only: the database's notifications, seen at commit (see notifications.ts). A separate
   * PostgreSQL server has no such guarantee (another process may write), so callers query instead.
   */
  notifications?: NotificationHub;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | undefined;
  /** Directory for the embedded database; undefined → in memory. */
  dataDir: string | undefined;
  logger?: Pick<Logger, "info">;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const t0 = Date.now();
  if (opts.databaseUrl) {
    const applied = await deployMigrations(opts.databaseUrl);
    opts.logger?.info({ applied, ms: Date.now() - t0 }, "migrations applied (postgres)");
    const prisma = createPrisma(opts.databaseUrl, opts.poolSize ?? 10);
    return { prisma, url: opts.databaseUrl, kind: "postgres", close: () => prisma.$disconnect() };
  }
  const embedded = await startEmbedded(opts.dataDir ? join(opts.dataDir, "db") : undefined);
  const applied = await deployMigrations(embedded.url, { singleConnection: true });
  opts.logger?.info({ applied, ms: Date.now() - t0 }, "migrations applied (embedded)");
  // PGlite is a single session: one pooled connection keeps protocol messages from interleaving.
  const prisma = createPrisma(embedded.url, 1);
  return {
    prisma,
    url: embedded.url,
    kind: "embedded",
    notifications: embedded.notifications,
    async close() {
      await prisma.$disconnect();
      await embedded.stop();
    },
  };
}
