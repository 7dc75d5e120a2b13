// The reviews feature's public face: reviews, likes and a game's community numbers, and their routes.
export { createReviewsService, type ReviewsService } from "./reviews.service.ts";
export { communityStatsRoutes, likesRoutes, reviewsRoutes } from "./reviews.routes.ts";
// Reviews and likes written in bulk by the reviews' rules (imports and their undo), and what an export reads.
export { addLikes, addReviews, likesForExport, removeLikes, removeReviews, reviewTexts, reviewsForExport, type BulkReview } from "./reviews.bulk.ts";
// An admin's removal of a review (moderation): its likes, reports and event go with it.
export { deleteReviewById } from "./reviews.bulk.queries.ts";
