// The admin dashboard's answers.
import type { AdminAction, RegistrationMode } from "./limits.ts";

/** A page of a numbered list: `page` is 1-based, `total` counts every match. */
export interface NumberedPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** One row of GET /api/admin/users. */
export interface AdminUserDto {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  createdAt: string;
  /** Library games. */
  games: number;
  reviews: number;
  /** The latest use of any of the user's sessions; null when they have none left. */
  lastActiveAt: string | null;
  /** Sessions still valid (signed in somewhere). */
  activeSessions: number;
}
export type AdminUserPage = NumberedPage<AdminUserDto>;

/** POST /api/admin/users/:id/sign-out. */
export interface SignOutResult {
  revokedSessions: number;
  /** Personal access tokens revoked too (0 when the instance has none). */
  revokedTokens: number;
}

export interface ProviderStatus {
  /** "rawg", "igdb", "steam"… */
  name: string;
  configured: boolean;
  /** The last failure since the server started, null when none. */
  lastError: { at: string; message: string } | null;
}

/** GET /api/admin/instance. */
export interface InstanceOverview {
  users: number;
  admins: number;
  gamesTracked: number;
  reviews: number;
  journalEntries: number;
  /** Bytes used by the database. */
  databaseBytes: number;
  database: "postgres" | "embedded";
  catalog: {
    /** The embedded catalog's version, null when none is loaded. */
    version: string | null;
    total: number;
    bySource: { source: string; rows: number }[];
  };
  providers: ProviderStatus[];
  server: { version: string; startedAt: string; uptimeSeconds: number; node: string };
  registration: RegistrationMode;
}

export type InviteStatus = "active" | "used" | "expired" | "revoked";

/** An invite link. `token` is present only in the answer that created it: the server keeps a hash. */
export interface InviteDto {
  id: string;
  note: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** The username of whoever signed up with it. */
  usedBy: string | null;
  revokedAt: string | null;
  status: InviteStatus;
  createdBy: string | null;
}

/** POST /api/admin/invites: the invite with its token and the path of the link (shown once). */
export interface CreatedInvite extends InviteDto {
  token: string;
  /** "/register?invite=<token>": the client prefixes its origin. */
  path: string;
}

/** GET /api/admin/registration. */
export interface RegistrationSettings {
  mode: RegistrationMode;
  invites: InviteDto[];
}

/** GET /api/auth/registration (public): what the sign-up page needs to know. */
export interface PublicRegistration {
  mode: RegistrationMode;
  /** True on an empty instance: the first account may always be created (and becomes admin). */
  firstAccount: boolean;
}

/** One audit-log entry. */
export interface AuditEntryDto {
  id: string;
  at: string;
  /** null once the acting admin's account is deleted; actorName stays. */
  actorId: string | null;
  actorName: string;
  action: AdminAction;
  /** "user", "invite", "review", "catalogGame", "registration"… */
  targetType: string;
  targetId: string | null;
  /** A readable name of the target at the time (a username, a game title). */
  targetLabel: string | null;
  details: Record<string, unknown>;
}
export type AuditPage = NumberedPage<AuditEntryDto>;
