import type { Response } from "express";
import { rateLimit, type AugmentedRequest, type Options, type Store } from "express-rate-limit";
import { AccountColorSchema, LoginSchema, RegisterSchema, ThemeSchema, tooManyAttempts, type AuthResponse, type PublicUser } from "@savepoint/common";
import { rateLimited } from "../../http/errors.ts";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import { clearSessionCookie, setSessionCookie } from "../../http/auth.ts";
import type { AuthService } from "./auth.service.ts";
import type { SessionService } from "./session.service.ts";

export interface AuthRouteDeps {
  auth: AuthService;
  sessions: SessionService;
  secureCookies: boolean;
  /**
   * `store` keeps the counters where every process sees them; absent → this process's memory. A limiter
   * may not share its store with another, so a function is asked for one store per limiter.
   */
  rateLimit: { limit: number; windowMs: number; store?: Store | ((limiter: Limiter) => Store) };
}

/** Sign-up and sign-in per client address; "password": a signed-in user's password confirmations. */
type Limiter = "sign-up" | "sign-in" | "password";

export function limiter(opts: AuthRouteDeps["rateLimit"], what: Limiter, more: Partial<Options> = {}) {
  const store = typeof opts.store === "function" ? opts.store(what) : opts.store;
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: "draft-7",
    legacyHeaders: false,
    ...(store ? { store } : {}),
    // Limiters are made once, at start (createApp): the check that they are not made per request
    // formats a stack trace for each, which made Node parse the server's whole source map at every
    // start when the server ran with --enable-source-maps (≈ 8 MB of heap kept for the process's life).
    validate: { creationStack: false },
    ...more,
    // The answer says how long to wait: the minutes until this client's window resets.
    handler: (req, _res, next) => {
      const resetAt = (req as AugmentedRequest).rateLimit?.resetTime?.getTime() ?? Date.now() + opts.windowMs;
      next(rateLimited(tooManyAttempts(what, (resetAt - Date.now()) / 60_000)));
    },
  });
}

export function authRoutes(deps: AuthRouteDeps): RouteGroup {
  const g = defineRoutes();
  const secure = (req: { secure: boolean }) => deps.secureCookies || req.secure;
  const password = "correct horse battery";
  /** A preference changed: cached sessions see the new account at once, and the answer is the account. */
  const changed = (res: Response, user: PublicUser) => {
    deps.sessions.userChanged(user);
    res.json(user);
  };

  g.route({
    method: "post",
    path: "/register",
    access: "public",
    // A password hash is a wait for a hashing thread (ADR 020): beside the turns (ADR 024).
    takesTurn: false,
    before: [limiter(deps.rateLimit, "sign-up")],
    body: RegisterSchema,
    example: {
      body: {
        firstName: "Ada",
        lastName: "Lovelace",
        username: "ada_example",
        email: "ada@example.test",
        password,
        confirmPassword: password,
        accountColor: "purple",
      },
      unique: ["username", "email"],
    },
    handler: async ({ body }, req, res) => {
      const user = await deps.auth.register(body);
      const { token, maxAgeMs } = await deps.sessions.create(user.id, req.get("user-agent"));
      setSessionCookie(res, token, secure(req), maxAgeMs);
      const answer: AuthResponse = { user };
      res.status(201).json(answer);
    },
  });

  g.route({
    method: "post",
    path: "/login",
    access: "public",
    // A password hash is a wait for a hashing thread (ADR 020): beside the turns (ADR 024).
    takesTurn: false,
    before: [limiter(deps.rateLimit, "sign-in")],
    body: LoginSchema,
    example: { body: { email: "ada@example.test", password } },
    handler: async ({ body }, req, res) => {
      const user = await deps.auth.login(body.email, body.password);
      const { token, maxAgeMs } = await deps.sessions.create(user.id, req.get("user-agent"));
      setSessionCookie(res, token, secure(req), maxAgeMs);
      const answer: AuthResponse = { user };
      res.json(answer);
    },
  });

  g.route({
    method: "post",
    path: "/logout",
    access: "session",
    // A token is revoked in Settings; signing out ends a session.
    tokens: "never",
    handler: async ({ auth }, req, res) => {
      await deps.sessions.revoke(auth.sessionId);
      clearSessionCookie(res, secure(req));
      res.status(204).end();
    },
  });

  g.route({
    method: "get",
    path: "/me",
    access: "session",
    handler: ({ auth }, _req, res) => {
      res.json(auth.user);
    },
  });

  g.route({
    method: "put",
    path: "/account-color",
    access: "session",
    body: AccountColorSchema,
    example: { body: { accountColor: "amber" } },
    handler: async ({ auth, body }, _req, res) => changed(res, await deps.auth.setAccountColor(auth.user.id, body.accountColor)),
  });

  g.route({
    method: "put",
    path: "/theme",
    access: "session",
    body: ThemeSchema,
    example: { body: { theme: "light" } },
    handler: async ({ auth, body }, _req, res) => changed(res, await deps.auth.setTheme(auth.user.id, body.theme)),
  });

  return g;
}
