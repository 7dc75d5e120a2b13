// Moderation: the reviews other users reported, each with its reasons and reports (who, why, when).
// The admin dismisses the reports (the review stays) or deletes the review (its author is told in
// their activity), after a confirmation.
import { useState } from "react";
import { MODERATION_TEXTS, REPORT_REASON_LABELS, type ReportedReviewDto, type ReportReason } from "@savepoint/common";
import { ConfirmDialog, useConfirmMutation } from "../../components/ui/ConfirmDialog.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { LoadMoreButton } from "../../components/ui/LoadMore.tsx";
import { Panel } from "../../components/ui/Panel.tsx";
import { Loaded } from "./NotAllowed.tsx";
import { errorText } from "./api.ts";
import { formatDateTime } from "./format.ts";
import { useDeleteReview, useDismissReports } from "./mutations.ts";
import { useReports } from "./queries.ts";

const person = (u: { firstName: string; lastName: string; username: string }) => `${`${u.firstName} ${u.lastName}`.trim() || u.username} (@${u.username})`;

function Reported({ item, onDelete }: { item: ReportedReviewDto; onDelete: (r: ReportedReviewDto) => void }) {
  const dismiss = useDismissReports();
  const { review } = item;
  const reasons = Object.entries(item.reasons) as [ReportReason, number][];
  return (
    <li aria-label={`Review of ${review.gameTitle} by @${review.author.username}`} className="space-y-3 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900 dark:text-white">
          {review.gameTitle}{" "}
          <span className="font-normal text-slate-600 dark:text-slate-300">
            · {review.rating}/10 by {person(review.author)}
          </span>
        </p>
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100">
          {item.reportCount} {item.reportCount === 1 ? "report" : "reports"}
        </span>
      </div>
      <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
        {review.spoiler ? <span className="mb-1 block text-xs font-semibold text-amber-800 dark:text-amber-300">Marked as a spoiler</span> : null}
        {review.comment || <em>No text</em>}
      </blockquote>
      <ul aria-label="Reasons" className="flex flex-wrap gap-2">
        {reasons.map(([reason, n]) => (
          <li key={reason} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {REPORT_REASON_LABELS[reason]} × {n}
          </li>
        ))}
      </ul>
      <ul aria-label="Reports" className="space-y-1 text-sm text-slate-700 dark:text-slate-200">
        {item.reports.map((r, i) => (
          <li key={`${r.reporter.id}-${i}`}>
            {person(r.reporter)} · {REPORT_REASON_LABELS[r.reason]} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
            {r.note ? <span className="block break-words text-slate-600 dark:text-slate-300">“{r.note}”</span> : null}
          </li>
        ))}
      </ul>
      <FormAlert message={dismiss.isError ? errorText(dismiss.error, "Failed to dismiss the reports") : null} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary px-3 py-1.5 text-sm" disabled={dismiss.isPending} onClick={() => dismiss.mutate(review.id)}>
          {dismiss.isPending ? "Dismissing..." : "Dismiss reports"}
        </button>
        <button type="button" className="btn-danger px-3 py-1.5 text-sm" onClick={() => onDelete(item)}>
          Delete review
        </button>
      </div>
    </li>
  );
}

export function ModerationSection() {
  const reports = useReports();
  const [deleting, setDeleting] = useState<ReportedReviewDto | null>(null);
  const remove = useDeleteReview();
  const confirm = useConfirmMutation(
    remove,
    () => setDeleting(null),
    () => (deleting ? `The review of ${deleting.review.gameTitle} by @${deleting.review.author.username} was deleted.` : "The review was deleted."),
  );
  return (
    <Panel title="Reported reviews">
      <Loaded query={reports} what="reported reviews">
        {(data) => {
          const items = data.pages.flatMap((p) => p.items);
          return items.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{MODERATION_TEXTS.noReports}</p>
          ) : (
            <>
              <ul aria-label="Reported reviews" className="divide-y divide-slate-200 dark:divide-slate-700">
                {items.map((item) => (
                  <Reported key={item.review.id} item={item} onDelete={setDeleting} />
                ))}
              </ul>
              <LoadMoreButton pages={reports} />
            </>
          );
        }}
      </Loaded>
      <ConfirmDialog
        open={deleting !== null}
        onClose={confirm.close}
        title="Delete this review?"
        description="This cannot be undone."
        confirmLabel="Delete review"
        pending={confirm.pending}
        error={remove.isError ? errorText(remove.error, "Failed to delete the review") : null}
        onConfirm={() => deleting && confirm.run(deleting.review.id)}
      >
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {deleting
            ? `The review of ${deleting.review.gameTitle} by @${deleting.review.author.username} is removed for everyone; its author is told in their activity.`
            : null}
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
