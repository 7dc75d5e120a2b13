// Opens the database Savepoint runs on: DATABASE_URL when given, otherwise the embedded PGlite under
// DATA_DIR. Applies pending migrations before anything else touches it.
import { join } from "node:path";
import type { Logger } from "../lib/logger.ts";
import { startEmbedded } from "./embedded.ts";
import { listenForNotifications } from "./listener.ts";
import { startMaintenance } from "./maintenance.ts";
import { deployMigrations, type DeployOptions } from "./migrate/deploy.ts";
import { StartupError } from "../startup.ts";
import { NOTIFY_CHANNELS, NotificationHub } from "./notifications.ts";
import { QUEUE_WAIT_MS, createPrisma, type Db } from "./prisma.ts";

export interface Database {
  /** For requests: on PostgreSQL it answers or fails within DB_TIMEOUTS (prisma.ts). */
  prisma: Db;
  /** For start-up and background work that may run long (catalog load and index, imports): no statement timeout. */
  bulk: Db;
  url: string;
  kind: "embedded" | "postgres";
  /**
   * Embedded only: the database's notifications, seen at commit (see notifications.ts). A separate
   * PostgreSQL server has no such guarantee (another process may write), so callers query instead.
   */
  notifications?: NotificationHub;
  /**
   * Sign-outs and account changes by any process (NOTIFY_CHANNELS.sessionChanges): on the embedded
   * database the same hub as `notifications`, on PostgreSQL a LISTEN connection's (listener.ts).
   */
  sessionChanges: NotificationHub;
  /**
   * What may change a community answer (NOTIFY_CHANNELS.communityChanges), heard from every process:
   * on the embedded database the same hub as `notifications`, on PostgreSQL the LISTEN connection's.
   */
  communityChanges: NotificationHub;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl: string | undefined;
  /**
   * A direct connection to the same PostgreSQL database (DATABASE_LISTEN_URL), for what needs a
   * session of its own: LISTEN and the migrations' advisory lock. Needed when DATABASE_URL goes through
   * a pooler in transaction mode (`pgbouncer=true` in it); omitted → DATABASE_URL serves both.
   */
  listenUrl?: string;
  /** Directory for the embedded database; undefined → in memory. */
  dataDir: string | undefined;
  logger?: Pick<Logger, "info" | "warn"> & Partial<Pick<Logger, "debug">>;
  poolSize?: number;
  /**
   * Called before migrations change an existing database's schema (an upgrade), with a URL that reads
   * it and the migrations about to run: the start's backup (db/backup/upgrade.ts). It may answer a line
   * for the error a failed migration then stops the start with.
   */
  beforeUpgrade?: (url: string, kind: "embedded" | "postgres", pending: string[]) => Promise<string | undefined>;
  /** Embedded only: when the first maintenance pass runs (maintenance.ts); tests make it sooner. */
  maintenanceFirstMs?: number;
}

/** Said once at start when DATABASE_URL goes through a pooler in transaction mode and no direct connection is given. */
export const POOLED_WITHOUT_LISTEN =
  "DATABASE_URL goes through a pooler (pgbouncer=true) and DATABASE_LISTEN_URL is not set: processes cannot hear each other's sign-outs and changes, so nothing is cached (every answer is read). Set DATABASE_LISTEN_URL to a direct connection to the same database.";

/**
 * DATABASE_URL as the pg driver takes it, and whether it goes through a pooler in transaction mode: a
 * `pgbouncer=true` parameter (the convention Prisma's docs use) says so, and is taken out (it is no
 * PostgreSQL setting).
 */
export function poolerUrl(databaseUrl: string): { url: string; pooled: boolean } {
  const u = new URL(databaseUrl);
  const pooled = u.searchParams.get("pgbouncer") === "true";
  u.searchParams.delete("pgbouncer");
  return { url: u.toString(), pooled };
}

/** The start-up line about migrations: what was applied, or that the schema was already current. */
export function migrationsLine(applied: readonly string[], kind: string): string {
  return applied.length === 0 ? `database (${kind}): schema up to date` : `database (${kind}): ${applied.length} migration(s) applied`;
}

/** deployMigrations with the start's upgrade backup, and a failed upgrade's error naming that backup. */
export async function deployWithBackup(url: string, kind: "embedded" | "postgres", opts: OpenOptions, deploy: DeployOptions): Promise<string[]> {
  let restoreHint: string | undefined;
  const beforeUpgrade = opts.beforeUpgrade;
  try {
    return await deployMigrations(url, {
      ...deploy,
      beforeUpgrade: beforeUpgrade && (async (pending) => void (restoreHint = await beforeUpgrade(url, kind, pending))),
    });
  } catch (err) {
    if (!restoreHint) throw err;
    const why = ((err as Error).message ?? String(err)).split("\n").find((l) => l.trim()) ?? "unknown error";
    throw new StartupError(`The upgrade's migrations failed: ${why.trim()} ${restoreHint}`);
  }
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const t0 = Date.now();
  if (opts.databaseUrl) {
    const { url, pooled } = poolerUrl(opts.databaseUrl);
    // LISTEN and a session advisory lock need a session of their own, which a pooler in transaction
    // mode does not keep: a direct connection when there is one, else the pooler's (it is no pooler).
    const direct = opts.listenUrl ?? (pooled ? undefined : url);
    const applied = await deployWithBackup(direct ?? url, "postgres", opts, { logger: opts.logger });
    opts.logger?.info({ applied, ms: Date.now() - t0 }, migrationsLine(applied, "PostgreSQL"));
    const prisma = createPrisma(url, opts.poolSize ?? 10, { timeouts: true, queueWaitMs: QUEUE_WAIT_MS, pooled });
    const bulk = createPrisma(url, 2, { pooled });
    const channels = [NOTIFY_CHANNELS.sessionChanges, NOTIFY_CHANNELS.communityChanges];
    const listener = direct ? listenForNotifications({ url: direct, channels, logger: opts.logger }) : undefined;
    await listener?.ready;
    // Without a session to LISTEN on, no process hears another's changes: a hub that is never reliable
    // keeps nothing (sessions, community answers) and every answer is read from the database.
    if (!listener) opts.logger?.warn({ pooled }, POOLED_WITHOUT_LISTEN);
    const hub = listener?.hub ?? new NotificationHub({ connected: false, catchUp: () => Promise.reject(new Error(POOLED_WITHOUT_LISTEN)) });
    return {
      prisma,
      bulk,
      url,
      kind: "postgres",
      sessionChanges: hub,
      communityChanges: hub,
      async close() {
        await listener?.stop();
        await Promise.all([prisma.$disconnect(), bulk.$disconnect()]);
      },
    };
  }
  const embedded = await startEmbedded(opts.dataDir ? join(opts.dataDir, "db") : undefined, { logger: opts.logger });
  const applied = await deployWithBackup(embedded.url, "embedded", opts, { singleConnection: true }).catch(async (err: unknown) => {
    await embedded.stop();
    throw err;
  });
  opts.logger?.info({ applied, ms: Date.now() - t0 }, migrationsLine(applied, "embedded"));
  // PGlite is a single session: one pooled connection keeps protocol messages from interleaving. It
  // runs in this process, so there is no server to lose or wait for: no timeouts, one pool for all.
  // Requests take turns on the connection with a bounded wait (ADR 020).
  // It connects in process, not by the socket: a transaction then holds the session for no turns of
  // the event loop between its statements (in-process-stream.ts).
  const prisma = createPrisma(embedded.url, 1, { queueWaitMs: QUEUE_WAIT_MS, sharedSession: true, stream: () => embedded.connectInProcess() });
  // No autovacuum runs inside PGlite: the server keeps the statistics and dead rows up itself (ADR 021).
  const maintenance = startMaintenance(prisma, { logger: opts.logger, firstMs: opts.maintenanceFirstMs });
  return {
    prisma,
    bulk: prisma,
    url: embedded.url,
    kind: "embedded",
    notifications: embedded.notifications,
    sessionChanges: embedded.notifications,
    communityChanges: embedded.notifications,
    async close() {
      await maintenance.stop();
      await prisma.$disconnect();
      await embedded.stop();
    },
  };
}
