// A connection in process to the embedded database: a transaction's statements follow each other
// without the event loop taking a turn (the socket needs one per answer), and long work still yields.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmptyEmbedded } from "../../test/helpers.ts";
import type { EmbeddedDatabase } from "./embedded.ts";
import { SLICE_MS } from "./in-process-stream.ts";

describe("a connection in process to the embedded database", () => {
  let db: EmbeddedDatabase;
  beforeAll(async () => {
    db = await startEmptyEmbedded();
  }, 60_000);
  afterAll(() => db?.stop());

  const client = async (inProcess: boolean) => {
    const c = new pg.Client({ connectionString: db.url, ...(inProcess ? { stream: () => db.connectInProcess() } : {}) });
    await c.connect();
    return c;
  };

  /** How many turns the event loop took while `work` ran (counted by a setImmediate that re-arms itself). */
  async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
    let turns = 0;
    let on = true;
    const tick = () => {
      if (!on) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    try {
      await work();
    } finally {
      on = false;
    }
    return turns;
  }

  // (the clients share the database's one session: each names its statement apart)
  const transaction = (c: pg.Client, name: string) => async () => {
    await c.query("BEGIN");
    for (let i = 0; i < 5; i++) await c.query({ name, text: "SELECT $1::int AS n", values: [i] });
    await c.query("COMMIT");
  };

  it("runs a transaction's statements within one turn of the event loop (the socket takes a turn for each)", async () => {
    const [inProcess, socket] = [await client(true), await client(false)];
    try {
      await transaction(inProcess, "a")(); // its statement parsed once
      await transaction(socket, "b")();
      // A clock that stands still (a slow machine's transaction may outlast a slice, and yield).
      const now = vi.spyOn(performance, "now").mockReturnValue(performance.now());
      try {
        expect(await turnsDuring(transaction(inProcess, "a"))).toBe(0);
      } finally {
        now.mockRestore();
      }
      expect(await turnsDuring(transaction(socket, "b"))).toBeGreaterThanOrEqual(7);
      expect((await inProcess.query("SELECT 40 + 2 AS n")).rows).toEqual([{ n: 42 }]);
    } finally {
      await Promise.all([inProcess.end(), socket.end()]);
    }
  });

  it(`lets the event loop take a turn once answers have followed each other for ${SLICE_MS} ms`, async () => {
    const c = await client(true);
    // A clock that moves a millisecond each time it is read: the slice runs out after a few answers.
    let clock = performance.now();
    const now = vi.spyOn(performance, "now").mockImplementation(() => ++clock);
    try {
      const turns = await turnsDuring(async () => {
        for (let i = 0; i < SLICE_MS * 4; i++) await c.query("SELECT 1");
      });
      expect(turns).toBeGreaterThanOrEqual(3);
    } finally {
      now.mockRestore();
      await c.end();
    }
  });

  it("counts its connections and forgets one that ends", async () => {
    const before = db.connections();
    const c = await client(true);
    expect(db.connections()).toBe(before + 1);
    await c.end();
    expect(db.connections()).toBe(before);
  });
});
