// Personal access tokens. A token is "sp_" + 32 random bytes (base64url); the database keeps only its
// SHA-256, so a leaked table grants nothing. Verifying is one indexed lookup by that hash, kept for a
// few seconds while the change feed vouches that no process revoked it (credential-cache.ts).
import { createHash, randomBytes } from "node:crypto";
import {
  API_TOKEN_PREFIX,
  API_TOKENS_FULL,
  API_TOKENS_MAX,
  type ApiTokenCreatedDto,
  type ApiTokenDto,
  type ApiTokenScope,
  type CreateApiTokenInput,
  DAY_MS,
  type PublicUser,
} from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { NotificationHub } from "../../db/notifications.ts";
import { conflict } from "../../http/errors.ts";
import { toPublicUser } from "./user.presenter.ts";
import { CREDENTIAL_CACHE_MS, CredentialCache } from "./credential-cache.ts";
import { countUnrevokedTokens, insertToken, revokeToken, unrevokedTokens, useToken } from "./api-token.queries.ts";

/** A token's last use is rewritten when a request finds it older than this. */
const LAST_USED_STEP_MS = 60_000;

export interface ApiTokenService {
  /** Whether a Bearer credential is an access token (rather than a session's JWT). */
  looksLikeToken(token: string): boolean;
  create(userId: string, input: CreateApiTokenInput): Promise<ApiTokenCreatedDto>;
  /** The user's tokens that are not revoked (expired ones included, marked), newest first. */
  list(userId: string): Promise<ApiTokenDto[]>;
  /** Revokes one of the user's tokens; false when the user has no such (unrevoked) token. */
  revoke(userId: string, tokenId: string): Promise<boolean>;
  /** The account and scope of a live token; null for anything else (unknown, revoked, expired). */
  verify(token: string): Promise<VerifiedToken | null>;
}

export interface VerifiedToken {
  user: PublicUser;
  tokenId: string;
  scope: ApiTokenScope;
}

const looksLikeToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

const hashOf = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

interface Row {
  id: string;
  name: string;
  scope: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

export function createApiTokenService(deps: {
  prisma: Db;
  now?: () => Date;
  cacheMs?: number;
  /** Token and user changes made by any process (Database.sessionChanges); without it nothing is cached. */
  changes?: NotificationHub;
}): ApiTokenService {
  const now = deps.now ?? (() => new Date());
  const cache = new CredentialCache<VerifiedToken>("token", deps.changes, deps.cacheMs ?? CREDENTIAL_CACHE_MS);
  const present = (r: Row): ApiTokenDto => ({
    id: r.id,
    name: r.name,
    scope: r.scope === "write" ? "write" : "read",
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    expired: r.expiresAt !== null && r.expiresAt <= now(),
  });
  return {
    looksLikeToken,
    async create(userId, input) {
      if ((await countUnrevokedTokens(deps.prisma, userId)) >= API_TOKENS_MAX) throw conflict(API_TOKENS_FULL);
      const token = API_TOKEN_PREFIX + randomBytes(32).toString("base64url");
      const at = now();
      const row = await insertToken(deps.prisma, {
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: hashOf(token),
        createdAt: at,
        expiresAt: input.expiresInDays ? new Date(at.getTime() + input.expiresInDays * DAY_MS) : null,
      });
      return { token, apiToken: present(row) };
    },
    async list(userId) {
      const rows = await unrevokedTokens(deps.prisma, userId);
      return rows.map(present);
    },
    async revoke(userId, tokenId) {
      cache.forget(tokenId);
      return (await revokeToken(deps.prisma, userId, tokenId, now())) > 0;
    },
    async verify(token) {
      if (!looksLikeToken(token) || token.length > 200) return null;
      const hash = hashOf(token);
      const t = now();
      const cached = await cache.get(hash, t.getTime());
      if (cached) return cached;
      const stamp = cache.stamp();
      const row = await useToken(deps.prisma, hash, t, LAST_USED_STEP_MS);
      if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= t)) {
        cache.delete(hash);
        return null;
      }
      const verified: VerifiedToken = { user: toPublicUser(row.user), tokenId: row.id, scope: row.scope === "write" ? "write" : "read" };
      cache.set(hash, row.id, verified, row.expiresAt?.getTime() ?? Infinity, t.getTime(), stamp);
      return verified;
    },
  };
}
