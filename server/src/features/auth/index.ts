// The auth feature's public face: accounts (sign-up, sign-in, preferences, account security) and the
// sessions that carry them. Other features and app.ts import from here only.
export { createAuthService } from "./auth.service.ts";
export { createAccountService } from "./account.service.ts";
export { countAccounts, deleteAccountRows, lockAdminSet } from "./auth.queries.ts";
// The account row as other features write it (users is this feature's table): the per-user lock imports
// take, profile settings and names (the people feature's rules), the admin flag and revoking access
// (admin), and what an export reads.
export {
  accountForExport,
  lockAccount,
  profileSettings,
  revokeAccess,
  setAdminFlag,
  usernameHeld,
  writeNames,
  writeProfileSettings,
  type ProfileSettings,
} from "./auth.queries.ts";
export { createSessionService, type SessionService } from "./session.service.ts";
export { sharedSessionSecret } from "./secret.queries.ts";
export { authRoutes } from "./auth.routes.ts";
export { accountRoutes } from "./account.routes.ts";
export { createApiTokenService, type ApiTokenService } from "./api-token.service.ts";
export { apiTokenRoutes } from "./api-token.routes.ts";
