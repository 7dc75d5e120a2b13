// /api/account: the signed-in user's email, password, sessions, and deleting the account. Every
// password confirmation is rate limited like sign-in (per client address, failures only). None of
// these takes a personal access token: a script's credential never changes the account's own.
import {
  AccountSessionParamsSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  SESSION_NOT_FOUND,
  type AccountSessionsDto,
  type SignedOutDto,
} from "@savepoint/common";
import { notFound } from "../../http/errors.ts";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import { clearSessionCookie } from "../../http/auth.ts";
import type { AccountService } from "./account.service.ts";
import { limiter, type AuthRouteDeps } from "./auth.routes.ts";
import type { SessionService } from "./session.service.ts";

interface AccountRouteDeps {
  account: AccountService;
  sessions: SessionService;
  secureCookies: boolean;
  rateLimit: AuthRouteDeps["rateLimit"];
}

export function accountRoutes(deps: AccountRouteDeps): RouteGroup {
  const g = defineRoutes();
  // Only wrong answers count: a user who types their password right is never held back.
  const passwordCheck = limiter(deps.rateLimit, "password", { skipSuccessfulRequests: true });
  // The examples' password is not the account's: the harness must not change or delete its users.
  const password = "not the password";

  g.route({
    method: "get",
    path: "/sessions",
    access: "session",
    tokens: "never",
    handler: async ({ auth }, _req, res) => res.json({ sessions: await deps.sessions.list(auth.user.id, auth.sessionId) } satisfies AccountSessionsDto),
  });

  // 'Sign out everywhere else': the personal access tokens too.
  g.route({
    method: "delete",
    path: "/sessions",
    access: "session",
    tokens: "never",
    handler: async ({ auth }, _req, res) => res.json({ signedOut: await deps.account.signOutOthers(auth.user.id, auth.sessionId) } satisfies SignedOutDto),
  });

  g.route({
    method: "delete",
    path: "/sessions/:sessionId",
    access: "session",
    tokens: "never",
    params: AccountSessionParamsSchema,
    notFound: SESSION_NOT_FOUND,
    resources: { sessionId: "authSession" },
    handler: async ({ auth, params }, req, res) => {
      if (!(await deps.sessions.revokeOwn(auth.user.id, params.sessionId))) throw notFound(SESSION_NOT_FOUND);
      // Signing out the session in hand is signing out.
      if (params.sessionId === auth.sessionId) clearSessionCookie(res, deps.secureCookies || req.secure);
      res.status(204).end();
    },
  });

  g.route({
    method: "put",
    path: "/password",
    access: "session",
    tokens: "never",
    // A password hash is a wait for a hashing thread (ADR 020): beside the turns (ADR 024).
    takesTurn: false,
    before: [passwordCheck],
    body: ChangePasswordSchema,
    example: { body: { currentPassword: password, newPassword: "a new passphrase", confirmPassword: "a new passphrase" } },
    handler: async ({ auth, body }, _req, res) => {
      const answer: SignedOutDto = { signedOut: await deps.account.changePassword(auth.user.id, auth.sessionId, body) };
      res.json(answer);
    },
  });

  g.route({
    method: "put",
    path: "/email",
    access: "session",
    tokens: "never",
    // A password hash is a wait for a hashing thread (ADR 020): beside the turns (ADR 024).
    takesTurn: false,
    before: [passwordCheck],
    body: ChangeEmailSchema,
    example: { body: { email: "ada.new@example.test", password } },
    handler: async ({ auth, body }, _req, res) => {
      res.json(await deps.account.changeEmail(auth.user.id, body));
    },
  });

  g.route({
    method: "post",
    path: "/delete",
    access: "session",
    tokens: "never",
    // A password hash is a wait for a hashing thread (ADR 020): beside the turns (ADR 024).
    takesTurn: false,
    before: [passwordCheck],
    body: DeleteAccountSchema,
    example: { body: { password } },
    handler: async ({ auth, body }, req, res) => {
      await deps.account.deleteAccount(auth.user.id, body.password);
      clearSessionCookie(res, deps.secureCookies || req.secure);
      res.status(204).end();
    },
  });

  return g;
}
