// Shapes review answers: the author by name and colour only, the game by the address the viewer can open.
import type { ReviewDto } from "@savepoint/common";
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
