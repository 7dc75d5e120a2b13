// Verified credentials (sessions, personal access tokens), kept for a few seconds so a request need
// not read its credential's row — trusted only while the database's change feed
// (NOTIFY_CHANNELS.sessionChanges, raised by triggers on sessions, api_tokens and users in the same
// transaction as the change) is known to be complete: any process's sign-out, revocation or account
// change drops the entries it names. While the feed is down, or without one, nothing is cached and
// every request reads its row (ADR 003).
import type { PublicUser } from "@savepoint/common";
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";

/** How long a verified credential may be trusted without a database read, at most (ADR 003). */
export const CREDENTIAL_CACHE_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;

/** The payload kinds the triggers raise ("{kind}:{id}", migrations 20261125100000 and 20261129100000). */
const KINDS = new Set(["session", "token", "user"]);

interface Entry<T> {
  value: T;
  /** The row's id the notifications name ("session:{ref}", "token:{ref}"). */
  ref: string;
  expiresAt: number;
  until: number;
  epoch: number;
}

export type CacheStamp = { epoch: number; changes: number };

export class CredentialCache<T extends { user: PublicUser }> {
  private readonly entries = new Map<string, Entry<T>>();
  /** ref → key, for the notifications (a token is looked up by its hash, named by its id). */
  private readonly keys = new Map<string, string>();
  /** Notifications seen so far: a read that one overtook is not cached (it may predate the change). */
  private changes = 0;

  constructor(
    /** The payload kind naming this cache's rows: "session" or "token". */
    private readonly kind: "session" | "token",
    private readonly feed: NotificationHub | undefined,
    private readonly ms: number,
  ) {
    feed?.subscribe(NOTIFY_CHANNELS.sessionChanges, (payload) => this.changed(payload));
  }

  private get trusted(): boolean {
    return this.ms > 0 && this.feed !== undefined && this.feed.reliable;
  }

  /** Taken before reading the database; set() compares it. */
  stamp(): CacheStamp {
    return { epoch: this.feed?.epoch ?? 0, changes: this.changes };
  }

  /** The cached value under `key` that `accept` approves, still fresh at `t`; undefined otherwise. */
  async get(key: string, t: number, accept: (value: T) => boolean = () => true): Promise<T | undefined> {
    if (!this.trusted || !this.entries.has(key)) return undefined;
    // A PostgreSQL server's notifications trail its commits a little: hear every one made before this
    // request first (one round trip shared by concurrent requests; it fails as a 503 if the database is gone).
    if (this.feed?.remote) await this.feed.catchUp();
    const e = this.entries.get(key);
    if (!e || !this.trusted || e.epoch !== this.feed?.epoch) return undefined;
    return e.until > t && e.expiresAt > t && accept(e.value) ? e.value : undefined;
  }

  set(key: string, ref: string, value: T, expiresAt: number, t: number, stamp: CacheStamp): void {
    const now = this.stamp();
    if (!this.trusted || now.epoch !== stamp.epoch || now.changes !== stamp.changes) return;
    if (this.entries.size >= CACHE_MAX_ENTRIES) this.clear();
    this.entries.set(key, { value, ref, expiresAt, until: t + this.ms, epoch: now.epoch });
    this.keys.set(ref, key);
  }

  delete(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.keys.delete(e.ref);
  }

  /** Drops the entry for the row `ref` names. */
  forget(ref: string): void {
    const key = this.keys.get(ref);
    if (key !== undefined) this.delete(key);
  }

  /** Keeps cached entries of this user in step after their account changed. */
  userChanged(user: PublicUser): void {
    for (const e of this.entries.values()) if (e.value.user.id === user.id) e.value = { ...e.value, user };
  }

  private clear(): void {
    this.entries.clear();
    this.keys.clear();
  }

  /** "session:{id}", "token:{id}" or "user:{id}" (the triggers' payloads). */
  private changed(payload: string): void {
    this.changes += 1;
    const at = payload.indexOf(":");
    const kind = payload.slice(0, at);
    const id = payload.slice(at + 1);
    if (kind === this.kind) {
      this.forget(id);
    } else if (kind === "user") {
      for (const [key, e] of this.entries) if (e.value.user.id === id) this.delete(key);
    } else if (!KINDS.has(kind)) {
      this.clear(); // a payload this version does not know: everything goes
    }
  }
}
