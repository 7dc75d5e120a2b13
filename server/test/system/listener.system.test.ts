// The LISTEN connection on a PostgreSQL server of the test's own: it delivers, catches up with every
// commit made before the call, notices when it is cut off, and comes back by itself.
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listenForNotifications, type NotificationListener } from "../../src/db/listener.ts";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./postgres.ts";

let server: ThrowawayPostgres;
let writer: pg.Client;
let listener: NotificationListener;
const heard: string[] = [];

beforeAll(async () => {
  server = await startThrowawayPostgres();
  writer = new pg.Client({ connectionString: server.url });
  await writer.connect();
  listener = listenForNotifications({ url: server.url, channels: ["test_channel"], retryMs: 50, maxRetryMs: 200 });
  listener.hub.subscribe("test_channel", (p) => heard.push(p));
}, 60_000);

afterAll(async () => {
  await listener?.stop();
  await writer?.end();
  server?.destroy();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Waits (bounded) until `of`'s hub is reliable, or is not. Under fake timers each check moves them on by `interval`. */
const hubIs = (reliable: boolean, { of = listener, timeout = 5_000 } = {}) =>
  vi.waitFor(() => expect(of.hub.reliable).toBe(reliable), { timeout, interval: 10 });
/** Ends connections from the server side, as an administrator or a restart would: every one but the writer's, or those named `app`. */
const cutConnections = (app?: string) =>
  app
    ? writer.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [app])
    : writer.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`);

describe("listenForNotifications", () => {
  it("is reliable once LISTEN is in place, and has heard every earlier commit when catchUp() resolves", async () => {
    expect(await listener.ready).toBe(true);
    expect(listener.hub.reliable).toBe(true);
    for (let i = 0; i < 100; i++) {
      await writer.query(`SELECT pg_notify('test_channel', $1)`, [String(i)]);
      await listener.hub.catchUp();
      expect(heard.at(-1)).toBe(String(i));
    }
  });

  it("goes unreliable the moment its connection is cut, then reconnects and hears again", async () => {
    const epoch = listener.hub.epoch;
    await cutConnections();
    await hubIs(false);
    expect(listener.hub.epoch).toBe(epoch + 1);
    await hubIs(true);
    await writer.query(`SELECT pg_notify('test_channel', 'after')`);
    await listener.hub.catchUp();
    expect(heard.at(-1)).toBe("after");
  });

  it("rejects a catch-up while the server does not answer, and recovers once it does", async () => {
    server.freeze();
    try {
      const t0 = Date.now();
      await expect(listener.hub.catchUp()).rejects.toThrow();
      expect(Date.now() - t0).toBeLessThan(2_000);
      expect(listener.hub.reliable).toBe(false);
    } finally {
      server.thaw();
    }
    await hubIs(true, { timeout: 10_000 });
  });

  it("stops for good: a reconnect already scheduled never happens", async () => {
    // A listener of its own (named, so only its connection is cut) that waits a minute before it
    // reconnects, on fake timers: the test moves the clock instead of sleeping, and sees each attempt
    // to connect through onConnecting. Its other bounds are long too, as the checks below move the
    // fake clock on as they poll.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const RETRY_MS = 60_000;
    const app = "stop_test";
    let attempts = 0;
    const own = listenForNotifications({
      url: `${server.url}?application_name=${app}`,
      channels: ["test_channel"],
      retryMs: RETRY_MS,
      maxRetryMs: RETRY_MS,
      timeoutMs: 10 * RETRY_MS,
      heartbeatMs: 10 * RETRY_MS,
      onConnecting: () => (attempts += 1),
    });
    try {
      expect(await own.ready).toBe(true);
      expect(attempts).toBe(1);

      // This is how a reconnect shows: after a cut, none until the wait is over, then one.
      await cutConnections(app);
      await hubIs(false, { of: own });
      await vi.advanceTimersByTimeAsync(RETRY_MS / 2);
      expect(attempts).toBe(1);
      await vi.advanceTimersByTimeAsync(RETRY_MS / 2);
      expect(attempts).toBe(2);
      await hubIs(true, { of: own });

      // Cut again: a reconnect is scheduled. stop() cancels it and leaves no timer behind; ten waits
      // later there has been no attempt, and the hub is still down.
      await cutConnections(app);
      await hubIs(false, { of: own });
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      const epoch = own.hub.epoch;
      await own.stop();
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(10 * RETRY_MS);
      expect(attempts).toBe(2);
      expect(own.hub.reliable).toBe(false);
      expect(own.hub.epoch).toBe(epoch);
    } finally {
      await own.stop();
    }
  });
});
