// The wishlist's SQL (wishlist_items, this feature's table). Every write first takes the player's
// wishlist lock, the one the library's trigger takes before a catalog game enters the library
// (migration 20261207090000_wishlist), so a wish and a copy of the same game never pass each other.
import type { Db } from "../../db/prisma.ts";

type Q = Pick<Db, "$queryRaw">;
type Tx = Pick<Db, "$queryRaw" | "$executeRaw">;

/** The advisory lock class of a player's wishlist (the player's id hashed as its second key); the triggers use it too. */
const WISHLIST_LOCK = 3_300_001;

export interface WishlistRow {
  id: string;
  catalogGameId: number | null;
  title: string;
  platform: string | null;
  createdAt: Date;
}

/** One change of the player's wishlist (or a catalog game entering their library) at a time, until the transaction ends. */
export async function lockWishlist(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${WISHLIST_LOCK}::int, hashtext(${userId}))`;
}

/** The player's wishlist, the newest wish first. */
export function wishlistRows(db: Q, userId: string): Promise<WishlistRow[]> {
  return db.$queryRaw<WishlistRow[]>`
    SELECT "id"::text AS "id", "catalogGameId", "title", "platform", "createdAt"
    FROM "wishlist_items" WHERE "userId" = ${userId}::uuid ORDER BY "createdAt" DESC, "id"`;
}

/** How many games are on the player's wishlist. */
export async function wishlistCount(db: Q, userId: string): Promise<number> {
  const rows = await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS "n" FROM "wishlist_items" WHERE "userId" = ${userId}::uuid`;
  return rows[0]?.n ?? 0;
}

/** One of the player's items (null: not theirs, or gone). */
export async function wishlistRow(db: Q, userId: string, id: string): Promise<WishlistRow | null> {
  const rows = await db.$queryRaw<WishlistRow[]>`
    SELECT "id"::text AS "id", "catalogGameId", "title", "platform", "createdAt"
    FROM "wishlist_items" WHERE "userId" = ${userId}::uuid AND "id" = ${id}::uuid`;
  return rows[0] ?? null;
}

/** Which of `catalogGameIds` the player has a copy of in their library (the caller holds the lock). */
export async function ownedCatalogGames(tx: Q, userId: string, catalogGameIds: readonly number[]): Promise<Set<number>> {
  if (catalogGameIds.length === 0) return new Set();
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT DISTINCT g."catalogGameId" AS "id" FROM "library_games" g
    WHERE g."userId" = ${userId}::uuid AND g."catalogGameId" = ANY(${[...catalogGameIds]}::int[])`;
  return new Set(rows.map((r) => r.id));
}

export interface NewWish {
  id: string;
  catalogGameId: number | null;
  title: string;
  platform: string | null;
  createdAt: Date;
}

/**
 * Adds the wishes the player has not made yet (the caller holds the lock and left out the games they
 * own); a catalog game or a title of their own already there is skipped. Answers the ids written.
 */
export async function insertWishes(tx: Tx, userId: string, wishes: readonly NewWish[]): Promise<Set<string>> {
  if (wishes.length === 0) return new Set();
  const rows = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO "wishlist_items" ("id", "userId", "catalogGameId", "title", "platform", "createdAt")
    SELECT x.id, ${userId}::uuid, x.cat, x.title, x.platform, (x.at::timestamptz AT TIME ZONE 'UTC')
    FROM unnest(${wishes.map((w) => w.id)}::uuid[], ${wishes.map((w) => w.catalogGameId)}::int[], ${wishes.map((w) => w.title)}::text[],
                ${wishes.map((w) => w.platform)}::text[], ${wishes.map((w) => w.createdAt.toISOString())}::text[])
         AS x(id, cat, title, platform, at)
    ON CONFLICT DO NOTHING
    RETURNING "id"::text AS "id"`;
  return new Set(rows.map((r) => r.id));
}

/** Takes the player's item off the list; answers it as it was (null: not theirs, or gone already). */
export async function deleteWish(tx: Q, userId: string, id: string): Promise<WishlistRow | null> {
  const rows = await tx.$queryRaw<WishlistRow[]>`
    DELETE FROM "wishlist_items" WHERE "userId" = ${userId}::uuid AND "id" = ${id}::uuid
    RETURNING "id"::text AS "id", "catalogGameId", "title", "platform", "createdAt"`;
  return rows[0] ?? null;
}

/** Takes the player's items `ids` off the list (an import's undo); answers how many went. */
export function deleteWishes(tx: Tx, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return Promise.resolve(0);
  return tx.$executeRaw`DELETE FROM "wishlist_items" WHERE "userId" = ${userId}::uuid AND "id" = ANY(${[...ids]}::uuid[])`;
}

export interface WishlistExportRow {
  title: string;
  platform: string | null;
  catalog: { slug: string; igdbId: number | null; steamAppId: number | null } | null;
  createdAt: Date;
}

/** The player's wishlist as an export writes it, newest first: a catalog game by what another instance can find it by. */
export async function wishlistExportRows(db: Q, userId: string): Promise<WishlistExportRow[]> {
  const rows = await db.$queryRaw<
    { title: string; platform: string | null; slug: string | null; igdbId: number | null; steamAppId: number | null; createdAt: Date }[]
  >`
    SELECT w."title", w."platform", c."slug", c."igdbId", c."steamAppId", w."createdAt"
    FROM "wishlist_items" w LEFT JOIN "catalog_games" c ON c."id" = w."catalogGameId"
    WHERE w."userId" = ${userId}::uuid ORDER BY w."createdAt" DESC, w."id"`;
  return rows.map((r) => ({
    title: r.title,
    platform: r.platform,
    catalog: r.slug === null ? null : { slug: r.slug, igdbId: r.igdbId, steamAppId: r.steamAppId },
    createdAt: r.createdAt,
  }));
}
