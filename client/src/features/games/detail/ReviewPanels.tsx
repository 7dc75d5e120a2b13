// The game page's Community Activity and Reviews panels, and the review dialog. The reviews feature's
// code arrives in its own chunk once the page has shown: the panels sit below the header, and the
// page's first load stays within its budget.
import { lazy, Suspense, useState, type ReactNode } from "react";
import type { ReviewDto } from "@savepoint/common";
import type { GameReviewsProps, ReviewDialogProps } from "../../reviews/index.ts";
import { Panel } from "./panels.tsx";

const reviews = () => import("../../reviews/index.ts");
const CommunityStats = lazy(() => reviews().then((m) => ({ default: m.CommunityStats })));
const GameReviews = lazy(() => reviews().then((m) => ({ default: m.GameReviews })));
const ReviewDialog = lazy(() => reviews().then((m) => ({ default: m.ReviewDialog })));

const waiting = (text: string): ReactNode => <p className="text-sm text-slate-600 dark:text-slate-300">{text}</p>;

/** Completed, playing now, total players, average rating, time to beat… over everyone who tracks the game. */
export function CommunityPanel({ gameRef, ownHours }: { gameRef: string; ownHours?: number }) {
  return (
    <Panel title="Community Activity">
      <Suspense fallback={waiting("Loading community activity...")}>
        <CommunityStats gameRef={gameRef} ownHours={ownHours} />
      </Suspense>
    </Panel>
  );
}

/** My review (or a way to write one) and everyone else's. */
export function ReviewsPanel(props: GameReviewsProps) {
  return (
    <Panel title="Reviews">
      <Suspense fallback={waiting("Loading reviews...")}>
        <GameReviews {...props} />
      </Suspense>
    </Panel>
  );
}

/**
 * The review dialog of a library game: `write()` opens it on a new review, `edit(review)` on the
 * user's own; `dialog` is the element to render. It keeps what it shows while it closes.
 */
export function useReviewDialog(game: NonNullable<ReviewDialogProps["game"]>) {
  const [state, setState] = useState<{ open: boolean; review: ReviewDto | null; used: boolean }>({ open: false, review: null, used: false });
  const dialog = state.used ? (
    <Suspense fallback={null}>
      <ReviewDialog open={state.open} onClose={() => setState((s) => ({ ...s, open: false }))} review={state.review} game={state.review ? null : game} />
    </Suspense>
  ) : null;
  return {
    write: () => setState({ open: true, review: null, used: true }),
    edit: (review: ReviewDto) => setState({ open: true, review, used: true }),
    dialog,
  };
}
