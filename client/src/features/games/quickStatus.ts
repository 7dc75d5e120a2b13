// The card menu's status changes: the same PUT /api/games/:id the Edit dialog sends with a new status,
// so the server applies the same rules (the status's date filled, the history entry written, the
// values the status hides kept) and records the same activity.
import type { GameStatus, LibraryGameSummary } from "@savepoint/common";
import type { CardMenuItem } from "./CardMenu.tsx";

const MOVES: { to: GameStatus; label: string; done: string }[] = [
  { to: "IN_PROGRESS", label: "Start playing", done: "is now In Progress" },
  { to: "COMPLETED", label: "Mark completed", done: "is now Completed" },
  { to: "BACKLOG", label: "Shelve to backlog", done: "is now in the Backlog" },
];

/** The menu items that move `game` to another status; `move` sends the change and says what happened. */
export function quickStatusItems(game: Pick<LibraryGameSummary, "id" | "title" | "status">, move: (to: GameStatus, done: string) => void): CardMenuItem[] {
  return MOVES.filter((m) => m.to !== game.status).map((m) => ({ label: m.label, onSelect: () => move(m.to, `${game.title} ${m.done}.`) }));
}
