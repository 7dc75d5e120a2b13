// Shapes review answers: the author by name and colour only, the game by the address the viewer can open.
import type { AccentColor, CommunityReview, ReviewDto } from "@savepoint/common";
import type { ReviewRow } from "./reviews.queries.ts";

export function toReviewDto(row: ReviewRow, viewerId: string): ReviewDto {
  const own = row.userId === viewerId;
  const game = row.libraryGame;
  return {
    id: row.id,
    gameId: row.libraryGameId,
    gameTitle: game.title,
    // The author opens their own copy; others open the shared game (the catalog's page when there is one).
    gameSlug: own ? game.slug : (game.catalogGame?.slug ?? game.slug),
    rating: row.rating,
    comment: row.comment,
    spoiler: row.spoiler,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    likeCount: row.likeCount,
    likedByMe: row.likes.length > 0,
    context: { hours: row.hours, platform: row.platform, completed100Percent: row.completed100Percent },
    author: { id: row.user.id, username: row.user.username, firstName: row.user.firstName, lastName: row.user.lastName, accountColor: row.user.accountColor },
  };
}

/**
 * A review answer as JSON in two parts around likedByMe's value: `head + "true" | "false" + tail`, so
 * one rendering serves every viewer.
 */
export function reviewJsonParts(dto: ReviewDto): { head: string; tail: string } {
  const { likedByMe: _viewer, context, author, ...head } = dto;
  return { head: `${JSON.stringify(head).slice(0, -1)},"likedByMe":`, tail: `,${JSON.stringify({ context, author }).slice(1)}` };
}

/** A review in the community's top list: no library game id, and the catalog's address (none for a custom game). */
export function toCommunityReview(row: ReviewRow): CommunityReview {
  const { user } = row;
  return {
    id: row.id,
    gameTitle: row.libraryGame.title,
    gameSlug: row.libraryGame.catalogGame?.slug ?? null,
    rating: row.rating,
    comment: row.comment,
    spoiler: row.spoiler,
    likeCount: row.likeCount,
    createdAt: row.createdAt.toISOString(),
    author: { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName, accountColor: user.accountColor as AccentColor },
  };
}
