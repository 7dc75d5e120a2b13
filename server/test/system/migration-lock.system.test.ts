// Several processes starting at once on one new PostgreSQL database (issue 27): migrations are applied
// by one of them while the others wait for Savepoint's own lock (MIGRATION_LOCK in
// server/src/db/migrate/deploy.ts), saying so, then find the schema up to date; none fails on Prisma's
// 10 s lock timeout. PostgreSQL only (the embedded database is one process by design): the server of
// DATABASE_URL when set (as in CI), otherwise a throwaway one (postgres.ts), never skipped. Each test
// makes its own empty database and drops it.
import { spawnServer, type ServerProcess } from "./server-process.ts";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deployMigrations, isUpToDate, MIGRATION_LOCK, readApplied } from "../../src/db/migrate/deploy.ts";
import { readMigrations } from "../../src/db/migrate/engine.ts";
import { appRoot } from "../../src/paths.ts";
import { isSelfExplaining } from "../../src/startup.ts";
import { databaseUrl, withAdmin } from "../global-setup.ts";
import { signUp } from "./load.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./postgres.ts";

const WAITING = /^database: another Savepoint process is applying migrations; waiting \(\d+ s\)$/;

let throwaway: ThrowawayPostgres | undefined;
let base: string;
const cleanups: (() => Promise<unknown> | void)[] = [];

beforeAll(async () => {
  base = process.env.DATABASE_URL ?? (throwaway = await startThrowawayPostgres()).url;
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  throwaway?.destroy();
});

/** A new, empty database on the server (dropped after the file). */
async function emptyDatabase(): Promise<string> {
  const name = `sp_lock_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await withAdmin(base, (c) => c.query(`CREATE DATABASE "${name}"`));
  cleanups.push(() => withAdmin(base, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
  return databaseUrl(base, name);
}

/** A connection that holds MIGRATION_LOCK, as a process applying migrations does. */
async function holdMigrationLock(url: string): Promise<{ release: () => Promise<unknown> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  cleanups.push(() => client.end().catch(() => undefined));
  await client.query("SELECT pg_advisory_lock($1::bigint)", [String(MIGRATION_LOCK)]);
  return { release: () => client.query("SELECT pg_advisory_unlock($1::bigint)", [String(MIGRATION_LOCK)]) };
}

const localNames = async () => (await readMigrations(join(appRoot(), "prisma", "migrations"))).migrationDirectories.map((d) => d.path);

async function expectComplete(url: string) {
  const local = await readMigrations(join(appRoot(), "prisma", "migrations"));
  expect(isUpToDate(local, (await readApplied(url)) ?? [])).toBe(true);
  await withAdmin(url, async (c) => expect((await c.query(`SELECT count(*)::int AS n FROM users`)).rows[0]).toEqual({ n: 0 }));
}

describe("deployMigrations on PostgreSQL", () => {
  it("two deploys started together on an empty database both resolve: one applies everything, the other nothing", async () => {
    const url = await emptyDatabase();
    const [a, b] = await Promise.all([deployMigrations(url), deployMigrations(url)]);
    expect([a, b].filter((applied) => applied.length > 0)).toHaveLength(1);
    expect([...a, ...b]).toEqual(await localNames());
    await expectComplete(url);
  });

  it("finding the lock held by another process, says so and applies once it is released", async () => {
    const url = await emptyDatabase();
    const holder = await holdMigrationLock(url);
    const said: string[] = [];
    let released: Promise<unknown> | undefined;
    const logger = {
      info: (_fields: object, msg?: string) => {
        said.push(msg ?? "");
        released ??= holder.release(); // the first progress line: the other process finishes now
      },
    };
    // lockMaxWaitMs bounds the test should the progress line never come
    const applied = await deployMigrations(url, { logger, lockPollMs: 100, lockMaxWaitMs: 30_000 });
    expect(said.length).toBeGreaterThanOrEqual(1);
    expect(said[0]).toMatch(WAITING);
    expect(applied).toEqual(await localNames());
    await expectComplete(url);
  });

  it("waiting past its bound, fails the start with one line that says what to do, and lets go of the lock", async () => {
    const url = await emptyDatabase();
    await holdMigrationLock(url);
    const said: string[] = [];
    const err: unknown = await deployMigrations(url, {
      logger: { info: (_fields, msg) => said.push(msg ?? "") },
      lockPollMs: 100,
      lockMaxWaitMs: 300,
    }).catch((e: unknown) => e);
    expect(isSelfExplaining(err)).toBe(true);
    const message = (err as Error).message;
    expect(message).not.toContain("\n");
    expect(message).toMatch(
      /^Another Savepoint process has been applying migrations to this database for over \d+ s \(its PostgreSQL session: pid \d+\)\. Let it finish or stop it, then start this one again\.$/,
    );
    expect(said.length).toBeGreaterThanOrEqual(1);
    expect(said.every((line) => WAITING.test(line))).toBe(true);
    // its connection is gone: only the holder's session is left on the database
    await withAdmin(base, async (c) => {
      const name = new URL(url).pathname.slice(1);
      const { rows } = await c.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
      expect(rows[0]?.n).toBe(1);
    });
    expect(await readApplied(url)).toBeNull();
  });
});

function startServer(url: string): ServerProcess {
  const dataDir = mkdtempSync(join(tmpdir(), "sp-lock-"));
  const started = spawnServer({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_FORMAT: "pretty" });
  cleanups.push(() => {
    started.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });
  return started;
}

describe("two server processes started at once on a new, empty PostgreSQL database", () => {
  it("both start and answer /api/health; one applied the migrations, the other waited or found them applied", async () => {
    const url = await emptyDatabase();
    const servers = [startServer(url), startServer(url)];
    const bases = await Promise.all(servers.map((s) => s.listening));
    for (const base of bases) {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      expect(res.status).toBe(200);
    }
    const logs = servers.map((s) => s.output());
    expect(servers.map((s) => s.child.exitCode)).toEqual([null, null]);
    expect(
      logs.filter((log) => /database \(PostgreSQL\): \d+ migration\(s\) applied/.test(log)),
      logs.join("\n----\n"),
    ).toHaveLength(1);
    expect(
      logs.some((log) => /another Savepoint process is applying migrations; waiting|database \(PostgreSQL\): schema up to date/.test(log)),
      logs.join("\n----\n"),
    ).toBe(true);
    await expectComplete(url);
    // Without JWT_SECRET each data directory generated its own secret; both sign with the instance's
    // (issue 29): a session made through one process is accepted by the other.
    expect(process.env.JWT_SECRET).toBeUndefined();
    const token = await signUp(bases[0]!);
    const me = await fetch(`${bases[1]}/api/auth/me`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
    expect(me.status).toBe(200);
  }, 90_000);
});
