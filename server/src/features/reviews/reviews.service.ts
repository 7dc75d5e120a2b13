// Reviews and likes. A review is its author's to edit and delete (anyone else's answers 404 like a
// missing one); everyone signed in reads them. Writing one needs a COMPLETED game of the author's, at
// most one review per shared game, and sets that game's rating in the same transaction. A game that
// later leaves COMPLETED keeps its review (a user may replay it), and the review can still be edited.
// A game's reviews are answered from reviews.cache.ts, kept against the game's version (ADR 012).
import {
  REVIEW_TEXTS,
  type CommunityReview,
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
import { recordActivity } from "../activity/index.ts";
import { gameReviewsJson, ReviewsCache, SHARED_PAGE_TAKE, type SharedPage, type ViewerPart } from "./reviews.cache.ts";
import { reviewJsonParts, toCommunityReview, toReviewDto } from "./reviews.presenter.ts";
import {
  countAllReviews,
  countReviewsBy,
  decodeCursor,
  deleteLike,
  deleteOwnReview,
  insertLike,
  insertReview,
  inTransaction,
  likedReviewIds,
  likesPage,
  likeStateRow,
  ownReviewGame,
  page,
  readReviews,
  reviewAuthorRow,
  reviewCount,
  reviewOfGame,
  reviewRow,
  updateOwnReview,
} from "./reviews.queries.ts";
import { isUuid } from "../../lib/uuid.ts";

interface Actor {
  id: string;
}

export interface ReviewsService {
  mine(actor: Actor, query: MyReviewsQuery): Promise<ReviewPage>;
  /** `ref`: the caller's library game id, a slug of their library, or a catalog slug. The answer as JSON. */
  forGame(actor: Actor, ref: string, query: ReviewListQuery): Promise<Json<GameReviews>>;
  create(actor: Actor, gameId: string, input: CreateReviewInput): Promise<ReviewDto>;
  update(actor: Actor, id: string, input: UpdateReviewInput): Promise<ReviewDto>;
  remove(actor: Actor, id: string): Promise<void>;
  like(actor: Actor, id: string): Promise<ReviewLikeState>;
  unlike(actor: Actor, id: string): Promise<ReviewLikeState>;
  /** The reviews the caller liked, most recently liked first. */
  liked(actor: Actor, query: LikesQuery): Promise<ReviewPage>;
  communityStats(actor: Actor, ref: string): Promise<GameCommunityStats>;
  /** The most liked reviews of the instance among those `where` (SQL over `r`, the reviews) admits. */
  top(viewerId: string, where: Prisma.Sql, limit: number): Promise<CommunityReview[]>;
  /** Reviews across the instance. */
  count(): Promise<number>;
}

/** A JSON text of a T. */
export type Json<T> = string & { readonly json?: T };

interface ReviewsServiceDeps {
  prisma: Db;
  games: Pick<GamesService, "sharedGame" | "reviewTarget" | "setRating" | "communityStats" | "sharedGameVersion">;
  cache?: ReviewsCache;
  /**
   * The users hidden from a viewer (blocked by or blocking them: the people feature's hiddenUsers):
   * their reviews are left out of the game pages the viewer reads. Absent → nobody is hidden.
   */
  hiddenUsers?: (viewerId: string) => Promise<ReadonlySet<string>>;
  /**
   * Who counts in a game's community numbers (SQL over `u`, a users row: the people feature's
   * countedPlayerSql, ADR 019). Hidden players never do.
   */
  countedPlayers: Prisma.Sql;
}

/** A review id, lower-cased, or 404: a malformed id names no review. */
function reviewId(id: string): string {
  if (!isUuid(id)) throw notFound("Review");
  return id.toLowerCase();
}

/** What a review records of its game when written. */
const contextOf = (g: ReviewTarget) => ({ hours: g.playTime, platform: g.platform, completed100Percent: g.completed100Percent });

export function createReviewsService(deps: ReviewsServiceDeps): ReviewsService {
  const { prisma, games } = deps;
  const cache = deps.cache ?? new ReviewsCache();
  const hiddenUsers = deps.hiddenUsers ?? (() => Promise.resolve(new Set<string>()));

  async function read(actor: Actor, id: string, db: Pick<Db, "review"> = prisma): Promise<ReviewDto> {
    const row = await reviewRow(db, id, actor.id);
    return toReviewDto(row, actor.id);
  }

  /** `where`: SQL over `r`, the reviews. */
  async function list(actor: Actor, where: Prisma.Sql, query: ReviewListQuery): Promise<ReviewPage> {
    const cursor = decodeCursor(query.cursor);
    const { rows, nextCursor } = await page(query.sort, (take) => readReviews(prisma, actor.id, where, query.sort, cursor, take));
    return { items: rows.map((r) => toReviewDto(r, actor.id)), nextCursor };
  }

  async function likeState(actor: Actor, id: string): Promise<ReviewLikeState> {
    const row = await likeStateRow(prisma, id, actor.id);
    if (!row) throw notFound("Review");
    return { reviewId: id, likeCount: row.likeCount, likedByMe: row.likes.length > 0 };
  }

  /**
   * Someone else's review, for liking: 404 when there is none or when its author and the caller
   * blocked each other (either way: the review is hidden from the caller, its likes too), 400 when it
   * is the caller's own.
   */
  async function othersReview(actor: Actor, rawId: string): Promise<string> {
    const id = reviewId(rawId);
    const [row, hidden] = await Promise.all([reviewAuthorRow(prisma, id), hiddenUsers(actor.id)]);
    if (!row || hidden.has(row.userId)) throw notFound("Review");
    if (row.userId === actor.id) throw validationFailed([{ path: "id", message: REVIEW_TEXTS.ownLike }], REVIEW_TEXTS.ownLike);
    return id;
  }

  /**
   * Every user's reviews of the game after `cursor`, rendered for no viewer, and their count; `hidden`:
   * authors left out (then the page is one viewer's and is not cached).
   */
  async function sharedPage(key: string, sort: ReviewListQuery["sort"], cursor: ReturnType<typeof decodeCursor>, hidden: string[] = []): Promise<SharedPage> {
    const without = hidden.length > 0 ? Prisma.sql`AND NOT (r."userId" = ANY(${hidden}::uuid[]))` : Prisma.empty;
    const [rows, count, hiddenCount] = await Promise.all([
      readReviews(prisma, null, Prisma.sql`r."gameKey" = ${key} ${without}`, sort, cursor, SHARED_PAGE_TAKE),
      reviewCount(prisma, key),
      hidden.length > 0 ? countReviewsBy(prisma, key, hidden) : 0,
    ]);
    const reviews = rows.map((row) => ({ userId: row.userId, id: row.id, cursor: row, ...reviewJsonParts(toReviewDto(row, "")) }));
    return { reviews, count: count - hiddenCount };
  }

  async function viewerPart(actor: Actor, key: string): Promise<ViewerPart> {
    const [[mine], liked] = await Promise.all([
      readReviews(prisma, actor.id, Prisma.sql`r."userId" = ${actor.id}::uuid AND r."gameKey" = ${key}`, "newest", undefined, 1),
      likedReviewIds(prisma, actor.id, key),
    ]);
    return { mine: mine ? JSON.stringify(toReviewDto(mine, actor.id)) : null, liked: new Set(liked) };
  }

  return {
    async top(viewerId, where, limit) {
      return (await readReviews(prisma, viewerId, where, "likes", undefined, limit)).map(toCommunityReview);
    },

    count: () => countAllReviews(prisma),

    mine(actor, query) {
      const game = query.gameId ? Prisma.sql`AND r."libraryGameId" = ${query.gameId.toLowerCase()}::uuid` : Prisma.empty;
      return list(actor, Prisma.sql`r."userId" = ${actor.id}::uuid ${game}`, query);
    },

    async forGame(actor, ref, query) {
      const cursor = decodeCursor(query.cursor);
      const { key } = await games.sharedGame(actor, ref);
      // The version first: what is read after it is at least that new.
      const [version, hiddenSet] = await Promise.all([games.sharedGameVersion(key), hiddenUsers(actor.id)]);
      // A viewer with blocks reads their own page, uncached: the shared cache holds no viewer's filter.
      const hidden = [...hiddenSet];
      const [shared, viewer] = await Promise.all([
        hidden.length > 0
          ? sharedPage(key, query.sort, cursor, hidden)
          : cache.page(key, version, query.sort, query.cursor, () => sharedPage(key, query.sort, cursor)),
        cache.viewer(actor.id, key, version, () => viewerPart(actor, key)),
      ]);
      return gameReviewsJson(actor.id, query.sort, shared, viewer);
    },

    async create(actor, gameId, input) {
      try {
        return await inTransaction(prisma, async (tx) => {
          const game = await games.reviewTarget(tx, actor, gameId);
          if (game.status !== "COMPLETED") throw validationFailed([{ path: "status", message: REVIEW_TEXTS.notCompleted }], REVIEW_TEXTS.notCompleted);
          const taken = await reviewOfGame(tx, actor.id, game.key);
          if (taken) throw conflict(REVIEW_TEXTS.alreadyReviewed, { reviewId: taken.id });
          const at = new Date();
          const id = randomUUID();
          await insertReview(tx, {
            id,
            userId: actor.id,
            libraryGameId: game.id,
            gameKey: game.key,
            ...input,
            ...contextOf(game),
            createdAt: at,
            updatedAt: at,
          });
          await games.setRating(tx, actor, game.id, input.rating);
          await recordActivity(tx, { type: "review_posted", actorId: actor.id, gameId: game.id, reviewId: id, rating: input.rating, at });
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
      return inTransaction(prisma, async (tx) => {
        const own = await ownReviewGame(tx, id, actor.id);
        if (!own) throw notFound("Review");
        // The game is locked before the review, in the order a game's deletion takes them.
        const game = await games.reviewTarget(tx, actor, own.libraryGameId);
        // Deleted since it was read (a delete racing this edit): the same 404 as before.
        const count = await updateOwnReview(tx, id, actor.id, { ...input, ...contextOf(game) });
        if (count === 0) throw notFound("Review");
        if (input.rating !== undefined) await games.setRating(tx, actor, game.id, input.rating);
        return read(actor, id, tx);
      });
    },

    async remove(actor, rawId) {
      const count = await deleteOwnReview(prisma, reviewId(rawId), actor.id);
      if (count === 0) throw notFound("Review");
    },

    async like(actor, rawId) {
      const id = await othersReview(actor, rawId);
      // A review deleted since it was read leaves nothing to like (its foreign key refuses the row).
      await insertLike(prisma, id, actor.id).catch((err: unknown) => {
        throw err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2003" ? notFound("Review") : err;
      });
      return likeState(actor, id);
    },

    async unlike(actor, rawId) {
      const id = await othersReview(actor, rawId);
      await deleteLike(prisma, id, actor.id);
      return likeState(actor, id);
    },

    async liked(actor, query) {
      const cursor = decodeCursor(query.cursor);
      // A block hides each user's reviews from the other here too, likes given before it included.
      const hidden = await hiddenUsers(actor.id);
      const where: Prisma.ReviewLikeWhereInput = {
        userId: actor.id,
        ...(hidden.size > 0 ? { review: { userId: { notIn: [...hidden] } } } : {}),
        ...(cursor ? { OR: [{ createdAt: { lt: cursor.at } }, { createdAt: cursor.at, reviewId: { lt: cursor.id } }] } : {}),
      };
      const { rows, nextCursor } = await page("newest", async (take) => {
        const likes = await likesPage(prisma, where, take, actor.id);
        // The page continues from the like, not the review: its time and id are the cursor's.
        return likes.map((l) => ({ ...l.review, createdAt: l.createdAt, id: l.reviewId, review: l.review }));
      });
      return { items: rows.map((r) => toReviewDto(r.review, actor.id)), nextCursor };
    },

    async communityStats(actor, ref) {
      return games.communityStats((await games.sharedGame(actor, ref)).key, deps.countedPlayers);
    },
  };
}
