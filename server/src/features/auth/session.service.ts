// Sessions are rows; the JWT only names one. Logout (and later account deletion) revokes the row.
import { createSecretKey } from "node:crypto";
import jwt from "jsonwebtoken";
import type { Db } from "../../db/prisma.ts";
import { NOTIFY_CHANNELS, type NotificationHub } from "../../db/notifications.ts";
import type { AccountSessionDto, PublicUser } from "@savepoint/common";
import { toPublicUser } from "./user.presenter.ts";
import { describeDevice } from "./user-agent.ts";

const ISSUER = "savepoint";

export interface SessionService {
  create(userId: string, userAgent: string | undefined): Promise<{ token: string; sessionId: string; maxAgeMs: number }>;
  verify(token: string): Promise<{ user: PublicUser; sessionId: string } | null>;
  revoke(sessionId: string): Promise<void>;
  /** The user's live sessions (not revoked, not expired), the most recently seen first. */
  list(userId: string, currentSessionId: string): Promise<AccountSessionDto[]>;
  /** Ends one live session of this user; false when the user has no such live session. */
  revokeOwn(userId: string, sessionId: string): Promise<boolean>;
  /** Ends every live session of the user but `keepSessionId`; answers how many ended. */
  revokeOthers(userId: string, keepSessionId: string, db?: SessionWriter): Promise<number>;
  /** Keeps cached sessions of this user in step after their account changed. */
  userChanged(user: PublicUser): void;
}

type SessionWriter = Pick<Db, "session">;

/** A session's last-seen time is rewritten when a request finds it older than this. */
const LAST_SEEN_STEP_MS = 60_000;

/** How long a verified session may be trusted without a database read, at most (ADR 003). */
const SESSION_CACHE_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  user: PublicUser;
  expiresAt: number;
  until: number;
  epoch: number;
}

/**
 * Verified sessions, trusted only while the database's change feed (NOTIFY_CHANNELS.sessionChanges,
 * raised by triggers on sessions and users in the same transaction as the change) is known to be
 * complete: any process's sign-out, revocation or account change drops the entries it names. While
 * the feed is down, or without one, nothing is cached and every request reads its session row.
 */
class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Notifications seen so far: a read that one overtook is not cached (it may predate the change). */
  private changes = 0;

  constructor(
    private readonly feed: NotificationHub | undefined,
    private readonly ms: number,
  ) {
    feed?.subscribe(NOTIFY_CHANNELS.sessionChanges, (payload) => this.changed(payload));
  }

  private get trusted(): boolean {
    return this.ms > 0 && this.feed !== undefined && this.feed.reliable;
  }

  /** Taken before reading the database; set() compares it. */
  stamp() {
    return { epoch: this.feed?.epoch ?? 0, changes: this.changes };
  }

  async get(sid: string, userId: unknown, t: number): Promise<PublicUser | undefined> {
    if (!this.trusted || !this.entries.has(sid)) return undefined;
    // A PostgreSQL server's notifications trail its commits a little: hear every one made before this
    // request first (one round trip shared by concurrent requests; it fails as a 503 if the database is gone).
    if (this.feed?.remote) await this.feed.catchUp();
    const e = this.entries.get(sid);
    if (!e || !this.trusted || e.epoch !== this.feed?.epoch) return undefined;
    return e.until > t && e.expiresAt > t && e.user.id === userId ? e.user : undefined;
  }

  set(sid: string, user: PublicUser, expiresAt: number, t: number, stamp: ReturnType<SessionCache["stamp"]>): void {
    const now = this.stamp();
    if (!this.trusted || now.epoch !== stamp.epoch || now.changes !== stamp.changes) return;
    if (this.entries.size >= CACHE_MAX_ENTRIES) this.entries.clear();
    this.entries.set(sid, { user, expiresAt, until: t + this.ms, epoch: now.epoch });
  }

  delete(sid: string): void {
    this.entries.delete(sid);
  }

  userChanged(user: PublicUser): void {
    for (const e of this.entries.values()) if (e.user.id === user.id) e.user = user;
  }

  /** "session:{id}" or "user:{id}" (the triggers' payloads). */
  private changed(payload: string): void {
    this.changes += 1;
    const at = payload.indexOf(":");
    const kind = payload.slice(0, at);
    const id = payload.slice(at + 1);
    if (kind === "session") this.entries.delete(id);
    // a user's change, or a payload this version does not know (then everything goes)
    else for (const [sid, e] of this.entries) if (kind !== "user" || e.user.id === id) this.entries.delete(sid);
  }
}

export function createSessionService(deps: {
  prisma: Db;
  secret: string;
  days: number;
  now?: () => Date;
  cacheMs?: number;
  /** Session and user changes made by any process (Database.sessionChanges); without it nothing is cached. */
  changes?: NotificationHub;
}): SessionService {
  const now = deps.now ?? (() => new Date());
  const maxAgeMs = deps.days * 86_400_000;
  // A KeyObject, built once: given a string, jsonwebtoken re-parses the secret on every call (≈ 0.5 ms).
  const key = createSecretKey(Buffer.from(deps.secret, "utf8"));
  const cache = new SessionCache(deps.changes, deps.cacheMs ?? SESSION_CACHE_MS);
  const live = (userId: string) => ({ userId, revokedAt: null, expiresAt: { gt: now() } });
  return {
    async create(userId, userAgent) {
      const at = now();
      const expiresAt = new Date(at.getTime() + maxAgeMs);
      const session = await deps.prisma.session.create({
        data: { userId, createdAt: at, lastSeenAt: at, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null },
      });
      const token = jwt.sign({ sid: session.id }, key, {
        algorithm: "HS256",
        subject: userId,
        issuer: ISSUER,
        expiresIn: Math.floor(maxAgeMs / 1000),
      });
      return { token, sessionId: session.id, maxAgeMs };
    },
    async verify(token) {
      let claims: jwt.JwtPayload;
      try {
        const decoded = jwt.verify(token, key, { algorithms: ["HS256"], issuer: ISSUER });
        if (typeof decoded === "string") return null;
        claims = decoded;
      } catch {
        return null;
      }
      const sid: unknown = claims.sid;
      if (typeof sid !== "string" || !/^[0-9a-f-]{36}$/i.test(sid)) return null;
      const t = now().getTime();
      const cached = await cache.get(sid, claims.sub, t);
      if (cached) return { user: cached, sessionId: sid };
      const stamp = cache.stamp();
      const session = await deps.prisma.session.findUnique({ where: { id: sid }, include: { user: true } });
      if (!session || session.revokedAt || session.expiresAt <= now() || session.userId !== claims.sub) {
        cache.delete(sid);
        return null;
      }
      if (t - session.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
        await deps.prisma.session.updateMany({ where: { id: sid, lastSeenAt: session.lastSeenAt }, data: { lastSeenAt: new Date(t) } });
      }
      const user = toPublicUser(session.user);
      cache.set(sid, user, session.expiresAt.getTime(), t, stamp);
      return { user, sessionId: session.id };
    },
    userChanged(user) {
      cache.userChanged(user);
    },
    async revoke(sessionId) {
      cache.delete(sessionId);
      await deps.prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now() } });
    },
    async list(userId, currentSessionId) {
      const rows = await deps.prisma.session.findMany({
        where: live(userId),
        orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
        select: { id: true, userAgent: true, createdAt: true, lastSeenAt: true },
      });
      return rows.map((r) => ({
        id: r.id,
        device: describeDevice(r.userAgent),
        createdAt: r.createdAt.toISOString(),
        lastSeenAt: r.lastSeenAt.toISOString(),
        current: r.id === currentSessionId,
      }));
    },
    async revokeOwn(userId, sessionId) {
      cache.delete(sessionId);
      const { count } = await deps.prisma.session.updateMany({ where: { ...live(userId), id: sessionId }, data: { revokedAt: now() } });
      return count > 0;
    },
    async revokeOthers(userId, keepSessionId, db = deps.prisma) {
      const { count } = await db.session.updateMany({ where: { ...live(userId), id: { not: keepSessionId } }, data: { revokedAt: now() } });
      return count;
    },
  };
}
