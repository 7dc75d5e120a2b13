// The journal feature's public face: the caller's entries and categories, and their routes.
export { createJournalService, type JournalService } from "./journal.service.ts";
export { journalRoutes } from "./journal.routes.ts";
