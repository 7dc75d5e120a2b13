// The games feature's public face: its pages, for the router. Each page is its own chunk, fetched
// with its route: My Games never loads the game page's code, nor the other way round.
export { preloadGamesList } from "./api.ts";
export const loadGamesPage = () => import("./GamesPage.tsx").then((m) => ({ default: m.GamesPage }));
export const loadGameDetailPage = () => import("./detail/GameDetailPage.tsx").then((m) => ({ default: m.GameDetailPage }));
