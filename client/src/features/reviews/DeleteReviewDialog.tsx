// The delete confirmation of a review: 'Delete Review'. It stays open with a spinner while the delete
// is in flight, closes when it is done, and says so when it fails.
import { useRef } from "react";
import { REVIEW_TEXTS, type ReviewDto } from "@savepoint/common";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Modal, ModalBody, ModalFooter } from "../../components/ui/Modal.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { useDeleteReview } from "./mutations.ts";

/** `review` stays set while the dialog animates closed (`open` false). */
export function DeleteReviewDialog({ open, review, onClose }: { open: boolean; review: ReviewDto | null; onClose: () => void }) {
  const del = useDeleteReview();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (del.isPending) return;
    del.reset();
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title="Delete Review" role="alertdialog" initialFocus={cancelRef}>
      <ModalBody className="space-y-3">
        <FormAlert message={del.isError ? REVIEW_TEXTS.deleteFailed : null} />
        <p className="text-slate-700 dark:text-slate-200">
          Are you sure you want to delete your review of <strong className="font-semibold text-slate-900 dark:text-white">{review?.gameTitle}</strong>? Its likes go
          with it, and this cannot be undone.
        </p>
      </ModalBody>
      <ModalFooter>
        <button ref={cancelRef} type="button" className="btn-secondary" onClick={close} disabled={del.isPending}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-danger"
          disabled={del.isPending}
          onClick={() => {
            if (!open || !review) return;
            del.mutate(review.id, {
              onSuccess: () => {
                del.reset();
                onClose();
              },
            });
          }}
        >
          {del.isPending ? <Spinner size="sm" label="Deleting..." /> : "Delete Review"}
        </button>
      </ModalFooter>
    </Modal>
  );
}
