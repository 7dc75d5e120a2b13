// Reviews and likes. A review is its author's to edit and delete (anyone else's answers 404 like a
// missing one); everyone signed in reads them. Writing one needs a COMPLETED game of the author's, at
// most one review per shared game, and sets that game's rating in the same transaction. A game that
// later leaves COMPLETED keeps its review (a user may replay it), and the review can still be edited.
import {
  REVIEW_TEXTS,
  type CreateReviewInput,
  type GameCommunityStats,
  type GameReviews,
  type LikesQuery,
  type MyReviewsQuery,
  type ReviewDto,
  type ReviewLikeState,
  type ReviewListQuery,
  type ReviewPage,
  type UpdateReviewInput,
} from "@savepoint/common";
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { conflict, notFound, uniqueViolation, validationFailed } from "../../http/errors.ts";
import type { GamesService, ReviewTarget } from "../games/index.ts";
import { toReviewDto } from "./reviews.presenter.ts";
import { decodeCursor, page, readReviews, reviewInclude } from "./reviews.queries.ts";

interface Actor {
  id: string;
}

export interface ReviewsService {
  mine(actor: Actor, query: MyReviewsQuery): Promise<ReviewPage>;
  /** `ref`: the caller's library game id, a slug of their library, or a catalog slug. */
  forGame(actor: Actor, ref: string, query: ReviewListQuery): Promise<GameReviews>;
  create(actor: Actor, gameId: string, input: CreateReviewInput): Promise<ReviewDto>;
  update(actor: Actor, id: string, input: UpdateReviewInput): Promise<ReviewDto>;
  remove(actor: Actor, id: string): Promise<void>;
  like(actor: Actor, id: string): Promise<ReviewLikeState>;
  unlike(actor: Actor, id: string): Promise<ReviewLikeState>;
  /** The reviews the caller liked, most recently liked first. */
  liked(actor: Actor, query: LikesQuery): Promise<ReviewPage>;
  communityStats(actor: Actor, ref: string): Promise<GameCommunityStats>;
}

interface ReviewsServiceDeps {
  prisma: Db;
  games: Pick<GamesService, "sharedGame" | "reviewTarget" | "setRating" | "communityStats">;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A review id, lower-cased, or 404: a malformed id names no review. */
function reviewId(id: string): string {
  if (!UUID.test(id)) throw notFound("Review");
  return id.toLowerCase();
}

/** What a review records of its game when written. */
const contextOf = (g: ReviewTarget) => ({ hours: g.playTime, platform: g.platform, completed100Percent: g.completed100Percent });

export function createReviewsService(deps: ReviewsServiceDeps): ReviewsService {
  const { prisma, games } = deps;

  async function read(actor: Actor, id: string, db: Pick<Db, "review"> = prisma): Promise<ReviewDto> {
    const row = await db.review.findUniqueOrThrow({ where: { id }, include: reviewInclude(actor.id) });
    return toReviewDto(row, actor.id);
  }

  /** `where`: SQL over `r`, the reviews. */
  async function list(actor: Actor, where: Prisma.Sql, query: ReviewListQuery): Promise<ReviewPage> {
    const cursor = decodeCursor(query.cursor);
    const { rows, nextCursor } = await page(query.sort, (take) => readReviews(prisma, actor.id, where, query.sort, cursor, take));
    return { items: rows.map((r) => toReviewDto(r, actor.id)), nextCursor };
  }

  async function likeState(actor: Actor, id: string): Promise<ReviewLikeState> {
    const row = await prisma.review.findUnique({ where: { id }, select: { likeCount: true, likes: { where: { userId: actor.id }, select: { userId: true } } } });
    if (!row) throw notFound("Review");
    return { reviewId: id, likeCount: row.likeCount, likedByMe: row.likes.length > 0 };
  }

  /** Someone else's review, for liking: 404 when there is none, 400 when it is the caller's own. */
  async function othersReview(actor: Actor, rawId: string): Promise<string> {
    const id = reviewId(rawId);
    const row = await prisma.review.findUnique({ where: { id }, select: { userId: true } });
    if (!row) throw notFound("Review");
    if (row.userId === actor.id) throw validationFailed([{ path: "id", message: REVIEW_TEXTS.ownLike }], REVIEW_TEXTS.ownLike);
    return id;
  }

  return {
    mine(actor, query) {
      const game = query.gameId ? Prisma.sql`AND r."libraryGameId" = ${query.gameId.toLowerCase()}::uuid` : Prisma.empty;
      return list(actor, Prisma.sql`r."userId" = ${actor.id}::uuid ${game}`, query);
    },

    async forGame(actor, ref, query) {
      const game = await games.sharedGame(actor, ref);
      // The game's review count is kept by a trigger (shared_game_stats): others' are all but the caller's.
      const [[mine], stats, others] = await Promise.all([
        readReviews(prisma, actor.id, Prisma.sql`r."userId" = ${actor.id}::uuid AND r."gameKey" = ${game.key}`, "newest", undefined, 1),
        prisma.sharedGameStats.findUnique({ where: { gameKey: game.key }, select: { reviews: true } }),
        list(actor, Prisma.sql`r."gameKey" = ${game.key} AND r."userId" <> ${actor.id}::uuid`, query),
      ]);
      const total = Math.max(0, (stats?.reviews ?? 0) - (mine ? 1 : 0));
      return { mine: mine ? toReviewDto(mine, actor.id) : null, total, ...others };
    },

    async create(actor, gameId, input) {
      try {
        return await prisma.$transaction(async (tx) => {
          const game = await games.reviewTarget(tx, actor, gameId);
          if (game.status !== "COMPLETED") throw validationFailed([{ path: "status", message: REVIEW_TEXTS.notCompleted }], REVIEW_TEXTS.notCompleted);
          const taken = await tx.review.findUnique({ where: { userId_gameKey: { userId: actor.id, gameKey: game.key } }, select: { id: true } });
          if (taken) throw conflict(REVIEW_TEXTS.alreadyReviewed, { reviewId: taken.id });
          const at = new Date();
          const id = randomUUID();
          await tx.review.create({
            data: { id, userId: actor.id, libraryGameId: game.id, gameKey: game.key, ...input, ...contextOf(game), createdAt: at, updatedAt: at },
          });
          await games.setRating(tx, actor, game.id, input.rating);
          return read(actor, id, tx);
        });
      } catch (err) {
        // Two saves at once: the second finds the first's row by the unique (user, game) index.
        if (uniqueViolation(err)) throw conflict(REVIEW_TEXTS.alreadyReviewed);
        throw err;
      }
    },

    async update(actor, rawId, input) {
      const id = reviewId(rawId);
      return prisma.$transaction(async (tx) => {
        const own = await tx.review.findFirst({ where: { id, userId: actor.id }, select: { libraryGameId: true } });
        if (!own) throw notFound("Review");
        const game = await games.reviewTarget(tx, actor, own.libraryGameId);
        await tx.review.update({ where: { id }, data: { ...input, ...contextOf(game) } });
        if (input.rating !== undefined) await games.setRating(tx, actor, game.id, input.rating);
        return read(actor, id, tx);
      });
    },

    async remove(actor, rawId) {
      const { count } = await prisma.review.deleteMany({ where: { id: reviewId(rawId), userId: actor.id } });
      if (count === 0) throw notFound("Review");
    },

    async like(actor, rawId) {
      const id = await othersReview(actor, rawId);
      // A review deleted since it was read leaves nothing to like (its foreign key refuses the row).
      await prisma.reviewLike.createMany({ data: [{ reviewId: id, userId: actor.id }], skipDuplicates: true }).catch((err: unknown) => {
        throw err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2003" && /reviewId/.test(JSON.stringify(err.meta ?? {})) ? notFound("Review") : err;
      });
      return likeState(actor, id);
    },

    async unlike(actor, rawId) {
      const id = await othersReview(actor, rawId);
      await prisma.reviewLike.deleteMany({ where: { reviewId: id, userId: actor.id } });
      return likeState(actor, id);
    },

    async liked(actor, query) {
      const cursor = decodeCursor(query.cursor);
      const where: Prisma.ReviewLikeWhereInput = cursor
        ? { userId: actor.id, OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, reviewId: { lt: cursor.id } }] }
        : { userId: actor.id };
      const { rows, nextCursor } = await page("newest", async (take) => {
        const likes = await prisma.reviewLike.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { reviewId: "desc" }],
          take,
          include: { review: { include: reviewInclude(actor.id) } },
        });
        // The page continues from the like, not the review: its time and id are the cursor's.
        return likes.map((l) => ({ ...l.review, createdAt: l.createdAt, id: l.reviewId, review: l.review }));
      });
      return { items: rows.map((r) => toReviewDto(r.review, actor.id)), nextCursor };
    },

    async communityStats(actor, ref) {
      return games.communityStats((await games.sharedGame(actor, ref)).key);
    },
  };
}
