// Who is asking: a JWT naming a server-side session row, from the httpOnly cookie or a Bearer header.
import type { RequestHandler, Response, CookieOptions } from "express";
import type { PublicUser } from "@savepoint/common";
import { forbidden, unauthenticated } from "./errors.ts";
import type { SessionService } from "../features/auth/index.ts";

export const SESSION_COOKIE = "sp_session";
/** A script-readable hint that a session may exist (it holds no secret), so the client knows to ask /me. */
const HINT_COOKIE = "sp_signed_in";

export interface AuthContext {
  user: PublicUser;
  sessionId: string;
  via: "cookie" | "bearer";
}

function tokenFrom(req: Parameters<RequestHandler>[0]): { token: string; via: "cookie" | "bearer" } | undefined {
  const header = req.get("authorization");
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    return m?.[1] ? { token: m[1], via: "bearer" } : undefined;
  }
  const cookie = (req.cookies as Record<string, string | undefined> | undefined)?.[SESSION_COOKIE];
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

/** Resolves the session if there is one; never rejects. */
export function loadAuth(sessions: SessionService): RequestHandler {
  return (req, res, next) => {
    const found = tokenFrom(req);
    if (!found) return next();
    sessions
      .verify(found.token)
      .then((ctx) => {
        if (ctx) req.auth = { ...ctx, via: found.via };
        // A dead cookie (revoked, expired, forged) is dropped so the client stops asking with it.
        else if (found.via === "cookie") clearSessionCookie(res, req.secure);
        next();
      })
      .catch(next);
  };
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  next(req.auth ? undefined : unauthenticated());
};

/** An administrator's session: none is a 401, a user who is not an administrator a 403. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  next(!req.auth ? unauthenticated() : req.auth.user.isAdmin ? undefined : forbidden("Only an administrator can do this"));
};

function cookieOptions(secure: boolean, maxAgeMs?: number): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure, path: "/", ...(maxAgeMs ? { maxAge: maxAgeMs } : {}) };
}

export function setSessionCookie(res: Response, token: string, secure: boolean, maxAgeMs: number) {
  res.cookie(SESSION_COOKIE, token, cookieOptions(secure, maxAgeMs));
  res.cookie(HINT_COOKIE, "1", { ...cookieOptions(secure, maxAgeMs), httpOnly: false });
}

export function clearSessionCookie(res: Response, secure: boolean) {
  res.clearCookie(SESSION_COOKIE, cookieOptions(secure));
  res.clearCookie(HINT_COOKIE, { ...cookieOptions(secure), httpOnly: false });
}
