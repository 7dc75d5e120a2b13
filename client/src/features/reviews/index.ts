// The reviews feature's public face: its pages for the router, and what the game page and the
// Add/Edit Game dialog use of reviews (they pass library data in as props; this feature never
// imports the games feature).
export const loadMyReviewsPage = () => import("./MyReviewsPage.tsx").then((m) => ({ default: m.MyReviewsPage }));
export const loadLikesPage = () => import("./LikesPage.tsx").then((m) => ({ default: m.LikesPage }));
export { useAllMyReviews, useCommunityStats, useGameReviews, useLikedReviews, useMyReviews } from "./queries.ts";
export { useCreateReview, useDeleteReview, useLikeReview, useUnlikeReview, useUpdateReview } from "./mutations.ts";
export { reviewKeys, communityKeys } from "./keys.ts";
export { ReviewCard, reviewElementId, type ReviewCardProps } from "./ReviewCard.tsx";
export { Stars } from "./Stars.tsx";
export { LikeButton } from "./LikeButton.tsx";
export { GameReviews, type GameReviewsProps } from "./GameReviews.tsx";
export { CommunityStats } from "./CommunityStats.tsx";
export { ReviewDialog } from "./LazyReviewDialog.tsx";
export type { ReviewDialogGame, ReviewDialogProps } from "./ReviewDialog.tsx";
export { GameReviewFields, useGameReviewDraft, type GameReviewDraft } from "./GameReviewSection.tsx";
