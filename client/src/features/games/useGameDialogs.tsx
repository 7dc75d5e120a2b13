// The per-game dialogs (edit, delete, log session) opened from cards and the game page.
import { useState, type ReactNode } from "react";
import type { LibraryGameDto } from "@savepoint/common";
import { DeleteGameDialog, GameFormDialog, LogSessionDialog } from "./lazyDialogs.tsx";

interface GameRef {
  id: string;
  title: string;
}

export interface GameDialogs {
  edit: (g: GameRef) => void;
  remove: (g: GameRef) => void;
  logSession: (g: GameRef) => void;
  dialogs: ReactNode;
}

/** One dialog's state: the game it is about stays set after closing, while the dialog animates out. */
interface DialogState {
  target: GameRef | null;
  open: boolean;
}
const CLOSED: DialogState = { target: null, open: false };

function useDialogState() {
  const [state, setState] = useState<DialogState>(CLOSED);
  return {
    ...state,
    show: (g: GameRef) => setState({ target: g, open: true }),
    close: () => setState((s) => ({ ...s, open: false })),
  };
}

export function useGameDialogs(opts: { onDeleted?: () => void; onSaved?: (g: LibraryGameDto) => void } = {}): GameDialogs {
  const editing = useDialogState();
  const deleting = useDialogState();
  const logging = useDialogState();

  return {
    edit: editing.show,
    remove: deleting.show,
    logSession: logging.show,
    dialogs: (
      <>
        {editing.target ? (
          <GameFormDialog key={editing.target.id} mode="edit" gameId={editing.target.id} open={editing.open} onClose={editing.close} onSaved={opts.onSaved} />
        ) : null}
        <DeleteGameDialog open={deleting.open} game={deleting.target} onClose={deleting.close} onDeleted={opts.onDeleted} />
        <LogSessionDialog open={logging.open} game={logging.target} onClose={logging.close} />
      </>
    ),
  };
}
