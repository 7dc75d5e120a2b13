// My Reviews (/reviews): the user's reviews, filtered by game and sorted by date, rating or likes
// (Most Helpful), each with edit and delete; 'Write Review' (and /reviews?write=1) opens the dialog.
import { dialogItem } from "../../components/ui/dialogItem.ts";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { ReviewDto, ReviewSort } from "@savepoint/common";
import { SelectField } from "../../components/ui/Field.tsx";
import { PlusIcon, StarIcon } from "../../components/ui/Icons.tsx";
import { PencilIcon, TrashIcon } from "../../components/ui/IconsMore.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { DeleteReviewDialog } from "./DeleteReviewDialog.tsx";
import { reviewDate } from "./format.ts";
import { ReviewDialog } from "./LazyReviewDialog.tsx";
import { useAllMyReviews, useMyReviews } from "./queries.ts";
import { ReviewCard } from "./ReviewCard.tsx";

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: "newest", label: "Date" },
  { value: "rating", label: "Rating" },
  { value: "likes", label: "Most Helpful" },
];
const ALL = "all";

const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * The games the user reviewed, by title: the filter's choices. Copies of one title are told apart by
 * their platform, and on one platform too by the day each was reviewed.
 */
function reviewedGames(reviews: ReviewDto[]) {
  const games = new Map<string, ReviewDto>();
  for (const r of reviews) if (!games.has(r.gameId)) games.set(r.gameId, r);
  const all = [...games.values()];
  const count = (key: (r: ReviewDto) => string, r: ReviewDto) => all.filter((o) => key(o) === key(r)).length;
  const title = (r: ReviewDto) => norm(r.gameTitle);
  const titlePlatform = (r: ReviewDto) => `${title(r)}\u0000${norm(r.context.platform)}`;
  const label = (r: ReviewDto) => {
    if (count(title, r) < 2) return r.gameTitle;
    if (count(titlePlatform, r) < 2) return `${r.gameTitle} (${r.context.platform})`;
    return `${r.gameTitle} (${r.context.platform}, reviewed ${reviewDate(r.createdAt)})`;
  };
  return all.map((r) => ({ id: r.gameId, title: label(r) })).sort((a, b) => a.title.localeCompare(b.title));
}

const iconButton = "rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-white";

/** A dialog's subject stays while the dialog animates closed. */
function useDialogFor<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null }>({ open: false, item: null });
  return { ...state, show: (item: T) => setState({ open: true, item }), close: () => setState((s) => ({ ...s, open: false })) };
}

export function MyReviewsPage() {
  const [params, setParams] = useSearchParams();
  const [sort, setSort] = useState<ReviewSort>("newest");
  const [chosenGame, setChosenGame] = useState(ALL);
  const all = useAllMyReviews();
  const games = useMemo(() => reviewedGames(all.data ?? []), [all.data]);
  // A game whose last review was deleted falls back to All Games.
  const gameId = chosenGame !== ALL && games.some((g) => g.id === chosenGame) ? chosenGame : ALL;
  const list = useMyReviews({ sort, gameId: gameId === ALL ? undefined : gameId });
  const reviews = list.data?.pages.flatMap((p) => p.items) ?? [];
  const editing = useDialogFor<ReviewDto>();
  const deleting = useDialogFor<ReviewDto>();

  // Open in the same commit as the press, and kept in the address (?write=1) too. The address alone
  // was too late: a router navigation renders as a transition, so an Escape pressed before it had
  // committed found no dialog to close, and the dialog then opened and stayed open.
  const askedByAddress = params.get("write") === "1";
  const [writing, setWritingNow] = useState(askedByAddress);
  const [address, setAddress] = useState(askedByAddress);
  if (address !== askedByAddress) {
    // the address changed on its own (back, forward, a link to ?write=1)
    setAddress(askedByAddress);
    setWritingNow(askedByAddress);
  }
  const setWriting = (open: boolean) => {
    setWritingNow(open);
    setParams(
      (p) => {
        if (open) p.set("write", "1");
        else p.delete("write");
        return p;
      },
      { replace: !open },
    );
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">My Reviews</h1>
        <button type="button" className="btn-primary" onClick={() => setWriting(true)}>
          <PlusIcon className="h-5 w-5" />
          Write Review
        </button>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField id="reviews-game" label="Filter by game" value={gameId} onChange={(e) => setChosenGame(e.target.value)}>
          <option value={ALL}>All Games</option>
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </SelectField>
        <SelectField id="reviews-sort" label="Sort by" value={sort} onChange={(e) => setSort(e.target.value as ReviewSort)}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
      </div>

      {list.isPending ? (
        <PageLoader label="Loading reviews..." />
      ) : list.isError ? (
        <LoadError message="Failed to load reviews" onRetry={() => void list.refetch()} />
      ) : reviews.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-600">
          <StarIcon className="mx-auto h-12 w-12 text-slate-400 dark:text-slate-500" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">No reviews yet</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-300">Start writing reviews for the games you&apos;ve played!</p>
        </div>
      ) : (
        <>
          <ul className="space-y-4" aria-label="Your reviews">
            {reviews.map((r) => (
              <li key={r.id}>
                <ReviewCard
                  review={r}
                  showGame
                  showAuthor={false}
                  actions={
                    <>
                      <button
                        type="button"
                        className={iconButton}
                        aria-label={`Edit review of ${r.gameTitle}`}
                        onClick={() => editing.show(r)}
                        {...dialogItem("review", r.id)}
                      >
                        <PencilIcon />
                      </button>
                      <button type="button" className={iconButton} aria-label={`Delete review of ${r.gameTitle}`} onClick={() => deleting.show(r)}>
                        <TrashIcon />
                      </button>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <button type="button" className="btn-secondary w-full sm:w-auto" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? "Loading..." : "Load more"}
            </button>
          ) : null}
        </>
      )}

      <ReviewDialog open={writing} onClose={() => setWriting(false)} />
      <ReviewDialog open={editing.open} review={editing.item} onClose={editing.close} />
      <DeleteReviewDialog open={deleting.open} review={deleting.item} onClose={deleting.close} />
    </div>
  );
}
