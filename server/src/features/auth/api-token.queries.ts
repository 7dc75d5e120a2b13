// The personal access tokens' reads and writes (api_tokens is this feature's table): a new token, the
// account's unrevoked ones, one with its user by hash (its last use stepped on the way), and revoking.
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { PublicUserRow } from "./user.presenter.ts";

type Tokens = Pick<Db, "apiToken">;

/** The user's tokens that are not revoked (expired ones included). */
const unrevoked = (userId: string) => ({ userId, revokedAt: null });

export function countUnrevokedTokens(db: Tokens, userId: string): Promise<number> {
  return db.apiToken.count({ where: unrevoked(userId) });
}

export function insertToken(db: Tokens, data: { userId: string; name: string; scope: string; tokenHash: string; createdAt: Date; expiresAt: Date | null }) {
  return db.apiToken.create({ data });
}

/** The user's unrevoked tokens, newest first. */
export function unrevokedTokens(db: Tokens, userId: string) {
  return db.apiToken.findMany({ where: unrevoked(userId), orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
}

/** Revokes the user's token unless already revoked; answers how many (0 or 1). */
export async function revokeToken(db: Tokens, userId: string, tokenId: string, at: Date): Promise<number> {
  const { count } = await db.apiToken.updateMany({ where: { id: tokenId, userId, revokedAt: null }, data: { revokedAt: at } });
  return count;
}

/** A token as a request reads it, with the columns of its user that make a PublicUser. */
export interface TokenInUse {
  id: string;
  scope: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  user: PublicUserRow;
}

/**
 * The token with this hash and its user, in one round trip. On the way, a live token's last use moves
 * to `at` when it is older than `stepMs` (a request that finds it moved already by another writes nothing).
 */
export async function useToken(db: Pick<Db, "$queryRaw">, tokenHash: string, at: Date, stepMs: number): Promise<TokenInUse | undefined> {
  const rows = await db.$queryRaw<(Omit<TokenInUse, "user"> & TokenInUse["user"] & { userId: string })[]>(Prisma.sql`
    WITH "t" AS (
      SELECT "id", "userId", "scope", "expiresAt", "revokedAt" FROM "api_tokens" WHERE "tokenHash" = ${tokenHash}
    ), "touched" AS (
      UPDATE "api_tokens" a SET "lastUsedAt" = ${at}
      FROM "t"
      WHERE a."id" = t."id" AND t."revokedAt" IS NULL AND (t."expiresAt" IS NULL OR t."expiresAt" > ${at})
        AND (a."lastUsedAt" IS NULL OR a."lastUsedAt" <= ${new Date(at.getTime() - stepMs)})
      RETURNING a."id"
    )
    SELECT t."id"::text AS "id", t."scope", t."expiresAt", t."revokedAt", u."id"::text AS "userId", u."firstName", u."lastName", u."email",
           u."username", u."accountColor", u."theme", u."isAdmin", u."createdAt"
    FROM "t" JOIN "users" u ON u."id" = t."userId"`);
  const r = rows[0];
  if (!r) return undefined;
  const { id, scope, expiresAt, revokedAt, userId, ...user } = r;
  return { id, scope, expiresAt, revokedAt, user: { ...user, id: userId } };
}
