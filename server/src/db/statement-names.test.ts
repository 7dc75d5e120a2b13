// Named statements (prisma.ts statementNames): each connection parses a statement once. The embedded
// database is one session shared by every connection to its socket, so names must never collide there:
// each pool names apart, and a pool's new connection drops what its predecessor named. These run on an
// embedded database whatever the run's engine.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmptyEmbedded } from "../../test/helpers.ts";
import type { EmbeddedDatabase } from "./embedded.ts";
import { createPrisma, forgetStatementsSql, NAMED_STATEMENTS_MAX, statementNames } from "./prisma.ts";

describe("statement names", () => {
  it("are the same for the same text, differ by text and by prefix, and stop past the bound", () => {
    const a = statementNames("spa_", 3);
    const b = statementNames("spb_", 3);
    expect(a({ sql: "SELECT 1" })).toBe(a({ sql: "SELECT 1" }));
    expect(a({ sql: "SELECT 1" })).not.toBe(a({ sql: "SELECT 2" }));
    expect(a({ sql: "SELECT 1" })?.startsWith("spa_")).toBe(true);
    expect(b({ sql: "SELECT 1" })?.startsWith("spb_")).toBe(true);
    a({ sql: "SELECT 3" });
    expect(a({ sql: "SELECT 4" })).toBeUndefined(); // a fourth text goes unnamed
    expect(a({ sql: "SELECT 3" })).toBeDefined(); // the first three keep theirs
    expect(NAMED_STATEMENTS_MAX).toBe(400);
  });
});

describe("named statements on the embedded database's one session", () => {
  let embedded: EmbeddedDatabase;
  beforeAll(async () => {
    embedded = await startEmptyEmbedded();
  }, 60_000);
  afterAll(() => embedded?.stop());

  const connect = async () => {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    return client;
  };
  const prepared = async (c: pg.Client) => (await c.query<{ name: string }>(`SELECT "name" FROM pg_prepared_statements ORDER BY 1`)).rows.map((r) => r.name);

  it("a pool's new connection drops what its predecessor named, and leaves other pools' names", async () => {
    const names = statementNames("spx_");
    const query = { text: "SELECT 40 + 2 AS answer", name: names({ sql: "SELECT 40 + 2 AS answer" }) };
    const first = await connect();
    await first.query(query);
    await first.query({ text: "SELECT 1", name: "spy_other" });
    // the predecessor is still on the socket (pg-pool replaces a client after an error before the old one is gone)
    const second = await connect();
    try {
      await expect(second.query(query)).rejects.toThrow(/already exists/);
      await second.query(forgetStatementsSql("spx_"));
      expect((await second.query(query)).rows).toEqual([{ answer: 42 }]);
      expect(await prepared(second)).toEqual([query.name, "spy_other"].sort());
    } finally {
      await first.end();
      await second.end();
    }
  });

  it("two pools run the same queries side by side without their names colliding", async () => {
    const reset = await connect();
    await reset.query("DEALLOCATE ALL"); // what the test before left in the session
    await reset.end();
    const one = createPrisma(embedded.url, 1, { sharedSession: true });
    const two = createPrisma(embedded.url, 1, { sharedSession: true });
    try {
      const runs = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two).$queryRaw<{ n: number }[]>`SELECT ${i}::int + 1 AS "n"`));
      expect(runs.map((r) => r[0]!.n)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      const c = await connect();
      try {
        const names = await prepared(c);
        // one statement per pool: parsed once by each, each under its own prefix
        expect(names.filter((n) => n.startsWith("sp"))).toHaveLength(2);
      } finally {
        await c.end();
      }
    } finally {
      await one.$disconnect();
      await two.$disconnect();
    }
  });

  it("a new connection drops the old names before its first query, never beside it (pg deprecates a query sent to a busy client)", async () => {
    // pg warns about a query sent while the client has one queued once per process only: count them here.
    const original = Reflect.get(pg.Client.prototype, "query") as (...a: unknown[]) => unknown;
    let whileBusy = 0;
    const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      if ((this as unknown as { _queryQueue: unknown[] })._queryQueue.length > 0) whileBusy++;
      return original.apply(this, args) as never;
    });
    const pool = createPrisma(embedded.url, 1, { sharedSession: true });
    try {
      const runs = await Promise.all([1, 2, 3, 4].map((i) => pool.$queryRaw<{ n: number }[]>`SELECT ${i}::int AS "n"`));
      expect(runs.map((r) => r[0]!.n)).toEqual([1, 2, 3, 4]);
      expect(spy.mock.calls.length).toBeGreaterThan(4);
      expect(whileBusy).toBe(0);
    } finally {
      spy.mockRestore();
      await pool.$disconnect();
    }
  });
});
