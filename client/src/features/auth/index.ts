// The auth feature's public face: the sign-in and sign-up pages, for the router.
export { LoginPage } from "./LoginPage.tsx";
export { RegisterPage } from "./RegisterPage.tsx";
