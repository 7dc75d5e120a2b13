// The community feature's public face: the Activity and Community pages for the router, each its
// own chunk fetched on demand, and the query keys other features refresh.
export { activityKeys, feedKeys } from "./keys.ts";
export const loadActivityPage = () => import("./ActivityPage.tsx").then((m) => ({ default: m.ActivityPage }));
export const loadCommunityPage = () => import("./CommunityPage.tsx").then((m) => ({ default: m.CommunityPage }));
