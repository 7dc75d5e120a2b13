// The LISTEN connection on a PostgreSQL server of the test's own: it delivers, catches up with every
// commit made before the call, notices when it is cut off, and comes back by itself.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const until = async (what: () => boolean, ms = 5_000) => {
  const t0 = Date.now();
  while (!what()) {
    if (Date.now() - t0 > ms) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

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
    await writer.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`);
    await until(() => !listener.hub.reliable);
    expect(listener.hub.epoch).toBe(epoch + 1);
    await until(() => listener.hub.reliable);
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
    await until(() => listener.hub.reliable, 10_000);
  });

  it("stops for good", async () => {
    await listener.stop();
    expect(listener.hub.reliable).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    expect(listener.hub.reliable).toBe(false);
  });
});
