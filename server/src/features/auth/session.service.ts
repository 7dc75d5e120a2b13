// Sessions are rows; the JWT only names one. Logout (and later account deletion) revokes the row.
import { createSecretKey } from "node:crypto";
import jwt from "jsonwebtoken";
import type { Db } from "../../db/prisma.ts";
import { insertSession, liveSessions, revokeLiveSessions, revokeSession, sessionWithUser, touchSession } from "./session.queries.ts";
import type { NotificationHub } from "../../db/notifications.ts";
import { DAY_MS, type AccountSessionDto, type PublicUser } from "@savepoint/common";
import { toPublicUser } from "./user.presenter.ts";
import { describeDevice } from "./user-agent.ts";
import { CREDENTIAL_CACHE_MS, CredentialCache } from "./credential-cache.ts";

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
  const maxAgeMs = deps.days * DAY_MS;
  // A KeyObject, built once: given a string, jsonwebtoken re-parses the secret on every call (≈ 0.5 ms).
  const key = createSecretKey(Buffer.from(deps.secret, "utf8"));
  const cache = new CredentialCache<{ user: PublicUser }>("session", deps.changes, deps.cacheMs ?? CREDENTIAL_CACHE_MS);
  return {
    async create(userId, userAgent) {
      const at = now();
      const expiresAt = new Date(at.getTime() + maxAgeMs);
      const session = await insertSession(deps.prisma, { userId, createdAt: at, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
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
      const cached = await cache.get(sid, t, (v) => v.user.id === claims.sub);
      if (cached) return { user: cached.user, sessionId: sid };
      const stamp = cache.stamp();
      const session = await sessionWithUser(deps.prisma, sid);
      if (!session || session.revokedAt || session.expiresAt <= now() || session.userId !== claims.sub) {
        cache.delete(sid);
        return null;
      }
      if (t - session.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
        await touchSession(deps.prisma, sid, session.lastSeenAt, new Date(t));
      }
      const user = toPublicUser(session.user);
      cache.set(sid, sid, { user }, session.expiresAt.getTime(), t, stamp);
      return { user, sessionId: session.id };
    },
    userChanged(user) {
      cache.userChanged(user);
    },
    async revoke(sessionId) {
      cache.delete(sessionId);
      await revokeSession(deps.prisma, sessionId, now());
    },
    async list(userId, currentSessionId) {
      const rows = await liveSessions(deps.prisma, userId, now());
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
      return (await revokeLiveSessions(deps.prisma, userId, now(), { only: sessionId })) > 0;
    },
    async revokeOthers(userId, keepSessionId, db = deps.prisma) {
      return revokeLiveSessions(db, userId, now(), { except: keepSessionId });
    },
  };
}
