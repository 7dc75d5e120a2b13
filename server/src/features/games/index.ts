// The games feature's public face: the signed-in user's library (games, status history, play
// sessions, stats) and its routes.
export { createGamesService } from "./games.service.ts";
export { gamesRoutes } from "./games.routes.ts";
export { sharedKey, type ReviewTarget, type SharedGame } from "./games.shared.ts";
export type { GamesService } from "./games.service.ts";
export { coverPath } from "./games.presenter.ts";
// The library's address and play-time rules, for writers of library rows outside this feature (imports).
export {
  addMinutes,
  changedStatusColumns,
  dedupeLabels,
  pickSlug,
  slugCandidates,
  splitByStatus,
  storedStatusValues,
  type KeptValues,
  type StatusValues,
} from "./games.rules.ts";
// A status change's effect on the values that belong to a status (ADR 017), whoever writes it.
export { enterStatus } from "./games.status.ts";
