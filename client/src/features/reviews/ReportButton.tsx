// 'Report' on another user's review: opens the report dialog (fetched the first time it opens), and
// reads 'Reported' once the report is in. Callers leave it off the user's own reviews.
import { useState } from "react";
import { MODERATION_TEXTS, type ReviewDto } from "@savepoint/common";
import { loadOnOpen } from "../../components/ui/loadOnOpen.tsx";
import type { ReportReviewDialogProps } from "./ReportReviewDialog.tsx";
import { authorName } from "./ReviewCard.tsx";

const ReportReviewDialog = loadOnOpen<ReportReviewDialogProps>(() => import("./ReportReviewDialog.tsx").then((m) => m.ReportReviewDialog));

const FlagIcon = () => (
  <svg className="h-4 w-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </svg>
);

export function ReportButton({ review }: { review: ReviewDto }) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-700"
        aria-label={reported ? `Reported review by ${authorName(review.author)}` : `Report review by ${authorName(review.author)}`}
        // aria-disabled, not disabled: once reported it still takes focus, so closing the dialog hands focus back to it
        aria-disabled={reported || undefined}
        onClick={() => {
          if (!reported) setOpen(true);
        }}
      >
        <FlagIcon />
        {reported ? "Reported" : MODERATION_TEXTS.reportAction}
      </button>
      <ReportReviewDialog open={open} onClose={() => setOpen(false)} review={review} onReported={() => setReported(true)} />
    </>
  );
}
