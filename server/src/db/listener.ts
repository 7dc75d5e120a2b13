// LISTEN on a PostgreSQL server: one dedicated connection (outside the pool, which hands connections
// out and takes them back) feeds a NotificationHub. The hub is reliable only while that connection is
// up and LISTENing: when it drops (server stopped, restarted, network lost) or stops answering (server
// frozen), the hub is marked down at once and the listener reconnects by itself.
//
// Catching up is a round trip on that connection. PostgreSQL signals every listening session as a
// transaction commits, before the committing client hears that it did, and a signalled session sends
// its notifications before it answers its next query. So once a `SELECT 1` sent after a commit has
// its answer, that commit's notifications have been delivered.
import pg from "pg";
import type { Logger } from "../lib/logger.ts";
import { NotificationHub } from "./notifications.ts";
import { DB_TIMEOUTS } from "./prisma.ts";

/**
 * Runs a round trip for every caller, sharing them: a caller joins the next one to start, never one
 * already under way (it may have been sent before the caller's own reason to ask).
 */
class SharedRoundTrip {
  private waiting: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  private running = false;
  constructor(private readonly roundTrip: () => Promise<void>) {}

  run(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.next();
    });
  }

  private next() {
    if (this.running || this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.running = true;
    this.roundTrip()
      .then(
        () => batch.forEach((w) => w.resolve()),
        (err: unknown) => batch.forEach((w) => w.reject(err)),
      )
      .finally(() => {
        this.running = false;
        this.next();
      });
  }
}

export interface ListenerOptions {
  url: string;
  channels: readonly string[];
  logger?: Pick<Logger, "info" | "warn">;
  /** Connect, heartbeat and catch-up answers slower than this count as a lost connection. */
  timeoutMs?: number;
  /** How often an idle connection proves it still answers. */
  heartbeatMs?: number;
  /** First wait before reconnecting; doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
  /**
   * Called each time the listener sets out to connect: the first time, and whenever a retry wait ends
   * (before it checks whether it was stopped meanwhile). Lets a test see a reconnect, or its absence.
   */
  onConnecting?: () => void;
}

export interface NotificationListener {
  hub: NotificationHub;
  /** Resolves once LISTEN is in place the first time, or false if the first attempt failed (it keeps trying). */
  ready: Promise<boolean>;
  stop(): Promise<void>;
}

/** Starts listening; never rejects (a database that is down now is retried until stop()). */
export function listenForNotifications(opts: ListenerOptions): NotificationListener {
  const timeoutMs = opts.timeoutMs ?? DB_TIMEOUTS.queryMs;
  const heartbeatMs = opts.heartbeatMs ?? 5000;
  const firstRetry = opts.retryMs ?? 200;
  const maxRetry = opts.maxRetryMs ?? 2000;
  let retryMs = firstRetry;
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let wasUp = false;

  // A failed catch-up rejects: the caller cannot know what it missed, and a database that does not
  // answer this in time would not answer the caller's own query either (http/errors.ts: a 503).
  const catchUp = new SharedRoundTrip(async () => {
    const c = client;
    if (!c) throw new Error("Connection terminated: not listening for database notifications");
    try {
      await c.query("SELECT 1");
    } catch (err) {
      lost(c, err);
      throw err;
    }
  });
  const hub = new NotificationHub({ connected: false, catchUp: () => catchUp.run() });

  const lost = (which: pg.Client, err: unknown) => {
    if (client !== which) return;
    client = null;
    clearInterval(heartbeat);
    hub.setConnected(false);
    which.removeAllListeners("notification");
    // A broken connection may still emit errors while it closes: they are expected, not crashes.
    which.on("error", () => {});
    which.end().catch(() => {});
    if (wasUp) opts.logger?.warn({ err }, "database notifications: connection lost, reconnecting");
    wasUp = false;
    schedule();
  };

  const schedule = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, maxRetry);
  };

  const connect = async (): Promise<boolean> => {
    opts.onConnecting?.();
    if (stopped) return false;
    const c = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, keepAlive: true });
    client = c;
    c.on("notification", (m) => hub.deliver(m.channel, m.payload ?? ""));
    c.on("error", (err) => lost(c, err));
    c.on("end", () => lost(c, new Error("connection ended")));
    try {
      await c.connect();
      for (const channel of opts.channels) await c.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (err) {
      lost(c, err);
      return false;
    }
    if (client !== c || stopped) return false;
    retryMs = firstRetry;
    wasUp = true;
    hub.setConnected(true);
    // The heartbeat is a catch-up nobody waits for: one query at a time on this connection.
    heartbeat = setInterval(() => {
      catchUp.run().catch(() => {});
    }, heartbeatMs);
    heartbeat.unref();
    return true;
  };

  return {
    hub,
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      hub.setConnected(false);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on("error", () => {});
        // A frozen server never acknowledges the goodbye: wait for it a little, not forever.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([c.end().catch(() => {}), new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
        clearTimeout(timer);
      }
    },
  };
}
