// The games feature's public face: the signed-in user's library (games, status history, play
// sessions, stats) and its routes.
export { createGamesService } from "./games.service.ts";
export { gamesRoutes } from "./games.routes.ts";
export { sharedKey, type ReviewTarget, type SharedGame } from "./games.shared.ts";
export type { GamesService } from "./games.service.ts";
export { coverPath } from "./games.presenter.ts";
// The library's address and play-time rules, for writers of library rows outside this feature (imports).
export { addMinutes, dedupeLabels, pickSlug, slugCandidates } from "./games.rules.ts";
