// The reviews' query shapes: what a review answer reads (its game, its author's public fields, whether
// the viewer liked it) and keyset pages in each sort order (newest first on ties), with their cursors.
import { INT4_MAX, REVIEWS_PAGE_SIZE, REVIEW_TEXTS, type ReviewSort } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { validationFailed } from "../../http/errors.ts";

/** Everything a review answer shows; `viewerId` decides likedByMe. The author's email is never read. */
export const reviewInclude = (viewerId: string) =>
  ({
    libraryGame: { select: { title: true, slug: true, catalogGame: { select: { slug: true } } } },
    user: { select: { id: true, username: true, firstName: true, lastName: true, accountColor: true } },
    likes: { where: { userId: viewerId }, select: { userId: true }, take: 1 },
  }) satisfies Prisma.ReviewInclude;

export type ReviewRow = Prisma.ReviewGetPayload<{ include: ReturnType<typeof reviewInclude> }>;

/** Where a page stopped: the sort column's value (none for newest), then createdAt and id. */
interface Cursor {
  value: number | null;
  at: Date;
  id: string;
}

const SORT_COLUMN = { newest: null, rating: "rating", likes: "likeCount" } as const satisfies Record<ReviewSort, string | null>;

/** Rows after `cursor` in `sort` order (every order is descending: a row comparison says "after"). */
function afterSql(column: Prisma.Sql | null, cursor: Cursor | undefined): Prisma.Sql {
  if (!cursor) return Prisma.empty;
  const at = Prisma.sql`${cursor.at.toISOString()}::timestamp(3)`;
  if (!column || cursor.value === null) return Prisma.sql`AND (r."createdAt", r."id") < (${at}, ${cursor.id}::uuid)`;
  return Prisma.sql`AND (${column}, r."createdAt", r."id") < (${cursor.value}::int, ${at}, ${cursor.id}::uuid)`;
}

interface FlatReview {
  id: string;
  userId: string;
  libraryGameId: string;
  gameKey: string;
  rating: number;
  comment: string;
  spoiler: boolean;
  hours: number;
  platform: string;
  completed100Percent: boolean;
  likeCount: number;
  createdAt: Date;
  updatedAt: Date;
  gameTitle: string;
  gameSlug: string;
  catalogSlug: string | null;
  username: string;
  firstName: string;
  lastName: string;
  accountColor: string;
  likedByMe: boolean;
}

/**
 * Reviews matching `where` (SQL over `r`, the reviews) in `sort` order after `cursor`, with everything
 * an answer shows, in one query: the includes of reviewInclude cost a query each (~1 ms apiece on the
 * embedded database, four per page). `viewerId` null: no review is liked (answers shared by every viewer).
 */
export async function readReviews(
  db: Pick<Db, "$queryRaw">,
  viewerId: string | null,
  where: Prisma.Sql,
  sort: ReviewSort,
  cursor: Cursor | undefined,
  take: number,
): Promise<ReviewRow[]> {
  const name = SORT_COLUMN[sort];
  const column = name ? Prisma.raw(`r."${name}"`) : null;
  const order = column ? Prisma.sql`${column} DESC, r."createdAt" DESC, r."id" DESC` : Prisma.sql`r."createdAt" DESC, r."id" DESC`;
  const rows = await db.$queryRaw<FlatReview[]>`
    SELECT r."id"::text AS "id", r."userId"::text AS "userId", r."libraryGameId"::text AS "libraryGameId", r."gameKey", r."rating",
           r."comment", r."spoiler", r."hours", r."platform", r."completed100Percent", r."likeCount", r."createdAt", r."updatedAt",
           g."title" AS "gameTitle", g."slug" AS "gameSlug", c."slug" AS "catalogSlug",
           u."username", u."firstName", u."lastName", u."accountColor",
           ${viewerId === null ? Prisma.sql`false` : Prisma.sql`EXISTS (SELECT 1 FROM "review_likes" l WHERE l."reviewId" = r."id" AND l."userId" = ${viewerId}::uuid)`} AS "likedByMe"
    FROM "reviews" r
    JOIN "library_games" g ON g."id" = r."libraryGameId"
    LEFT JOIN "catalog_games" c ON c."id" = g."catalogGameId"
    JOIN "users" u ON u."id" = r."userId"
    WHERE ${where} ${afterSql(column, cursor)}
    ORDER BY ${order}
    LIMIT ${take}`;
  return rows.map(({ gameTitle, gameSlug, catalogSlug, username, firstName, lastName, accountColor, likedByMe, ...review }) => ({
    ...review,
    libraryGame: { title: gameTitle, slug: gameSlug, catalogGame: catalogSlug === null ? null : { slug: catalogSlug } },
    user: { id: review.userId, username, firstName, lastName, accountColor },
    likes: likedByMe && viewerId !== null ? [{ userId: viewerId }] : [],
  }));
}

/** The ids of the reviews of shared game `gameKey` that `viewerId` likes. */
export async function likedReviewIds(db: Pick<Db, "$queryRaw">, viewerId: string, gameKey: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT l."reviewId"::text AS "id" FROM "review_likes" l JOIN "reviews" r ON r."id" = l."reviewId"
    WHERE l."userId" = ${viewerId}::uuid AND r."gameKey" = ${gameKey}`;
  return rows.map((r) => r.id);
}

/** How many reviews shared game `gameKey` has (trigger-kept in shared_game_stats). */
export async function reviewCount(db: Pick<Db, "$queryRaw">, gameKey: string): Promise<number> {
  const rows = await db.$queryRaw<{ reviews: number }[]>`SELECT "reviews" FROM "shared_game_stats" WHERE "gameKey" = ${gameKey}`;
  return rows[0]?.reviews ?? 0;
}

/** What a page's cursor is made of. */
export interface CursorRow {
  rating: number;
  likeCount: number;
  createdAt: Date;
  id: string;
}

export function encodeCursor(sort: ReviewSort, row: CursorRow): string {
  const column = SORT_COLUMN[sort];
  return Buffer.from(JSON.stringify([column ? row[column] : null, row.createdAt.toISOString(), row.id])).toString("base64url");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor a previous page gave, or a 400 on `cursor` for anything else. */
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined) return undefined;
  const bad = () => validationFailed([{ path: "cursor", message: REVIEW_TEXTS.badCursor }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw bad();
  const [value, at, id] = parsed as unknown[];
  const time = typeof at === "string" ? new Date(at) : new Date(NaN);
  // Only values the columns can hold: a rating or like count (int4), a timestamp between 1970 and 9999.
  const column = value === null || (Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= INT4_MAX);
  const year = time.getUTCFullYear();
  if (!column || Number.isNaN(year) || year < 1970 || year > 9999 || typeof id !== "string" || !UUID.test(id)) throw bad();
  return { value: value as number | null, at: time, id };
}

/** One page: REVIEWS_PAGE_SIZE rows and the cursor of the next, read with one extra row. */
export async function page<T extends { rating: number; likeCount: number; createdAt: Date; id: string }>(
  sort: ReviewSort,
  read: (take: number) => Promise<T[]>,
): Promise<{ rows: T[]; nextCursor: string | null }> {
  const rows = await read(REVIEWS_PAGE_SIZE + 1);
  const more = rows.length > REVIEWS_PAGE_SIZE;
  const shown = more ? rows.slice(0, REVIEWS_PAGE_SIZE) : rows;
  return { rows: shown, nextCursor: more ? encodeCursor(sort, shown[shown.length - 1]!) : null };
}

// --- the service's reads and writes of reviews and likes (reviews.service.ts) ----------------------------------

type Tx = Prisma.TransactionClient;
type Reviews = Pick<Db, "review">;

export { inTransaction } from "../../db/prisma.ts";

/** The review as an answer reads it, for `viewerId` (it must exist). */
export function reviewRow(db: Reviews, id: string, viewerId: string) {
  return db.review.findUniqueOrThrow({ where: { id }, include: reviewInclude(viewerId) });
}

/** The review's like count and whether the viewer liked it; null when there is no such review. */
export function likeStateRow(db: Reviews, id: string, viewerId: string) {
  return db.review.findUnique({
    where: { id },
    select: { likeCount: true, likes: { where: { userId: viewerId }, select: { userId: true } } },
  });
}

/** The review's author; null when there is no such review. */
export function reviewAuthorRow(db: Reviews, id: string): Promise<{ userId: string } | null> {
  return db.review.findUnique({ where: { id }, select: { userId: true } });
}

/** How many reviews of the shared game these users wrote. */
export function countReviewsBy(db: Reviews, gameKey: string, userIds: string[]): Promise<number> {
  return db.review.count({ where: { gameKey, userId: { in: userIds } } });
}

/** Reviews across the instance. */
export function countAllReviews(db: Reviews): Promise<number> {
  return db.review.count();
}

/** The user's review of the shared game, its id; null when they wrote none. */
export function reviewOfGame(tx: Pick<Tx, "review">, userId: string, gameKey: string): Promise<{ id: string } | null> {
  return tx.review.findUnique({ where: { userId_gameKey: { userId, gameKey } }, select: { id: true } });
}

export async function insertReview(tx: Pick<Tx, "review">, data: Prisma.ReviewUncheckedCreateInput): Promise<void> {
  await tx.review.create({ data });
}

/** The library game of the user's review; null when the review is not theirs or does not exist. */
export function ownReviewGame(tx: Pick<Tx, "review">, id: string, userId: string): Promise<{ libraryGameId: string } | null> {
  return tx.review.findFirst({ where: { id, userId }, select: { libraryGameId: true } });
}

/** Updates the user's review; answers how many rows changed (0: not theirs, or gone). */
export async function updateOwnReview(tx: Pick<Tx, "review">, id: string, userId: string, data: Prisma.ReviewUncheckedUpdateManyInput): Promise<number> {
  return (await tx.review.updateMany({ where: { id, userId }, data })).count;
}

/** Deletes the user's review; answers how many rows went (0: not theirs, or none). */
export async function deleteOwnReview(db: Reviews, id: string, userId: string): Promise<number> {
  return (await db.review.deleteMany({ where: { id, userId } })).count;
}

/** The user's like of the review, unless it is there already (a review gone since: its foreign key refuses it). */
export async function insertLike(db: Pick<Db, "reviewLike">, reviewId: string, userId: string): Promise<void> {
  await db.reviewLike.createMany({ data: [{ reviewId, userId }], skipDuplicates: true });
}

export async function deleteLike(db: Pick<Db, "reviewLike">, reviewId: string, userId: string): Promise<void> {
  await db.reviewLike.deleteMany({ where: { reviewId, userId } });
}

/** A page of the likes `where` admits, newest first, each with its review as an answer reads it for `viewerId`. */
export function likesPage(db: Pick<Db, "reviewLike">, where: Prisma.ReviewLikeWhereInput, take: number, viewerId: string) {
  return db.reviewLike.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { reviewId: "desc" }],
    take,
    include: { review: { include: reviewInclude(viewerId) } },
  });
}
