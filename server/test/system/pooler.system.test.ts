// DATABASE_URL through a pooler in transaction mode (PgBouncer; `pgbouncer=true` in the address, issue
// 29): LISTEN and the migrations' advisory lock need a session of their own, which such a pooler does
// not keep. Without DATABASE_LISTEN_URL the server says so once and caches nothing (every answer is
// read, so a sign-out on one process is honoured by the others at once); with it, it listens there.
// PostgreSQL only: the server of DATABASE_URL when set (as in CI), otherwise a throwaway one.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, POOLED_WITHOUT_LISTEN, poolerUrl, type Database } from "../../src/db/database.ts";
import { NOTIFY_CHANNELS } from "../../src/db/notifications.ts";
import { withAdmin } from "../global-setup.ts";
import { freshDatabase } from "./postgres.ts";

let url: string;
const opened: Database[] = [];

beforeAll(async () => {
  const database = await freshDatabase("sp_pool");
  url = database.url;
  return async () => {
    for (const db of opened) await db.close();
    await database.drop();
  };
}, 120_000);

const pooledUrl = () => `${url}${url.includes("?") ? "&" : "?"}pgbouncer=true`;

async function open(listenUrl?: string) {
  const said: string[] = [];
  const log = (_fields: object, msg?: string) => void said.push(msg ?? "");
  const db = await openDatabase({ databaseUrl: pooledUrl(), listenUrl, dataDir: undefined, logger: { info: log, warn: log } });
  opened.push(db);
  return { db, said };
}

describe("DATABASE_URL through a pooler (pgbouncer=true)", () => {
  it("reads the parameter and leaves it out of the address the driver gets", () => {
    expect(poolerUrl("postgresql://u:p@h:6432/db?pgbouncer=true&sslmode=disable")).toEqual({ url: "postgresql://u:p@h:6432/db?sslmode=disable", pooled: true });
    expect(poolerUrl("postgresql://u:p@h:5432/db")).toEqual({ url: "postgresql://u:p@h:5432/db", pooled: false });
  });

  it("without DATABASE_LISTEN_URL: says so once, and its hubs are never reliable, so nothing is kept", async () => {
    const { db, said } = await open();
    expect(said.filter((line) => line === POOLED_WITHOUT_LISTEN)).toHaveLength(1);
    expect(db.sessionChanges.reliable).toBe(false);
    expect(db.communityChanges.reliable).toBe(false);
    await expect(db.sessionChanges.catchUp()).rejects.toThrow(/DATABASE_LISTEN_URL/);
    // The pool itself works through the address without the parameter.
    expect(await db.prisma.$queryRawUnsafe<{ n: number }[]>("SELECT 1::int AS n")).toEqual([{ n: 1 }]);
  }, 120_000);

  it("with DATABASE_LISTEN_URL: listens on the direct connection and hears every process's changes", async () => {
    const { db, said } = await open(url);
    expect(said).not.toContain(POOLED_WITHOUT_LISTEN);
    expect(db.sessionChanges.reliable).toBe(true);
    const heard: string[] = [];
    db.sessionChanges.subscribe(NOTIFY_CHANNELS.sessionChanges, (p) => heard.push(p));
    await withAdmin(url, (c) => c.query(`SELECT pg_notify('${NOTIFY_CHANNELS.sessionChanges}', 'from-another-process')`));
    await vi.waitFor(() => expect(heard).toContain("from-another-process"));
  }, 120_000);
});
