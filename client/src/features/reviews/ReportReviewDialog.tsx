/**
 * 'Report review': why another user's review should be looked at by an admin (a reason from a short
 * list, and optionally a few words). Sent once: afterwards it thanks the user, and a review they had
 * already reported says so.
 *
 * Props: open, onClose as every dialog; review: the review (kept set while it closes); onReported:
 * called once the server has the report (or already had one from this user).
 */
import { useId, useState, type FormEvent } from "react";
import { MODERATION_TEXTS, REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason, type ReviewDto } from "@savepoint/common";
import { ApiError } from "../../api/client.ts";
import { TextAreaField } from "../../components/ui/Field.tsx";
import { FieldError } from "../../components/ui/FieldError.tsx";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { FormFooter, Modal, ModalBody, ModalFooter } from "../../components/ui/Modal.tsx";
import { useReportReview } from "./mutations.ts";
import { authorName } from "./ReviewCard.tsx";

export interface ReportReviewDialogProps {
  open: boolean;
  onClose: () => void;
  review: ReviewDto;
  onReported: () => void;
}

export function ReportReviewDialog({ open, onClose, review, onReported }: ReportReviewDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={MODERATION_TEXTS.reportTitle} description={`${review.gameTitle}, by ${authorName(review.author)}`}>
      <ReportForm key={review.id} review={review} onClose={onClose} onReported={onReported} />
    </Modal>
  );
}

function ReportForm({ review, onClose, onReported }: Omit<ReportReviewDialogProps, "open">) {
  const report = useReportReview();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const legendId = useId();
  const noteError = note.length > REPORT_NOTE_MAX ? MODERATION_TEXTS.noteTooLong : undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailed(null);
    if (!reason) return setReasonError(MODERATION_TEXTS.pickReason);
    if (noteError) return;
    try {
      await report.mutateAsync({ id: review.id, body: { reason, note: note.trim() || undefined } });
      setDone(MODERATION_TEXTS.reported);
      onReported();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 409)) return setFailed(MODERATION_TEXTS.reportFailed);
      setDone(MODERATION_TEXTS.alreadyReported);
      onReported();
    }
  }

  if (done) {
    return (
      <>
        <ModalBody>
          <p role="status" className="text-slate-700 dark:text-slate-200">
            {done}
          </p>
        </ModalBody>
        <ModalFooter>
          <button type="button" className="btn-primary" onClick={onClose}>
            Close
          </button>
        </ModalFooter>
      </>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex min-h-0 flex-1 flex-col" aria-busy={report.isPending}>
      <ModalBody className="space-y-5">
        <FormAlert message={failed} />
        <fieldset aria-describedby={reasonError ? `${legendId}-error` : undefined}>
          <legend className="field-label">{MODERATION_TEXTS.reasonLabel}</legend>
          <div className="space-y-1">
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-slate-100 dark:hover:bg-slate-700">
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  aria-invalid={reasonError ? true : undefined}
                  onChange={() => {
                    setReason(r);
                    setReasonError(null);
                  }}
                  className="h-4 w-4 accent-accent-600"
                />
                <span className="text-sm text-slate-800 dark:text-slate-100">{REPORT_REASON_LABELS[r]}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${legendId}-error`} message={reasonError ?? undefined} />
        </fieldset>
        <TextAreaField
          id="report-note"
          name="note"
          label={MODERATION_TEXTS.noteLabel}
          rows={3}
          value={note}
          error={noteError}
          onChange={(e) => setNote(e.target.value)}
        />
      </ModalBody>
      <FormFooter onCancel={onClose} submitLabel={MODERATION_TEXTS.reportSubmit} submitting={report.isPending} />
    </form>
  );
}
