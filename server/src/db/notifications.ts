// Database notifications (NOTIFY) and the hub that hands them to subscribers.
//
// The embedded database: PGlite runs every client's SQL (Prisma's pool, migrations, any tool on its
// socket) in this process through one session, and the socket server answers with the raw PostgreSQL
// protocol, which PGlite's own listen() never sees. So the embedded database LISTENs in its session
// and NotificationScanner reads NotificationResponse messages ('A') out of every answer as it streams
// past. A notification is in the answer to the statement that commits it, before that statement's
// ReadyForQuery: by the time a write resolves in Prisma, subscribers have already run. A rolled-back
// transaction notifies nobody.
//
// A PostgreSQL server: a dedicated connection LISTENs (listener.ts) and feeds a hub that is reliable
// only while that connection is up; notifications arrive shortly after the commit, so a subscriber
// that must have heard every earlier commit asks the hub to catch up first (one round trip).

export type NotificationListener = (payload: string) => void;

/** The channels every database LISTENs on (triggers in prisma/migrations raise them). */
export const NOTIFY_CHANNELS = {
  /** "{userId}:{version}" after each commit that bumps library_versions (the library migrations). */
  libraryVersions: "library_versions",
  /** "session:{id}" or "token:{id}" when a session or access token is revoked or deleted, "user:{id}" when a user changes or is deleted. */
  sessionChanges: "session_changes",
  /** "{gameKey}:{version}" after each commit that bumps a shared game's version (migration 20261125170000). */
  sharedGameVersions: "shared_game_versions",
  /** Empty, once per statement that changes what a community answer shows (migration 20261125230000). */
  communityChanges: "community_changes",
  /** "{userId}:{version}" after each commit that bumps journal_versions (migration 20261201090000). */
  journalVersions: "journal_versions",
  /** "{blockerId}:{blockedId}" when a block is made or undone (migration 20261125220000). */
  blockChanges: "block_changes",
  /** "{userId}:{version}" after each commit that bumps notification_versions (migration 20261207100000). */
  notificationVersions: "notification_versions",
} as const;

/**
 * Channel subscriptions; deliver() is called by the database for each notification it sees.
 * Subscribers that keep what they were told must check `reliable` before trusting it, and drop what
 * they learnt before the current `epoch`: a lapse (a lost LISTEN connection) may have missed some.
 */
export class NotificationHub {
  private readonly listeners = new Map<string, Set<NotificationListener>>();
  private failure: unknown = null;
  private connected: boolean;
  private lapses = 0;

  /**
   * `connected: false` until the feed is listening. `catchUp`, for a feed whose notifications travel
   * from another process (a PostgreSQL server) and may arrive a little after the commit: resolves once
   * every notification committed before the call has been delivered (see listener.ts).
   */
  constructor(private readonly options: { connected?: boolean; catchUp?: () => Promise<void> } = {}) {
    this.connected = options.connected ?? true;
  }

  /** Resolves once every notification committed before the call has been delivered; rejects if it cannot tell. */
  catchUp(): Promise<void> {
    return this.options.catchUp ? this.options.catchUp() : Promise.resolve();
  }

  /** Whether catchUp() costs a round trip to the database (false: notifications arrive with the commit). */
  get remote(): boolean {
    return this.options.catchUp !== undefined;
  }

  /** False once an answer could not be read or while the feed is down: nothing may be missing only when true. */
  get reliable(): boolean {
    return this.failure === null && this.connected;
  }

  /** Grows each time the hub stops being reliable. */
  get epoch(): number {
    return this.lapses;
  }

  /** For good: the stream of notifications can no longer be read. */
  fail(err: unknown): void {
    if (this.reliable) this.lapses += 1;
    this.failure ??= err;
  }

  /** A feed that reconnects reports each loss and each return (LISTEN in place again). */
  setConnected(up: boolean): void {
    if (!up && this.reliable) this.lapses += 1;
    this.connected = up;
  }

  subscribe(channel: string, listener: NotificationListener): () => void {
    let set = this.listeners.get(channel);
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  deliver(channel: string, payload: string): void {
    const set = this.listeners.get(channel);
    if (!set) return;
    for (const listener of set) {
      // A faulty listener must not break the database's answer stream.
      try {
        listener(payload);
      } catch {
        /* ignored on purpose */
      }
    }
  }
}

const NOTIFICATION = 0x41; // 'A': Int32 length, Int32 pid, String channel, String payload
const HEADER = 5; // type byte + Int32 length (which counts itself)
/** Every message type a PostgreSQL backend sends (protocol 3.0/3.2): anything else means lost framing. */
const BACKEND_TYPES = new Set(Array.from("123AcCdDEGHIKnNRsStTvVWZ", (c) => c.charCodeAt(0)));

/**
 * Splits one answer (a series of backend messages, in chunks cut anywhere) into messages and reports
 * each NotificationResponse. Only notifications are copied; every other message is skipped by length.
 */
export class NotificationScanner {
  private header = Buffer.alloc(HEADER);
  private headerFill = 0;
  /** Bytes of the current message's body still to come. */
  private remaining = 0;
  private type = 0;
  /** The body of a notification being collected. */
  private body: Buffer | null = null;
  private bodyFill = 0;

  constructor(private readonly onNotification: (channel: string, payload: string) => void) {}

  push(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.remaining === 0 && this.body === null) {
        // Reading a header.
        const take = Math.min(HEADER - this.headerFill, chunk.length - i);
        this.header.set(chunk.subarray(i, i + take), this.headerFill);
        this.headerFill += take;
        i += take;
        if (this.headerFill < HEADER) return;
        this.headerFill = 0;
        this.type = this.header[0]!;
        const bodyLength = this.header.readInt32BE(1) - 4;
        if (!BACKEND_TYPES.has(this.type) || bodyLength < 0) {
          throw new Error(`malformed backend message (type ${this.type}, length ${bodyLength + 4})`);
        }
        if (this.type === NOTIFICATION) {
          this.body = Buffer.alloc(bodyLength);
          this.bodyFill = 0;
          if (bodyLength === 0) this.finishNotification();
        } else {
          this.remaining = bodyLength;
        }
        continue;
      }
      if (this.body) {
        const take = Math.min(this.body.length - this.bodyFill, chunk.length - i);
        this.body.set(chunk.subarray(i, i + take), this.bodyFill);
        this.bodyFill += take;
        i += take;
        if (this.bodyFill === this.body.length) this.finishNotification();
        continue;
      }
      const skip = Math.min(this.remaining, chunk.length - i);
      this.remaining -= skip;
      i += skip;
    }
  }

  /** True between messages: an answer must end there. */
  get atBoundary(): boolean {
    return this.headerFill === 0 && this.remaining === 0 && this.body === null;
  }

  private finishNotification() {
    const body = this.body!;
    this.body = null;
    // pid (4 bytes), then two NUL-terminated strings.
    const channelEnd = body.indexOf(0, 4);
    if (channelEnd < 0) return;
    const payloadEnd = body.indexOf(0, channelEnd + 1);
    const channel = body.toString("utf8", 4, channelEnd);
    const payload = body.toString("utf8", channelEnd + 1, payloadEnd < 0 ? body.length : payloadEnd);
    this.onNotification(channel, payload);
  }
}

interface RawStreamer {
  execProtocolRawStream(message: Uint8Array, options: { onRawData: (chunk: Uint8Array) => void } & Record<string, unknown>): Promise<unknown>;
}

/** Makes `db` report every notification in its protocol answers to `hub` (one scanner per answer). */
export function scanProtocolAnswers(db: RawStreamer, hub: NotificationHub): void {
  const original = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = (message, options) => {
    const scanner = new NotificationScanner((channel, payload) => hub.deliver(channel, payload));
    let scanning = true;
    const answered = original(message, {
      ...options,
      onRawData: (chunk: Uint8Array) => {
        if (scanning) {
          try {
            scanner.push(chunk);
          } catch (err) {
            // Never break the answer itself; from now on subscribers know notifications may be missing.
            scanning = false;
            hub.fail(err);
          }
        }
        options.onRawData(chunk);
      },
    });
    // Each call answers whole messages; one that ends inside a message means the framing is not what
    // this scanner assumes, so nothing it reads afterwards can be trusted.
    return answered.then((result) => {
      if (scanning && !scanner.atBoundary) hub.fail(new Error("a database answer ended inside a message"));
      return result;
    });
  };
}
