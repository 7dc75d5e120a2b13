// The reviews feature's public face: reviews, likes and a game's community numbers, and their routes.
export { createReviewsService, type ReviewsService } from "./reviews.service.ts";
export { communityStatsRoutes, likesRoutes, reviewsRoutes } from "./reviews.routes.ts";
