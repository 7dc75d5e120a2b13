// /api/admin/*: every route is for administrators only (403 to anyone else), and every change is
// written to the audit log by its service. /api/auth/registration tells the sign-up page the mode.
import {
  AdminIdParamsSchema,
  AdminUsersQuerySchema,
  AuditQuerySchema,
  CreateInviteSchema,
  RegistrationModeSchema,
  SetAdminSchema,
  type PublicRegistration,
} from "@savepoint/common";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
import type { AdminService } from "./admin.service.ts";

const user = { params: AdminIdParamsSchema, notFound: "User", resources: { id: "userId" } } as const;

export function adminRoutes(deps: { admin: AdminService }): RouteGroup {
  const { admin } = deps;
  const g = defineRoutes();

  g.route({
    method: "get",
    path: "/users",
    access: "admin",
    counts: "operator",
    query: AdminUsersQuerySchema,
    example: { query: { q: "harness", page: "1" } },
    handler: async ({ query }, _req, res) => res.json(await admin.users.list(query)),
  });

  // Changing who is an admin, signing someone out and deleting an account need the browser's session.
  g.route({
    method: "put",
    path: "/users/:id/admin",
    access: "admin",
    tokens: "never",
    ...user,
    body: SetAdminSchema,
    example: { body: { isAdmin: true } },
    handler: async ({ auth, params, body }, _req, res) => res.json(await admin.users.setAdmin(auth.user.id, params.id, body.isAdmin)),
  });

  g.route({
    method: "post",
    path: "/users/:id/sign-out",
    access: "admin",
    tokens: "never",
    ...user,
    handler: async ({ auth, params }, _req, res) => res.json(await admin.users.signOutEverywhere(auth.user.id, params.id)),
  });

  g.route({
    method: "delete",
    path: "/users/:id",
    access: "admin",
    tokens: "never",
    ...user,
    handler: async ({ auth, params }, _req, res) => {
      await admin.users.remove(auth.user.id, params.id);
      res.status(204).end();
    },
  });

  g.route({
    method: "get",
    path: "/instance",
    access: "admin",
    counts: "operator",
    handler: async (_input, _req, res) => res.json(await admin.instance()),
  });

  g.route({
    method: "get",
    path: "/registration",
    access: "admin",
    handler: async (_input, _req, res) => res.json(await admin.registration.settings()),
  });

  g.route({
    method: "put",
    path: "/registration",
    access: "admin",
    body: RegistrationModeSchema,
    example: { body: { mode: "open" } },
    handler: async ({ auth, body }, _req, res) => res.json(await admin.registration.setMode(auth.user.id, body.mode)),
  });

  g.route({
    method: "post",
    path: "/invites",
    access: "admin",
    body: CreateInviteSchema,
    example: { body: { expiresInDays: 7, note: "For the club" } },
    handler: async ({ auth, body }, _req, res) => res.status(201).json(await admin.registration.createInvite(auth.user.id, body)),
  });

  g.route({
    method: "delete",
    path: "/invites/:id",
    access: "admin",
    params: AdminIdParamsSchema,
    notFound: "Invite",
    resources: { id: "invite" },
    handler: async ({ auth, params }, _req, res) => {
      await admin.registration.revokeInvite(auth.user.id, params.id);
      res.status(204).end();
    },
  });

  g.route({
    method: "get",
    path: "/audit",
    access: "admin",
    counts: "operator",
    query: AuditQuerySchema,
    example: { query: { page: "1" } },
    handler: async ({ query }, _req, res) => res.json(await admin.audit(query)),
  });

  return g;
}

/** GET /api/auth/registration: the sign-up page's question, answered to anyone. */
export function registrationRoutes(deps: { admin: AdminService }): RouteGroup {
  const g = defineRoutes();
  g.route({
    method: "get",
    path: "/registration",
    access: "public",
    handler: async (_input, _req, res) => {
      const answer: PublicRegistration = await deps.admin.publicRegistration();
      res.json(answer);
    },
  });
  return g;
}
