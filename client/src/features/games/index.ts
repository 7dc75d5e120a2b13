// The games feature's public face: its pages, for the router.
export { GamesPage } from "./GamesPage.tsx";
export { GameDetailPage } from "./detail/GameDetailPage.tsx";
