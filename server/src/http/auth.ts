// Who is asking: a JWT naming a server-side session row (the httpOnly cookie, or a Bearer header), or a
// personal access token ("Bearer sp_…", ADR 003).
import type { RequestHandler, Response, CookieOptions } from "express";
import { ACCOUNT_HEADER, TOKEN_NOT_ALLOWED, TOKEN_READ_ONLY, type ApiTokenScope, type PublicUser } from "@savepoint/common";
import { forbidden, unauthenticated } from "./errors.ts";
import type { ApiTokenService, SessionService } from "../features/auth/index.ts";

export const SESSION_COOKIE = "sp_session";
/** A script-readable hint that a session may exist (it holds no secret), so the client knows to ask /me. */
export const HINT_COOKIE = "sp_signed_in";

export interface AuthContext {
  user: PublicUser;
  /** The session row; "" for a personal access token (routes that use it refuse tokens). */
  sessionId: string;
  via: "cookie" | "bearer" | "token";
  /** A personal access token's scope (only with via "token"). */
  scope?: ApiTokenScope;
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

async function verify(found: { token: string; via: "cookie" | "bearer" }, sessions: SessionService, tokens: ApiTokenService): Promise<AuthContext | undefined> {
  if (found.via === "bearer" && tokens.looksLikeToken(found.token)) {
    const t = await tokens.verify(found.token);
    return t ? { user: t.user, sessionId: "", via: "token", scope: t.scope } : undefined;
  }
  const ctx = await sessions.verify(found.token);
  return ctx ? { ...ctx, via: found.via } : undefined;
}

/** Resolves the session or access token if there is one; never rejects. */
export function loadAuth(sessions: SessionService, tokens: ApiTokenService): RequestHandler {
  return (req, res, next) => {
    const found = tokenFrom(req);
    if (!found) return next();
    verify(found, sessions, tokens)
      .then((ctx) => {
        if (ctx) req.auth = ctx;
        // A dead cookie (revoked, expired, forged) is dropped so the client stops asking with it.
        else if (found.via === "cookie") clearSessionCookie(res, req.secure);
        // Whose answer this is, for the web app's service worker (ACCOUNT_HEADER): a browser's session only.
        if (ctx?.via === "cookie") res.set(ACCOUNT_HEADER, ctx.user.id);
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

/** What a route allows a personal access token to do (RouteSpec.tokens): by default what its scope allows. */
export type TokenUse = "scope" | "never";

const READS = new Set(["GET", "HEAD"]);

/** Refuses a personal access token on a route that never takes one, and a read token on a write. */
export function tokenCheck(use: TokenUse): RequestHandler {
  return (req, _res, next) => {
    const auth = req.auth;
    if (auth?.via !== "token") return next();
    if (use === "never") return next(forbidden(TOKEN_NOT_ALLOWED));
    next(auth.scope === "write" || READS.has(req.method) ? undefined : forbidden(TOKEN_READ_ONLY));
  };
}

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
