// Test harness: a real database per test file (a fresh PostgreSQL database when DATABASE_URL is set,
// as in CI; otherwise an in-memory embedded PGlite), migrated with the real migrations, and the app
// built on it. Data builders live in builders.ts, typed answers in responses.ts.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { pino } from "pino";
import { afterAll } from "vitest";
import { createApp, type AppConfig, type AppDeps } from "../src/app.ts";
import { startEmbedded } from "../src/db/embedded.ts";
import { listenForNotifications } from "../src/db/listener.ts";
import { deployMigrations } from "../src/db/migrate/deploy.ts";
import { NOTIFY_CHANNELS, type NotificationHub } from "../src/db/notifications.ts";
import { createPrisma, type Db } from "../src/db/prisma.ts";
import { testConfig } from "./config.ts";
import { PNG_1PX, fakeSafeFetch } from "../src/lib/safe-fetch.test-support.ts";

export { testConfig };
export { buildUser as registerUser } from "./builders.ts";
export { expectIssue } from "./responses.ts";

if (process.env.REQUIRE_POSTGRES === "1" && !process.env.DATABASE_URL) {
  throw new Error("REQUIRE_POSTGRES is set but DATABASE_URL is not: the route tests must run on PostgreSQL here");
}

interface TestDb {
  prisma: Db;
  url: string;
  /** The embedded database's notifications (absent on PostgreSQL), as openDatabase gives them. */
  notifications?: NotificationHub;
  /** Session and user changes, as openDatabase gives them (a LISTEN connection on PostgreSQL). */
  sessionChanges: NotificationHub;
  /** What may change a community answer, as openDatabase gives it (the LISTEN connection on PostgreSQL). */
  communityChanges: NotificationHub;
  close(): Promise<void>;
}

async function createTestDb(): Promise<TestDb> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `sp_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    const url = u.toString();
    await deployMigrations(url);
    const prisma = createPrisma(url, 5);
    const listener = listenForNotifications({ url, channels: [NOTIFY_CHANNELS.sessionChanges, NOTIFY_CHANNELS.communityChanges] });
    await listener.ready;
    return {
      prisma,
      url,
      sessionChanges: listener.hub,
      communityChanges: listener.hub,
      async close() {
        await listener.stop();
        await prisma.$disconnect();
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const embedded = await startEmbedded(undefined);
  await deployMigrations(embedded.url, { singleConnection: true });
  const prisma = createPrisma(embedded.url, 1);
  return {
    prisma,
    url: embedded.url,
    notifications: embedded.notifications,
    sessionChanges: embedded.notifications,
    communityChanges: embedded.notifications,
    async close() {
      await prisma.$disconnect();
      await embedded.stop();
    },
  };
}

export const silentLogger = pino({ level: "silent" });

type Overrides = Partial<Omit<AppDeps, "config">> & { config?: Partial<AppConfig> };

/**
 * Remote covers on a pretend internet (no sockets; the real address checks): every address is a PNG
 * except these. `intranet.example.com` resolves to 10.0.0.7.
 */
export const TEST_COVERS = {
  image: "https://covers.example.com/celeste.png",
  page: "https://covers.example.com/page.html",
  huge: "https://covers.example.com/huge.png",
  missing: "https://covers.example.com/missing.png",
  intranet: "https://intranet.example.com/cover.png",
  nowhere: "https://nowhere.example.com/cover.png",
} as const;
export function testRemoteCovers(limit = 1_000_000): NonNullable<AppDeps["remoteCovers"]> {
  const png = { type: "image/png", body: PNG_1PX };
  const sites = {
    [TEST_COVERS.page]: { type: "text/html", body: "<!doctype html><title>Not a cover</title>" },
    [TEST_COVERS.huge]: { type: "image/png", body: PNG_1PX, headers: { "content-length": String(50 * 1024 * 1024) } },
    [TEST_COVERS.missing]: { status: 404, type: "text/html", body: "gone" },
  };
  const dns = { "intranet.example.com": ["10.0.0.7"], "nowhere.example.com": null };
  return { fetch: fakeSafeFetch(sites, dns, { otherwise: png }), limit: { limit, windowMs: 60_000 } };
}

/** One database for the whole file, closed after it; `makeApp` builds another app on it. */
export async function setupFile(overrides: Overrides = {}) {
  const db = await createTestDb();
  afterAll(() => db.close());
  const makeApp = (o: Overrides = {}) =>
    createApp({
      prisma: db.prisma,
      notifications: db.notifications,
      sessionChanges: db.sessionChanges,
      communityChanges: db.communityChanges,
      logger: silentLogger,
      bcryptCost: 4,
      remoteCovers: testRemoteCovers(),
      ...overrides,
      ...o,
      config: { ...testConfig, ...overrides.config, ...o.config },
    });
  return { db, app: makeApp(), makeApp };
}

/** A clock a test moves by hand (inject it as createApp's `now`). */
export function manualClock(start = new Date()) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}
