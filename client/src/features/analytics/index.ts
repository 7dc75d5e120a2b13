// The analytics feature's public face: its pages for the router, each its own chunk fetched on demand
// (chart.js comes with them and never with another route), and the query keys other features refresh.
export { analyticsKeys } from "./keys.ts";
export const loadAnalyticsPage = () => import("./AnalyticsPage.tsx").then((m) => ({ default: m.AnalyticsPage }));
export const loadTotalGamesPage = () => import("./TotalGamesPage.tsx").then((m) => ({ default: m.TotalGamesPage }));
export const loadCompletedPage = () => import("./CompletedPage.tsx").then((m) => ({ default: m.CompletedPage }));
export const loadYearInReviewPage = () => import("./YearInReviewPage.tsx").then((m) => ({ default: m.YearInReviewPage }));
