// The journal's delete confirmations. The general page asks 'Delete this journal entry?' (Delete,
// Cancel); the game journal screen asks 'Are you sure you want to delete this journal entry?' (Yes,
// Cancel). Either holds the chosen entry while the delete is in flight, closes when it is done, and
// says 'Failed to delete journal entry' when it fails.
import { JOURNAL_TEXTS, type JournalEntryDto } from "@savepoint/common";
import { ConfirmDialog, useConfirmMutation } from "../../components/ui/ConfirmDialog.tsx";
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
  const del = useConfirmMutation(useDeleteJournalEntry(), onClose, () => "The journal entry was deleted.");
  const texts = VARIANTS[variant];
  return (
    <ConfirmDialog
      open={open}
      onClose={del.close}
      title={texts.title}
      description={entry ? entryTitle(entry) : undefined}
      confirmLabel={texts.confirm}
      cancelLabel={JOURNAL_TEXTS.cancel}
      pending={del.pending}
      error={del.failed ? JOURNAL_TEXTS.deleteFailed : null}
      onConfirm={() => {
        if (open && entry) del.run(entry.id);
      }}
    >
      <p className="text-slate-700 dark:text-slate-200">{texts.message}</p>
    </ConfirmDialog>
  );
}
