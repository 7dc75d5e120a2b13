// A PostgreSQL connection from this process to its embedded database without a socket: node-postgres
// reads and writes this stream (its `stream` option) and the protocol server answers through `peer`.
// Answers are handed to the client as soon as the database has them, so a transaction's statements
// follow each other within a turn of the event loop instead of waiting a turn each (the socket's way),
// which let other requests' work in between while the one session stayed held. Work that keeps on
// (an import of thousands of rows) yields after SLICE_MS: its next answer waits for the next turn.
import { Duplex } from "node:stream";

/** How long answers may follow each other without the event loop taking a turn. */
export const SLICE_MS = 8;

/** Where the protocol server writes a connection's answers: a socket, or an InProcessStream's `peer`. */
export interface Peer {
  write(data: Buffer | string): unknown;
  cork(): void;
  uncork(): void;
  end(): unknown;
  destroy(): unknown;
}

/** When the current slice began (undefined: the event loop has turned since the last answer). */
let sliceStart: number | undefined;

/** Whether an answer may go now: the slice is young, or a new one begins. */
function inSlice(): boolean {
  const now = performance.now();
  if (sliceStart === undefined) {
    sliceStart = now;
    setImmediate(() => (sliceStart = undefined));
    return true;
  }
  return now - sliceStart < SLICE_MS;
}

export class InProcessStream extends Duplex {
  /** Set by the server: what the client wrote, and that the client went away. */
  onServerData: (data: Buffer) => void = () => {};
  onServerClose: () => void = () => {};
  /** Answers written while corked, handed over together at uncork. */
  private corked: Buffer[] | undefined;
  /** Answers waiting for the next turn of the event loop (in order). */
  private waiting: Buffer[] = [];
  private ended = false;

  readonly peer: Peer = {
    write: (data) => {
      const chunk = typeof data === "string" ? Buffer.from(data) : data;
      if (this.corked) this.corked.push(chunk);
      else this.deliver(chunk);
      return true;
    },
    cork: () => {
      this.corked ??= [];
    },
    uncork: () => {
      const chunks = this.corked;
      this.corked = undefined;
      if (chunks?.length) this.deliver(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    },
    end: () => {
      this.ended = true;
      if (this.waiting.length === 0) this.push(null);
    },
    destroy: () => this.destroy(),
  };

  private deliver(chunk: Buffer): void {
    if (this.waiting.length === 0 && inSlice()) {
      this.push(chunk);
      return;
    }
    this.waiting.push(chunk);
    if (this.waiting.length === 1) setImmediate(() => this.flushWaiting());
  }

  private flushWaiting(): void {
    const chunks = this.waiting;
    this.waiting = [];
    if (this.destroyed) return;
    this.push(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    if (this.ended) this.push(null);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    this.onServerData(chunk);
    done();
  }

  override _read(): void {}

  override _final(done: (err?: Error | null) => void): void {
    this.onServerClose();
    done();
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void): void {
    this.onServerClose();
    done(err);
  }

  // What node-postgres asks of a socket.
  connect(): this {
    process.nextTick(() => this.emit("connect"));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}
