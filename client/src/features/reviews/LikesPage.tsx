// Likes (/likes): the reviews the user liked, newest like first, each with Unlike; unliking takes the
// review off the list.
import { Link } from "react-router-dom";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { LikeButton } from "./LikeButton.tsx";
import { ReportButton } from "./ReportButton.tsx";
import { LoadMoreButton } from "./LoadMore.tsx";
import { useLikedReviews } from "./queries.ts";
import { ReviewCard } from "./ReviewCard.tsx";

export function LikesPage() {
  const liked = useLikedReviews();
  const reviews = liked.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Likes</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">Reviews you liked, newest first.</p>
      </div>
      {liked.isPending ? (
        <PageLoader label="Loading likes..." />
      ) : liked.isError ? (
        <LoadError message="Failed to load likes" onRetry={() => void liked.refetch()} />
      ) : reviews.length === 0 ? (
        <div className="card py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">No liked reviews yet</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Like other players&apos; reviews on a game&apos;s page and they will be kept here.</p>
          <Link to="/" className="btn-primary mt-6">
            Browse My Games
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-4" aria-label="Liked reviews">
            {reviews.map((r) => (
              <li key={r.id}>
                <ReviewCard
                  review={r}
                  showGame
                  actions={
                    <>
                      <LikeButton review={r} />
                      <ReportButton review={r} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton pages={liked} />
        </>
      )}
    </div>
  );
}
