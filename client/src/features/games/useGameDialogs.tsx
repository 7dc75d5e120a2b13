// The per-game dialogs (edit, delete, log session) opened from cards and the game page.
import { useState, type ReactNode } from "react";
import type { LibraryGameDto } from "@savepoint/common";
import { DeleteGameDialog } from "./DeleteGameDialog.tsx";
import { GameFormDialog } from "./GameFormDialog.tsx";
import { LogSessionDialog } from "./LogSessionDialog.tsx";

export interface GameRef {
  id: string;
  title: string;
}

export interface GameDialogs {
  edit: (g: GameRef) => void;
  remove: (g: GameRef) => void;
  logSession: (g: GameRef) => void;
  dialogs: ReactNode;
}

export function useGameDialogs(opts: { onDeleted?: () => void; onSaved?: (g: LibraryGameDto) => void } = {}): GameDialogs {
  const [editing, setEditing] = useState<GameRef | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<GameRef | null>(null);
  const [logging, setLogging] = useState<GameRef | null>(null);

  return {
    edit: (g) => {
      setEditing(g);
      setEditOpen(true);
    },
    remove: setDeleting,
    logSession: setLogging,
    dialogs: (
      <>
        {editing ? (
          <GameFormDialog key={editing.id} mode="edit" gameId={editing.id} open={editOpen} onClose={() => setEditOpen(false)} onSaved={opts.onSaved} />
        ) : null}
        <DeleteGameDialog game={deleting} onClose={() => setDeleting(null)} onDeleted={opts.onDeleted} />
        <LogSessionDialog game={logging} onClose={() => setLogging(null)} />
      </>
    ),
  };
}
