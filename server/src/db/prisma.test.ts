// A frozen server: it completes the start-up handshake and then never answers a query. On such a
// connection a transaction's ROLLBACK after a timed-out statement must fail at once, not wait out a
// second query timeout.
import { createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DroppingClient, READ_TIMEOUT_MESSAGE, SESSION_OPTIONS, forPooler } from "./prisma.ts";

const QUERY_TIMEOUT_MS = 300;

let server: Server;
let port: number;
const sockets = new Set<Socket>();

/** AuthenticationOk then ReadyForQuery (idle): enough for pg to consider itself connected. */
function handshake(): Buffer {
  const auth = Buffer.alloc(9);
  auth.write("R", 0);
  auth.writeInt32BE(8, 1);
  auth.writeInt32BE(0, 5);
  const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]); // 'Z', length 5, 'I'
  return Buffer.concat([auth, ready]);
}

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.once("data", () => socket.write(handshake())); // the start-up message; every later byte is ignored
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const addr = server.address();
  port = typeof addr === "object" && addr ? addr.port : 0;
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((r) => server.close(r));
});

/** How long BEGIN and then ROLLBACK take to fail on the frozen server, and how they failed. */
async function beginThenRollback(client: pg.Client) {
  await client.connect();
  const t0 = Date.now();
  const begin = await client.query("BEGIN").then(
    () => "answered",
    (e: Error) => e.message,
  );
  const t1 = Date.now();
  const rollback = await client.query("ROLLBACK").then(
    () => "answered",
    (e: Error) => e.message,
  );
  const t2 = Date.now();
  await client.end().catch(() => {});
  return { begin, beginMs: t1 - t0, rollback, rollbackMs: t2 - t1 };
}

describe("DroppingClient", () => {
  it("drops the connection when a query times out, so the next statement fails at once", async () => {
    const r = await beginThenRollback(new DroppingClient({ host: "127.0.0.1", port, user: "u", database: "d", query_timeout: QUERY_TIMEOUT_MS }));
    expect(r.begin).toBe(READ_TIMEOUT_MESSAGE);
    expect(r.beginMs).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - 20);
    expect(r.rollback).not.toBe("answered");
    expect(r.rollbackMs).toBeLessThan(QUERY_TIMEOUT_MS / 2);
  });

  it("does the same for callback-style queries (the pool's own query path)", async () => {
    const client: pg.Client = new DroppingClient({ host: "127.0.0.1", port, user: "u", database: "d", query_timeout: QUERY_TIMEOUT_MS });
    await client.connect();
    const first = await new Promise<string>((resolve) => client.query("SELECT 1", (err: Error | null) => resolve(err?.message ?? "answered")));
    expect(first).toBe(READ_TIMEOUT_MESSAGE);
    const t0 = Date.now();
    const next = await client.query("SELECT 2").then(
      () => "answered",
      (e: Error) => e.message,
    );
    expect(next).not.toBe("answered");
    expect(Date.now() - t0).toBeLessThan(QUERY_TIMEOUT_MS / 2);
    await client.end().catch(() => {});
  });

  it("a plain pg client waits out a second timeout (why the drop exists)", async () => {
    const r = await beginThenRollback(new pg.Client({ host: "127.0.0.1", port, user: "u", database: "d", query_timeout: QUERY_TIMEOUT_MS }));
    expect(r.begin).toBe(READ_TIMEOUT_MESSAGE);
    expect(r.rollback).toBe(READ_TIMEOUT_MESSAGE);
    expect(r.rollbackMs).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - 20);
  });
});

describe("forPooler", () => {
  it("opens a session with only what PgBouncer passes on: TimeZone, not options or server-side timeouts", () => {
    const Pooled = forPooler(DroppingClient);
    const config = {
      connectionString: "postgres://app@127.0.0.1:6432/savepoint",
      options: SESSION_OPTIONS,
      statement_timeout: 1000,
      idle_in_transaction_session_timeout: 5000,
      query_timeout: 1200,
    };
    const conf = (c: pg.Client) => (c as unknown as { getStartupConf(): Record<string, string> }).getStartupConf();
    expect(conf(new Pooled(config))).toEqual({ user: "app", database: "savepoint", TimeZone: "UTC" });
    // Straight to PostgreSQL, all of it is sent.
    expect(conf(new DroppingClient(config))).toMatchObject({
      options: SESSION_OPTIONS,
      statement_timeout: "1000",
      idle_in_transaction_session_timeout: "5000",
    });
  });
});
