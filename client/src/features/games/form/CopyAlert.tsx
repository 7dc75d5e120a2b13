// The Add Game dialog's question before a second copy: the library has this game already. Two copies are
// legitimate (two platforms, a physical and a digital one), so the player opens theirs or adds another.
import { useEffect, useRef } from "react";
import type { LibraryGameSummary } from "@savepoint/common";
import { STATUS_LABEL } from "../format.ts";

export function CopyAlert({ copy, onOpen, onAddAnother }: { copy: LibraryGameSummary; onOpen: () => void; onAddAnother: () => void }) {
  const first = useRef<HTMLButtonElement>(null);
  // The save stopped here: the answer is the next thing to do, so it takes the focus.
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="break-words">
        You already have {copy.title} on {copy.platform} ({STATUS_LABEL[copy.status]}).
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button ref={first} type="button" className="btn-secondary px-3 py-1.5" onClick={onOpen}>
          Open it
        </button>
        <button type="button" className="btn-secondary px-3 py-1.5" onClick={onAddAnother}>
          Add another copy
        </button>
      </div>
    </div>
  );
}
