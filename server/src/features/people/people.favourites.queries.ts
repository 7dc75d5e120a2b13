// The favourites' SQL (profile_favourites, the people feature's table): a player's favourite games in
// their order, read with each game's title, platform, cover and addresses, and the whole list replaced.
import type { Db } from "../../db/prisma.ts";

type Q = Pick<Db, "$queryRaw">;
type Tx = Pick<Db, "$queryRaw" | "$executeRaw">;

/** The advisory lock class of a player's favourites (with the player's id hashed as its second key). */
const FAVOURITES_LOCK = 3_200_001;

export interface FavouriteRow {
  gameId: string;
  title: string;
  /** The owner's library address. */
  slug: string;
  /** The catalog game's address, or null for a game of the owner's making. */
  catalogSlug: string | null;
  platform: string;
  /** As stored: a remote address (served by the game's id, for its owner only) or this instance's own path. */
  imageUrl: string | null;
}

/** The user's favourite games, in their order. */
export function favouriteRows(db: Q, userId: string): Promise<FavouriteRow[]> {
  return db.$queryRaw<FavouriteRow[]>`
    SELECT g."id"::text AS "gameId", g."title", g."slug", c."slug" AS "catalogSlug", g."platform", g."imageUrl"
    FROM "profile_favourites" f
    JOIN "library_games" g ON g."id" = f."libraryGameId" AND g."userId" = f."userId"
    LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    WHERE f."userId" = ${userId}::uuid
    ORDER BY f."position"`;
}

/**
 * Replaces the user's favourites with `gameIds` in that order, in the caller's transaction, and answers
 * the ids that are not the user's games (then nothing is written). One replacement per user at a time
 * (an advisory lock), so parallel ones end in one of their lists; the games are held (FOR KEY SHARE)
 * until the commit, so a game deleted meanwhile is either not found here or waits and takes its place
 * with it.
 */
export async function replaceFavourites(tx: Tx, userId: string, gameIds: readonly string[]): Promise<string[]> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FAVOURITES_LOCK}::int, hashtext(${userId}))`;
  const ids = [...gameIds];
  const owned = ids.length
    ? await tx.$queryRaw<{ id: string }[]>`
        SELECT g."id"::text AS "id" FROM "library_games" g
        WHERE g."userId" = ${userId}::uuid AND g."id" = ANY(${ids}::uuid[]) FOR KEY SHARE`
    : [];
  const found = new Set(owned.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) return missing;
  await tx.$executeRaw`DELETE FROM "profile_favourites" WHERE "userId" = ${userId}::uuid`;
  if (ids.length > 0) {
    await tx.$executeRaw`
      INSERT INTO "profile_favourites" ("userId", "libraryGameId", "position")
      SELECT ${userId}::uuid, x.id, (x.n - 1)::int FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS x(id, n)`;
  }
  return [];
}
