// The journal's delete confirmations. The general page asks 'Delete this journal entry?' (Delete,
// Cancel); the game journal screen asks 'Are you sure you want to delete this journal entry?' (Yes,
// Cancel). Either holds the chosen entry while the delete is in flight, closes when it is done, and
// says 'Failed to delete journal entry' when it fails.
import { useRef } from "react";
import { JOURNAL_TEXTS, type JournalEntryDto } from "@savepoint/common";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Modal, ModalBody, ModalFooter } from "../../components/ui/Modal.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { entryTitle } from "./JournalEntryCard.tsx";
import { useDeleteJournalEntry } from "./mutations.ts";

const VARIANTS = {
  general: { title: JOURNAL_TEXTS.deleteConfirm, message: "This cannot be undone.", confirm: "Delete" },
  game: { title: "Delete Journal Entry", message: JOURNAL_TEXTS.gameDeleteConfirm, confirm: JOURNAL_TEXTS.yes },
} as const;

interface DeleteEntryDialogProps {
  open: boolean;
  /** Stays set while the dialog animates closed (`open` false). */
  entry: JournalEntryDto | null;
  onClose: () => void;
  /** Which screen asks (default general). */
  variant?: keyof typeof VARIANTS;
}

export function DeleteEntryDialog({ open, entry, onClose, variant = "general" }: DeleteEntryDialogProps) {
  const del = useDeleteJournalEntry();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const texts = VARIANTS[variant];
  const close = () => {
    if (del.isPending) return;
    del.reset();
    onClose();
  };
  const confirm = () => {
    if (!open || !entry) return;
    del.mutate(entry.id, {
      onSuccess: () => {
        del.reset();
        onClose();
      },
    });
  };
  return (
    <Modal open={open} onClose={close} title={texts.title} role="alertdialog" initialFocus={cancelRef} description={entry ? entryTitle(entry) : undefined}>
      <ModalBody className="space-y-3">
        <FormAlert message={del.isError ? JOURNAL_TEXTS.deleteFailed : null} />
        <p className="text-slate-700 dark:text-slate-200">{texts.message}</p>
      </ModalBody>
      <ModalFooter>
        <button ref={cancelRef} type="button" className="btn-secondary" onClick={close} disabled={del.isPending}>
          {JOURNAL_TEXTS.cancel}
        </button>
        <button type="button" className="btn-danger" disabled={del.isPending} onClick={confirm}>
          {del.isPending ? <Spinner size="sm" label="Deleting..." /> : texts.confirm}
        </button>
      </ModalFooter>
    </Modal>
  );
}
