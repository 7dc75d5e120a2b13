// The people feature's public face: its pages for the router (each fetched on demand), Settings'
// Privacy section (fetched with the settings page's first render) and its query keys.
import { lazy } from "react";
export { peopleKeys } from "./keys.ts";
export const loadProfilePage = () => import("./ProfilePage.tsx").then((m) => ({ default: m.ProfilePage }));
export const loadUserProfilePage = () => import("./UserProfilePage.tsx").then((m) => ({ default: m.UserProfilePage }));
export const loadFriendsPage = () => import("./FriendsPage.tsx").then((m) => ({ default: m.FriendsPage }));
/** Settings' Privacy section. */
export const PrivacySettings = lazy(() => import("./PrivacySettings.tsx").then((m) => ({ default: m.PrivacySettings })));
