// The library as the community pages see it: what people are playing now, and how many games the
// instance tracks, and the rule of a game's time to beat. Whose games show or count is the caller's rule
// (the people feature's privacy), given as SQL.
import { TIME_TO_BEAT_MIN_PLAYERS, type AccentColor, type CurrentlyPlayingItem, type TimeToBeat } from "@savepoint/common";
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

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * A game's time to beat from its players' hours (one figure each, ascending): the median, and the
 * range, in hours with one decimal; null below TIME_TO_BEAT_MIN_PLAYERS players.
 */
export function timeToBeatOf(hours: readonly number[]): TimeToBeat | null {
  const n = hours.length;
  if (n < TIME_TO_BEAT_MIN_PLAYERS) return null;
  const mid = Math.floor(n / 2);
  const median = n % 2 === 1 ? hours[mid]! : (hours[mid - 1]! + hours[mid]!) / 2;
  return { medianHours: oneDecimal(median), minHours: oneDecimal(hours[0]!), maxHours: oneDecimal(hours[n - 1]!), players: n };
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
