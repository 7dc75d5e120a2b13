// The game dialogs with forms, each fetched the first time it opens: their forms, the catalog search,
// the shared schemas and the combobox stay out of the pages' own code. Once opened a dialog stays
// mounted, so it can animate out and open again at once.
import type { ComponentProps } from "react";
import { loadOnOpen } from "../../components/ui/loadOnOpen.tsx";
import type { GameFormDialog as EagerGameFormDialog } from "./form/GameFormDialog.tsx";
import type { LogSessionDialog as EagerLogSessionDialog } from "./LogSessionDialog.tsx";
import type { DeleteGameDialog as EagerDeleteGameDialog } from "./DeleteGameDialog.tsx";

export const GameFormDialog = loadOnOpen<ComponentProps<typeof EagerGameFormDialog>>(() => import("./form/GameFormDialog.tsx").then((m) => m.GameFormDialog));
export const LogSessionDialog = loadOnOpen<ComponentProps<typeof EagerLogSessionDialog>>(() =>
  import("./LogSessionDialog.tsx").then((m) => m.LogSessionDialog),
);
/** The delete confirmation asks the journal how many entries the game has: the journal stays out of My Games' first load. */
export const DeleteGameDialog = loadOnOpen<ComponentProps<typeof EagerDeleteGameDialog>>(() =>
  import("./DeleteGameDialog.tsx").then((m) => m.DeleteGameDialog),
);
