// The delete confirmation: Cancel / Delete. Confirming closes the dialog and removes the
// game in place (no page reload; no "Force Close Modal" needed).
import { useRef } from "react";
import { Modal, ModalBody, ModalFooter } from "../../components/ui/Modal.tsx";
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onClose} title="Delete Game" role="alertdialog" initialFocus={cancelRef}>
      <ModalBody>
        <p className="text-slate-700 dark:text-slate-200">
          Are you sure you want to delete <strong className="font-semibold text-slate-900 dark:text-white">{game?.title}</strong>? This removes
          it from your library with its play sessions and cannot be undone.
        </p>
      </ModalBody>
      <ModalFooter>
        <button ref={cancelRef} type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-danger"
          onClick={() => {
            if (!open || !game) return;
            onClose();
            del.mutate(game.id);
            onDeleted?.();
          }}
        >
          Delete
        </button>
      </ModalFooter>
    </Modal>
  );
}
