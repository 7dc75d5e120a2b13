import { Router } from "express";
import { rateLimit } from "express-rate-limit";
import { AccountColorSchema, LoginSchema, RegisterSchema, ThemeSchema, type AuthResponse } from "@savepoint/common";
import { rateLimited } from "../../http/errors.ts";
import { parse } from "../../http/validate.ts";
import { clearSessionCookie, requireAuth, setSessionCookie } from "../../http/auth.ts";
import type { AuthService } from "./auth.service.ts";
import type { SessionService } from "./session.service.ts";

interface AuthRouteDeps {
  auth: AuthService;
  sessions: SessionService;
  secureCookies: boolean;
  rateLimit: { limit: number; windowMs: number };
}

function limiter(opts: AuthRouteDeps["rateLimit"], what: string) {
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    handler: (_req, _res, next) => next(rateLimited(`Too many ${what} attempts. Please wait a few minutes and try again.`)),
  });
}

export function authRoutes(deps: AuthRouteDeps): Router {
  const r = Router();
  const secure = (req: { secure: boolean }) => deps.secureCookies || req.secure;

  r.post("/register", limiter(deps.rateLimit, "sign-up"), async (req, res) => {
    const input = parse(RegisterSchema, req.body);
    const user = await deps.auth.register(input);
    const { token, maxAgeMs } = await deps.sessions.create(user.id, req.get("user-agent"));
    setSessionCookie(res, token, secure(req), maxAgeMs);
    const body: AuthResponse = { token, user };
    res.status(201).json(body);
  });

  r.post("/login", limiter(deps.rateLimit, "sign-in"), async (req, res) => {
    const input = parse(LoginSchema, req.body);
    const user = await deps.auth.login(input.email, input.password);
    const { token, maxAgeMs } = await deps.sessions.create(user.id, req.get("user-agent"));
    setSessionCookie(res, token, secure(req), maxAgeMs);
    const body: AuthResponse = { token, user };
    res.json(body);
  });

  r.post("/logout", requireAuth, async (req, res) => {
    await deps.sessions.revoke(req.auth!.sessionId);
    clearSessionCookie(res, secure(req));
    res.status(204).end();
  });

  r.get("/me", requireAuth, (req, res) => {
    res.json(req.auth!.user);
  });

  r.put("/account-color", requireAuth, async (req, res) => {
    const { accountColor } = parse(AccountColorSchema, req.body);
    const user = await deps.auth.setAccountColor(req.auth!.user.id, accountColor);
    deps.sessions.userChanged(user);
    res.json(user);
  });

  r.put("/theme", requireAuth, async (req, res) => {
    const { theme } = parse(ThemeSchema, req.body);
    const user = await deps.auth.setTheme(req.auth!.user.id, theme);
    deps.sessions.userChanged(user);
    res.json(user);
  });

  return r;
}
