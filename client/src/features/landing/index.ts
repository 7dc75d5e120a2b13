// The landing feature's public face: the signed-out home, for the router.
export { LandingPage } from "./LandingPage.tsx";
