// The recommendations feature's public face: its page for the router (its own chunk, fetched on
// demand) and the query keys other features refresh.
export { recommendationKeys } from "./keys.ts";
export const loadRecommendationsPage = () => import("./RecommendationsPage.tsx").then((m) => ({ default: m.RecommendationsPage }));
