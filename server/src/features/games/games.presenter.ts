// Library games as the API shows them: the full game with its status history and play sessions, a play
// session, and the stats. (The lean card list is built as JSON by PostgreSQL: games.queries.ts.)
import { createHash } from "node:crypto";
import {
  isRemoteImageUrl,
  type GameStats,
  type GameStatus,
  type KeptStatusValues,
  type LibraryGameDto,
  type PlaySessionDto,
  type Priority,
} from "@savepoint/common";
import type { PlaySession } from "../../generated/prisma/client.ts";
import type { FullGameRow, StatsRow } from "./games.queries.ts";
import { ymd } from "./games.rules.ts";

const round = (n: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/**
 * The cover as the browser loads it: a remote address the user gave goes through this origin
 * (/api/games/:id/cover, versioned by the address so a new one is a new path); the catalog's own
 * paths stay as they are. games.queries.ts (listJson) builds the same path in SQL.
 */
export function coverPath(id: string, imageUrl: string | null): string | null {
  if (!imageUrl || !isRemoteImageUrl(imageUrl)) return imageUrl;
  return `/api/games/${id}/cover?v=${createHash("md5").update(imageUrl).digest("hex").slice(0, 12)}`;
}

export function toPlaySessionDto(s: PlaySession): PlaySessionDto {
  return {
    id: s.id,
    gameId: s.gameId,
    date: ymd(s.date)!,
    minutes: s.minutes,
    hours: round(s.minutes / 60, 2),
    note: s.note,
    createdAt: s.createdAt.toISOString(),
  };
}

export function toGameDto(g: FullGameRow): LibraryGameDto {
  return {
    id: g.id,
    slug: g.slug,
    title: g.title,
    platform: g.platform,
    genres: g.genres,
    releaseYear: g.releaseYear,
    imageUrl: coverPath(g.id, g.imageUrl),
    customImageUrl: g.imageUrl && isRemoteImageUrl(g.imageUrl) ? g.imageUrl : null,
    status: g.status as GameStatus,
    rating: g.rating,
    playTime: g.playTime,
    completed100Percent: g.completed100Percent,
    achievementsCompleted: g.achievementsCompleted,
    totalAchievements: g.totalAchievements,
    customTags: g.customTags,
    notes: g.notes,
    priority: g.priority as Priority,
    startDate: ymd(g.startDate),
    completedDate: ymd(g.completedDate),
    addedToBacklog: ymd(g.addedToBacklog),
    abandonedDate: ymd(g.abandonedDate),
    developer: g.developer,
    publisher: g.publisher,
    description: g.description,
    rawgId: g.rawgId,
    metacritic: g.metacritic,
    catalogGameId: g.catalogGameId,
    catalogSlug: g.catalogGame?.slug ?? null,
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
    statusHistory: g.statusHistory.map((h) => ({ status: h.status as GameStatus, at: h.at.toISOString() })),
    // The newest kept copy of each value wins: entries are oldest first, so later ones overwrite.
    kept: Object.assign({}, ...g.statusHistory.map((h) => (h.kept ?? {}) as KeptStatusValues)) as KeptStatusValues,
    sessions: g.playSessions.map(toPlaySessionDto),
  };
}

export function toGameStats(r: StatsRow): GameStats {
  return {
    totalGames: r.total,
    completedGames: r.completed,
    backlogCount: r.backlog,
    inProgressCount: r.inProgress,
    abandonedCount: r.abandoned,
    averageRating: r.rated > 0 ? round(r.ratingSum / r.rated, 1) : 0,
    ratedGames: r.rated,
    totalPlayTime: round(r.playTime, 2),
    totalAchievementsCompleted: r.achDone,
    totalAchievementsAvailable: r.achTotal,
    achievementCompletionRate: r.achTotal > 0 ? Math.round((100 * r.achDone) / r.achTotal) : 0,
  };
}
