// The delete confirmation: Cancel / Delete. Confirming closes the dialog and removes the
// game in place (no page reload; no "Force Close Modal" needed). When the game has journal entries it
// asks what becomes of them: kept as general entries (the default) or deleted with the game.
import { useEffect, useState } from "react";
import { entryCountText, type GameJournalOnDelete } from "@savepoint/common";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog.tsx";
import { announce } from "../../components/ui/dialogReturn.ts";
import { useJournalGameSummary } from "../journal/index.ts";
import { useDeleteGame } from "./mutations.ts";

/** `game` stays set while the dialog animates closed (`open` false), so its title does not vanish. */
export function DeleteGameDialog({
  open,
  game,
  onClose,
  onDeleted,
}: {
  open: boolean;
  game: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const del = useDeleteGame();
  const entries = useJournalGameSummary(open && game ? game.id : null).data?.totalEntries ?? 0;
  const [journal, setJournal] = useState<GameJournalOnDelete>("keep");
  useEffect(() => {
    if (open) setJournal("keep");
  }, [open, game?.id]);
  const confirm = () => {
    if (!open || !game) return;
    onClose();
    const title = game.title;
    del.mutate({ id: game.id, journal: entries > 0 ? journal : undefined }, { onSuccess: () => announce(`${title} was deleted.`) });
    onDeleted?.();
  };
  return (
    <ConfirmDialog open={open} onClose={onClose} title="Delete Game" confirmLabel="Delete" onConfirm={confirm} bodyClassName="space-y-4">
      <p className="text-slate-700 dark:text-slate-200">
        Are you sure you want to delete <strong className="font-semibold text-slate-900 dark:text-white">{game?.title}</strong>? This removes it from your
        library with its play sessions and cannot be undone.
      </p>
      {entries > 0 ? <JournalChoice count={entries} value={journal} onChange={setJournal} /> : null}
    </ConfirmDialog>
  );
}

const JOURNAL_CHOICES: [GameJournalOnDelete, string][] = [
  ["keep", "Keep them as general entries"],
  ["delete", "Delete them with the game"],
];

function JournalChoice({ count, value, onChange }: { count: number; value: GameJournalOnDelete; onChange: (v: GameJournalOnDelete) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="field-label">Its journal ({entryCountText(count)})</legend>
      {JOURNAL_CHOICES.map(([v, label]) => (
        <label key={v} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100">
          <input type="radio" name="delete-game-journal" value={v} checked={value === v} onChange={() => onChange(v)} className="h-4 w-4 accent-accent-700" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
