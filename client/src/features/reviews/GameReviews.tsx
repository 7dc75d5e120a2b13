// A game page's reviews: the user's own review (or 'No review written yet.' and a way to write one),
// then 'All Reviews (n)' of everyone else, a page at a time, each with a like button. ?review={id}
// scrolls to that review and highlights it, loading further pages until it is found.
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { REVIEW_SORTS, type ReviewDto, type ReviewSort } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { LikeButton } from "./LikeButton.tsx";
import { ReportButton } from "./ReportButton.tsx";
import { LoadMoreButton } from "./LoadMore.tsx";
import { useGameReviews } from "./queries.ts";
import { ReviewCard } from "./ReviewCard.tsx";

/** How many pages a ?review= link may load while looking for its review. */
const FIND_PAGES_MAX = 10;

const SORT_LABEL: Record<ReviewSort, string> = { newest: "Newest", rating: "Highest Rated", likes: "Most Helpful" };

export interface GameReviewsProps {
  /** The user's library game id, or the catalog slug of a game they do not track. */
  gameRef: string;
  /**
   * The user's own game, when it is in their library: `completed` says whether it may be reviewed.
   * Absent on a catalog-only page (there is nothing of theirs to review).
   */
  own?: { completed: boolean };
  /** Opens the review dialog to write; without it, a link to /reviews?write=1. */
  onWrite?: () => void;
  /** Opens the review dialog on the user's review; without it, a link to /reviews. */
  onEdit?: (review: ReviewDto) => void;
}

export function GameReviews({ gameRef, own, onWrite, onEdit }: GameReviewsProps) {
  const [sort, setSort] = useState<ReviewSort>("newest");
  const reviews = useGameReviews(gameRef, sort);
  const [params] = useSearchParams();
  const target = params.get("review");
  const { user } = useAuth();

  const pages = reviews.data?.pages ?? [];
  const mine = pages[0]?.mine ?? null;
  const total = pages[0]?.total ?? 0;
  const others = pages.flatMap((p) => p.items);
  const found = !target || mine?.id === target || others.some((r) => r.id === target);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = reviews;
  useEffect(() => {
    if (!found && hasNextPage && !isFetchingNextPage && pages.length < FIND_PAGES_MAX) void fetchNextPage();
  }, [found, hasNextPage, isFetchingNextPage, pages.length, fetchNextPage]);

  if (reviews.isPending) return <Spinner size="sm" label="Loading reviews..." />;
  if (reviews.isError) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Reviews could not be loaded.{" "}
        <button type="button" className="link" onClick={() => void reviews.refetch()}>
          Try again
        </button>
      </p>
    );
  }

  return (
    <div className="space-y-6">
      {own || mine ? (
        <section aria-labelledby="my-review-heading" className="space-y-3">
          <h3 id="my-review-heading" className="text-base font-semibold text-slate-900 dark:text-white">
            My Review
          </h3>
          {mine ? (
            <ReviewCard review={mine} highlighted={mine.id === target} actions={<EditAction review={mine} onEdit={onEdit} />} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-600">
              <p className="text-sm text-slate-600 dark:text-slate-300">No review written yet.</p>
              {own?.completed ? (
                <WriteAction onWrite={onWrite} />
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-300">Mark the game Completed to review it.</p>
              )}
            </div>
          )}
        </section>
      ) : null}

      <section aria-labelledby="all-reviews-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="all-reviews-heading" className="text-base font-semibold text-slate-900 dark:text-white">
            All Reviews ({total})
          </h3>
          {total > 1 ? (
            <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
              Sort reviews
              <select className="field-input w-auto py-1" value={sort} onChange={(e) => setSort(e.target.value as ReviewSort)}>
                {REVIEW_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABEL[s]}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {others.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">No other player has reviewed this game yet.</p>
        ) : (
          <ul className="space-y-3" aria-label="Reviews by other players">
            {others.map((r) => (
              <li key={r.id}>
                <ReviewCard
                  review={r}
                  highlighted={r.id === target}
                  actions={
                    r.author.id === user?.id ? null : (
                      <>
                        <LikeButton review={r} />
                        <ReportButton review={r} />
                      </>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton pages={reviews} label="Load more reviews" />
      </section>
    </div>
  );
}

function WriteAction({ onWrite }: { onWrite?: () => void }) {
  if (onWrite) {
    return (
      <button type="button" className="btn-primary" onClick={onWrite}>
        Write Review
      </button>
    );
  }
  return (
    <Link to="/reviews?write=1" className="btn-primary">
      Write Review
    </Link>
  );
}

function EditAction({ review, onEdit }: { review: ReviewDto; onEdit?: (r: ReviewDto) => void }) {
  if (onEdit) {
    return (
      <button type="button" className="btn-secondary px-3 py-1.5" onClick={() => onEdit(review)}>
        Edit Review
      </button>
    );
  }
  return (
    <Link to="/reviews" className="btn-secondary px-3 py-1.5">
      Edit Review
    </Link>
  );
}
