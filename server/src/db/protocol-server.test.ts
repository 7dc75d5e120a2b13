// The embedded database's socket server: a query is one trip into PGlite, connections take turns
// without seeing each other's transactions, and a client that goes away leaves the session clean.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProtocolServer, splitPieces, type Piece } from "./protocol-server.ts";

/** A protocol message: its type byte, then its length and body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

/** A message without a type byte (startup phase): its length, then the code and body. */
function untyped(code: number, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(code, 4);
  return Buffer.concat([head, body]);
}

const cstr = (s: string) => Buffer.from(`${s}\0`);
const STARTUP = untyped(196608, Buffer.concat([cstr("user"), cstr("postgres"), cstr("database"), cstr("postgres"), Buffer.from([0])]));
const kinds = (pieces: Piece[]) => pieces.map((p) => ("bytes" in p ? `${p.kind}:${p.bytes.length}` : p.kind));

describe("splitting what a connection sends", () => {
  const bind = message("B", Buffer.alloc(20, 1));
  const execute = message("E", Buffer.alloc(5));
  const sync = message("S");
  const stream = Buffer.concat([STARTUP, bind, execute, sync, message("Q", cstr("SELECT 1")), message("X")]);

  it("cuts batches where the client waits for an answer, whatever the chunks the bytes came in", () => {
    const whole = splitPieces(stream, false);
    const expected = [`startup:${STARTUP.length}`, `batch:${bind.length + execute.length + sync.length}`, "batch:14", "terminate"];
    expect(kinds(whole.pieces)).toEqual(expected);
    // byte by byte: nothing is handed on before its batch is whole, and the pieces are the same
    let rest: Buffer = Buffer.alloc(0);
    let started = false;
    const pieces: Piece[] = [];
    for (const byte of stream) {
      const split = splitPieces(Buffer.concat([rest, Buffer.from([byte])]), started);
      pieces.push(...split.pieces.map((p) => ("bytes" in p ? { ...p, bytes: Buffer.from(p.bytes) } : p)));
      ({ rest, started } = split);
    }
    expect(kinds(pieces)).toEqual(expected);
    expect(rest.length).toBe(0);
  });

  it("keeps messages that do not end a batch until one does", () => {
    const { pieces, rest, started } = splitPieces(Buffer.concat([bind, execute]), true);
    expect(pieces).toEqual([]);
    expect(rest.length).toBe(bind.length + execute.length);
    expect(started).toBe(true);
  });

  it("refuses encryption (the socket is private) and takes the startup message after it", () => {
    const { pieces, started } = splitPieces(Buffer.concat([untyped(80877103), STARTUP]), false);
    expect(kinds(pieces)).toEqual(["no-encryption", `startup:${STARTUP.length}`]);
    expect(started).toBe(true);
  });
});

describe("the embedded database's socket server", () => {
  let db: PGlite;
  let server: ProtocolServer;
  let dir: string;
  let url: string;
  /** PGlite's entries for protocol messages (one per batch the server hands it). */
  let calls = 0;

  beforeAll(async () => {
    db = await PGlite.create();
    const original = db.execProtocolRawStream.bind(db);
    db.execProtocolRawStream = (m, o) => {
      calls++;
      return original(m, o);
    };
    await db.exec(`CREATE TABLE t (n int)`);
    dir = mkdtempSync(join(tmpdir(), "sp-proto-"));
    server = new ProtocolServer(db, { path: join(dir, ".s.PGSQL.5432"), maxConnections: 3 });
    await server.start();
    url = `postgresql://postgres@localhost:5432/postgres?host=${encodeURIComponent(dir)}`;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on("error", () => {});
    await client.connect();
    return client;
  };

  it("runs a prepared statement's Bind, Execute and Sync in one trip into PGlite", async () => {
    const client = await connect();
    try {
      const q = { name: "two", text: "SELECT $1::int + 1 AS n", values: [1] };
      await client.query(q); // parsed once
      const before = calls;
      const { rows } = await client.query<{ n: number }>(q);
      expect(rows).toEqual([{ n: 2 }]);
      expect(calls - before).toBe(1);
    } finally {
      await client.end();
    }
  });

  it("runs no other connection's messages between a query's Parse and its Sync (the unnamed statement is the session's)", async () => {
    const clients = [await connect(), await connect(), await connect()];
    try {
      const answers = await Promise.all(
        clients.flatMap((client, c) =>
          Array.from({ length: 30 }, (_, i) =>
            client.query<{ v: string }>(`SELECT $1::text || ${c} AS v`, [`q${i}:`]).then(
              (r) => r.rows[0]!.v,
              (err: Error) => err.message,
            ),
          ),
        ),
      );
      expect(answers).toEqual(clients.flatMap((_, c) => Array.from({ length: 30 }, (_, i) => `q${i}:${c}`)));
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it("lets no other connection run inside a connection's open transaction, and runs it once that ends", async () => {
    const [a, b] = [await connect(), await connect()];
    try {
      await a.query("BEGIN");
      await a.query("INSERT INTO t VALUES (1)");
      let seen: number | undefined;
      const other = b.query<{ c: number }>("SELECT count(*)::int AS c FROM t").then((r) => (seen = r.rows[0]!.c));
      // a's next statements still run while b waits its turn
      await a.query("INSERT INTO t VALUES (2)");
      expect(seen).toBeUndefined();
      await a.query("COMMIT");
      await other;
      expect(seen).toBe(2);
    } finally {
      await Promise.all([a.end(), b.end()]);
      await db.exec("DELETE FROM t");
    }
  });

  it("rolls back the transaction of a connection that goes away, and serves the others", async () => {
    const [a, b] = [await connect(), await connect()];
    try {
      await a.query("BEGIN");
      await a.query("INSERT INTO t VALUES (3)");
      const waiting = b.query<{ c: number }>("SELECT count(*)::int AS c FROM t");
      (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      expect((await waiting).rows[0]!.c).toBe(0);
      expect(db.isInTransaction()).toBe(false);
      await b.query("BEGIN");
      await b.query("COMMIT");
    } finally {
      await b.end();
    }
  });

  it("closes connections beyond its limit and counts the ones it serves", async () => {
    const clients = [await connect(), await connect(), await connect()];
    try {
      expect(server.size).toBe(3);
      const extra = new pg.Client({ connectionString: url });
      extra.on("error", () => {});
      await expect(extra.connect()).rejects.toThrow();
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    await expect.poll(() => server.size).toBe(0);
  });
});
