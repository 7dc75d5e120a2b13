// The library as the community pages see it: what people are playing now, and how many games the
// instance tracks. Whose games show is the caller's rule (the people feature's privacy), given as SQL.
import type { AccentColor, CurrentlyPlayingItem } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { countedLibraryGames } from "./games.queries.ts";
import { playingNowRows } from "./games.shared.queries.ts";

export interface CommunityGames {
  /**
   * In-progress games of the users `players` admits (SQL over `u`, their users row), most recently
   * changed first. Others' games go by the catalog's address (none without one) and never by their id.
   */
  playingNow(viewerId: string, players: Prisma.Sql, limit: number): Promise<CurrentlyPlayingItem[]>;
  /** Library games across the instance, of the users `counted` admits (SQL over `u`: hidden players never count). */
  countGames(counted: Prisma.Sql): Promise<number>;
}

export function communityGames(prisma: Db): CommunityGames {
  return {
    async playingNow(viewerId, players, limit) {
      const rows = await playingNowRows(prisma, players, limit);
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
    countGames: (counted) => countedLibraryGames(prisma, counted),
  };
}
