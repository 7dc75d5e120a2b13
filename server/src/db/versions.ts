// Versions kept by the database: counters that triggers bump on every write of what they cover (a
// user's library, a shared game), read by caches that keep answers against them.
//
// On PostgreSQL, each read is one primary-key lookup and concurrent reads share one query
// (VersionReader): another server process's write is seen by the next read. On the embedded database,
// which only this process can open, the trigger's NOTIFY arrives as the write commits
// (notifications.ts), so versions already seen are answered from memory (NotifiedVersions).
import type { NotificationHub } from "./notifications.ts";

type VersionQuery = (keys: string[]) => Promise<Map<string, number>>;

/**
 * Reads versions, coalescing concurrent requests: a read joins the next query to start (never one
 * already running, whose snapshot may predate a write the caller has seen), and that query answers
 * every key waiting on it. Under load this is one query per round trip instead of per request.
 */
class VersionReader {
  private waiting = new Map<string, { resolve: (v: number) => void; reject: (e: unknown) => void }[]>();
  private running = false;
  constructor(private readonly query: VersionQuery) {}

  read(key: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(key);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      this.next();
    });
  }

  private next() {
    if (this.running || this.waiting.size === 0) return;
    const batch = this.waiting;
    this.waiting = new Map();
    this.running = true;
    this.query([...batch.keys()])
      .then(
        (versions) => {
          for (const [key, list] of batch) for (const w of list) w.resolve(versions.get(key) ?? 0);
        },
        (err: unknown) => {
          for (const list of batch.values()) for (const w of list) w.reject(err);
        },
      )
      .finally(() => {
        this.running = false;
        this.next();
      });
  }
}

/**
 * Versions as the embedded database announces them at each commit ("{key}:{version}" on `channel`,
 * raised by the version trigger for every writer). A key seen before is answered from memory; a key not
 * seen yet is read once. Versions only grow, so keeping the higher of a read and a notification is
 * right whichever arrives first. If the database ever could not read its own answers (hub no longer
 * reliable), every request reads again.
 */
class NotifiedVersions {
  private readonly known = new Map<string, number>();

  constructor(
    private readonly hub: NotificationHub,
    channel: string,
    private readonly reader: VersionReader,
  ) {
    hub.subscribe(channel, (payload) => {
      const at = payload.lastIndexOf(":");
      const version = Number(payload.slice(at + 1));
      if (at > 0 && Number.isInteger(version)) this.raise(payload.slice(0, at), version);
    });
  }

  private raise(key: string, version: number): number {
    const current = this.known.get(key);
    if (current !== undefined && current >= version) return current;
    this.known.set(key, version);
    return version;
  }

  async read(key: string): Promise<number> {
    if (!this.hub.reliable) return this.reader.read(key);
    const known = this.known.get(key);
    if (known !== undefined) return known;
    return this.raise(key, await this.reader.read(key));
  }
}

/**
 * The current version of a key: from the embedded database's notifications on `channel` when there
 * are some, else read (coalesced) with `query` (keys without a row are version 0).
 */
export function databaseVersions(channel: string, query: VersionQuery, notifications: NotificationHub | undefined): (key: string) => Promise<number> {
  const reader = new VersionReader(query);
  const notified = notifications ? new NotifiedVersions(notifications, channel, reader) : null;
  return (key) => (notified ? notified.read(key) : reader.read(key));
}
