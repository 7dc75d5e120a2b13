// The games feature's public face: the signed-in user's library (games, status history, play
// sessions, stats) and its routes.
export { createGamesService } from "./games.service.ts";
export { gamesRoutes } from "./games.routes.ts";
export { sharedKey, type ReviewTarget, type SharedGame } from "./games.shared.ts";
export type { GamesService } from "./games.service.ts";
export { coverPath } from "./games.presenter.ts";
// Library writes in bulk by this feature's rules (imports and their undo), and the games a review written
// in bulk is about.
export {
  bulkReviewTargets,
  EXPORT_PAGE,
  libraryPageForExport,
  libraryRows,
  ownedGameIds,
  takenSlugs,
  undoLibraryBatch,
  writeLibraryBatch,
  type BulkReviewTarget,
  type ExportGameRow,
  type GameEdit,
  type GameFields,
  type LibraryBatchLog,
  type LibraryRow,
  type NewGame,
} from "./games.bulk.ts";
// What an account's deletion removes after the cascade (app.ts wires it beside the auth feature's delete).
export { forgetLibraryVersion } from "./games.bulk.queries.ts";
