// createApp(deps) builds the Express app and never listens: index.ts listens, tests use supertest.
import { existsSync } from "node:fs";
import { join } from "node:path";
import express, { type Express } from "express";
import cookieParser from "cookie-parser";
import type { Logger } from "pino";
import type { NotificationHub } from "./db/notifications.ts";
import type { Db } from "./db/prisma.ts";
import type { Config } from "./config.ts";
import { apiNotFound, errorHandler } from "./http/errors.ts";
import { httpLogger } from "./http/logger.ts";
import { securityHeaders } from "./http/security.ts";
import { originCheck } from "./http/csrf.ts";
import { loadAuth } from "./http/auth.ts";
import { authRoutes, createAuthService, createSessionService } from "./features/auth/index.ts";
import { createHealthService, healthRoutes } from "./features/health/index.ts";
import { createInstanceService, instanceRoutes } from "./features/instance/index.ts";
import { CatalogService, catalogRoutes, type CachedImage } from "./features/catalog/index.ts";
import { createGamesService, gamesRoutes } from "./features/games/index.ts";

export type AppConfig = Pick<
  Config,
  "jwtSecret" | "sessionDays" | "authRateLimit" | "authRateWindowMs" | "trustProxy" | "appOrigins" | "secureCookies" | "adminEmails" | "version"
>;

export interface AppDeps {
  prisma: Db;
  /** The embedded database's notifications (Database.notifications); omitted on PostgreSQL. */
  notifications?: NotificationHub;
  config: AppConfig;
  logger: Logger;
  /** Folder of the built client; omitted → API only. */
  clientDist?: string;
  bcryptCost?: number;
  /** The catalog with its search index (index.ts initialises it; tests pass their own). */
  catalog?: CatalogService;
  coverProxy?: (url: string) => Promise<CachedImage | null>;
  /** Session cache window in ms (ADR 003); 0 disables it. */
  sessionCacheMs?: number;
  /** The clock every service reads "now" and "today" from (tests fix it). */
  now?: () => Date;
}

export function createApp(deps: AppDeps): Express {
  const { prisma, config } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy === "" ? false : /^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy);
  app.set("etag", false);

  const now = deps.now ?? (() => new Date());
  const sessions = createSessionService({ prisma, secret: config.jwtSecret, days: config.sessionDays, cacheMs: deps.sessionCacheMs, now });
  const auth = createAuthService({ prisma, adminEmails: config.adminEmails, bcryptCost: deps.bcryptCost });
  const catalog = deps.catalog ?? new CatalogService({ prisma, logger: deps.logger, now: () => now().getTime() });
  const games = createGamesService({ prisma, catalog, notifications: deps.notifications, now });
  const health = createHealthService({ prisma, version: config.version });
  const instance = createInstanceService({
    now,
    contributors: [
      async () => ({ users: await auth.countUsers() }),
      async () => ({ catalogGames: await catalog.countVisible() }),
      () => games.instanceStats(),
    ],
  });

  app.use(httpLogger(deps.logger));
  app.use(securityHeaders({ https: config.secureCookies }));

  const api = express.Router();
  api.use(express.json({ limit: "200kb" }));
  api.use(cookieParser());
  api.use(originCheck(config.appOrigins));
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  api.use(loadAuth(sessions));
  api.use("/health", healthRoutes({ health }));
  api.use("/instance", instanceRoutes({ instance }));
  api.use("/catalog", catalogRoutes({ catalog, coverProxy: deps.coverProxy }));
  api.use("/games", gamesRoutes({ games }));
  api.use(
    "/auth",
    authRoutes({ auth, sessions, secureCookies: config.secureCookies, rateLimit: { limit: config.authRateLimit, windowMs: config.authRateWindowMs } }),
  );
  api.use(apiNotFound);
  app.use("/api", api);

  if (deps.clientDist && existsSync(join(deps.clientDist, "index.html"))) {
    const dist = deps.clientDist;
    app.use("/assets", express.static(join(dist, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(dist, { index: false, maxAge: "1h" }));
    // The SPA owns every other GET path.
    app.get(/.*/, (_req, res) => {
      res.set("Cache-Control", "no-cache").sendFile(join(dist, "index.html"));
    });
  }
  app.use(errorHandler);
  return app;
}
