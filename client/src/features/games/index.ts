// The games feature's public face: its pages, for the router. Each page is its own chunk, fetched
// with its route: My Games never loads the game page's code, nor the other way round.
export { preloadGamesList } from "./api.ts";
// For screens that add catalog games to the library or show games as the library does (recommendations).
export { useCreateGame } from "./mutations.ts";
export { Chip, GameCover, RatingOutOfTen, StatusBadge } from "./GameBits.tsx";
export { durationLabel, formatHours, gamePath, hoursLabel, STATUS_LABEL } from "./format.ts";
// For screens where the player picks one of their games (journal, reviews): copies told apart.
export { gamePickerLabels } from "./pickerLabels.ts";
export const loadGamesPage = () => import("./GamesPage.tsx").then((m) => ({ default: m.GamesPage }));
export const loadGameDetailPage = () => import("./detail/GameDetailPage.tsx").then((m) => ({ default: m.GameDetailPage }));
