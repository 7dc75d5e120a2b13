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
 * One change of the user's favourites at a time, until the caller's transaction ends: parallel
 * replacements each find the list the one before them left, so they end in one of their lists.
 */
export async function lockFavourites(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FAVOURITES_LOCK}::int, hashtext(${userId}))`;
}

/**
 * Which of `gameIds` are the user's games, each held (FOR KEY SHARE) until the caller's transaction
 * ends: a game deleted meanwhile is either not found here or waits, and then takes its place with it.
 */
export async function heldGameIds(tx: Tx, userId: string, gameIds: readonly string[]): Promise<Set<string>> {
  if (gameIds.length === 0) return new Set();
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT g."id"::text AS "id" FROM "library_games" g
    WHERE g."userId" = ${userId}::uuid AND g."id" = ANY(${[...gameIds]}::uuid[]) FOR KEY SHARE`;
  return new Set(rows.map((r) => r.id));
}

/** The user's favourites' game ids, in their order. */
export async function favouriteIds(db: Q, userId: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT f."libraryGameId"::text AS "id" FROM "profile_favourites" f WHERE f."userId" = ${userId}::uuid ORDER BY f."position"`;
  return rows.map((r) => r.id);
}

/** The user's favourites become `gameIds`, in that order (the caller holds the lock and the games). */
export async function writeFavourites(tx: Tx, userId: string, gameIds: readonly string[]): Promise<void> {
  await tx.$executeRaw`DELETE FROM "profile_favourites" WHERE "userId" = ${userId}::uuid`;
  if (gameIds.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO "profile_favourites" ("userId", "libraryGameId", "position")
    SELECT ${userId}::uuid, x.id, (x.n - 1)::int FROM unnest(${[...gameIds]}::uuid[]) WITH ORDINALITY AS x(id, n)`;
}
