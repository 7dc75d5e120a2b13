// createApp(deps) builds the Express app and never listens: index.ts listens, tests use supertest.
import { existsSync } from "node:fs";
import compression from "compression";
import { join } from "node:path";
import express, { type ErrorRequestHandler, type Express } from "express";
import cookieParser from "cookie-parser";
import type { Logger } from "pino";
import type { NotificationHub } from "./db/notifications.ts";
import type { Db } from "./db/prisma.ts";
import type { Prisma } from "./generated/prisma/client.ts";
import type { Config } from "./config.ts";
import { apiNotFound, errorHandler } from "./http/errors.ts";
import { httpLogger } from "./http/logger.ts";
import { securityHeaders } from "./http/security.ts";
import { originCheck } from "./http/csrf.ts";
import { serveClient } from "./http/static.ts";
import { requireJsonBody } from "./http/content-type.ts";
import { outsideApi } from "./http/outside-api.ts";
import { API_BODY_MAX_BYTES, largeBodyFor, refuseDeclaredOver } from "./http/large-body.ts";
import { createDbHitCounter, createDbRateLimitStore } from "./http/rate-limit-store.ts";
import { loadAuth } from "./http/auth.ts";
import { RouteTable, keepRouteTable } from "./http/registry.ts";
import { keepRequestTurns } from "./http/turns.ts";
import {
  accountRoutes,
  apiTokenRoutes,
  authRoutes,
  createAccountService,
  createApiTokenService,
  createAuthService,
  createSessionService,
  deleteAccountRows,
} from "./features/auth/index.ts";
import { createHealthService, createStorageWatch, healthRoutes } from "./features/health/index.ts";
import { adminRoutes, createAdminService, registrationRoutes } from "./features/admin/index.ts";
import { apiDocsRoutes } from "./features/apidocs/index.ts";
import { createSummaryService, summaryRoutes } from "./features/summary/index.ts";
import { createInstanceService, instanceRoutes } from "./features/instance/index.ts";
import { CatalogService, catalogRoutes, createImageCache, type CachedImage } from "./features/catalog/index.ts";
import { coverPath, createGamesService, forgetLibraryVersion, gamesRoutes } from "./features/games/index.ts";
import { analyticsRoutes, createAnalyticsService } from "./features/analytics/index.ts";
import { createRecommendationsService, recommendationsRoutes, type RecommendationSnapshotPlace } from "./features/recommendations/index.ts";
import { communityStatsRoutes, createReviewsService, likesRoutes, reviewsRoutes } from "./features/reviews/index.ts";
import { createJournalService, forgetJournalVersion, journalRoutes } from "./features/journal/index.ts";
import { audienceVersion, countedPlayerSql, createPeopleService, feedRoutes, peopleRoutes, profileRoutes } from "./features/people/index.ts";
import { activityRoutes, createActivityService } from "./features/activity/index.ts";
import { communityRoutes, createCommunityService } from "./features/community/index.ts";
import { createWishlistService, wishlistRoutes } from "./features/wishlist/index.ts";
import { IMPORT_PATH, createExportService, createImportService, dataRoutes, importBodyParser, type SteamLibrary } from "./features/data/index.ts";
import { coversRoutes, createCoverService, gameCoverRoutes, requireUsableCover } from "./features/covers/index.ts";
import { createModerationService, moderationRoutes, reportRoutes } from "./features/moderation/index.ts";
import { createNotificationsService, notificationsRoutes } from "./features/notifications/index.ts";
import { CATALOG_UPLOAD_PATH, catalogAdminRoutes, catalogUploadBodyParser, createCatalogAdminService } from "./features/catalog-admin/index.ts";
import { newJobOwner, type JobOwner } from "./lib/leases.ts";
import type { SafeImageFetch } from "./lib/safe-fetch.ts";
import type { ProviderStatus } from "@savepoint/common";

export type AppConfig = Pick<
  Config,
  "jwtSecret" | "sessionDays" | "authRateLimit" | "authRateWindowMs" | "trustProxy" | "appOrigins" | "secureCookies" | "adminEmails" | "version"
> &
  Partial<Pick<Config, "publicOrigin">>;

export interface AppDeps {
  prisma: Db;
  /** The embedded database's notifications (Database.notifications); omitted on PostgreSQL. */
  notifications?: NotificationHub;
  /** Sign-outs and account changes by any process (Database.sessionChanges); omitted → sessions are not cached. */
  sessionChanges?: NotificationHub;
  /** What may change a community answer, from any process (Database.communityChanges); omitted → the embedded `notifications`, else nothing is cached. */
  communityChanges?: NotificationHub;
  config: AppConfig;
  logger: Logger;
  /** Folder of the built client; omitted → API only. */
  clientDist?: string;
  bcryptCost?: number;
  /** The catalog with its search index (index.ts initialises it; tests pass their own). */
  catalog?: CatalogService;
  coverProxy?: (url: string) => Promise<CachedImage | null>;
  /**
   * Covers users link to: the safe fetcher (index.ts passes the real one; tests a pretend internet),
   * the image cache's folder (in memory without one), and fetches allowed per user per window.
   * Absent fetcher → remote covers are never fetched.
   */
  remoteCovers?: { fetch?: SafeImageFetch; cacheDir?: string; limit?: { limit: number; windowMs: number } };
  /** Session cache window in ms (ADR 003); 0 disables it. */
  sessionCacheMs?: number;
  /** The clock every service reads "now" and "today" from (tests fix it). */
  now?: () => Date;
  /** Read the recommendation catalog once the search index is built (the server: RECOMMENDATIONS_AT_START; tests: on their first list). */
  warmRecommendations?: boolean;
  /** Where the recommendation catalog's snapshot is kept between starts (the built server: DATA_DIR/cache); omitted → none. */
  recommendationsSnapshot?: RecommendationSnapshotPlace;
  /** Told when background work that allocates a lot has ended (the recommendation catalog's read): the idle collector. */
  backgroundWorkDone?: () => void;
  /** The pool without request timeouts (Database.bulk), for work that may run long: applying an import. Omitted → prisma. */
  bulk?: Db;
  /** Steam owned-games look-ups for imports (index.ts passes one when STEAM_API_KEY is set). */
  steamLibrary?: SteamLibrary;
  /** What the admin's instance page shows of the server (index.ts passes them; tests may). */
  instanceInfo?: { database?: "postgres" | "embedded"; startedAt?: Date; providers?: () => ProviderStatus[] };
  /**
   * The directory whose free space /api/health watches (index.ts: the embedded database's DATA_DIR);
   * omitted → only failed writes say the storage is full.
   */
  storageDir?: string;
  /**
   * Requests take turns, `slots` at a time, each waiting at most `waitMs` (TURN_WAIT_MS) for its turn
   * (http/turns.ts, ADR 024); index.ts gives REQUEST_TURNS of its database. Omitted → no turns.
   */
  requestTurns?: { slots: number; waitMs?: number };
  /** This process as the owner of background work (imports, catalog uploads) under leases (ADR 025); omitted → a new owner per app. */
  jobOwner?: JobOwner;
  /** Mounts more /api routes after the features' (the harness's own tests add routes it must catch). */
  extend?: (api: express.Router, routes: RouteTable) => void;
}

export function createApp(deps: AppDeps): Express {
  const { prisma, config } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("etag", false);
  if (deps.requestTurns) keepRequestTurns(app, deps.requestTurns.slots, deps.requestTurns.waitMs);

  const now = deps.now ?? (() => new Date());
  const sessions = createSessionService({
    prisma,
    secret: config.jwtSecret,
    days: config.sessionDays,
    cacheMs: deps.sessionCacheMs,
    changes: deps.sessionChanges,
    now,
  });
  const apiTokens = createApiTokenService({ prisma, now, cacheMs: deps.sessionCacheMs, changes: deps.sessionChanges });
  // An account's deletion: its row (the cascade takes everything it owns), then the library's and the
  // journal's change counters, which have no key to users on purpose (their triggers fire during the cascade).
  const deleteAccount = async (tx: Prisma.TransactionClient, userId: string) => {
    const deleted = await deleteAccountRows(tx, userId);
    await forgetLibraryVersion(tx, userId);
    await forgetJournalVersion(tx, userId);
    return deleted;
  };
  const admin = createAdminService({ prisma, now, version: config.version, ...deps.instanceInfo, deleteAccount });
  const auth = createAuthService({ prisma, adminEmails: config.adminEmails, bcryptCost: deps.bcryptCost, admission: admin.registration });
  const account = createAccountService({ prisma, sessions, bcryptCost: deps.bcryptCost, deleteAccount, now });
  const catalog = deps.catalog ?? new CatalogService({ prisma, logger: deps.logger, now: () => now().getTime() });
  const journal = createJournalService({ prisma, now, notifications: deps.notifications, libraryVersion: (userId) => games.libraryVersion(userId) });
  const games = createGamesService({
    prisma,
    catalog,
    notifications: deps.notifications,
    now,
    removeJournalEntries: (tx, userId, gameId) => journal.removeGameEntries(tx, userId, gameId),
    audienceVersion: () => audienceVersion(prisma),
  });
  catalog.countPlayersWith(() => games.playersPerCatalogGame());
  const analytics = createAnalyticsService({
    prisma,
    libraryVersion: (userId) => games.libraryVersion(userId),
    cover: coverPath,
    now,
    backlogTimesToBeat: (userId) => games.backlogTimesToBeat(userId, countedPlayerSql("u")),
  });
  const recommendations = createRecommendationsService({
    prisma,
    bulk: deps.bulk,
    catalog,
    libraryVersion: (userId) => games.libraryVersion(userId),
    now,
    logger: deps.logger,
    countedPlayers: countedPlayerSql("u"),
    warmAfter: deps.warmRecommendations ? catalog.whenIndexed() : undefined,
    catalogRead: deps.backgroundWorkDone,
    snapshot: deps.recommendationsSnapshot,
  });
  const people = createPeopleService({ prisma, now, notifications: deps.notifications });
  const wishlist = createWishlistService({ prisma, catalog, games, now });
  const reviews = createReviewsService({ prisma, games, hiddenUsers: (viewerId) => people.hiddenUsers(viewerId), countedPlayers: countedPlayerSql("u") });
  const activity = createActivityService({ prisma });
  const moderation = createModerationService({ prisma, hiddenUsers: (viewerId) => people.hiddenUsers(viewerId), now });
  const notifications = createNotificationsService({ prisma, now, notifications: deps.notifications });
  const jobOwner = deps.jobOwner ?? newJobOwner();
  const catalogAdmin = createCatalogAdminService({ prisma, bulk: deps.bulk, catalog, logger: deps.logger, now, owner: jobOwner });
  const community = createCommunityService({
    activity,
    games,
    reviews,
    countUsers: () => auth.countUsers(),
    notifications: deps.communityChanges ?? deps.notifications,
    now,
  });
  // Failed writes for want of disk space, remembered for /api/health (the error handler's and imports').
  const storage = createStorageWatch({ now, dir: deps.storageDir });
  const exporter = createExportService({ prisma, now });
  const importer = createImportService({
    prisma,
    bulk: deps.bulk ?? prisma,
    now,
    steam: deps.steamLibrary,
    owner: jobOwner,
    onError: (err) => {
      storage.noteIfFull(err);
      deps.logger.error({ err }, "import failed");
    },
  });
  const health = createHealthService({ prisma, version: config.version, storage });
  const remote = deps.remoteCovers ?? {};
  const coverLimit = remote.limit ?? { limit: 30, windowMs: 60_000 };
  const covers = createCoverService({
    fetch: remote.fetch,
    cache: createImageCache(remote.cacheDir),
    limit: coverLimit,
    countFetch: createDbHitCounter(prisma, "cover-check", coverLimit.windowMs, now),
    now: () => now().getTime(),
    onStorageFull: (err) => {
      const full = storage.noteIfFull(err);
      if (full) deps.logger.warn({ err }, "covers: the disk is full, a cover was answered without caching it");
      return full;
    },
  });
  const coverSourceOf = async (userId: string, gameId: string) => (await games.get({ id: userId }, gameId)).customImageUrl;
  const instance = createInstanceService({
    now,
    contributors: [
      async () => ({ users: await auth.countUsers() }),
      async () => ({ catalogGames: await catalog.countVisible() }),
      () => games.instanceStats(countedPlayerSql("u")),
      // Every review counts: reviews are shown to everyone, a private profile's too (ADR 019).
      async () => ({ reviews: await reviews.count() }),
    ],
  });

  app.use(httpLogger(deps.logger));
  app.use(securityHeaders({ https: config.secureCookies }));

  const api = express.Router();
  // JSON answers over 1 KB go compressed; an answer that already carries Content-Encoding (the
  // library list's cached gzip) is passed through as it is.
  api.use(compression({ threshold: 1024 }));
  api.use(requireJsonBody);
  api.use(cookieParser());
  api.use(originCheck(config.appOrigins, config.publicOrigin));
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  // Who is asking is known before any body is read: it needs only the headers.
  api.use(loadAuth(sessions, apiTokens));
  // An import preview and a catalog upload carry a whole file: their own, larger limit, for a signed-in
  // player (an administrator for the catalog) only; read first, so the next parser skips it. Anyone
  // else gets the small limit below: 413 for a larger body, answered unread.
  api.use(
    IMPORT_PATH,
    largeBodyFor((req) => req.auth !== undefined, importBodyParser),
  );
  api.use(
    CATALOG_UPLOAD_PATH,
    largeBodyFor((req) => req.auth?.user.isAdmin === true, catalogUploadBodyParser),
  );
  api.use(refuseDeclaredOver(API_BODY_MAX_BYTES));
  api.use(express.json({ limit: API_BODY_MAX_BYTES }));
  // Every /api route is mounted through the route table: the authorization matrix and the fuzzer read it.
  const routes = new RouteTable("/api");
  keepRouteTable(app, routes);
  routes.mount(api, "/health", healthRoutes({ health }));
  routes.mount(api, "/instance", instanceRoutes({ instance }));
  routes.mount(api, "/catalog", catalogRoutes({ catalog, coverProxy: deps.coverProxy }));
  routes.mount(
    api,
    "/games",
    gamesRoutes({
      games,
      checkCover: (url, userId, aside) => requireUsableCover(covers, url, userId, aside),
      backlogTimesToBeat: (userId) => games.backlogTimesToBeat(userId, countedPlayerSql("u")),
    }),
  );
  routes.mount(api, "/games", gameCoverRoutes({ covers, coverSourceOf }));
  routes.mount(api, "/games", communityStatsRoutes({ reviews }));
  routes.mount(api, "/covers", coversRoutes({ covers, secret: config.jwtSecret }));
  routes.mount(api, "/reviews", reviewsRoutes({ reviews }));
  routes.mount(api, "/reviews", reportRoutes({ moderation }));
  routes.mount(api, "/likes", likesRoutes({ reviews }));
  routes.mount(api, "/journal", journalRoutes({ journal }));
  routes.mount(api, "/wishlist", wishlistRoutes({ wishlist }));
  routes.mount(api, "/analytics", analyticsRoutes({ analytics }));
  routes.mount(api, "/recommendations", recommendationsRoutes({ recommendations }));
  routes.mount(api, "/profile", profileRoutes({ people, userChanged: (user) => sessions.userChanged(user) }));
  routes.mount(api, "/users", peopleRoutes({ people }));
  routes.mount(api, "/activity", activityRoutes({ activity }));
  routes.mount(api, "/community", communityRoutes({ community }));
  routes.mount(api, "/notifications", notificationsRoutes({ notifications }));
  routes.mount(api, "/data", dataRoutes({ exporter, importer }));
  routes.mount(api, "/", apiDocsRoutes({ routes, version: config.version }));
  routes.mount(api, "/summary", summaryRoutes({ summary: createSummaryService({ games, analytics, wishlist }) }));
  routes.mount(api, "/u", feedRoutes({ people, origin: config.publicOrigin ?? config.appOrigins[0] }));
  // Counted in the database: the limit holds for the instance, however many processes serve it.
  const authRateLimit = {
    limit: config.authRateLimit,
    windowMs: config.authRateWindowMs,
    store: (limiter: string) => createDbRateLimitStore(prisma, limiter, now),
  };
  routes.mount(api, "/auth", authRoutes({ auth, sessions, secureCookies: config.secureCookies, rateLimit: authRateLimit }));
  routes.mount(api, "/auth", registrationRoutes({ admin }));
  routes.mount(api, "/account", accountRoutes({ account, sessions, secureCookies: config.secureCookies, rateLimit: authRateLimit }));
  routes.mount(api, "/admin", adminRoutes({ admin }));
  routes.mount(api, "/admin", moderationRoutes({ moderation }));
  routes.mount(api, "/admin/catalog", catalogAdminRoutes({ catalogAdmin }));
  routes.mount(api, "/account/tokens", apiTokenRoutes({ tokens: apiTokens }));
  deps.extend?.(api, routes);
  api.use(apiNotFound);
  app.use("/api", api);

  if (deps.clientDist && existsSync(join(deps.clientDist, "index.html"))) serveClient(app, deps.clientDist);
  app.use(outsideApi);
  const noteStorageFull: ErrorRequestHandler = (err, _req, _res, next) => {
    storage.noteIfFull(err);
    next(err);
  };
  app.use(noteStorageFull);
  app.use(errorHandler);
  return app;
}
