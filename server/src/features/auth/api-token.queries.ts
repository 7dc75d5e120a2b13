// The personal access tokens' reads and writes (api_tokens is this feature's table): a new token, the
// account's unrevoked ones, one with its user by hash, the last-use step, and revoking.
import type { Db } from "../../db/prisma.ts";

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

export function tokenWithUser(db: Tokens, tokenHash: string) {
  return db.apiToken.findUnique({ where: { tokenHash }, include: { user: true } });
}

/** Moves lastUsedAt from `seen` to `at`, unless another request already moved it. */
export async function touchToken(db: Tokens, id: string, seen: Date | null, at: Date): Promise<void> {
  await db.apiToken.updateMany({ where: { id, lastUsedAt: seen }, data: { lastUsedAt: at } });
}
