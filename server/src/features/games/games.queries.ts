// The library's SQL and query shapes: what needs raw SQL (the list built as JSON, the stats in one
// pass, row locks, library versions, instance-wide counts) and the include of a full game; and the
// service's writes of a game (added, edited, deleted) and the transaction they run in.
import { NOTES_EXCERPT_MAX, type GameStatus } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import type { KeptValues, StoredStatusColumns } from "./games.rules.ts";
import { Prisma } from "../../generated/prisma/client.ts";

type Sql = Pick<Db, "$queryRaw">;

/** What GET /api/games/:id needs besides the row itself. */
export const FULL_GAME_INCLUDE = {
  statusHistory: { orderBy: [{ at: "asc" }, { id: "asc" }], select: { status: true, at: true, kept: true } },
  playSessions: { orderBy: [{ date: "desc" }, { createdAt: "desc" }] },
  catalogGame: { select: { slug: true } },
} satisfies Prisma.LibraryGameInclude;

export type FullGameRow = Prisma.LibraryGameGetPayload<{ include: typeof FULL_GAME_INCLUDE }>;

/** A full game as one row: its columns, its catalog game's slug, its history and sessions as JSON arrays. */
interface FullGameSqlRow extends Omit<FullGameRow, "catalogGame" | "statusHistory" | "playSessions"> {
  catalogSlug: string | null;
  history: { status: string; at: string; kept: Prisma.JsonValue }[];
  sessions: { id: string; gameId: string; userId: string; date: string; minutes: number; note: string | null; createdAt: string }[];
}

/** A timestamp(3) as JSON shows it: no zone, and the database keeps them in UTC. */
const utc = (at: string) => new Date(`${at}Z`);
/** A date as JSON shows it (YYYY-MM-DD), as Prisma gives a date: midnight UTC. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The full game `where` picks (SQL over `g`, the library game), in one round trip: what Prisma reads with
 * FULL_GAME_INCLUDE in four (the row, then its history, sessions and catalog slug), in the same order.
 */
async function readFullGame(db: Sql, where: Prisma.Sql): Promise<FullGameRow | undefined> {
  const [row] = await db.$queryRaw<FullGameSqlRow[]>(Prisma.sql`
    SELECT g."id"::text AS "id", g."userId"::text AS "userId", g."catalogGameId", g."title", g."slug", g."previousSlugs",
           g."platform", g."genres", g."releaseYear", g."imageUrl", g."status", g."rating", g."playTime", g."completed100Percent",
           g."notes", g."priority", g."startDate", g."completedDate", g."addedToBacklog", g."abandonedDate",
           g."achievementsCompleted", g."totalAchievements", g."customTags", g."developer", g."publisher", g."description",
           g."rawgId", g."metacritic", g."createdAt", g."updatedAt",
           c."slug" AS "catalogSlug",
           coalesce((SELECT json_agg(json_build_object('status', h."status", 'at', h."at", 'kept', h."kept") ORDER BY h."at", h."id")
                     FROM "game_status_history" h WHERE h."gameId" = g."id"), '[]'::json) AS "history",
           coalesce((SELECT json_agg(json_build_object('id', s."id", 'gameId', s."gameId", 'userId', s."userId", 'date', s."date",
                                                       'minutes', s."minutes", 'note', s."note", 'createdAt', s."createdAt")
                                     ORDER BY s."date" DESC, s."createdAt" DESC)
                     FROM "play_sessions" s WHERE s."gameId" = g."id"), '[]'::json) AS "sessions"
    FROM "library_games" g LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    WHERE ${where}`);
  if (!row) return undefined;
  const { catalogSlug, history, sessions, ...game } = row;
  return {
    ...game,
    catalogGame: catalogSlug === null ? null : { slug: catalogSlug },
    statusHistory: history.map((h) => ({ status: h.status, at: utc(h.at), kept: h.kept })),
    playSessions: sessions.map((s) => ({ ...s, date: day(s.date), createdAt: utc(s.createdAt) })),
  };
}

/** The user's game with this id, whole (one round trip). */
export function fullGame(db: Sql, userId: string, id: string): Promise<FullGameRow | undefined> {
  return readFullGame(db, Prisma.sql`g."id" = ${id}::uuid AND g."userId" = ${userId}::uuid`);
}

/**
 * The whole list (newest first) as one JSON array text: one LibraryGameSummary (@savepoint/common) per
 * row, only the card's columns read. Building the cards in SQL lets the list be answered as the text
 * PostgreSQL produces, without decoding and re-encoding every row. The column names and formats here
 * must match LibraryGameSummary (games.list.test.ts compares every card field with the full game).
 * json_agg takes the rows in the subquery's order (a plain aggregate over a sorted subquery; an ORDER BY
 * inside json_agg would sort them a second time).
 */
export async function listJson(db: Sql, userId: string, status: GameStatus | undefined): Promise<string> {
  const byStatus = status ? Prisma.sql`AND g."status" = ${status}` : Prisma.empty;
  const rows = await db.$queryRaw<{ body: string }[]>(Prisma.sql`
    SELECT coalesce(json_agg(c), '[]'::json)::text AS "body"
    FROM (
      SELECT g."id", g."slug", g."title", g."platform", g."genres"[1] AS "genre", g."releaseYear",
             CASE WHEN g."imageUrl" ~* '^https?://'
                  THEN '/api/games/' || g."id" || '/cover?v=' || left(md5(g."imageUrl"), 12) ELSE g."imageUrl" END AS "imageUrl",
             g."status", g."rating", g."playTime", g."completed100Percent", g."achievementsCompleted", g."totalAchievements",
             coalesce(g."customTags", '{}') AS "customTags",
             CASE WHEN char_length(g."notes") > ${NOTES_EXCERPT_MAX}::int
                  THEN rtrim(left(g."notes", ${NOTES_EXCERPT_MAX - 1}::int)) || '…' ELSE g."notes" END AS "notesExcerpt",
             cg."slug" AS "catalogSlug",
             to_char(g."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
             to_char(g."updatedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
             (SELECT to_char(max(s."date"), 'YYYY-MM-DD') FROM "play_sessions" s WHERE s."gameId" = g."id") AS "lastPlayed"
      FROM "library_games" g
      LEFT JOIN "catalog_games" cg ON cg."id" = g."catalogGameId"
      WHERE g."userId" = ${userId}::uuid ${byStatus}
      ORDER BY g."createdAt" DESC, g."id" DESC
    ) c`);
  return rows[0]?.body ?? "[]";
}

/** The ids of the user's games whose notes hold `text` (any case; % and _ are plain characters). */
export async function notesMatching(db: Sql, userId: string, text: string): Promise<string[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT g."id" FROM "library_games" g WHERE g."userId" = ${userId}::uuid AND g."notes" ILIKE ${pattern}`);
  return rows.map((r) => r.id);
}

/** Every figure behind GameStats, summed in one pass over the user's rows (the userId index). */
export interface StatsRow {
  total: number;
  backlog: number;
  inProgress: number;
  completed: number;
  abandoned: number;
  rated: number;
  ratingSum: number;
  playTime: number;
  achDone: number;
  achTotal: number;
}

export async function statsRow(db: Sql, userId: string): Promise<StatsRow> {
  const rows = await db.$queryRaw<StatsRow[]>(Prisma.sql`
    SELECT count(*)::int                                              AS "total",
           count(*) FILTER (WHERE "status" = 'BACKLOG')::int           AS "backlog",
           count(*) FILTER (WHERE "status" = 'IN_PROGRESS')::int       AS "inProgress",
           count(*) FILTER (WHERE "status" = 'COMPLETED')::int         AS "completed",
           count(*) FILTER (WHERE "status" = 'ABANDONED')::int         AS "abandoned",
           count("rating")::int                                        AS "rated",
           coalesce(sum("rating"), 0)::float8                          AS "ratingSum",
           coalesce(sum("playTime"), 0)::float8                        AS "playTime",
           coalesce(sum(LEAST(coalesce("achievementsCompleted", 0), "totalAchievements"))
                    FILTER (WHERE "totalAchievements" IS NOT NULL), 0)::float8 AS "achDone",
           coalesce(sum("totalAchievements"), 0)::float8               AS "achTotal"
    FROM "library_games"
    WHERE "userId" = ${userId}::uuid`);
  return rows[0]!;
}

/** The library versions of these users (a user who never wrote has none: version 0). */
export async function libraryVersionsOf(db: Sql, userIds: string[]): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ userId: string; version: number }[]>(
    Prisma.sql`SELECT "userId"::text AS "userId", "version" FROM "library_versions" WHERE "userId" = ANY(${userIds}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.userId, r.version]));
}

/** The versions of these shared games (shared_game_stats.version; a game without a row: version 0). */
export async function sharedGameVersionsOf(db: Sql, keys: string[]): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ gameKey: string; version: number }[]>(
    Prisma.sql`SELECT "gameKey", "version" FROM "shared_game_stats" WHERE "gameKey" = ANY(${keys}::text[])`,
  );
  return new Map(rows.map((r) => [r.gameKey, r.version]));
}

/**
 * Locks the user's game for the rest of the transaction (writes to its play time or history wait for
 * each other) and answers its play time; undefined when the user has no such game.
 */
export async function lockOwnedGame(tx: Sql, gameId: string, userId: string): Promise<{ playTime: number; status: GameStatus } | undefined> {
  const rows = await tx.$queryRaw<{ playTime: number; status: GameStatus }[]>(
    Prisma.sql`SELECT "playTime", "status" FROM "library_games" WHERE "id" = ${gameId}::uuid AND "userId" = ${userId}::uuid FOR UPDATE`,
  );
  return rows[0];
}

/** What an edit reads of the game it changes, its catalog game's address among it. */
export interface EditedGameRow extends StoredStatusColumns {
  id: string;
  title: string;
  slug: string;
  previousSlugs: string[];
  platform: string;
  imageUrl: string | null;
  status: GameStatus;
  addedToBacklog: Date | null;
  catalogSlug: string | null;
}

/** The user's game as an edit reads it, its row locked until the transaction ends: one round trip. */
export async function lockGameForEdit(tx: Sql, gameId: string, userId: string): Promise<EditedGameRow | undefined> {
  const rows = await tx.$queryRaw<EditedGameRow[]>(Prisma.sql`
    SELECT g."id"::text AS "id", g."title", g."slug", g."previousSlugs", g."platform", g."imageUrl", g."status", g."rating",
           g."playTime", g."startDate", g."completedDate", g."completed100Percent", g."achievementsCompleted",
           g."totalAchievements", g."abandonedDate", g."addedToBacklog", c."slug" AS "catalogSlug"
    FROM "library_games" g LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    WHERE g."id" = ${gameId}::uuid AND g."userId" = ${userId}::uuid
    FOR UPDATE OF g`);
  return rows[0];
}

type HistoryTx = Pick<Prisma.TransactionClient, "statusChange">;

/** A game's history entries that keep values their status hid, newest first (ADR 017). */
export async function keptEntries(tx: HistoryTx, gameId: string): Promise<{ id: string; kept: KeptValues }[]> {
  const rows = await tx.statusChange.findMany({
    where: { gameId, kept: { not: Prisma.DbNull } },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    select: { id: true, kept: true },
  });
  return rows.map((r) => ({ id: r.id, kept: r.kept as KeptValues }));
}

/** Replaces what a history entry keeps (null: nothing left). */
export async function setKept(tx: HistoryTx, entryId: string, kept: KeptValues | null): Promise<void> {
  await tx.statusChange.update({ where: { id: entryId }, data: { kept: kept ?? Prisma.DbNull }, select: { id: true } });
}

/** Library games and rated library games across the instance. */
/** Library games and ratings across the instance, of the users `counted` admits (SQL over `u`, their users row). */
export async function instanceCounts(db: Sql, counted: Prisma.Sql): Promise<{ games: number; ratings: number }> {
  const rows = await db.$queryRaw<{ games: number; ratings: number }[]>(
    Prisma.sql`SELECT count(*)::int AS "games", count(g."rating")::int AS "ratings" FROM "library_games" g JOIN "users" u ON u."id" = g."userId" WHERE ${counted}`,
  );
  return rows[0] ?? { games: 0, ratings: 0 };
}

/**
 * Library games of the users `counted` admits (SQL over `u`, their users row), from each user's count
 * in library_versions (kept by the library's triggers): a row per user read, not a row per game.
 */
export async function countedLibraryGames(db: Sql, counted: Prisma.Sql): Promise<number> {
  const rows = await db.$queryRaw<{ games: number }[]>(
    Prisma.sql`SELECT coalesce(sum(v."games"), 0)::int AS "games" FROM "library_versions" v JOIN "users" u ON u."id" = v."userId" WHERE ${counted}`,
  );
  return rows[0]?.games ?? 0;
}

/**
 * The catalog games added by the most users `counted` admits (SQL over `u`, their users row) in the last
 * `days` days, best first (ties: the most recently added, then the title). The catalog's hidden flag and
 * title are read in the same query so the ranking and its limit stay exact; the catalog shapes the cards
 * (CatalogService.cards).
 */
export async function trendingAdds(db: Sql, days: number, limit: number, counted: Prisma.Sql): Promise<{ catalogGameId: number; adds: number }[]> {
  return db.$queryRaw<{ catalogGameId: number; adds: number }[]>(Prisma.sql`
    SELECT c."id" AS "catalogGameId", count(DISTINCT g."userId")::int AS "adds"
    FROM "library_games" g
    JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    JOIN "users" u ON u."id" = g."userId"
    WHERE g."createdAt" >= (now() AT TIME ZONE 'UTC') - make_interval(days => ${days}::int)
      AND NOT c."hidden" AND ${counted}
    GROUP BY c."id"
    ORDER BY "adds" DESC, max(g."createdAt") DESC, c."title" ASC
    LIMIT ${limit}::int`);
}

/**
 * How many users have each catalog game in their library (games nobody has are left out): the shared
 * numbers the triggers keep, found by each catalog game's key, not a count over every library row
 * (600 ms at 5,000,000 rows, and search asks every 30 s).
 */
export async function playersPerCatalogGame(db: Sql): Promise<Map<number, number>> {
  const rows = await db.$queryRaw<{ id: number; players: number }[]>(Prisma.sql`
    SELECT c."id", s."players" FROM "catalog_games" c JOIN "shared_game_stats" s ON s."gameKey" = "shared_game_key"(c."id", NULL)
    WHERE s."players" > 0`);
  return new Map(rows.map((r) => [r.id, r.players]));
}

/** Which of these addresses another game of the user holds, now or from before a rename. */
export async function slugsTaken(db: Sql, userId: string, exceptId: string, candidates: string[]): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ slug: string }[]>(Prisma.sql`
    SELECT DISTINCT s AS "slug"
    FROM "library_games" g, unnest(array_prepend(g."slug", g."previousSlugs")) AS s
    WHERE g."userId" = ${userId}::uuid AND g."id" <> ${exceptId}::uuid AND s = ANY(${candidates}::text[])`);
  return new Set(rows.map((r) => r.slug));
}

/**
 * The user's game a game page's address names, in one round trip: the game at that address, else the
 * newest that had it before a rename, else the newest added from the catalog game of that slug.
 */
export function fullGameBySlug(db: Sql, userId: string, slug: string): Promise<FullGameRow | undefined> {
  return readFullGame(
    db,
    Prisma.sql`g."id" = (
      SELECT b."id" FROM "library_games" b
      WHERE b."userId" = ${userId}::uuid
        AND (b."slug" = ${slug} OR ${slug} = ANY (b."previousSlugs")
             OR b."catalogGameId" IN (SELECT bc."id" FROM "catalog_games" bc WHERE bc."slug" = ${slug}))
      ORDER BY (b."slug" = ${slug}) DESC, (${slug} = ANY (b."previousSlugs")) DESC, b."createdAt" DESC, b."id" DESC
      LIMIT 1)`,
  );
}

// --- the service's writes of a game ---------------------------------------------------------------------------

type Tx = Prisma.TransactionClient;

export { inTransaction } from "../../db/prisma.ts";

/** A new library game (with what its create nests: its first history entry). */
export async function insertGame(tx: Pick<Tx, "libraryGame">, data: Prisma.LibraryGameUncheckedCreateInput): Promise<void> {
  await tx.libraryGame.create({ data, select: { id: true } });
}

export async function updateGame(tx: Pick<Tx, "libraryGame">, id: string, data: Prisma.LibraryGameUncheckedUpdateInput): Promise<void> {
  await tx.libraryGame.update({ where: { id }, data, select: { id: true } });
}

/** When the game's newest history entry happened (none: undefined). */
export async function lastHistoryAt(tx: HistoryTx, gameId: string): Promise<Date | undefined> {
  return (await tx.statusChange.findFirst({ where: { gameId }, orderBy: { at: "desc" }, select: { at: true } }))?.at;
}

/**
 * Deletes the user's game, after `first` in the same transaction when given (the journal's entries of
 * it); answers how many games went (0: the user has no such game).
 */
export async function deleteOwnedGame(db: Db, userId: string, id: string, first?: (tx: Tx) => Promise<unknown>): Promise<number> {
  const where = { id, userId };
  const { count } = first
    ? await db.$transaction(async (tx) => {
        await first(tx);
        return tx.libraryGame.deleteMany({ where });
      })
    : await db.libraryGame.deleteMany({ where });
  return count;
}

// --- a game's play sessions (games.sessions.ts) ----------------------------------------------------------------

export function insertPlaySession(tx: Pick<Tx, "playSession">, data: Prisma.PlaySessionUncheckedCreateInput) {
  return tx.playSession.create({ data });
}

/** The caller's game's id; null when they have no such game. */
export function ownedGameId(db: Pick<Db, "libraryGame">, id: string, userId: string): Promise<{ id: string } | null> {
  return db.libraryGame.findFirst({ where: { id, userId }, select: { id: true } });
}

/** The game's play sessions, newest first. */
export function playSessionsOf(db: Pick<Db, "playSession">, gameId: string) {
  return db.playSession.findMany({ where: { gameId }, orderBy: [{ date: "desc" }, { createdAt: "desc" }] });
}

/** The game's play session and its minutes; null when the game has no such session. */
export function playSessionOf(tx: Pick<Tx, "playSession">, id: string, gameId: string): Promise<{ id: string; minutes: number } | null> {
  return tx.playSession.findFirst({ where: { id, gameId }, select: { id: true, minutes: true } });
}

export async function deletePlaySession(tx: Pick<Tx, "playSession">, id: string): Promise<void> {
  await tx.playSession.delete({ where: { id } });
}
