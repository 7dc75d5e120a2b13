// The game journal's delete confirmation: 'Are you sure you want to delete this journal entry?' with Yes
// and Cancel. It holds the chosen entry while the delete is in flight and says so when it fails.
import { useRef } from "react";
import { JOURNAL_TEXTS, type JournalEntryDto } from "@savepoint/common";
import { FormAlert } from "../../components/ui/FormAlert.tsx";
import { Modal, ModalBody, ModalFooter } from "../../components/ui/Modal.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { entryTitle } from "./JournalEntryCard.tsx";
import { useDeleteJournalEntry } from "./mutations.ts";

/** `entry` stays set while the dialog animates closed (`open` false). */
export function DeleteGameEntryDialog({ open, entry, onClose }: { open: boolean; entry: JournalEntryDto | null; onClose: () => void }) {
  const del = useDeleteJournalEntry();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (del.isPending) return;
    del.reset();
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title="Delete Journal Entry" role="alertdialog" initialFocus={cancelRef} description={entry ? entryTitle(entry) : undefined}>
      <ModalBody className="space-y-3">
        <FormAlert message={del.isError ? JOURNAL_TEXTS.deleteFailed : null} />
        <p className="text-slate-700 dark:text-slate-200">{JOURNAL_TEXTS.gameDeleteConfirm}</p>
      </ModalBody>
      <ModalFooter>
        <button ref={cancelRef} type="button" className="btn-secondary" onClick={close} disabled={del.isPending}>
          {JOURNAL_TEXTS.cancel}
        </button>
        <button
          type="button"
          className="btn-danger"
          disabled={del.isPending}
          onClick={() => {
            if (!open || !entry) return;
            del.mutate(entry.id, {
              onSuccess: () => {
                del.reset();
                onClose();
              },
            });
          }}
        >
          {del.isPending ? <Spinner size="sm" label="Deleting..." /> : JOURNAL_TEXTS.yes}
        </button>
      </ModalFooter>
    </Modal>
  );
}
