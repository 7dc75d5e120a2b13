// The entry dialog for other screens (the journal pages, a game's journal): fetched the first time it opens.
import type { ComponentProps } from "react";
import { loadOnOpen } from "../../components/ui/loadOnOpen.tsx";
import type { JournalEntryDialog as EagerJournalEntryDialog } from "./JournalEntryDialog.tsx";

export const JournalEntryDialog = loadOnOpen<ComponentProps<typeof EagerJournalEntryDialog>>(() =>
  import("./JournalEntryDialog.tsx").then((m) => m.JournalEntryDialog),
);
