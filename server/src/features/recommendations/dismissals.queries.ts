// 'Not interested' in a user's export and import: each dismissed catalog game named by what another
// instance can find it by (slug, IGDB id, Steam app id), and restored by the same.
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";

type Sql = Pick<Db, "$queryRaw" | "$executeRaw">;

export interface DismissalRecord {
  catalog: { slug: string; igdbId: number | null; steamAppId: number | null };
  title: string;
  createdAt: Date;
}

/** The user's dismissed games, oldest first. */
export async function dismissalsOf(db: Sql, userId: string): Promise<DismissalRecord[]> {
  const rows = await db.$queryRaw<{ slug: string; igdbId: number | null; steamAppId: number | null; title: string; createdAt: Date }[]>(Prisma.sql`
    SELECT c."slug", c."igdbId", c."steamAppId", c."title", d."createdAt"
    FROM "dismissed_recommendations" d JOIN "catalog_games" c ON c."id" = d."catalogGameId"
    WHERE d."userId" = ${userId}::uuid ORDER BY d."createdAt", c."id"`);
  return rows.map((r) => ({ catalog: { slug: r.slug, igdbId: r.igdbId, steamAppId: r.steamAppId }, title: r.title, createdAt: r.createdAt }));
}

/**
 * Dismisses the catalog games these records name (by slug, else IGDB id, else Steam app id), keeping
 * each record's date; games this catalog lacks are passed over. Answers the catalog ids newly dismissed.
 */
export async function restoreDismissals(db: Sql, userId: string, records: Omit<DismissalRecord, "title">[]): Promise<number[]> {
  if (records.length === 0) return [];
  const slugs = records.map((r) => r.catalog.slug);
  const igdb = records.map((r) => r.catalog.igdbId);
  const steam = records.map((r) => r.catalog.steamAppId);
  const at = records.map((r) => r.createdAt.toISOString());
  const rows = await db.$queryRaw<{ id: number }[]>(Prisma.sql`
    INSERT INTO "dismissed_recommendations" ("userId", "catalogGameId", "createdAt")
    SELECT DISTINCT ON (m."id") ${userId}::uuid, m."id", r."at"::timestamptz AT TIME ZONE 'UTC'
    FROM unnest(${slugs}::text[], ${igdb}::int[], ${steam}::int[], ${at}::text[]) AS r("slug", "igdb", "steam", "at")
    CROSS JOIN LATERAL (
      SELECT c."id" FROM "catalog_games" c
      WHERE c."slug" = r."slug" OR c."igdbId" = r."igdb" OR c."steamAppId" = r."steam"
      ORDER BY (c."slug" = r."slug") DESC, (c."igdbId" IS NOT DISTINCT FROM r."igdb") DESC LIMIT 1
    ) m
    ORDER BY m."id"
    ON CONFLICT DO NOTHING
    RETURNING "catalogGameId" AS "id"`);
  return rows.map((r) => r.id);
}

/** Takes back dismissals an import made (undo). */
export async function removeDismissals(db: Sql, userId: string, catalogIds: number[]): Promise<void> {
  if (catalogIds.length === 0) return;
  await db.$executeRaw(Prisma.sql`DELETE FROM "dismissed_recommendations" WHERE "userId" = ${userId}::uuid AND "catalogGameId" = ANY(${catalogIds}::int[])`);
}
