// Like / Unlike another user's review. The count it changes is shown by the review's card; the
// author's own reviews get no button (the server refuses a like of one's own review).
import type { ReviewDto } from "@savepoint/common";
import { useLikeReview, useUnlikeReview } from "./mutations.ts";
import { authorName } from "./ReviewCard.tsx";

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg className="h-4 w-4" viewBox="0 0 24 24" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d="M12 20s-7-4.4-9.2-8.8C1.3 8.2 3.1 4.5 6.6 4.5c2 0 3.5 1.1 4.4 2.6.9-1.5 2.4-2.6 4.4-2.6 3.5 0 5.3 3.7 3.8 6.7C19 15.6 12 20 12 20z" />
  </svg>
);

/** 'Like' or 'Unlike' (named 'Like review by {author}' / 'Unlike review by {author}'). */
export function LikeButton({ review }: { review: ReviewDto }) {
  const like = useLikeReview();
  const unlike = useUnlikeReview();
  const liked = review.likedByMe;
  const verb = liked ? "Unlike" : "Like";
  const pending = like.isPending || unlike.isPending;
  return (
    <button
      type="button"
      className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${
        liked
          ? "bg-pink-50 text-pink-800 hover:bg-pink-100 dark:bg-pink-950 dark:text-pink-200 dark:hover:bg-pink-900"
          : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
      }`}
      aria-label={`${verb} review by ${authorName(review.author)}`}
      disabled={pending}
      onClick={() => (liked ? unlike : like).mutate(review.id)}
    >
      <HeartIcon filled={liked} />
      {verb}
    </button>
  );
}
