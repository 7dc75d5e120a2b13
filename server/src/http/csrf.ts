// CSRF protection for cookie-authenticated requests: unsafe methods must come from an allowed Origin.
// SameSite=Lax already stops most cross-site posts; the Origin check covers the rest (ADR 003). The
// allowed origins are the public origin (PUBLIC_ORIGIN) and the extra ones (APP_ORIGIN); only without a
// public origin is the request's own Host one of them (the client picks that header: start-up warns).
import type { RequestHandler } from "express";
import { forbidden } from "./errors.ts";
import { SESSION_COOKIE } from "./auth.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function originCheck(extraOrigins: string[], publicOrigin?: string): RequestHandler {
  return (req, _res, next) => {
    if (SAFE.has(req.method)) return next();
    const own = publicOrigin ?? `${req.protocol}://${req.get("host")}`;
    const allowed = new Set([own, ...extraOrigins]);
    let origin = req.get("origin");
    if (!origin) {
      const referer = req.get("referer");
      if (referer) {
        try {
          origin = new URL(referer).origin;
        } catch {
          origin = "invalid";
        }
      }
    }
    if (origin && origin !== "null" && allowed.has(origin)) return next();
    if (origin) return next(forbidden("Cross-site request blocked"));
    // No Origin and no Referer: fine for API clients using a Bearer token, not for a cookie session.
    const usesCookie = !req.get("authorization") && Boolean((req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]);
    return next(usesCookie ? forbidden("Cross-site request blocked: missing Origin header") : undefined);
  };
}
