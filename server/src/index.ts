// config → listen (503 until ready) → first start's preparation → database → migrate → catalog →
// createApp → serve; graceful shutdown on SIGINT/SIGTERM. Failures a setting fixes are said in one line and exit 1.
import "dotenv/config";
import { join } from "node:path";
import { loadConfig, startupWarnings, type Config } from "./config.ts";
import { createLogger } from "./http/logger.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { maintainOnce } from "./db/maintenance.ts";
import { createApp } from "./app.ts";
import { appRoot } from "./paths.ts";
import { createProviderMonitor } from "./features/admin/index.ts";
import { sharedSessionSecret } from "./features/auth/index.ts";
import { CatalogService, createCatalogProviders, createCoverProxy, readBundledCatalog, syncBundledCatalog } from "./features/catalog/index.ts";
import { createSteamLibrary, recoverImports, trimImportFiles } from "./features/data/index.ts";
import { startDailyTrim, trimOnce } from "./db/retention.ts";
import { recoverUploads } from "./features/catalog-admin/index.ts";
import { buildRecommendationSnapshot, type RecommendationSnapshotPlace } from "./features/recommendations/index.ts";
import { BUILD_ID } from "./lib/build-id.ts";
import { startIdleCollector } from "./lib/idle-gc.ts";
import { slugify } from "./lib/text.ts";
import { createSafeFetch } from "./lib/safe-fetch.ts";
import { browserUrl, dataLocation, isSelfExplaining, listenEarly, type EarlyServer } from "./startup.ts";
import { isFreshEmbedded, isPrepareOnly, prepareInChild } from "./db/first-start.ts";
import { startClock } from "./lib/clock.ts";
import { newJobOwner } from "./lib/leases.ts";
import { writeBackup } from "./db/backup/backup.ts";
import { startScheduledBackups } from "./db/backup/schedule.ts";
import { upgradeBackup } from "./db/backup/upgrade.ts";
import { REQUEST_TURNS } from "./http/turns.ts";

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
// Every "now" of the server reads this clock (SAVEPOINT_CLOCK_START sets where it starts: lib/clock.ts).
const now = startClock(config.clockStart);
const logger = createLogger(config.logLevel, config.logFormat);
let db: Database | undefined;
let early: EarlyServer | undefined;

/** The recommendation catalog's snapshot (features/recommendations/reco-snapshot.ts): the built server keeps one in DATA_DIR. */
const recommendationsSnapshot: RecommendationSnapshotPlace | undefined = BUILD_ID
  ? { file: join(config.dataDir, "cache", "recommendations.snapshot"), build: BUILD_ID }
  : undefined;

/** The first start's preparation, in a child of the server (db/first-start.ts): migrations, the catalog, its statistics and snapshot. */
async function prepareAndExit() {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, listenUrl: config.databaseListenUrl, dataDir: config.dataDir, logger });
  db = database;
  if (!config.skipCatalog) await syncBundledCatalog(database.bulk, readBundledCatalog(slugify), logger);
  // The first start's server then plans its first queries with statistics of the loaded catalog.
  await maintainOnce(database.bulk);
  // … and answers its first recommendations from a snapshot rather than a read of the whole catalog.
  if (recommendationsSnapshot && !config.skipCatalog) {
    const games = await buildRecommendationSnapshot(new CatalogService({ prisma: database.prisma, bulk: database.bulk }), recommendationsSnapshot);
    logger.info({ games }, "recommendations: catalog snapshot written");
  }
  await database.close();
  process.exit(0);
}

async function main() {
  if (isPrepareOnly()) return prepareAndExit();
  const t0 = Date.now();
  // The port first: a taken one is said at once, not after a first start's preparation (migrations and
  // the catalog, 10-20 s); requests get 503 until the app is attached.
  early = await listenEarly(config.port, config.host);
  const { server, port } = early;
  if (isFreshEmbedded(config)) await prepareInChild();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    listenUrl: config.databaseListenUrl,
    dataDir: config.dataDir,
    logger,
    beforeUpgrade: config.backupOnUpgrade ? upgradeBackup({ dir: config.backupDir, dataDir: config.dataDir, savepoint: config.version, logger }) : undefined,
  });
  db = database;
  if (!config.skipCatalog) {
    const t = Date.now();
    const result = await syncBundledCatalog(database.bulk, readBundledCatalog(slugify), logger);
    const fields = { version: result.version, written: result.written, ms: Date.now() - t };
    logger.info(fields, result.skipped ? "catalog: up to date" : `catalog: loaded (${result.written} games written)`);
  }
  // Without JWT_SECRET, every process of the instance signs sessions with one secret kept in the
  // database: the first process's generated one (a data directory's, so an install keeps its sessions).
  if (config.jwtSecretGenerated) config = { ...config, jwtSecret: await sharedSessionSecret(database.prisma, config.jwtSecret) };
  const providerMonitor = createProviderMonitor(config.catalogProviders, now);
  const providers = createCatalogProviders(config.catalogProviders, providerMonitor.watch(logger));
  const catalog = new CatalogService({ prisma: database.prisma, bulk: database.bulk, providers, logger, now: () => now().getTime() });
  // Background work whose process is gone is recovered (ADR 025): imports undone (nothing partial
  // stays) and shown as failed, catalog uploads marked failed. The embedded database's directory is
  // one process's, so at its start no other can be alive: every run left queued or running is. On
  // PostgreSQL other processes may be applying theirs: only work whose lease ended is, at start and
  // every lease period (JOB_LEASE_SECONDS), by every process (recovery takes the account's lock: each run is recovered once).
  const jobOwner = newJobOwner({ ttlMs: config.jobLeaseMs, renewMs: Math.max(250, Math.floor(config.jobLeaseMs / 3)) });
  const recoverJobs = async (all: boolean) => {
    const interrupted = await recoverImports(database.bulk, now, { all });
    if (interrupted > 0) logger.warn({ interrupted }, "imports whose process stopped were undone");
    const cutOff = await recoverUploads(database.prisma, now(), { all });
    if (cutOff > 0) logger.warn({ uploads: cutOff }, "catalog uploads whose process stopped are marked failed");
  };
  await recoverJobs(database.kind === "embedded");
  const sweep =
    database.kind === "postgres"
      ? setInterval(() => void recoverJobs(false).catch((err: unknown) => logger.error({ err }, "recovering background work failed")), config.jobLeaseMs)
      : undefined;
  sweep?.unref();
  // The server's own backups (BACKUP_DIR): one process of the instance takes each, under a lease.
  const backups = config.backupDir
    ? startScheduledBackups({
        db: database.bulk,
        dir: config.backupDir,
        keep: config.backupKeep,
        intervalMs: config.backupIntervalMs,
        firstMs: config.backupFirstLookMs,
        owner: jobOwner,
        logger,
        take: async (file) => {
          const url = database.kind === "postgres" ? (config.databaseListenUrl ?? database.url) : database.url;
          const r = await writeBackup({ url, engine: database.kind, out: file, dataDir: config.dataDir, savepoint: config.version });
          idleGc.touch();
          return r.bytes;
        },
      })
    : undefined;
  // What is kept only for a while goes once a day, by one process at a time (db/retention.ts).
  const trim = startDailyTrim(
    async () => {
      const done = await trimOnce(database.bulk, now(), { imports: trimImportFiles });
      if (done) logger.info(done, "daily trim");
    },
    (err: unknown) => logger.error({ err }, "the daily trim failed"),
  );
  // A full collection once the server is quiet after work (lib/idle-gc.ts): requests, the index's and
  // the recommendation catalog's reads.
  const idleGc = startIdleCollector({ collected: (ms) => logger.debug({ ms: Math.round(ms) }, "idle: garbage collected") });
  server.on("request", idleGc.touch);
  const app = createApp({
    prisma: database.prisma,
    notifications: database.notifications,
    sessionChanges: database.sessionChanges,
    communityChanges: database.communityChanges,
    config,
    logger,
    catalog,
    coverProxy: providers.enabled ? createCoverProxy({ dir: join(config.dataDir, "covers") }) : undefined,
    remoteCovers: { fetch: createSafeFetch(), cacheDir: join(config.dataDir, "covers") },
    steamLibrary: createSteamLibrary(config.catalogProviders),
    instanceInfo: {
      database: database.kind,
      startedAt: new Date(now().getTime() - Math.round(process.uptime() * 1000)),
      providers: () => providerMonitor.status(),
    },
    now,
    // The embedded database lives in DATA_DIR: health says storage "full" when it is nearly out of room.
    storageDir: database.kind === "embedded" ? config.dataDir : undefined,
    bcryptCost: config.bcryptCost,
    bulk: database.bulk,
    requestTurns: { slots: REQUEST_TURNS[database.kind] },
    jobOwner,
    warmRecommendations: config.recommendationsAtStart,
    recommendationsSnapshot,
    backgroundWorkDone: idleGc.touch,
    clientDist: join(appRoot(), "client", "dist"),
  });
  early.attach(app);
  // The index builds while the server already answers (a search waits for it); a failure still stops
  // the start. Started here, in the same turn as the app is attached (no request can reach the catalog
  // before it), so the start's own queries (recovery above) do not wait behind its pages on the
  // embedded database's one session.
  const indexing = catalog.init();
  indexing.then(idleGc.touch, () => undefined);
  logger.info({ database: database.kind, ms: Date.now() - t0 }, `Savepoint ${config.version} listening on http://${config.host}:${port}`);
  logger.info({ url: browserUrl(config.host, port) }, `Open ${browserUrl(config.host, port)} in a browser`);
  logger.info({ dataDir: config.dataDir }, dataLocation(database.kind, config.dataDir, config.databaseUrl));
  // after the start succeeded: a server that cannot start owes one line, its reason (startup.system.test.ts)
  for (const warning of startupWarnings(config)) logger.warn(warning);
  if ((await database.prisma.user.count()) === 0) logger.info("No accounts yet: the first account you create becomes the admin.");

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    catalog.stopSync();
    idleGc.stop();
    clearInterval(sweep);
    trim.stop();
    backups?.stop();
    server.close(() => {
      database
        .close()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          logger.error({ err }, "error while closing the database");
          process.exit(1);
        });
    });
    server.closeAllConnections();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  await indexing;
  if (!closing) catalog.startSync();
}

main().catch(async (err: unknown) => {
  setTimeout(() => process.exit(1), 5_000).unref();
  if (isSelfExplaining(err)) logger.fatal(err.message);
  else logger.fatal({ err }, "Savepoint failed to start");
  // Give the data directory back (its lock, the embedded database's socket) before leaving.
  early?.server.close();
  await db?.close().catch(() => undefined);
  process.exit(1);
});
