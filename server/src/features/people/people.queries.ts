// People's SQL: a user by username, a library's numbers and lists as a profile shows them, follow
// lists, user search, suggestions and the ratings two users share. Nothing here reads an email or a
// password hash except myAccount (the caller's own row).
import {
  PEOPLE_PAGE_SIZE,
  PROFILE_LISTS,
  RATING_MAX,
  RATING_MIN,
  type FollowCounts,
  type GenreCount,
  type ProfileGame,
  type ProfileReview,
  type ProfileStats,
} from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { blockedEitherWaySql, userCardSql, type PrivacyRow, type UserCardRow } from "./people.audience.ts";

type Q = Pick<Db, "$queryRaw">;
const uuid = (id: string) => Prisma.sql`${id}::uuid`;

/** The shared game of a library game `g` (the database's shared_game_key: the rule lives once). */
const gameKeySql = (g: string) => Prisma.raw(`"shared_game_key"(${g}."catalogGameId", ${g}."slug")`);

export interface ProfileRow extends UserCardRow, PrivacyRow {
  bio: string | null;
  createdAt: Date;
}

const PROFILE_COLUMNS = Prisma.sql`${userCardSql("u")}, u."id"::text AS "id", u."bio", u."createdAt", u."profileVisibility", u."showActivity", u."showPlaying"`;

/** The user named `username`, whatever its case, or undefined. */
export async function userByName(db: Q, username: string): Promise<ProfileRow | undefined> {
  const rows = await db.$queryRaw<ProfileRow[]>`
    SELECT ${PROFILE_COLUMNS}
    FROM "users" u WHERE lower(u."username") = lower(${username}) LIMIT 1`;
  return rows[0];
}

const statsSql = (userId: string) => Prisma.sql`
  SELECT count(*)::int AS "games", (count(*) FILTER (WHERE g."status" = 'COMPLETED'))::int AS "completed",
         (count(*) FILTER (WHERE g."status" = 'IN_PROGRESS'))::int AS "playing", COALESCE(sum(g."playTime"), 0)::float8 AS "hours",
         (SELECT count(*)::int FROM "reviews" r WHERE r."userId" = ${uuid(userId)}) AS "reviews"
  FROM "library_games" g WHERE g."userId" = ${uuid(userId)}`;

/** The library's games per rating, every rating from RATING_MIN to RATING_MAX in order, and the unrated ones apart. */
const ratingsSql = (userId: string) => Prisma.sql`
  SELECT (SELECT json_agg(json_build_object('rating', s.r, 'games', coalesce(c.n, 0)) ORDER BY s.r)
          FROM generate_series(${RATING_MIN}::int, ${RATING_MAX}::int) s(r)
          LEFT JOIN (SELECT g."rating", count(*)::int AS n FROM "library_games" g
                     WHERE g."userId" = ${uuid(userId)} AND g."rating" IS NOT NULL GROUP BY g."rating") c ON c."rating" = s.r) AS "byRating",
         (SELECT count(*)::int FROM "library_games" g WHERE g."userId" = ${uuid(userId)} AND g."rating" IS NULL) AS "unrated"`;

/** The library's most common genres, ties by name. */
const genresSql = (userId: string) => Prisma.sql`
  SELECT x.genre AS "genre", count(*)::int AS "games" FROM "library_games" g, unnest(g."genres") AS x(genre)
  WHERE g."userId" = ${uuid(userId)} GROUP BY x.genre ORDER BY count(*) DESC, x.genre LIMIT ${PROFILE_LISTS.genres}`;

const countsSql = (userId: string) => Prisma.sql`
  SELECT (SELECT count(*)::int FROM "follows" WHERE "followeeId" = ${uuid(userId)}) AS "followers",
         (SELECT count(*)::int FROM "follows" WHERE "followerId" = ${uuid(userId)}) AS "following"`;

export function followCounts(db: Q, userId: string): Promise<FollowCounts> {
  return db.$queryRaw<FollowCounts[]>(countsSql(userId)).then((r) => r[0]!);
}

/**
 * The address a viewer can open of a user's game: their own library's on their own profile, else the
 * catalog's (none for a game of the owner's making: no address or id of another's library is shown).
 */
const slugFor = (own: boolean) => Prisma.raw(own ? `g."slug"` : `c."slug"`);

/** Games in progress (latest started first) or completed (latest completed first). */
function gamesSql(userId: string, status: "IN_PROGRESS" | "COMPLETED", own: boolean) {
  const date = Prisma.raw(status === "COMPLETED" ? `g."completedDate"` : `g."startDate"`);
  const take = status === "COMPLETED" ? PROFILE_LISTS.completions : PROFILE_LISTS.playing;
  return Prisma.sql`
    SELECT g."title", ${slugFor(own)} AS "slug", g."platform", to_char(${date}, 'YYYY-MM-DD') AS "date", g."rating"
    FROM "library_games" g LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    WHERE g."userId" = ${uuid(userId)} AND g."status" = ${status}
    ORDER BY ${date} DESC NULLS LAST, g."updatedAt" DESC, g."id" LIMIT ${take}`;
}

const reviewsSql = (userId: string, own: boolean) => Prisma.sql`
  SELECT r."id"::text AS "id", g."title" AS "gameTitle", ${slugFor(own)} AS "gameSlug", r."rating", r."comment",
         r."spoiler", r."likeCount", to_char(r."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
  FROM "reviews" r JOIN "library_games" g ON g."id" = r."libraryGameId" LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
  WHERE r."userId" = ${uuid(userId)} ORDER BY r."createdAt" DESC, r."id" DESC LIMIT ${PROFILE_LISTS.reviews}`;

/** What a profile shows of a library; the lists only when asked for (null otherwise). */
export interface ProfileParts {
  stats: ProfileStats;
  favoriteGenres: GenreCount[];
  counts: FollowCounts;
  playing: ProfileGame[] | null;
  completions: ProfileGame[] | null;
  reviews: ProfileReview[] | null;
}

/** A query's rows as a JSON array, in its order (json_agg over a sorted subquery keeps it). */
const rowsJson = (q: Prisma.Sql) => Prisma.sql`(SELECT coalesce(json_agg(x), '[]'::json) FROM (${q}) x)`;

/**
 * A profile's numbers and lists in one round trip: the stats (with the ratings' distribution),
 * favourite genres and follow counts, and with `lists` the games in progress (when `playing`), the
 * completions and the reviews (addresses as `own` allows: slugFor).
 */
export async function profileParts(db: Q, userId: string, opts: { own: boolean; lists: boolean; playing: boolean }): Promise<ProfileParts> {
  const list = (on: boolean, q: Prisma.Sql) => (on ? rowsJson(q) : Prisma.sql`NULL::json`);
  const [row] = await db.$queryRaw<(ProfileParts & { ratings: ProfileStats["ratings"] })[]>`
    SELECT (SELECT row_to_json(x) FROM (${statsSql(userId)}) x) AS "stats",
           (SELECT row_to_json(x) FROM (${ratingsSql(userId)}) x) AS "ratings",
           ${rowsJson(genresSql(userId))} AS "favoriteGenres",
           (SELECT row_to_json(x) FROM (${countsSql(userId)}) x) AS "counts",
           ${list(opts.lists && opts.playing, gamesSql(userId, "IN_PROGRESS", opts.own))} AS "playing",
           ${list(opts.lists, gamesSql(userId, "COMPLETED", opts.own))} AS "completions",
           ${list(opts.lists, reviewsSql(userId, opts.own))} AS "reviews"`;
  const { ratings, ...parts } = row!;
  return { ...parts, stats: { ...parts.stats, hours: Math.round(parts.stats.hours * 10) / 10, ratings } };
}

/** A user in a list, with the viewer's relation to them and the list's keyset position. */
export interface PersonRow extends UserCardRow {
  following: boolean;
  followsYou: boolean;
  at: Date;
  sortKey: string;
}

const relationSql = (viewerId: string, u: string) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "follows" rf WHERE rf."followerId" = ${uuid(viewerId)} AND rf."followeeId" = ${Prisma.raw(`${u}."id"`)}) AS "following",
    EXISTS (SELECT 1 FROM "follows" rb WHERE rb."followerId" = ${Prisma.raw(`${u}."id"`)} AND rb."followeeId" = ${uuid(viewerId)}) AS "followsYou"`;

/** Where a page stopped: a time (follow lists) or a lower-cased username (search), then the user id. */
export interface PeopleCursor {
  at?: Date;
  name?: string;
  id: string;
}

/**
 * Followers (`side` "followers": who follows `userId`) or followees, newest follow first, without the
 * users hidden from the viewer. One more than a page.
 */
export function followList(db: Q, viewerId: string, userId: string, side: "followers" | "following", after: PeopleCursor | undefined): Promise<PersonRow[]> {
  const [mine, other] = side === "followers" ? [`f."followeeId"`, `f."followerId"`] : [`f."followerId"`, `f."followeeId"`];
  const at = after?.at ? Prisma.sql`AND (f."createdAt", u."id") < (${after.at.toISOString()}::timestamp(3), ${uuid(after.id)})` : Prisma.empty;
  return db.$queryRaw<PersonRow[]>`
    SELECT ${userCardSql("u")}, ${relationSql(viewerId, "u")}, f."createdAt" AS "at", '' AS "sortKey"
    FROM "follows" f JOIN "users" u ON u."id" = ${Prisma.raw(other)}
    WHERE ${Prisma.raw(mine)} = ${uuid(userId)} AND NOT ${blockedEitherWaySql(viewerId, Prisma.raw(`u."id"`))} ${at}
    ORDER BY f."createdAt" DESC, u."id" DESC LIMIT ${PEOPLE_PAGE_SIZE + 1}`;
}

/** The users `blockerId` blocked (not those who blocked them), newest block first. */
export function blockedBy(db: Q, blockerId: string): Promise<(UserCardRow & { at: Date })[]> {
  return db.$queryRaw<(UserCardRow & { at: Date })[]>`
    SELECT ${userCardSql("u")}, b."createdAt" AS "at"
    FROM "blocks" b JOIN "users" u ON u."id" = b."blockedId"
    WHERE b."blockerId" = ${uuid(blockerId)}
    ORDER BY b."createdAt" DESC, u."id" DESC`;
}

/** `%text%` for LIKE, its wildcards escaped. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How many users, from the cursor on in username order, people search reads before it turns to the
 * trigram indexes: a text many share (a common name) has its page among them, a rare one does not.
 */
export const SEARCH_WALK = 1_000;

/**
 * Users other than the viewer whose username or name contains `q` (any case), by username, without hidden
 * ones. Two ways to the same page, picked by what the text turns out to be, in one statement:
 * - `walked`: the next SEARCH_WALK users in username order, read from one covering index
 *   (users_lower_username_cover_idx: no table page is read while it is all-visible), keeping the
 *   matches until the page is full. A text a few thousand players share fills it within a few hundred.
 * - `matches`, only when the walk came back short: every match through the trigram indexes, ordered
 *   (materialized: the planner would otherwise walk the username index through the whole table for a
 *   rare text). For a common text this read thousands of table pages (issue 29, the scale bench); for a
 *   rare one it reads a few.
 * The page is the same either way: the walk visits users in the page's order (lower(username) is
 * unique, so it orders them alone).
 */
export function searchUsers(db: Q, viewerId: string, q: string, after: PeopleCursor | undefined, walk = SEARCH_WALK): Promise<PersonRow[]> {
  const like = containing(q);
  const at =
    after?.name !== undefined
      ? Prisma.sql`AND lower(u."username") >= ${after.name} AND (lower(u."username"), u."id") > (${after.name}, ${uuid(after.id)})`
      : Prisma.empty;
  const matching = (u: string) =>
    Prisma.sql`${Prisma.raw(u)}."id" <> ${uuid(viewerId)} AND (lower(${Prisma.raw(u)}."username") LIKE ${like} OR lower(${Prisma.raw(u)}."firstName" || ' ' || ${Prisma.raw(u)}."lastName") LIKE ${like})`;
  const shown = (u: string) => Prisma.sql`NOT ${blockedEitherWaySql(viewerId, Prisma.raw(`${u}."id"`))}`;
  const size = PEOPLE_PAGE_SIZE + 1;
  // In the walk, the blocks are looked up only for the users whose names match (OFFSET 0 keeps the
  // planner from merging the two filters and checking the blocks of every user walked first).
  return db.$queryRaw<PersonRow[]>`
    WITH "walked" AS MATERIALIZED (
      SELECT m."id", m."sortKey" FROM (
        SELECT w."id", lower(w."username") AS "sortKey" FROM (
          SELECT u."id", u."username", u."firstName", u."lastName" FROM "users" u WHERE TRUE ${at}
          ORDER BY lower(u."username") LIMIT ${walk}::int) w
        WHERE ${matching("w")} OFFSET 0) m
      WHERE ${shown("m")} LIMIT ${size}::int
    ), "matches" AS MATERIALIZED (
      SELECT u."id", lower(u."username") AS "sortKey" FROM "users" u
      WHERE (SELECT count(*) FROM "walked") < ${size}::int AND ${matching("u")} AND ${shown("u")} ${at}
    ), "page" AS (
      SELECT * FROM "walked" WHERE (SELECT count(*) FROM "walked") = ${size}::int
      UNION ALL
      (SELECT * FROM "matches" ORDER BY "sortKey", "id" LIMIT ${size}::int)
    )
    SELECT ${userCardSql("u")}, ${relationSql(viewerId, "u")}, u."createdAt" AS "at", p."sortKey"
    FROM "page" p JOIN "users" u ON u."id" = p."id"
    ORDER BY p."sortKey", p."id"`;
}

/** How many of the viewer's catalog games, the fewest-played first, suggestions look through. */
export const SUGGEST_GAMES = 200;
/** How many other players of each of those games suggestions look at. */
export const SUGGEST_PLAYERS_PER_GAME = 200;

/**
 * Public users the viewer neither follows nor blocked (either way) with the most catalog games in
 * common. Bounded whatever the instance's size (issue 29): the candidates come from the viewer's
 * SUGGEST_GAMES fewest-played catalog games (a rare game in common says more than a hit), up to
 * SUGGEST_PLAYERS_PER_GAME players of each (shared_game_players, by its key), at most 40,000 rows
 * where the self-join of library_games read every copy of every popular title. The page's games in
 * common are then counted exactly, each against the viewer's catalog games.
 */
export function suggestedUsers(
  db: Q,
  viewerId: string,
  bounds = { games: SUGGEST_GAMES, playersPerGame: SUGGEST_PLAYERS_PER_GAME },
): Promise<(PersonRow & { sharedGames: number })[]> {
  const viewer = uuid(viewerId);
  return db.$queryRaw<(PersonRow & { sharedGames: number })[]>`
    WITH "mine" AS (
      SELECT DISTINCT m."catalogGameId" FROM "library_games" m WHERE m."userId" = ${viewer} AND m."catalogGameId" IS NOT NULL
    ), "rarest" AS (
      SELECT st."gameKey" FROM "mine" k JOIN "shared_game_stats" st ON st."gameKey" = "shared_game_key"(k."catalogGameId", NULL)
      ORDER BY st."players", st."gameKey" LIMIT ${bounds.games}::int
    ), "candidates" AS (
      SELECT p."userId", count(*)::int AS "hits"
      FROM "rarest" r CROSS JOIN LATERAL (
        SELECT sp."userId" FROM "shared_game_players" sp
        WHERE sp."gameKey" = r."gameKey" AND sp."userId" <> ${viewer} AND sp."copies" > 0 LIMIT ${bounds.playersPerGame}::int) p
      GROUP BY p."userId"
    ), "page" AS (
      SELECT c."userId", c."hits" FROM "candidates" c JOIN "users" u ON u."id" = c."userId"
      WHERE u."profileVisibility" = 'PUBLIC' AND NOT ${blockedEitherWaySql(viewerId, Prisma.raw(`u."id"`))}
        AND NOT EXISTS (SELECT 1 FROM "follows" f WHERE f."followerId" = ${viewer} AND f."followeeId" = u."id")
      ORDER BY c."hits" DESC, lower(u."username"), u."id" LIMIT ${PEOPLE_PAGE_SIZE}::int
    )
    SELECT ${userCardSql("u")}, ${relationSql(viewerId, "u")}, u."createdAt" AS "at", '' AS "sortKey", s."shared" AS "sharedGames"
    FROM "page" pg JOIN "users" u ON u."id" = pg."userId"
    CROSS JOIN LATERAL (
      SELECT count(DISTINCT o."catalogGameId")::int AS "shared" FROM "library_games" o
      WHERE o."userId" = pg."userId" AND o."catalogGameId" IN (SELECT k."catalogGameId" FROM "mine" k)) s
    ORDER BY s."shared" DESC, lower(u."username"), u."id"`;
}

/** A game both users rated: one rating each (a user's copies of one game averaged, rounded). */
export interface SharedRating {
  /** The viewer's own copy's title and address: nothing of the other's library but the rating. */
  title: string;
  slug: string;
  mine: number;
  theirs: number;
}

export function sharedRatings(db: Q, viewerId: string, userId: string): Promise<SharedRating[]> {
  const rated = (id: string) => Prisma.sql`
    SELECT ${gameKeySql("g")} AS "key", round(avg(g."rating"))::int AS "rating", min(g."title") AS "title", min(g."slug") AS "slug"
    FROM "library_games" g WHERE g."userId" = ${uuid(id)} AND g."rating" IS NOT NULL GROUP BY 1`;
  return db.$queryRaw<SharedRating[]>`
    SELECT m."title", m."slug", m."rating" AS "mine", t."rating" AS "theirs"
    FROM (${rated(viewerId)}) m JOIN (${rated(userId)}) t ON t."key" = m."key"`;
}

/** The caller's own row: email and theme are theirs to see. */
export async function myAccount(db: Q, userId: string): Promise<(ProfileRow & { email: string; theme: string }) | undefined> {
  const rows = await db.$queryRaw<(ProfileRow & { email: string; theme: string })[]>`
    SELECT ${PROFILE_COLUMNS}, u."email", u."theme"
    FROM "users" u WHERE u."id" = ${uuid(userId)}`;
  return rows[0];
}

/** A user's newest reviews for their public feed: the catalog game's address only (as slugFor(false)). */
export function feedReviews(db: Q, userId: string, take: number) {
  return db.$queryRaw<
    { id: string; gameTitle: string; gameSlug: string | null; rating: number; comment: string; spoiler: boolean; createdAt: Date; updatedAt: Date }[]
  >`
    SELECT r."id"::text AS "id", g."title" AS "gameTitle", ${slugFor(false)} AS "gameSlug", r."rating", r."comment", r."spoiler", r."createdAt", r."updatedAt"
    FROM "reviews" r JOIN "library_games" g ON g."id" = r."libraryGameId" LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    WHERE r."userId" = ${uuid(userId)} ORDER BY r."createdAt" DESC, r."id" DESC LIMIT ${take}`;
}

/**
 * A user's newest completions (games with a completion date) for their public feed. `key` names the
 * completion without naming the library game: a hash of its id and date.
 */
export function feedCompletions(db: Q, userId: string, take: number) {
  return db.$queryRaw<{ key: string; title: string; slug: string | null; platform: string; completedDate: Date; rating: number | null }[]>`
    SELECT md5(g."id"::text || ':' || g."completedDate"::text) AS "key", g."title", ${slugFor(false)} AS "slug", g."platform", g."completedDate", g."rating"
    FROM "library_games" g LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    WHERE g."userId" = ${uuid(userId)} AND g."status" = 'COMPLETED' AND g."completedDate" IS NOT NULL
    ORDER BY g."completedDate" DESC, g."updatedAt" DESC, g."id" LIMIT ${take}`;
}

/** A follow, unless either of the two blocks the other (a block made meanwhile wins); 1 when it is new. */
export function insertFollowUnlessBlocked(tx: Pick<Db, "$executeRaw">, followerId: string, followeeId: string, at: Date): Promise<number> {
  return tx.$executeRaw`
    INSERT INTO "follows" ("followerId", "followeeId", "createdAt")
    SELECT ${followerId}::uuid, ${followeeId}::uuid, ${at.toISOString()}::timestamptz AT TIME ZONE 'UTC'
    WHERE NOT EXISTS (SELECT 1 FROM "blocks" WHERE ("blockerId" = ${followerId}::uuid AND "blockedId" = ${followeeId}::uuid)
                                              OR ("blockerId" = ${followeeId}::uuid AND "blockedId" = ${followerId}::uuid))
    ON CONFLICT DO NOTHING`;
}

/** A block, and the end of the follows between the two both ways, in one transaction. */
export async function blockAndUnfollow(prisma: Db, blockerId: string, blockedId: string, at: Date): Promise<void> {
  await prisma.$transaction([
    prisma.$executeRaw`INSERT INTO "blocks" ("blockerId", "blockedId", "createdAt") VALUES (${blockerId}::uuid, ${blockedId}::uuid, ${at}) ON CONFLICT DO NOTHING`,
    prisma.follow.deleteMany({
      where: {
        OR: [
          { followerId: blockerId, followeeId: blockedId },
          { followerId: blockedId, followeeId: blockerId },
        ],
      },
    }),
  ]);
}

export { inTransaction } from "../../db/prisma.ts";

/** The follower's follow of the followee ended (none: nothing happens). */
export async function deleteFollow(db: Pick<Db, "follow">, followerId: string, followeeId: string): Promise<void> {
  await db.follow.deleteMany({ where: { followerId, followeeId } });
}

/** The blocker's block of the blocked user ended (none: nothing happens). */
export async function deleteBlock(db: Pick<Db, "block">, blockerId: string, blockedId: string): Promise<void> {
  await db.block.deleteMany({ where: { blockerId, blockedId } });
}

/**
 * The count of changes of who counts in the numbers other players read (audience_version, bumped by a
 * trigger on every change of a privacy setting, by any process): caches of those numbers are kept against it.
 */
export async function audienceVersion(db: Pick<Db, "$queryRaw">): Promise<number> {
  const rows = await db.$queryRaw<{ version: number }[]>`SELECT "version"::float8 AS "version" FROM "audience_version" WHERE "id" = 1`;
  return rows[0]?.version ?? 0;
}
