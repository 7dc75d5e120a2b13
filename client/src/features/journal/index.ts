// The journal feature's public face: its pages for the router, its data hooks, the entry card and the
// entry dialog (fetched the first time it opens) for other screens. This feature never imports the
// games feature; after a library change elsewhere, invalidate journalKeys.all.
import { lazy } from "react";
export { journalApi, type JournalFilter, type JournalScope } from "./api.ts";
export { journalKeys } from "./keys.ts";
export {
  useGameJournalEntries,
  useJournalCategories,
  useJournalEntries,
  useJournalFacets,
  useJournalGames,
  useJournalGameSummary,
  useJournalLibrary,
} from "./queries.ts";
export {
  useCreateJournalCategory,
  useCreateJournalEntry,
  useDeleteJournalCategory,
  useDeleteJournalEntry,
  useUpdateJournalCategory,
  useUpdateJournalEntry,
} from "./mutations.ts";
export { JournalEntryCard, entryTitle, type JournalEntryCardProps } from "./JournalEntryCard.tsx";
export { CategoryChip } from "./CategoryChip.tsx";
export { categoryColor, entryDateLong, entryDateUs, monthLabel } from "./format.ts";
export { JournalEntryDialog } from "./LazyJournalEntryDialog.tsx";
export const loadJournalPage = () => import("./JournalPage.tsx").then((m) => ({ default: m.JournalPage }));
export const loadGameJournalPage = () => import("./GameJournalPage.tsx").then((m) => ({ default: m.GameJournalPage }));
/** Settings' journal categories section (#categories), fetched with the settings page's first render. */
export const CategoryManager = lazy(() => import("./CategoryManager.tsx").then((m) => ({ default: m.CategoryManager })));
export type { JournalEntryDialogProps } from "./JournalEntryDialog.tsx";
