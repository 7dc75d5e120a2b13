// The request pool's queue (ADR 020), on the run's engine: a request waiting for a busy connection
// waits its turn (longer than the 800 ms a new connection may take on PostgreSQL) and succeeds; a queue
// whose bounded wait runs out answers 503 server_busy with Retry-After, never database_unavailable or 500.
import { createServer, type Socket } from "node:net";
import supertest from "supertest";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../app.ts";
import { BUSY_RETRY_AFTER_S, ServerBusyError, WorkQueue, isServerBusy } from "../lib/work-queue.ts";
import { buildUser } from "../../test/builders.ts";
import { setupFile, silentLogger, testConfig } from "../../test/helpers.ts";
import { errorOf } from "../../test/responses.ts";
import { DB_TIMEOUTS, QUEUE_WAIT_MS, createPrisma, type Db } from "./prisma.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const { db } = await setupFile();
const onPostgres = !db.notifications;
const opened: Db[] = [];
afterAll(() => Promise.all(opened.map((p) => p.$disconnect())));

/** A one-connection request pool on this file's database, queueing at most `queueWaitMs`. */
function requestPool(queueWaitMs: number): Db {
  const prisma = createPrisma(db.url, 1, { timeouts: onPostgres, queueWaitMs });
  opened.push(prisma);
  return prisma;
}

/** Holds the pool's only connection in a transaction until `release()` is called. */
async function holdConnection(prisma: Db) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let begun!: () => void;
  const started = new Promise<void>((r) => (begun = r));
  const tx = prisma.$transaction(
    async (t) => {
      await t.$queryRaw`SELECT 1`;
      begun();
      await released;
    },
    { timeout: 20_000 },
  );
  await started;
  return { release, done: tx };
}

describe("WorkQueue", () => {
  afterEach(() => vi.useRealTimers());

  it("grants turns in arrival order and refuses a waiter whose bounded wait runs out", async () => {
    vi.useFakeTimers();
    const queue = new WorkQueue("test", 1, 1_000);
    const order: number[] = [];
    const first = await queue.acquire();
    const second = queue.acquire().then((free) => (order.push(2), free));
    const third = queue.acquire().then((free) => (order.push(3), free));
    expect(queue.queued).toBe(2);
    first();
    (await second)();
    (await third)();
    expect(order).toEqual([2, 3]);

    const holder = await queue.acquire();
    const late = queue.acquire();
    const refused = expect(late).rejects.toBeInstanceOf(ServerBusyError);
    await vi.advanceTimersByTimeAsync(1_000);
    await refused;
    expect(queue.queued).toBe(0);
    holder();
    // the refused waiter took no slot: the next one is served at once
    (await queue.acquire())();
  });
});

describe("the request pool's queue", () => {
  it("lets a query wait its turn behind a busy connection for longer than a new connection may take", async () => {
    const prisma = requestPool(4_000);
    // The database works on one transaction for longer than a connection attempt may take (two
    // statements, each within the statement timeout); the requests behind it wait in the queue.
    const busy = prisma.$transaction(async (t) => {
      await t.$queryRaw`SELECT pg_sleep(0.6)::text`;
      await t.$queryRaw`SELECT pg_sleep(0.6)::text`;
    });
    const started = Date.now();
    const waiting = prisma.$queryRaw<{ one: number }[]>`SELECT 1 AS one`;
    const waitingTx = prisma.$transaction(async (t) => t.$queryRaw<{ one: number }[]>`SELECT 1 AS one`);
    await busy;
    expect(await waiting).toEqual([{ one: 1 }]);
    expect(await waitingTx).toEqual([{ one: 1 }]);
    expect(Date.now() - started).toBeGreaterThan(DB_TIMEOUTS.connectMs + 200);
  });

  it("answers 503 server_busy with Retry-After when the wait runs out, and serves again once the connection is free", async () => {
    const prisma = requestPool(300);
    const app = createApp({ prisma, config: testConfig, logger: silentLogger, bcryptCost: 4, sessionCacheMs: 0 });
    const user = await buildUser(app);
    const held = await holdConnection(prisma);
    const busy = await user.auth(supertest(app).get("/api/games"));
    const busyWrite = await user.auth(supertest(app).post("/api/games")).send({ title: "Hades", platform: "PC" });
    held.release();
    await held.done;
    for (const res of [busy, busyWrite]) {
      expect(res.status).toBe(503);
      expect(errorOf(res).code).toBe("server_busy");
      expect(res.headers["retry-after"]).toBe(String(BUSY_RETRY_AFTER_S));
    }
    await user.auth(supertest(app).get("/api/games")).expect(200);
  });

  it("tells everyone queued behind a connection that cannot be opened that the database is unavailable, at once, not busy", async () => {
    // A frozen server: it accepts the connection and never answers, so each attempt takes the connect timeout.
    const sockets = new Set<Socket>();
    const frozen = createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => frozen.listen(0, "127.0.0.1", resolve));
    const addr = frozen.address();
    const prisma = createPrisma(`postgresql://x@127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}/none`, 1, {
      timeouts: true,
      queueWaitMs: QUEUE_WAIT_MS,
    });
    opened.push(prisma);
    try {
      const started = Date.now();
      // one at a time, six attempts would take 6 × 0.8 s, past the queue's bound
      const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => prisma.$queryRaw`SELECT 1`));
      const reasons = outcomes.map((o) => (o.status === "rejected" ? (o.reason as unknown) : "answered"));
      expect(reasons.filter((r) => !isDatabaseUnavailable(r) || isServerBusy(r))).toEqual([]);
      expect(Date.now() - started).toBeLessThan(DB_TIMEOUTS.connectMs * 3);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => frozen.close(r));
    }
  });
});
