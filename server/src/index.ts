// config → database → migrate → createApp → listen; graceful shutdown on SIGINT/SIGTERM.
import "dotenv/config";
import { join } from "node:path";
import type { Server } from "node:http";
import { loadConfig } from "./config.ts";
import { createLogger } from "./http/logger.ts";
import { openDatabase } from "./db/database.ts";
import { createApp } from "./app.ts";
import { appRoot } from "./paths.ts";
import { CatalogService, createCatalogProviders, createCoverProxy, readBundledCatalog, syncBundledCatalog } from "./features/catalog/index.ts";
import { slugify } from "./lib/text.ts";

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main() {
  const t0 = Date.now();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  if (!config.skipCatalog) {
    const t = Date.now();
    const result = await syncBundledCatalog(db.bulk, readBundledCatalog(slugify), logger);
    logger.info({ ...result, ms: Date.now() - t }, result.skipped ? "catalog: up to date" : "catalog: loaded");
  }
  const providers = createCatalogProviders(config.catalogProviders, logger);
  const catalog = new CatalogService({ prisma: db.prisma, bulk: db.bulk, providers, logger });
  await catalog.init();
  catalog.startSync();
  const app = createApp({
    prisma: db.prisma,
    notifications: db.notifications,
    sessionChanges: db.sessionChanges,
    config,
    logger,
    catalog,
    coverProxy: providers.enabled ? createCoverProxy({ dir: join(config.dataDir, "covers") }) : undefined,
    clientDist: join(appRoot(), "client", "dist"),
  });
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once("error", reject);
  });
  const addr = server.address();
  const port = typeof addr === "object" && addr ? addr.port : config.port;
  logger.info({ database: db.kind, ms: Date.now() - t0 }, `Savepoint ${config.version} listening on http://${config.host}:${port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    catalog.stopSync();
    server.close(() => {
      db.close()
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
}

main().catch((err: unknown) => {
  logger.fatal({ err }, "Savepoint failed to start");
  process.exit(1);
});
