// Test harness: a real database per test file (a PostgreSQL database when DATABASE_URL is set, as in
// CI; otherwise an in-memory embedded PGlite), each a copy of the run's one migrated database (made
// by global-setup.ts; emptied and handed to the worker's next file by db-pool.ts), and the app built on it. Data builders live in builders.ts, typed answers in
// responses.ts.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { pino } from "pino";
import { afterAll, inject } from "vitest";
import { createApp, type AppConfig, type AppDeps } from "../src/app.ts";
import { startEmbedded, type EmbeddedDatabase } from "../src/db/embedded.ts";
import { listenForNotifications } from "../src/db/listener.ts";
import { NOTIFY_CHANNELS, type NotificationHub } from "../src/db/notifications.ts";
import { createPrisma, type Db } from "../src/db/prisma.ts";
import { testConfig } from "./config.ts";
import { databaseUrl, testDatabasePrefix, withAdmin, type TestDatabaseTemplate } from "./global-setup.ts";
import { leaseEmbedded, leasePostgres, type LeasedDatabase } from "./db-pool.ts";
import { PNG_1PX, fakeSafeFetch } from "../src/lib/safe-fetch.test-support.ts";
import { REQUEST_TURNS } from "../src/http/turns.ts";

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

/** An unmigrated database on the run's engine, as a new installation starts. */
export interface EmptyTestDatabase {
  engine: "postgres" | "embedded";
  url: string;
  /** The embedded database's one session: migrate it with `{ singleConnection: true }`. */
  singleConnection: boolean;
  close(): Promise<void>;
}

/** A new, empty PostgreSQL database named for this file (`template`: a copy of that database). */
async function newPostgresDatabase(base: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sp_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await withAdmin(base, (c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  return { url: databaseUrl(base, name), drop: () => withAdmin(base, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}) };
}

/** An empty database on the run's engine: PostgreSQL when DATABASE_URL is set, else in-memory PGlite. */
export async function emptyTestDatabase(): Promise<EmptyTestDatabase> {
  const base = process.env.DATABASE_URL;
  if (base) {
    const { url, drop } = await newPostgresDatabase(base);
    return { engine: "postgres", url, singleConnection: false, close: drop };
  }
  const embedded = await startEmptyEmbedded();
  return { engine: "embedded", url: embedded.url, singleConnection: true, close: () => embedded.stop() };
}

/**
 * A new in-memory embedded data directory as PGlite's initdb leaves it, nothing migrated (global-setup.ts
 * dumps one per run; each load is a copy); undefined when the config has no global setup, and then
 * PGlite runs initdb itself.
 */
export async function emptyEmbeddedDataDir(): Promise<Blob | undefined> {
  const path = inject("emptyEmbeddedTarball");
  return path ? tarballBlob(path) : undefined;
}

/** The embedded database in memory, empty (nothing migrated): startEmbedded(undefined), without running initdb again. */
export async function startEmptyEmbedded(): Promise<EmbeddedDatabase> {
  return startEmbedded(undefined, { loadDataDir: await emptyEmbeddedDataDir() });
}

/** The run's migrated database (global-setup.ts); absent when the config has no global setup. */
function runTemplate(): TestDatabaseTemplate | undefined {
  const template = inject("testDatabaseTemplate");
  const engine = process.env.DATABASE_URL ? "postgres" : "embedded";
  if (template && template.engine !== engine) throw new Error(`The run's template database is ${template.engine}, but this worker runs on ${engine}`);
  return template;
}

/** The run's tarballs, each read once per worker (the files of a worker share this module). */
const tarballs = new Map<string, Promise<Blob>>();
function tarballBlob(path: string): Promise<Blob> {
  let blob = tarballs.get(path);
  if (!blob) tarballs.set(path, (blob = readFile(path).then((bytes) => new Blob([bytes]))));
  return blob;
}

/** A copy of the run's migrated database on the run's engine, kept for the worker's next file when given back (db-pool.ts). */
export async function leaseTestDatabase(): Promise<LeasedDatabase> {
  const base = process.env.DATABASE_URL;
  const template = runTemplate();
  if (base) {
    const database = template?.engine === "postgres" ? template.database : undefined;
    return leasePostgres(base, database, database ? testDatabasePrefix(database) : "sp_test_");
  }
  return leaseEmbedded(template?.engine === "embedded" ? await tarballBlob(template.tarball) : undefined);
}

async function createTestDb(): Promise<TestDb> {
  const lease = await leaseTestDatabase();
  if (process.env.DATABASE_URL) {
    const prisma = createPrisma(lease.url, 5);
    const listener = listenForNotifications({ url: lease.url, channels: [NOTIFY_CHANNELS.sessionChanges, NOTIFY_CHANNELS.communityChanges] });
    await listener.ready;
    return {
      prisma,
      url: lease.url,
      sessionChanges: listener.hub,
      communityChanges: listener.hub,
      async close() {
        await listener.stop();
        await prisma.$disconnect();
        await lease.release();
      },
    };
  }
  const prisma = createPrisma(lease.url, 1, { sharedSession: true, stream: lease.stream });
  const notifications = lease.notifications!;
  return {
    prisma,
    url: lease.url,
    notifications,
    sessionChanges: notifications,
    communityChanges: notifications,
    async close() {
      await prisma.$disconnect();
      await lease.release();
    },
  };
}

export const silentLogger = pino({ level: "silent" });

type Overrides = Partial<Omit<AppDeps, "config">> & { config?: Partial<AppConfig> };

/**
 * Remote covers on a pretend internet (no sockets; the real address checks): every address is a PNG
 * except these. `intranet.example.com` resolves to 10.0.0.7. `fetch.net.requests` lists what was fetched.
 */
export const TEST_COVERS = {
  image: "https://covers.example.com/celeste.png",
  page: "https://covers.example.com/page.html",
  huge: "https://covers.example.com/huge.png",
  missing: "https://covers.example.com/missing.png",
  intranet: "https://intranet.example.com/cover.png",
  nowhere: "https://nowhere.example.com/cover.png",
} as const;
export function testRemoteCovers(limit = 1_000_000): NonNullable<AppDeps["remoteCovers"]> & { fetch: ReturnType<typeof fakeSafeFetch> } {
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
      // Turns as on the embedded database; a slow CI box waits for its turn rather than fails (as the pools do).
      requestTurns: { slots: REQUEST_TURNS.embedded, waitMs: 60_000 },
      ...overrides,
      ...o,
      config: { ...testConfig, ...overrides.config, ...o.config },
    });
  return { db, app: makeApp(), makeApp };
}

/** Where a manualClock starts unless told: a fixed instant, never the wall clock, so a test reads the same every day. */
export const TEST_EPOCH = new Date("2026-06-01T12:00:00Z");

/** A clock a test moves by hand (inject it as createApp's `now`); it starts at TEST_EPOCH unless given a start. */
export function manualClock(start: Date = TEST_EPOCH) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}
