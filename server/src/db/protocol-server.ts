// The embedded database's socket server: PostgreSQL's wire protocol on a Unix socket, answered by the
// one PGlite session in this process (ADR 002). It replaces @electric-sql/pglite-socket's server, which
// ran every protocol message through PGlite on its own (a named statement's Bind, Describe, Execute and
// Sync made four trips into the WebAssembly, four empty-list passes (pglite-messages.ts) and four socket
// writes) and let another connection's messages run between them.
//
// Here a connection's messages go to PGlite in batches that end where the client waits for an answer
// (a Sync, a simple Query, a Flush…), one call and one socket write per batch. The protocol lets a
// server hold its answers until then, so nothing waits on a batch being held back. Batches from several
// connections take turns in one queue; while a connection's transaction is open only its batches run
// (the session's state is the transaction's), and a connection that goes away mid-transaction has it
// rolled back.
import { createServer, type Server, type Socket } from "node:net";
import { InProcessStream, type Peer } from "./in-process-stream.ts";

/** What the server needs of a PGlite instance. */
export interface ProtocolSession {
  runExclusive<T>(work: () => Promise<T>): Promise<T>;
  execProtocolRawStream(message: Uint8Array, options: { onRawData: (chunk: Uint8Array) => void }): Promise<unknown>;
  isInTransaction(): boolean;
  exec(sql: string): Promise<unknown>;
}

/** Startup-phase request codes (the second word of a message without a type byte). */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

const code = (c: string) => c.charCodeAt(0);
/** Messages after which a client may wait for an answer: a batch ends with one of them. */
const ANSWERED = new Set(["S", "Q", "H", "F", "c", "f", "p"].map(code));
const TERMINATE = code("X");

/** Protocol messages to run, the end of a connection that said Terminate, or the rollback of one that went away. */
interface Batch {
  connection: Connection;
  kind: "messages" | "close" | "rollback";
  bytes?: Uint8Array;
}

/**
 * What a connection's bytes hold: the startup message, batches of messages each ending where the client
 * waits for an answer, an encryption request (refused: the socket is private), a cancel request, or a
 * Terminate.
 */
export type Piece =
  { kind: "startup"; bytes: Uint8Array } | { kind: "batch"; bytes: Uint8Array } | { kind: "no-encryption" } | { kind: "cancel" } | { kind: "terminate" };

/**
 * Splits the bytes a connection sent (`started`: its startup message has come) into whole pieces, and
 * the rest that waits for more bytes (an incomplete message, or messages not yet ending a batch).
 */
export function splitPieces(bytes: Buffer, started: boolean): { pieces: Piece[]; rest: Buffer; started: boolean } {
  const pieces: Piece[] = [];
  let at = 0;
  let batchStart = 0;
  for (;;) {
    if (!started) {
      if (bytes.length - at < 8) break;
      const length = bytes.readInt32BE(at);
      if (bytes.length - at < length) break;
      const request = bytes.readInt32BE(at + 4);
      if (request === CANCEL_REQUEST) return { pieces: [...pieces, { kind: "cancel" }], rest: Buffer.alloc(0), started };
      if (request === SSL_REQUEST || request === GSSENC_REQUEST) {
        pieces.push({ kind: "no-encryption" });
      } else {
        started = true;
        pieces.push({ kind: "startup", bytes: bytes.subarray(at, at + length) });
      }
      at += length;
      batchStart = at;
      continue;
    }
    if (bytes.length - at < 5) break;
    const type = bytes[at]!;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (bytes.length < end) break;
    if (type === TERMINATE) {
      if (at > batchStart) pieces.push({ kind: "batch", bytes: bytes.subarray(batchStart, at) });
      return { pieces: [...pieces, { kind: "terminate" }], rest: Buffer.alloc(0), started };
    }
    at = end;
    if (ANSWERED.has(type)) {
      pieces.push({ kind: "batch", bytes: bytes.subarray(batchStart, at) });
      batchStart = at;
    }
  }
  return { pieces, rest: bytes.subarray(batchStart), started };
}

/** One client connection: its unread bytes, whether its startup message has come, where its answers go. */
class Connection {
  private pending: Buffer = Buffer.alloc(0);
  private started = false;
  closed = false;

  constructor(
    readonly socket: Peer,
    private readonly server: ProtocolServer,
  ) {}

  /** Queues the whole batches of what arrived; keeps the rest for the bytes to come. */
  receive(data: Buffer): void {
    const split = splitPieces(this.pending.length ? Buffer.concat([this.pending, data]) : data, this.started);
    this.started = split.started;
    // Copied: the queued batches still view the old bytes.
    this.pending = Buffer.from(split.rest);
    for (const piece of split.pieces) {
      if (piece.kind === "no-encryption") {
        this.socket.write("N"); // the client goes on in plain text
      } else if (piece.kind === "cancel") {
        this.close();
      } else if (piece.kind === "terminate") {
        this.server.enqueue({ connection: this, kind: "close" });
      } else {
        this.server.enqueue({ connection: this, kind: "messages", bytes: piece.bytes });
      }
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.destroy();
    this.server.forget(this);
  }
}

export interface ProtocolServerOptions {
  /** The socket file to listen on. */
  path: string;
  /** Connections beyond this many are closed as they arrive. */
  maxConnections: number;
}

export class ProtocolServer {
  private readonly connections = new Set<Connection>();
  private readonly queue: Batch[] = [];
  /** The connection whose batch ran last: while the session is in a transaction, it is the transaction's. */
  private owner: Connection | undefined;
  private running = false;
  private server: Server | undefined;

  constructor(
    private readonly db: ProtocolSession,
    private readonly options: ProtocolServerOptions,
  ) {}

  start(): Promise<void> {
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.options.path, () => {
        server.off("error", reject);
        resolve();
      });
    });
  }

  /** How many clients are connected now. */
  get size(): number {
    return this.connections.size;
  }

  async stop(): Promise<void> {
    for (const connection of [...this.connections]) connection.close();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * A connection from this process without the socket: the returned stream is what node-postgres
   * reads and writes (its `stream` option). A query's answer comes back within the same turn of the
   * event loop, so a transaction's statements hold the session for no turns in between (ADR 002).
   */
  connectInProcess(): InProcessStream {
    const stream = new InProcessStream();
    const connection = new Connection(stream.peer, this);
    this.connections.add(connection);
    stream.onServerData = (data) => connection.receive(data);
    stream.onServerClose = () => connection.close();
    return stream;
  }

  private accept(socket: Socket): void {
    if (this.connections.size >= this.options.maxConnections) {
      socket.destroy();
      return;
    }
    socket.setNoDelay(true);
    const connection = new Connection(socket, this);
    this.connections.add(connection);
    socket.on("data", (data) => connection.receive(data));
    socket.on("error", () => connection.close());
    socket.on("close", () => connection.close());
  }

  enqueue(batch: Batch): void {
    this.queue.push(batch);
    void this.drain();
  }

  /**
   * A connection that went away: its queued batches are dropped, and a transaction it left open is
   * rolled back before anyone else's batch runs (it would otherwise hold the session).
   */
  forget(connection: Connection): void {
    this.connections.delete(connection);
    for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i]!.connection === connection) this.queue.splice(i, 1);
    if (this.owner === connection && this.db.isInTransaction()) {
      this.queue.unshift({ connection, kind: "rollback" });
      void this.drain();
    }
  }

  /** The next batch to run: the owner's while its transaction is open, else the oldest. */
  private next(): Batch | undefined {
    if (this.owner && this.db.isInTransaction()) {
      const i = this.queue.findIndex((b) => b.connection === this.owner);
      return i === -1 ? undefined : this.queue.splice(i, 1)[0];
    }
    return this.queue.shift();
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let batch = this.next(); batch; batch = this.next()) await this.run(batch);
    } finally {
      this.running = false;
    }
  }

  private async run({ connection, kind, bytes }: Batch): Promise<void> {
    if (kind === "rollback") {
      await this.db.exec("ROLLBACK").catch(() => undefined);
      this.owner = undefined;
      return;
    }
    if (connection.closed) return;
    if (kind === "close") {
      connection.socket.end();
      connection.close();
      return;
    }
    this.owner = connection;
    const { socket } = connection;
    // The answer's chunks leave in one write (PGlite reuses its buffer: each is copied as it comes).
    socket.cork();
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(bytes!, {
          onRawData: (chunk) => {
            if (chunk.length > 0 && !connection.closed) socket.write(Buffer.from(chunk));
          },
        }),
      );
    } catch {
      connection.close();
    } finally {
      socket.uncork();
    }
  }
}
