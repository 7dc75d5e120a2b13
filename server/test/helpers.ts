// Test harness: a real database per test file (a fresh PostgreSQL database when DATABASE_URL is set,
// as in CI; otherwise an in-memory embedded PGlite), migrated with the real migrations.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { pino } from "pino";
import supertest from "supertest";
import { afterAll } from "vitest";
import { createApp, type AppConfig, type AppDeps } from "../src/app.ts";
import { startEmbedded } from "../src/db/embedded.ts";
import { deployMigrations } from "../src/db/migrate/deploy.ts";
import type { NotificationHub } from "../src/db/notifications.ts";
import { createPrisma, type Db } from "../src/db/prisma.ts";

if (process.env.REQUIRE_POSTGRES === "1" && !process.env.DATABASE_URL) {
  throw new Error("REQUIRE_POSTGRES is set but DATABASE_URL is not: the route tests must run on PostgreSQL here");
}

export interface TestDb {
  prisma: Db;
  url: string;
  /** The embedded database's notifications (absent on PostgreSQL), as openDatabase gives them. */
  notifications?: NotificationHub;
  close(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
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
    return {
      prisma,
      url,
      async close() {
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
    async close() {
      await prisma.$disconnect();
      await embedded.stop();
    },
  };
}

export const testConfig: AppConfig = {
  jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
  sessionDays: 30,
  authRateLimit: 1000,
  authRateWindowMs: 60_000,
  trustProxy: "",
  appOrigins: [],
  secureCookies: false,
  adminEmails: [],
  version: "0.0.0-test",
};

export const silentLogger = pino({ level: "silent" });

type Overrides = Partial<Omit<AppDeps, "config">> & { config?: Partial<AppConfig> };

/** One database for the whole file, closed after it. */
export async function setupFile(overrides: Overrides = {}) {
  const db = await createTestDb();
  afterAll(() => db.close());
  const makeApp = (o: Overrides = {}) =>
    createApp({
      prisma: db.prisma,
      notifications: db.notifications,
      logger: silentLogger,
      bcryptCost: 4,
      ...overrides,
      ...o,
      config: { ...testConfig, ...overrides.config, ...o.config },
    });
  return { db, app: makeApp(), makeApp };
}

let n = 0;
export function newUserInput(over: Record<string, unknown> = {}) {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    username: `ada_${tag}`,
    email: `ada.${tag}@example.test`,
    password: "secret123",
    confirmPassword: "secret123",
    accountColor: "purple",
    ...over,
  };
}

/** Registers a user through the API and returns a Bearer agent for them. */
export async function registerUser(app: Parameters<typeof supertest>[0], over: Record<string, unknown> = {}) {
  const input = newUserInput(over);
  const res = await supertest(app).post("/api/auth/register").send(input).expect(201);
  const token = res.body.token as string;
  return {
    input,
    token,
    user: res.body.user as { id: string; email: string; isAdmin: boolean },
    auth: (r: supertest.Test) => r.set("Authorization", `Bearer ${token}`),
  };
}

export function expectIssue(body: { error: { code: string; details?: { issues?: { path: string }[] } } }, path: string) {
  if (body.error.code !== "validation_failed") throw new Error(`expected validation_failed, got ${body.error.code}`);
  const paths = (body.error.details?.issues ?? []).map((i) => i.path);
  if (!paths.includes(path)) throw new Error(`expected an issue on "${path}", got ${JSON.stringify(paths)}`);
}
