// The library as the community pages see it: what people are playing now, and how many games the
// instance tracks. Whose games show is the caller's rule (the people feature's privacy), given as SQL.
import type { AccentColor, CurrentlyPlayingItem } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { instanceCounts } from "./games.queries.ts";

export interface CommunityGames {
  /**
   * In-progress games of the users `players` admits (SQL over `u`, their users row), most recently
   * changed first. Others' games go by the catalog's address (none without one) and never by their id.
   */
  playingNow(viewerId: string, players: Prisma.Sql, limit: number): Promise<CurrentlyPlayingItem[]>;
  /** Library games across the instance. */
  countGames(): Promise<number>;
}

interface PlayingRow {
  key: string;
  userId: string;
  title: string;
  slug: string;
  catalogSlug: string | null;
  platform: string;
  imageUrl: string | null;
  playTime: number;
  username: string;
  firstName: string;
  lastName: string;
  accountColor: string;
}

export function communityGames(prisma: Db): CommunityGames {
  return {
    async playingNow(viewerId, players, limit) {
      const rows = await prisma.$queryRaw<PlayingRow[]>`
        SELECT left(md5(g."id"::text), 16) AS "key", g."userId"::text AS "userId", g."title", g."slug", c."slug" AS "catalogSlug",
               g."platform", CASE WHEN g."imageUrl" ~* '^https?://' THEN NULL ELSE g."imageUrl" END AS "imageUrl", g."playTime",
               u."username", u."firstName", u."lastName", u."accountColor"
        FROM "library_games" g
        JOIN "users" u ON u."id" = g."userId"
        LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
        WHERE g."status" = 'IN_PROGRESS' AND ${players}
        ORDER BY g."updatedAt" DESC, g."id" DESC
        LIMIT ${limit}::int`;
      return rows.map((r) => ({
        id: r.key,
        title: r.title,
        slug: r.userId === viewerId ? r.slug : r.catalogSlug,
        platform: r.platform,
        imageUrl: r.imageUrl,
        playTime: r.playTime,
        user: { id: r.userId, username: r.username, firstName: r.firstName, lastName: r.lastName, accountColor: r.accountColor as AccentColor },
      }));
    },
    countGames: async () => (await instanceCounts(prisma)).games,
  };
}
