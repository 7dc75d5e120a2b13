// Sessions are rows; the JWT only names one. Logout (and later account deletion) revokes the row.
import jwt from "jsonwebtoken";
import type { Db } from "../../db/prisma.ts";
import type { PublicUser } from "@savepoint/common";
import { toPublicUser } from "./user.presenter.ts";

const ISSUER = "savepoint";

export interface SessionService {
  create(userId: string, userAgent: string | undefined): Promise<{ token: string; sessionId: string; maxAgeMs: number }>;
  verify(token: string): Promise<{ user: PublicUser; sessionId: string } | null>;
  revoke(sessionId: string): Promise<void>;
}

export function createSessionService(deps: { prisma: Db; secret: string; days: number; now?: () => Date }): SessionService {
  const now = deps.now ?? (() => new Date());
  const maxAgeMs = deps.days * 86_400_000;
  return {
    async create(userId, userAgent) {
      const expiresAt = new Date(now().getTime() + maxAgeMs);
      const session = await deps.prisma.session.create({
        data: { userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null },
      });
      const token = jwt.sign({ sid: session.id }, deps.secret, {
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
        const decoded = jwt.verify(token, deps.secret, { algorithms: ["HS256"], issuer: ISSUER });
        if (typeof decoded === "string") return null;
        claims = decoded;
      } catch {
        return null;
      }
      const sid = claims.sid;
      if (typeof sid !== "string" || !/^[0-9a-f-]{36}$/i.test(sid)) return null;
      const session = await deps.prisma.session.findUnique({ where: { id: sid }, include: { user: true } });
      if (!session || session.revokedAt || session.expiresAt <= now() || session.userId !== claims.sub) return null;
      return { user: toPublicUser(session.user), sessionId: session.id };
    },
    async revoke(sessionId) {
      await deps.prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now() } });
    },
  };
}
