// The journal feature's public face: the caller's entries and categories, and their routes.
export { createJournalService, type JournalService } from "./journal.service.ts";
export { journalRoutes } from "./journal.routes.ts";
// Categories and entries written in bulk by the journal's rules (imports and their undo), and what an export reads.
export {
  addCategories,
  addEntries,
  categoriesForExport,
  entriesForExport,
  undoJournalWrites,
  type BulkCategory,
  type BulkEntry,
  type Replaced,
} from "./journal.bulk.ts";
// Entries across the instance (the admin's overview).
export { countJournalEntries } from "./journal.bulk.queries.ts";
// What an account's deletion removes after the cascade (app.ts wires it beside the auth feature's delete).
export { forgetJournalVersion } from "./journal.bulk.queries.ts";
