// Library games as the API shows them: the lean card (built as JSON by PostgreSQL, see listJsonSql)
// and the full game with its status history and play sessions.
import { NOTES_EXCERPT_MAX, type GameStatus, type LibraryGameDto, type PlaySessionDto, type Priority } from "@savepoint/common";
import { Prisma } from "../../generated/prisma/client.ts";
import type { PlaySession } from "../../generated/prisma/client.ts";

/** What GET /api/games/:id needs besides the row itself. */
export const FULL_GAME_INCLUDE = {
  statusHistory: { orderBy: [{ at: "asc" }, { id: "asc" }], select: { status: true, at: true } },
  playSessions: { orderBy: [{ date: "desc" }, { createdAt: "desc" }] },
  catalogGame: { select: { slug: true } },
} satisfies Prisma.LibraryGameInclude;

export type FullGameRow = Prisma.LibraryGameGetPayload<{ include: typeof FULL_GAME_INCLUDE }>;

/** A @db.Date value (UTC midnight) as "YYYY-MM-DD". */
export const ymd = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);
/** "YYYY-MM-DD" as the UTC midnight Prisma stores in a DATE column. */
export const fromYmd = (s: string): Date => new Date(`${s}T00:00:00.000Z`);
/** Today's calendar date in UTC. */
export const todayUtc = (now = new Date()): string => now.toISOString().slice(0, 10);

const round2 = (n: number) => Math.round(n * 100) / 100;

export function toPlaySessionDto(s: PlaySession): PlaySessionDto {
  return {
    id: s.id,
    gameId: s.gameId,
    date: ymd(s.date)!,
    minutes: s.minutes,
    hours: round2(s.minutes / 60),
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
    imageUrl: g.imageUrl,
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
    sessions: g.playSessions.map(toPlaySessionDto),
  };
}

/**
 * The whole list (newest first) as one JSON array text: one LibraryGameSummary (common/src/games.ts) per
 * row, only the card's columns read. Building the cards in SQL lets the list be answered as the text
 * PostgreSQL produces, without decoding and re-encoding every row. The column names and formats here
 * must match LibraryGameSummary (games.routes.test.ts compares every card field with the full game).
 * json_agg takes the rows in the subquery's order (a plain aggregate over a sorted subquery; an ORDER BY
 * inside json_agg would sort them a second time).
 */
export function listJsonSql(userId: string, status: GameStatus | undefined): Prisma.Sql {
  const byStatus = status ? Prisma.sql`AND g."status" = ${status}` : Prisma.empty;
  return Prisma.sql`
    SELECT coalesce(json_agg(c), '[]'::json)::text AS "body"
    FROM (
      SELECT g."id", g."slug", g."title", g."platform", g."genres"[1] AS "genre", g."releaseYear", g."imageUrl",
             g."status", g."rating", g."playTime", g."achievementsCompleted", g."totalAchievements",
             coalesce(g."customTags", '{}') AS "customTags",
             CASE WHEN char_length(g."notes") > ${NOTES_EXCERPT_MAX}::int
                  THEN rtrim(left(g."notes", ${NOTES_EXCERPT_MAX - 1}::int)) || '…' ELSE g."notes" END AS "notesExcerpt"
      FROM "library_games" g
      WHERE g."userId" = ${userId}::uuid ${byStatus}
      ORDER BY g."createdAt" DESC, g."id" DESC
    ) c`;
}
