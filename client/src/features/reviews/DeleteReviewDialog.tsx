// The delete confirmation of a review: 'Delete Review'. It stays open with a spinner while the delete
// is in flight, closes when it is done, and says so when it fails.
import { REVIEW_TEXTS, type ReviewDto } from "@savepoint/common";
import { ConfirmDialog, useConfirmMutation } from "../../components/ui/ConfirmDialog.tsx";
import { useDeleteReview } from "./mutations.ts";

/** `review` stays set while the dialog animates closed (`open` false). */
export function DeleteReviewDialog({ open, review, onClose }: { open: boolean; review: ReviewDto | null; onClose: () => void }) {
  const del = useConfirmMutation(useDeleteReview(), onClose, () => `Your review of ${review?.gameTitle ?? "the game"} was deleted.`);
  return (
    <ConfirmDialog
      open={open}
      onClose={del.close}
      title="Delete Review"
      confirmLabel="Delete Review"
      pending={del.pending}
      error={del.failed ? REVIEW_TEXTS.deleteFailed : null}
      onConfirm={() => {
        if (open && review) del.run(review.id);
      }}
    >
      <p className="text-slate-700 dark:text-slate-200">
        Are you sure you want to delete your review of <strong className="font-semibold text-slate-900 dark:text-white">{review?.gameTitle}</strong>? Its likes
        go with it, and this cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
