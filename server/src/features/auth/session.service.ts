// Sessions are rows; the JWT only names one. Logout (and later account deletion) revokes the row.
import { createSecretKey } from "node:crypto";
import jwt from "jsonwebtoken";
import type { Db } from "../../db/prisma.ts";
import type { PublicUser } from "@savepoint/common";
import { toPublicUser } from "./user.presenter.ts";

const ISSUER = "savepoint";

export interface SessionService {
  create(userId: string, userAgent: string | undefined): Promise<{ token: string; sessionId: string; maxAgeMs: number }>;
  verify(token: string): Promise<{ user: PublicUser; sessionId: string } | null>;
  revoke(sessionId: string): Promise<void>;
  /** Keeps cached sessions of this user in step after their account changed. */
  userChanged(user: PublicUser): void;
}

/** How long a verified session is trusted without a database read (ADR 003). */
const SESSION_CACHE_MS = 5_000;

export function createSessionService(deps: { prisma: Db; secret: string; days: number; now?: () => Date; cacheMs?: number }): SessionService {
  const now = deps.now ?? (() => new Date());
  const maxAgeMs = deps.days * 86_400_000;
  const cacheMs = deps.cacheMs ?? SESSION_CACHE_MS;
  // A KeyObject, built once: given a string, jsonwebtoken re-parses the secret on every call (≈ 0.5 ms).
  const key = createSecretKey(Buffer.from(deps.secret, "utf8"));
  // sid → verified session; a revocation in this process is immediate, one made by another process
  // sharing the database is seen within cacheMs.
  const cache = new Map<string, { user: PublicUser; expiresAt: number; until: number }>();
  return {
    async create(userId, userAgent) {
      const expiresAt = new Date(now().getTime() + maxAgeMs);
      const session = await deps.prisma.session.create({
        data: { userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null },
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
      const hit = cache.get(sid);
      if (hit && hit.until > t && hit.expiresAt > t && hit.user.id === claims.sub) return { user: hit.user, sessionId: sid };
      const session = await deps.prisma.session.findUnique({ where: { id: sid }, include: { user: true } });
      if (!session || session.revokedAt || session.expiresAt <= now() || session.userId !== claims.sub) {
        cache.delete(sid);
        return null;
      }
      const user = toPublicUser(session.user);
      if (cacheMs > 0) {
        if (cache.size > 10_000) cache.clear();
        cache.set(sid, { user, expiresAt: session.expiresAt.getTime(), until: t + cacheMs });
      }
      return { user, sessionId: session.id };
    },
    userChanged(user) {
      for (const entry of cache.values()) if (entry.user.id === user.id) entry.user = user;
    },
    async revoke(sessionId) {
      cache.delete(sessionId);
      await deps.prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now() } });
    },
  };
}
