// The game dialogs with forms, each fetched the first time it opens: their forms, the catalog search,
// the shared schemas and the combobox stay out of the pages' own code. Once opened a dialog stays
// mounted, so it can animate out and open again at once.
import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from "react";
import type { GameFormDialog as EagerGameFormDialog } from "./form/GameFormDialog.tsx";
import type { LogSessionDialog as EagerLogSessionDialog } from "./LogSessionDialog.tsx";

function loadOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((c) => ({ default: c })));
  return function LoadOnOpen(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

export const GameFormDialog = loadOnOpen<ComponentProps<typeof EagerGameFormDialog>>(() => import("./form/GameFormDialog.tsx").then((m) => m.GameFormDialog));
export const LogSessionDialog = loadOnOpen<ComponentProps<typeof EagerLogSessionDialog>>(() => import("./LogSessionDialog.tsx").then((m) => m.LogSessionDialog));
